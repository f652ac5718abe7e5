//===- ConvolutionChains.cpp - aot-convolution-chains ---------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Finds chains of f32 convolutions in hlo, each with what follows it (a bias
// broadcast along the output features and added, a maximum with +0.0, a
// max-pool), each stage reading the one before and nothing else reading the
// values between, and replaces every stage with a call of the AOT
// runtime's xhlo_aot_convolution_stage_f32 (AotRuntime.h): the activations
// between stages are blocked buffers in oneDNN's own layouts, so the chain
// reorders only its first input and its last result (and the kernels),
// where separate convolutions reorder every activation twice and run the
// bias, ReLU, pool and padding as loops of their own.
//
// The chain's first input, kernels and biases enter as
// bufferization.to_memref (read only) of their tensors, its result leaves
// as a restricted bufferization.to_tensor of a new buffer: one-shot
// bufferization then sees the calls' reads and writes at those points.
//
//===----------------------------------------------------------------------===//

#include "RuntimeFunctions.h"

#include "xhlo/Aot/Passes.h"
#include "xhlo/AotRuntime/AotRuntime.h"
#include "xhlo/Dialect/Hlo/IR/HloCombiner.h"
#include "xhlo/Dialect/Hlo/IR/HloOps.h"
#include "xhlo/Dialect/Hlo/IR/HloPooling.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"

#include <cstring>

namespace xhlo {
#define GEN_PASS_DEF_AOTCONVOLUTIONCHAINSPASS
#include "xhlo/Aot/Passes.h.inc"
} // namespace xhlo

using namespace mlir;
using namespace xhlo;

namespace {

/// One stage: a convolution and what the runtime applies after it.
struct Stage {
  hlo::ConvolutionOp conv;
  Value bias; // f32 [features], or null
  bool relu = false;
  hlo::ReduceWindowOp pool;
  float poolInit = 0;
  /// The stage's ops in program order and its last value.
  SmallVector<Operation *> ops;
  Value result;
};

/// The one user of `value` in `block`, if it has exactly one use there.
Operation *getOnlyUser(Value value, Block *block) {
  if (!value.hasOneUse())
    return nullptr;
  Operation *user = *value.getUsers().begin();
  return user->getBlock() == block ? user : nullptr;
}

/// The f32 splat that `value` is (a constant, or a broadcast of one that
/// only `user` reads, appended to `ops`).
std::optional<APFloat> getSplat(Value value, Operation *user,
                                SmallVectorImpl<Operation *> &ops) {
  Operation *broadcast = nullptr;
  if (auto b = value.getDefiningOp<hlo::BroadcastOp>()) {
    if (!b->hasOneUse() || *b->getUsers().begin() != user)
      return std::nullopt;
    broadcast = b;
    value = b.getOperand();
  }
  DenseFPElementsAttr attr;
  if (!matchPattern(value, m_Constant(&attr)) || !attr.isSplat() ||
      !attr.getElementType().isF32())
    return std::nullopt;
  if (broadcast)
    ops.push_back(broadcast);
  return attr.getSplatValue<APFloat>();
}

/// A static 4-D f32 tensor type, or null.
RankedTensorType getStaticF32(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape() || !tensor.getElementType().isF32() ||
      tensor.getRank() != 4 || tensor.getNumElements() == 0)
    return nullptr;
  return tensor;
}

/// Whether the runtime's stage computes `conv`: f32, two spatial
/// dimensions, one feature and batch group, a window that pads
/// non-negatively, dilates only the kernel and is not reversed.
bool isStageConvolution(hlo::ConvolutionOp conv) {
  if (!getStaticF32(conv.getLhs().getType()) ||
      !getStaticF32(conv.getRhs().getType()) || !getStaticF32(conv.getType()) ||
      conv.getFeatureGroupCount() != 1 || conv.getBatchGroupCount() != 1 ||
      conv.getDimLabels().getInputSpatialDimensions().size() != 2)
    return false;
  hlo::WindowAttr window = conv.getWindow();
  if (window.getRank() != 2)
    return false;
  for (int64_t i = 0; i < 2; ++i)
    if (window.getStrideAt(i) < 1 || window.getLhsDilateAt(i) != 1 ||
        window.getRhsDilateAt(i) < 1 || window.getPadLowAt(i) < 0 ||
        window.getPadHighAt(i) < 0 || window.getRhsReversalAt(i))
      return false;
  return true;
}

