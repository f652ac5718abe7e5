//===- HostProgram.cpp - Host programs compiled and run by LLVM -----------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements HostProgram: offload (optionally), wrap the entry in
// a function on arrays only (scalars as 0-d tensors) with a C interface,
// lower with xhlo-host-to-llvm, JIT with MLIR's ExecutionEngine (the C API
// and the context global resolved through its symbol map), and run through
// memref descriptors; a run whose C API call failed returns early and ends
// with the failure its HostContext keeps.
//
//===----------------------------------------------------------------------===//

#include "xhlo/ExecutionEngine/HostProgram.h"

#include "xhlo/Conversion/HostPipeline/HostPipeline.h"
#include "xhlo/Conversion/Passes.h"
#include "xhlo/Conversion/Pipelines.h"
#include "xhlo/Conversion/XrtToLLVM/XrtToLLVM.h"
#include "xhlo/Dialect/Xrt/IR/XrtDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "llvm/Support/TargetSelect.h"

#include <cstdlib>
#include <mutex>

using namespace mlir;
using namespace xhlo;
using xhlo::ElementType;
using xhlo::Literal;
using xhlo::RtValue;

/// The function the JIT calls: the entry wrapped on arrays only.
static constexpr llvm::StringLiteral kWrapperName = "xhlo_host_entry";

//===----------------------------------------------------------------------===//
// The entry on arrays
//===----------------------------------------------------------------------===//

/// The array type a parameter or result of `type` travels as: the tensor
/// itself, or the 0-d tensor of a scalar (`index` as i64, also in tensors);
/// null for others.
static RankedTensorType getArrayType(Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type)) {
    if (tensor.getElementType().isIndex())
      tensor = tensor.clone(IntegerType::get(type.getContext(), 64));
    return tensor.hasStaticShape() &&
                   xhlo::getElementTypeFromMlir(tensor.getElementType())
               ? tensor
               : nullptr;
  }
  if (type.isIndex())
    type = IntegerType::get(type.getContext(), 64);
  if (!xhlo::getElementTypeFromMlir(type))
    return nullptr;
  return RankedTensorType::get({}, type);
}

/// Adds `@xhlo_host_entry`, which takes and returns the arrays of `entry`'s
/// parameters and results and calls it, with a C interface
/// (`_mlir_ciface_xhlo_host_entry`); fills in the specs.
static LogicalResult
createWrapper(ModuleOp module, func::FuncOp entry,
              SmallVectorImpl<HostProgram::ArraySpec> &arguments,
              SmallVectorImpl<HostProgram::ArraySpec> &results) {
  if (module.lookupSymbol(kWrapperName))
    return module.emitError() << "the module already has a @" << kWrapperName;
  SmallVector<Type> argumentTypes, resultTypes;
  auto collect = [&](TypeRange types, SmallVectorImpl<Type> &arrays,
                     SmallVectorImpl<HostProgram::ArraySpec> &specs,
                     StringRef what) -> LogicalResult {
    for (auto [index, type] : llvm::enumerate(types)) {
      RankedTensorType array = getArrayType(type);
      if (!array)
        return entry.emitError()
               << "cannot run @" << entry.getSymName()
               << " on the host: " << what << " " << index << " has type "
               << type
               << "; entries take and return statically shaped tensors and "
                  "scalars of XLA element types";
      arrays.push_back(array);
      specs.push_back({*xhlo::getElementTypeFromMlir(array.getElementType()),
                       llvm::to_vector(array.getShape())});
    }
    return success();
  };
  if (failed(collect(entry.getArgumentTypes(), argumentTypes, arguments,
                     "parameter")) ||
      failed(collect(entry.getResultTypes(), resultTypes, results, "result")))
    return failure();

  OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
  Location loc = entry.getLoc();
  auto wrapper = builder.create<func::FuncOp>(
      loc, kWrapperName, builder.getFunctionType(argumentTypes, resultTypes));
  wrapper->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(),
                   builder.getUnitAttr());
  Block *body = wrapper.addEntryBlock();
  builder.setInsertionPointToStart(body);
  SmallVector<Value> operands;
  for (auto [argument, type] :
       llvm::zip(body->getArguments(), entry.getArgumentTypes())) {
    if (isa<RankedTensorType>(type)) {
      operands.push_back(
          argument.getType() == type
              ? Value(argument)
              : builder.create<arith::IndexCastOp>(loc, type, argument));
      continue;
    }
    Value scalar = builder.create<tensor::ExtractOp>(loc, argument);
    if (type.isIndex())
      scalar = builder.create<arith::IndexCastOp>(loc, type, scalar);
    operands.push_back(scalar);
  }
  auto call = builder.create<func::CallOp>(loc, entry, operands);
  SmallVector<Value> returned;
  for (auto [result, array] : llvm::zip(call.getResults(), resultTypes)) {
    Value value = result;
    if (isa<RankedTensorType>(value.getType())) {
      returned.push_back(
          value.getType() == array
              ? value
              : builder.create<arith::IndexCastOp>(loc, array, value));
      continue;
    }
    if (value.getType().isIndex())
      value = builder.create<arith::IndexCastOp>(
          loc, cast<RankedTensorType>(array).getElementType(), value);
    returned.push_back(
        builder.create<tensor::FromElementsOp>(loc, array, value));
  }
  builder.create<func::ReturnOp>(loc, returned);
  return success();
}

