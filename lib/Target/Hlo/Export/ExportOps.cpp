//===- ExportOps.cpp - hlo ops to HloInstructionProtos --------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file exports one hlo op as one instruction (its opcode from the
// generated opcode table, HloOpcodes.h), plus what the op needs around it:
// - regions become called computations, in the op's region order except for
//   while, whose called_computation_ids are [body, condition];
// - an op with N != 1 results gets a tuple shape and one get-tuple-element
//   per result (also: call of a function that returns a tuple, all-to-all
//   without split dimension);
// - while with N != 1 values takes a tuple of them, and its computations
//   take that tuple apart;
// - infeed's data results are XLA's data tuple: `((data...), token[])`;
//   outfeed's data operands are packed into one tuple operand;
// - send and recv return their context tuple as one value, which send-done
//   and recv-done take as is; recv-done's two results are packed like any
//   other op's;
// - a splat constant of more than 65536 elements is a scalar constant and a
//   broadcast of it.
// The attributes of each op are set in ExportAttributes.cpp.
//
//===----------------------------------------------------------------------===//

#include "ExportInternal.h"

#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace xhlo;
using namespace xhlo::hlo_export;
using Opcode = hlo::HloOpcode;

/// The HLO opcode of `op`, an hlo op other than hlo.return.
static Opcode getOpcode(Operation *op) {
  const hlo::HloOpcodeInfo *info =
      hlo::lookupHloOpcodeOfOp(op->getName().getStringRef());
  assert(info && "only hlo ops with an opcode are exported");
  return info->code;
}

/// Whether `op`'s instruction has a tuple shape, unpacked with
/// get-tuple-element.
static bool hasPackedResults(Operation *op) {
  if (auto allToAll = dyn_cast<hlo::AllToAllOp>(op))
    return !allToAll.getSplitDimension().has_value();
  return op->getNumResults() != 1;
}

/// Splat constants with more elements than this are exported as a scalar
/// constant and a broadcast.
static constexpr int64_t kLargestExpandedSplat = 1 << 16;

namespace {

/// Exports the ops that do not follow the generic scheme.
class SpecialOpExporter {
public:
  explicit SpecialOpExporter(ComputationExporter &computation)
      : c(computation) {}

  LogicalResult exportConstant(hlo::ConstantOp op) {
    FailureOr<xla::ShapeProto> shape = c.shapeOf(op.getType(), op.getLoc());
    if (failed(shape))
      return failure();
    // A large splat (the zeros of a ReLU over a whole activation, say) is a
    // scalar constant broadcast, as XLA's own front ends write it, instead
    // of every element spelled out.
    auto dense = dyn_cast<DenseElementsAttr>(op.getValue());
    if (dense && dense.isSplat() &&
        dense.getNumElements() > kLargestExpandedSplat) {
      auto scalarType = RankedTensorType::get({}, dense.getElementType());
      FailureOr<xla::ShapeProto> scalarShape =
          c.shapeOf(scalarType, op.getLoc());
      if (failed(scalarShape))
        return failure();
      FailureOr<xla::LiteralProto> literal = convertLiteral(
          dense.resizeSplat(scalarType), *scalarShape, op.getLoc());
      if (failed(literal))
        return failure();
      xla::HloInstructionProto &scalar =
          c.addInstruction(Opcode::Constant, *scalarShape, {});
      *scalar.mutable_literal() = std::move(*literal);
      int64_t scalarId = scalar.id();
      xla::HloInstructionProto &broadcast =
          c.addInstruction(Opcode::Broadcast, *shape, {scalarId});
      return c.mapResults(op->getResults(), broadcast.id(), /*packed=*/false,
                          op.getLoc());
    }
    FailureOr<xla::LiteralProto> literal =
        convertLiteral(op.getValue(), *shape, op.getLoc());
    if (failed(literal))
      return failure();
    xla::HloInstructionProto &inst =
        c.addInstruction(Opcode::Constant, *shape, {});
    *inst.mutable_literal() = std::move(*literal);
    return c.mapResults(op->getResults(), inst.id(), /*packed=*/false,
                        op.getLoc());
  }

  LogicalResult exportWhile(hlo::WhileOp op) {
    bool packed = op->getNumOperands() != 1;
    FailureOr<int64_t> operand = packed ? c.addTuple(op->getOperands(), op)
                                        : c.lookup(op->getOperand(0), op);
    if (failed(operand))
      return failure();
    FailureOr<int64_t> cond = c.module.exportRegion(op.getCond(), op, packed);
    if (failed(cond))
      return failure();
    FailureOr<int64_t> body = c.module.exportRegion(op.getBody(), op, packed);
    if (failed(body))
      return failure();
    FailureOr<xla::ShapeProto> shape =
        c.shapeOf(op->getResultTypes(), packed, op.getLoc());
    if (failed(shape))
      return failure();
    xla::HloInstructionProto &inst =
        c.addInstruction(Opcode::While, std::move(*shape), {*operand});
    // XLA's kBodyComputationIndex = 0, kConditionComputationIndex = 1.
    inst.add_called_computation_ids(*body);
    inst.add_called_computation_ids(*cond);
    return c.mapResults(op->getResults(), inst.id(), packed, op.getLoc());
  }

