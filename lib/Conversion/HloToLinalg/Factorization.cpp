//===- Factorization.cpp - hlo cholesky and triangular_solve to loops -----===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file lowers hlo.cholesky and hlo.triangular_solve of real and complex
// matrices to scf.for loops on tensors, the interpreter's algorithms in its
// order of operations (ContractionKernels.cpp): the batch dimensions are
// folded into one, f16, bf16 and the floats of at most 8 bits compute in
// f32 and round once at the end (the small floats loaded and stored as the
// interpreter's codecs do: buildLoad, buildStore), complex<f32> and
// complex<f64> compute in the complex dialect (complex.mul, complex.div and
// complex.sub as the interpreter's std::complex operators, complex.conj for the
// conjugates).
//
// - cholesky: column by column, L(j,j) = sqrt(re a(j,j) - sum_k<j
//   re(L(j,k) conj(L(j,k)))) (real, a complex with imaginary part 0),
//   L(i,j) = (a(i,j) - sum_k<j L(i,k) conj(L(j,k))) / L(j,j), reading the
//   lower triangle of a (the upper one conjugate-transposed when lower =
//   false, whose result is L's conjugate transpose). The other triangle of
//   the result is zero; a matrix that is not positive definite (a pivot
//   that is not > 0) gives NaN everywhere (NaN + 0i for complex).
// - triangular_solve: forward or back substitution, one column of b at a
//   time (left side) or one row (right side), with op(a) read from a's
//   triangle (a transposed for TRANSPOSE, conjugate-transposed for
//   ADJOINT) and ones on the diagonal for unit_diagonal.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Dialect/Hlo/IR/HloAttrs.h"
#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include <limits>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::hlo_to_linalg;

/// The type the hlo element type `element` computes in: f32 for the 16-bit
/// and smaller floats, a complex type itself.
static Type computeType(Type element) {
  if (isa<ComplexType>(element))
    return element;
  auto type = cast<FloatType>(computeElement(element));
  return type.getWidth() < 32 ? Float32Type::get(type.getContext()) : type;
}

/// The stored element `value` of the hlo element type `element` as a value
/// of `type` (computeType(element)).
static Value load(OpBuilder &b, Location l, Type element, Value value,
                  Type type) {
  value = buildLoad(b, l, element, value);
  return value.getType() == type ? value
                                 : b.create<arith::ExtFOp>(l, type, value);
}

/// x - y, x * y and x / y of two floats or two complex numbers.
static Value subtract(OpBuilder &b, Location l, Value x, Value y) {
  if (isa<ComplexType>(x.getType()))
    return b.create<complex::SubOp>(l, x, y);
  return b.create<arith::SubFOp>(l, x, y);
}
static Value multiply(OpBuilder &b, Location l, Value x, Value y) {
  if (isa<ComplexType>(x.getType()))
    return b.create<complex::MulOp>(l, x, y);
  return b.create<arith::MulFOp>(l, x, y);
}
static Value divide(OpBuilder &b, Location l, Value x, Value y) {
  if (isa<ComplexType>(x.getType()))
    return b.create<complex::DivOp>(l, x, y);
  return b.create<arith::DivFOp>(l, x, y);
}

/// The complex conjugate of `x`, a float itself.
static Value conjugate(OpBuilder &b, Location l, Value x) {
  if (isa<ComplexType>(x.getType()))
    return b.create<complex::ConjOp>(l, x);
  return x;
}

/// The real part of `x`, a float itself.
static Value realPart(OpBuilder &b, Location l, Value x) {
  if (isa<ComplexType>(x.getType()))
    return b.create<complex::ReOp>(l, x);
  return x;
}

/// A scf.for over [lo, hi) carrying one value.
static Value
buildSum(OpBuilder &b, Location l, Value lo, Value hi, Value init,
         llvm::function_ref<Value(OpBuilder &, Location, Value, Value)> step) {
  Value one = b.create<arith::ConstantIndexOp>(l, 1);
  auto loop = b.create<scf::ForOp>(
      l, lo, hi, one, ValueRange{init},
      [&](OpBuilder &fb, Location fl, Value k, ValueRange args) {
        fb.create<scf::YieldOp>(fl, step(fb, fl, k, args[0]));
      });
  return loop.getResult(0);
}

