//===- HostApi.h - The C API that compiled host programs call ---*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the small C API through which a host program, compiled
// to machine code by MLIR's LLVM lowering (convert-xrt-to-llvm lowers each
// xrt op to one call), drives a device: compile an HloModuleProto, move
// arrays between host memory (memref descriptors) and the device, run
// executables, release handles. Device arrays and executables are int64
// handles of the `Device` behind the context.
//
// The C functions never return an error: a failing call ends the run. Under
// `HostContext::runGuarded` it jumps back to that call, which returns the
// error (its message names the failing C function); outside of it the
// process prints the error and aborts. Either way no call returns a wrong
// result.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_RUNTIME_HOSTAPI_H
#define XHLO_RUNTIME_HOSTAPI_H

#include "xhlo/Runtime/Device.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <csetjmp>
#include <cstdint>
#include <optional>
#include <string>

extern "C" {

/// The device a host program runs against, as the C API sees it (a
/// `xhlo::runtime::HostContext`).
typedef struct XhloXrtContext XhloXrtContext;

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
};

/// Compiles the binary HloModuleProto of `size` bytes at `proto` (its entry
/// computation is the program) and returns the executable's handle
/// (xrt.compile).
int64_t xhlo_xrt_compile(XhloXrtContext *context, const void *proto,
                         int64_t size);

/// Copies the array that the memref descriptor describes into a new device
/// array and returns its handle (xrt.transfer_to_device). `rank` and
/// `descriptor` are an unranked memref (`UnrankedMemRefType` of
/// mlir/ExecutionEngine/CRunnerUtils.h): the descriptor is
/// `{allocated, aligned, offset, sizes[rank], strides[rank]}`, strides in
/// elements, any layout.
int64_t xhlo_xrt_transfer(XhloXrtContext *context, int64_t rank,
                          const void *descriptor, int32_t elementType);

/// Copies the device array `array` into the memory of the memref descriptor
/// (xrt.read); the array must have the descriptor's shape and element type.
void xhlo_xrt_read(XhloXrtContext *context, int64_t array, int64_t rank,
                   void *descriptor, int32_t elementType);

/// Runs `executable` on the `numArguments` array handles at `arguments` and
/// writes the `numResults` result handles to `results` (xrt.execute).
/// `explodeResults` (0 or 1): the computation's result is a tuple of its
/// results, one handle each (XRT's return_exploded_tuple); otherwise it is
/// the one result.
void xhlo_xrt_execute(XhloXrtContext *context, int64_t executable,
                      const int64_t *arguments, int64_t numArguments,
                      int64_t *results, int64_t numResults,
                      int32_t explodeResults);

/// Releases `numArrays` device arrays (xrt.release).
void xhlo_xrt_release(XhloXrtContext *context, const int64_t *arrays,
                      int64_t numArrays);

/// Releases an executable (xrt.release_executable).
void xhlo_xrt_release_executable(XhloXrtContext *context, int64_t executable);

} // extern "C"

namespace xhlo::runtime {

/// How often a context's host program called each C function, and the bytes
/// that crossed between host and device.
struct HostStatistics {
  int64_t compiles = 0;
  int64_t transfers = 0;
  int64_t transferredBytes = 0;
  int64_t executions = 0;
  int64_t reads = 0;
  int64_t readBytes = 0;
  /// Arrays released through xhlo_xrt_release.
  int64_t releasedArrays = 0;
  int64_t releasedExecutables = 0;
};

/// What the C API runs against: a device, the handles a program holds on it
/// (so that whatever a failed run leaves is released) and statistics. A
/// context serves one run at a time.
class HostContext {
public:
  explicit HostContext(Device &device);
  /// Releases the handles still held (best effort).
  ~HostContext();
  HostContext(const HostContext &) = delete;
  HostContext &operator=(const HostContext &) = delete;

  /// The C API's view of this context, and back.
  XhloXrtContext *getHandle() {
    return reinterpret_cast<XhloXrtContext *>(this);
  }
  static HostContext &fromHandle(XhloXrtContext *handle) {
    return *reinterpret_cast<HostContext *>(handle);
  }

  Device &getDevice() { return device; }
  const HostStatistics &getStatistics() const { return statistics; }
  void resetStatistics() { statistics = {}; }

  /// The arrays and executables the program holds now (made and not yet
  /// released).
  size_t getNumLiveArrays() const { return liveArrays.size(); }
  size_t getNumLiveExecutables() const { return liveExecutables.size(); }

  /// Releases every array and executable still held; returns how many there
  /// were. Failures (a server that is gone) are ignored: the handles are
  /// forgotten either way.
  size_t releaseAll();

  /// Calls `function(arguments)`, a compiled host program that calls the C
  /// API with this context, so that a failing C call ends it: returns that
  /// call's error, a DeviceError whose message names the C function.
  /// `function` must not keep C++ objects with destructors on the stack
  /// (compiled MLIR code does not).
  llvm::Error runGuarded(void (*function)(void **), void **arguments);

  //===--------------------------------------------------------------------===//
  // The C API's implementation: each records its failure and returns false.
  //===--------------------------------------------------------------------===//

  bool compile(const void *proto, int64_t size, int64_t &executable);
  bool transfer(int64_t rank, const void *descriptor, int32_t elementType,
                int64_t &array);
  bool read(int64_t array, int64_t rank, void *descriptor, int32_t elementType);
  bool execute(int64_t executable, const int64_t *arguments,
               int64_t numArguments, int64_t *results, int64_t numResults,
               bool explodeResults);
  bool release(const int64_t *arrays, int64_t numArrays);
  bool releaseExecutable(int64_t executable);

  /// Ends the current run with the recorded failure: jumps back to
  /// runGuarded, or prints the failure and aborts outside of it.
  [[noreturn]] void fail();

private:
  /// Records that C function `function` failed with `error`.
  void setFailure(const llvm::Twine &function, llvm::Error error);
  void setFailure(const llvm::Twine &function, ErrorCode code,
                  const llvm::Twine &message);

  Device &device;
  HostStatistics statistics;
  /// Handles made and not yet released (executables with the name of their
  /// entry computation, for messages).
  llvm::DenseMap<int64_t, bool> liveArrays;
  llvm::DenseMap<int64_t, std::string> liveExecutables;
  /// The failure of the last C call that failed.
  std::optional<std::pair<ErrorCode, std::string>> failure;
  /// Where fail() jumps inside runGuarded.
  std::jmp_buf *jumpBuffer = nullptr;
};

/// The array a memref descriptor of rank `rank` (`{allocated, aligned,
/// offset, sizes[rank], strides[rank]}`, any strides) describes, copied into
/// a row-major literal of `type`.
xhlo::Literal readMemRef(int64_t rank, const void *descriptor,
                           xhlo::ElementType type);

/// Copies `literal` into the memory a memref descriptor describes, whose
/// sizes must be the literal's shape.
void writeMemRef(const xhlo::Literal &literal, int64_t rank,
                 void *descriptor);

/// The C API's functions by name, for a JIT's symbol table.
llvm::ArrayRef<std::pair<llvm::StringRef, void *>> getHostApiSymbols();

} // namespace xhlo::runtime

#endif // XHLO_RUNTIME_HOSTAPI_H
