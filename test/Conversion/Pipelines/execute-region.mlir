// scf's canonicalization inlines a multi-block scf.execute_region into its
// parent with cf.br, so the cf dialect is loaded with scf (issue 17 item 12:
// xhlo-opt --canonicalize and the pipelines aborted building cf.br). What
// the pipelines cannot convert of the resulting control flow they refuse
// with an error at the op.
// RUN: xhlo-opt --canonicalize --split-input-file %s | FileCheck %s --check-prefix=CANON
// RUN: not xhlo-opt --xhlo-linalg-to-hlo --split-input-file %s 2>&1 | FileCheck %s --check-prefix=PIPE
// RUN: not xhlo-opt --xhlo-affine-to-hlo --split-input-file %s 2>&1 | FileCheck %s --check-prefix=PIPE

// The unreachable block goes; the region is inlined.
// CANON-LABEL: func.func @unreachable_block
// CANON-NEXT: return %arg0
// PIPE-NOT: error
func.func @unreachable_block(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.execute_region -> tensor<4xf32> {
    scf.yield %a : tensor<4xf32>
  ^bb1:
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// A diamond becomes a select, which converts.
// CANON-LABEL: func.func @diamond
// CANON-NEXT: arith.select %arg0, %arg1, %arg2
// PIPE-NOT: error
func.func @diamond(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.execute_region -> tensor<4xf32> {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : tensor<4xf32>
  ^bb2:
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// A loop stays a loop of cf branches in the function: no conversion to hlo
// takes unstructured control flow.
// CANON-LABEL: func.func @loop
// CANON: cf.br ^bb1(%arg1 : tensor<4xf32>)
// CANON: cf.cond_br %arg0, ^bb1
// PIPE: execute-region.mlir:40 offset :12:5: error: 'cf.br' was not converted to hlo: no conversion to hlo handles it
// PIPE: execute-region.mlir:40 offset :15:5: error: 'cf.cond_br' was not converted to hlo: no conversion to hlo handles it
func.func @loop(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.execute_region -> tensor<4xf32> {
    cf.br ^bb1(%a : tensor<4xf32>)
  ^bb1(%x: tensor<4xf32>):
    %s = arith.addf %x, %b : tensor<4xf32>
    cf.cond_br %c, ^bb1(%s : tensor<4xf32>), ^bb2
  ^bb2:
    scf.yield %s : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