/// Fails with an error at the first op the LLVM lowering left.
static LogicalResult checkLowered(ModuleOp module) {
  WalkResult result = module.walk([](Operation *op) {
    if (isa<ModuleOp>(op) || isa<LLVM::LLVMDialect>(op->getDialect()))
      return WalkResult::advance();
    op->emitError() << "cannot run '" << op->getName()
                    << "' on the host: the LLVM lowering left it";
    return WalkResult::interrupt();
  });
  return failure(result.wasInterrupted());
}

//===----------------------------------------------------------------------===//
// Compiling
//===----------------------------------------------------------------------===//

HostProgram::~HostProgram() = default;

FailureOr<std::unique_ptr<HostProgram>>
HostProgram::compile(ModuleOp module, StringRef entryName,
                     const HostProgramOptions &options) {
  MLIRContext *context = module.getContext();
  DialectRegistry registry;
  registerHostToLLVMPipelineExtensions(registry);
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  context->appendDialectRegistry(registry);

  // A program with xrt ops has been offloaded already.
  bool hasXrt = module
                    .walk([](Operation *op) {
                      return isa_and_nonnull<xrt::XrtDialect>(op->getDialect())
                                 ? WalkResult::interrupt()
                                 : WalkResult::advance();
                    })
                    .wasInterrupted();
  if (options.offload && !hasXrt) {
    PassManager pm(context);
    buildOffloadPipeline(pm);
    if (failed(pm.run(module)))
      return failure();
  }

  std::unique_ptr<HostProgram> program(new HostProgram());
  auto entry = module.lookupSymbol<func::FuncOp>(entryName);
  if (!entry || entry.isExternal())
    return module.emitError() << "no function @" << entryName << " to run";
  if (failed(
          createWrapper(module, entry, program->arguments, program->results)))
    return failure();

  PassManager pm(context);
  buildHostToLLVMPipeline(pm, HostToLLVMPipelineOptions());
  if (failed(pm.run(module)) || failed(checkLowered(module)))
    return failure();

  static std::once_flag initialized;
  std::call_once(initialized, [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
  });
  auto transformer = makeOptimizingTransformer(std::min(options.optLevel, 3u),
                                               /*sizeLevel=*/0,
                                               /*targetMachine=*/nullptr);
  ExecutionEngineOptions engineOptions;
  engineOptions.transformer = transformer;
  // memref.copy of strided memrefs calls upstream's memrefCopy.
  StringRef libraries[] = {XHLO_MLIR_C_RUNNER_UTILS};
  engineOptions.sharedLibPaths = libraries;
  auto engine = ExecutionEngine::create(module, engineOptions);
  if (!engine)
    return module.emitError() << "cannot compile the host program: "
                              << llvm::toString(engine.takeError());
  program->engine = std::move(*engine);
  XhloXrtContext **slot = &program->context;
  program->engine->registerSymbols([&](llvm::orc::MangleAndInterner interner) {
    llvm::orc::SymbolMap symbols;
    for (auto [name, address] : runtime::getHostApiSymbols())
      symbols[interner(name)] = {llvm::orc::ExecutorAddr::fromPtr(address),
                                 llvm::JITSymbolFlags::Exported};
    symbols[interner(kXrtContextGlobalName)] = {
        llvm::orc::ExecutorAddr::fromPtr(slot), llvm::JITSymbolFlags::Exported};
    return symbols;
  });
  auto function =
      program->engine->lookupPacked(("_mlir_ciface_" + kWrapperName).str());
  if (!function)
    return module.emitError() << "cannot compile the host program: "
                              << llvm::toString(function.takeError());
  program->function = *function;
  return program;
}

