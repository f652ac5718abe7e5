//===- PlanBuffers.cpp - A static buffer plan for compiled functions ------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements aot-plan-buffers: the statically shaped temporaries
// of a public function that do not escape get an offset in one scratch
// buffer, a new last argument of the function, buffers whose lifetimes do
// not overlap sharing memory (as XLA's buffer assignment does for tfcompile).
//
//===----------------------------------------------------------------------===//

#include "xhlo/Aot/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>

#define DEBUG_TYPE "aot-plan-buffers"

namespace xhlo {
#define GEN_PASS_DEF_AOTPLANBUFFERSPASS
#include "xhlo/Aot/Passes.h.inc"
} // namespace xhlo

using namespace mlir;

/// Every planned buffer starts at a multiple of this, and its size is
/// rounded up to one (a cache line; AVX-512 vectors).
static constexpr int64_t kAlignment = 64;

namespace {

/// A temporary placed in the scratch buffer.
struct Buffer {
  memref::AllocOp alloc;
  /// Bytes, rounded up to kAlignment.
  int64_t bytes = 0;
  /// The positions of the alloc and of its last use (inclusive).
  int64_t start = 0, end = 0;
  int64_t offset = -1;
};

/// The position of every op of a function in a pre-order walk, and the last
/// position inside it (itself when it has no regions).
class OpPositions {
public:
  explicit OpPositions(Operation *root) {
    int64_t next = 0;
    root->walk([&](Operation *op, const WalkStage &stage) {
      if (stage.isBeforeAllRegions())
        spans[op].first = next++;
      if (stage.isAfterAllRegions())
        spans[op].second = next - 1;
    });
  }
  int64_t start(Operation *op) const { return spans.lookup(op).first; }
  int64_t end(Operation *op) const { return spans.lookup(op).second; }

private:
  llvm::DenseMap<Operation *, std::pair<int64_t, int64_t>> spans;
};

} // namespace

/// Whether the ops around `alloc` up to `function` run their regions one
/// at a time, each region a single block, so that positions within the
/// alloc's block order its uses and a buffer in a loop body lives within
/// one iteration.
static bool isInSequentialRegions(memref::AllocOp alloc,
                                  func::FuncOp function) {
  for (Operation *parent = alloc->getParentOp(); parent != function;
       parent = parent->getParentOp()) {
    if (!isa<scf::ForOp, scf::WhileOp, scf::IfOp, scf::IndexSwitchOp,
             scf::ExecuteRegionOp>(parent))
      return false;
    if (!llvm::all_of(parent->getRegions(), [](Region &region) {
          return region.empty() || region.hasOneBlock();
        }))
      return false;
  }
  return function.getBody().hasOneBlock();
}

/// The bytes of `type` (static, identity layout, default memory space,
/// int, float or index elements), or nothing.
static std::optional<int64_t> getStaticBytes(MemRefType type,
                                             const DataLayout &layout) {
  if (!type.hasStaticShape() || !type.getLayout().isIdentity() ||
      type.getMemorySpace())
    return std::nullopt;
  Type element = type.getElementType();
  if (!element.isIntOrIndexOrFloat())
    return std::nullopt;
  uint64_t elementBytes = layout.getTypeSize(element).getFixedValue();
  int64_t bytes = static_cast<int64_t>(elementBytes);
  for (int64_t size : type.getShape())
    if (llvm::MulOverflow(bytes, size, bytes))
      return std::nullopt;
  // Rounded up to kAlignment, without overflowing (nor reaching the int64
  // offsets' limit: 2^62 bytes is more than any machine has).
  if (bytes > (int64_t(1) << 62))
    return std::nullopt;
  return llvm::alignTo(bytes == 0 ? 1 : bytes, kAlignment);
}

/// The last position at which `alloc`'s buffer (or a memref derived from
/// it) is used, each use lifted to its ancestor in the alloc's block; or
/// nothing when the buffer may escape: returned, yielded, passed along a
/// branch or into a region, or given to a call returning a memref.
static std::optional<int64_t> getLastUse(memref::AllocOp alloc,
                                         const OpPositions &positions) {
  Block *block = alloc->getBlock();
  int64_t last = positions.start(alloc);
  SmallVector<Value> worklist = {alloc.getResult()};
  llvm::SmallPtrSet<Value, 8> seen = {alloc.getResult()};
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      if (user->hasTrait<OpTrait::IsTerminator>() ||
          isa<RegionBranchOpInterface, BranchOpInterface>(user))
        return std::nullopt;
      // Whatever returns a memref from the buffer may alias it.
      for (Value result : user->getResults())
        if (isa<BaseMemRefType>(result.getType())) {
          if (isa<CallOpInterface>(user))
            return std::nullopt;
          if (seen.insert(result).second)
            worklist.push_back(result);
        }
      Operation *ancestor = block->findAncestorOpInBlock(*user);
      if (!ancestor)
        return std::nullopt;
      last = std::max(last, positions.end(ancestor));
    }
  }
  return last;
}

