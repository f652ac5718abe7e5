//===- Contraction.cpp - hlo dot and convolution to linalg ----------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file lowers hlo.dot to linalg.matmul or linalg.batch_matmul when the
// dimension numbers are theirs and the element types agree (the forms an
// AOT pipeline can hand to a BLAS), otherwise to a linalg.generic over
// (batch..., lhs free..., rhs free..., contracting...); and an f32/f64
// hlo.convolution of one feature group to a linalg.matmul of its patches
// (im2col) and its kernel, any other to a linalg.generic over (batch, group,
// output feature, output spatial..., input feature, window...) reading a
// zero-padded, base-dilated copy of the input at out * stride + k * kernel
// dilation. The feature dimensions are split into (group, feature) by
// tensor.expand_shape so that grouped and depthwise convolutions use the same
// maps. Operands are converted to the result's element type before multiplying,
// as XLA does for mixed precision. With runtime-convolutions, every f32
// convolution is that generic, marked with its dimension numbers for the AOT
// runtime's oneDNN convolution (kAotConvolutionAttrName).
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Conversion/HloToLinalg/HloToLinalg.h"

#include "xhlo/Dialect/Hlo/IR/HloAttrs.h"
#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace xhlo;
using namespace xhlo::hlo_to_linalg;

/// A zero tensor of `type` (signless).
static Value buildZeros(OpBuilder &builder, Location loc,
                        RankedTensorType type) {
  Value zero = buildScalarConstant(builder, loc, type.getElementType(), 0);
  return buildFilled(builder, loc, type, zero);
}

/// The body of a contraction: the operands converted to the result's hlo
/// element type, multiplied and added to the accumulator. A small-float
/// result accumulates in f32 (storeAccumulated rounds it once after the
/// loops), as the interpreter's kernels: a dot reads its operands as f32, a
/// convolution (`convertFirst`) converts them to the result's type first.
static void buildContractionBody(OpBuilder &b, Location l, ValueRange args,
                                 Type lhs, Type rhs, Type out,
                                 bool convertFirst) {
  Value x = args[0], y = args[1];
  if (getSmallFloatPrimitive(out)) {
    Type f32 = b.getF32Type();
    auto operand = [&](Type type, Value v) {
      if (!convertFirst)
        return buildScalarConvert(b, l, type, f32, v);
      if (type != out)
        v = buildScalarConvert(b, l, type, out, v);
      return buildLoad(b, l, out, v);
    };
    b.create<linalg::YieldOp>(l, buildMultiplyAdd(b, l, f32, args.back(),
                                                  operand(lhs, x),
                                                  operand(rhs, y)));
    return;
  }
  if (lhs != out)
    x = buildScalarConvert(b, l, lhs, out, x);
  if (rhs != out)
    y = buildScalarConvert(b, l, rhs, out, y);
  b.create<linalg::YieldOp>(l, buildMultiplyAdd(b, l, out, args.back(), x, y));
}

/// The f32 sums `sums` of a contraction with a small-float result stored as
/// `type` (the result's stored type; `element` its hlo element type):
/// rounded once, as the interpreter rounds its accumulator.
static Value storeAccumulated(OpBuilder &builder, Location loc, Value sums,
                              RankedTensorType type, Type element) {
  int64_t rank = type.getRank();
  return builder
      .create<linalg::GenericOp>(
          loc, TypeRange{type}, ValueRange{sums},
          ValueRange{buildEmpty(builder, loc, type)},
          SmallVector<AffineMap>(2, builder.getMultiDimIdentityMap(rank)),
          SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
          [&](OpBuilder &b, Location l, ValueRange args) {
            b.create<linalg::YieldOp>(l, buildStore(b, l, element, args[0]));
          })
      .getResult(0);
}

