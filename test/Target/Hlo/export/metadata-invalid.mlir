// The dictionary of a metadata location is checked against OpMetadata on
// export: each error is at the op (here its location is only the metadata).
// RUN: not xhlo-translate --mlir-to-hlo-proto --split-input-file %s -o /dev/null 2>&1 | FileCheck %s

func.func @main(%x: tensor<f32>) -> tensor<f32> {
  // CHECK: error: {{.*}}cannot export the op's XLA metadata: 'op_kind' is not a field of xhlo.xla.OpMetadata
  %0 = hlo.negate %x : tensor<f32> loc(fused<{op_kind = "a"}>["n"])
  return %0 : tensor<f32>
}

// -----

func.func @main(%x: tensor<f32>) -> tensor<f32> {
  // CHECK: error: {{.*}}cannot export the op's XLA metadata: 'op_name' comes from the location
  %0 = hlo.negate %x : tensor<f32> loc(fused<{op_name = "a"}>["n"])
  return %0 : tensor<f32>
}

// -----

func.func @main(%x: tensor<f32>) -> tensor<f32> {
  // CHECK: error: {{.*}}cannot export the op's XLA metadata: 'source_end_line' takes a 32-bit integer, not 4294967296 : i64
  %0 = hlo.negate %x : tensor<f32> loc(fused<{source_end_line = 4294967296 : i64}>["n"])
  return %0 : tensor<f32>
}

// -----

func.func @main(%x: tensor<f32>) -> tensor<f32> {
  // CHECK: error: {{.*}}cannot export the op's XLA metadata: 'op_type' takes a string, not 3 : i64
  %0 = hlo.negate %x : tensor<f32> loc(fused<{op_type = 3}>["n"])
  return %0 : tensor<f32>
}

// -----

func.func @main(%x: tensor<f32>) -> tensor<f32> {
  // CHECK: error: {{.*}}cannot export the op's XLA metadata: 'profile_type' takes a value of enum xhlo.xla.ProfileType (name or number), not "FAST"
  %0 = hlo.negate %x : tensor<f32> loc(fused<{profile_type = ["WINDOW", "FAST"]}>["n"])
  return %0 : tensor<f32>
}

// -----

func.func @main(%x: tensor<f32>) -> tensor<f32> {
  // CHECK: error: {{.*}}cannot export the op's XLA metadata: 'profile_type' is a repeated field: give an array
  %0 = hlo.negate %x : tensor<f32> loc(fused<{profile_type = "WINDOW"}>["n"])
  return %0 : tensor<f32>
}

// -----

func.func @main(%x: tensor<f32>) -> tensor<f32> {
  // CHECK: error: {{.*}}cannot export the op's XLA metadata: 'speed' is not a field of xhlo.xla.OpMetadata.ProfileInfo
  %0 = hlo.negate %x : tensor<f32> loc(fused<{profile_info = {relative_speedup = 1.0, speed = 2}}>["n"])
  return %0 : tensor<f32>
}

// -----

func.func @main(%x: tensor<f32>) -> tensor<f32> {
  // CHECK: error: {{.*}}cannot export the op's XLA metadata: source lines and columns cannot be negative
  %0 = hlo.negate %x : tensor<f32> loc(fused<{source_end_column = -2 : i32}>["n"])
  return %0 : tensor<f32>
}

// -----

func.func @main(%x: tensor<f32>) -> tensor<f32> {
  // CHECK: error: {{.*}}cannot export the op's XLA metadata: metadata_payload names a module payload by id
  %0 = hlo.negate %x : tensor<f32> loc(fused<{metadata_payload = {id = 0}}>["n"])
  return %0 : tensor<f32>
}
