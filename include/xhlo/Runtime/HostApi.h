//===- HostApi.h - The C API that compiled host programs call -----*- C -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This header declares the C API through which a host program, compiled to
// machine code by MLIR's LLVM lowering (convert-xrt-to-llvm lowers each xrt
// op to one call), drives a device: compile an HloModuleProto, move arrays
// between host memory (memref descriptors) and the device, run executables,
// release handles. Device arrays and executables are int64 handles of the
// device behind the context. It is plain C (C99), for any caller; the C++
// side, `HostContext`, is in xhlo/Runtime/HostContext.h.
//
// Every function returns a status: XHLO_XRT_OK, or the failure's code, a
// gRPC canonical status code (3 INVALID_ARGUMENT, 5 NOT_FOUND, 8
// RESOURCE_EXHAUSTED, 14 UNAVAILABLE, ...). The context keeps the first
// failure, its code and its message (which names the failing function);
// after it every call fails with the same status without touching the
// device, until the context's owner takes the failure. Compiled host
// programs check the status after every call and return at once when it is
// not XHLO_XRT_OK (check-xrt-status).
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_RUNTIME_HOSTAPI_H
#define XHLO_RUNTIME_HOSTAPI_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The device a host program runs against, as the C API sees it (a
/// `xhlo::runtime::HostContext`).
typedef struct XhloXrtContext XhloXrtContext;

/// What every call returns: XHLO_XRT_OK or a failure's code.
typedef int32_t XhloXrtStatus;

/// The status of a call that did what it was asked.
#define XHLO_XRT_OK 0

/// Element types of the C API: XLA's PrimitiveType numbers.
enum XhloXrtElementType {
  XHLO_XRT_PRED = 1,
  XHLO_XRT_S8 = 2,
  XHLO_XRT_S16 = 3,
  XHLO_XRT_S32 = 4,
  XHLO_XRT_S64 = 5,
  XHLO_XRT_U8 = 6,
  XHLO_XRT_U16 = 7,
  XHLO_XRT_U32 = 8,
  XHLO_XRT_U64 = 9,
  XHLO_XRT_F16 = 10,
  XHLO_XRT_F32 = 11,
  XHLO_XRT_F64 = 12,
  XHLO_XRT_C64 = 15,
  XHLO_XRT_BF16 = 16,
  XHLO_XRT_C128 = 18,
  XHLO_XRT_F8E5M2 = 19,
  XHLO_XRT_F8E4M3FN = 20,
  XHLO_XRT_S4 = 21,
  XHLO_XRT_U4 = 22,
  XHLO_XRT_F8E4M3B11FNUZ = 23,
  XHLO_XRT_F8E5M2FNUZ = 24,
  XHLO_XRT_F8E4M3FNUZ = 25,
  XHLO_XRT_S2 = 26,
  XHLO_XRT_U2 = 27,
  XHLO_XRT_F8E4M3 = 28,
  XHLO_XRT_F8E3M4 = 29,
  XHLO_XRT_F4E2M1FN = 32,
  XHLO_XRT_F8E8M0FNU = 33,
  XHLO_XRT_F6E3M2FN = 35,
  XHLO_XRT_F6E2M3FN = 36
};

/// Compiles the binary HloModuleProto of `size` bytes at `proto` (its entry
/// computation is the program) and writes the executable's handle to
/// `*executable` (xrt.compile).
XhloXrtStatus xhlo_xrt_compile(XhloXrtContext *context, const void *proto,
                               int64_t size, int64_t *executable);

/// Copies the array that the memref descriptor describes into a new device
/// array and writes its handle to `*array` (xrt.transfer_to_device). `rank`
/// and `descriptor` are an unranked memref (`UnrankedMemRefType` of
/// mlir/ExecutionEngine/CRunnerUtils.h): the descriptor is
/// `{allocated, aligned, offset, sizes[rank], strides[rank]}`, strides in
/// elements, any layout. `elementType` is an XhloXrtElementType.
XhloXrtStatus xhlo_xrt_transfer(XhloXrtContext *context, int64_t rank,
                                const void *descriptor, int32_t elementType,
                                int64_t *array);

/// Copies the device array `array` into the memory of the memref descriptor
/// (xrt.read); the array must have the descriptor's shape and element type.
XhloXrtStatus xhlo_xrt_read(XhloXrtContext *context, int64_t array,
                            int64_t rank, void *descriptor,
                            int32_t elementType);

/// Runs `executable` on the `numArguments` array handles at `arguments` and
/// writes the `numResults` result handles to `results` (xrt.execute).
/// `explodeResults` (0 or 1): the computation's result is a tuple of its
/// results, one handle each (XRT's return_exploded_tuple); otherwise it is
/// the one result.
XhloXrtStatus xhlo_xrt_execute(XhloXrtContext *context, int64_t executable,
                               const int64_t *arguments, int64_t numArguments,
                               int64_t *results, int64_t numResults,
                               int32_t explodeResults);

/// Releases `numArrays` device arrays (xrt.release).
XhloXrtStatus xhlo_xrt_release(XhloXrtContext *context, const int64_t *arrays,
                               int64_t numArrays);

/// Releases an executable (xrt.release_executable).
XhloXrtStatus xhlo_xrt_release_executable(XhloXrtContext *context,
                                          int64_t executable);

/// The status of the context: XHLO_XRT_OK, or the code of the failure it
/// keeps (what a compiled program asks after calling a function of its own
/// that calls the C API).
XhloXrtStatus xhlo_xrt_get_status(XhloXrtContext *context);

/// The message of the failure the context keeps, `""` without one; valid
/// until the failure is taken.
const char *xhlo_xrt_get_message(XhloXrtContext *context);

#ifdef __cplusplus
} // extern "C"
#endif

#endif // XHLO_RUNTIME_HOSTAPI_H