/// A copy of `input` through `map` (over the result's loops) into a new
/// tensor of `type`: the patches and kernel rearrangements of the
/// convolution's matrix form.
static Value buildGather(OpBuilder &builder, Location loc, Value input,
                         AffineMap map, RankedTensorType type) {
  int64_t rank = type.getRank();
  auto generic = builder.create<linalg::GenericOp>(
      loc, TypeRange{type}, ValueRange{input},
      ValueRange{buildEmpty(builder, loc, type)},
      SmallVector<AffineMap>{map, builder.getMultiDimIdentityMap(rank)},
      SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
      [](OpBuilder &b, Location l, ValueRange args) {
        b.create<linalg::YieldOp>(l, args.front());
      });
  return generic.getResult(0);
}

/// The convolution of the padded `input` with `kernel` as a matrix product
/// (im2col): the patches [N * out spatial..., window... * C] times the
/// kernel [window... * C, O], a linalg.matmul that the AOT pipeline hands
/// to a BLAS, then back to the result's layout. For f32/f64 convolutions
/// of one element type and one feature group.
static Value buildConvolutionAsMatmul(OpBuilder &builder, Location loc,
                                      hlo::ConvolutionOp op, Value input,
                                      Value kernel, RankedTensorType outType) {
  MLIRContext *ctx = builder.getContext();
  hlo::ConvDimensionNumbersAttr dims = op.getDimLabels();
  hlo::WindowAttr window = op.getWindow();
  ArrayRef<int64_t> inSpatial = dims.getInputSpatialDimensions();
  ArrayRef<int64_t> kSpatial = dims.getKernelSpatialDimensions();
  ArrayRef<int64_t> outSpatial = dims.getOutputSpatialDimensions();
  int64_t s = inSpatial.size();
  auto inputType = cast<RankedTensorType>(input.getType());
  auto kernelType = cast<RankedTensorType>(kernel.getType());
  Type element = outType.getElementType();
  int64_t n = inputType.getDimSize(dims.getInputBatchDimension());
  int64_t c = inputType.getDimSize(dims.getInputFeatureDimension());
  int64_t o = kernelType.getDimSize(dims.getKernelOutputFeatureDimension());
  int64_t rows = n, depth = c;
  SmallVector<int64_t> patchShape = {n};
  for (int64_t i = 0; i < s; ++i) {
    patchShape.push_back(outType.getDimSize(outSpatial[i]));
    rows *= outType.getDimSize(outSpatial[i]);
  }
  for (int64_t i = 0; i < s; ++i) {
    patchShape.push_back(window.getSize()[i]);
    depth *= window.getSize()[i];
  }
  patchShape.push_back(c);

  // Patches: loops (n, out spatial..., window..., c).
  SmallVector<AffineExpr> exprs(inputType.getRank());
  exprs[dims.getInputBatchDimension()] = getAffineDimExpr(0, ctx);
  exprs[dims.getInputFeatureDimension()] = getAffineDimExpr(1 + 2 * s, ctx);
  for (int64_t i = 0; i < s; ++i)
    exprs[inSpatial[i]] =
        getAffineDimExpr(1 + i, ctx) * window.getStrideAt(i) +
        getAffineDimExpr(1 + s + i, ctx) * window.getRhsDilateAt(i);
  Value patches =
      buildGather(builder, loc, input, AffineMap::get(2 + 2 * s, 0, exprs, ctx),
                  RankedTensorType::get(patchShape, element));

  // The kernel as (window..., c, o), read backwards where reversed.
  SmallVector<int64_t> kernelShape(window.getSize());
  kernelShape.push_back(c);
  kernelShape.push_back(o);
  SmallVector<AffineExpr> kExprs(kernelType.getRank());
  kExprs[dims.getKernelInputFeatureDimension()] = getAffineDimExpr(s, ctx);
  kExprs[dims.getKernelOutputFeatureDimension()] = getAffineDimExpr(s + 1, ctx);
  for (int64_t i = 0; i < s; ++i) {
    AffineExpr k = getAffineDimExpr(i, ctx);
    if (window.getRhsReversalAt(i))
      k = getAffineConstantExpr(window.getSize()[i] - 1, ctx) - k;
    kExprs[kSpatial[i]] = k;
  }
  AffineMap kMap = AffineMap::get(s + 2, 0, kExprs, ctx);
  Value weights =
      kMap.isIdentity()
          ? kernel
          : buildGather(builder, loc, kernel, kMap,
                        RankedTensorType::get(kernelShape, element));

  // The product.
  SmallVector<ReassociationIndices> patchGroups(2), weightGroups(2);
  for (int64_t d = 0; d <= s; ++d)
    patchGroups[0].push_back(d);
  for (int64_t d = s + 1; d < 2 + 2 * s; ++d)
    patchGroups[1].push_back(d);
  // The weights: (window..., c) together, then o.
  for (int64_t d = 0; d <= s; ++d)
    weightGroups[0].push_back(d);
  weightGroups[1].push_back(s + 1);
  Value lhs = builder.create<tensor::CollapseShapeOp>(
      loc, RankedTensorType::get({rows, depth}, element), patches, patchGroups);
  Value rhs = builder.create<tensor::CollapseShapeOp>(
      loc, RankedTensorType::get({depth, o}, element), weights, weightGroups);
  auto productType = RankedTensorType::get({rows, o}, element);
  Value product = builder
                      .create<linalg::MatmulOp>(
                          loc, TypeRange{productType}, ValueRange{lhs, rhs},
                          ValueRange{buildZeros(builder, loc, productType)})
                      .getResult(0);

  // Back to (n, out spatial..., o), then to the result's layout.
  SmallVector<int64_t> nhwc(patchShape.begin(), patchShape.begin() + 1 + s);
  nhwc.push_back(o);
  SmallVector<ReassociationIndices> outGroups(2);
  for (int64_t d = 0; d <= s; ++d)
    outGroups[0].push_back(d);
  outGroups[1].push_back(s + 1);
  Value result = builder.create<tensor::ExpandShapeOp>(
      loc, RankedTensorType::get(nhwc, element), product, outGroups);
  SmallVector<AffineExpr> outExprs = {
      getAffineDimExpr(dims.getOutputBatchDimension(), ctx)};
  for (int64_t i = 0; i < s; ++i)
    outExprs.push_back(getAffineDimExpr(outSpatial[i], ctx));
  outExprs.push_back(getAffineDimExpr(dims.getOutputFeatureDimension(), ctx));
  AffineMap outMap = AffineMap::get(outType.getRank(), 0, outExprs, ctx);
  if (outMap.isIdentity())
    return result;
  return buildGather(builder, loc, result, outMap, outType);
}

