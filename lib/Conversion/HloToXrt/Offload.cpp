//===- Offload.cpp - Outlining device computations into xrt ---------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements offloadFunction: it partitions the blocks of a host
// function (Partition.cpp), checks that every value crossing between host
// and device has a device form, outlines each cluster into a private
// func.func, and rewrites the host side into xrt ops.
//
// The rewrite goes in three passes over the function. First each block is
// re-emitted in its schedule, every cluster becoming an xrt.execute whose
// arguments are, for now, the tensors it reads; each result that leaves the
// cluster is handed to its users through an unrealized_conversion_cast from
// the array. Then the executions are wired: a cast read by an execution
// gives it the array directly, any other tensor is transferred once, before
// the first op of its block that uses the transfer; casts that host ops
// still use become xrt.read and the others vanish. Last, each array and
// executable is released after the op of its block that holds its last use.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/HloToXrt/HloToXrt.h"

#include "xhlo/Dialect/Hlo/IR/HloElementTypes.h"
#include "xhlo/Dialect/Hlo/IR/HloMiscOps.h"
#include "xhlo/Dialect/Xrt/IR/XrtOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <memory>

using namespace mlir;
using namespace xhlo;

namespace {

/// A cluster of one block and what crosses its boundary.
struct Cluster {
  Block *block = nullptr;
  SmallVector<Operation *> ops;
  llvm::SmallPtrSet<Operation *, 16> members;
  /// Values computed outside the cluster that it reads, in the order the
  /// function defines them.
  SmallVector<Value> inputs;
  /// Constants it reads, copied into the computation instead.
  SmallVector<Value> constants;
  /// Results of its ops used outside it, in block order.
  SmallVector<Value> outputs;
};

/// A block of the function with its partition; `clusters` are indices into
/// Offloader::clusters, one per partition cluster.
struct BlockWork {
  Block *block = nullptr;
  BlockPartition partition;
  SmallVector<unsigned> clusters;
};

class Offloader {
public:
  Offloader(func::FuncOp func, SymbolTable &symbolTable,
            OffloadStatistics &statistics)
      : func(func), symbolTable(symbolTable), statistics(statistics) {}

  LogicalResult run();

private:
  // Analysis, before anything changes.
  LogicalResult collectBlocks(Region &region);
  void analyzeCluster(Cluster &cluster);
  LogicalResult checkCrossings();
  std::optional<unsigned> findCluster(Operation *op) const;

  // Rewriting.
  func::FuncOp outline(Cluster &cluster);
  void emitBlock(BlockWork &work);
  void wireExecutions();
  void placeReleases();

  func::FuncOp func;
  SymbolTable &symbolTable;
  OffloadStatistics &statistics;

  SmallVector<BlockWork> blocks;
  SmallVector<std::unique_ptr<Cluster>> clusters;
  /// The cluster of each clustered op (valid until the rewrite starts).
  DenseMap<Operation *, unsigned> clusterOfOp;
  /// hlo.constant ops left among host ops.
  SmallVector<hlo::ConstantOp> hostConstants;
  bool hasErrors = false;

  // Filled by the rewrite.
  /// The compile op of each cluster.
  SmallVector<xrt::CompileOp> compileOf;
  /// The cast that replaced each output of an emitted cluster (keys may be
  /// erased values: they are only looked up with the clusters' inputs,
  /// which existed with them).
  DenseMap<Value, Value> emittedOutputs;
  SmallVector<xrt::ExecuteOp> executes;
  SmallVector<UnrealizedConversionCastOp> pendingReads;
  llvm::SmallPtrSet<Operation *, 16> createdOps;
  unsigned numComputations = 0;
  Operation *lastOutlined = nullptr;
};

} // namespace

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Whether `op` is inside `cluster`: one of its ops or nested in one.
static bool isInside(const Cluster &cluster, Operation *op) {
  Operation *ancestor = cluster.block->findAncestorOpInBlock(*op);
  return ancestor && cluster.members.contains(ancestor);
}

/// Whether `value` is computed inside `cluster`.
static bool isDefinedInside(const Cluster &cluster, Value value) {
  Operation *owner = value.getDefiningOp();
  if (!owner) {
    Block *block = value.getParentBlock();
    if (block == cluster.block)
      return false;
    owner = block->getParentOp();
  }
  return isInside(cluster, owner);
}

