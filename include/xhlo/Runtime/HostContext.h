//===- HostContext.h - What the host C API runs against ---------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares `HostContext`, the C++ side of the C API of
// Runtime/HostApi.h: the device a host program drives, the handles it holds,
// statistics, and the failure of the call that failed. It also declares the
// copies between memref descriptors and literals, and the C API's symbols
// for a JIT.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_RUNTIME_HOSTCONTEXT_H
#define XHLO_RUNTIME_HOSTCONTEXT_H

#include "xhlo/Runtime/Device.h"
#include "xhlo/Runtime/HostApi.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <optional>
#include <string>

namespace xhlo::runtime {

/// How often a context's host program called each C function, and the bytes
/// that crossed between host and device (successful calls only).
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
/// (so that whatever a failed run leaves is released), statistics, and the
/// first failure of a call. A context serves one run at a time.
class HostContext {
public:
  /// The largest host buffer allocate asks malloc for: 1 TiB, beyond this
  /// machine class's memory and the most sanitizer allocators hand out.
  static constexpr size_t kMaxHostBufferBytes = size_t(1) << 40;

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

  /// XHLO_XRT_OK, or the code of the failure the context keeps.
  XhloXrtStatus getStatus() const;
  /// The message of the failure the context keeps (`""` without one).
  const char *getMessage() const;
  /// The failure the context keeps, as a DeviceError whose message names the
  /// C function that failed (success without one); the context serves calls
  /// again afterwards.
  llvm::Error takeFailure();

  //===--------------------------------------------------------------------===//
  // The C API's implementation (HostApi.h documents each). While the context
  // keeps a failure, each returns its status and does nothing else.
  //===--------------------------------------------------------------------===//

  XhloXrtStatus compile(const void *proto, int64_t size, int64_t *executable);
  XhloXrtStatus transfer(int64_t rank, const void *descriptor,
                         int32_t elementType, int64_t *array);
  XhloXrtStatus read(int64_t array, int64_t rank, void *descriptor,
                     int32_t elementType);
  XhloXrtStatus execute(int64_t executable, const int64_t *arguments,
                        int64_t numArguments, int64_t *results,
                        int64_t numResults, bool explodeResults);
  XhloXrtStatus release(const int64_t *arrays, int64_t numArrays);
  XhloXrtStatus releaseExecutable(int64_t executable);

  //===--------------------------------------------------------------------===//
  // Host buffers. The compiled code's memref.alloc and memref.dealloc call
  // these (through the JIT symbols of getHostApiSymbols and the context of
  // the HostAllocationScope around the run), so that a run that returns
  // early, or forgets a buffer, leaves nothing allocated.
  //===--------------------------------------------------------------------===//

  /// `size` bytes aligned to `alignment` (0: malloc's), or null after
  /// recording a ResourceExhausted failure (the compiled code checks the
  /// pointer and returns). Sizes over kMaxHostBufferBytes are refused
  /// without asking malloc.
  void *allocate(size_t size, size_t alignment);
  /// Frees a buffer of allocate (others are not touched).
  void deallocate(void *pointer);
  /// How many buffers of allocate are not yet freed.
  size_t getNumAllocations() const { return allocations.size(); }
  /// Frees every buffer of allocate still allocated; returns how many.
  size_t freeAllocations();
  /// Records that the program's `op` was given operands it refuses
  /// (InvalidArgument, `message`: hlo.rng's bounds, as the interpreter
  /// words it).
  void failInvalidArgument(const llvm::Twine &op, const llvm::Twine &message) {
    fail(op, ErrorCode::InvalidArgument, message);
  }

private:
  /// Records that C function `function` failed with `error` (or `code` and
  /// `message`); returns the status.
  XhloXrtStatus fail(const llvm::Twine &function, llvm::Error error);
  XhloXrtStatus fail(const llvm::Twine &function, ErrorCode code,
                     const llvm::Twine &message);

  Device &device;
  HostStatistics statistics;
  /// Handles made and not yet released (executables with the name of their
  /// entry computation, for messages).
  llvm::DenseMap<int64_t, bool> liveArrays;
  llvm::DenseMap<int64_t, std::string> liveExecutables;
  /// The first failure since the last takeFailure.
  std::optional<std::pair<ErrorCode, std::string>> failure;
  /// The host buffers allocated and not yet freed.
  llvm::DenseSet<void *> allocations;
};

/// Makes `context` the one whose allocate and deallocate the compiled code's
/// allocation functions call on this thread, for the scope's lifetime.
class HostAllocationScope {
public:
  explicit HostAllocationScope(HostContext &context);
  ~HostAllocationScope();
  HostAllocationScope(const HostAllocationScope &) = delete;
  HostAllocationScope &operator=(const HostAllocationScope &) = delete;

private:
  HostContext *previous;
};

/// The array a memref descriptor of rank `rank` (`{allocated, aligned,
/// offset, sizes[rank], strides[rank]}`, any strides) describes, copied into
/// a row-major literal of `type`.
xhlo::Literal readMemRef(int64_t rank, const void *descriptor,
                         xhlo::ElementType type);

/// Copies `literal` into the memory a memref descriptor describes, whose
/// sizes must be the literal's shape.
void writeMemRef(const xhlo::Literal &literal, int64_t rank, void *descriptor);

namespace detail {
/// The allocation functions getHostApiSymbols maps MLIR's names to.
void *hostAlloc(size_t size);
void *hostAlignedAlloc(size_t alignment, size_t size);
void hostFree(void *pointer);
/// xhlo_aot_rng_bounds_failed for host programs: the run fails with the
/// interpreter's message for bounds it refuses (RngDraw.h).
void hostRngBoundsFailed(int32_t integer);
} // namespace detail

/// The C API's functions by name, for a JIT's symbol table; with them the
/// allocation functions of MLIR's generic lowering of memref.alloc and
/// memref.dealloc (`_mlir_memref_to_llvm_alloc`, `..._aligned_alloc`,
/// `..._free`), which use the HostContext of the thread's
/// HostAllocationScope (malloc and free outside one).
llvm::ArrayRef<std::pair<llvm::StringRef, void *>> getHostApiSymbols();

} // namespace xhlo::runtime

#endif // XHLO_RUNTIME_HOSTCONTEXT_H