namespace {

//===----------------------------------------------------------------------===//
// dot
//===----------------------------------------------------------------------===//

struct DotLowering : OpConversionPattern<hlo::DotOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::DotOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkOperandsAndResults(op)))
      return failure();
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    hlo::DotDimensionNumbersAttr dims = op.getDotDimensionNumbers();
    auto lhsType = cast<RankedTensorType>(op.getLhs().getType());
    auto rhsType = cast<RankedTensorType>(op.getRhs().getType());
    auto resultType = cast<RankedTensorType>(op.getType());
    RankedTensorType storedType = toSignless(resultType);
    // A small-float result accumulates in f32 (buildContractionBody).
    bool inF32 =
        getSmallFloatPrimitive(resultType.getElementType()).has_value();
    RankedTensorType outType =
        inF32 ? storedType.clone(rewriter.getF32Type()) : storedType;
    Value init = buildZeros(rewriter, loc, outType);
    Value lhs = adaptor.getLhs(), rhs = adaptor.getRhs();
    ArrayRef<int64_t> lb = dims.getLhsBatchDims(), rb = dims.getRhsBatchDims();
    ArrayRef<int64_t> lc = dims.getLhsContractingDims(),
                      rc = dims.getRhsContractingDims();
    Type lhsElt = lhsType.getElementType(), rhsElt = rhsType.getElementType();
    Type outElt = resultType.getElementType();
    bool sameTypes = lhsElt == outElt && rhsElt == outElt;
    bool isFloat = isa<FloatType>(outElt) && !inF32;

    // The named forms (a BLAS gemm when the AOT pipeline swaps them).
    auto is = [](ArrayRef<int64_t> a, std::initializer_list<int64_t> b) {
      return llvm::equal(a, b);
    };
    if (sameTypes && isFloat && lhsType.getRank() == 2 &&
        rhsType.getRank() == 2 && lb.empty() && is(lc, {1}) && is(rc, {0})) {
      rewriter.replaceOpWithNewOp<linalg::MatmulOp>(
          op, TypeRange{outType}, ValueRange{lhs, rhs}, ValueRange{init});
      return success();
    }
    if (sameTypes && isFloat && lhsType.getRank() == 3 &&
        rhsType.getRank() == 3 && is(lb, {0}) && is(rb, {0}) && is(lc, {2}) &&
        is(rc, {1})) {
      rewriter.replaceOpWithNewOp<linalg::BatchMatmulOp>(
          op, TypeRange{outType}, ValueRange{lhs, rhs}, ValueRange{init});
      return success();
    }

    // The general form: loops (batch..., lhs free..., rhs free...,
    // contracting...).
    int64_t nb = lb.size(), nc = lc.size();
    int64_t lf = lhsType.getRank() - nb - nc, rf = rhsType.getRank() - nb - nc;
    int64_t loops = nb + lf + rf + nc;
    auto mapOf = [&](RankedTensorType type, ArrayRef<int64_t> batch,
                     ArrayRef<int64_t> contracting, int64_t freeBase) {
      SmallVector<AffineExpr> exprs;
      int64_t free = freeBase;
      for (int64_t d = 0; d < type.getRank(); ++d) {
        const int64_t *b = llvm::find(batch, d);
        const int64_t *c = llvm::find(contracting, d);
        if (b != batch.end())
          exprs.push_back(getAffineDimExpr(b - batch.begin(), ctx));
        else if (c != contracting.end())
          exprs.push_back(
              getAffineDimExpr(nb + lf + rf + (c - contracting.begin()), ctx));
        else
          exprs.push_back(getAffineDimExpr(free++, ctx));
      }
      return AffineMap::get(loops, 0, exprs, ctx);
    };
    SmallVector<AffineMap> maps = {mapOf(lhsType, lb, lc, nb),
                                   mapOf(rhsType, rb, rc, nb + lf)};
    SmallVector<AffineExpr> outExprs;
    for (int64_t d = 0; d < nb + lf + rf; ++d)
      outExprs.push_back(getAffineDimExpr(d, ctx));
    maps.push_back(AffineMap::get(loops, 0, outExprs, ctx));
    SmallVector<utils::IteratorType> iterators(nb + lf + rf,
                                               utils::IteratorType::parallel);
    iterators.append(nc, utils::IteratorType::reduction);
    auto generic = rewriter.create<linalg::GenericOp>(
        loc, TypeRange{outType}, ValueRange{lhs, rhs}, ValueRange{init}, maps,
        iterators, [&](OpBuilder &b, Location l, ValueRange args) {
          buildContractionBody(b, l, args, lhsElt, rhsElt, outElt,
                               /*convertFirst=*/false);
        });
    Value result = generic.getResult(0);
    if (inF32)
      result = storeAccumulated(rewriter, loc, result, storedType, outElt);
    rewriter.replaceOp(op, result);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// convolution
