//===- ElementwiseRules.cpp - Adjoint rules of the elementwise ops --------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The derivatives of XLA's elementwise ops, as JAX defines them
// (jax/_src/lax/lax.py): each unary op multiplies the result's adjoint by
// its derivative, written with the forward result where JAX does (exp, tanh,
// logistic, sqrt, ...); maximum and minimum split ties equally; rounding and
// sign have zero derivative; clamp and select route the adjoint to the
// operand that was chosen. Scalar (0-d) clamp bounds receive the sum of
// their adjoints.
//
//===----------------------------------------------------------------------===//

#include "AdjointRules.h"

#include <cmath>

using namespace mlir;
using namespace xhlo::hlo;
using namespace xhlo::hlo::autodiff;

namespace {

/// Emits a unary op's derivative from its operand x and result y; the
/// adjoint is the result's adjoint times it.
using Derivative = Value (*)(Emitter &e, Value x, Value y);

template <Derivative D>
LogicalResult unaryRule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct || !ctx.isOperandActive(0))
    return success();
  Emitter e{ctx.getBuilder(), op->getLoc()};
  ctx.addOperandAdjoint(0,
                        e.mul(ct, D(e, op->getOperand(0), op->getResult(0))));
  return success();
}

/// For a unary op whose derivative is 1 / d(x, y), D emits d; the adjoint
/// is the result's adjoint divided by it (one division, not a reciprocal
/// and a product).
template <Derivative D>
LogicalResult reciprocalRule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct || !ctx.isOperandActive(0))
    return success();
  Emitter e{ctx.getBuilder(), op->getLoc()};
  ctx.addOperandAdjoint(0,
                        e.div(ct, D(e, op->getOperand(0), op->getResult(0))));
  return success();
}

/// Ops whose derivative is zero almost everywhere (rounding, sign).
LogicalResult zeroRule(Operation *, ReverseContext &) { return success(); }

/// Ops that pass the adjoint through (copy-like).
LogicalResult identityRule(Operation *op, ReverseContext &ctx) {
  if (Value ct = ctx.getResultAdjoint(0))
    ctx.addOperandAdjoint(0, ct);
  return success();
}

LogicalResult negateRule(Operation *op, ReverseContext &ctx) {
  if (Value ct = ctx.getResultAdjoint(0)) {
    Emitter e{ctx.getBuilder(), op->getLoc()};
    if (ctx.isOperandActive(0))
      ctx.addOperandAdjoint(0, e.neg(ct));
  }
  return success();
}

LogicalResult absRule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct || !ctx.isOperandActive(0))
    return success();
  Value x = op->getOperand(0);
  if (isa<ComplexType>(getElementTypeOrSelf(x.getType())))
    return op->emitOpError()
           << "has no derivative for complex operands here (|z| is not "
              "holomorphic)";
  Emitter e{ctx.getBuilder(), op->getLoc()};
  // JAX: select(x >= 0, g, -g).
  ctx.addOperandAdjoint(
      0,
      e.select(e.cmp(ComparisonDirection::GE, x, e.zeros(x)), ct, e.neg(ct)));
  return success();
}

//===----------------------------------------------------------------------===//
// Binary ops
//===----------------------------------------------------------------------===//

LogicalResult addRule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct)
    return success();
  ctx.addOperandAdjoint(0, ct);
  ctx.addOperandAdjoint(1, ct);
  return success();
}

LogicalResult subtractRule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct)
    return success();
  Emitter e{ctx.getBuilder(), op->getLoc()};
  ctx.addOperandAdjoint(0, ct);
  if (ctx.isOperandActive(1))
    ctx.addOperandAdjoint(1, e.neg(ct));
  return success();
}

LogicalResult multiplyRule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct)
    return success();
  Emitter e{ctx.getBuilder(), op->getLoc()};
  Value x = op->getOperand(0), y = op->getOperand(1);
  if (ctx.isOperandActive(0))
    ctx.addOperandAdjoint(0, e.mul(ct, y));
  if (ctx.isOperandActive(1))
    ctx.addOperandAdjoint(1, e.mul(x, ct));
  return success();
}

LogicalResult divideRule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct)
    return success();
  Emitter e{ctx.getBuilder(), op->getLoc()};
  Value y = op->getOperand(1), ans = op->getResult(0);
  // d(x/y)/dx = 1/y; d(x/y)/dy = -(x/y)/y.
  Value ctOverY = e.div(ct, y);
  if (ctx.isOperandActive(0))
    ctx.addOperandAdjoint(0, ctOverY);
  if (ctx.isOperandActive(1))
    ctx.addOperandAdjoint(1, e.neg(e.mul(ctOverY, ans)));
  return success();
}

