//===- Stencil.cpp - Accesses of a band as memref views -------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the expressions of a band (its dimensions and
// symbols) and the accesses over it: each affine.load or affine.store is
// linear in the band dimensions, and becomes a memref.subview with an
// indexing map. A memref dimension indexed by one band dimension with a
// positive coefficient is a strided slice (offset, size = trip count,
// stride = coefficient); a constant or symbolic index is a dropped
// dimension at that offset; several band dimensions added (`d0 * 2 + d1`)
// are a window, kept in the map over a view of stride 1. So the shifted
// reads of one array in a stencil (`A[i - 1]`, `A[i]`, `A[i + 1]`) are three
// views of it with identity maps.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "mlir/Dialect/Affine/Analysis/AffineAnalysis.h"
#include "mlir/Dialect/Affine/IR/AffineValueMap.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

using namespace mlir;
using namespace xhlo::affine_to_linalg;

//===----------------------------------------------------------------------===//
// Band expressions
//===----------------------------------------------------------------------===//

std::optional<unsigned> Band::getLoopPosition(Value value) const {
  for (auto [position, loop] : llvm::enumerate(loops))
    if (const_cast<mlir::affine::AffineForOp &>(loop).getInductionVar() ==
        value)
      return position;
  return std::nullopt;
}

/// The range of `value` in the iteration domain `domain`, when it is one of
/// its variables with constant bounds.
static std::optional<Interval>
getDomainRange(const affine::FlatAffineValueConstraints &domain, Value value) {
  unsigned position;
  if (!domain.findVar(value, &position))
    return std::nullopt;
  std::optional<int64_t> lo =
      domain.getConstantBound64(presburger::BoundType::LB, position);
  std::optional<int64_t> hi =
      domain.getConstantBound64(presburger::BoundType::UB, position);
  if (!lo || !hi)
    return std::nullopt;
  return Interval{*lo, *hi};
}

AffineExpr Band::getSymbol(Value value) {
  for (auto [position, symbol] : llvm::enumerate(symbols))
    if (symbol == value)
      return getAffineSymbolExpr(position, getContext());
  symbols.push_back(value);
  symbolRanges.push_back(getDomainRange(outerDomain, value));
  return getAffineSymbolExpr(symbols.size() - 1, getContext());
}

AffineExpr Band::getInductionExpr(unsigned p) {
  return lbs[p] + steps[p] * getAffineDimExpr(p, getContext());
}

FailureOr<SmallVector<AffineExpr>> Band::toBandSpace(AffineMap map,
                                                     ValueRange operands) {
  SmallVector<AffineExpr> dims, syms;
  for (auto [index, operand] : llvm::enumerate(operands)) {
    AffineExpr expr;
    if (std::optional<unsigned> position = getLoopPosition(operand)) {
      expr = getInductionExpr(*position);
    } else if (std::optional<int64_t> constant = getConstantIntValue(operand)) {
      expr = getAffineConstantExpr(*constant, getContext());
    } else {
      Operation *owner = operand.getDefiningOp();
      if (!owner)
        owner = operand.getParentBlock()->getParentOp();
      if (root->isAncestor(owner))
        return failure();
      expr = getSymbol(operand);
    }
    (index < map.getNumDims() ? dims : syms).push_back(expr);
  }
  SmallVector<AffineExpr> results;
  for (AffineExpr result : map.getResults())
    results.push_back(
        simplifyAffineExpr(result.replaceDimsAndSymbols(dims, syms),
                           getNumDims(), symbols.size()));
  return results;
}

/// floor(a / b) and ceil(a / b) for b > 0.
static int64_t floorDiv(int64_t a, int64_t b) {
  return a >= 0 ? a / b : -((-a + b - 1) / b);
}
static int64_t ceilDiv(int64_t a, int64_t b) { return -floorDiv(-a, b); }

