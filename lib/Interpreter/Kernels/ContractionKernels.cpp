//===- ContractionKernels.cpp - Contraction kernels of the interpreter ----===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the reference kernels of convolution, cholesky,
// triangular_solve, fft and the batch-norm ops. They are straightforward
// loops written for clarity: values are computed in the computation type of
// the element type (f16 and bf16 in float, rounding to nearest even when
// stored; integers wrap).
//
//===----------------------------------------------------------------------===//

#include "KernelUtils.h"

#include "xhlo/AotRuntime/ComplexMath.h"
#include "xhlo/Interpreter/Executable.h"

#include "xhlo/Dialect/Hlo/IR/HloOps.h"
#include "xhlo/Values/MemoryBudget.h"

#include "llvm/ADT/bit.h"

#include <cmath>
#include <complex>
#include <limits>
#include <type_traits>
#include <vector>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::interp;
namespace hlo = xhlo::hlo;

//===----------------------------------------------------------------------===//
// Conversions
//===----------------------------------------------------------------------===//

/// The elements of `literal` converted to the element type of codec `K`
/// (rounded to it) and returned in its computation type.
template <typename K>
static std::vector<typename K::C> loadAs(const Literal &l) {
  using C = typename K::C;
  std::vector<C> values(l.getNumElements());
  visitElementType(l.getElementType(), [&](auto tag) {
    using From = typename decltype(tag)::type;
    const auto *data = l.as<typename From::S>();
    for (int64_t i = 0, e = values.size(); i < e; ++i)
      values[i] = K::load(K::store(convertValue<C>(From::load(data[i]))));
  });
  return values;
}

/// The elements of `literal` in its own computation type.
template <typename K> static std::vector<typename K::C> load(const Literal &l) {
  std::vector<typename K::C> values(l.getNumElements());
  const auto *data = l.as<typename K::S>();
  for (int64_t i = 0, e = values.size(); i < e; ++i)
    values[i] = K::load(data[i]);
  return values;
}

/// A literal of `type` and `shape` holding `values` (stored with `K`).
template <typename K>
static Literal storeAs(ElementType type, ArrayRef<int64_t> shape,
                       const std::vector<typename K::C> &values) {
  Literal literal(type, shape);
  auto *data = literal.as<typename K::S>();
  for (size_t i = 0; i < values.size(); ++i)
    data[i] = K::store(values[i]);
  return literal;
}

/// a + b * c with integer wrap-around.
template <typename C> static C mulAdd(C a, C b, C c) {
  if constexpr (isInt<C>) {
    using U = std::make_unsigned_t<C>;
    return C(U(U(a) + U(U(b) * U(c))));
  } else if constexpr (std::is_same_v<C, bool>) {
    return a || (b && c);
  } else {
    return a + b * c;
  }
}

/// Row-major strides of `shape`.
static SmallVector<int64_t> stridesOf(ArrayRef<int64_t> shape) {
  SmallVector<int64_t> strides(shape.size(), 1);
  for (int64_t i = int64_t(shape.size()) - 2; i >= 0; --i)
    strides[i] = strides[i + 1] * shape[i + 1];
  return strides;
}

static ElementType elementTypeOf(Value value) {
  return *getElementTypeFromMlir(
      cast<ShapedType>(value.getType()).getElementType());
}

/// Charges `elements` values of the computation type `C` to `copies`: what
/// a reference kernel's copies of its operands, results and intermediates
/// take while it runs. The budget's error at `op` when they do not fit.
template <typename C>
static LogicalResult chargeCopies(MemoryBudget::Reservation &copies,
                                  Operation *op, uint64_t elements) {
  if (llvm::Error error =
          copies.add(elements * sizeof(C),
                     "the '" + op->getName().getStringRef() +
                         "' kernel's copies in its computation type"))
    return op->emitError() << llvm::toString(std::move(error));
  return success();
}

//===----------------------------------------------------------------------===//
// Convolution
//===----------------------------------------------------------------------===//

