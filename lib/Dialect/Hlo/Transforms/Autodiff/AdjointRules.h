//===- AdjointRules.h - Adjoint rules of hlo ops (private) ------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The interface between the reverse sweep (Autodiff.cpp) and the adjoint
// rules, one file per op family (ElementwiseRules.cpp, ShapeRules.cpp,
// IndexingRules.cpp, ReductionRules.cpp, ContractionRules.cpp,
// ControlFlowRules.cpp, CollectiveRules.cpp). A rule is called once per op of
// the forward pass that has an active result (one with an adjoint) and an
// active operand (one that depends on a differentiated argument). It reads the
// adjoints of the op's results and adds the adjoints of its operands, building
// hlo ops at the sweep's insertion point, after the whole forward pass, so it
// may use any forward value (the op's operands and results) as it is: forward
// values are reused, never recomputed.
//
// Also here: the small hlo builders the rules share (zeros, sums,
// broadcasts, transposes).
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_DIALECT_HLO_TRANSFORMS_AUTODIFF_ADJOINTRULES_H
#define XHLO_LIB_DIALECT_HLO_TRANSFORMS_AUTODIFF_ADJOINTRULES_H

#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"

namespace xhlo::hlo::autodiff {

class Activity;
class AdjointRuleSet;

/// What a rule sees of the reverse sweep while it differentiates one op.
class ReverseContext {
public:
  virtual ~ReverseContext() = default;

  /// The builder, at the point where the rule's ops go.
  virtual mlir::OpBuilder &getBuilder() = 0;

  /// The adjoint of result `index` of the op, or null when it has none (it
  /// is zero: the result does not reach the loss).
  virtual mlir::Value getResultAdjoint(unsigned index) = 0;

  /// The adjoint of result `index`, or zeros of its type when it has none.
  mlir::Value getResultAdjointOrZeros(unsigned index);

  /// Whether operand `index` of the op needs an adjoint (it depends on a
  /// differentiated argument and is a float array or tuple). Rules skip the
  /// work for operands that do not.
  virtual bool isOperandActive(unsigned index) = 0;

  /// Adds `adjoint` to the adjoint of operand `index` (ignored when the
  /// operand is not active). `adjoint` has the operand's type.
  virtual void addOperandAdjoint(unsigned index, mlir::Value adjoint) = 0;

  /// The rules of every op (for rules that differentiate regions).
  virtual const AdjointRuleSet &getRules() = 0;

  /// The op being differentiated.
  virtual mlir::Operation *getOp() = 0;

  /// The activity of the sweep (for rules that differentiate regions).
  virtual const Activity &getActivity() = 0;

  /// Replaces the forward op being differentiated by `replacement` (whose
  /// first results stand for the op's results; extra results are values the
  /// backward pass needs, e.g. a loop's tape). The old op is erased after the
  /// sweep.
  virtual void replaceForwardOp(mlir::Operation *replacement) = 0;
};

/// Which values need adjoints: those that depend on a differentiated value
/// (varied) and that the loss depends on (useful), in a block and the
/// regions of its loops and conditionals.
class Activity {
public:
  /// Propagates from `variedSeeds` forwards and from `usefulSeeds`
  /// backwards through `block`.
  void analyze(mlir::Block &block, llvm::ArrayRef<mlir::Value> variedSeeds,
               llvm::ArrayRef<mlir::Value> usefulSeeds);
  bool isActive(mlir::Value value) const;
  bool isVaried(mlir::Value value) const { return varied.contains(value); }
  bool isUseful(mlir::Value value) const { return useful.contains(value); }

private:
  llvm::DenseSet<mlir::Value> varied, useful;
};

/// The reverse sweep over a list of forward ops: holds the adjoints and
/// calls each op's rule in reverse order.
class ReverseSweep {
public:
  ReverseSweep(mlir::OpBuilder &builder, const Activity &activity)
      : builder(builder), activity(activity) {}

  /// Applies the rules of `forwardOps` (in program order) in reverse.
  /// Fails at the first op with no rule on an active path, or whose rule
  /// fails.
  mlir::LogicalResult run(llvm::ArrayRef<mlir::Operation *> forwardOps);

  /// The adjoint of `value`, or null when it has none.
  mlir::Value getAdjoint(mlir::Value value) const;
  /// Adds `adjoint` (of `value`'s type) to the adjoint of `value`.
  void addAdjoint(mlir::Value value, mlir::Value adjoint);

  mlir::OpBuilder &getBuilder() { return builder; }
  const Activity &getActivity() const { return activity; }

