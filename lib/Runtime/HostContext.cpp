//===- HostContext.cpp - What the host C API runs against -----------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements HostContext over a `Device`: memref descriptors
// become literals (and back), handles are the device's, and the first
// failure is kept, with a message that names the C function, until it is
// taken.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Runtime/HostContext.h"
#include "xhlo/AotRuntime/RngDraw.h"

#include "xhlo/hlo.pb.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"

#include <cstddef>
#include <cstdlib>
#include <cstring>

using namespace xhlo::runtime;
using xhlo::ElementType;
using xhlo::Literal;
using xhlo::RtValue;

//===----------------------------------------------------------------------===//
// Memref descriptors
//===----------------------------------------------------------------------===//

// The C API's element type codes are XLA's PrimitiveType numbers, one for
// each host type of the element-type table: checked here, row by row.
namespace {
enum { XHLO_XRT_Pred = XHLO_XRT_PRED };
} // namespace
#define XHLO_HOST_ELEMENT_TYPE(Enum, name, primitive, ...)                     \
  static_assert(XHLO_XRT_##Enum == (primitive),                                \
                "HostApi.h's code of " #name " is not its PrimitiveType");
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.def"

/// The host element type of a C API code (a PrimitiveType number).
static std::optional<ElementType> getElementTypeOfCode(int32_t code) {
  return xhlo::getElementTypeFromPrimitive(code);
}

namespace {

/// A memref descriptor of any rank and element type:
/// `{allocated, aligned, offset, sizes[rank], strides[rank]}`.
struct Descriptor {
  char *aligned;
  int64_t offset;
  llvm::ArrayRef<int64_t> sizes;
  llvm::ArrayRef<int64_t> strides;

  Descriptor(const void *descriptor, int64_t rank) {
    const auto *words = static_cast<const int64_t *>(descriptor);
    std::memcpy(&aligned, words + 1, sizeof(aligned));
    offset = words[2];
    sizes = llvm::ArrayRef(words + 3, rank);
    strides = llvm::ArrayRef(words + 3 + rank, rank);
  }

  /// Whether the elements are dense in row-major order.
  bool isRowMajor() const {
    int64_t expected = 1;
    for (int64_t d = sizes.size() - 1; d >= 0; --d) {
      if (sizes[d] != 1 && strides[d] != expected)
        return false;
      expected *= sizes[d];
    }
    return true;
  }
};

} // namespace

/// Copies between a row-major buffer and the strided memory of `memref`:
/// from the memref into `dense` (`toDense`), or back.
static void copyStrided(const Descriptor &memref, char *dense, size_t width,
                        bool toDense) {
  char *base = memref.aligned + memref.offset * static_cast<int64_t>(width);
  int64_t rank = memref.sizes.size();
  int64_t numElements = 1;
  for (int64_t size : memref.sizes)
    numElements *= size;
  if (numElements == 0)
    return;
  if (memref.isRowMajor()) {
    if (toDense)
      std::memcpy(dense, base, numElements * width);
    else
      std::memcpy(base, dense, numElements * width);
    return;
  }
  llvm::SmallVector<int64_t> index(rank, 0);
  for (int64_t i = 0; i < numElements; ++i) {
    int64_t position = 0;
    for (int64_t d = 0; d < rank; ++d)
      position += index[d] * memref.strides[d];
    char *element = base + position * static_cast<int64_t>(width);
    if (toDense)
      std::memcpy(dense + i * width, element, width);
    else
      std::memcpy(element, dense + i * width, width);
    for (int64_t d = rank - 1; d >= 0 && ++index[d] == memref.sizes[d]; --d)
      index[d] = 0;
  }
}

Literal xhlo::runtime::readMemRef(int64_t rank, const void *descriptor,
                                  ElementType type) {
  Descriptor memref(descriptor, rank);
  Literal literal = Literal::uninitialized(type, memref.sizes);
  copyStrided(memref, static_cast<char *>(literal.data()),
              xhlo::getElementTypeByteSize(type), /*toDense=*/true);
  return literal;
}

void xhlo::runtime::writeMemRef(const Literal &literal, int64_t rank,
                                void *descriptor) {
  Descriptor memref(descriptor, rank);
  copyStrided(memref,
              const_cast<char *>(static_cast<const char *>(literal.data())),
              xhlo::getElementTypeByteSize(literal.getElementType()),
              /*toDense=*/false);
}

/// `f32[2,3]` for messages.
static std::string formatShape(ElementType type,
                               llvm::ArrayRef<int64_t> shape) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << xhlo::getElementTypeName(type) << "[";
  llvm::interleave(shape, os, ",");
  os << "]";
  return text;
}

//===----------------------------------------------------------------------===//
// HostContext
//===----------------------------------------------------------------------===//

HostContext::HostContext(Device &device) : device(device) {}

HostContext::~HostContext() {
  releaseAll();
  freeAllocations();
}

//===----------------------------------------------------------------------===//
// Host buffers
//===----------------------------------------------------------------------===//

