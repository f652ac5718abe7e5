//===- HostApi.cpp - The C API that compiled host programs call -----------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the C functions of HostApi.h, each one call of its
// HostContext, and their table for a JIT.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Runtime/HostApi.h"
#include "xhlo/AotRuntime/ComplexMath.h"
#include "xhlo/AotRuntime/RngDraw.h"
#include "xhlo/AotRuntime/SmallFloatMath.h"
#include "xhlo/Runtime/HostContext.h"

using namespace xhlo::runtime;

XhloXrtStatus xhlo_xrt_compile(XhloXrtContext *context, const void *proto,
                               int64_t size, int64_t *executable) {
  return HostContext::fromHandle(context).compile(proto, size, executable);
}

XhloXrtStatus xhlo_xrt_transfer(XhloXrtContext *context, int64_t rank,
                                const void *descriptor, int32_t elementType,
                                int64_t *array) {
  return HostContext::fromHandle(context).transfer(rank, descriptor,
                                                   elementType, array);
}

XhloXrtStatus xhlo_xrt_read(XhloXrtContext *context, int64_t array,
                            int64_t rank, void *descriptor,
                            int32_t elementType) {
  return HostContext::fromHandle(context).read(array, rank, descriptor,
                                               elementType);
}

XhloXrtStatus xhlo_xrt_execute(XhloXrtContext *context, int64_t executable,
                               const int64_t *arguments, int64_t numArguments,
                               int64_t *results, int64_t numResults,
                               int32_t explodeResults) {
  return HostContext::fromHandle(context).execute(
      executable, arguments, numArguments, results, numResults,
      explodeResults != 0);
}

XhloXrtStatus xhlo_xrt_release(XhloXrtContext *context, const int64_t *arrays,
                               int64_t numArrays) {
  return HostContext::fromHandle(context).release(arrays, numArrays);
}

XhloXrtStatus xhlo_xrt_release_executable(XhloXrtContext *context,
                                          int64_t executable) {
  return HostContext::fromHandle(context).releaseExecutable(executable);
}

XhloXrtStatus xhlo_xrt_get_status(XhloXrtContext *context) {
  return HostContext::fromHandle(context).getStatus();
}

const char *xhlo_xrt_get_message(XhloXrtContext *context) {
  return HostContext::fromHandle(context).getMessage();
}

llvm::ArrayRef<std::pair<llvm::StringRef, void *>>
xhlo::runtime::getHostApiSymbols() {
#define XHLO_XRT_SYMBOL(name) {#name, reinterpret_cast<void *>(&name)}
  static const std::pair<llvm::StringRef, void *> symbols[] = {
      XHLO_XRT_SYMBOL(xhlo_xrt_compile),
      XHLO_XRT_SYMBOL(xhlo_xrt_transfer),
      XHLO_XRT_SYMBOL(xhlo_xrt_read),
      XHLO_XRT_SYMBOL(xhlo_xrt_execute),
      XHLO_XRT_SYMBOL(xhlo_xrt_release),
      XHLO_XRT_SYMBOL(xhlo_xrt_release_executable),
      XHLO_XRT_SYMBOL(xhlo_xrt_get_status),
      XHLO_XRT_SYMBOL(xhlo_xrt_get_message),
      {"_mlir_memref_to_llvm_alloc",
       reinterpret_cast<void *>(&detail::hostAlloc)},
      {"_mlir_memref_to_llvm_aligned_alloc",
       reinterpret_cast<void *>(&detail::hostAlignedAlloc)},
      {"_mlir_memref_to_llvm_free",
       reinterpret_cast<void *>(&detail::hostFree)},
      // The complex functions convert-hlo-to-linalg calls (the AOT
      // runtime's, from the same template; XhloRuntime links no AOT runtime).
      {"xhlo_aot_complex_f32",
       reinterpret_cast<void *>(&xhlo::complex_math::evaluate<float>)},
      {"xhlo_aot_complex_f64",
       reinterpret_cast<void *>(&xhlo::complex_math::evaluate<double>)},
      // Its rounding to the floats of at most 8 bits (SmallFloatMath.h).
      {"xhlo_aot_small_float_convert",
       reinterpret_cast<void *>(&xhlo::small_float::convert)},
      // Its rng draws (RngDraw.h).
      {"xhlo_aot_rng_stream",
       reinterpret_cast<void *>(&xhlo::rng_draw::stream)},
      {"xhlo_aot_rng_f32", reinterpret_cast<void *>(&xhlo::rng_draw::drawF32)},
      {"xhlo_aot_rng_f64", reinterpret_cast<void *>(&xhlo::rng_draw::drawF64)},
      {"xhlo_aot_rng_f16", reinterpret_cast<void *>(&xhlo::rng_draw::drawF16)},
      {"xhlo_aot_rng_bf16",
       reinterpret_cast<void *>(&xhlo::rng_draw::drawBF16)},
      {"xhlo_aot_rng_integer",
       reinterpret_cast<void *>(&xhlo::rng_draw::drawInteger)},
      {"xhlo_aot_rng_small_float",
       reinterpret_cast<void *>(&xhlo::rng_draw::drawSmallFloat)},
      {"xhlo_aot_rng_bounds_failed",
       reinterpret_cast<void *>(&detail::hostRngBoundsFailed)},
  };
#undef XHLO_XRT_SYMBOL
  return symbols;
}
