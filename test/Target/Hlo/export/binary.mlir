// The binary HloModuleProto is the same message as the text one: decoding it
// with protoc against proto/xhlo/hlo.proto gives the text format back.
// RUN: xhlo-translate --mlir-to-hlo-proto %s | protoc --decode=xhlo.xla.HloModuleProto -I %xhlo_src_root/proto xhlo/hlo.proto > %t.decoded
// RUN: xhlo-translate --mlir-to-hlo-proto-text %s > %t.text
// RUN: diff %t.decoded %t.text
// RUN: FileCheck %s < %t.decoded

// CHECK:      name: "binary"
// CHECK-NEXT: entry_computation_name: "main"
// CHECK:        name: "constant.2"
// CHECK-NEXT:   opcode: "constant"
// CHECK:          bf16s: "\200?\000\300"
// CHECK:      entry_computation_id: 4

module @binary {
func.func @main(%x: tensor<2xbf16>) -> tensor<2xbf16> {
  %c = hlo.constant dense<[1.0, -2.0]> : tensor<2xbf16>
  %0 = hlo.multiply %x, %c : tensor<2xbf16>
  return %0 : tensor<2xbf16>
}
}
