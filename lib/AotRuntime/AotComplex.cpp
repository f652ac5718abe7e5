//===- AotComplex.cpp - The AOT runtime's complex functions ---------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file defines xhlo_aot_complex_f32 and xhlo_aot_complex_f64: the
// complex functions of ComplexFunctions.def (ComplexMath.h evaluates them),
// which compiled code calls once per part of each result element
// (AotRuntime.h says why).
//
//===----------------------------------------------------------------------===//

#include "xhlo/AotRuntime/AotRuntime.h"
#include "xhlo/AotRuntime/ComplexMath.h"

extern "C" {

float xhlo_aot_complex_f32(int32_t function, int32_t part, float xr, float xi,
                           float yr, float yi) {
  return xhlo::complex_math::evaluate<float>(function, part, xr, xi, yr, yi);
}

double xhlo_aot_complex_f64(int32_t function, int32_t part, double xr,
                            double xi, double yr, double yi) {
  return xhlo::complex_math::evaluate<double>(function, part, xr, xi, yr, yi);
}

} // extern "C"
