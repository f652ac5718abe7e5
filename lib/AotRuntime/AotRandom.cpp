//===- AotRandom.cpp - The AOT runtime's rng draws ------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file defines xhlo_aot_rng_*: the values of hlo.rng as the
// interpreter draws them (RngDraw.h), which compiled code calls once per
// op call (the stream) and once per element.
//
//===----------------------------------------------------------------------===//

#include "xhlo/AotRuntime/AotRuntime.h"
#include "xhlo/AotRuntime/RngDraw.h"

using namespace xhlo;

extern "C" {

uint64_t xhlo_aot_rng_stream(uint64_t seed_xor_position, uint64_t call) {
  return rng_draw::stream(seed_xor_position, call);
}

float xhlo_aot_rng_f32(int32_t normal, float a, float b, uint64_t stream,
                       int64_t i) {
  return rng_draw::drawF32(normal, a, b, stream, i);
}

double xhlo_aot_rng_f64(int32_t normal, double a, double b, uint64_t stream,
                        int64_t i) {
  return rng_draw::drawF64(normal, a, b, stream, i);
}

uint32_t xhlo_aot_rng_f16(int32_t normal, uint32_t a, uint32_t b,
                          uint64_t stream, int64_t i) {
  return rng_draw::drawF16(normal, a, b, stream, i);
}

uint32_t xhlo_aot_rng_bf16(int32_t normal, uint32_t a, uint32_t b,
                           uint64_t stream, int64_t i) {
  return rng_draw::drawBF16(normal, a, b, stream, i);
}

uint64_t xhlo_aot_rng_integer(uint64_t a, uint64_t b, uint64_t stream,
                              int64_t i) {
  return rng_draw::drawInteger(a, b, stream, i);
}

int32_t xhlo_aot_rng_small_float(int32_t primitive, int32_t normal, int32_t a,
                                 int32_t b, uint64_t stream, int64_t i) {
  return rng_draw::drawSmallFloat(primitive, normal, a, b, stream, i);
}

void xhlo_aot_rng_bounds_failed(int32_t integer) {
  xhlo_aot_fail_call(XHLO_AOT_INVALID_ARGUMENT,
                     rng_draw::getBoundsRefusal(integer != 0));
}

} // extern "C"