std::optional<Interval> Band::getRange(AffineExpr expr) const {
  if (auto constant = dyn_cast<AffineConstantExpr>(expr))
    return Interval{constant.getValue(), constant.getValue()};
  if (auto dim = dyn_cast<AffineDimExpr>(expr))
    return Interval{0, trips[dim.getPosition()] - 1};
  if (auto symbol = dyn_cast<AffineSymbolExpr>(expr))
    return symbolRanges[symbol.getPosition()];
  auto binary = cast<AffineBinaryOpExpr>(expr);
  std::optional<Interval> lhs = getRange(binary.getLHS());
  if (!lhs)
    return std::nullopt;
  auto rhsConstant = dyn_cast<AffineConstantExpr>(binary.getRHS());
  switch (expr.getKind()) {
  case AffineExprKind::Add: {
    std::optional<Interval> rhs = getRange(binary.getRHS());
    if (!rhs)
      return std::nullopt;
    return Interval{lhs->lo + rhs->lo, lhs->hi + rhs->hi};
  }
  case AffineExprKind::Mul: {
    if (!rhsConstant)
      return std::nullopt;
    int64_t k = rhsConstant.getValue();
    int64_t a = lhs->lo * k, b = lhs->hi * k;
    return Interval{std::min(a, b), std::max(a, b)};
  }
  case AffineExprKind::FloorDiv:
  case AffineExprKind::CeilDiv: {
    if (!rhsConstant || rhsConstant.getValue() <= 0)
      return std::nullopt;
    int64_t k = rhsConstant.getValue();
    if (expr.getKind() == AffineExprKind::FloorDiv)
      return Interval{floorDiv(lhs->lo, k), floorDiv(lhs->hi, k)};
    return Interval{ceilDiv(lhs->lo, k), ceilDiv(lhs->hi, k)};
  }
  case AffineExprKind::Mod: {
    if (!rhsConstant || rhsConstant.getValue() <= 0)
      return std::nullopt;
    return Interval{0, rhsConstant.getValue() - 1};
  }
  default:
    return std::nullopt;
  }
}

//===----------------------------------------------------------------------===//
// Accesses
//===----------------------------------------------------------------------===//

SmallVector<unsigned> Access::getDims(unsigned r) const {
  SmallVector<unsigned> dims;
  for (auto [p, coef] : llvm::enumerate(coefs[r]))
    if (coef != 0)
      dims.push_back(p);
  return dims;
}

bool Access::isSameAs(const Access &other) const {
  if (memref != other.memref || getRank() != other.getRank())
    return false;
  for (unsigned r = 0, e = getRank(); r < e; ++r) {
    if (coefs[r] != other.coefs[r])
      return false;
    AffineExpr difference = offsets[r] - other.offsets[r];
    unsigned numSymbols = 0;
    difference.walk([&](AffineExpr sub) {
      if (auto symbol = dyn_cast<AffineSymbolExpr>(sub))
        numSymbols = std::max(numSymbols, symbol.getPosition() + 1);
    });
    auto constant = dyn_cast<AffineConstantExpr>(
        simplifyAffineExpr(difference, coefs[r].size(), numSymbols));
    if (!constant || constant.getValue() != 0)
      return false;
  }
  return true;
}

/// Whether `expr` depends on a dimension.
static bool dependsOnDims(AffineExpr expr) {
  bool found = false;
  expr.walk([&](AffineExpr sub) {
    if (isa<AffineDimExpr>(sub))
      found = true;
  });
  return found;
}

/// Whether `expr` is a sum of dimensions times constants and terms without
/// dimensions.
static bool isLinearInDims(AffineExpr expr) {
  auto binary = dyn_cast<AffineBinaryOpExpr>(expr);
  if (!binary)
    return true;
  switch (expr.getKind()) {
  case AffineExprKind::Add:
    return isLinearInDims(binary.getLHS()) && isLinearInDims(binary.getRHS());
  case AffineExprKind::Mul:
    if (!dependsOnDims(binary.getLHS()) && !dependsOnDims(binary.getRHS()))
      return true;
    return (isa<AffineConstantExpr>(binary.getRHS()) &&
            isLinearInDims(binary.getLHS())) ||
           (isa<AffineConstantExpr>(binary.getLHS()) &&
            isLinearInDims(binary.getRHS()));
  default:
    return !dependsOnDims(expr);
  }
}

