// Programs of hlo.rng for rng-run.test: every element type the interpreter
// draws, both distributions, bounds that make the draws round to b (stepped
// below it), overflow b - a, subnormal ranges, bounds passed as arguments,
// and ops that run more than once in a call (in a loop, in a function called
// twice and from a loop). Unsigned draws are returned as the signed
// integers of their bits (the lowered function's results are signless).

// Constant bounds, one op per type and edge.
func.func @types() -> (tensor<3x50xf32>, tensor<100xf64>, tensor<200xf16>,
    tensor<200xbf16>, tensor<200xf16>, tensor<300xf16>, tensor<300xbf16>,
    tensor<300xf32>, tensor<300xf64>, tensor<100xf16>, tensor<7xf32>,
    tensor<2x3xi32>, tensor<200xi8>, tensor<100xi64>, tensor<100xi64>,
    tensor<100xi8>, tensor<100xi16>, tensor<100xi16>, tensor<100xi32>,
    tensor<64xi1>, tensor<100xbf16>) {
  %a0 = hlo.constant dense<-2.0> : tensor<f32>
  %b0 = hlo.constant dense<3.0> : tensor<f32>
  %0 = hlo.rng UNIFORM, %a0, %b0 : (tensor<f32>, tensor<f32>) -> tensor<3x50xf32>
  %a1 = hlo.constant dense<-1.0e308> : tensor<f64>
  %b1 = hlo.constant dense<1.0e308> : tensor<f64>
  %1 = hlo.rng UNIFORM, %a1, %b1 : (tensor<f64>, tensor<f64>) -> tensor<100xf64>
  %a2 = hlo.constant dense<-1.0> : tensor<f16>
  %b2 = hlo.constant dense<1.0> : tensor<f16>
  %2 = hlo.rng UNIFORM, %a2, %b2 : (tensor<f16>, tensor<f16>) -> tensor<200xf16>
  %a3 = hlo.constant dense<0.5> : tensor<bf16>
  %b3 = hlo.constant dense<0.51171875> : tensor<bf16>
  %3 = hlo.rng UNIFORM, %a3, %b3 : (tensor<bf16>, tensor<bf16>) -> tensor<200xbf16>
  %a4 = hlo.constant dense<-1.0> : tensor<f16>
  %b4 = hlo.constant dense<-0.99951171875> : tensor<f16>
  %4 = hlo.rng UNIFORM, %a4, %b4 : (tensor<f16>, tensor<f16>) -> tensor<200xf16>
  %m5 = hlo.constant dense<0.0> : tensor<f16>
  %s5 = hlo.constant dense<1.0> : tensor<f16>
  %5 = hlo.rng NORMAL, %m5, %s5 : (tensor<f16>, tensor<f16>) -> tensor<300xf16>
  %m6 = hlo.constant dense<2.0> : tensor<bf16>
  %s6 = hlo.constant dense<3.0> : tensor<bf16>
  %6 = hlo.rng NORMAL, %m6, %s6 : (tensor<bf16>, tensor<bf16>) -> tensor<300xbf16>
  %m7 = hlo.constant dense<3.0> : tensor<f32>
  %s7 = hlo.constant dense<0.5> : tensor<f32>
  %7 = hlo.rng NORMAL, %m7, %s7 : (tensor<f32>, tensor<f32>) -> tensor<300xf32>
  %m8 = hlo.constant dense<-1.0> : tensor<f64>
  %s8 = hlo.constant dense<2.0> : tensor<f64>
  %8 = hlo.rng NORMAL, %m8, %s8 : (tensor<f64>, tensor<f64>) -> tensor<300xf64>
  %a9 = hlo.constant dense<0.0> : tensor<f16>
  %b9 = hlo.constant dense<1.0e-5> : tensor<f16>
  %9 = hlo.rng UNIFORM, %a9, %b9 : (tensor<f16>, tensor<f16>) -> tensor<100xf16>
  %a10 = hlo.constant dense<1.5> : tensor<f32>
  %10 = hlo.rng UNIFORM, %a10, %a10 : (tensor<f32>, tensor<f32>) -> tensor<7xf32>
  %a11 = hlo.constant dense<-5> : tensor<i32>
  %b11 = hlo.constant dense<7> : tensor<i32>
  %11 = hlo.rng UNIFORM, %a11, %b11 : (tensor<i32>, tensor<i32>) -> tensor<2x3xi32>
  %a12 = hlo.constant dense<3> : tensor<ui8>
  %b12 = hlo.constant dense<250> : tensor<ui8>
  %12 = hlo.rng UNIFORM, %a12, %b12 : (tensor<ui8>, tensor<ui8>) -> tensor<200xui8>
  %a13 = hlo.constant dense<-9223372036854775808> : tensor<i64>
  %b13 = hlo.constant dense<9223372036854775807> : tensor<i64>
  %13 = hlo.rng UNIFORM, %a13, %b13 : (tensor<i64>, tensor<i64>) -> tensor<100xi64>
  %a14 = hlo.constant dense<1> : tensor<ui64>
  %b14 = hlo.constant dense<18446744073709551615> : tensor<ui64>
  %14 = hlo.rng UNIFORM, %a14, %b14 : (tensor<ui64>, tensor<ui64>) -> tensor<100xui64>
  %a15 = hlo.constant dense<-128> : tensor<i8>
  %b15 = hlo.constant dense<127> : tensor<i8>
  %15 = hlo.rng UNIFORM, %a15, %b15 : (tensor<i8>, tensor<i8>) -> tensor<100xi8>
  %a16 = hlo.constant dense<-300> : tensor<i16>
  %b16 = hlo.constant dense<-20> : tensor<i16>
  %16 = hlo.rng UNIFORM, %a16, %b16 : (tensor<i16>, tensor<i16>) -> tensor<100xi16>
  %a17 = hlo.constant dense<100> : tensor<ui16>
  %b17 = hlo.constant dense<65535> : tensor<ui16>
  %17 = hlo.rng UNIFORM, %a17, %b17 : (tensor<ui16>, tensor<ui16>) -> tensor<100xui16>
  %a18 = hlo.constant dense<4000000000> : tensor<ui32>
  %b18 = hlo.constant dense<4294967295> : tensor<ui32>
  %18 = hlo.rng UNIFORM, %a18, %b18 : (tensor<ui32>, tensor<ui32>) -> tensor<100xui32>
  %a19 = hlo.constant dense<false> : tensor<i1>
  %b19 = hlo.constant dense<true> : tensor<i1>
  %19 = hlo.rng UNIFORM, %a19, %b19 : (tensor<i1>, tensor<i1>) -> tensor<64xi1>
  %a20 = hlo.constant dense<-3.0e38> : tensor<bf16>
  %b20 = hlo.constant dense<3.0e38> : tensor<bf16>
  %20 = hlo.rng UNIFORM, %a20, %b20 : (tensor<bf16>, tensor<bf16>) -> tensor<100xbf16>
  %s12 = hlo.bitcast_convert %12 : (tensor<200xui8>) -> tensor<200xi8>
  %s14 = hlo.bitcast_convert %14 : (tensor<100xui64>) -> tensor<100xi64>
  %s17 = hlo.bitcast_convert %17 : (tensor<100xui16>) -> tensor<100xi16>
  %s18 = hlo.bitcast_convert %18 : (tensor<100xui32>) -> tensor<100xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %s12, %13, %s14,
      %15, %16, %s17, %s18, %19, %20 : tensor<3x50xf32>, tensor<100xf64>,
      tensor<200xf16>, tensor<200xbf16>, tensor<200xf16>, tensor<300xf16>,
      tensor<300xbf16>, tensor<300xf32>, tensor<300xf64>, tensor<100xf16>,
      tensor<7xf32>, tensor<2x3xi32>, tensor<200xi8>, tensor<100xi64>,
      tensor<100xi64>, tensor<100xi8>, tensor<100xi16>, tensor<100xi16>,
      tensor<100xi32>, tensor<64xi1>, tensor<100xbf16>
}

