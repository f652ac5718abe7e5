//===- XrtOps.cpp - The ops of the xrt dialect ----------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the xrt ops: their verifiers, the symbol check of
// xrt.compile against the function it compiles, the result types of
// xrt.execute, and the assembly of an execution's signature.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Xrt/IR/XrtOps.h"

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace xhlo::xrt;

//===----------------------------------------------------------------------===//
// Custom assembly
//===----------------------------------------------------------------------===//

/// Parses an execution's signature, `(args) -> results`, into the types of
/// the executable, its arguments and its results.
static ParseResult parseExecuteSignature(OpAsmParser &parser,
                                         Type &executableType,
                                         SmallVectorImpl<Type> &argTypes,
                                         SmallVectorImpl<Type> &resultTypes) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  FunctionType signature;
  if (parser.parseType(signature))
    return failure();
  executableType = ExecutableType::getChecked(
      [&] { return parser.emitError(loc); }, parser.getContext(), signature);
  if (!executableType)
    return failure();
  llvm::append_range(argTypes, signature.getInputs());
  llvm::append_range(resultTypes, signature.getResults());
  return success();
}

/// Prints the signature of the executable an execution runs.
static void printExecuteSignature(OpAsmPrinter &printer, Operation *,
                                  Type executableType, TypeRange argTypes,
                                  TypeRange resultTypes) {
  printer.printFunctionalType(argTypes, resultTypes);
}

#define GET_OP_CLASSES
#include "xhlo/Dialect/Xrt/IR/XrtOps.cpp.inc"

//===----------------------------------------------------------------------===//
// ViewOp
//===----------------------------------------------------------------------===//

LogicalResult ViewOp::verify() {
  std::optional<int64_t> size = getAllocation().getType().getSizeInBytes();
  int64_t arraySize = getResult().getType().getSizeInBytes();
  if (size && *size != arraySize)
    return emitOpError() << "allocation of " << *size << " bytes cannot hold "
                         << getResult().getType() << ", which takes "
                         << arraySize << " bytes";
  return success();
}

//===----------------------------------------------------------------------===//
// CompileOp
//===----------------------------------------------------------------------===//

void CompileOp::build(OpBuilder &builder, OperationState &state,
                      func::FuncOp callee) {
  FunctionType signature = getDeviceSignature(callee.getFunctionType());
  assert(signature && "the callee's type must map to device types");
  build(builder, state, ExecutableType::get(builder.getContext(), signature),
        SymbolRefAttr::get(callee));
}

func::FuncOp CompileOp::getCalleeFunc(SymbolTableCollection *symbolTable) {
  if (symbolTable)
    return symbolTable->lookupNearestSymbolFrom<func::FuncOp>(*this,
                                                              getCalleeAttr());
  return SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(*this,
                                                            getCalleeAttr());
}

/// The first type of `types` that has no device type, with its index.
static std::optional<std::pair<size_t, Type>>
findHostOnlyType(TypeRange types) {
  for (auto [index, type] : llvm::enumerate(types))
    if (!getDeviceType(type))
      return std::make_pair(index, type);
  return std::nullopt;
}

LogicalResult CompileOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  func::FuncOp callee = getCalleeFunc(&symbolTable);
  if (!callee)
    return emitOpError() << "callee " << getCalleeAttr()
                         << " does not name a func.func";
  if (callee.isExternal())
    return emitOpError() << "callee " << getCalleeAttr()
                         << " has no body to compile";

  // C2: a computation of hlo ops.
  Operation *foreign = nullptr;
  callee.walk([&](Operation *op) {
    if (op == callee.getOperation() ||
        isa_and_nonnull<xhlo::hlo::HloDialect>(op->getDialect()) ||
        (isa<func::ReturnOp>(op) && op->getParentOp() == callee))
      return WalkResult::advance();
    foreign = op;
    return WalkResult::interrupt();
  });
  if (foreign) {
    InFlightDiagnostic diag = emitOpError()
                              << "callee " << getCalleeAttr()
                              << " must be made of hlo ops, but holds '"
                              << foreign->getName() << "'";
    diag.attachNote(foreign->getLoc()) << "see the op here";
    return diag;
  }

  // C3: the executable's signature is the callee's, on the device.
  FunctionType hostSignature = callee.getFunctionType();
  if (auto found = findHostOnlyType(hostSignature.getInputs()))
    return emitOpError() << "callee " << getCalleeAttr() << " argument #"
                         << found->first << " has type " << found->second
                         << ", which cannot live on the device";
  if (auto found = findHostOnlyType(hostSignature.getResults()))
    return emitOpError() << "callee " << getCalleeAttr() << " result #"
                         << found->first << " has type " << found->second
                         << ", which cannot live on the device";
  FunctionType expected = getDeviceSignature(hostSignature);
  if (expected != getType().getSignature())
    return emitOpError() << "type " << getType()
                         << " does not match the callee " << getCalleeAttr()
                         << " of type " << hostSignature << ": expected "
                         << ExecutableType::get(getContext(), expected);
  return success();
}

//===----------------------------------------------------------------------===//
// ExecuteOp
//===----------------------------------------------------------------------===//

LogicalResult
ExecuteOp::inferReturnTypes(MLIRContext *context,
                            std::optional<Location> location, Adaptor adaptor,
                            SmallVectorImpl<Type> &inferredReturnTypes) {
  auto executable = dyn_cast<ExecutableType>(adaptor.getExecutable().getType());
  if (!executable)
    return emitOptionalError(location, "expected an executable, got ",
                             adaptor.getExecutable().getType());
  llvm::append_range(inferredReturnTypes, executable.getResults());
  return success();
}

LogicalResult ExecuteOp::verify() {
  ExecutableType executable = getExecutable().getType();
  ArrayRef<Type> inputs = executable.getInputs();
  if (getArgs().size() != inputs.size())
    return emitOpError() << "executable takes " << inputs.size()
                         << " arguments, but " << getArgs().size()
                         << " are given";
  for (auto [index, arg, input] : llvm::enumerate(getArgs(), inputs))
    if (arg.getType() != input)
      return emitOpError() << "argument #" << index << " has type "
                           << arg.getType() << ", but the executable takes "
                           << input;
  ArrayRef<Type> results = executable.getResults();
  if (getNumResults() != results.size())
    return emitOpError() << "executable returns " << results.size()
                         << " results, but the op has " << getNumResults();
  for (auto [index, result, expected] :
       llvm::enumerate(getResultTypes(), results))
    if (result != expected)
      return emitOpError() << "result #" << index << " has type " << result
                           << ", but the executable returns " << expected;
  return success();
}

//===----------------------------------------------------------------------===//
// ReleaseOp
//===----------------------------------------------------------------------===//

LogicalResult ReleaseOp::verify() {
  if (getArrays().empty())
    return emitOpError() << "needs at least one array to release";
  llvm::SmallPtrSet<Value, 8> seen;
  for (auto [index, array] : llvm::enumerate(getArrays()))
    if (!seen.insert(array).second)
      return emitOpError() << "releases operand #" << index << " twice";
  return success();
}