LogicalResult remainderRule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct)
    return success();
  Emitter e{ctx.getBuilder(), op->getLoc()};
  Value x = op->getOperand(0), y = op->getOperand(1);
  ctx.addOperandAdjoint(0, ct);
  if (ctx.isOperandActive(1)) {
    // rem(x, y) = x - y * trunc(x / y): d/dy = -trunc(x / y).
    Value q = e.div(x, y);
    Value trunc =
        e.mul(e.b.create<SignOp>(e.loc, q),
              e.b.create<FloorOp>(e.loc, e.b.create<AbsOp>(e.loc, q)));
    ctx.addOperandAdjoint(1, e.neg(e.mul(ct, trunc)));
  }
  return success();
}

LogicalResult powerRule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct)
    return success();
  Emitter e{ctx.getBuilder(), op->getLoc()};
  Value x = op->getOperand(0), y = op->getOperand(1), ans = op->getResult(0);
  if (ctx.isOperandActive(0)) {
    // JAX's _pow_jvp_lhs: y * x^(y - 1), and 0 where y == 0.
    Value zero = e.zeros(y), one = e.splat(y, 1.0);
    Value yIsZero = e.cmp(ComparisonDirection::EQ, y, zero);
    Value exponent = e.select(yIsZero, one, e.sub(y, one));
    Value jac = e.mul(y, e.b.create<PowerOp>(e.loc, x, exponent));
    ctx.addOperandAdjoint(0, e.mul(ct, e.select(yIsZero, zero, jac)));
  }
  if (ctx.isOperandActive(1)) {
    // JAX's _pow_jvp_rhs: log(x, with 0 replaced by 1) * x^y.
    Value xIsZero = e.cmp(ComparisonDirection::EQ, x, e.zeros(x));
    Value safeX = e.select(xIsZero, e.splat(x, 1.0), x);
    Value logX = e.b.create<LogOp>(e.loc, safeX);
    ctx.addOperandAdjoint(1, e.mul(ct, e.mul(logX, ans)));
  }
  return success();
}

LogicalResult atan2Rule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct)
    return success();
  Emitter e{ctx.getBuilder(), op->getLoc()};
  Value x = op->getOperand(0), y = op->getOperand(1);
  // atan2(x, y): d/dx = y / (x^2 + y^2), d/dy = -x / (x^2 + y^2).
  Value ctOverNorm = e.div(ct, e.add(e.square(x), e.square(y)));
  if (ctx.isOperandActive(0))
    ctx.addOperandAdjoint(0, e.mul(ctOverNorm, y));
  if (ctx.isOperandActive(1))
    ctx.addOperandAdjoint(1, e.neg(e.mul(ctOverNorm, x)));
  return success();
}

/// maximum / minimum: the adjoint goes to the operand that was chosen, half
/// to each on ties (JAX's _balanced_eq).
template <ComparisonDirection Wins>
LogicalResult chooserRule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct)
    return success();
  Emitter e{ctx.getBuilder(), op->getLoc()};
  Value x = op->getOperand(0), y = op->getOperand(1);
  Value zero = e.zeros(ct), half = e.mul(ct, e.splat(ct, 0.5));
  Value tie = e.cmp(ComparisonDirection::EQ, x, y);
  auto share = [&](Value mine, Value other) {
    Value wins = e.cmp(Wins, mine, other);
    return e.select(wins, ct, e.select(tie, half, zero));
  };
  if (ctx.isOperandActive(0))
    ctx.addOperandAdjoint(0, share(x, y));
  if (ctx.isOperandActive(1))
    ctx.addOperandAdjoint(1, share(y, x));
  return success();
}

/// The adjoint `value` of an operand that may have been broadcast from 0-d
/// (clamp's bounds): summed back to the operand's type.
Value fitTo(Emitter &e, Value value, Value operand) {
  auto type = cast<RankedTensorType>(operand.getType());
  if (type.getRank() != 0 || value.getType() == type)
    return value;
  auto valueType = cast<RankedTensorType>(value.getType());
  SmallVector<int64_t> all;
  for (int64_t i = 0; i < valueType.getRank(); ++i)
    all.push_back(i);
  return createReduceSum(e.b, e.loc, value, all);
}

/// Broadcasts a 0-d operand of clamp to `like`'s shape.
Value spread(Emitter &e, Value value, Value like) {
  auto likeType = cast<RankedTensorType>(like.getType());
  if (value.getType() == like.getType())
    return value;
  return createBroadcast(e.b, e.loc, value, likeType, {});
}