// Bounds from the arguments (not known when compiling).
func.func @arguments(%a: tensor<f32>, %b: tensor<f32>, %m: tensor<f16>,
    %s: tensor<f16>, %lo: tensor<i32>, %hi: tensor<i32>)
    -> (tensor<4x8xf32>, tensor<50xf16>, tensor<30xi32>) {
  %0 = hlo.rng UNIFORM, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
  %1 = hlo.rng NORMAL, %m, %s : (tensor<f16>, tensor<f16>) -> tensor<50xf16>
  %2 = hlo.rng UNIFORM, %lo, %hi : (tensor<i32>, tensor<i32>) -> tensor<30xi32>
  return %0, %1, %2 : tensor<4x8xf32>, tensor<50xf16>, tensor<30xi32>
}

// An op in a private function called twice and from a loop of three
// iterations: its calls 0 to 4 draw five different streams; the loop's own
// op draws three. An op in the entry outside loops draws call 0.
func.func private @draw(%x: tensor<5xf32>) -> tensor<5xf32> {
  %lo = hlo.constant dense<0.0> : tensor<f32>
  %hi = hlo.constant dense<1.0> : tensor<f32>
  %d = hlo.rng UNIFORM, %lo, %hi : (tensor<f32>, tensor<f32>) -> tensor<5xf32>
  %r = hlo.add %x, %d : tensor<5xf32>
  return %r : tensor<5xf32>
}