/// The [batch, rows, cols] tensor `value` (compute type, `transposed`: read
/// as [batch, cols, rows], conjugated when complex) as `type` (the op's
/// converted result, any shape of the same elements, whose hlo element type
/// is `element`), NaN (NaN + 0i) in the matrices whose entry of `ok`
/// ([batch] i1, or null) is false.
static Value buildResult(OpBuilder &b, Location l, Value value, Value ok,
                         bool transposed, Type element, RankedTensorType type) {
  auto valueType = cast<RankedTensorType>(value.getType());
  MLIRContext *ctx = b.getContext();
  AffineExpr batch = getAffineDimExpr(0, ctx), i = getAffineDimExpr(1, ctx),
             j = getAffineDimExpr(2, ctx);
  int64_t rows = valueType.getDimSize(transposed ? 2 : 1);
  int64_t cols = valueType.getDimSize(transposed ? 1 : 2);
  auto outType = RankedTensorType::get({valueType.getDimSize(0), rows, cols},
                                       type.getElementType());
  SmallVector<Value> ins{value};
  SmallVector<AffineMap> maps{
      AffineMap::get(3, 0,
                     transposed ? ArrayRef<AffineExpr>{batch, j, i}
                                : ArrayRef<AffineExpr>{batch, i, j},
                     ctx)};
  if (ok) {
    ins.push_back(ok);
    maps.push_back(AffineMap::get(3, 0, {batch}, ctx));
  }
  maps.push_back(b.getMultiDimIdentityMap(3));
  Value out =
      b.create<linalg::GenericOp>(
           l, TypeRange{outType}, ins, ValueRange{buildEmpty(b, l, outType)},
           maps,
           SmallVector<utils::IteratorType>(3, utils::IteratorType::parallel),
           [&](OpBuilder &gb, Location gl, ValueRange args) {
             Value x = transposed ? conjugate(gb, gl, args[0]) : args[0];
             if (ok) {
               Value nan = buildScalarConstant(
                   gb, gl, x.getType(),
                   std::numeric_limits<double>::quiet_NaN());
               x = gb.create<arith::SelectOp>(gl, args[1], x, nan);
             }
             if (getSmallFloatPrimitive(element))
               x = buildStore(gb, gl, element, x);
             else if (x.getType() != outType.getElementType())
               x = gb.create<arith::TruncFOp>(gl, outType.getElementType(), x);
             gb.create<linalg::YieldOp>(gl, x);
           })
          .getResult(0);
  return buildReshape(b, l, out, type.getShape());
}