/// Whether a computation can hold `elements` itself: the exporter writes
/// dense elements and #hlo.float_bits into a LiteralProto of at most 2 GB.
/// Others (a dense_resource blob the conversion left, a constant too big
/// for a proto) stay on the host and are transferred.
static bool isExportableConstant(ElementsAttr elements) {
  if (!isa<DenseIntOrFPElementsAttr, hlo::FloatBitsAttr>(elements))
    return false;
  auto type = cast<ShapedType>(elements.getType());
  std::optional<hlo::XlaElementType> element =
      hlo::getXlaElementType(type.getElementType());
  constexpr int64_t kMaxLiteralBytes = int64_t(1) << 31;
  int64_t elementBytes = element ? std::max<int64_t>(1, element->bits / 8) : 1;
  return element && type.hasStaticShape() &&
         type.getNumElements() <= kMaxLiteralBytes / elementBytes;
}

/// The elements of a constant that a computation may hold itself: those of
/// an hlo.constant, or of an arith.constant of an array type, that export.
static ElementsAttr getCopyableConstant(Value value) {
  ElementsAttr elements;
  if (auto constant = value.getDefiningOp<hlo::ConstantOp>())
    elements = constant.getValue();
  else if (auto constant = value.getDefiningOp<arith::ConstantOp>()) {
    elements = dyn_cast<ElementsAttr>(constant.getValue());
    if (!elements || !isa<RankedTensorType>(elements.getType()) ||
        !xrt::getDeviceType(elements.getType()))
      return {};
  }
  if (!elements || !isExportableConstant(elements))
    return {};
  return elements;
}

/// The op of `block` holding the last use of `value` (its definition when
/// unused, or when no use is in the block).
static Operation *getLastUseInBlock(Block *block, Value value) {
  Operation *last = value.getDefiningOp();
  for (Operation *user : value.getUsers()) {
    Operation *ancestor = block->findAncestorOpInBlock(*user);
    if (ancestor && last->isBeforeInBlock(ancestor))
      last = ancestor;
  }
  return last;
}

/// The first op of `block` holding a use of `value`.
static Operation *getFirstUseInBlock(Block *block, Value value) {
  Operation *first = nullptr;
  for (Operation *user : value.getUsers()) {
    Operation *ancestor = block->findAncestorOpInBlock(*user);
    assert(ancestor && "uses were checked to be inside the block");
    if (!first || ancestor->isBeforeInBlock(first))
      first = ancestor;
  }
  return first;
}

/// Sets `builder` after `op`, or before it when it ends its block.
static void setInsertionPointAfterUse(OpBuilder &builder, Operation *op) {
  if (op->hasTrait<OpTrait::IsTerminator>())
    builder.setInsertionPoint(op);
  else
    builder.setInsertionPointAfter(op);
}

//===----------------------------------------------------------------------===//
// Analysis
//===----------------------------------------------------------------------===//

LogicalResult Offloader::collectBlocks(Region &region) {
  for (Block &block : region) {
    auto firstOffloadable =
        llvm::find_if(block, [](Operation &op) { return isOffloadable(&op); });
    if (firstOffloadable != block.end()) {
      if (!region.hasOneBlock()) {
        firstOffloadable->emitError()
            << "cannot offload hlo ops in a region of several blocks";
        hasErrors = true;
      } else {
        blocks.push_back({&block, partitionBlock(block), {}});
      }
    }
    for (Operation &op : block) {
      if (isa_and_nonnull<hlo::HloDialect>(op.getDialect())) {
        if (auto constant = dyn_cast<hlo::ConstantOp>(op)) {
          // The dialect's own float types (#hlo.float_bits constants) have
          // no host lowering: only device computations may use them.
          Type element = getElementTypeOrSelf(constant.getType());
          if (hlo::isDialectFloatType(element) &&
              llvm::any_of(constant->getUsers(), [](Operation *user) {
                return !isa_and_nonnull<hlo::HloDialect>(user->getDialect());
              })) {
            op.emitError()
                << "cannot keep a constant of " << element
                << " on the host, which has no arithmetic or "
                   "storage for it: only hlo ops may use it (convert "
                   "it to a type the host has with hlo.convert)";
            hasErrors = true;
          }
          hostConstants.push_back(constant);
        } else if (op.hasTrait<OpTrait::IsTerminator>()) {
          op.emitError() << "cannot offload '" << op.getName()
                         << "' outside an hlo op";
          hasErrors = true;
        }
        continue;
      }
      if (op.hasTrait<OpTrait::IsIsolatedFromAbove>()) {
        WalkResult found = op.walk([&](Operation *nested) {
          return isa_and_nonnull<hlo::HloDialect>(nested->getDialect())
                     ? WalkResult::interrupt()
                     : WalkResult::advance();
        });
        if (found.wasInterrupted()) {
          op.emitError() << "cannot offload the hlo ops inside '"
                         << op.getName() << "', which is isolated from above";
          hasErrors = true;
        }
        continue;
      }
      for (Region &nested : op.getRegions())
        (void)collectBlocks(nested);
    }
  }
  return failure(hasErrors);
}

