//===- LinalgToAotRuntime.cpp - Matrix products to runtime calls ----------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements convert-linalg-to-aot-runtime: linalg.matmul and
// linalg.batch_matmul on f32/f64 memrefs become calls of the AOT runtime's
// OpenBLAS-backed functions (AotRuntime.h), passing memref descriptors; the
// convolutions convert-hlo-to-linalg marks (runtime-convolutions) become
// calls of its oneDNN convolution, with their dimension numbers as a
// constant global.
//
//===----------------------------------------------------------------------===//

#include "RuntimeFunctions.h"

#include "xhlo/Aot/Passes.h"
#include "xhlo/Conversion/HloToLinalg/HloToLinalg.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"

#include <optional>

#define DEBUG_TYPE "convert-linalg-to-aot-runtime"

namespace xhlo {
#define GEN_PASS_DEF_CONVERTLINALGTOAOTRUNTIMEPASS
#include "xhlo/Aot/Passes.h.inc"
} // namespace xhlo

using namespace mlir;

/// The fully dynamic strided memref of `rank` and `elementType` that every
/// runtime function takes.
static MemRefType getDynamicMemRefType(unsigned rank, Type elementType) {
  SmallVector<int64_t> shape(rank, ShapedType::kDynamic);
  SmallVector<int64_t> strides(rank, ShapedType::kDynamic);
  auto layout = StridedLayoutAttr::get(elementType.getContext(),
                                       ShapedType::kDynamic, strides);
  return MemRefType::get(shape, elementType, layout);
}

/// The runtime function for `op` ("xhlo_aot_matmul_f32", ...), or an empty
/// string when the op is not one the runtime computes.
static std::string getRuntimeFunctionName(linalg::LinalgOp op) {
  if (!op.hasPureBufferSemantics())
    return "";
  StringRef kind;
  if (isa<linalg::MatmulOp>(op))
    kind = "matmul";
  else if (isa<linalg::BatchMatmulOp>(op))
    kind = "batch_matmul";
  else
    return "";
  Type elementType;
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = dyn_cast<MemRefType>(operand.get().getType());
    if (!type)
      return "";
    if (elementType && type.getElementType() != elementType)
      return "";
    elementType = type.getElementType();
  }
  if (op->getNumOperands() != 3)
    return "";
  if (elementType.isF32())
    return ("xhlo_aot_" + kind + "_f32").str();
  if (elementType.isF64())
    return ("xhlo_aot_" + kind + "_f64").str();
  return "";
}

func::FuncOp xhlo::getOrDeclareAotRuntimeFunction(ModuleOp module,
                                                  SymbolTable &symbols,
                                                  StringRef name,
                                                  FunctionType type) {
  auto function = symbols.lookup<func::FuncOp>(name);
  if (!function) {
    OpBuilder atEnd = OpBuilder::atBlockEnd(module.getBody());
    function = atEnd.create<func::FuncOp>(module.getLoc(), name, type);
    function.setPrivate();
    function->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(),
                      atEnd.getUnitAttr());
    symbols.insert(function);
  } else if (function.getFunctionType() != type) {
    function.emitError() << "@" << name
                         << " is the AOT runtime's function, and does not "
                            "have its type";
    return nullptr;
  }
  return function;
}

/// The indexing maps of the generic that `config` describes (as
/// convert-hlo-to-linalg builds it: loops n, g, o, output spatial..., i,
/// window...), for a kernel of `kernelType`; nothing when the configuration
/// is not one the generic can have (padding is in its input).
static std::optional<SmallVector<AffineMap>>
getConvolutionMaps(ArrayRef<int64_t> config, MemRefType kernelType) {
  MLIRContext *ctx = kernelType.getContext();
  int64_t s = config[0];
  int64_t loops = 4 + 2 * s, rank = 3 + s;
  auto dim = [&](int64_t d) { return getAffineDimExpr(d, ctx); };
  const int64_t *window = config.data() + 2 + 3 * (3 + s);
  const int64_t *strides = window, *dilations = window + s,
                *padding = window + 2 * s, *reversed = window + 4 * s;
  for (int64_t i = 0; i < 2 * s; ++i)
    if (padding[i] != 0)
      return std::nullopt;
  if (kernelType.getRank() != rank)
    return std::nullopt;
  SmallVector<AffineMap> maps;
  for (int64_t role = 0; role < 3; ++role) {
    const int64_t *dims = config.data() + 2 + role * (3 + s);
    SmallVector<AffineExpr> exprs(rank);
    auto set = [&](int64_t index, AffineExpr expr) {
      if (index < 0 || index >= rank || exprs[index])
        return false;
      exprs[index] = expr;
      return true;
    };
    // input: n, g, i; kernel: o, g, i; output: n, g, o.
    AffineExpr first = role == 1 ? dim(2) : dim(0);
    AffineExpr feature = role == 2 ? dim(2) : dim(3 + s);
    if (!set(dims[0], first) || !set(dims[1], dim(1)) || !set(dims[2], feature))
      return std::nullopt;
    for (int64_t k = 0; k < s; ++k) {
      AffineExpr out = dim(3 + k), win = dim(4 + s + k);
      AffineExpr expr = out;
      if (role == 0) {
        expr = out * strides[k] + win * dilations[k];
      } else if (role == 1) {
        expr = win;
        if (reversed[k] && dims[3 + k] >= 0 && dims[3 + k] < rank)
          expr = getAffineConstantExpr(kernelType.getDimSize(dims[3 + k]) - 1,
                                       ctx) -
                 win;
      }
      if (!set(dims[3 + k], expr))
        return std::nullopt;
    }
    maps.push_back(AffineMap::get(loops, 0, exprs, ctx));
  }
  return maps;
}

