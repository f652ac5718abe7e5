//===- Functions.cpp - Signatures, calls and returns ----------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the function boundary of convert-memref-to-tensor and
// the walk over a function's body. A function's memref arguments become
// tensor arguments (their contents on entry), and those it writes, directly
// or through the functions it calls (a fixed point over the call graph),
// also become results, after its own results and in argument order. A call
// passes the tensors of the buffers and takes back the written ones, so
// each call site must pass whole, distinct buffers where one is written.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"

using namespace mlir;
using namespace xhlo::memref_to_tensor;

SmallVector<Value> xhlo::memref_to_tensor::getDirectlyWritten(Operation *op) {
  if (auto store = dyn_cast<memref::StoreOp>(op))
    return {store.getMemRef()};
  if (auto store = dyn_cast<affine::AffineStoreOp>(op))
    return {store.getMemRef()};
  if (auto copy = dyn_cast<memref::CopyOp>(op))
    return {copy.getTarget()};
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
    SmallVector<Value> inits;
    for (Value init : linalgOp.getDpsInits())
      if (isa<MemRefType>(init.getType()))
        inits.push_back(init);
    return inits;
  }
  return {};
}

/// The position among the memref arguments of `func` of `value`, if it is
/// one.
static std::optional<unsigned> getMemrefArgument(func::FuncOp func,
                                                 Value value) {
  auto arg = dyn_cast<BlockArgument>(value);
  if (!arg || arg.getOwner() != &func.getBody().front())
    return std::nullopt;
  unsigned position = 0;
  for (BlockArgument other : func.getArguments()) {
    if (other == arg)
      return position;
    if (isa<MemRefType>(other.getType()))
      ++position;
  }
  return std::nullopt;
}

WrittenArguments xhlo::memref_to_tensor::computeWrittenArguments(
    ModuleOp module, SymbolTableCollection &symbols) {
  WrittenArguments written;
  for (auto func : module.getOps<func::FuncOp>()) {
    if (func.isExternal())
      continue;
    unsigned count = llvm::count_if(func.getArgumentTypes(), [](Type type) {
      return isa<MemRefType>(type);
    });
    written[func] = SmallVector<bool>(count, false);
  }
  bool changed = true;
  while (changed) {
    changed = false;
    for (auto &[op, flags] : written) {
      auto func = cast<func::FuncOp>(op);
      auto mark = [&](Value memref) {
        std::optional<unsigned> position =
            getMemrefArgument(func, getBuffer(memref));
        if (position && !flags[*position]) {
          flags[*position] = true;
          changed = true;
        }
      };
      func.walk([&](Operation *nested) {
        for (Value memref : getDirectlyWritten(nested))
          mark(memref);
        auto call = dyn_cast<func::CallOp>(nested);
        if (!call)
          return;
        auto callee = symbols.lookupNearestSymbolFrom<func::FuncOp>(
            call, call.getCalleeAttr());
        auto it = callee ? written.find(callee) : written.end();
        unsigned next = 0;
        for (Value operand : call.getOperands()) {
          if (!isa<MemRefType>(operand.getType()))
            continue;
          // Unknown callees are refused at the call; assume they write.
          if (it == written.end() || it->second[next])
            mark(operand);
          ++next;
        }
      });
    }
  }
  return written;
}

SmallVector<Type> xhlo::memref_to_tensor::getConvertedResultTypes(
    func::FuncOp func, const WrittenArguments &written) {
  SmallVector<Type> types(func.getResultTypes());
  auto it = written.find(func);
  if (it == written.end())
    return types;
  unsigned next = 0;
  for (Type type : func.getArgumentTypes()) {
    auto memref = dyn_cast<MemRefType>(type);
    if (!memref)
      continue;
    if (it->second[next++])
      types.push_back(getTensorType(memref));
  }
  return types;
}

//===----------------------------------------------------------------------===//
// The walk
//===----------------------------------------------------------------------===//

LogicalResult Converter::convertFunction(func::FuncOp function) {
  func = function;
  if (func.isExternal())
    return success();
  for (Type type : func.getResultTypes())
    if (isa<BaseMemRefType>(type))
      return func.emitError("cannot convert a function returning a memref "
                            "to tensors");
  if (!func.getBody().hasOneBlock())
    return func.emitError("cannot convert a function of several blocks to "
                          "tensors");
  Block &entry = func.getBody().front();
  argumentWritten = written.lookup(func);
  // The converted arguments keep their attributes (each tensor argument
  // takes the place of its memref).
  SmallVector<DictionaryAttr> argAttrs, resultAttrs;
  func.getAllArgAttrs(argAttrs);
  func.getAllResultAttrs(resultAttrs);
  // A tensor argument after each memref argument, holding its contents.
  for (unsigned i = entry.getNumArguments(); i-- > 0;) {
    BlockArgument arg = entry.getArgument(i);
    auto type = dyn_cast<MemRefType>(arg.getType());
    if (!type) {
      if (isa<BaseMemRefType>(arg.getType()))
        return func.emitError("argument #")
               << i << " has type " << arg.getType()
               << ", which cannot become a tensor";
      continue;
    }
    if (!type.hasStaticShape() || !type.getLayout().isIdentity())
      return func.emitError("argument #")
             << i << " has type " << type
             << ": only memrefs of static shape and identity layout can "
                "become tensors";
    current[arg] =
        entry.insertArgument(i + 1, getTensorType(type), arg.getLoc());
    arguments.insert(arguments.begin(), arg);
    argumentIndices.insert(argumentIndices.begin(), i);
  }
  if (failed(convertBlock(entry)))
    return failure();
  for (Operation *op : llvm::reverse(toErase)) {
    if (!op->use_empty())
      return op->emitError("cannot convert '")
             << op->getName() << "' to tensors: a use of it is left";
    op->erase();
  }
  // Drop the memref arguments.
  llvm::BitVector memrefs(entry.getNumArguments());
  for (BlockArgument arg : entry.getArguments())
    if (isa<MemRefType>(arg.getType())) {
      if (!arg.use_empty())
        return func.emitError("cannot convert to tensors: argument #")
               << arg.getArgNumber() << " is still used";
      memrefs.set(arg.getArgNumber());
    }
  SmallVector<Type> results = getConvertedResultTypes(func, written);
  entry.eraseArguments(memrefs);
  func.setType(
      FunctionType::get(func.getContext(), entry.getArgumentTypes(), results));
  func.setAllArgAttrs(argAttrs);
  resultAttrs.resize(results.size(),
                     DictionaryAttr::get(func.getContext(), {}));
  func.setAllResultAttrs(resultAttrs);
  // Which argument each appended result returns.
  SmallVector<int64_t> writtenPositions;
  for (auto [index, isWritten] : llvm::zip(argumentIndices, argumentWritten))
    if (isWritten)
      writtenPositions.push_back(index);
  if (!writtenPositions.empty())
    func->setAttr(kWrittenArgumentsAttrName,
                  DenseI64ArrayAttr::get(func.getContext(), writtenPositions));
  return success();
}