  LogicalResult exportCall(hlo::CallOp op) {
    FailureOr<func::FuncOp> callee =
        c.module.lookupFunction(op.getToApplyAttr(), op);
    if (failed(callee))
      return failure();
    FailureOr<int64_t> calleeId = c.module.exportFunction(*callee, op);
    if (failed(calleeId))
      return failure();
    FailureOr<SmallVector<int64_t>> operands = c.lookup(op->getOperands(), op);
    if (failed(operands))
      return failure();
    bool packed = ModuleExporter::returnsTuple(*callee);
    FailureOr<xla::ShapeProto> shape =
        c.shapeOf(op->getResultTypes(), packed, op.getLoc());
    if (failed(shape))
      return failure();
    xla::HloInstructionProto &inst =
        c.addInstruction(Opcode::Call, std::move(*shape), *operands);
    inst.add_called_computation_ids(*calleeId);
    if (op.getIsComposite())
      inst.set_is_composite(true);
    return c.mapResults(op->getResults(), inst.id(), packed, op.getLoc());
  }

  LogicalResult exportInfeed(hlo::InfeedOp op) {
    FailureOr<int64_t> token = c.lookup(op.getToken(), op);
    if (failed(token))
      return failure();
    Type dataType = TupleType::get(op.getContext(), op.getData().getTypes());
    Type types[] = {dataType, op.getResultToken().getType()};
    FailureOr<xla::ShapeProto> shape =
        c.shapeOf(TypeRange(types), /*tuple=*/true, op.getLoc());
    if (failed(shape))
      return failure();
    xla::HloInstructionProto &inst =
        c.addInstruction(Opcode::Infeed, std::move(*shape), {*token});
    if (std::optional<StringRef> config = op.getInfeedConfig())
      inst.set_infeed_config(config->str());
    int64_t id = inst.id();
    if (!op.getData().empty()) {
      FailureOr<int64_t> data =
          c.addGetTupleElement(id, 0, dataType, op.getLoc());
      if (failed(data) || failed(c.mapResults(op.getData(), *data,
                                              /*packed=*/true, op.getLoc())))
        return failure();
    }
    FailureOr<int64_t> resultToken =
        c.addGetTupleElement(id, 1, op.getResultToken().getType(), op.getLoc());
    if (failed(resultToken))
      return failure();
    return c.mapResults(op.getResultToken(), *resultToken, /*packed=*/false,
                        op.getLoc());
  }

  LogicalResult exportOutfeed(hlo::OutfeedOp op) {
    FailureOr<int64_t> data = c.addTuple(op.getInputs(), op);
    if (failed(data))
      return failure();
    FailureOr<int64_t> token = c.lookup(op.getToken(), op);
    if (failed(token))
      return failure();
    FailureOr<xla::ShapeProto> dataShape =
        c.shapeOf(op.getInputs().getTypes(), /*tuple=*/true, op.getLoc());
    FailureOr<xla::ShapeProto> shape =
        c.shapeOf(op.getResult().getType(), op.getLoc());
    if (failed(dataShape) || failed(shape))
      return failure();
    xla::HloInstructionProto &inst =
        c.addInstruction(Opcode::Outfeed, std::move(*shape), {*data, *token});
    *inst.mutable_outfeed_shape() = std::move(*dataShape);
    if (std::optional<StringRef> config = op.getOutfeedConfig())
      inst.set_outfeed_config(config->str());
    return c.mapResults(op->getResults(), inst.id(), /*packed=*/false,
                        op.getLoc());
  }

private:
  ComputationExporter &c;
};

} // namespace