/// Whether `op` is a marked convolution the runtime computes: the generic
/// convert-hlo-to-linalg wrote (input, kernel, output) on f32 memrefs, its
/// maps, loops and multiply-add body still those its configuration
/// describes (a pass in between that changed them leaves it to the loops).
static bool isRuntimeConvolution(linalg::GenericOp op) {
  auto config =
      op->getAttrOfType<DenseI64ArrayAttr>(xhlo::kAotConvolutionAttrName);
  if (!config || !op.hasPureBufferSemantics() || op.getNumDpsInputs() != 2 ||
      op.getNumDpsInits() != 1 || config.size() < 2)
    return false;
  int64_t s = config[0];
  if (s < 1 || s > 3 || config.size() != 11 + 8 * s)
    return false;
  if (!llvm::all_of(op->getOperandTypes(), [](Type type) {
        auto memref = dyn_cast<MemRefType>(type);
        return memref && memref.getElementType().isF32();
      }))
    return false;
  std::optional<SmallVector<AffineMap>> maps = getConvolutionMaps(
      config.asArrayRef(), cast<MemRefType>(op->getOperand(1).getType()));
  if (!maps || op.getIndexingMapsArray() != *maps)
    return false;
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  for (int64_t i = 0; i < 4 + 2 * s; ++i)
    if (iterators[i] != (i < 3 + s ? utils::IteratorType::parallel
                                   : utils::IteratorType::reduction))
      return false;
  // The body: out + in * kernel.
  Block &body = op.getRegion().front();
  if (body.getOperations().size() != 3)
    return false;
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  auto add = yield.getOperand(0).getDefiningOp<arith::AddFOp>();
  auto mul = add ? add.getRhs().getDefiningOp<arith::MulFOp>() : nullptr;
  return mul && add.getLhs() == body.getArgument(2) &&
         mul.getLhs() == body.getArgument(0) &&
         mul.getRhs() == body.getArgument(1);
}

/// Whether `op` sets all of `buffer` to +0.0.
static bool isZeroFillOf(Operation *op, Value buffer) {
  auto fill = dyn_cast_or_null<linalg::FillOp>(op);
  if (!fill || !fill.hasPureBufferSemantics() ||
      fill.getDpsInitOperand(0)->get() != buffer)
    return false;
  auto zero =
      fill.getDpsInputOperand(0)->get().getDefiningOp<arith::ConstantOp>();
  auto value = zero ? dyn_cast<FloatAttr>(zero.getValue()) : FloatAttr();
  return value && value.getValue().isPosZero();
}

/// The buffer a memref view (through expand/collapse_shape, subview, cast
/// and the buffer plan's views of its scratch) is part of, and the byte
/// range of it the view covers when the plan placed it statically.
struct BufferRange {
  Value root;
  std::optional<std::pair<int64_t, int64_t>> bytes;
};

static BufferRange getBufferRange(Value value) {
  while (true) {
    Operation *def = value.getDefiningOp();
    if (auto view = dyn_cast_or_null<memref::ViewOp>(def)) {
      auto type = view.getType();
      std::optional<int64_t> offset = getConstantIntValue(view.getByteShift());
      if (!offset || !type.hasStaticShape() || !type.getLayout().isIdentity() ||
          !type.getElementType().isIntOrFloat())
        return {view.getSource(), std::nullopt};
      int64_t bytes = type.getNumElements() * type.getElementTypeBitWidth() / 8;
      return {view.getSource(), std::pair(*offset, *offset + bytes)};
    }
    if (isa_and_nonnull<memref::ExpandShapeOp, memref::CollapseShapeOp,
                        memref::SubViewOp, memref::CastOp>(def)) {
      value = def->getOperand(0);
      continue;
    }
    return {value, std::nullopt};
  }
}