/// Whether `pool` is a max-pool of `conv`'s value the runtime computes: a
/// reduce_window of hlo.maximum with a splat init, windows of 1 in the
/// batch and feature dimensions, spatial windows that neither pad nor
/// dilate.
bool isStagePool(hlo::ReduceWindowOp pool, hlo::ConvolutionOp conv,
                 float &init) {
  if (pool.getInputs().size() != 1 || pool->getNumResults() != 1)
    return false;
  auto out = getStaticF32(pool->getResult(0).getType());
  auto in = cast<RankedTensorType>(conv.getType());
  if (!out)
    return false;
  if (hlo::classifyCombiner(pool.getToApply()) != hlo::CombinerKind::Maximum)
    return false;
  DenseFPElementsAttr initAttr;
  if (!matchPattern(pool.getInitValues()[0], m_Constant(&initAttr)) ||
      !initAttr.isSplat() || !initAttr.getElementType().isF32())
    return false;
  init = initAttr.getSplatValue<APFloat>().convertToFloat();
  hlo::ConvDimensionNumbersAttr dn = conv.getDimLabels();
  return hlo::isSpatialPoolWindow(pool.getWindow(), in, out,
                                  dn.getOutputBatchDimension(),
                                  dn.getOutputFeatureDimension());
}

/// The stage starting at `conv`: the convolution and the bias, ReLU and
/// pool that follow it, each the only reader of the value before.
Stage matchStage(hlo::ConvolutionOp conv) {
  Stage stage;
  stage.conv = conv;
  stage.ops.push_back(conv);
  stage.result = conv.getResult();
  Block *block = conv->getBlock();
  auto type = cast<RankedTensorType>(conv.getType());
  int64_t feature = conv.getDimLabels().getOutputFeatureDimension();
  if (auto add =
          dyn_cast_or_null<hlo::AddOp>(getOnlyUser(stage.result, block))) {
    Value other = add.getLhs() == stage.result ? add.getRhs() : add.getLhs();
    auto broadcast = other.getDefiningOp<hlo::BroadcastOp>();
    auto biasType =
        broadcast ? dyn_cast<RankedTensorType>(broadcast.getOperand().getType())
                  : RankedTensorType();
    if (other != stage.result && add.getType() == type && broadcast &&
        broadcast->hasOneUse() &&
        broadcast.getDimensions() == ArrayRef<int64_t>{feature} && biasType &&
        biasType.getElementType().isF32() &&
        biasType.getShape() == ArrayRef<int64_t>{type.getDimSize(feature)}) {
      stage.bias = broadcast.getOperand();
      stage.ops.append({broadcast, add});
      stage.result = add.getResult();
    }
  }
  if (auto max =
          dyn_cast_or_null<hlo::MaximumOp>(getOnlyUser(stage.result, block))) {
    Value other = max.getLhs() == stage.result ? max.getRhs() : max.getLhs();
    SmallVector<Operation *> ops;
    std::optional<APFloat> bound = getSplat(other, max, ops);
    // max(x, +0.0) only: the runtime's ReLU keeps the padding channels of
    // blocked layouts zero.
    if (other != stage.result && max.getType() == type && bound &&
        bound->isPosZero()) {
      stage.relu = true;
      stage.ops.append(ops.begin(), ops.end());
      stage.ops.push_back(max);
      stage.result = max.getResult();
    }
  }
  if (auto pool = dyn_cast_or_null<hlo::ReduceWindowOp>(
          getOnlyUser(stage.result, block)))
    if (isStagePool(pool, conv, stage.poolInit)) {
      stage.pool = pool;
      stage.ops.push_back(pool);
      stage.result = pool->getResult(0);
    }
  return stage;
}

/// Whether `next` reads the value of `last` as its input in the layout
/// roles `last`'s convolution wrote it in (the runtime passes the
/// activation on as {batch, feature, spatial...}).
bool continues(Stage last, hlo::ConvolutionOp next) {
  if (next.getLhs() != last.result || next.getRhs() == last.result ||
      !isStageConvolution(next))
    return false;
  hlo::ConvDimensionNumbersAttr wrote = last.conv.getDimLabels(),
                                reads = next.getDimLabels();
  return wrote.getOutputBatchDimension() == reads.getInputBatchDimension() &&
         wrote.getOutputFeatureDimension() ==
             reads.getInputFeatureDimension() &&
         wrote.getOutputSpatialDimensions() ==
             reads.getInputSpatialDimensions();
}