void Offloader::analyzeCluster(Cluster &cluster) {
  llvm::SetVector<Value> reads;
  for (Operation *op : cluster.ops)
    op->walk([&](Operation *nested) {
      for (Value operand : nested->getOperands())
        if (!isDefinedInside(cluster, operand))
          reads.insert(operand);
    });
  for (Value value : reads) {
    if (getCopyableConstant(value))
      cluster.constants.push_back(value);
    else
      cluster.inputs.push_back(value);
  }
  for (Operation *op : cluster.ops)
    for (Value result : op->getResults())
      if (llvm::any_of(result.getUsers(), [&](Operation *user) {
            return !isInside(cluster, user);
          }))
        cluster.outputs.push_back(result);
}

std::optional<unsigned> Offloader::findCluster(Operation *op) const {
  Operation *funcOp = func;
  for (; op && op != funcOp; op = op->getParentOp()) {
    auto it = clusterOfOp.find(op);
    if (it != clusterOfOp.end())
      return it->second;
  }
  return std::nullopt;
}

LogicalResult Offloader::checkCrossings() {
  for (const std::unique_ptr<Cluster> &cluster : clusters) {
    for (Value input : cluster->inputs) {
      Operation *reader = *llvm::find_if(input.getUsers(), [&](Operation *u) {
        return isInside(*cluster, u);
      });
      Operation *def = input.getDefiningOp();
      if (def && findCluster(def)) {
        if (!xrt::getDeviceType(input.getType())) {
          def->emitError() << "cannot pass a value of type " << input.getType()
                           << " from one device computation to another";
          hasErrors = true;
        }
        continue;
      }
      if (!isa<RankedTensorType>(input.getType()) ||
          !xrt::getDeviceType(input.getType())) {
        reader->emitError()
            << "cannot transfer a value of type " << input.getType()
            << " from the host to the device (only statically shaped "
               "tensors of XLA element types can be)";
        hasErrors = true;
        continue;
      }
      if (!input.getParentBlock()->findAncestorOpInBlock(*reader)) {
        reader->emitError() << "cannot offload: the value it reads is "
                               "defined in another block of a region";
        hasErrors = true;
      }
    }
    for (Value output : cluster->outputs) {
      bool usedOnHost = llvm::any_of(output.getUsers(), [&](Operation *user) {
        return !findCluster(user);
      });
      Operation *def = output.getDefiningOp();
      if (usedOnHost && !(isa<RankedTensorType>(output.getType()) &&
                          xrt::getDeviceType(output.getType()))) {
        def->emitError() << "cannot read a value of type " << output.getType()
                         << " back to the host (only arrays can be)";
        hasErrors = true;
      } else if (!usedOnHost && !xrt::getDeviceType(output.getType())) {
        def->emitError() << "cannot pass a value of type " << output.getType()
                         << " from one device computation to another";
        hasErrors = true;
      }
    }
  }
  return failure(hasErrors);
}

//===----------------------------------------------------------------------===//
// Rewriting
//===----------------------------------------------------------------------===//

func::FuncOp Offloader::outline(Cluster &cluster) {
  Location loc = cluster.ops.front()->getLoc();
  SmallVector<Type> argTypes, resultTypes;
  for (Value input : cluster.inputs)
    argTypes.push_back(input.getType());
  for (Value output : cluster.outputs)
    resultTypes.push_back(output.getType());

  // After the host function and the computations outlined before.
  auto device = func::FuncOp::create(
      loc, (func.getSymName() + "_device_" + Twine(numComputations++)).str(),
      FunctionType::get(func.getContext(), argTypes, resultTypes));
  device.setPrivate();
  Operation *previous = lastOutlined ? lastOutlined : func.getOperation();
  symbolTable.insert(device, std::next(Block::iterator(previous)));
  lastOutlined = device;

  Block *body = device.addEntryBlock();
  OpBuilder builder = OpBuilder::atBlockBegin(body);
  IRMapping mapping;
  mapping.map(cluster.inputs, body->getArguments());
  for (Value constant : cluster.constants) {
    Operation *def = constant.getDefiningOp();
    if (isa<hlo::ConstantOp>(def))
      mapping.map(constant, builder.clone(*def)->getResult(0));
    else
      mapping.map(constant, builder.create<hlo::ConstantOp>(
                                def->getLoc(), getCopyableConstant(constant)));
  }
  for (Operation *op : cluster.ops)
    builder.clone(*op, mapping);
  SmallVector<Value> results;
  for (Value output : cluster.outputs)
    results.push_back(mapping.lookup(output));
  builder.create<func::ReturnOp>(loc, results);
  return device;
}