template <typename K>
static Literal convolve(hlo::ConvolutionOp op, const Literal &lhsLiteral,
                        const Literal &rhsLiteral, ElementType resultType,
                        ArrayRef<int64_t> resultShape) {
  using C = typename K::C;
  std::vector<C> lhs = loadAs<K>(lhsLiteral);
  std::vector<C> rhs = loadAs<K>(rhsLiteral);
  hlo::ConvDimensionNumbersAttr dnums = op.getDimLabels();
  hlo::WindowAttr window = op.getWindow();
  ArrayRef<int64_t> lhsShape = lhsLiteral.getShape();
  ArrayRef<int64_t> rhsShape = rhsLiteral.getShape();
  SmallVector<int64_t> lhsStrides = stridesOf(lhsShape);
  SmallVector<int64_t> rhsStrides = stridesOf(rhsShape);
  SmallVector<int64_t> outStrides = stridesOf(resultShape);

  int64_t inBatchDim = dnums.getInputBatchDimension();
  int64_t inFeatureDim = dnums.getInputFeatureDimension();
  ArrayRef<int64_t> inSpatial = dnums.getInputSpatialDimensions();
  int64_t kInDim = dnums.getKernelInputFeatureDimension();
  int64_t kOutDim = dnums.getKernelOutputFeatureDimension();
  ArrayRef<int64_t> kSpatial = dnums.getKernelSpatialDimensions();
  int64_t outBatchDim = dnums.getOutputBatchDimension();
  int64_t outFeatureDim = dnums.getOutputFeatureDimension();
  ArrayRef<int64_t> outSpatial = dnums.getOutputSpatialDimensions();
  size_t numSpatial = inSpatial.size();

  int64_t featureGroups = op.getFeatureGroupCount();
  int64_t batchGroups = op.getBatchGroupCount();
  int64_t inBatch = lhsShape[inBatchDim];
  int64_t batchGroupSize = inBatch / batchGroups;
  int64_t inFeatureGroupSize = rhsShape[kInDim];
  int64_t outFeatures = rhsShape[kOutDim];
  int64_t outFeatureGroupSize = outFeatures / featureGroups;
  int64_t outBatchGroupSize = outFeatures / batchGroups;

  int64_t numOutputs = 1;
  for (int64_t size : resultShape)
    numOutputs *= size;
  int64_t numKernelPositions = 1;
  for (int64_t d : kSpatial)
    numKernelPositions *= rhsShape[d];

  // The window, with XLA's defaults filled in.
  SmallVector<int64_t> stride, padLow, baseDilation, windowDilation;
  SmallVector<bool> reversal;
  for (size_t s = 0; s < numSpatial; ++s) {
    stride.push_back(window.getStrideAt(s));
    padLow.push_back(window.getPadLowAt(s));
    baseDilation.push_back(window.getLhsDilateAt(s));
    windowDilation.push_back(window.getRhsDilateAt(s));
    reversal.push_back(window.getRhsReversalAt(s));
  }

  std::vector<C> result(numOutputs, C(0));
  SmallVector<int64_t> outIndex(resultShape.size());
  SmallVector<int64_t> kIndex(numSpatial);
  for (int64_t linear = 0; linear < numOutputs; ++linear) {
    for (size_t d = 0; d < resultShape.size(); ++d)
      outIndex[d] = (linear / outStrides[d]) % resultShape[d];
    int64_t oz = outIndex[outFeatureDim];
    int64_t featureGroup = oz / outFeatureGroupSize;
    int64_t batchGroup = oz / outBatchGroupSize;
    int64_t inB = outIndex[outBatchDim] + batchGroup * batchGroupSize;
    C sum = C(0);
    for (int64_t kPos = 0; kPos < numKernelPositions; ++kPos) {
      // The kernel's spatial position, last spatial dimension fastest.
      int64_t rest = kPos;
      for (int64_t s = int64_t(numSpatial) - 1; s >= 0; --s) {
        kIndex[s] = rest % rhsShape[kSpatial[s]];
        rest /= rhsShape[kSpatial[s]];
      }
      int64_t lhsBase = inB * lhsStrides[inBatchDim];
      int64_t rhsBase = oz * rhsStrides[kOutDim];
      bool inside = true;
      for (size_t s = 0; s < numSpatial && inside; ++s) {
        int64_t undilated = outIndex[outSpatial[s]] * stride[s] - padLow[s] +
                            kIndex[s] * windowDilation[s];
        if (undilated % baseDilation[s] != 0) {
          inside = false;
          break;
        }
        int64_t position = undilated / baseDilation[s];
        if (position < 0 || position >= lhsShape[inSpatial[s]]) {
          inside = false;
          break;
        }
        lhsBase += position * lhsStrides[inSpatial[s]];
        int64_t kernelPosition =
            reversal[s] ? rhsShape[kSpatial[s]] - 1 - kIndex[s] : kIndex[s];
        rhsBase += kernelPosition * rhsStrides[kSpatial[s]];
      }
      if (!inside)
        continue;
      for (int64_t iz = 0; iz < inFeatureGroupSize; ++iz) {
        int64_t inZ = featureGroup * inFeatureGroupSize + iz;
        sum = mulAdd<C>(sum, lhs[lhsBase + inZ * lhsStrides[inFeatureDim]],
                        rhs[rhsBase + iz * rhsStrides[kInDim]]);
      }
    }
    result[linear] = sum;
  }
  return storeAs<K>(resultType, resultShape, result);
}