namespace {

//===----------------------------------------------------------------------===//
// cholesky
//===----------------------------------------------------------------------===//

struct CholeskyLowering : OpConversionPattern<hlo::CholeskyOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::CholeskyOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkOperandsAndResults(op)))
      return failure();
    auto type = cast<RankedTensorType>(adaptor.getA().getType());
    int64_t n = type.getShape().back();
    int64_t batch = n == 0 ? 0 : type.getNumElements() / (n * n);
    bool lower = op.getLower();
    Location loc = op.getLoc();
    Type element = getElementTypeOrSelf(op.getA().getType());
    Type compute = computeType(element);
    // The pivots' type.
    auto complexType = dyn_cast<ComplexType>(compute);
    Type real = complexType ? complexType.getElementType() : compute;
    Value a = buildReshape(rewriter, loc, adaptor.getA(), {batch, n, n});
    auto factorType = RankedTensorType::get({batch, n, n}, compute);
    Value zero = buildScalarConstant(rewriter, loc, real, 0.0);
    Value factor = buildFilled(rewriter, loc, factorType,
                               buildScalarConstant(rewriter, loc, compute, 0));
    auto okType = RankedTensorType::get({batch}, rewriter.getI1Type());
    Value ok = buildEmpty(rewriter, loc, okType);
    auto c = [](OpBuilder &b, Location l, int64_t v) -> Value {
      return b.create<arith::ConstantIndexOp>(l, v);
    };
    SmallVector<Value> results = buildLoopNest(
        rewriter, loc, {batch}, ValueRange{factor, ok},
        [&](OpBuilder &b, Location l, ValueRange ivs,
            ValueRange carried) -> SmallVector<Value> {
          Value m = ivs[0];
          // The lower triangle's element (i, j), i >= j, of the Hermitian
          // matrix.
          auto at = [&](OpBuilder &ab, Location al, Value i, Value j) {
            Value x = load(
                ab, al, element,
                ab.create<tensor::ExtractOp>(
                    al, a, lower ? ValueRange{m, i, j} : ValueRange{m, j, i}),
                compute);
            return lower ? x : conjugate(ab, al, x);
          };
          auto columns = b.create<scf::ForOp>(
              l, c(b, l, 0), c(b, l, n), c(b, l, 1),
              ValueRange{carried[0], b.create<arith::ConstantIntOp>(l, 1, 1)},
              [&](OpBuilder &jb, Location jl, Value j, ValueRange args) {
                Value l0 = args[0];
                // d = re a(j,j) - sum_k<j re(L(j,k) conj(L(j,k))).
                Value d = buildSum(
                    jb, jl, c(jb, jl, 0), j, realPart(jb, jl, at(jb, jl, j, j)),
                    [&](OpBuilder &kb, Location kl, Value k, Value acc) {
                      Value x = kb.create<tensor::ExtractOp>(
                          kl, l0, ValueRange{m, j, k});
                      Value square = multiply(kb, kl, x, conjugate(kb, kl, x));
                      return kb
                          .create<arith::SubFOp>(kl, acc,
                                                 realPart(kb, kl, square))
                          .getResult();
                    });
                Value positive = jb.create<arith::CmpFOp>(
                    jl, arith::CmpFPredicate::OGT, d, zero);
                Value root = jb.create<math::SqrtOp>(jl, d);
                if (complexType)
                  root =
                      jb.create<complex::CreateOp>(jl, complexType, root, zero);
                Value l1 = jb.create<tensor::InsertOp>(jl, root, l0,
                                                       ValueRange{m, j, j});
                Value next = jb.create<arith::AddIOp>(jl, j, c(jb, jl, 1));
                auto rows = jb.create<scf::ForOp>(
                    jl, next, c(jb, jl, n), c(jb, jl, 1), ValueRange{l1},
                    [&](OpBuilder &ib, Location il, Value i, ValueRange lv) {
                      Value s = buildSum(
                          ib, il, c(ib, il, 0), j, at(ib, il, i, j),
                          [&](OpBuilder &kb, Location kl, Value k, Value acc) {
                            Value x = kb.create<tensor::ExtractOp>(
                                kl, lv[0], ValueRange{m, i, k});
                            Value y = kb.create<tensor::ExtractOp>(
                                kl, lv[0], ValueRange{m, j, k});
                            return subtract(
                                kb, kl, acc,
                                multiply(kb, kl, x, conjugate(kb, kl, y)));
                          });
                      Value q = divide(ib, il, s, root);
                      ib.create<scf::YieldOp>(
                          il, ValueRange{ib.create<tensor::InsertOp>(
                                  il, q, lv[0], ValueRange{m, i, j})});
                    });
                jb.create<scf::YieldOp>(
                    jl,
                    ValueRange{rows.getResult(0), jb.create<arith::AndIOp>(
                                                      jl, args[1], positive)});
              });
          Value okNext = b.create<tensor::InsertOp>(l, columns.getResult(1),
                                                    carried[1], ValueRange{m});
          return {columns.getResult(0), okNext};
        });
    rewriter.replaceOp(
        op, buildResult(rewriter, loc, results[0], results[1], !lower, element,
                        toSignless(cast<RankedTensorType>(op.getType()))));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// triangular_solve
//===----------------------------------------------------------------------===//

