//===- HostApiCTest.c - The C API called from C ---------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// A host "program" written in C99 (compiled with -std=c99 -pedantic-errors
// -Werror), as compiled host programs use the C API: every call's status is
// checked and the program returns at the first failure. HostApiTest.cpp runs
// it. That this file compiles shows that HostApi.h is plain C.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Runtime/HostApi.h"

/// A rank-1 memref descriptor of f32.
struct XhloTestDescriptor1D {
  float *allocated;
  float *aligned;
  int64_t offset;
  int64_t sizes[1];
  int64_t strides[1];
};

XhloXrtStatus xhloTestRoundTrip(XhloXrtContext *context, float *input,
                                float *output, int64_t size,
                                int64_t readHandleOffset, int *callsMade);

/// Transfers the `size` floats at `input`, reads the array whose handle is
/// the transferred one plus `readHandleOffset` into `output`, and releases
/// the transferred array; returns the first failing call's status (making
/// no call after it) or XHLO_XRT_OK. `*callsMade` counts the calls.
XhloXrtStatus xhloTestRoundTrip(XhloXrtContext *context, float *input,
                                float *output, int64_t size,
                                int64_t readHandleOffset, int *callsMade) {
  struct XhloTestDescriptor1D in = {input, input, 0, {size}, {1}};
  struct XhloTestDescriptor1D out = {output, output, 0, {size}, {1}};
  int64_t array = 0;
  XhloXrtStatus status;
  *callsMade = 0;

  ++*callsMade;
  status = xhlo_xrt_transfer(context, 1, &in, XHLO_XRT_F32, &array);
  if (status != XHLO_XRT_OK)
    return status;
  ++*callsMade;
  status =
      xhlo_xrt_read(context, array + readHandleOffset, 1, &out, XHLO_XRT_F32);
  if (status != XHLO_XRT_OK)
    return status;
  ++*callsMade;
  status = xhlo_xrt_release(context, &array, 1);
  if (status != XHLO_XRT_OK)
    return status;
  return xhlo_xrt_get_status(context);
}