/// Whether a write through `written` cannot change what `read` holds:
/// different buffers, at least one of them the function's own (allocated
/// here, a result argument (kAotResultAttrName) or the buffer plan's
/// scratch, which the header says overlap nothing else; two other
/// arguments may be the caller's same array), or disjoint ranges of the
/// plan's scratch.
static bool isDisjoint(Value written, Value read) {
  BufferRange w = getBufferRange(written), r = getBufferRange(read);
  auto allocated = [](Value root) {
    if (isa_and_nonnull<memref::AllocOp, memref::AllocaOp>(
            root.getDefiningOp()))
      return true;
    auto argument = dyn_cast<BlockArgument>(root);
    auto function =
        argument ? dyn_cast<func::FuncOp>(argument.getOwner()->getParentOp())
                 : func::FuncOp();
    if (!function || !argument.getOwner()->isEntryBlock())
      return false;
    // A result of the compiled function; the buffer plan's scratch (it
    // appends it last).
    return function.getArgAttr(argument.getArgNumber(),
                               xhlo::kAotResultAttrName) ||
           (function->hasAttr("xhlo.buffer_plan") &&
            argument.getArgNumber() + 1 == function.getNumArguments());
  };
  if (w.root != r.root)
    return allocated(w.root) || allocated(r.root);
  return w.bytes && r.bytes &&
         (w.bytes->second <= r.bytes->first ||
          r.bytes->second <= w.bytes->first);
}

/// The bias and ReLU that follow a convolution, fused into its call.
struct ConvolutionEpilogue {
  linalg::GenericOp op;           // erased once the call writes its output
  Value bias;                     // the 1-D bias
  Value output;                   // op's output, in the convolution's shape
  memref::CollapseShapeOp result; // the convolution's result as op reads it
  bool relu = false;
};