//===----------------------------------------------------------------------===//
// Running
//===----------------------------------------------------------------------===//

/// The words of a row-major memref descriptor of `literal`'s data:
/// `{allocated, aligned, offset, sizes..., strides...}`.
static SmallVector<int64_t> makeDescriptor(Literal &literal) {
  auto pointer = reinterpret_cast<intptr_t>(literal.data());
  SmallVector<int64_t> words = {pointer, pointer, 0};
  ArrayRef<int64_t> shape = literal.getShape();
  llvm::append_range(words, shape);
  SmallVector<int64_t> strides(shape.size(), 1);
  for (int64_t d = static_cast<int64_t>(shape.size()) - 2; d >= 0; --d)
    strides[d] = strides[d + 1] * shape[d + 1];
  llvm::append_range(words, strides);
  return words;
}

/// `f32[2,3]`.
static std::string formatSpec(const HostProgram::ArraySpec &spec) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << xhlo::getElementTypeName(spec.elementType) << "[";
  llvm::interleave(spec.shape, os, ",");
  os << "]";
  return text;
}

llvm::Expected<std::vector<RtValue>>
HostProgram::run(runtime::Device &device, ArrayRef<RtValue> values,
                 HostRunStatistics *statistics) {
  using runtime::ErrorCode;
  if (values.size() != arguments.size())
    return runtime::makeDeviceError(
        ErrorCode::InvalidArgument,
        "the host program takes " + llvm::Twine(arguments.size()) +
            " arguments, " + llvm::Twine(values.size()) + " given");
  // The compiled code may write into its arguments: give it copies.
  std::vector<Literal> copies;
  SmallVector<SmallVector<int64_t>> descriptors;
  for (auto [index, value, spec] : llvm::enumerate(values, arguments)) {
    if (!value.isArray() ||
        value.getArray().getElementType() != spec.elementType ||
        value.getArray().getShape() != ArrayRef<int64_t>(spec.shape))
      return runtime::makeDeviceError(
          ErrorCode::InvalidArgument,
          "argument " + llvm::Twine(index) + " is " +
              runtime::getShapeString(value) + ", the host program takes " +
              formatSpec(spec));
    copies.push_back(value.getArray().clone());
  }
  for (Literal &copy : copies)
    descriptors.push_back(makeDescriptor(copy));

  // The results come back through one buffer of descriptors, one after the
  // other (all fields are 8 bytes, so there is no padding).
  size_t resultWords = 0;
  for (const ArraySpec &spec : results)
    resultWords += 3 + 2 * spec.shape.size();
  SmallVector<int64_t> resultBuffer(resultWords, 0);
  void *resultPointer = resultBuffer.data();
  SmallVector<void *> descriptorPointers;
  for (SmallVector<int64_t> &descriptor : descriptors)
    descriptorPointers.push_back(descriptor.data());
  SmallVector<void *> packed;
  if (!results.empty())
    packed.push_back(&resultPointer);
  for (void *&pointer : descriptorPointers)
    packed.push_back(&pointer);

  // A failing C API call makes the compiled code return at once, without
  // results; the context keeps the failure.
  runtime::HostContext host(device);
  context = host.getHandle();
  {
    // The compiled code's buffers are the context's, so that whatever a run
    // that returned early left is freed.
    runtime::HostAllocationScope allocations(host);
    function(packed.data());
  }
  context = nullptr;
  llvm::Error error = host.takeFailure();
  size_t unreleased = host.releaseAll();
  if (statistics) {
    statistics->calls = host.getStatistics();
    statistics->unreleased = unreleased;
    statistics->unfreedBuffers = host.getNumAllocations();
  }
  if (error)
    return std::move(error);

  // Copy every result out; their buffers (results may share one, or be an
  // argument's copy) are freed with the rest of the context's when it goes.
  std::vector<RtValue> outputs;
  size_t offset = 0;
  for (const ArraySpec &spec : results) {
    int64_t *words = resultBuffer.data() + offset;
    offset += 3 + 2 * spec.shape.size();
    outputs.push_back(
        runtime::readMemRef(spec.shape.size(), words, spec.elementType));
  }
  return outputs;
}
