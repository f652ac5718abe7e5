// convert-to-hlo: the conversion steps of xhlo-linalg-to-hlo in one pass
// (canonicalize, every conversion in getToHloConversions' order with
// allow-partial, canonicalize, cse). What no conversion can convert stays,
// bridged, for hlo-verify-converted to report.
// RUN: xhlo-opt --convert-to-hlo --split-input-file %s | FileCheck %s
// RUN: xhlo-opt --convert-to-hlo=index-bitwidth=32 --split-input-file %s | FileCheck %s --check-prefix=INDEX32

// A payload, its tensor.empty init and the function boundary, all converted.
// CHECK-LABEL: func.func @payload
// CHECK-SAME:    (%[[X:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[E:.*]] = hlo.exponential %[[X]] : tensor<4xf32>
// CHECK-NEXT:    return %[[E]] : tensor<4xf32>
func.func @payload(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>,
                                        affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %y = math.exp %a : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// A vector op stays; cse merges the two equal additions after converting.
// CHECK-LABEL: func.func @partial
// CHECK-NEXT:    %[[E:.*]] = hlo.exponential %arg0 : tensor<4xf32>
// CHECK-NEXT:    %[[V:.*]] = math.exp %arg1 : vector<4xf32>
// CHECK-NEXT:    %[[A:.*]] = hlo.add %[[E]], %[[E]] : tensor<4xf32>
// CHECK-NEXT:    %[[B:.*]] = hlo.add %[[A]], %[[A]] : tensor<4xf32>
// CHECK-NEXT:    %[[C:.*]] = hlo.add %[[B]], %[[B]] : tensor<4xf32>
// CHECK-NEXT:    return %[[C]], %[[V]]
func.func @partial(%x: tensor<4xf32>, %v: vector<4xf32>) -> (tensor<4xf32>, vector<4xf32>) {
  %0 = math.exp %x : tensor<4xf32>
  %1 = math.exp %v : vector<4xf32>
  %2 = arith.addf %0, %0 : tensor<4xf32>
  %3 = arith.addf %2, %2 : tensor<4xf32>
  %4 = arith.addf %2, %2 : tensor<4xf32>
  %5 = arith.addf %3, %4 : tensor<4xf32>
  return %5, %1 : tensor<4xf32>, vector<4xf32>
}

// -----

// The canonicalization before converting folds tensor.dim to a constant;
// the index option reaches every conversion.
// CHECK-LABEL: func.func @index
// CHECK:         hlo.constant dense<8> : tensor<i64>
// INDEX32-LABEL: func.func @index
// INDEX32:         hlo.constant dense<8> : tensor<i32>
func.func @index(%x: tensor<8xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %x, %c0 : tensor<8xf32>
  return %d : index
}

// -----

// linalg's InferStaticShapeOfOperands, which the canonicalizer runs only on
// ops with a dynamic shape, gives the dynamic input the shape the others fix.
// CHECK-LABEL: func.func @inferred_static_shape
// CHECK-SAME:    (%[[X:.*]]: tensor<?xf32>, %[[Y:.*]]: tensor<4xf32>)
// CHECK-NEXT:    %[[C:.*]] = tensor.cast %[[X]] : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT:    %[[S:.*]] = hlo.add %[[C]], %[[Y]] : tensor<4xf32>
// CHECK-NEXT:    return %[[S]] : tensor<4xf32>
func.func @inferred_static_shape(%x: tensor<?xf32>, %y: tensor<4xf32>)
    -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>,
                                        affine_map<(d0) -> (d0)>,
                                        affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%x, %y : tensor<?xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