static LogicalResult convolutionKernel(Operation *operation,
                                       ArrayRef<const RtValue *> operands,
                                       std::vector<RtValue> &results,
                                       KernelContext &context) {
  auto op = cast<hlo::ConvolutionOp>(operation);
  auto resultType = cast<ShapedType>(op.getType());
  ElementType type = elementTypeOf(op.getResult());
  if (type == ElementType::Pred)
    return op.emitError("the interpreter has no pred convolution");
  int64_t featureGroups = op.getFeatureGroupCount();
  int64_t batchGroups = op.getBatchGroupCount();
  if (featureGroups < 1 || batchGroups < 1)
    return op.emitError("group counts must be positive");
  for (unsigned s = 0; s < op.getWindow().getRank(); ++s)
    if (op.getWindow().getLhsDilateAt(s) < 1)
      return op.emitError("base dilations must be positive");
  const Literal &lhs = operands[0]->getArray();
  const Literal &rhs = operands[1]->getArray();
  // The loop works on copies of the operands and the result in the
  // computation type, charged to the memory budget while it runs.
  MemoryBudget::Reservation copies;
  return visitElementType(type, [&](auto tag) -> LogicalResult {
    using K = typename decltype(tag)::type;
    uint64_t elements = lhs.getNumElements() + rhs.getNumElements() +
                        getNumElements(resultType.getShape());
    if (llvm::Error error =
            copies.add(elements * sizeof(typename K::C),
                       "the reference convolution's copies of its operands "
                       "and result"))
      return op.emitError() << llvm::toString(std::move(error));
    results.push_back(
        RtValue(convolve<K>(op, lhs, rhs, type, resultType.getShape())));
    return success();
  });
}

//===----------------------------------------------------------------------===//
// Linear algebra
//===----------------------------------------------------------------------===//

template <typename T> static T conjOf(T x) {
  if constexpr (isComplex<T>)
    return std::conj(x);
  else
    return x;
}

/// a / b; complex as XLA divides (complex_math::divide: Smith's algorithm
/// in the element type, as the lowering's complex.div).
template <typename T> static T quotientOf(T a, T b) {
  if constexpr (isComplex<T>)
    return complex_math::divide(a, b);
  else
    return a / b;
}

template <typename T> static auto realOf(T x) {
  if constexpr (isComplex<T>)
    return x.real();
  else
    return x;
}

