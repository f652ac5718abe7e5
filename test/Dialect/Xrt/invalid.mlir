// Each xrt op and type rejects ill-typed uses with a precise diagnostic.
// RUN: xhlo-opt --split-input-file --verify-diagnostics %s

//===----------------------------------------------------------------------===//
// types
//===----------------------------------------------------------------------===//

// expected-error @+1 {{device array element type must be an XLA element type, got 'i3'}}
func.func @f(%a: !xrt.array<2xi3>)

// -----

// expected-error @+1 {{device array element type must be an XLA element type, got 'index'}}
func.func @f(%a: !xrt.array<index>)

// -----

// expected-error @+1 {{expected static shape}}
func.func @f(%a: !xrt.array<?x2xf32>)

// -----

// expected-error @+1 {{device array size in bytes does not fit in int64}}
func.func @f(%a: !xrt.array<4611686018427387904x4xf32>)

// -----

// expected-error @+1 {{allocation size must be non-negative, got -1}}
func.func @f(%a: !xrt.allocation<-1>)

// -----

// expected-error @+1 {{executable input #1 must be a device array or a tuple of them, got 'tensor<2xf32>'}}
func.func @f(%e: !xrt.executable<(!xrt.array<2xf32>, tensor<2xf32>) -> ()>)

// -----

// expected-error @+1 {{executable result #0 must be a device array or a tuple of them, got 'tuple<!xrt.array<2xf32>, !hlo.token>'}}
func.func @f(%e: !xrt.executable<() -> tuple<!xrt.array<2xf32>, !hlo.token>>)

//===----------------------------------------------------------------------===//
// transfer_to_device, read
//===----------------------------------------------------------------------===//

// -----

func.func @f(%t: tensor<?xf32>) {
  // expected-error @+1 {{'input' must be statically shaped tensor of XLA element type values (of at most 2^63 - 1 bytes), but got 'tensor<?xf32>'}}
  %a = xrt.transfer_to_device %t : tensor<?xf32>
  return
}

// -----

func.func @f(%t: tensor<2xindex>) {
  // expected-error @+1 {{'input' must be statically shaped tensor of XLA element type values (of at most 2^63 - 1 bytes), but got 'tensor<2xindex>'}}
  %a = xrt.transfer_to_device %t : tensor<2xindex>
  return
}

// -----

func.func @f(%t: tensor<2xf32>) {
  // expected-error @+1 {{failed to verify that result is the array of the input's shape and element type}}
  %a = "xrt.transfer_to_device"(%t) : (tensor<2xf32>) -> !xrt.array<3xf32>
  return
}

// -----

func.func @f(%a: !xrt.array<2xf32>) {
  // expected-error @+1 {{failed to verify that result is the tensor of the array's shape and element type}}
  %t = "xrt.read"(%a) : (!xrt.array<2xf32>) -> tensor<2xf16>
  return
}

// -----

func.func @f(%a: !xrt.allocation) {
  // expected-error @+1 {{operand #0 must be an XLA array held by the device, but got '!xrt.allocation'}}
  %t = "xrt.read"(%a) : (!xrt.allocation) -> tensor<2xf16>
  return
}

//===----------------------------------------------------------------------===//
// view
//===----------------------------------------------------------------------===//

// -----

func.func @f(%a: !xrt.allocation<16>) {
  // expected-error @+1 {{allocation of 16 bytes cannot hold '!xrt.array<2x3xf32>', which takes 24 bytes}}
  %v = xrt.view %a : !xrt.allocation<16> -> !xrt.array<2x3xf32>
  return
}

// -----

func.func @f(%a: !xrt.allocation<2>) {
  // expected-error @+1 {{allocation of 2 bytes cannot hold '!xrt.array<4xi1>', which takes 4 bytes}}
  %v = xrt.view %a : !xrt.allocation<2> -> !xrt.array<4xi1>
  return
}

// -----

func.func @f(%a: !xrt.array<2xf32>) {
  // expected-error @+1 {{operand #0 must be a raw device allocation, but got '!xrt.array<2xf32>'}}
  %v = "xrt.view"(%a) : (!xrt.array<2xf32>) -> !xrt.array<2xf32>
  return
}

//===----------------------------------------------------------------------===//
// compile
//===----------------------------------------------------------------------===//

// -----

func.func @f() {
  // expected-error @+1 {{callee @missing does not name a func.func}}
  %e = xrt.compile @missing : !xrt.executable<() -> ()>
  return
}

// -----

func.func private @declared(tensor<2xf32>) -> tensor<2xf32>

func.func @f() {
  // expected-error @+1 {{callee @declared has no body to compile}}
  %e = xrt.compile @declared : !xrt.executable<(!xrt.array<2xf32>) -> !xrt.array<2xf32>>
  return
}

// -----

func.func private @host(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-note @+1 {{see the op here}}
  %y = arith.addf %x, %x : tensor<2xf32>
  return %y : tensor<2xf32>
}

func.func @f() {
  // expected-error @+1 {{callee @host must be made of hlo ops, but holds 'arith.addf'}}
  %e = xrt.compile @host : !xrt.executable<(!xrt.array<2xf32>) -> !xrt.array<2xf32>>
  return
}

// -----