LogicalResult clampRule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct)
    return success();
  Emitter e{ctx.getBuilder(), op->getLoc()};
  auto clamp = cast<ClampOp>(op);
  Value x = clamp.getOperand();
  Value lo = spread(e, clamp.getMin(), x), hi = spread(e, clamp.getMax(), x);
  Value zero = e.zeros(ct);
  // JAX: the operand where lo < x < hi; lo where lo > x; hi where hi < x.
  if (ctx.isOperandActive(1)) {
    Value inside =
        e.b.create<AndOp>(e.loc, e.cmp(ComparisonDirection::GT, x, lo),
                          e.cmp(ComparisonDirection::LT, x, hi));
    ctx.addOperandAdjoint(1, e.select(inside, ct, zero));
  }
  if (ctx.isOperandActive(0))
    ctx.addOperandAdjoint(
        0, fitTo(e, e.select(e.cmp(ComparisonDirection::GT, lo, x), ct, zero),
                 clamp.getMin()));
  if (ctx.isOperandActive(2))
    ctx.addOperandAdjoint(
        2, fitTo(e, e.select(e.cmp(ComparisonDirection::LT, hi, x), ct, zero),
                 clamp.getMax()));
  return success();
}

LogicalResult selectRule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct)
    return success();
  Emitter e{ctx.getBuilder(), op->getLoc()};
  Value p = op->getOperand(0), zero = e.zeros(ct);
  if (ctx.isOperandActive(1))
    ctx.addOperandAdjoint(1, e.select(p, ct, zero));
  if (ctx.isOperandActive(2))
    ctx.addOperandAdjoint(2, e.select(p, zero, ct));
  return success();
}

LogicalResult convertRule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct || !ctx.isOperandActive(0))
    return success();
  Type operandType = op->getOperand(0).getType();
  Type fromElement = getElementTypeOrSelf(ct.getType());
  Type toElement = getElementTypeOrSelf(operandType);
  if (isa<ComplexType>(fromElement) != isa<ComplexType>(toElement))
    return op->emitOpError()
           << "has no derivative between real and complex element types "
              "(use real, imag or complex)";
  ctx.addOperandAdjoint(
      0, ctx.getBuilder().create<ConvertOp>(op->getLoc(), operandType, ct));
  return success();
}

//===----------------------------------------------------------------------===//
// Complex parts (JAX's transposes: real -> complex(t, 0), imag ->
// complex(0, -t), complex(x, y) -> (real(t), -imag(t)))
//===----------------------------------------------------------------------===//

LogicalResult realRule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct || !ctx.isOperandActive(0))
    return success();
  Emitter e{ctx.getBuilder(), op->getLoc()};
  if (!isa<ComplexType>(getElementTypeOrSelf(op->getOperand(0).getType()))) {
    ctx.addOperandAdjoint(0, ct);
    return success();
  }
  ctx.addOperandAdjoint(0, e.b.create<ComplexOp>(e.loc, ct, e.zeros(ct)));
  return success();
}

LogicalResult imagRule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct || !ctx.isOperandActive(0))
    return success();
  Emitter e{ctx.getBuilder(), op->getLoc()};
  if (!isa<ComplexType>(getElementTypeOrSelf(op->getOperand(0).getType())))
    return success(); // imag of a real array is zero
  ctx.addOperandAdjoint(0,
                        e.b.create<ComplexOp>(e.loc, e.zeros(ct), e.neg(ct)));
  return success();
}

LogicalResult complexRule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct)
    return success();
  Emitter e{ctx.getBuilder(), op->getLoc()};
  if (ctx.isOperandActive(0))
    ctx.addOperandAdjoint(0, e.b.create<RealOp>(e.loc, ct));
  if (ctx.isOperandActive(1))
    ctx.addOperandAdjoint(1, e.neg(e.b.create<ImagOp>(e.loc, ct)));
  return success();
}

//===----------------------------------------------------------------------===//
// Unary derivatives
//===----------------------------------------------------------------------===//