/// The runtime configuration of `stage` (AotRuntime.h), reading a blocked
/// buffer or not, writing one or not, on oneDNN's direct algorithm only or
/// not.
SmallVector<int64_t> buildConfig(Stage stage, bool blockedIn, bool blockedOut,
                                 bool directOnly) {
  hlo::ConvolutionOp conv = stage.conv;
  hlo::ConvDimensionNumbersAttr dn = conv.getDimLabels();
  hlo::WindowAttr window = conv.getWindow();
  // Mode: overwrite, plus 2 for the direct algorithm only.
  SmallVector<int64_t> config = {2, directOnly ? 2 : 0};
  auto addRoles = [&](int64_t first, int64_t feature,
                      ArrayRef<int64_t> spatial) {
    config.append({first, /*group=*/-1, feature});
    config.append(spatial.begin(), spatial.end());
  };
  addRoles(dn.getInputBatchDimension(), dn.getInputFeatureDimension(),
           dn.getInputSpatialDimensions());
  addRoles(dn.getKernelOutputFeatureDimension(),
           dn.getKernelInputFeatureDimension(),
           dn.getKernelSpatialDimensions());
  addRoles(dn.getOutputBatchDimension(), dn.getOutputFeatureDimension(),
           dn.getOutputSpatialDimensions());
  for (int64_t i = 0; i < 2; ++i)
    config.push_back(window.getStrideAt(i));
  for (int64_t i = 0; i < 2; ++i)
    config.push_back(window.getRhsDilateAt(i));
  for (int64_t i = 0; i < 2; ++i)
    config.push_back(window.getPadLowAt(i));
  for (int64_t i = 0; i < 2; ++i)
    config.push_back(window.getPadHighAt(i));
  config.append({0, 0}); // not reversed
  config.push_back((stage.bias ? 1 : 0) | (stage.relu ? 2 : 0) |
                   (blockedIn ? 4 : 0) | (blockedOut ? 8 : 0));
  ArrayRef<int64_t> outSpatial = dn.getOutputSpatialDimensions();
  for (int64_t i = 0; i < 2; ++i)
    config.push_back(
        stage.pool ? stage.pool.getWindow().getSize()[outSpatial[i]] : 1);
  for (int64_t i = 0; i < 2; ++i)
    config.push_back(
        stage.pool ? stage.pool.getWindow().getStrideAt(outSpatial[i]) : 1);
  uint32_t bits;
  std::memcpy(&bits, &stage.poolInit, sizeof(bits));
  config.push_back(bits);
  auto addSizes = [&](Value value, int64_t batch, int64_t feature,
                      ArrayRef<int64_t> spatial) {
    ArrayRef<int64_t> shape =
        cast<RankedTensorType>(value.getType()).getShape();
    config.append(
        {shape[batch], shape[feature], shape[spatial[0]], shape[spatial[1]]});
  };
  addSizes(conv.getLhs(), dn.getInputBatchDimension(),
           dn.getInputFeatureDimension(), dn.getInputSpatialDimensions());
  addSizes(stage.result, dn.getOutputBatchDimension(),
           dn.getOutputFeatureDimension(), outSpatial);
  assert(config.size() == XHLO_AOT_CONVOLUTION_STAGE_CONFIG_SIZE);
  return config;
}

/// The fully dynamic strided memref type of `type`'s shape.
MemRefType getStridedType(RankedTensorType type) {
  SmallVector<int64_t> strides(type.getRank(), ShapedType::kDynamic);
  return MemRefType::get(
      type.getShape(), type.getElementType(),
      StridedLayoutAttr::get(type.getContext(), ShapedType::kDynamic, strides));
}

