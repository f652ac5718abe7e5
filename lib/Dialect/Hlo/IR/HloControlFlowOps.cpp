//===- HloControlFlowOps.cpp - ControlFlow hlo ops ------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the ControlFlow op family: registration, type inference,
// verifiers and custom assembly.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloControlFlowOps.h"

#include "HloAssembly.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace xhlo::hlo;

#define GET_OP_CLASSES
#include "xhlo/Dialect/Hlo/IR/HloControlFlowOps.cpp.inc"

void HloDialect::registerControlFlowOps() {
  addOperations<
#define GET_OP_LIST
#include "xhlo/Dialect/Hlo/IR/HloControlFlowOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// The signature of a called computation held in `region`: its entry block's
/// argument types and the types its `hlo.return` yields. None when the region
/// is empty or does not end in `hlo.return` (the op's traits report that).
static std::optional<FunctionType> getComputationType(Region &region) {
  if (region.empty() || region.front().empty())
    return std::nullopt;
  auto ret = dyn_cast<ReturnOp>(region.front().back());
  if (!ret)
    return std::nullopt;
  return FunctionType::get(region.getContext(),
                           region.front().getArgumentTypes(),
                           ret.getResults().getTypes());
}

//===----------------------------------------------------------------------===//
// ReturnOp
//===----------------------------------------------------------------------===//

LogicalResult ReturnOp::verify() {
  // The number and types of the values are checked by the parent, which
  // knows what its computation must return.
  Operation *parent = (*this)->getParentOp();
  if (!parent || !isa_and_nonnull<HloDialect>(parent->getDialect()))
    return emitOpError() << "must end a region of an hlo op; its parent is '"
                         << (parent ? parent->getName().getStringRef()
                                    : StringRef("none"))
                         << "'";
  return success();
}

//===----------------------------------------------------------------------===//
// WhileOp
//===----------------------------------------------------------------------===//

LogicalResult WhileOp::inferReturnTypes(MLIRContext *,
                                        std::optional<Location> location,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &results) {
  return inferWhileOp(adaptor.getOperands().getTypes(), location, results);
}

LogicalResult WhileOp::verifyRegions() {
  std::optional<FunctionType> cond = getComputationType(getCond());
  std::optional<FunctionType> body = getComputationType(getBody());
  if (!cond || !body)
    return success();
  return verifyWhileOp(getOperands().getTypes(), *cond, *body, getLoc());
}

/// `hlo.while(%a, %b) : t0, t1 [attributes {...}] cond {...} do {...}`.
ParseResult WhileOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  SmallVector<Type> types;
  SMLoc operandsLoc = parser.getCurrentLocation();
  if (parser.parseOperandList(operands, OpAsmParser::Delimiter::Paren) ||
      parser.parseColonTypeList(types) ||
      parser.resolveOperands(operands, types, operandsLoc, result.operands) ||
      parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();
  result.addTypes(types);
  Region *cond = result.addRegion();
  Region *body = result.addRegion();
  // The regions are isolated from above, so their names may shadow outer ones.
  if (parser.parseKeyword("cond") ||
      parser.parseRegion(*cond, /*arguments=*/{},
                         /*enableNameShadowing=*/true) ||
      parser.parseKeyword("do") ||
      parser.parseRegion(*body, /*arguments=*/{},
                         /*enableNameShadowing=*/true))
    return failure();
  return success();
}

void WhileOp::print(OpAsmPrinter &printer) {
  printer << "(" << getOperands() << ") : " << getOperands().getTypes();
  printer.printOptionalAttrDictWithKeyword((*this)->getAttrs());
  printer << " cond ";
  printer.printRegion(getCond(), /*printEntryBlockArgs=*/true);
  printer << " do ";
  printer.printRegion(getBody(), /*printEntryBlockArgs=*/true);
}

//===----------------------------------------------------------------------===//
// ConditionalOp
//===----------------------------------------------------------------------===//

LogicalResult ConditionalOp::verify() {
  // Checked here, before the ops in the branches, rather than in a region
  // verifier: RegionBranchOpInterface verifies the same edges before a region
  // verifier would run, with generic messages. A branch that does not end in
  // hlo.return yet leaves its signature unchecked (the traits report it).
  SmallVector<FunctionType> branches;
  for (Region &region : getBranches()) {
    std::optional<FunctionType> type = getComputationType(region);
    if (!type) {
      branches.clear();
      break;
    }
    branches.push_back(*type);
  }
  return verifyConditionalOp(
      getIndex().getType(), getBranchOperands().getTypes(),
      getBranches().size(), branches, getResultTypes(), getLoc());
}

void ConditionalOp::getSuccessorRegions(
    RegionBranchPoint point, SmallVectorImpl<RegionSuccessor> &regions) {
  // From the op, control enters one of the branches; from a branch, it
  // returns to the op.
  if (!point.isParent()) {
    regions.push_back(RegionSuccessor(getResults()));
    return;
  }
  for (Region &branch : getBranches())
    regions.push_back(RegionSuccessor(&branch, branch.getArguments()));
}

OperandRange ConditionalOp::getEntrySuccessorOperands(RegionBranchPoint point) {
  // Branch i receives branch operand i.
  unsigned index = point.getRegionOrNull()->getRegionNumber();
  return getBranchOperands().slice(index, 1);
}

void ConditionalOp::getRegionInvocationBounds(
    ArrayRef<Attribute>, SmallVectorImpl<InvocationBounds> &bounds) {
  // Exactly one branch runs, once.
  bounds.append(getNumRegions(), InvocationBounds(0, 1));
}

//===----------------------------------------------------------------------===//
// CallOp
//===----------------------------------------------------------------------===//

LogicalResult CallOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  FlatSymbolRefAttr callee = getToApplyAttr();
  Operation *symbol = symbolTable.lookupNearestSymbolFrom(*this, callee);
  if (!symbol)
    return emitOpError() << "to_apply " << callee
                         << " does not name a function in the enclosing module";
  auto function = dyn_cast<FunctionOpInterface>(symbol);
  if (!function)
    return emitOpError() << "to_apply " << callee << " names a '"
                         << symbol->getName() << "', not a function";
  auto type = dyn_cast<FunctionType>(function.getFunctionType());
  if (!type)
    return emitOpError() << "to_apply " << callee
                         << " has a function type that is not a FunctionType";
  return verifyCallOp(callee.getValue(), type, getOperands().getTypes(),
                      getResultTypes(), getLoc());
}