FailureOr<Access> xhlo::affine_to_linalg::analyzeAccess(Band &band,
                                                        Operation *op,
                                                        Reason &reason) {
  affine::MemRefAccess memrefAccess(op);
  affine::AffineValueMap valueMap;
  memrefAccess.getAccessMap(&valueMap);
  FailureOr<SmallVector<AffineExpr>> exprs =
      band.toBandSpace(valueMap.getAffineMap(), valueMap.getOperands());
  if (failed(exprs)) {
    reason = "an index of " + describeMemref(memrefAccess.memref) +
             " is computed inside the loops by ops that are not affine";
    return failure();
  }
  Access access;
  access.op = op;
  access.memref = memrefAccess.memref;
  unsigned numDims = band.getNumDims(), numSymbols = band.symbols.size();
  MLIRContext *context = band.getContext();
  AffineExpr zero = getAffineConstantExpr(0, context);
  for (AffineExpr expr : *exprs) {
    if (!isLinearInDims(expr)) {
      reason = "an index of " + describeMemref(access.memref) +
               " is not linear in the loop indices (a division or modulo "
               "of a loop index)";
      return failure();
    }
    SmallVector<AffineExpr> zeros(numDims, zero);
    AffineExpr offset =
        simplifyAffineExpr(expr.replaceDims(zeros), numDims, numSymbols);
    SmallVector<int64_t> coefs;
    for (unsigned p = 0; p < numDims; ++p) {
      SmallVector<AffineExpr> unit(numDims, zero);
      unit[p] = getAffineConstantExpr(1, context);
      auto coef = dyn_cast<AffineConstantExpr>(simplifyAffineExpr(
          expr.replaceDims(unit) - offset, numDims, numSymbols));
      if (!coef) {
        reason = "an index of " + describeMemref(access.memref) +
                 " multiplies a loop index by a run-time value";
        return failure();
      }
      coefs.push_back(coef.getValue());
    }
    access.offsets.push_back(offset);
    access.coefs.push_back(std::move(coefs));
  }
  return access;
}

/// Whether every band dimension indexes at most one memref dimension of
/// `access` and every coefficient is non-negative.
static bool hasDisjointDims(const Access &access) {
  SmallVector<bool> seen(access.coefs.empty() ? 0 : access.coefs[0].size());
  for (unsigned r = 0, e = access.getRank(); r < e; ++r) {
    for (auto [p, coef] : llvm::enumerate(access.coefs[r])) {
      if (coef < 0)
        return false;
      if (coef == 0)
        continue;
      if (seen[p])
        return false;
      seen[p] = true;
    }
  }
  return true;
}

bool xhlo::affine_to_linalg::isSliceAccess(const Access &access) {
  if (!hasDisjointDims(access))
    return false;
  for (unsigned r = 0, e = access.getRank(); r < e; ++r)
    if (access.getDims(r).size() > 1)
      return false;
  return true;
}

bool xhlo::affine_to_linalg::isWindowAccess(const Access &access) {
  return hasDisjointDims(access) && !isSliceAccess(access);
}

/// The number of elements memref dimension `r` of the view of `access`
/// spans, and its stride.
static std::pair<int64_t, int64_t> getExtent(const Band &band,
                                             const Access &access, unsigned r) {
  SmallVector<unsigned> dims = access.getDims(r);
  if (dims.empty())
    return {1, 1};
  // A stride on a dimension of one element means nothing; leave it at 1.
  if (dims.size() == 1)
    return {band.trips[dims[0]],
            band.trips[dims[0]] == 1 ? 1 : access.coefs[r][dims[0]]};
  int64_t extent = 1;
  for (unsigned p : dims)
    extent += access.coefs[r][p] * (band.trips[p] - 1);
  return {extent, 1};
}