struct AotConvolutionChainsPass
    : xhlo::impl::AotConvolutionChainsPassBase<AotConvolutionChainsPass> {
  using AotConvolutionChainsPassBase::AotConvolutionChainsPassBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<SmallVector<Stage>> chains;
    DenseSet<Operation *> taken;
    module.walk([&](hlo::ConvolutionOp conv) {
      if (taken.contains(conv) || !isStageConvolution(conv))
        return;
      SmallVector<Stage> chain = {matchStage(conv)};
      while (Operation *user =
                 getOnlyUser(chain.back().result, conv->getBlock())) {
        auto next = dyn_cast<hlo::ConvolutionOp>(user);
        if (!next || !continues(chain.back(), next))
          break;
        chain.push_back(matchStage(next));
      }
      // One convolution gains only with its pool (its bias and ReLU
      // convert-linalg-to-aot-runtime fuses anyway).
      if (chain.size() == 1 && !chain.front().pool)
        return;
      for (const Stage &stage : chain)
        taken.insert(stage.conv);
      chains.push_back(std::move(chain));
    });
    if (chains.empty())
      return;
    SymbolTable symbols(module);
    for (SmallVector<Stage> &chain : chains)
      if (failed(replaceChain(module, symbols, chain)))
        return signalPassFailure();
  }

  LogicalResult replaceChain(ModuleOp module, SymbolTable &symbols,
                             MutableArrayRef<Stage> chain) {
    MLIRContext *context = module.getContext();
    auto f32 = Float32Type::get(context);
    auto i64 = IntegerType::get(context, 64);
    auto dynamic1D = [&](Type element) {
      return MemRefType::get({ShapedType::kDynamic}, element,
                             StridedLayoutAttr::get(context,
                                                    ShapedType::kDynamic,
                                                    {ShapedType::kDynamic}));
    };
    auto unranked = UnrankedMemRefType::get(f32, 0);
    FunctionType type = FunctionType::get(
        context, {unranked, unranked, dynamic1D(f32), unranked, dynamic1D(i64)},
        {});
    func::FuncOp function = getOrDeclareAotRuntimeFunction(
        module, symbols, "xhlo_aot_convolution_stage_f32", type);
    if (!function)
      return failure();
    OpBuilder atEnd = OpBuilder::atBlockEnd(module.getBody());
    auto addGlobal = [&](StringRef name, MemRefType type,
                         DenseElementsAttr value) {
      auto global = atEnd.create<memref::GlobalOp>(
          module.getLoc(), name, atEnd.getStringAttr("private"), type, value,
          /*constant=*/true, /*alignment=*/IntegerAttr());
      symbols.insert(global); // Renamed when the name is taken.
      return global;
    };
    // The bias of the stages without one (the runtime does not read it).
    memref::GlobalOp noBias;

    Value previous; // the blocked buffer of the stage before
    for (auto [index, stage] : llvm::enumerate(chain)) {
      bool first = index == 0, last = index + 1 == chain.size();
      Operation *at = stage.ops.back();
      OpBuilder builder(at);
      Location loc = stage.conv.getLoc();
      auto readOnly = [&](Value tensor) -> Value {
        return builder.create<bufferization::ToMemrefOp>(
            loc, getStridedType(cast<RankedTensorType>(tensor.getType())),
            tensor, /*read_only=*/true);
      };
      auto toUnranked = [&](Value memref) -> Value {
        return builder.create<memref::CastOp>(loc, unranked, memref);
      };
      Value input = first ? readOnly(stage.conv.getLhs()) : previous;
      Value kernel = readOnly(stage.conv.getRhs());
      Value bias;
      if (stage.bias) {
        bias = readOnly(stage.bias);
      } else {
        if (!noBias) {
          auto biasType = MemRefType::get({1}, f32);
          noBias = addGlobal(
              "__xhlo_aot_convolution_no_bias", biasType,
              DenseElementsAttr::get(RankedTensorType::get({1}, f32), 0.0f));
        }
        bias = builder.create<memref::GetGlobalOp>(loc, noBias.getType(),
                                                   noBias.getSymName());
      }
      bias = builder.create<memref::CastOp>(loc, dynamic1D(f32), bias);
      auto resultType = cast<RankedTensorType>(stage.result.getType());
      MemRefType outputType;
      if (last) {
        outputType = MemRefType::get(resultType.getShape(), f32);
      } else {
        hlo::ConvDimensionNumbersAttr dn = stage.conv.getDimLabels();
        ArrayRef<int64_t> shape = resultType.getShape();
        ArrayRef<int64_t> spatial = dn.getOutputSpatialDimensions();
        outputType = MemRefType::get({XHLO_AOT_CONVOLUTION_STAGE_BUFFER(
                                         shape[dn.getOutputBatchDimension()],
                                         shape[dn.getOutputFeatureDimension()],
                                         shape[spatial[0]], shape[spatial[1]])},
                                     f32);
      }
      Value output = builder.create<memref::AllocOp>(
          loc, outputType, builder.getI64IntegerAttr(64));
      SmallVector<int64_t> config =
          buildConfig(stage, !first, !last, directConvolutions);
      auto configType =
          MemRefType::get({static_cast<int64_t>(config.size())}, i64);
      memref::GlobalOp global = addGlobal(
          "__xhlo_aot_convolution_stage_config", configType,
          DenseIntElementsAttr::get(
              RankedTensorType::get(configType.getShape(), i64), config));
      Value configValue = builder.create<memref::GetGlobalOp>(
          loc, configType, global.getSymName());
      builder.create<func::CallOp>(
          loc, function,
          ValueRange{toUnranked(input), toUnranked(kernel), bias,
                     toUnranked(output),
                     builder.create<memref::CastOp>(loc, dynamic1D(i64),
                                                    configValue)});
      previous = output;
      if (last) {
        Value result = builder.create<bufferization::ToTensorOp>(
            loc, resultType, output, /*restrict=*/true, /*writable=*/true);
        stage.result.replaceAllUsesWith(result);
      }
    }
    // The chain's ops, last first (each read only by the next).
    for (Stage &stage : llvm::reverse(chain))
      for (Operation *op : llvm::reverse(stage.ops)) {
        if (!op->use_empty())
          return op->emitError("internal error: a convolution chain's value "
                               "is still read");
        op->erase();
      }
    return success();
  }
};

} // namespace
