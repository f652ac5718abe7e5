// An outfeed every 10 steps of an scf.for: after xhlo-linalg-to-hlo, an
// hlo.outfeed in an hlo.conditional inside the hlo.while
// (test/Conversion/FuncToHlo/outfeed.mlir).
func.func private @progress(i32, f32) attributes {xhlo.outfeed}

func.func @loop(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %c30 = arith.constant 30 : index
  %r = scf.for %i = %c0 to %c30 step %c1 iter_args(%acc = %x) -> (f32) {
    %next = arith.addf %acc, %x : f32
    %rem = arith.remui %i, %c10 : index
    %report = arith.cmpi eq, %rem, %c0 : index
    scf.if %report {
      %step = arith.index_cast %i : index to i32
      func.call @progress(%step, %next) : (i32, f32) -> ()
    }
    scf.yield %next : f32
  }
  return %r : f32
}