func.func @calls(%x: tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>,
    tensor<3x5xf32>, tensor<3x4xi32>, tensor<5xf32>) {
  %0 = hlo.call @draw(%x) : (tensor<5xf32>) -> tensor<5xf32>
  %1 = hlo.call @draw(%x) : (tensor<5xf32>) -> tensor<5xf32>
  %zero = hlo.constant dense<0> : tensor<i32>
  %acc = hlo.constant dense<0.0> : tensor<3x5xf32>
  %ints = hlo.constant dense<0> : tensor<3x4xi32>
  %loop:3 = hlo.while(%zero, %acc, %ints) : tensor<i32>, tensor<3x5xf32>, tensor<3x4xi32> cond {
  ^bb0(%i: tensor<i32>, %y: tensor<3x5xf32>, %n: tensor<3x4xi32>):
    %three = hlo.constant dense<3> : tensor<i32>
    %p = hlo.compare LT, %i, %three : tensor<i32>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>, %y: tensor<3x5xf32>, %n: tensor<3x4xi32>):
    %c = hlo.constant dense<10.0> : tensor<5xf32>
    %d = hlo.call @draw(%c) : (tensor<5xf32>) -> tensor<5xf32>
    %d2 = hlo.reshape %d : (tensor<5xf32>) -> tensor<1x5xf32>
    %z = hlo.constant dense<0> : tensor<i32>
    %y2 = hlo.dynamic_update_slice %y[%i, %z], %d2 : tensor<3x5xf32>, tensor<1x5xf32>, tensor<i32>
    %lo = hlo.constant dense<-1000> : tensor<i32>
    %hi = hlo.constant dense<1000> : tensor<i32>
    %k = hlo.rng UNIFORM, %lo, %hi : (tensor<i32>, tensor<i32>) -> tensor<1x4xi32>
    %n2 = hlo.dynamic_update_slice %n[%i, %z], %k : tensor<3x4xi32>, tensor<1x4xi32>, tensor<i32>
    %one = hlo.constant dense<1> : tensor<i32>
    %j = hlo.add %i, %one : tensor<i32>
    hlo.return %j, %y2, %n2 : tensor<i32>, tensor<3x5xf32>, tensor<3x4xi32>
  }
  %lo = hlo.constant dense<0.0> : tensor<f32>
  %hi = hlo.constant dense<1.0> : tensor<f32>
  %e = hlo.rng UNIFORM, %lo, %hi : (tensor<f32>, tensor<f32>) -> tensor<5xf32>
  return %0, %1, %loop#1, %loop#2, %e : tensor<5xf32>, tensor<5xf32>,
      tensor<3x5xf32>, tensor<3x4xi32>, tensor<5xf32>
}
