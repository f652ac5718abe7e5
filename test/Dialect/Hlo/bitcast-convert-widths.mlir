// hlo.bitcast_convert follows XLA's ShapeInference::InferBitcastConvertShape
// with primitive_util::BitWidth's widths (the element type table's `bits`):
// pred is 1 bit, s2/u2 2, s4/u4 4, the f8 types 8. A wider operand gains a
// minor dimension of (its bits / the result's bits); a narrower one loses
// its minor dimension, which must have that size.
// RUN: xhlo-opt --split-input-file --verify-diagnostics %s | FileCheck %s

// CHECK-LABEL: func.func @valid
func.func @valid(%d: tensor<f64>, %p: tensor<64xi1>, %p16: tensor<2x8xi1>,
                 %b: tensor<i8>, %u4: tensor<2xui4>, %s8: tensor<3xi8>,
                 %f8: tensor<4xf8E5M2>, %f: tensor<f32>, %s4: tensor<4xi4>,
                 %q: tensor<3xi1>, %c: tensor<2xcomplex<f64>>,
                 %h: tensor<5xf16>, %s2: tensor<4x4xi2>) {
  // CHECK: (tensor<f64>) -> tensor<64xi1>
  %0 = hlo.bitcast_convert %d : (tensor<f64>) -> tensor<64xi1>
  // CHECK: (tensor<64xi1>) -> tensor<i64>
  %1 = hlo.bitcast_convert %p : (tensor<64xi1>) -> tensor<i64>
  // CHECK: (tensor<2x8xi1>) -> tensor<2xui8>
  %2 = hlo.bitcast_convert %p16 : (tensor<2x8xi1>) -> tensor<2xui8>
  // CHECK: (tensor<i8>) -> tensor<2xi4>
  %3 = hlo.bitcast_convert %b : (tensor<i8>) -> tensor<2xi4>
  // CHECK: (tensor<2xui4>) -> tensor<ui8>
  %4 = hlo.bitcast_convert %u4 : (tensor<2xui4>) -> tensor<ui8>
  // CHECK: (tensor<3xi8>) -> tensor<3x4xi2>
  %5 = hlo.bitcast_convert %s8 : (tensor<3xi8>) -> tensor<3x4xi2>
  // CHECK: (tensor<4xf8E5M2>) -> tensor<4x8xi1>
  %6 = hlo.bitcast_convert %f8 : (tensor<4xf8E5M2>) -> tensor<4x8xi1>
  // CHECK: (tensor<f32>) -> tensor<4xui8>
  %7 = hlo.bitcast_convert %f : (tensor<f32>) -> tensor<4xui8>
  // CHECK: (tensor<4xi4>) -> tensor<4xui4>
  %8 = hlo.bitcast_convert %s4 : (tensor<4xi4>) -> tensor<4xui4>
  // CHECK: (tensor<3xi1>) -> tensor<3xi1>
  %9 = hlo.bitcast_convert %q : (tensor<3xi1>) -> tensor<3xi1>
  // CHECK: (tensor<2xcomplex<f64>>) -> tensor<2x2xcomplex<f32>>
  %10 = hlo.bitcast_convert %c : (tensor<2xcomplex<f64>>) -> tensor<2x2xcomplex<f32>>
  // CHECK: (tensor<5xf16>) -> tensor<5x16xi1>
  %11 = hlo.bitcast_convert %h : (tensor<5xf16>) -> tensor<5x16xi1>
  // CHECK: (tensor<4x4xi2>) -> tensor<4xf8E4M3FN>
  %12 = hlo.bitcast_convert %s2 : (tensor<4x4xi2>) -> tensor<4xf8E4M3FN>
  return
}

// -----

func.func @f(%x: tensor<f64>) {
  // expected-error @+1 {{bitcast-convert from f64[] must produce shape pred[64], got pred[8] (64-bit f64 to 1-bit pred)}}
  %0 = hlo.bitcast_convert %x : (tensor<f64>) -> tensor<8xi1>
  return
}

// -----

// Same storage bytes, but pred is 1 bit: u8 -> pred splits.
func.func @f(%x: tensor<4xui8>) {
  // expected-error @+1 {{bitcast-convert from u8[4] must produce shape pred[4,8], got pred[4] (8-bit u8 to 1-bit pred)}}
  %0 = hlo.bitcast_convert %x : (tensor<4xui8>) -> tensor<4xi1>
  return
}

// -----

func.func @f(%x: tensor<4xi1>) {
  // expected-error @+1 {{bitcast-convert from pred[4] to s8 needs a minor dimension of size 8 (1-bit pred to 8-bit s8)}}
  %0 = hlo.bitcast_convert %x : (tensor<4xi1>) -> tensor<4xi8>
  return
}

// -----

func.func @f(%x: tensor<8xi1>) {
  // expected-error @+1 {{bitcast-convert from pred[8] to s64 needs a minor dimension of size 64 (1-bit pred to 64-bit s64)}}
  %0 = hlo.bitcast_convert %x : (tensor<8xi1>) -> tensor<i64>
  return
}

// -----

func.func @f(%x: tensor<i1>) {
  // expected-error @+1 {{bitcast-convert from pred[] to u8 needs a minor dimension of size 8 (1-bit pred to 8-bit u8)}}
  %0 = hlo.bitcast_convert %x : (tensor<i1>) -> tensor<ui8>
  return
}

// -----

func.func @f(%x: tensor<3xi4>) {
  // expected-error @+1 {{bitcast-convert from s4[3] to s8 needs a minor dimension of size 2 (4-bit s4 to 8-bit s8)}}
  %0 = hlo.bitcast_convert %x : (tensor<3xi4>) -> tensor<i8>
  return
}

// -----

func.func @f(%x: tensor<2xi8>) {
  // expected-error @+1 {{bitcast-convert from s8[2] must produce shape u4[2,2], got u4[2] (8-bit s8 to 4-bit u4)}}
  %0 = hlo.bitcast_convert %x : (tensor<2xi8>) -> tensor<2xui4>
  return
}

// -----

func.func @f(%x: tensor<2xi4>) {
  // expected-error @+1 {{bitcast-convert from s4[2] must produce shape s2[2,2], got s2[4] (4-bit s4 to 2-bit s2)}}
  %0 = hlo.bitcast_convert %x : (tensor<2xi4>) -> tensor<4xi2>
  return
}

// -----

func.func @f(%x: tensor<2xcomplex<f32>>) {
  // expected-error @+1 {{bitcast-convert between complex and real types is not allowed: c64 to f32}}
  %0 = hlo.bitcast_convert %x : (tensor<2xcomplex<f32>>) -> tensor<2x2xf32>
  return
}

// -----

func.func @f(%x: tensor<2xf64>) {
  // expected-error @+1 {{bitcast-convert between complex and real types is not allowed: f64 to c64}}
  %0 = hlo.bitcast_convert %x : (tensor<2xf64>) -> tensor<2xcomplex<f32>>
  return
}