struct TriangularSolveLowering : OpConversionPattern<hlo::TriangularSolveOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::TriangularSolveOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkOperandsAndResults(op)))
      return failure();
    hlo::TriangularSolveOptionsAttr options = op.getOptions();
    auto bType = cast<RankedTensorType>(adaptor.getB().getType());
    ArrayRef<int64_t> bShape = bType.getShape();
    int64_t rank = bType.getRank();
    int64_t rows = bShape[rank - 2], cols = bShape[rank - 1];
    bool leftSide = options.getLeftSide();
    int64_t n = leftSide ? rows : cols;
    int64_t batch = 1;
    for (int64_t d = 0; d < rank - 2; ++d)
      batch *= bShape[d];
    bool transposed = options.getTransposeA() != hlo::Transpose::NO_TRANSPOSE;
    bool adjoint = options.getTransposeA() == hlo::Transpose::ADJOINT;
    bool unit = options.getUnitDiagonal();
    // Whether op(a) is lower triangular.
    bool lowerM = options.getLower() == !transposed;
    Location loc = op.getLoc();
    Type element = getElementTypeOrSelf(op.getB().getType());
    Type compute = computeType(element);
    Value a = buildReshape(rewriter, loc, adaptor.getA(), {batch, n, n});
    Value b = buildReshape(rewriter, loc, adaptor.getB(), {batch, rows, cols});
    auto xType = RankedTensorType::get({batch, rows, cols}, compute);
    Value x = buildFilled(rewriter, loc, xType,
                          buildScalarConstant(rewriter, loc, compute, 0));
    auto c = [](OpBuilder &ob, Location l, int64_t v) -> Value {
      return ob.create<arith::ConstantIndexOp>(l, v);
    };
    SmallVector<Value> results = buildLoopNest(
        rewriter, loc, {batch, leftSide ? cols : rows, n}, ValueRange{x},
        [&](OpBuilder &ob, Location l, ValueRange ivs,
            ValueRange carried) -> SmallVector<Value> {
          Value m = ivs[0], line = ivs[1], t = ivs[2];
          // op(a)(i, j) inside op(a)'s triangle (diagonal included).
          auto opA = [&](OpBuilder &ab, Location al, Value i, Value j) {
            Value x = load(
                ab, al, element,
                ab.create<tensor::ExtractOp>(al, a,
                                             transposed ? ValueRange{m, j, i}
                                                        : ValueRange{m, i, j}),
                compute);
            return adjoint ? conjugate(ab, al, x) : x;
          };
          // The unknown solved at this step: from the first row (column)
          // when op(a) is lower (upper) on the left side, the other way on
          // the right side.
          bool forward = leftSide == lowerM;
          Value p =
              forward
                  ? t
                  : ob.create<arith::SubIOp>(l, c(ob, l, n - 1), t).getResult();
          Value next = ob.create<arith::AddIOp>(l, p, c(ob, l, 1));
          // The unknowns already solved, in increasing order.
          Value lo = forward ? c(ob, l, 0) : next;
          Value hi = forward ? p : c(ob, l, n);
          Value bAt = ob.create<tensor::ExtractOp>(
              l, b, leftSide ? ValueRange{m, p, line} : ValueRange{m, line, p});
          Value s = buildSum(
              ob, l, lo, hi, load(ob, l, element, bAt, compute),
              [&](OpBuilder &kb, Location kl, Value k, Value acc) {
                Value known = kb.create<tensor::ExtractOp>(
                    kl, carried[0],
                    leftSide ? ValueRange{m, k, line} : ValueRange{m, line, k});
                // The interpreter's order of the factors: op(a) x on the
                // left side, x op(a) on the right.
                Value product =
                    leftSide ? multiply(kb, kl, opA(kb, kl, p, k), known)
                             : multiply(kb, kl, known, opA(kb, kl, k, p));
                return subtract(kb, kl, acc, product);
              });
          Value diagonal = unit ? buildScalarConstant(ob, l, compute, 1.0)
                                : opA(ob, l, p, p);
          Value solved = divide(ob, l, s, diagonal);
          return {ob.create<tensor::InsertOp>(
              l, solved, carried[0],
              leftSide ? ValueRange{m, p, line} : ValueRange{m, line, p})};
        });
    rewriter.replaceOp(
        op, buildResult(rewriter, loc, results[0], Value(), false, element,
                        toSignless(cast<RankedTensorType>(op.getType()))));
    return success();
  }
};

} // namespace

bool hlo_to_linalg::isFactorizationLowered(Operation *op) {
  return isa<hlo::CholeskyOp, hlo::TriangularSolveOp>(op);
}

void hlo_to_linalg::populateFactorizationPatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    ConversionTarget &target) {
  patterns.add<CholeskyLowering, TriangularSolveLowering>(
      typeConverter, patterns.getContext());
  target.addLegalDialect<arith::ArithDialect, complex::ComplexDialect,
                         linalg::LinalgDialect, math::MathDialect,
                         scf::SCFDialect, tensor::TensorDialect>();
}