/// The context of the innermost HostAllocationScope on this thread.
static thread_local HostContext *allocatingContext = nullptr;

HostAllocationScope::HostAllocationScope(HostContext &context)
    : previous(allocatingContext) {
  allocatingContext = &context;
}

HostAllocationScope::~HostAllocationScope() { allocatingContext = previous; }

/// `size` bytes aligned to `alignment` (malloc's for small alignments), or
/// null.
static void *allocateAligned(size_t size, size_t alignment) {
  if (alignment <= alignof(std::max_align_t))
    return std::malloc(size ? size : 1);
  // aligned_alloc takes a power of two and a multiple of it.
  size_t rounded = (size + alignment - 1) & ~(alignment - 1);
  if (rounded < size || (alignment & (alignment - 1)) != 0)
    return nullptr;
  return std::aligned_alloc(alignment, rounded ? rounded : alignment);
}

void *HostContext::allocate(size_t size, size_t alignment) {
  void *pointer =
      size <= kMaxHostBufferBytes ? allocateAligned(size, alignment) : nullptr;
  if (!pointer) {
    fail("memref.alloc", ErrorCode::ResourceExhausted,
         "cannot allocate " + llvm::Twine(size) +
             " bytes for a buffer of the host program");
    return nullptr;
  }
  allocations.insert(pointer);
  return pointer;
}

void HostContext::deallocate(void *pointer) {
  if (allocations.erase(pointer))
    std::free(pointer);
}

size_t HostContext::freeAllocations() {
  size_t count = allocations.size();
  for (void *pointer : allocations)
    std::free(pointer);
  allocations.clear();
  return count;
}

// The allocation functions of MLIR's generic memref.alloc lowering, for the
// JIT (getHostApiSymbols): the scope's context, else malloc and free.
void *xhlo::runtime::detail::hostAlloc(size_t size) {
  if (allocatingContext)
    return allocatingContext->allocate(size, 0);
  return std::malloc(size ? size : 1);
}

void *xhlo::runtime::detail::hostAlignedAlloc(size_t alignment, size_t size) {
  if (allocatingContext)
    return allocatingContext->allocate(size, alignment);
  return allocateAligned(size, alignment);
}

void xhlo::runtime::detail::hostRngBoundsFailed(int32_t integer) {
  const char *reason = rng_draw::getBoundsRefusal(integer != 0);
  if (allocatingContext) {
    allocatingContext->failInvalidArgument("hlo.rng", reason);
    return;
  }
  // Only a host program's run calls it, in its context.
  llvm::report_fatal_error(llvm::Twine("host program: ") + reason);
}

void xhlo::runtime::detail::hostFree(void *pointer) {
  if (allocatingContext)
    allocatingContext->deallocate(pointer);
  else
    std::free(pointer);
}

size_t HostContext::releaseAll() {
  size_t count = liveArrays.size() + liveExecutables.size();
  llvm::SmallVector<int64_t> arrays, executables;
  for (auto &entry : liveArrays)
    arrays.push_back(entry.first);
  for (auto &entry : liveExecutables)
    executables.push_back(entry.first);
  if (!arrays.empty())
    llvm::consumeError(device.release(arrays));
  if (!executables.empty())
    llvm::consumeError(device.releaseExecutable(executables));
  liveArrays.clear();
  liveExecutables.clear();
  return count;
}

XhloXrtStatus HostContext::fail(const llvm::Twine &function,
                                llvm::Error error) {
  auto [code, message] = takeDeviceError(std::move(error));
  return fail(function, code, message);
}

XhloXrtStatus HostContext::fail(const llvm::Twine &function, ErrorCode code,
                                const llvm::Twine &message) {
  failure = {code, (function + ": " + message).str()};
  return getStatus();
}

XhloXrtStatus HostContext::getStatus() const {
  return failure ? static_cast<XhloXrtStatus>(failure->first) : XHLO_XRT_OK;
}

const char *HostContext::getMessage() const {
  return failure ? failure->second.c_str() : "";
}

llvm::Error HostContext::takeFailure() {
  if (!failure)
    return llvm::Error::success();
  llvm::Error error = makeDeviceError(failure->first, failure->second);
  failure.reset();
  return error;
}

XhloXrtStatus HostContext::compile(const void *proto, int64_t size,
                                   int64_t *executable) {
  if (failure)
    return getStatus();
  if (!executable)
    return fail("xhlo_xrt_compile", ErrorCode::InvalidArgument,
                "no place for the executable's handle");
  xla::HloModuleProto module;
  if (size < 0 || !module.ParseFromArray(proto, static_cast<int>(size)))
    return fail("xhlo_xrt_compile", ErrorCode::InvalidArgument,
                "the " + llvm::Twine(size) +
                    " bytes given are not a binary HloModuleProto");
  std::string name = module.entry_computation_name();
  llvm::Expected<ExecutableHandle> handle =
      compileHloModule(device, std::move(module));
  if (!handle)
    return fail("xhlo_xrt_compile (" + name + ")", handle.takeError());
  *executable = *handle;
  liveExecutables[*executable] = name;
  ++statistics.compiles;
  return XHLO_XRT_OK;
}