/// Calls `f(Tag<Codec>())` for every float and complex codec (the codec's
/// class, not a list: the f8 types and the dialect's narrow floats too),
/// fails naming the type otherwise.
///
/// The narrow floats compute in f32 (their codec's C) and round once at the
/// end, through f16 where XLA's CPU backend computes them in f16
/// (SmallFloatCodec::store). XLA itself runs CholeskyExpander and
/// TriangularSolveExpander before FloatNormalization (cpu_compiler.cc), so
/// each step of the expanded loop is an f16 op whose result is rounded to
/// the f8 type: its results are those of many f8 roundings, ours of one.
/// They agree on exactly representable cases; otherwise XLA's error grows
/// with the matrix size (each step adds up to half an f8 ulp of the
/// intermediate), so results differ by a few f8 ulps.
template <typename F>
static LogicalResult dispatchFloat(Operation *op, ElementType type, F &&f) {
  return visitElementType(type, [&](auto tag) -> LogicalResult {
    using K = typename decltype(tag)::type;
    if constexpr (K::kClass == kFloat || K::kClass == kComplex) {
      return f(tag);
    } else {
      return op->emitError() << "'" << op->getName()
                             << "' needs a float or complex operand, got "
                             << getElementTypeName(type);
    }
  });
}

template <typename K> static Literal cholesky(const Literal &a, bool lower) {
  using C = typename K::C;
  using R = decltype(realOf(C()));
  std::vector<C> values = load<K>(a);
  ArrayRef<int64_t> shape = a.getShape();
  int64_t n = shape.back();
  int64_t numMatrices = n == 0 ? 0 : values.size() / (n * n);
  std::vector<C> result(values.size(), C(0));
  for (int64_t m = 0; m < numMatrices; ++m) {
    const C *in = values.data() + m * n * n;
    C *out = result.data() + m * n * n;
    // The lower-triangle element (i, j), i >= j, of the Hermitian matrix.
    auto at = [&](int64_t i, int64_t j) {
      return lower ? in[i * n + j] : conjOf(in[j * n + i]);
    };
    std::vector<C> l(n * n, C(0));
    bool ok = true;
    for (int64_t j = 0; j < n && ok; ++j) {
      R d = realOf(at(j, j));
      for (int64_t k = 0; k < j; ++k)
        d -= realOf(l[j * n + k] * conjOf(l[j * n + k]));
      if (!(d > R(0))) {
        ok = false;
        break;
      }
      R root = std::sqrt(d);
      l[j * n + j] = C(root);
      for (int64_t i = j + 1; i < n; ++i) {
        C s = at(i, j);
        for (int64_t k = 0; k < j; ++k)
          s -= l[i * n + k] * conjOf(l[j * n + k]);
        l[i * n + j] = quotientOf(s, C(root));
      }
    }
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j < n; ++j) {
        if (!ok)
          out[i * n + j] = C(std::numeric_limits<R>::quiet_NaN());
        else if (lower)
          out[i * n + j] = l[i * n + j];
        else
          out[i * n + j] = conjOf(l[j * n + i]);
      }
  }
  return storeAs<K>(a.getElementType(), shape, result);
}

