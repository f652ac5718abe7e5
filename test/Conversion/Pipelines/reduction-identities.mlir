// The identities of reductions are the same on the affine and the linalg
// path (ReductionCombiners.h: arith::getNeutralElement): NaN for maxnumf
// (0xFFC00000) and minnumf (0x7FC00000), since maxnum(NaN, x) = x. The
// affine path combines the identity at the points a guard masks out; the
// linalg path starts hlo.reduce from it; an affine reduction meets both.
// An index combiner's identity is that of the integer type index becomes.
// RUN: xhlo-opt --raise-affine-to-linalg --split-input-file %s | FileCheck %s --check-prefix=AFFINE
// RUN: xhlo-opt --xhlo-affine-to-hlo --split-input-file %s | FileCheck %s --check-prefix=HLO
// RUN: xhlo-opt --convert-linalg-to-hlo=index-bitwidth=32 --split-input-file %s | FileCheck %s --check-prefix=INDEX32

// AFFINE-LABEL: func.func @max_affine
// AFFINE:       %[[MASK:.*]] = arith.andi %{{.*}}, %{{.*}} : i1
// AFFINE:       %[[IDENTITY:.*]] = arith.constant 0xFFC00000 : f32
// AFFINE:       %[[X:.*]] = arith.select %[[MASK]], %{{.*}}, %[[IDENTITY]] : f32
// AFFINE:       arith.maxnumf %{{.*}}, %[[X]] : f32
// HLO-LABEL: func.func @max_affine
// HLO-DAG:   %[[MASKED:.*]] = hlo.constant dense<0xFFC00000> : tensor<16x16xf32>
// HLO-DAG:   %[[IDENTITY:.*]] = hlo.constant dense<0xFFC00000> : tensor<f32>
// HLO:       %[[X:.*]] = hlo.select %{{.*}}, %{{.*}}, %[[MASKED]] : tensor<16x16xi1>, tensor<16x16xf32>
// HLO:       hlo.reduce(%[[X]] init: %[[IDENTITY]]) dimensions = [1]
func.func @max_affine(%X: memref<16xf32>, %S: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = max affine_map<(d0) -> (0, d0 - 2)>(%i) to min affine_map<(d0) -> (16, d0 + 3)>(%i) {
      %x = affine.load %X[%j] : memref<16xf32>
      %s = affine.load %S[%i] : memref<16xf32>
      %n = arith.maxnumf %s, %x : f32
      affine.store %n, %S[%i] : memref<16xf32>
    }
  }
  return
}

// HLO-LABEL: func.func @max_linalg
// HLO-SAME:  (%[[A:.*]]: tensor<16x16xf32>, %{{.*}}: tensor<16xf32>)
// HLO:       %[[IDENTITY:.*]] = hlo.constant dense<0xFFC00000> : tensor<f32>
// HLO:       hlo.reduce(%[[A]] init: %[[IDENTITY]]) dimensions = [1]
func.func @max_linalg(%a: tensor<16x16xf32>, %o: tensor<16xf32>) -> tensor<16xf32> {
  %r = linalg.reduce ins(%a : tensor<16x16xf32>) outs(%o : tensor<16xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %m = arith.maxnumf %in, %acc : f32
      linalg.yield %m : f32
    }
  return %r : tensor<16xf32>
}

// -----

// AFFINE-LABEL: func.func @min_affine
// AFFINE:       %[[MASK:.*]] = arith.andi %{{.*}}, %{{.*}} : i1
// AFFINE:       %[[IDENTITY:.*]] = arith.constant 0x7FC00000 : f32
// AFFINE:       %[[X:.*]] = arith.select %[[MASK]], %{{.*}}, %[[IDENTITY]] : f32
// AFFINE:       arith.minnumf %{{.*}}, %[[X]] : f32
// HLO-LABEL: func.func @min_affine
// HLO-DAG:   %[[MASKED:.*]] = hlo.constant dense<0x7FC00000> : tensor<16x16xf32>
// HLO-DAG:   %[[IDENTITY:.*]] = hlo.constant dense<0x7FC00000> : tensor<f32>
// HLO:       %[[X:.*]] = hlo.select %{{.*}}, %{{.*}}, %[[MASKED]] : tensor<16x16xi1>, tensor<16x16xf32>
// HLO:       hlo.reduce(%[[X]] init: %[[IDENTITY]]) dimensions = [1]
func.func @min_affine(%X: memref<16xf32>, %S: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = max affine_map<(d0) -> (0, d0 - 2)>(%i) to min affine_map<(d0) -> (16, d0 + 3)>(%i) {
      %x = affine.load %X[%j] : memref<16xf32>
      %s = affine.load %S[%i] : memref<16xf32>
      %n = arith.minnumf %s, %x : f32
      affine.store %n, %S[%i] : memref<16xf32>
    }
  }
  return
}

// HLO-LABEL: func.func @min_linalg
// HLO-SAME:  (%[[A:.*]]: tensor<16x16xf32>, %{{.*}}: tensor<16xf32>)
// HLO:       %[[IDENTITY:.*]] = hlo.constant dense<0x7FC00000> : tensor<f32>
// HLO:       hlo.reduce(%[[A]] init: %[[IDENTITY]]) dimensions = [1]
func.func @min_linalg(%a: tensor<16x16xf32>, %o: tensor<16xf32>) -> tensor<16xf32> {
  %r = linalg.reduce ins(%a : tensor<16x16xf32>) outs(%o : tensor<16xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %m = arith.minnumf %in, %acc : f32
      linalg.yield %m : f32
    }
  return %r : tensor<16xf32>
}

// -----

// HLO-LABEL: func.func @max_index
// HLO:       %[[IDENTITY:.*]] = hlo.constant dense<-9223372036854775808> : tensor<i64>
// HLO:       hlo.reduce(%{{.*}} init: %[[IDENTITY]]) dimensions = [1]
// INDEX32-LABEL: func.func @max_index
// INDEX32:       %[[IDENTITY:.*]] = hlo.constant dense<-2147483648> : tensor<i32>
// INDEX32:       hlo.reduce(%{{.*}} init: %[[IDENTITY]]) dimensions = [1]
func.func @max_index(%a: tensor<4x6xf32>, %o: tensor<4xindex>) -> tensor<4xindex> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x6xf32>) outs(%o : tensor<4xindex>) {
  ^bb0(%in: f32, %out: index):
    %j = linalg.index 1 : index
    %m = arith.maxsi %out, %j : index
    linalg.yield %m : index
  } -> tensor<4xindex>
  return %r : tensor<4xindex>
}

// AFFINE-LABEL: func.func @max_index_affine
// AFFINE:       %[[IDENTITY:.*]] = arith.constant -9223372036854775808 : index
// AFFINE:       %[[X:.*]] = arith.select %{{.*}}, %{{.*}}, %[[IDENTITY]] : index
// AFFINE:       arith.maxsi %{{.*}}, %[[X]] : index
func.func @max_index_affine(%X: memref<16xindex>, %S: memref<16xindex>) {
  affine.for %i = 0 to 16 {
    affine.for %j = max affine_map<(d0) -> (0, d0 - 2)>(%i) to min affine_map<(d0) -> (16, d0 + 3)>(%i) {
      %x = affine.load %X[%j] : memref<16xindex>
      %s = affine.load %S[%i] : memref<16xindex>
      %n = arith.maxsi %s, %x : index
      affine.store %n, %S[%i] : memref<16xindex>
    }
  }
  return
}