XhloXrtStatus HostContext::transfer(int64_t rank, const void *descriptor,
                                    int32_t elementType, int64_t *array) {
  if (failure)
    return getStatus();
  if (!array)
    return fail("xhlo_xrt_transfer", ErrorCode::InvalidArgument,
                "no place for the array's handle");
  std::optional<ElementType> type = getElementTypeOfCode(elementType);
  if (!type || rank < 0 || !descriptor)
    return fail("xhlo_xrt_transfer", ErrorCode::InvalidArgument,
                "element type code " + llvm::Twine(elementType) + ", rank " +
                    llvm::Twine(rank) + ": not an array the C API can take");
  Literal literal = readMemRef(rank, descriptor, *type);
  // Compiled code leaves the bits above an i4's unspecified.
  literal.wrapSubByteIntegers();
  int64_t bytes = literal.getSizeInBytes();
  std::string shape = formatShape(*type, literal.getShape());
  llvm::Expected<AllocationHandle> handle =
      device.allocate(RtValue(std::move(literal)));
  if (!handle)
    return fail("xhlo_xrt_transfer (" + shape + ")", handle.takeError());
  *array = *handle;
  liveArrays[*array] = true;
  ++statistics.transfers;
  statistics.transferredBytes += bytes;
  return XHLO_XRT_OK;
}

XhloXrtStatus HostContext::read(int64_t array, int64_t rank, void *descriptor,
                                int32_t elementType) {
  if (failure)
    return getStatus();
  std::optional<ElementType> type = getElementTypeOfCode(elementType);
  if (!type || rank < 0 || !descriptor)
    return fail("xhlo_xrt_read", ErrorCode::InvalidArgument,
                "element type code " + llvm::Twine(elementType) + ", rank " +
                    llvm::Twine(rank) + ": not an array the C API can take");
  Descriptor memref(descriptor, rank);
  std::string expected = formatShape(*type, memref.sizes);
  llvm::Expected<RtValue> value = device.read(array);
  if (!value)
    return fail("xhlo_xrt_read (array " + llvm::Twine(array) + ", " + expected +
                    ")",
                value.takeError());
  if (!value->isArray() || value->getArray().getElementType() != *type ||
      value->getArray().getShape() != memref.sizes)
    return fail("xhlo_xrt_read (array " + llvm::Twine(array) + ")",
                ErrorCode::InvalidArgument,
                "the device holds " + getShapeString(*value) +
                    ", the host expects " + expected);
  const Literal &literal = value->getArray();
  writeMemRef(literal, rank, descriptor);
  ++statistics.reads;
  statistics.readBytes += literal.getSizeInBytes();
  return XHLO_XRT_OK;
}

XhloXrtStatus HostContext::execute(int64_t executable, const int64_t *arguments,
                                   int64_t numArguments, int64_t *results,
                                   int64_t numResults, bool explodeResults) {
  if (failure)
    return getStatus();
  auto it = liveExecutables.find(executable);
  std::string function =
      "xhlo_xrt_execute (" +
      (it == liveExecutables.end() ? "executable " + std::to_string(executable)
                                   : it->second) +
      ")";
  ExecuteConfig config;
  config.returnExplodedTuple = explodeResults;
  llvm::Expected<std::vector<AllocationHandle>> outputs = device.execute(
      executable, llvm::ArrayRef(arguments, numArguments), config);
  if (!outputs)
    return fail(function, outputs.takeError());
  for (AllocationHandle output : *outputs)
    liveArrays[output] = true;
  if (static_cast<int64_t>(outputs->size()) != numResults)
    return fail(function, ErrorCode::InvalidArgument,
                "the computation gave " + llvm::Twine(outputs->size()) +
                    " results, the host expects " + llvm::Twine(numResults));
  llvm::copy(*outputs, results);
  ++statistics.executions;
  return XHLO_XRT_OK;
}

XhloXrtStatus HostContext::release(const int64_t *arrays, int64_t numArrays) {
  if (failure)
    return getStatus();
  llvm::ArrayRef<int64_t> handles(arrays, numArrays);
  for (int64_t handle : handles)
    liveArrays.erase(handle);
  if (llvm::Error error = device.release(handles))
    return fail("xhlo_xrt_release", std::move(error));
  statistics.releasedArrays += numArrays;
  return XHLO_XRT_OK;
}

XhloXrtStatus HostContext::releaseExecutable(int64_t executable) {
  if (failure)
    return getStatus();
  liveExecutables.erase(executable);
  if (llvm::Error error = device.releaseExecutable(executable))
    return fail("xhlo_xrt_release_executable", std::move(error));
  ++statistics.releasedExecutables;
  return XHLO_XRT_OK;
}