template <typename K>
static Literal triangularSolve(const Literal &aLiteral, const Literal &bLiteral,
                               hlo::TriangularSolveOptionsAttr options) {
  using C = typename K::C;
  std::vector<C> aValues = load<K>(aLiteral);
  std::vector<C> bValues = load<K>(bLiteral);
  ArrayRef<int64_t> bShape = bLiteral.getShape();
  int64_t rank = bShape.size();
  int64_t rows = bShape[rank - 2], cols = bShape[rank - 1];
  bool leftSide = options.getLeftSide();
  int64_t n = leftSide ? rows : cols;
  int64_t numBatches = 1;
  for (int64_t d = 0; d < rank - 2; ++d)
    numBatches *= bShape[d];
  bool lowerA = options.getLower();
  hlo::Transpose transpose = options.getTransposeA();
  std::vector<C> x(bValues.size(), C(0));
  std::vector<C> m(n * n);
  for (int64_t batch = 0; batch < numBatches; ++batch) {
    const C *a = aValues.data() + batch * n * n;
    const C *b = bValues.data() + batch * rows * cols;
    C *out = x.data() + batch * rows * cols;
    // m = op(triangle of a).
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j < n; ++j) {
        C value = C(0);
        bool inTriangle = lowerA ? j <= i : j >= i;
        if (i == j && options.getUnitDiagonal())
          value = C(1);
        else if (inTriangle)
          value = a[i * n + j];
        if (transpose == hlo::Transpose::NO_TRANSPOSE)
          m[i * n + j] = value;
        else if (transpose == hlo::Transpose::TRANSPOSE)
          m[j * n + i] = value;
        else
          m[j * n + i] = conjOf(value);
      }
    bool lowerM = lowerA == (transpose == hlo::Transpose::NO_TRANSPOSE);
    if (leftSide) {
      // m * x = b, column by column.
      for (int64_t c = 0; c < cols; ++c)
        for (int64_t t = 0; t < n; ++t) {
          int64_t i = lowerM ? t : n - 1 - t;
          C s = b[i * cols + c];
          for (int64_t k = 0; k < n; ++k)
            if (lowerM ? k < i : k > i)
              s -= m[i * n + k] * out[k * cols + c];
          out[i * cols + c] = quotientOf(s, m[i * n + i]);
        }
    } else {
      // x * m = b, row by row: x_j = (b_j - sum x_i m_ij) / m_jj.
      for (int64_t r = 0; r < rows; ++r)
        for (int64_t t = 0; t < n; ++t) {
          int64_t j = lowerM ? n - 1 - t : t;
          C s = b[r * cols + j];
          for (int64_t k = 0; k < n; ++k)
            if (lowerM ? k > j : k < j)
              s -= out[r * cols + k] * m[k * n + j];
          out[r * cols + j] = quotientOf(s, m[j * n + j]);
        }
    }
  }
  return storeAs<K>(bLiteral.getElementType(), bShape, x);
}

//===----------------------------------------------------------------------===//
// Batch normalization
//===----------------------------------------------------------------------===//

namespace {
/// The layout of an operand around its feature dimension: `outer` x
/// `features` x `inner` elements.
struct FeatureLayout {
  int64_t outer = 1, features = 1, inner = 1;
  FeatureLayout(ArrayRef<int64_t> shape, int64_t featureIndex) {
    for (int64_t d = 0; d < int64_t(shape.size()); ++d) {
      if (d < featureIndex)
        outer *= shape[d];
      else if (d == featureIndex)
        features = shape[d];
      else
        inner *= shape[d];
    }
  }
  int64_t feature(int64_t linear) const { return (linear / inner) % features; }
  int64_t perFeature() const { return outer * inner; }
};
} // namespace

template <typename K>
static void batchNormInference(const Literal &operand,
                               ArrayRef<const RtValue *> operands,
                               float epsilon, int64_t featureIndex,
                               std::vector<RtValue> &results) {
  using C = typename K::C;
  FeatureLayout layout(operand.getShape(), featureIndex);
  std::vector<C> x = load<K>(operand);
  std::vector<C> scale = load<K>(operands[1]->getArray());
  std::vector<C> offset = load<K>(operands[2]->getArray());
  std::vector<C> mean = load<K>(operands[3]->getArray());
  std::vector<C> var = load<K>(operands[4]->getArray());
  std::vector<C> y(x.size());
  for (size_t i = 0; i < x.size(); ++i) {
    int64_t f = layout.feature(i);
    y[i] = (x[i] - mean[f]) / std::sqrt(var[f] + C(epsilon)) * scale[f] +
           offset[f];
  }
  results.push_back(
      storeAs<K>(operand.getElementType(), operand.getShape(), y));
}

template <typename K>
static void batchNormTraining(const Literal &operand,
                              ArrayRef<const RtValue *> operands, float epsilon,
                              int64_t featureIndex,
                              std::vector<RtValue> &results) {
  using C = typename K::C;
  FeatureLayout layout(operand.getShape(), featureIndex);
  std::vector<C> x = load<K>(operand);
  std::vector<C> scale = load<K>(operands[1]->getArray());
  std::vector<C> offset = load<K>(operands[2]->getArray());
  std::vector<C> mean(layout.features, C(0)), var(layout.features, C(0));
  std::vector<C> sumSquares(layout.features, C(0));
  for (size_t i = 0; i < x.size(); ++i) {
    mean[layout.feature(i)] += x[i];
    sumSquares[layout.feature(i)] += x[i] * x[i];
  }
  C count = C(layout.perFeature());
  for (int64_t f = 0; f < layout.features; ++f) {
    mean[f] /= count;
    // XLA's expansion: E[x^2] - E[x]^2.
    var[f] = sumSquares[f] / count - mean[f] * mean[f];
  }
  std::vector<C> y(x.size());
  for (size_t i = 0; i < x.size(); ++i) {
    int64_t f = layout.feature(i);
    y[i] = (x[i] - mean[f]) / std::sqrt(var[f] + C(epsilon)) * scale[f] +
           offset[f];
  }
  ElementType type = operand.getElementType();
  results.push_back(storeAs<K>(type, operand.getShape(), y));
  results.push_back(storeAs<K>(type, {layout.features}, mean));
  results.push_back(storeAs<K>(type, {layout.features}, var));
}