func.func private @computation(%x: tensor<2xf32>) -> tensor<2xf32> {
  return %x : tensor<2xf32>
}

func.func @f() {
  // expected-error @+1 {{type '!xrt.executable<(!xrt.array<3xf32>) -> !xrt.array<2xf32>>' does not match the callee @computation of type '(tensor<2xf32>) -> tensor<2xf32>': expected '!xrt.executable<(!xrt.array<2xf32>) -> !xrt.array<2xf32>>'}}
  %e = xrt.compile @computation : !xrt.executable<(!xrt.array<3xf32>) -> !xrt.array<2xf32>>
  return
}

// -----

func.func private @computation(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  return %x, %x : tensor<2xf32>, tensor<2xf32>
}

func.func @f() {
  // expected-error @+1 {{does not match the callee @computation}}
  %e = xrt.compile @computation : !xrt.executable<(!xrt.array<2xf32>) -> !xrt.array<2xf32>>
  return
}

// -----

func.func private @computation(%x: tensor<2xf32>, %t: !hlo.token) -> !hlo.token {
  return %t : !hlo.token
}

func.func @f() {
  // expected-error @+1 {{callee @computation argument #1 has type '!hlo.token', which cannot live on the device}}
  %e = xrt.compile @computation : !xrt.executable<(!xrt.array<2xf32>) -> ()>
  return
}

// -----

func.func @f() {
  // expected-error @+2 {{callee @f must be made of hlo ops, but holds 'xrt.compile'}}
  // expected-note @+1 {{see the op here}}
  %e = xrt.compile @f : !xrt.executable<() -> ()>
  return
}

//===----------------------------------------------------------------------===//
// execute
//===----------------------------------------------------------------------===//

// -----

func.func @f(%e: !xrt.executable<(!xrt.array<2xf32>) -> !xrt.array<2xf32>>, %a: !xrt.array<3xf32>) {
  // expected-error @+1 {{argument #0 has type '!xrt.array<3xf32>', but the executable takes '!xrt.array<2xf32>'}}
  %r = "xrt.execute"(%e, %a) : (!xrt.executable<(!xrt.array<2xf32>) -> !xrt.array<2xf32>>, !xrt.array<3xf32>) -> !xrt.array<2xf32>
  return
}

// -----

func.func @f(%e: !xrt.executable<(!xrt.array<2xf32>) -> !xrt.array<2xf32>>, %a: !xrt.array<2xf32>) {
  // expected-error @+1 {{executable takes 1 arguments, but 2 are given}}
  %r = "xrt.execute"(%e, %a, %a) : (!xrt.executable<(!xrt.array<2xf32>) -> !xrt.array<2xf32>>, !xrt.array<2xf32>, !xrt.array<2xf32>) -> !xrt.array<2xf32>
  return
}

// -----

func.func @f(%e: !xrt.executable<(!xrt.array<2xf32>) -> !xrt.array<2xf32>>, %a: !xrt.array<2xf32>) {
  // expected-error @+1 {{result #0 has type '!xrt.array<2xi32>', but the executable returns '!xrt.array<2xf32>'}}
  %r = "xrt.execute"(%e, %a) : (!xrt.executable<(!xrt.array<2xf32>) -> !xrt.array<2xf32>>, !xrt.array<2xf32>) -> !xrt.array<2xi32>
  return
}

// -----

func.func @f(%e: !xrt.executable<(!xrt.array<2xf32>) -> !xrt.array<2xf32>>, %a: !xrt.array<2xf32>) {
  // expected-error @+1 {{executable returns 1 results, but the op has 0}}
  "xrt.execute"(%e, %a) : (!xrt.executable<(!xrt.array<2xf32>) -> !xrt.array<2xf32>>, !xrt.array<2xf32>) -> ()
  return
}

// -----

func.func @f(%e: !xrt.executable<(!xrt.array<2xf32>) -> !xrt.array<2xf32>>, %t: tensor<2xf32>) {
  // expected-error @+1 {{operand #1 must be variadic of device value}}
  %r = "xrt.execute"(%e, %t) : (!xrt.executable<(!xrt.array<2xf32>) -> !xrt.array<2xf32>>, tensor<2xf32>) -> !xrt.array<2xf32>
  return
}

// -----

func.func @f(%e: !xrt.executable<() -> ()>, %a: !xrt.array<2xf32>) {
  // expected-error @+1 {{executable input #0 must be a device array or a tuple of them, got 'tensor<2xf32>'}}
  %r = xrt.execute %e(%a) : (tensor<2xf32>) -> !xrt.array<2xf32>
  return
}

//===----------------------------------------------------------------------===//
// release
//===----------------------------------------------------------------------===//

// -----

func.func @f(%a: !xrt.array<2xf32>) {
  // expected-error @+1 {{releases operand #1 twice}}
  xrt.release %a, %a : !xrt.array<2xf32>, !xrt.array<2xf32>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{needs at least one array to release}}
  "xrt.release"() : () -> ()
  return
}

// -----

func.func @f(%e: !xrt.executable<() -> ()>) {
  // expected-error @+1 {{operand #0 must be variadic of device value}}
  "xrt.release"(%e) : (!xrt.executable<() -> ()>) -> ()
  return
}