//===----------------------------------------------------------------------===//

/// `value` with dimension `dim` split into (groups, size / groups).
static Value splitDim(OpBuilder &builder, Location loc, Value value,
                      int64_t dim, int64_t groups) {
  auto type = cast<RankedTensorType>(value.getType());
  SmallVector<int64_t> shape;
  SmallVector<ReassociationIndices> reassociation;
  for (int64_t d = 0; d < type.getRank(); ++d) {
    int64_t next = shape.size();
    if (d == dim) {
      shape.push_back(groups);
      shape.push_back(type.getDimSize(d) / groups);
      reassociation.push_back({next, next + 1});
    } else {
      shape.push_back(type.getDimSize(d));
      reassociation.push_back({next});
    }
  }
  return builder.create<tensor::ExpandShapeOp>(
      loc, RankedTensorType::get(shape, type.getElementType()), value,
      reassociation);
}

/// The configuration of xhlo_aot_convolution_f32 (AotRuntime.h) for the
/// generic ConvolutionLowering builds of `op`: its operands are the padded
/// input with the feature dimension split into (group, feature), the kernel
/// with the output feature split so, and the result likewise; padding is
/// already in the input and reversal in the kernel. Accumulating, as the
/// generic does.
static SmallVector<int64_t> buildRuntimeConfig(hlo::ConvolutionOp op) {
  hlo::ConvDimensionNumbersAttr dims = op.getDimLabels();
  hlo::WindowAttr window = op.getWindow();
  int64_t s = dims.getInputSpatialDimensions().size();
  // A dimension's index once `split` became two.
  auto at = [](int64_t d, int64_t split) { return d < split ? d : d + 1; };
  SmallVector<int64_t> config = {s, /*accumulate=*/1};
  auto addRoles = [&](int64_t first, int64_t split, int64_t feature,
                      ArrayRef<int64_t> spatial) {
    config.append({first, split, feature});
    for (int64_t d : spatial)
      config.push_back(at(d, split));
  };
  int64_t inF = dims.getInputFeatureDimension();
  addRoles(at(dims.getInputBatchDimension(), inF), inF, inF + 1,
           dims.getInputSpatialDimensions());
  int64_t kOut = dims.getKernelOutputFeatureDimension();
  addRoles(kOut + 1, kOut, at(dims.getKernelInputFeatureDimension(), kOut),
           dims.getKernelSpatialDimensions());
  int64_t outF = dims.getOutputFeatureDimension();
  addRoles(at(dims.getOutputBatchDimension(), outF), outF, outF + 1,
           dims.getOutputSpatialDimensions());
  for (int64_t i = 0; i < s; ++i)
    config.push_back(window.getStrideAt(i));
  for (int64_t i = 0; i < s; ++i)
    config.push_back(window.getRhsDilateAt(i));
  // Padding is in the input, reversal in a copy of the kernel.
  config.append(3 * s, 0);
  return config;
}