  /// Erases `op` (a forward op a rule replaced) after the sweep.
  void eraseLater(mlir::Operation *op) { replaced.push_back(op); }
  /// Erases the ops given to eraseLater.
  void eraseReplacedOps();

private:
  mlir::OpBuilder &builder;
  const Activity &activity;
  llvm::DenseMap<mlir::Value, mlir::Value> adjoints;
  llvm::SmallVector<mlir::Operation *> replaced;
};

/// A rule: adds the adjoints of `op`'s active operands from the adjoints of
/// its results. Fails (with an error at the op) when it cannot.
using AdjointRule = mlir::LogicalResult (*)(mlir::Operation *op,
                                            ReverseContext &context);

/// The adjoint rules, by op name.
class AdjointRuleSet {
public:
  template <typename OpTy> void add(AdjointRule rule) {
    rules[mlir::TypeID::get<OpTy>()] = rule;
  }
  /// The rule of `op`, or null when it has none.
  AdjointRule lookup(mlir::Operation *op) const;

private:
  llvm::DenseMap<mlir::TypeID, AdjointRule> rules;
};

/// The rules of each op family (one file each).
void addElementwiseRules(AdjointRuleSet &rules);
void addShapeRules(AdjointRuleSet &rules);
void addIndexingRules(AdjointRuleSet &rules);
void addReductionRules(AdjointRuleSet &rules);
void addContractionRules(AdjointRuleSet &rules);
void addControlFlowRules(AdjointRuleSet &rules);
void addCollectiveRules(AdjointRuleSet &rules);

/// Every rule.
const AdjointRuleSet &getAdjointRules();

//===----------------------------------------------------------------------===//
// Builders shared by the rules
//===----------------------------------------------------------------------===//

/// Whether `type` is differentiable: a tensor of a float or complex element
/// type, or a tuple holding one.
bool isDifferentiableType(mlir::Type type);

/// Zeros of `type` (a tensor: a splat hlo.constant; a tuple: hlo.tuple of
/// zeros; a token: hlo.after_all).
mlir::Value createZeros(mlir::OpBuilder &b, mlir::Location loc,
                        mlir::Type type);

/// A splat hlo.constant of the tensor type `type` holding `value`.
mlir::Value createScalarLike(mlir::OpBuilder &b, mlir::Location loc,
                             mlir::Type type, double value);

/// `x` summed over `dimensions` (hlo.reduce with add from zero); `x` when
/// `dimensions` is empty.
mlir::Value createReduceSum(mlir::OpBuilder &b, mlir::Location loc,
                            mlir::Value x, llvm::ArrayRef<int64_t> dimensions);

/// hlo.broadcast of `x` to `type`, operand dimension i going to result
/// dimension `dimensions[i]`; `x` when that is the identity.
mlir::Value createBroadcast(mlir::OpBuilder &b, mlir::Location loc,
                            mlir::Value x, mlir::RankedTensorType type,
                            llvm::ArrayRef<int64_t> dimensions);

/// The adjoint of broadcasting an array of `operandType` along `dimensions`:
/// `adjoint` summed over the added dimensions, then transposed to the
/// operand's dimension order.
mlir::Value createUnbroadcast(mlir::OpBuilder &b, mlir::Location loc,
                              mlir::Value adjoint,
                              mlir::RankedTensorType operandType,
                              llvm::ArrayRef<int64_t> dimensions);

/// hlo.transpose of `x` by `permutation`; `x` when it is the identity.
mlir::Value createTranspose(mlir::OpBuilder &b, mlir::Location loc,
                            mlir::Value x, llvm::ArrayRef<int64_t> permutation);

/// hlo.reshape of `x` to `type`; `x` when it already has it.
mlir::Value createReshape(mlir::OpBuilder &b, mlir::Location loc, mlir::Value x,
                          mlir::RankedTensorType type);

/// Fills `region` with a block of two 0-d `element` parameters that
/// returns OpTy of them (a reduction's computation).
template <typename OpTy>
void buildBinaryRegion(mlir::OpBuilder &b, mlir::Location loc,
                       mlir::Region &region, mlir::Type element) {
  mlir::OpBuilder::InsertionGuard guard(b);
  auto scalar = mlir::RankedTensorType::get({}, element);
  mlir::Block *block = b.createBlock(&region, {}, {scalar, scalar}, {loc, loc});
  mlir::Value result =
      b.create<OpTy>(loc, block->getArgument(0), block->getArgument(1));
  b.create<ReturnOp>(loc, result);
}

/// The inverse of `permutation`.
llvm::SmallVector<int64_t> invertPermutation(llvm::ArrayRef<int64_t> perm);

/// `lhs + rhs` (hlo.add, or get-tuple-element-wise for tuples).
mlir::Value createAdd(mlir::OpBuilder &b, mlir::Location loc, mlir::Value lhs,
                      mlir::Value rhs);

/// Short builders for the rules' formulas, at one location.
struct Emitter {
  mlir::OpBuilder &b;
  mlir::Location loc;