/// The elementwise generic right after the convolution `conv` (only views,
/// allocations and constants between them) that adds a bias per output
/// feature to its result and possibly takes max(., +0.0), its result read
/// by nothing else: its output and bias must not overlap what the
/// convolution reads (the call writes the output while it reads them).
static std::optional<ConvolutionEpilogue>
matchEpilogue(linalg::GenericOp conv, ArrayRef<int64_t> config) {
  Value result = conv.getDpsInitOperand(0)->get();
  // The result's readers: the collapse_shape the epilogue reads (the
  // conversion splits the features into (group, feature)), deallocations.
  memref::CollapseShapeOp collapsed;
  for (Operation *user : result.getUsers()) {
    if (user == conv.getOperation() || isa<memref::DeallocOp>(user))
      continue;
    auto collapse = dyn_cast<memref::CollapseShapeOp>(user);
    if (!collapse || collapsed)
      return std::nullopt;
    collapsed = collapse;
  }
  if (!collapsed || !collapsed->hasOneUse())
    return std::nullopt;
  auto op = dyn_cast<linalg::GenericOp>(*collapsed->getUsers().begin());
  if (!op || !op.hasPureBufferSemantics() || op.getNumDpsInputs() != 2 ||
      op.getNumDpsInits() != 1 || op->getBlock() != conv->getBlock() ||
      !llvm::is_contained(op.getDpsInputs(), collapsed.getResult()))
    return std::nullopt;
  for (Operation *between = conv->getNextNode(); between != op;
       between = between->getNextNode())
    if (!isa<memref::CollapseShapeOp, memref::ExpandShapeOp, memref::ViewOp,
             memref::AllocOp, arith::ConstantOp>(between))
      return std::nullopt;
  // Elementwise over the result's shape, the bias read along the dimension
  // holding the (group, feature) pair, written to a dense output.
  auto resultType = cast<MemRefType>(collapsed.getType());
  // Which input is which (hlo.add's operands in either order).
  unsigned resultIndex =
      op.getDpsInputOperand(0)->get() == collapsed.getResult() ? 0 : 1;
  Value bias = op.getDpsInputOperand(1 - resultIndex)->get();
  Value output = op.getDpsInitOperand(0)->get();
  auto biasType = dyn_cast<MemRefType>(bias.getType());
  auto outputType = dyn_cast<MemRefType>(output.getType());
  int64_t rank = resultType.getRank();
  // The output's group dimension: after [s, accumulate] come the input's
  // and the kernel's roles (3 + s each), then the output's batch, group.
  int64_t group = config[2 + 2 * (3 + config[0]) + 1];
  int64_t feature = -1;
  for (auto [d, indices] : llvm::enumerate(collapsed.getReassociationIndices()))
    if (llvm::is_contained(indices, group))
      feature = d;
  if (!biasType || biasType.getRank() != 1 ||
      !biasType.getElementType().isF32() || !outputType ||
      outputType.getShape() != resultType.getShape() ||
      !outputType.getElementType().isF32() ||
      !outputType.getLayout().isIdentity() || feature < 0 ||
      biasType.getDimSize(0) != resultType.getDimSize(feature) ||
      op.getNumParallelLoops() != op.getNumLoops())
    return std::nullopt;
  MLIRContext *ctx = op.getContext();
  AffineMap identity = AffineMap::getMultiDimIdentityMap(rank, ctx);
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  if (maps[resultIndex] != identity || maps[2] != identity ||
      maps[1 - resultIndex] !=
          AffineMap::get(rank, 0, getAffineDimExpr(feature, ctx)))
    return std::nullopt;
  // The body: add(in, bias) [then maximumf(., +0.0)], the output unread.
  Block &body = op.getRegion().front();
  if (!body.getArgument(2).use_empty())
    return std::nullopt;
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  Value yielded = yield.getOperand(0);
  ConvolutionEpilogue e{op, bias, output, collapsed};
  auto isPositiveZero = [](Value v) {
    auto constant = v.getDefiningOp<arith::ConstantOp>();
    auto value =
        constant ? dyn_cast<FloatAttr>(constant.getValue()) : FloatAttr();
    return value && value.getValue().isPosZero();
  };
  size_t ops = 2;
  if (auto max = yielded.getDefiningOp<arith::MaximumFOp>()) {
    Value other = max.getRhs();
    if (!isPositiveZero(other))
      other = max.getLhs();
    if (!isPositiveZero(other))
      return std::nullopt;
    yielded = other == max.getRhs() ? max.getLhs() : max.getRhs();
    e.relu = true;
    ++ops;
  }
  auto add = yielded.getDefiningOp<arith::AddFOp>();
  if (!add || add->getBlock() != &body || body.getOperations().size() != ops ||
      !((add.getLhs() == body.getArgument(0) &&
         add.getRhs() == body.getArgument(1)) ||
        (add.getLhs() == body.getArgument(1) &&
         add.getRhs() == body.getArgument(0))))
    return std::nullopt;
  for (Value read : conv.getDpsInputs())
    if (!isDisjoint(output, read))
      return std::nullopt;
  if (!isDisjoint(output, bias))
    return std::nullopt;
  return e;
}