LogicalResult xhlo::affine_to_linalg::checkInBounds(Band &band,
                                                    const Access &access,
                                                    Reason &reason) {
  auto type = cast<MemRefType>(access.memref.getType());
  for (unsigned r = 0, e = access.getRank(); r < e; ++r) {
    std::optional<Interval> offset = band.getRange(access.offsets[r]);
    if (!offset) {
      reason = "an index of " + describeMemref(access.memref) +
               " depends on a value of unknown range";
      return failure();
    }
    auto [size, stride] = getExtent(band, access, r);
    int64_t last = offset->hi + (size - 1) * stride;
    if (offset->lo < 0 || last >= type.getDimSize(r)) {
      reason = "over the bounding box of the loops, dimension " +
               std::to_string(r) + " of " + describeMemref(access.memref) +
               " would be accessed from " + std::to_string(offset->lo) +
               " to " + std::to_string(last) + ", outside [0, " +
               std::to_string(type.getDimSize(r)) + ")";
      return failure();
    }
  }
  return success();
}

Value xhlo::affine_to_linalg::buildView(OpBuilder &builder, Location loc,
                                        Band &band, const Access &access,
                                        Value memref) {
  auto type = cast<MemRefType>(memref.getType());
  MLIRContext *context = builder.getContext();
  unsigned numSymbols = band.symbols.size();
  SmallVector<AffineExpr> symbolsAsDims;
  for (unsigned i = 0; i < numSymbols; ++i)
    symbolsAsDims.push_back(getAffineDimExpr(i, context));
  SmallVector<OpFoldResult> offsets, sizes, strides;
  SmallVector<OpFoldResult> symbolValues(band.symbols.begin(),
                                         band.symbols.end());
  SmallVector<int64_t> shape;
  bool whole = true;
  for (unsigned r = 0, e = access.getRank(); r < e; ++r) {
    AffineExpr offset = access.offsets[r].replaceSymbols(symbolsAsDims);
    offsets.push_back(affine::makeComposedFoldedAffineApply(
        builder, loc, AffineMap::get(numSymbols, 0, offset), symbolValues));
    auto [size, stride] = getExtent(band, access, r);
    sizes.push_back(builder.getIndexAttr(size));
    strides.push_back(builder.getIndexAttr(stride));
    if (!access.getDims(r).empty())
      shape.push_back(size);
    std::optional<int64_t> constantOffset = getConstantIntValue(offsets.back());
    whole &= constantOffset == 0 && size == type.getDimSize(r) && stride == 1 &&
             !access.getDims(r).empty();
  }
  if (whole)
    return memref;
  auto viewType =
      cast<MemRefType>(memref::SubViewOp::inferRankReducedResultType(
          shape, type, offsets, sizes, strides));
  return builder.create<memref::SubViewOp>(loc, viewType, memref, offsets,
                                           sizes, strides);
}

AffineMap xhlo::affine_to_linalg::getIndexingMap(const Access &access,
                                                 ArrayRef<unsigned> positions,
                                                 unsigned numDims) {
  MLIRContext *context = access.memref.getContext();
  SmallVector<AffineExpr> results;
  for (unsigned r = 0, e = access.getRank(); r < e; ++r) {
    SmallVector<unsigned> dims = access.getDims(r);
    if (dims.empty())
      continue;
    if (dims.size() == 1) {
      results.push_back(getAffineDimExpr(positions[dims[0]], context));
      continue;
    }
    AffineExpr sum = getAffineConstantExpr(0, context);
    for (unsigned p : dims)
      sum = sum + getAffineDimExpr(positions[p], context) * access.coefs[r][p];
    results.push_back(sum);
  }
  return AffineMap::get(numDims, 0, results, context);
}
