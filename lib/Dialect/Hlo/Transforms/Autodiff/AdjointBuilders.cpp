//===- AdjointBuilders.cpp - hlo builders shared by the adjoint rules -----===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The small hlo builders that the adjoint rules share (AdjointRules.h):
// zeros, splats, sums, broadcasts and their adjoints, transposes, reshapes,
// adds of tensors and tuples, and the rule table itself.
//
//===----------------------------------------------------------------------===//

#include "AdjointRules.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/STLExtras.h"

#include <numeric>

using namespace mlir;
using namespace xhlo::hlo;
using namespace xhlo::hlo::autodiff;

//===----------------------------------------------------------------------===//
// The rule table
//===----------------------------------------------------------------------===//

AdjointRule AdjointRuleSet::lookup(Operation *op) const {
  std::optional<RegisteredOperationName> name = op->getRegisteredInfo();
  if (!name)
    return nullptr;
  auto it = rules.find(name->getTypeID());
  return it == rules.end() ? nullptr : it->second;
}

const AdjointRuleSet &xhlo::hlo::autodiff::getAdjointRules() {
  static const AdjointRuleSet rules = [] {
    AdjointRuleSet set;
    addElementwiseRules(set);
    addShapeRules(set);
    addIndexingRules(set);
    addReductionRules(set);
    addContractionRules(set);
    addControlFlowRules(set);
    addCollectiveRules(set);
    return set;
  }();
  return rules;
}

Value ReverseContext::getResultAdjointOrZeros(unsigned index) {
  if (Value adjoint = getResultAdjoint(index))
    return adjoint;
  Operation *op = getOp();
  return createZeros(getBuilder(), op->getLoc(),
                     op->getResult(index).getType());
}

//===----------------------------------------------------------------------===//
// Builders
//===----------------------------------------------------------------------===//

bool xhlo::hlo::autodiff::isDifferentiableType(Type type) {
  if (auto tuple = dyn_cast<TupleType>(type))
    return llvm::any_of(tuple.getTypes(), isDifferentiableType);
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return false;
  Type element = tensor.getElementType();
  return isa<FloatType, ComplexType>(element);
}

static Attribute getScalarAttr(Type element, double value) {
  if (auto floatType = dyn_cast<FloatType>(element))
    return FloatAttr::get(floatType, value);
  if (auto complexType = dyn_cast<ComplexType>(element)) {
    auto part = cast<FloatType>(complexType.getElementType());
    return ArrayAttr::get(element.getContext(), {FloatAttr::get(part, value),
                                                 FloatAttr::get(part, 0.0)});
  }
  if (auto intType = dyn_cast<IntegerType>(element))
    return IntegerAttr::get(intType, static_cast<int64_t>(value));
  return {};
}

Value xhlo::hlo::autodiff::createScalarLike(OpBuilder &b, Location loc,
                                            Type type, double value) {
  auto tensor = cast<RankedTensorType>(type);
  Type element = tensor.getElementType();
  DenseElementsAttr splat;
  if (auto complexType = dyn_cast<ComplexType>(element)) {
    auto part = cast<FloatType>(complexType.getElementType());
    bool lossy = false;
    APFloat re(value), im(0.0);
    re.convert(part.getFloatSemantics(), APFloat::rmNearestTiesToEven, &lossy);
    im.convert(part.getFloatSemantics(), APFloat::rmNearestTiesToEven, &lossy);
    splat = DenseElementsAttr::get(tensor, std::complex<APFloat>(re, im));
  } else {
    splat = DenseElementsAttr::get(tensor, getScalarAttr(element, value));
  }
  return b.create<ConstantOp>(loc, splat);
}

Value xhlo::hlo::autodiff::createZeros(OpBuilder &b, Location loc, Type type) {
  if (auto tuple = dyn_cast<TupleType>(type)) {
    SmallVector<Value> elements;
    for (Type element : tuple.getTypes())
      elements.push_back(createZeros(b, loc, element));
    return b.create<TupleOp>(loc, elements);
  }
  if (isa<TokenType>(type))
    return b.create<AfterAllOp>(loc, type, ValueRange{});
  auto tensor = cast<RankedTensorType>(type);
  if (tensor.getElementType().isInteger(1))
    return b.create<ConstantOp>(
        loc, DenseElementsAttr::get(tensor, b.getBoolAttr(false)));
  if (isDialectFloatType(tensor.getElementType())) {
    // Never differentiated, these only fill tapes and residual slots: the
    // all-zero bit pattern (+0; f8e8m0fnu's 2^-127), as a splat.
    auto bitsType = RankedTensorType::get(
        tensor.getShape(),
        IntegerType::get(b.getContext(), 8, IntegerType::Unsigned));
    return b.create<ConstantOp>(
        loc,
        FloatBitsAttr::get(b.getContext(), tensor,
                           cast<DenseIntElementsAttr>(
                               DenseElementsAttr::get(bitsType, APInt(8, 0)))));
  }
  return createScalarLike(b, loc, type, 0.0);
}