template <typename K>
static void batchNormGrad(const Literal &operand,
                          ArrayRef<const RtValue *> operands, float epsilon,
                          int64_t featureIndex, std::vector<RtValue> &results) {
  using C = typename K::C;
  FeatureLayout layout(operand.getShape(), featureIndex);
  std::vector<C> x = load<K>(operand);
  std::vector<C> scale = load<K>(operands[1]->getArray());
  std::vector<C> mean = load<K>(operands[2]->getArray());
  std::vector<C> var = load<K>(operands[3]->getArray());
  std::vector<C> dy = load<K>(operands[4]->getArray());
  int64_t features = layout.features;
  std::vector<C> sumDy(features, C(0)), sumDyXc(features, C(0));
  for (size_t i = 0; i < x.size(); ++i) {
    int64_t f = layout.feature(i);
    sumDy[f] += dy[i];
    sumDyXc[f] += dy[i] * (x[i] - mean[f]);
  }
  C count = C(layout.perFeature());
  std::vector<C> gradScale(features), gradOffset(features);
  for (int64_t f = 0; f < features; ++f) {
    C rstd = C(1) / std::sqrt(var[f] + C(epsilon));
    gradScale[f] = sumDyXc[f] * rstd;
    gradOffset[f] = sumDy[f];
  }
  std::vector<C> dx(x.size());
  for (size_t i = 0; i < x.size(); ++i) {
    int64_t f = layout.feature(i);
    C varEps = var[f] + C(epsilon);
    C rstd = C(1) / std::sqrt(varEps);
    dx[i] = scale[f] * rstd / count *
            (count * dy[i] - sumDy[f] - (x[i] - mean[f]) * sumDyXc[f] / varEps);
  }
  ElementType type = operand.getElementType();
  results.push_back(storeAs<K>(type, operand.getShape(), dx));
  results.push_back(storeAs<K>(type, {features}, gradScale));
  results.push_back(storeAs<K>(type, {features}, gradOffset));
}

/// Registers a batch-norm kernel running `Body<K>` for the real float types
/// (every codec of class kFloat). The narrow floats compute in f32 and round
/// once, through f16 where XLA computes them in f16: XLA's CPU backend runs
/// FloatNormalization before BatchNormExpander (cpu_compiler.cc), so the
/// whole batch norm is expanded in f16 (each of its steps rounding to f16)
/// and only its results are rounded to the f8 type. The f16 steps' errors
/// (a few f16 ulps, 2^-11 relative each) are far below half an f8 ulp
/// (2^-4 relative for 3 mantissa bits), so the two differ only for results
/// within a few f16 ulps of an f8 rounding boundary.
template <typename Op, typename Body>
static void addBatchNorm(KernelRegistry &registry, Body body) {
  registry.add(
      Op::getOperationName(),
      [body](Operation *operation, ArrayRef<const RtValue *> operands,
             std::vector<RtValue> &results, KernelContext &) -> LogicalResult {
        auto op = cast<Op>(operation);
        const Literal &operand = operands[0]->getArray();
        float epsilon = op.getEpsilon().convertToFloat();
        int64_t featureIndex = op.getFeatureIndex();
        ElementType type = operand.getElementType();
        MemoryBudget::Reservation copies;
        return visitElementType(type, [&](auto tag) -> LogicalResult {
          using K = typename decltype(tag)::type;
          if constexpr (K::kClass == kFloat) {
            // At most three arrays of the operand's size (the gradient's x,
            // dy and dx) and five per feature.
            int64_t features =
                operand.getRank() > featureIndex && featureIndex >= 0
                    ? operand.getShape()[featureIndex]
                    : 0;
            if (failed(chargeCopies<typename K::C>(
                    copies, op, 3 * operand.getNumElements() + 5 * features)))
              return failure();
            body(tag, operand, operands, epsilon, featureIndex, results);
            return success();
          } else {
            return op.emitError()
                   << "'" << op->getName() << "' needs a float operand, got "
                   << getElementTypeName(type);
          }
        });
      });
}