struct ConvolutionLowering : OpConversionPattern<hlo::ConvolutionOp> {
  ConvolutionLowering(TypeConverter &typeConverter, MLIRContext *ctx,
                      bool runtimeConvolutions)
      : OpConversionPattern(typeConverter, ctx),
        runtimeConvolutions(runtimeConvolutions) {}
  bool runtimeConvolutions;

  LogicalResult
  matchAndRewrite(hlo::ConvolutionOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkOperandsAndResults(op)))
      return failure();
    // At most one of the group counts is above 1 (the verifier's check, as
    // XLA's).
    int64_t batchGroups = op.getBatchGroupCount();
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    hlo::ConvDimensionNumbersAttr dims = op.getDimLabels();
    hlo::WindowAttr window = op.getWindow();
    auto lhsType = cast<RankedTensorType>(op.getLhs().getType());
    auto rhsType = cast<RankedTensorType>(op.getRhs().getType());
    auto resultType = cast<RankedTensorType>(op.getType());
    int64_t groups = op.getFeatureGroupCount();
    ArrayRef<int64_t> inSpatial = dims.getInputSpatialDimensions();
    ArrayRef<int64_t> kSpatial = dims.getKernelSpatialDimensions();
    ArrayRef<int64_t> outSpatial = dims.getOutputSpatialDimensions();
    int64_t s = inSpatial.size();
    int64_t inFeature = dims.getInputFeatureDimension();
    int64_t kIn = dims.getKernelInputFeatureDimension();
    int64_t kOut = dims.getKernelOutputFeatureDimension();
    int64_t outFeature = dims.getOutputFeatureDimension();

    // The input, zero-padded and base-dilated.
    SmallVector<int64_t> low(lhsType.getRank(), 0), high(lhsType.getRank(), 0),
        interior(lhsType.getRank(), 0);
    for (int64_t i = 0; i < s; ++i) {
      low[inSpatial[i]] = window.getPadLowAt(i);
      high[inSpatial[i]] = window.getPadHighAt(i);
      interior[inSpatial[i]] = window.getLhsDilateAt(i) - 1;
    }
    Value input = adaptor.getLhs();
    if (llvm::any_of(low, [](int64_t v) { return v != 0; }) ||
        llvm::any_of(high, [](int64_t v) { return v != 0; }) ||
        llvm::any_of(interior, [](int64_t v) { return v != 0; })) {
      Value zero = buildScalarConstant(
          rewriter, loc, signlessElement(lhsType.getElementType()), 0);
      input = buildPadded(rewriter, loc, input, zero, low, high, interior);
    }
    // The matrix form where a BLAS can take it; with runtime-convolutions,
    // the marked generic for f32 (the runtime's oneDNN).
    Type lhsElt = lhsType.getElementType(), rhsElt = rhsType.getElementType();
    Type outElt = resultType.getElementType();
    bool nonEmpty = resultType.getNumElements() != 0 &&
                    lhsType.getNumElements() != 0 &&
                    rhsType.getNumElements() != 0;
    bool toRuntime = runtimeConvolutions && batchGroups == 1 &&
                     lhsElt == outElt && rhsElt == outElt && outElt.isF32() &&
                     nonEmpty && s >= 1 && s <= 3;
    if (!toRuntime && groups == 1 && batchGroups == 1 && lhsElt == outElt &&
        rhsElt == outElt && (outElt.isF32() || outElt.isF64()) &&
        resultType.getNumElements() != 0 && lhsType.getNumElements() != 0) {
      rewriter.replaceOp(op, buildConvolutionAsMatmul(rewriter, loc, op, input,
                                                      adaptor.getRhs(),
                                                      toSignless(resultType)));
      return success();
    }
    // Otherwise one generic. A reversed window reads a reversed copy of the
    // kernel (a map reading it backwards would leave the window's loops
    // without a shape to take their sizes from). Features split into
    // (group, feature); with batch groups (XLA: input batch n + g * N/G
    // meets the kernel's and the output's output features of group g) the
    // input's batch is split instead of its features.
    Value kernel = adaptor.getRhs();
    SmallVector<AffineExpr> reversedExprs;
    for (int64_t d = 0; d < rhsType.getRank(); ++d)
      reversedExprs.push_back(getAffineDimExpr(d, ctx));
    bool anyReversed = false;
    for (int64_t k = 0; k < s; ++k) {
      if (!window.getRhsReversalAt(k))
        continue;
      anyReversed = true;
      reversedExprs[kSpatial[k]] =
          getAffineConstantExpr(rhsType.getDimSize(kSpatial[k]) - 1, ctx) -
          reversedExprs[kSpatial[k]];
    }
    if (anyReversed)
      kernel =
          buildGather(rewriter, loc, kernel,
                      AffineMap::get(rhsType.getRank(), 0, reversedExprs, ctx),
                      toSignless(rhsType));
    int64_t inBatch = dims.getInputBatchDimension();
    int64_t inSplit = batchGroups != 1 ? inBatch : inFeature;
    groups = std::max(groups, batchGroups);
    input = splitDim(rewriter, loc, input, inSplit, groups);
    kernel = splitDim(rewriter, loc, kernel, kOut, groups);
    RankedTensorType outType = toSignless(resultType);
    SmallVector<int64_t> splitShape(outType.getShape());
    splitShape[outFeature] /= groups;
    splitShape.insert(splitShape.begin() + outFeature, groups);
    auto splitStored =
        RankedTensorType::get(splitShape, outType.getElementType());
    // A small-float result accumulates in f32 (buildContractionBody).
    bool inF32 = getSmallFloatPrimitive(outElt).has_value();
    RankedTensorType splitOut =
        inF32 ? splitStored.clone(rewriter.getF32Type()) : splitStored;
    Value init = buildZeros(rewriter, loc, splitOut);

    // Loops: n, g, o, spatial outputs (s), i, window (s).
    int64_t loops = 4 + 2 * s;
    AffineExpr n = getAffineDimExpr(0, ctx), g = getAffineDimExpr(1, ctx),
               o = getAffineDimExpr(2, ctx), i = getAffineDimExpr(3 + s, ctx);
    auto outAt = [&](int64_t k) { return getAffineDimExpr(3 + k, ctx); };
    auto winAt = [&](int64_t k) { return getAffineDimExpr(4 + s + k, ctx); };
    // Expressions per original dimension; a split one gives two.
    auto exprsOf = [&](int64_t rank, int64_t split, AffineExpr first,
                       AffineExpr second,
                       function_ref<AffineExpr(int64_t)> other) {
      SmallVector<AffineExpr> exprs;
      for (int64_t d = 0; d < rank; ++d) {
        if (d == split) {
          exprs.push_back(first);
          exprs.push_back(second);
        } else {
          exprs.push_back(other(d));
        }
      }
      return exprs;
    };
    SmallVector<AffineExpr> inExprs =
        exprsOf(lhsType.getRank(), inSplit, g, inSplit == inBatch ? n : i,
                [&](int64_t d) -> AffineExpr {
                  if (d == inBatch)
                    return n;
                  if (d == inFeature)
                    return i;
                  int64_t k = llvm::find(inSpatial, d) - inSpatial.begin();
                  return outAt(k) * window.getStrideAt(k) +
                         winAt(k) * window.getRhsDilateAt(k);
                });
    SmallVector<AffineExpr> kExprs =
        exprsOf(rhsType.getRank(), kOut, g, o, [&](int64_t d) -> AffineExpr {
          if (d == kIn)
            return i;
          return winAt(llvm::find(kSpatial, d) - kSpatial.begin());
        });
    SmallVector<AffineExpr> outExprs = exprsOf(
        resultType.getRank(), outFeature, g, o, [&](int64_t d) -> AffineExpr {
          if (d == dims.getOutputBatchDimension())
            return n;
          return outAt(llvm::find(outSpatial, d) - outSpatial.begin());
        });
    SmallVector<AffineMap> maps = {AffineMap::get(loops, 0, inExprs, ctx),
                                   AffineMap::get(loops, 0, kExprs, ctx),
                                   AffineMap::get(loops, 0, outExprs, ctx)};
    SmallVector<utils::IteratorType> iterators(3 + s,
                                               utils::IteratorType::parallel);
    iterators.append(1 + s, utils::IteratorType::reduction);
    auto generic = rewriter.create<linalg::GenericOp>(
        loc, TypeRange{splitOut}, ValueRange{input, kernel}, ValueRange{init},
        maps, iterators, [&](OpBuilder &b, Location l, ValueRange args) {
          buildContractionBody(b, l, args, lhsElt, rhsElt, outElt,
                               /*convertFirst=*/true);
        });
    if (toRuntime)
      generic->setAttr(kAotConvolutionAttrName,
                       rewriter.getDenseI64ArrayAttr(buildRuntimeConfig(op)));
    // Back to the result's layout.
    SmallVector<ReassociationIndices> reassociation;
    for (int64_t d = 0, next = 0; d < resultType.getRank(); ++d) {
      if (d == outFeature) {
        reassociation.push_back({next, next + 1});
        next += 2;
      } else {
        reassociation.push_back({next++});
      }
    }
    Value sums = generic.getResult(0);
    if (inF32)
      sums = storeAccumulated(rewriter, loc, sums, splitStored, outElt);
    rewriter.replaceOpWithNewOp<tensor::CollapseShapeOp>(op, outType, sums,
                                                         reassociation);
    return success();
  }
};

} // namespace

bool hlo_to_linalg::isContractionLowered(Operation *op) {
  return isa<hlo::DotOp, hlo::ConvolutionOp>(op);
}

void hlo_to_linalg::populateContractionPatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    ConversionTarget &target, bool runtimeConvolutions) {
  patterns.add<DotLowering>(typeConverter, patterns.getContext());
  patterns.add<ConvolutionLowering>(typeConverter, patterns.getContext(),
                                    runtimeConvolutions);
  target.addLegalDialect<arith::ArithDialect, linalg::LinalgDialect,
                         tensor::TensorDialect>();
}