Value xhlo::hlo::autodiff::createReduceSum(OpBuilder &b, Location loc, Value x,
                                           ArrayRef<int64_t> dimensions) {
  if (dimensions.empty())
    return x;
  auto type = cast<RankedTensorType>(x.getType());
  SmallVector<int64_t> kept;
  for (int64_t i = 0, e = type.getRank(); i < e; ++i)
    if (!llvm::is_contained(dimensions, i))
      kept.push_back(type.getDimSize(i));
  auto scalarType = RankedTensorType::get({}, type.getElementType());
  SmallVector<int64_t> sorted(dimensions);
  llvm::sort(sorted);
  auto reduce =
      b.create<ReduceOp>(loc, TypeRange{type.clone(kept)}, ValueRange{x},
                         ValueRange{createZeros(b, loc, scalarType)}, sorted);
  OpBuilder::InsertionGuard guard(b);
  Block *block = b.createBlock(&reduce.getToApply(), {},
                               {scalarType, scalarType}, {loc, loc});
  Value sum =
      b.create<AddOp>(loc, block->getArgument(0), block->getArgument(1));
  b.create<ReturnOp>(loc, sum);
  return reduce.getResult(0);
}

static bool isIdentity(ArrayRef<int64_t> permutation) {
  for (auto [i, p] : llvm::enumerate(permutation))
    if (static_cast<int64_t>(i) != p)
      return false;
  return true;
}

Value xhlo::hlo::autodiff::createBroadcast(OpBuilder &b, Location loc, Value x,
                                           RankedTensorType type,
                                           ArrayRef<int64_t> dimensions) {
  if (x.getType() == type && isIdentity(dimensions))
    return x;
  return b.create<BroadcastOp>(loc, type, x,
                               b.getDenseI64ArrayAttr(dimensions));
}

Value xhlo::hlo::autodiff::createUnbroadcast(OpBuilder &b, Location loc,
                                             Value adjoint,
                                             RankedTensorType operandType,
                                             ArrayRef<int64_t> dimensions) {
  auto type = cast<RankedTensorType>(adjoint.getType());
  SmallVector<int64_t> added;
  for (int64_t i = 0, e = type.getRank(); i < e; ++i)
    if (!llvm::is_contained(dimensions, i))
      added.push_back(i);
  Value sum = createReduceSum(b, loc, adjoint, added);
  // The sum keeps the broadcast's result dimensions in increasing order;
  // operand dimension i is the one at the rank of dimensions[i] among them.
  SmallVector<int64_t> sorted(dimensions);
  llvm::sort(sorted);
  SmallVector<int64_t> permutation;
  for (int64_t d : dimensions)
    permutation.push_back(llvm::find(sorted, d) - sorted.begin());
  Value result = createTranspose(b, loc, sum, permutation);
  if (operandType.getElementType() !=
      cast<RankedTensorType>(result.getType()).getElementType())
    result = b.create<ConvertOp>(loc, operandType, result);
  return result;
}

Value xhlo::hlo::autodiff::createTranspose(OpBuilder &b, Location loc, Value x,
                                           ArrayRef<int64_t> permutation) {
  if (isIdentity(permutation))
    return x;
  return b.create<TransposeOp>(loc, x, b.getDenseI64ArrayAttr(permutation));
}

Value xhlo::hlo::autodiff::createReshape(OpBuilder &b, Location loc, Value x,
                                         RankedTensorType type) {
  if (x.getType() == type)
    return x;
  return b.create<ReshapeOp>(loc, type, x);
}

SmallVector<int64_t>
xhlo::hlo::autodiff::invertPermutation(ArrayRef<int64_t> perm) {
  SmallVector<int64_t> inverse(perm.size());
  for (auto [i, p] : llvm::enumerate(perm))
    inverse[p] = i;
  return inverse;
}

Value xhlo::hlo::autodiff::createAdd(OpBuilder &b, Location loc, Value lhs,
                                     Value rhs) {
  if (auto tuple = dyn_cast<TupleType>(lhs.getType())) {
    SmallVector<Value> sums;
    for (unsigned i = 0, e = tuple.size(); i < e; ++i) {
      Value l = b.create<GetTupleElementOp>(loc, lhs, i);
      Value r = b.create<GetTupleElementOp>(loc, rhs, i);
      if (isDifferentiableType(l.getType()))
        sums.push_back(createAdd(b, loc, l, r));
      else
        sums.push_back(l);
    }
    return b.create<TupleOp>(loc, sums);
  }
  return b.create<AddOp>(loc, lhs, rhs);
}

int64_t xhlo::hlo::autodiff::dilatedSize(int64_t size, int64_t dilation) {
  return size == 0 ? 0 : (size - 1) * dilation + 1;
}

ArrayRef<int64_t> xhlo::hlo::autodiff::orOmitted(ArrayRef<int64_t> list,
                                                 int64_t defaultValue) {
  if (llvm::all_of(list, [&](int64_t v) { return v == defaultValue; }))
    return {};
  return list;
}

WindowAttr xhlo::hlo::autodiff::getWindow(
    MLIRContext *context, ArrayRef<int64_t> size, ArrayRef<int64_t> stride,
    ArrayRef<int64_t> padLow, ArrayRef<int64_t> padHigh,
    ArrayRef<int64_t> lhsDilate, ArrayRef<int64_t> rhsDilate) {
  return WindowAttr::get(context, size, orOmitted(stride, 1),
                         orOmitted(padLow, 0), orOmitted(padHigh, 0),
                         orOmitted(lhsDilate, 1), orOmitted(rhsDilate, 1),
                         /*rhs_reversal=*/{});
}
