// CATEGORY: control-flow
// Deep nesting with scalars in the loop state and a call: scf.for (run-time
// step) carrying a tensor, an f32, an index and an i1; inside, an scf.while
// counting down an index, an scf.if yielding a scalar and a tensor, and a
// func.call of a helper doing a linalg.matvec; plus a loop with zero
// iterations (bounds from the arguments) whose init must come through.
// TOLERANCE: rtol=1e-5 atol=1e-5 (8-term dot products through tanh)
// ARG 2: int 2 2
// ARG 3: int 3 3
// ARG 1: uniform -0.5 0.5
func.func private @layer(%w: tensor<8x8xf32>, %v: tensor<8xf32>) -> tensor<8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %m = linalg.matvec ins(%w, %v : tensor<8x8xf32>, tensor<8xf32>) outs(%f : tensor<8xf32>) -> tensor<8xf32>
  %t = math.tanh %m : tensor<8xf32>
  return %t : tensor<8xf32>
}
func.func @main(%v0: tensor<8xf32>, %w: tensor<8x8xf32>, %step: tensor<i32>, %n: tensor<i32>) -> (tensor<8xf32>, f32, index, i1, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %s32 = tensor.extract %step[] : tensor<i32>
  %st = arith.index_cast %s32 : i32 to index
  %n32 = tensor.extract %n[] : tensor<i32>
  %nn = arith.index_cast %n32 : i32 to index
  %f0 = arith.constant 0.0 : f32
  %false = arith.constant false
  %r:4 = scf.for %i = %c0 to %c9 step %st iter_args(%v = %v0, %acc = %f0, %cnt = %c0, %flag = %false) -> (tensor<8xf32>, f32, index, i1) {
    // Count down from n + i, applying the layer each time.
    %start = arith.addi %nn, %i : index
    %wh:3 = scf.while (%k = %start, %x = %v, %c = %cnt) : (index, tensor<8xf32>, index) -> (index, tensor<8xf32>, index) {
      %go = arith.cmpi sgt, %k, %c0 : index
      scf.condition(%go) %k, %x, %c : index, tensor<8xf32>, index
    } do {
    ^bb0(%k: index, %x: tensor<8xf32>, %c: index):
      %y = func.call @layer(%w, %x) : (tensor<8x8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %k1 = arith.subi %k, %c1 : index
      %c2 = arith.addi %c, %c1 : index
      scf.yield %k1, %y, %c2 : index, tensor<8xf32>, index
    }
    %e0 = tensor.empty() : tensor<f32>
    %fz = linalg.fill ins(%f0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
    %sum = linalg.reduce ins(%wh#1 : tensor<8xf32>) outs(%fz : tensor<f32>) dimensions = [0]
      (%in: f32, %a: f32) {
        %s = arith.addf %in, %a : f32
        linalg.yield %s : f32
      }
    %sv = tensor.extract %sum[] : tensor<f32>
    %pos = arith.cmpf ogt, %sv, %f0 : f32
    %res:2 = scf.if %pos -> (f32, tensor<8xf32>) {
      %a2 = arith.addf %acc, %sv : f32
      %neg = arith.negf %wh#1 : tensor<8xf32>
      scf.yield %a2, %neg : f32, tensor<8xf32>
    } else {
      %a2 = arith.subf %acc, %sv : f32
      scf.yield %a2, %wh#1 : f32, tensor<8xf32>
    }
    %fl = arith.xori %flag, %pos : i1
    scf.yield %res#1, %res#0, %wh#2, %fl : tensor<8xf32>, f32, index, i1
  }
  // No iterations: n + 1 to n + 1.
  %lb = arith.addi %nn, %c1 : index
  %z = scf.for %j = %lb to %lb step %c1 iter_args(%x = %v0) -> (tensor<8xf32>) {
    %y = func.call @layer(%w, %x) : (tensor<8x8xf32>, tensor<8xf32>) -> tensor<8xf32>
    scf.yield %y : tensor<8xf32>
  }
  return %r#0, %r#1, %r#2, %r#3, %z : tensor<8xf32>, f32, index, i1, tensor<8xf32>
}
