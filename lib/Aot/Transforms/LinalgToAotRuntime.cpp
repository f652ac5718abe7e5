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

#include "xhlo/Aot/Passes.h"
#include "xhlo/Conversion/HloToLinalg/HloToLinalg.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
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

/// The runtime function `name` of `type`, declared (private, with the C
/// interface) on first use; null after an error at a clashing symbol.
static func::FuncOp getOrDeclare(ModuleOp module, SymbolTable &symbols,
                                 StringRef name, FunctionType type) {
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

/// Replaces the marked convolution `op` by a call of
/// xhlo_aot_convolution_f32; the zero fill of its output just before it
/// is dropped (the runtime overwrites instead of accumulating).
static LogicalResult rewriteConvolution(linalg::GenericOp op, ModuleOp module,
                                        SymbolTable &symbols) {
  MLIRContext *ctx = op.getContext();
  OpBuilder builder(op);
  Location loc = op.getLoc();
  SmallVector<int64_t> config(
      op->getAttrOfType<DenseI64ArrayAttr>(xhlo::kAotConvolutionAttrName)
          .asArrayRef());
  Value output = op.getDpsInitOperand(0)->get();
  Operation *fill = op->getPrevNode();
  config[1] = 1;
  if (isZeroFillOf(fill, output)) {
    fill->erase();
    config[1] = 0;
  }

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

  SmallVector<Value> operands;
  for (Value operand : op->getOperands()) {
    auto type = cast<MemRefType>(operand.getType());
    operands.push_back(builder.create<memref::CastOp>(
        loc,
        UnrankedMemRefType::get(type.getElementType(), type.getMemorySpace()),
        operand));
  }
  operands.push_back(builder.create<memref::CastOp>(
      loc, getDynamicMemRefType(1, i64), configValue));
  func::FuncOp function =
      getOrDeclare(module, symbols, "xhlo_aot_convolution_f32",
                   FunctionType::get(ctx, ValueRange(operands).getTypes(), {}));
  if (!function)
    return failure();
  builder.create<func::CallOp>(loc, function, operands);
  op->erase();
  return success();
}

namespace {

struct ConvertLinalgToAotRuntimePass
    : xhlo::impl::ConvertLinalgToAotRuntimePassBase<
          ConvertLinalgToAotRuntimePass> {
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
      func::FuncOp function = getOrDeclare(
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
      if (failed(rewriteConvolution(op, module, symbols)))
        return signalPassFailure();
      ++numConvolutions;
    }
  }
};

} // namespace
