// convert-hlo-to-linalg: cholesky and triangular_solve of complex matrices,
// in the complex dialect as the interpreter computes them with
// std::complex (ContractionKernels.cpp). factorization-run.test runs these
// forms against the interpreter and numpy.
// RUN: xhlo-opt --convert-hlo-to-linalg --split-input-file %s | FileCheck %s --implicit-check-not=hlo.

// Lower: the pivot d = re a(j,j) - sum re(L(j,k) conj(L(j,k))) is real, its
// root a complex with imaginary part 0; the column below is
// (a(i,j) - sum L(i,k) conj(L(j,k))) / root. A matrix whose pivot is not
// > 0 is NaN + 0i everywhere.
// CHECK-LABEL: func.func @cholesky_lower
// CHECK-DAG:     %[[NAN:.*]] = complex.constant [0x7FC00000 : f32, 0.000000e+00 : f32] : complex<f32>
// CHECK-DAG:     %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:         %[[AJJ:.*]] = tensor.extract %{{.*}} : tensor<2x3x3xcomplex<f32>>
// CHECK-NEXT:    %[[RE:.*]] = complex.re %[[AJJ]] : complex<f32>
// CHECK-NEXT:    %[[D:.*]] = scf.for %{{.*}} iter_args(%[[ACC:.*]] = %[[RE]]) -> (f32) {
// CHECK-NEXT:      %[[X:.*]] = tensor.extract
// CHECK-NEXT:      %[[XC:.*]] = complex.conj %[[X]] : complex<f32>
// CHECK-NEXT:      %[[SQ:.*]] = complex.mul %[[X]], %[[XC]] : complex<f32>
// CHECK-NEXT:      %[[SQRE:.*]] = complex.re %[[SQ]] : complex<f32>
// CHECK-NEXT:      %[[NEXT:.*]] = arith.subf %[[ACC]], %[[SQRE]] : f32
// CHECK-NEXT:      scf.yield %[[NEXT]] : f32
// CHECK:         %[[OK:.*]] = arith.cmpf ogt, %[[D]], %[[ZERO]] : f32
// CHECK-NEXT:    %[[SQRT:.*]] = math.sqrt %[[D]] : f32
// CHECK-NEXT:    %[[ROOT:.*]] = complex.create %[[SQRT]], %[[ZERO]] : complex<f32>
// CHECK:         %[[S:.*]] = scf.for {{.*}} -> (complex<f32>) {
// CHECK-NEXT:      %[[LIK:.*]] = tensor.extract
// CHECK-NEXT:      %[[LJK:.*]] = tensor.extract
// CHECK-NEXT:      %[[LJKC:.*]] = complex.conj %[[LJK]] : complex<f32>
// CHECK-NEXT:      %[[P:.*]] = complex.mul %[[LIK]], %[[LJKC]] : complex<f32>
// CHECK-NEXT:      complex.sub %{{.*}}, %[[P]] : complex<f32>
// CHECK:         complex.div %[[S]], %[[ROOT]] : complex<f32>
// CHECK:         linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: complex<f32>, %[[GOOD:.*]]: i1, %{{.*}}: complex<f32>):
// CHECK-NEXT:      %[[R:.*]] = arith.select %[[GOOD]], %[[IN]], %[[NAN]] : complex<f32>
// CHECK-NEXT:      linalg.yield %[[R]] : complex<f32>
func.func @cholesky_lower(%a: tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>> {
  %0 = hlo.cholesky %a, lower = true : tensor<2x3x3xcomplex<f32>>
  return %0 : tensor<2x3x3xcomplex<f32>>
}

// -----

// Upper: a's upper triangle read conjugate-transposed (the Hermitian
// matrix's lower triangle), the result L's conjugate transpose.
// CHECK-DAG:   #[[T:.*]] = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
// CHECK-LABEL: func.func @cholesky_upper
// CHECK:         %[[AJJ:.*]] = tensor.extract %{{.*}} : tensor<1x4x4xcomplex<f64>>
// CHECK-NEXT:    %[[AJJC:.*]] = complex.conj %[[AJJ]] : complex<f64>
// CHECK-NEXT:    complex.re %[[AJJC]] : complex<f64>
// CHECK:         %[[AIJ:.*]] = tensor.extract %{{.*}}[%{{.*}}, %[[J:.*]], %[[I:.*]]] : tensor<1x4x4xcomplex<f64>>
// CHECK-NEXT:    complex.conj %[[AIJ]] : complex<f64>
// CHECK:         linalg.generic {indexing_maps = [#[[T]],
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: complex<f64>, %[[GOOD:.*]]: i1, %{{.*}}: complex<f64>):
// CHECK-NEXT:      %[[C:.*]] = complex.conj %[[IN]] : complex<f64>
// CHECK-NEXT:      arith.select %[[GOOD]], %[[C]], %{{.*}} : complex<f64>
func.func @cholesky_upper(%a: tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>> {
  %0 = hlo.cholesky %a, lower = false : tensor<4x4xcomplex<f64>>
  return %0 : tensor<4x4xcomplex<f64>>
}

// -----

// ADJOINT on the right side: x op(a) = b with op(a)(k, p) = conj(a(p, k)),
// the products in the interpreter's order (x op(a)), a complex division by
// the diagonal.
// CHECK-LABEL: func.func @solve_adjoint
// CHECK:         %[[B:.*]] = tensor.extract %{{.*}} : tensor<1x3x4xcomplex<f32>>
// CHECK-NEXT:    %[[S:.*]] = scf.for {{.*}} iter_args(%[[ACC:.*]] = %[[B]]) -> (complex<f32>) {
// CHECK-NEXT:      %[[X:.*]] = tensor.extract %{{.*}} : tensor<1x3x4xcomplex<f32>>
// CHECK-NEXT:      %[[A:.*]] = tensor.extract %{{.*}} : tensor<1x4x4xcomplex<f32>>
// CHECK-NEXT:      %[[AC:.*]] = complex.conj %[[A]] : complex<f32>
// CHECK-NEXT:      %[[P:.*]] = complex.mul %[[X]], %[[AC]] : complex<f32>
// CHECK-NEXT:      %[[N:.*]] = complex.sub %[[ACC]], %[[P]] : complex<f32>
// CHECK-NEXT:      scf.yield %[[N]] : complex<f32>
// CHECK:         %[[D:.*]] = tensor.extract %{{.*}} : tensor<1x4x4xcomplex<f32>>
// CHECK-NEXT:    %[[DC:.*]] = complex.conj %[[D]] : complex<f32>
// CHECK-NEXT:    complex.div %[[S]], %[[DC]] : complex<f32>
func.func @solve_adjoint(%a: tensor<4x4xcomplex<f32>>, %b: tensor<3x4xcomplex<f32>>) -> tensor<3x4xcomplex<f32>> {
  %x = hlo.triangular_solve %a, %b, <left_side = false, lower = true, unit_diagonal = false, transpose_a = ADJOINT> : (tensor<4x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>) -> tensor<3x4xcomplex<f32>>
  return %x : tensor<3x4xcomplex<f32>>
}

// -----

// TRANSPOSE conjugates nothing; on the left side the products are op(a) x;
// a unit diagonal divides by nothing (the division by 1 folds away).
// CHECK-LABEL: func.func @solve_transpose_unit
// CHECK-NOT:     complex.conj
// CHECK:         scf.for {{.*}} -> (complex<f64>) {
// CHECK-NEXT:      %[[X:.*]] = tensor.extract %{{.*}} : tensor<2x4x3xcomplex<f64>>
// CHECK-NEXT:      %[[A:.*]] = tensor.extract %{{.*}} : tensor<2x4x4xcomplex<f64>>
// CHECK-NEXT:      %[[P:.*]] = complex.mul %[[A]], %[[X]] : complex<f64>
// CHECK-NEXT:      complex.sub %{{.*}}, %[[P]] : complex<f64>
// CHECK-NOT:     complex.conj
// CHECK-NOT:     complex.div
// CHECK:         return
func.func @solve_transpose_unit(%a: tensor<2x4x4xcomplex<f64>>, %b: tensor<2x4x3xcomplex<f64>>) -> tensor<2x4x3xcomplex<f64>> {
  %x = hlo.triangular_solve %a, %b, <left_side = true, lower = false, unit_diagonal = true, transpose_a = TRANSPOSE> : (tensor<2x4x4xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>) -> tensor<2x4x3xcomplex<f64>>
  return %x : tensor<2x4x3xcomplex<f64>>
}