LogicalResult Converter::convertBlock(Block &block) {
  for (Operation &op : llvm::make_early_inc_range(block))
    if (failed(convertOp(&op)))
      return failure();
  return success();
}

LogicalResult Converter::convertOp(Operation *op) {
  bool handled;
  LogicalResult result = convertBufferOp(op, handled);
  if (handled || failed(result))
    return result;
  result = convertRegionOp(op, handled);
  if (handled || failed(result))
    return result;
  if (auto call = dyn_cast<func::CallOp>(op))
    return convertCall(call);
  if (auto ret = dyn_cast<func::ReturnOp>(op))
    return convertReturn(ret);
  bool usesMemrefs = llvm::any_of(op->getOperandTypes(), [](Type type) {
    return isa<BaseMemRefType>(type);
  });
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
    if (linalgOp.hasPureBufferSemantics())
      return convertLinalgOp(linalgOp);
    if (!usesMemrefs)
      return success();
  }
  if (usesMemrefs || llvm::any_of(op->getResultTypes(), [](Type type) {
        return isa<BaseMemRefType>(type);
      }))
    return op->emitError("cannot convert '")
           << op->getName() << "' to tensors: it is not a memref op this "
           << "conversion knows";
  // Ops with regions that no family handles must not touch memrefs inside.
  WalkResult inner = op->walk([&](Operation *nested) {
    if (nested == op)
      return WalkResult::advance();
    for (Type type : nested->getOperandTypes())
      if (isa<BaseMemRefType>(type)) {
        nested->emitError("cannot convert '")
            << nested->getName() << "' to tensors: it is inside '"
            << op->getName() << "', whose regions this conversion does not "
            << "enter";
        return WalkResult::interrupt();
      }
    return WalkResult::advance();
  });
  return failure(inner.wasInterrupted());
}

LogicalResult Converter::convertCall(func::CallOp call) {
  bool usesMemrefs = llvm::any_of(call.getOperandTypes(), [](Type type) {
    return isa<BaseMemRefType>(type);
  });
  if (!usesMemrefs)
    return success();
  auto callee =
      symbols.lookupNearestSymbolFrom<func::FuncOp>(call, call.getCalleeAttr());
  if (!callee || callee.isExternal())
    return call.emitError("cannot convert the call to '")
           << call.getCallee()
           << "' to tensors: the function has no body, so what it does to "
              "its memref arguments is unknown";
  SmallVector<bool> calleeWritten = written.lookup(callee);
  OpBuilder builder(call);
  SmallVector<Value> operands, writtenBuffers;
  SmallVector<std::pair<Value, bool>> passed;
  unsigned next = 0;
  for (Value operand : call.getOperands()) {
    if (!isa<MemRefType>(operand.getType())) {
      operands.push_back(operand);
      continue;
    }
    FailureOr<View> view = getView(operand, call);
    if (failed(view))
      return failure();
    if (!view->isWhole())
      return call.emitError("cannot convert the call to '")
             << call.getCallee()
             << "' to tensors: it passes a view of a buffer, not a buffer";
    bool isWritten = calleeWritten[next++];
    for (auto [other, otherWritten] : passed)
      if (other == view->buffer && (isWritten || otherWritten))
        return call.emitError("cannot convert the call to '")
               << call.getCallee()
               << "' to tensors: it passes one buffer as two arguments, one "
                  "of which the function writes (aliasing arguments)";
    passed.push_back({view->buffer, isWritten});
    operands.push_back(current.lookup(view->buffer));
    if (isWritten)
      writtenBuffers.push_back(view->buffer);
  }
  auto converted = builder.create<func::CallOp>(
      call.getLoc(), call.getCalleeAttr(),
      getConvertedResultTypes(callee, written), operands);
  unsigned numOld = call.getNumResults();
  call.replaceAllUsesWith(converted.getResults().take_front(numOld));
  for (auto [buffer, result] :
       llvm::zip(writtenBuffers, converted.getResults().drop_front(numOld)))
    current[buffer] = result;
  erase(call);
  return success();
}

LogicalResult Converter::convertReturn(func::ReturnOp op) {
  SmallVector<Value> operands(op.getOperands());
  for (auto [arg, isWritten] : llvm::zip(arguments, argumentWritten))
    if (isWritten)
      operands.push_back(current.lookup(arg));
  OpBuilder(op).create<func::ReturnOp>(op.getLoc(), operands);
  erase(op);
  return success();
}
