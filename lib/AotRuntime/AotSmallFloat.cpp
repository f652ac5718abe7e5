//===- AotSmallFloat.cpp - The AOT runtime's small-float rounding ---------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file defines xhlo_aot_small_float_convert: XLA's convert to a float
// format of at most 8 bits (SmallFloatMath.h rounds it, as the interpreter's
// codecs do), which compiled code calls for every element of those types it
// stores.
//
//===----------------------------------------------------------------------===//

#include "xhlo/AotRuntime/AotRuntime.h"
#include "xhlo/AotRuntime/SmallFloatMath.h"

extern "C" {

int32_t xhlo_aot_small_float_convert(int32_t primitive, int32_t source,
                                     double x) {
  return xhlo::small_float::convert(primitive, source, x);
}

} // extern "C"