void Offloader::emitBlock(BlockWork &work) {
  Block *block = work.block;
  Operation *terminator =
      !block->empty() && block->back().hasTrait<OpTrait::IsTerminator>()
          ? &block->back()
          : nullptr;
  OpBuilder builder(func.getContext());
  auto setInsertionPoint = [&] {
    if (terminator)
      builder.setInsertionPoint(terminator);
    else
      builder.setInsertionPointToEnd(block);
  };

  for (const BlockPartition::Step &step : work.partition.schedule) {
    if (step.hostOp) {
      if (terminator)
        step.hostOp->moveBefore(terminator);
      else
        step.hostOp->moveBefore(block, block->end());
      continue;
    }
    unsigned index = work.clusters[step.cluster];
    Cluster &cluster = *clusters[index];
    setInsertionPoint();
    Location loc = cluster.ops.front()->getLoc();
    SmallVector<Value> args;
    for (Value input : cluster.inputs)
      args.push_back(emittedOutputs.lookup(input) ? emittedOutputs.lookup(input)
                                                  : input);
    auto execute = builder.create<xrt::ExecuteOp>(
        loc, compileOf[index].getExecutable(), args);
    executes.push_back(execute);
    createdOps.insert(execute);
    for (auto [output, array] :
         llvm::zip_equal(cluster.outputs, execute.getResults())) {
      auto cast = builder.create<UnrealizedConversionCastOp>(
          loc, output.getType(), array);
      pendingReads.push_back(cast);
      emittedOutputs[output] = cast.getResult(0);
      output.replaceUsesWithIf(cast.getResult(0), [&](OpOperand &use) {
        return !isInside(cluster, use.getOwner());
      });
    }
    for (Operation *op : llvm::reverse(cluster.ops))
      op->erase();
  }
}

void Offloader::wireExecutions() {
  OpBuilder builder(func.getContext());
  llvm::SmallPtrSet<Operation *, 16> castSet;
  for (UnrealizedConversionCastOp cast : pendingReads)
    castSet.insert(cast);

  // Arguments: arrays of other executions, or host values transferred once.
  llvm::MapVector<Value, xrt::TransferToDeviceOp> transfers;
  for (xrt::ExecuteOp execute : executes) {
    for (OpOperand &operand : execute.getArgsMutable()) {
      Value value = operand.get();
      Operation *def = value.getDefiningOp();
      if (def && castSet.contains(def)) {
        operand.set(def->getOperand(0));
        continue;
      }
      xrt::TransferToDeviceOp &transfer = transfers[value];
      if (!transfer) {
        builder.setInsertionPoint(execute);
        transfer =
            builder.create<xrt::TransferToDeviceOp>(value.getLoc(), value);
        createdOps.insert(transfer);
        ++statistics.transfers;
      }
      operand.set(transfer.getResult());
    }
  }
  // Compile each computation before its first use in the entry block, and
  // transfer each value before its first use in its block (after the
  // compiles when both precede the same op).
  Block *entry = &func.getBody().front();
  for (xrt::CompileOp compile : compileOf)
    compile->moveBefore(getFirstUseInBlock(entry, compile.getExecutable()));
  for (auto &[value, transfer] : transfers)
    transfer->moveBefore(
        getFirstUseInBlock(value.getParentBlock(), transfer.getResult()));

  // Results the host uses are read back; the others stay on the device.
  for (UnrealizedConversionCastOp cast : pendingReads) {
    if (!cast->use_empty()) {
      builder.setInsertionPoint(cast);
      auto read =
          builder.create<xrt::ReadOp>(cast.getLoc(), cast.getOperand(0));
      cast.getResult(0).replaceAllUsesWith(read.getResult());
      ++statistics.reads;
    }
    cast->erase();
  }

  // Constants: copied into the computations; host uses keep an
  // arith.constant.
  llvm::SetVector<Operation *> copiedConstants;
  for (const std::unique_ptr<Cluster> &cluster : clusters)
    for (Value constant : cluster->constants)
      if (isa<arith::ConstantOp>(constant.getDefiningOp()))
        copiedConstants.insert(constant.getDefiningOp());
  for (hlo::ConstantOp constant : hostConstants) {
    if (!constant->use_empty()) {
      builder.setInsertionPoint(constant);
      auto replacement = builder.create<arith::ConstantOp>(
          constant.getLoc(), cast<TypedAttr>(constant.getValue()));
      constant.getResult().replaceAllUsesWith(replacement.getResult());
    }
    constant->erase();
  }
  for (Operation *constant : copiedConstants)
    if (constant->use_empty())
      constant->erase();
}