CallInterfaceCallable CallOp::getCallableForCallee() {
  return getToApplyAttr();
}

void CallOp::setCalleeFromCallable(CallInterfaceCallable callee) {
  setToApplyAttr(cast<FlatSymbolRefAttr>(callee.get<SymbolRefAttr>()));
}

Operation::operand_range CallOp::getArgOperands() { return getOperands(); }

MutableOperandRange CallOp::getArgOperandsMutable() {
  return getOperandsMutable();
}

//===----------------------------------------------------------------------===//
// FusionOp
//===----------------------------------------------------------------------===//

LogicalResult FusionOp::verifyRegions() {
  std::optional<FunctionType> fused = getComputationType(getFusedComputation());
  if (!fused)
    return success();
  return verifyFusionOp(getOperands().getTypes(), *fused, getResultTypes(),
                        getLoc());
}

//===----------------------------------------------------------------------===//
// TupleOp, GetTupleElementOp
//===----------------------------------------------------------------------===//

LogicalResult TupleOp::inferReturnTypes(MLIRContext *context,
                                        std::optional<Location> location,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &results) {
  return inferTupleOp(context, adaptor.getOperands().getTypes(), location,
                      results);
}

LogicalResult GetTupleElementOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &results) {
  return inferGetTupleElementOp(adaptor.getOperand().getType(),
                                adaptor.getIndex(), location, results);
}
