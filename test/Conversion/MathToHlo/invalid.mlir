// Ops that cannot be converted make the pass fail with one error per op,
// naming the op and why.
// RUN: xhlo-opt --convert-math-to-hlo --split-input-file --verify-diagnostics %s

func.func @vector(%v: vector<4xf32>) -> vector<4xf32> {
  // expected-error @+1 {{cannot convert 'math.exp' to hlo: type 'vector<4xf32>' has no hlo equivalent (vectors are not converted; hlo arrays are tensors)}}
  %0 = math.exp %v : vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @dynamic(%t: tensor<?x4xf32>, %n: tensor<?x4xi32>) -> tensor<?x4xf32> {
  // expected-error @+1 {{cannot convert 'math.fpowi' to hlo: type 'tensor<?x4xf32>' has no hlo equivalent (hlo arrays have static shapes)}}
  %0 = math.fpowi %t, %n : tensor<?x4xf32>, tensor<?x4xi32>
  return %0 : tensor<?x4xf32>
}

// -----

func.func @odd_width(%a: i7, %x: f32) -> (i7, f32) {
  // expected-error @+1 {{cannot convert 'math.ctpop' to hlo: type 'i7' has no hlo equivalent}}
  %0 = math.ctpop %a : i7
  // The f32 op converts.
  %1 = math.sqrt %x : f32
  return %0, %1 : i7, f32
}

// -----

func.func @f80(%x: f80) -> f80 {
  // expected-error @+1 {{cannot convert 'math.sin' to hlo: type 'f80' has no hlo equivalent}}
  %0 = math.sin %x : f80
  return %0 : f80
}