/// Replaces the marked convolution `op` by a call of
/// xhlo_aot_convolution_f32; the zero fill of its output just before it
/// is dropped (the runtime overwrites instead of accumulating). A bias
/// and ReLU right after it (matchEpilogue) join the call, as
/// xhlo_aot_convolution_bias_f32, when it overwrites. With `directOnly`
/// the call asks for oneDNN's direct algorithm only (mode 2).
static LogicalResult rewriteConvolution(linalg::GenericOp op, ModuleOp module,
                                        SymbolTable &symbols, bool directOnly) {
  MLIRContext *ctx = op.getContext();
  OpBuilder builder(op);
  Location loc = op.getLoc();
  SmallVector<int64_t> config(
      op->getAttrOfType<DenseI64ArrayAttr>(xhlo::kAotConvolutionAttrName)
          .asArrayRef());
  Value output = op.getDpsInitOperand(0)->get();
  Operation *fill = op->getPrevNode();
  bool accumulate = true;
  if (isZeroFillOf(fill, output)) {
    fill->erase();
    accumulate = false;
  }
  config[1] = (accumulate ? 1 : 0) | (directOnly ? 2 : 0);

  // The configuration as a constant global.
  auto i64 = builder.getI64Type();
  auto configType = MemRefType::get({static_cast<int64_t>(config.size())}, i64);
  OpBuilder atEnd = OpBuilder::atBlockEnd(module.getBody());
  auto global = atEnd.create<memref::GlobalOp>(
      loc, "__xhlo_aot_convolution_config", atEnd.getStringAttr("private"),
      configType,
      DenseIntElementsAttr::get(
          RankedTensorType::get(configType.getShape(), i64), config),
      /*constant=*/true, /*alignment=*/IntegerAttr());
  symbols.insert(global); // Renamed when the name is taken.
  Value configValue =
      builder.create<memref::GetGlobalOp>(loc, configType, global.getSymName());

  std::optional<ConvolutionEpilogue> epilogue;
  if (!accumulate)
    epilogue = matchEpilogue(op, config);
  auto unranked = [&](Value operand) -> Value {
    auto type = cast<MemRefType>(operand.getType());
    return builder.create<memref::CastOp>(
        loc,
        UnrankedMemRefType::get(type.getElementType(), type.getMemorySpace()),
        operand);
  };
  // With an epilogue, the call runs where it ran (after the views and
  // allocations between them, which its operands may need).
  if (epilogue)
    builder.setInsertionPoint(epilogue->op);
  SmallVector<Value> operands = {unranked(op.getDpsInputOperand(0)->get()),
                                 unranked(op.getDpsInputOperand(1)->get())};
  StringRef name = "xhlo_aot_convolution_f32";
  if (epilogue) {
    name = "xhlo_aot_convolution_bias_f32";
    // The epilogue's output in the convolution's shape.
    operands.push_back(builder.create<memref::CastOp>(
        loc, getDynamicMemRefType(1, builder.getF32Type()), epilogue->bias));
    operands.push_back(unranked(builder.create<memref::ExpandShapeOp>(
        loc, cast<MemRefType>(output.getType()).getShape(), epilogue->output,
        epilogue->result.getReassociationIndices())));
  } else {
    operands.push_back(unranked(output));
  }
  operands.push_back(builder.create<memref::CastOp>(
      loc, getDynamicMemRefType(1, i64), configValue));
  if (epilogue)
    operands.push_back(
        builder.create<arith::ConstantIntOp>(loc, epilogue->relu ? 1 : 0, 64));
  func::FuncOp function = xhlo::getOrDeclareAotRuntimeFunction(
      module, symbols, name,
      FunctionType::get(ctx, ValueRange(operands).getTypes(), {}));
  if (!function)
    return failure();
  builder.create<func::CallOp>(loc, function, operands);
  op->erase();
  if (epilogue) {
    epilogue->op->erase();
    if (epilogue->result->use_empty())
      epilogue->result->erase();
    // The convolution's own output buffer, now unused.
    if (auto alloc = output.getDefiningOp<memref::AllocOp>()) {
      SmallVector<Operation *> deallocs(alloc->getUsers());
      if (llvm::all_of(deallocs, llvm::IsaPred<memref::DeallocOp>)) {
        for (Operation *dealloc : deallocs)
          dealloc->erase();
        alloc->erase();
      }
    }
  }
  return success();
}

namespace {

struct ConvertLinalgToAotRuntimePass
    : xhlo::impl::ConvertLinalgToAotRuntimePassBase<
          ConvertLinalgToAotRuntimePass> {
  using ConvertLinalgToAotRuntimePassBase::ConvertLinalgToAotRuntimePassBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    SmallVector<std::pair<linalg::LinalgOp, std::string>> calls;
    module.walk([&](linalg::LinalgOp op) {
      std::string name = getRuntimeFunctionName(op);
      if (!name.empty())
        calls.emplace_back(op, std::move(name));
    });
    for (auto &[op, name] : calls) {
      OpBuilder builder(op);
      Location loc = op.getLoc();
      SmallVector<Value> operands;
      for (Value operand : op->getOperands()) {
        auto type = cast<MemRefType>(operand.getType());
        operands.push_back(builder.create<memref::CastOp>(
            loc, getDynamicMemRefType(type.getRank(), type.getElementType()),
            operand));
      }
      func::FuncOp function = xhlo::getOrDeclareAotRuntimeFunction(
          module, symbols, name,
          builder.getFunctionType(ValueRange(operands).getTypes(), {}));
      if (!function)
        return signalPassFailure();
      builder.create<func::CallOp>(loc, function, operands);
      op->erase();
      ++numCalls;
    }

    SmallVector<linalg::GenericOp> convolutions;
    module.walk([&](linalg::GenericOp op) {
      if (isRuntimeConvolution(op))
        convolutions.push_back(op);
    });
    for (linalg::GenericOp op : convolutions) {
      if (failed(rewriteConvolution(op, module, symbols, directConvolutions)))
        return signalPassFailure();
      ++numConvolutions;
    }
    // The marks of results have served.
    for (auto function : module.getOps<func::FuncOp>())
      for (unsigned i = 0, e = function.getNumArguments(); i < e; ++i)
        function.removeArgAttr(i, xhlo::kAotResultAttrName);
  }
};

} // namespace