//===----------------------------------------------------------------------===//
// Fft
//===----------------------------------------------------------------------===//

using Complex = std::complex<double>;

/// A naive DFT of `data` (of `shape`) along `axis`, in place.
static void dft(std::vector<Complex> &data, ArrayRef<int64_t> shape,
                int64_t axis, bool inverse) {
  int64_t n = shape[axis];
  if (n == 0)
    return;
  int64_t inner = 1;
  for (size_t d = axis + 1; d < shape.size(); ++d)
    inner *= shape[d];
  int64_t outer = data.size() / (n * inner);
  const double pi = 3.14159265358979323846;
  double sign = inverse ? 1.0 : -1.0;
  std::vector<Complex> line(n);
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t in = 0; in < inner; ++in) {
      Complex *base = data.data() + o * n * inner + in;
      for (int64_t k = 0; k < n; ++k) {
        Complex s = 0;
        for (int64_t j = 0; j < n; ++j) {
          double angle = sign * 2 * pi * double((j * k) % n) / double(n);
          s += base[j * inner] * Complex(std::cos(angle), std::sin(angle));
        }
        line[k] = inverse ? s / double(n) : s;
      }
      for (int64_t k = 0; k < n; ++k)
        base[k * inner] = line[k];
    }
}

/// The elements of a literal as complex<double>.
static std::vector<Complex> loadComplex(const Literal &l) {
  std::vector<Complex> values(l.getNumElements());
  visitElementType(l.getElementType(), [&](auto tag) {
    using K = typename decltype(tag)::type;
    const auto *data = l.as<typename K::S>();
    for (size_t i = 0; i < values.size(); ++i)
      values[i] = convertValue<Complex>(K::load(data[i]));
  });
  return values;
}

static LogicalResult fftKernel(Operation *operation,
                               ArrayRef<const RtValue *> operands,
                               std::vector<RtValue> &results, KernelContext &) {
  auto op = cast<hlo::FftOp>(operation);
  const Literal &operand = operands[0]->getArray();
  ArrayRef<int64_t> length = op.getFftLength();
  auto resultType = cast<ShapedType>(op.getType());
  ArrayRef<int64_t> resultShape = resultType.getShape();
  ElementType type = elementTypeOf(op.getResult());
  int64_t rank = operand.getRank();
  int64_t numFft = length.size();
  // The operand, the result and a full spectrum, at most, in complex<double>.
  MemoryBudget::Reservation copies;
  if (failed(chargeCopies<Complex>(
          copies, op,
          3 * std::max<uint64_t>(operand.getNumElements(),
                                 getNumElements(resultShape)))))
    return failure();
  std::vector<Complex> data = loadComplex(operand);
  SmallVector<int64_t> shape(operand.getShape());
  hlo::FftType kind = op.getFftType();

  std::vector<Complex> out;
  if (kind == hlo::FftType::FFT || kind == hlo::FftType::IFFT) {
    for (int64_t d = rank - numFft; d < rank; ++d)
      dft(data, shape, d, kind == hlo::FftType::IFFT);
    out = std::move(data);
  } else if (kind == hlo::FftType::RFFT) {
    for (int64_t d = rank - numFft; d < rank; ++d)
      dft(data, shape, d, false);
    // Keep the first length/2+1 coefficients of the innermost dimension.
    int64_t n = shape.back(), kept = resultShape.back();
    int64_t rows = n == 0 ? 0 : data.size() / n;
    for (int64_t r = 0; r < rows; ++r)
      for (int64_t k = 0; k < kept; ++k)
        out.push_back(data[r * n + k]);
  } else {
    // IRFFT: inverse along the outer fft dimensions, then a Hermitian
    // inverse along the innermost one.
    for (int64_t d = rank - numFft; d < rank - 1; ++d)
      dft(data, shape, d, true);
    int64_t half = shape.back(), n = resultShape.back();
    int64_t rows = half == 0 ? 0 : data.size() / half;
    SmallVector<int64_t> fullShape(shape);
    fullShape.back() = n;
    std::vector<Complex> full(rows * n);
    for (int64_t r = 0; r < rows; ++r)
      for (int64_t k = 0; k < n; ++k) {
        if (k < half)
          full[r * n + k] = data[r * half + k];
        else if (n - k < half)
          full[r * n + k] = std::conj(data[r * half + (n - k)]);
      }
    dft(full, fullShape, rank - 1, true);
    out = std::move(full);
  }
  results.push_back(visitElementType(type, [&](auto tag) {
    using K = typename decltype(tag)::type;
    std::vector<typename K::C> values(out.size());
    for (size_t i = 0; i < out.size(); ++i)
      values[i] = convertValue<typename K::C>(out[i]);
    return RtValue(storeAs<K>(type, resultShape, values));
  }));
  return success();
}

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