/// Exports an op that follows the generic scheme: operands in order, regions
/// (or custom-call's functions) as called computations in order, results
/// packed when there are several.
static LogicalResult exportGenericOp(ComputationExporter &c, Operation *op) {
  FailureOr<SmallVector<int64_t>> operands = c.lookup(op->getOperands(), op);
  if (failed(operands))
    return failure();

  // Functions called by name: custom-call's, and the async ops' wrapped
  // computation.
  SmallVector<FlatSymbolRefAttr> functions;
  if (auto customCall = dyn_cast<hlo::CustomCallOp>(op)) {
    if (ArrayAttr callees = customCall.getCalledComputationsAttr())
      llvm::append_range(functions, callees.getAsRange<FlatSymbolRefAttr>());
  } else if (isa<hlo::AsyncStartOp, hlo::AsyncUpdateOp, hlo::AsyncDoneOp>(op)) {
    functions.push_back(op->getAttrOfType<FlatSymbolRefAttr>("calls"));
  }
  SmallVector<int64_t> called;
  for (FlatSymbolRefAttr symbol : functions) {
    FailureOr<func::FuncOp> func = c.module.lookupFunction(symbol, op);
    if (failed(func))
      return failure();
    FailureOr<int64_t> id = c.module.exportFunction(*func, op);
    if (failed(id))
      return failure();
    called.push_back(*id);
  }
  bool isFusion = isa<hlo::FusionOp>(op);
  for (Region &region : op->getRegions()) {
    FailureOr<int64_t> id =
        c.module.exportRegion(region, op, /*packArguments=*/false, isFusion);
    if (failed(id))
      return failure();
    called.push_back(*id);
  }

  bool packed = hasPackedResults(op);
  FailureOr<xla::ShapeProto> shape =
      c.shapeOf(op->getResultTypes(), packed, op->getLoc());
  if (failed(shape))
    return failure();
  xla::HloInstructionProto &inst =
      c.addInstruction(getOpcode(op), std::move(*shape), *operands);
  for (int64_t id : called)
    inst.add_called_computation_ids(id);
  if (failed(exportAttributes(op, inst)))
    return failure();
  return c.mapResults(op->getResults(), inst.id(), packed, op->getLoc());
}

LogicalResult ComputationExporter::exportOp(Operation *op) {
  if (!isa_and_nonnull<hlo::HloDialect>(op->getDialect())) {
    if (isa<func::CallOp, func::CallIndirectOp>(op))
      return op->emitError()
             << "cannot export '" << op->getName()
             << "' to HLO: call functions with hlo.call instead";
    return op->emitError() << "cannot export '" << op->getName()
                           << "' to HLO: only hlo ops can be exported";
  }
  if (isa<hlo::ReturnOp>(op))
    return op->emitError() << "cannot export to HLO: unexpected hlo.return";
  if (!hlo::lookupHloOpcodeOfOp(op->getName().getStringRef()))
    return op->emitError() << "cannot export '" << op->getName()
                           << "' to HLO: it has no HLO opcode";
  int firstNew = computation.instructions_size();
  if (failed(exportOpInstructions(op)))
    return failure();
  // The op's XLA metadata and stack frame go on every instruction it
  // became.
  if (failed(setMetadata(firstNew, op->getLoc())) ||
      failed(setOpSharding(op, firstNew)))
    return failure();
  return exportFrontendAttributes(op, firstNew);
}

LogicalResult ComputationExporter::exportFrontendAttributes(Operation *op,
                                                            int firstNew) {
  if (op->getDiscardableAttrDictionary().empty())
    return success();
  // The op's own instruction among those just added (tuple packing may add
  // `tuple` and get-tuple-element instructions around it).
  StringRef opcode = hlo::getHloOpcodeName(getOpcode(op));
  xla::HloInstructionProto *inst = nullptr;
  for (int i = firstNew; i < computation.instructions_size() && !inst; ++i)
    if (computation.instructions(i).opcode() == opcode)
      inst = computation.mutable_instructions(i);
  if (!inst)
    return success();
  // String attributes travel as XLA's frontend attributes, which HLO keeps.
  for (NamedAttribute attr : op->getDiscardableAttrs()) {
    if (attr.getName() == kShardingAttrName)
      continue; // The instruction's sharding (setOpSharding).
    auto value = dyn_cast<StringAttr>(attr.getValue());
    if (!value) {
      op->emitWarning() << "attribute '" << attr.getName().getValue()
                        << "' is not a string and is not exported (only "
                           "string attributes become frontend attributes)";
      continue;
    }
    (*inst->mutable_frontend_attributes()
          ->mutable_map())[attr.getName().str()] = value.getValue().str();
  }
  return success();
}

LogicalResult ComputationExporter::exportOpInstructions(Operation *op) {
  SpecialOpExporter special(*this);
  return TypeSwitch<Operation *, LogicalResult>(op)
      .Case([&](hlo::ConstantOp op) { return special.exportConstant(op); })
      .Case([&](hlo::WhileOp op) { return special.exportWhile(op); })
      .Case([&](hlo::CallOp op) { return special.exportCall(op); })
      .Case([&](hlo::InfeedOp op) { return special.exportInfeed(op); })
      .Case([&](hlo::OutfeedOp op) { return special.exportOutfeed(op); })
      .Default([&](Operation *op) { return exportGenericOp(*this, op); });
}