  mlir::Value mul(mlir::Value x, mlir::Value y) {
    return b.create<MultiplyOp>(loc, x, y);
  }
  mlir::Value div(mlir::Value x, mlir::Value y) {
    return b.create<DivideOp>(loc, x, y);
  }
  mlir::Value add(mlir::Value x, mlir::Value y) {
    return b.create<AddOp>(loc, x, y);
  }
  mlir::Value sub(mlir::Value x, mlir::Value y) {
    return b.create<SubtractOp>(loc, x, y);
  }
  mlir::Value neg(mlir::Value x) { return b.create<NegateOp>(loc, x); }
  mlir::Value square(mlir::Value x) { return mul(x, x); }
  /// A splat of `v` of `like`'s type, or of `type`.
  mlir::Value splat(mlir::Value like, double v) {
    return createScalarLike(b, loc, like.getType(), v);
  }
  mlir::Value splat(mlir::Type type, double v) {
    return createScalarLike(b, loc, type, v);
  }
  mlir::Value zeros(mlir::Value like) {
    return createZeros(b, loc, like.getType());
  }
  mlir::Value cmp(ComparisonDirection direction, mlir::Value x, mlir::Value y) {
    return b.create<CompareOp>(
        loc, x, y, ComparisonDirectionAttr::get(b.getContext(), direction),
        ComparisonTypeAttr());
  }
  mlir::Value select(mlir::Value p, mlir::Value x, mlir::Value y) {
    return b.create<SelectOp>(loc, p, x, y);
  }
  /// 1 where `p`, 0 elsewhere, in the type of `like`.
  mlir::Value indicator(mlir::Value p, mlir::Value like) {
    return select(p, splat(like, 1.0), splat(like, 0.0));
  }
  /// `x` with the element type `element`.
  mlir::Value convert(mlir::Value x, mlir::Type element) {
    auto type = mlir::cast<mlir::RankedTensorType>(x.getType());
    if (type.getElementType() == element)
      return x;
    return b.create<ConvertOp>(loc, type.clone(element), x);
  }
  mlir::Value broadcast(mlir::Value x, mlir::RankedTensorType type,
                        llvm::ArrayRef<int64_t> dims) {
    return createBroadcast(b, loc, x, type, dims);
  }
  mlir::Value sum(mlir::Value x, llvm::ArrayRef<int64_t> dims) {
    return createReduceSum(b, loc, x, dims);
  }
  mlir::Value sumAll(mlir::Value x) {
    return sum(
        x, allDims(mlir::cast<mlir::RankedTensorType>(x.getType()).getRank()));
  }
  /// 0, 1, ..., rank - 1.
  static llvm::SmallVector<int64_t> allDims(int64_t rank) {
    llvm::SmallVector<int64_t> dims;
    for (int64_t i = 0; i < rank; ++i)
      dims.push_back(i);
    return dims;
  }
};

/// The size of a dimension of size `size` dilated by `dilation` (XLA's
/// dilated bound: zero stays zero).
int64_t dilatedSize(int64_t size, int64_t dilation);

/// A window of `size` with the other lists omitted where they hold XLA's
/// defaults (stride and dilations 1, padding 0, no reversal).
WindowAttr getWindow(mlir::MLIRContext *context, llvm::ArrayRef<int64_t> size,
                     llvm::ArrayRef<int64_t> stride,
                     llvm::ArrayRef<int64_t> padLow,
                     llvm::ArrayRef<int64_t> padHigh,
                     llvm::ArrayRef<int64_t> lhsDilate,
                     llvm::ArrayRef<int64_t> rhsDilate);

/// `list`, or nothing when every entry is `defaultValue` (attributes omit
/// lists that hold XLA's defaults).
llvm::ArrayRef<int64_t> orOmitted(llvm::ArrayRef<int64_t> list,
                                  int64_t defaultValue);

} // namespace xhlo::hlo::autodiff

#endif // XHLO_LIB_DIALECT_HLO_TRANSFORMS_AUTODIFF_ADJOINTRULES_H