void Offloader::placeReleases() {
  OpBuilder builder(func.getContext());
  // After each op holding last uses: the executables, then the arrays.
  llvm::MapVector<Operation *,
                  std::pair<SmallVector<Value>, SmallVector<Value>>>
      releasesAfter;
  func.walk([&](Operation *op) {
    if (!createdOps.contains(op))
      return;
    if (auto compile = dyn_cast<xrt::CompileOp>(op)) {
      Value executable = compile.getExecutable();
      releasesAfter[getLastUseInBlock(op->getBlock(), executable)]
          .first.push_back(executable);
      return;
    }
    for (Value array : op->getResults())
      releasesAfter[getLastUseInBlock(op->getBlock(), array)].second.push_back(
          array);
  });
  for (auto &[anchor, releases] : releasesAfter) {
    setInsertionPointAfterUse(builder, anchor);
    for (Value executable : releases.first)
      builder.create<xrt::ReleaseExecutableOp>(anchor->getLoc(), executable);
    if (!releases.second.empty())
      builder.create<xrt::ReleaseOp>(anchor->getLoc(), releases.second);
  }
}

LogicalResult Offloader::run() {
  if (failed(collectBlocks(func.getBody())))
    return failure();
  // Number the clusters in the order their first ops come in the function
  // (so computations are named in program order), and give computations
  // their arguments in the order the host defines them (so a function's own
  // arguments keep their order).
  DenseMap<Operation *, unsigned> opOrder;
  DenseMap<Value, unsigned> definitionOrder;
  func.walk<WalkOrder::PreOrder>([&](Operation *op) {
    opOrder[op] = opOrder.size();
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument argument : block.getArguments())
          definitionOrder[argument] = definitionOrder.size();
    for (Value result : op->getResults())
      definitionOrder[result] = definitionOrder.size();
  });
  struct Pending {
    unsigned rank;
    BlockWork *work;
    unsigned local;
  };
  SmallVector<Pending> pending;
  for (BlockWork &work : blocks) {
    work.clusters.assign(work.partition.clusters.size(), 0);
    for (auto [local, ops] : llvm::enumerate(work.partition.clusters))
      pending.push_back(
          {opOrder.lookup(ops.front()), &work, static_cast<unsigned>(local)});
  }
  llvm::stable_sort(pending, [](const Pending &a, const Pending &b) {
    return a.rank < b.rank;
  });
  for (const Pending &p : pending) {
    SmallVector<Operation *> &ops = p.work->partition.clusters[p.local];
    auto cluster = std::make_unique<Cluster>();
    cluster->block = p.work->block;
    cluster->ops = ops;
    cluster->members.insert(ops.begin(), ops.end());
    for (Operation *op : ops)
      clusterOfOp[op] = clusters.size();
    p.work->clusters[p.local] = clusters.size();
    clusters.push_back(std::move(cluster));
  }
  for (std::unique_ptr<Cluster> &cluster : clusters) {
    analyzeCluster(*cluster);
    llvm::stable_sort(cluster->inputs, [&](Value a, Value b) {
      return definitionOrder.lookup(a) < definitionOrder.lookup(b);
    });
  }
  if (failed(checkCrossings()))
    return failure();
  clusterOfOp.clear();

  OpBuilder builder(func.getContext());
  builder.setInsertionPointToStart(&func.getBody().front());
  for (std::unique_ptr<Cluster> &cluster : clusters) {
    func::FuncOp device = outline(*cluster);
    compileOf.push_back(
        builder.create<xrt::CompileOp>(device.getLoc(), device));
    createdOps.insert(compileOf.back());
    ++statistics.computations;
  }
  for (BlockWork &work : blocks)
    emitBlock(work);
  wireExecutions();
  placeReleases();
  return success();
}

LogicalResult xhlo::offloadFunction(func::FuncOp func, SymbolTable &symbolTable,
                                    OffloadStatistics &statistics) {
  return Offloader(func, symbolTable, statistics).run();
}