Value dExp(Emitter &, Value, Value y) { return y; }
Value dExpm1(Emitter &e, Value, Value y) { return e.add(y, e.splat(y, 1.0)); }
// log: ct / x; log1p: ct / (1 + x).
Value denomLog(Emitter &, Value x, Value) { return x; }
Value denomLog1p(Emitter &e, Value x, Value) {
  return e.add(x, e.splat(x, 1.0));
}
Value dLogistic(Emitter &e, Value, Value y) {
  return e.mul(y, e.sub(e.splat(y, 1.0), y));
}
Value dTanh(Emitter &e, Value, Value y) {
  return e.sub(e.splat(y, 1.0), e.square(y));
}
// sqrt: ct / (2 sqrt(x)).
Value denomSqrt(Emitter &e, Value, Value y) { return e.add(y, y); }
Value dRsqrt(Emitter &e, Value x, Value y) {
  return e.mul(e.splat(y, -0.5), e.div(y, x));
}
// cbrt: ct / (3 cbrt(x)^2).
Value denomCbrt(Emitter &e, Value, Value y) {
  return e.mul(e.splat(y, 3.0), e.square(y));
}
Value dSine(Emitter &e, Value x, Value) {
  return e.b.create<CosineOp>(e.loc, x);
}
Value dCosine(Emitter &e, Value x, Value) {
  return e.neg(e.b.create<SineOp>(e.loc, x));
}
Value dTan(Emitter &e, Value, Value y) {
  return e.add(e.splat(y, 1.0), e.square(y));
}
Value dSinh(Emitter &e, Value x, Value) { return e.b.create<CoshOp>(e.loc, x); }
Value dCosh(Emitter &e, Value x, Value) { return e.b.create<SinhOp>(e.loc, x); }
Value dAsin(Emitter &e, Value x, Value) {
  return e.b.create<RsqrtOp>(e.loc, e.sub(e.splat(x, 1.0), e.square(x)));
}
Value dAcos(Emitter &e, Value x, Value) {
  return e.neg(e.b.create<RsqrtOp>(e.loc, e.sub(e.splat(x, 1.0), e.square(x))));
}
Value dAsinh(Emitter &e, Value x, Value) {
  return e.b.create<RsqrtOp>(e.loc, e.add(e.square(x), e.splat(x, 1.0)));
}
Value dAcosh(Emitter &e, Value x, Value) {
  Value one = e.splat(x, 1.0);
  return e.b.create<RsqrtOp>(e.loc, e.mul(e.sub(x, one), e.add(x, one)));
}
// atanh: ct / (1 - x^2).
Value denomAtanh(Emitter &e, Value x, Value) {
  return e.sub(e.splat(x, 1.0), e.square(x));
}
Value dErf(Emitter &e, Value x, Value) {
  // 2 / sqrt(pi) * exp(-x^2).
  Value scale = e.splat(x, 2.0 / std::sqrt(M_PI));
  return e.mul(scale, e.b.create<ExponentialOp>(e.loc, e.neg(e.square(x))));
}

} // namespace

void xhlo::hlo::autodiff::addElementwiseRules(AdjointRuleSet &rules) {
  rules.add<AddOp>(addRule);
  rules.add<SubtractOp>(subtractRule);
  rules.add<MultiplyOp>(multiplyRule);
  rules.add<DivideOp>(divideRule);
  rules.add<RemainderOp>(remainderRule);
  rules.add<PowerOp>(powerRule);
  rules.add<Atan2Op>(atan2Rule);
  rules.add<MaximumOp>(chooserRule<ComparisonDirection::GT>);
  rules.add<MinimumOp>(chooserRule<ComparisonDirection::LT>);
  rules.add<NegateOp>(negateRule);
  rules.add<AbsOp>(absRule);
  rules.add<ClampOp>(clampRule);
  rules.add<SelectOp>(selectRule);
  rules.add<ConvertOp>(convertRule);
  rules.add<RealOp>(realRule);
  rules.add<ImagOp>(imagRule);
  rules.add<ComplexOp>(complexRule);
  rules.add<ReducePrecisionOp>(identityRule);

  rules.add<SignOp>(zeroRule);
  rules.add<FloorOp>(zeroRule);
  rules.add<CeilOp>(zeroRule);
  rules.add<RoundNearestAfzOp>(zeroRule);
  rules.add<RoundNearestEvenOp>(zeroRule);

  rules.add<ExponentialOp>(unaryRule<dExp>);
  rules.add<ExponentialMinusOneOp>(unaryRule<dExpm1>);
  rules.add<LogOp>(reciprocalRule<denomLog>);
  rules.add<LogPlusOneOp>(reciprocalRule<denomLog1p>);
  rules.add<LogisticOp>(unaryRule<dLogistic>);
  rules.add<TanhOp>(unaryRule<dTanh>);
  rules.add<SqrtOp>(reciprocalRule<denomSqrt>);
  rules.add<RsqrtOp>(unaryRule<dRsqrt>);
  rules.add<CbrtOp>(reciprocalRule<denomCbrt>);
  rules.add<SineOp>(unaryRule<dSine>);
  rules.add<CosineOp>(unaryRule<dCosine>);
  rules.add<TanOp>(unaryRule<dTan>);
  rules.add<SinhOp>(unaryRule<dSinh>);
  rules.add<CoshOp>(unaryRule<dCosh>);
  rules.add<AsinOp>(unaryRule<dAsin>);
  rules.add<AcosOp>(unaryRule<dAcos>);
  rules.add<AsinhOp>(unaryRule<dAsinh>);
  rules.add<AcoshOp>(unaryRule<dAcosh>);
  rules.add<AtanhOp>(reciprocalRule<denomAtanh>);
  rules.add<ErfOp>(unaryRule<dErf>);
}