/// Places `buffers` (largest first, at the lowest offset of the
/// smallest gap that fits among the buffers already placed whose lifetimes
/// overlap it); returns the peak.
static int64_t placeBuffers(MutableArrayRef<Buffer> buffers) {
  SmallVector<Buffer *> order;
  for (Buffer &buffer : buffers)
    order.push_back(&buffer);
  llvm::stable_sort(order, [](const Buffer *a, const Buffer *b) {
    if (a->bytes != b->bytes)
      return a->bytes > b->bytes;
    return a->start < b->start;
  });
  SmallVector<Buffer *> placed;
  int64_t peak = 0;
  for (Buffer *buffer : order) {
    SmallVector<std::pair<int64_t, int64_t>> taken;
    for (Buffer *other : placed)
      if (other->start <= buffer->end && buffer->start <= other->end)
        taken.push_back({other->offset, other->offset + other->bytes});
    llvm::sort(taken);
    int64_t best = -1, bestGap = INT64_MAX, free = 0;
    for (auto [begin, end] : taken) {
      if (begin - free >= buffer->bytes && begin - free < bestGap) {
        best = free;
        bestGap = begin - free;
      }
      free = std::max(free, end);
    }
    buffer->offset = best >= 0 ? best : free;
    peak = std::max(peak, buffer->offset + buffer->bytes);
    placed.push_back(buffer);
  }
  return peak;
}

namespace {

struct AotPlanBuffersPass
    : xhlo::impl::AotPlanBuffersPassBase<AotPlanBuffersPass> {
  using AotPlanBuffersPassBase::AotPlanBuffersPassBase;

  void runOnOperation() override {
    for (auto function : getOperation().getOps<func::FuncOp>())
      if (function.isPublic() && !function.isExternal())
        plan(function);
  }

  void plan(func::FuncOp function) {
    OpPositions positions(function);
    const DataLayout &layout = DataLayout::closest(function);
    SmallVector<Buffer> buffers;
    int64_t allocating = 0;
    function.walk([&](memref::AllocOp alloc) {
      std::optional<int64_t> bytes = getStaticBytes(alloc.getType(), layout);
      std::optional<int64_t> last;
      if (bytes && !alloc.getSymbolOperands().size() &&
          alloc.getAlignment().value_or(1) <= uint64_t(kAlignment) &&
          isInSequentialRegions(alloc, function))
        last = getLastUse(alloc, positions);
      if (!last) {
        ++allocating;
        return;
      }
      Buffer buffer;
      buffer.alloc = alloc;
      buffer.bytes = *bytes;
      buffer.start = positions.start(alloc);
      buffer.end = *last;
      buffers.push_back(buffer);
    });
    int64_t bufferBytes = 0;
    for (const Buffer &buffer : buffers)
      bufferBytes += buffer.bytes;
    int64_t peak = placeBuffers(buffers);
    numPlanned += buffers.size();
    numAllocating += allocating;

    MLIRContext *context = function.getContext();
    Builder attrs(context);
    function->setAttr(
        "xhlo.buffer_plan",
        attrs.getDictionaryAttr({
            attrs.getNamedAttr("scratch_bytes", attrs.getI64IntegerAttr(peak)),
            attrs.getNamedAttr("buffers",
                               attrs.getI64IntegerAttr(buffers.size())),
            attrs.getNamedAttr("buffer_bytes",
                               attrs.getI64IntegerAttr(bufferBytes)),
            attrs.getNamedAttr("allocating",
                               attrs.getI64IntegerAttr(allocating)),
        }));
    if (buffers.empty())
      return;

    auto scratchType = MemRefType::get({peak}, IntegerType::get(context, 8));
    unsigned index = function.getNumArguments();
    function.insertArgument(index, scratchType, {}, function.getLoc());
    Value scratch = function.getArgument(index);
    for (Buffer &buffer : buffers) {
      OpBuilder builder(buffer.alloc);
      Location loc = buffer.alloc.getLoc();
      Value offset = builder.create<arith::ConstantIndexOp>(loc, buffer.offset);
      Value view = builder.create<memref::ViewOp>(
          loc, buffer.alloc.getType(), scratch, offset, ValueRange());
      buffer.alloc.getResult().replaceAllUsesWith(view);
      buffer.alloc.erase();
    }
  }
};

} // namespace