namespace xhlo::interp {
void registerScaledDotKernel(KernelRegistry &registry); // ScaledDotKernel.cpp
} // namespace xhlo::interp

void xhlo::interp::registerContractionKernels(KernelRegistry &registry) {
  registerScaledDotKernel(registry);
  registry.add(hlo::ConvolutionOp::getOperationName(), convolutionKernel);

  registry.add(
      hlo::CholeskyOp::getOperationName(),
      [](Operation *operation, ArrayRef<const RtValue *> operands,
         std::vector<RtValue> &results, KernelContext &) -> LogicalResult {
        auto op = cast<hlo::CholeskyOp>(operation);
        const Literal &a = operands[0]->getArray();
        MemoryBudget::Reservation copies;
        return dispatchFloat(op, a.getElementType(),
                             [&](auto tag) -> LogicalResult {
                               using K = typename decltype(tag)::type;
                               // The matrices, the result and one factor.
                               if (failed(chargeCopies<typename K::C>(
                                       copies, op, 3 * a.getNumElements())))
                                 return failure();
                               results.push_back(cholesky<K>(a, op.getLower()));
                               return success();
                             });
      });

  registry.add(
      hlo::TriangularSolveOp::getOperationName(),
      [](Operation *operation, ArrayRef<const RtValue *> operands,
         std::vector<RtValue> &results, KernelContext &) -> LogicalResult {
        auto op = cast<hlo::TriangularSolveOp>(operation);
        const Literal &a = operands[0]->getArray();
        const Literal &b = operands[1]->getArray();
        MemoryBudget::Reservation copies;
        return dispatchFloat(
            op, b.getElementType(), [&](auto tag) -> LogicalResult {
              using K = typename decltype(tag)::type;
              // a and b, the solution and a's matrix.
              if (failed(chargeCopies<typename K::C>(
                      copies, op,
                      2 * (a.getNumElements() + b.getNumElements()))))
                return failure();
              results.push_back(triangularSolve<K>(a, b, op.getOptions()));
              return success();
            });
      });

  addBatchNorm<hlo::BatchNormInferenceOp>(
      registry, [](auto tag, auto &&...args) {
        batchNormInference<typename decltype(tag)::type>(args...);
      });
  addBatchNorm<hlo::BatchNormTrainingOp>(
      registry, [](auto tag, auto &&...args) {
        batchNormTraining<typename decltype(tag)::type>(args...);
      });
  addBatchNorm<hlo::BatchNormGradOp>(registry, [](auto tag, auto &&...args) {
    batchNormGrad<typename decltype(tag)::type>(args...);
  });

  registry.add(hlo::FftOp::getOperationName(), fftKernel);
}
