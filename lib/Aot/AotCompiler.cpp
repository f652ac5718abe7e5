//===- AotCompiler.cpp - Ahead-of-time compilation of hlo -----------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the steps of AotCompiler.h: the entry's ABI, the
// lowering to the LLVM dialect with the C wrapper, LLVM's optimisation for a
// TargetMachine, and the object file. The header is written in
// HeaderWriter.cpp.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Aot/AotCompiler.h"

#include "xhlo/Aot/Passes.h"
#include "xhlo/AotRuntime/AotRuntime.h"
#include "xhlo/Conversion/HloToLinalg/HloToLinalg.h"
#include "xhlo/Conversion/HostPipeline/HostPipeline.h"
#include "xhlo/Conversion/Passes.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.h"
#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/Extensions/InlinerExtension.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/Triple.h"

using namespace mlir;
using namespace xhlo;

void xhlo::registerAotExtensions(DialectRegistry &registry) {
  registerHostToLLVMPipelineExtensions(registry);
  func::registerInlinerExtension(registry);
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
}

//===----------------------------------------------------------------------===//
// The ABI
//===----------------------------------------------------------------------===//

/// The C++ type of an element type the ABI passes, or "".
static std::string getCppElementType(Type type) {
  // std::complex<T> is an array of two T, real first (C++ [complex.numbers]),
  // as the LLVM struct the complex lowering stores.
  if (auto complex = dyn_cast<ComplexType>(type)) {
    if (complex.getElementType().isF32())
      return "std::complex<float>";
    if (complex.getElementType().isF64())
      return "std::complex<double>";
    return "";
  }
  // A byte per element, as XLA's literals hold them: s2/s4 sign-extended,
  // u2/u4 zero-extended, the small floats' bit patterns.
  if (auto row = hlo::getXlaElementType(type)) {
    if (row->bits < 8 && row->kind == hlo::ElementKind::Signed)
      return "int8_t";
    if ((row->bits < 8 && row->kind == hlo::ElementKind::Unsigned) ||
        (row->bits <= 8 && row->kind == hlo::ElementKind::Float))
      return "uint8_t";
  }
  if (type.isF32())
    return "float";
  if (type.isF64())
    return "double";
  if (type.isF16() || type.isBF16())
    return "uint16_t";
  if (auto integer = dyn_cast<IntegerType>(type)) {
    unsigned width = integer.getWidth();
    if (width == 1)
      return "bool";
    if (width != 8 && width != 16 && width != 32 && width != 64)
      return "";
    return (integer.isUnsigned() ? "uint" : "int") + std::to_string(width) +
           "_t";
  }
  return "";
}

/// Whether `name` is a C++ identifier (ASCII).
static bool isIdentifier(StringRef name) {
  if (name.empty() || llvm::isDigit(name.front()))
    return false;
  return llvm::all_of(name,
                      [](char c) { return llvm::isAlnum(c) || c == '_'; });
}

/// The attribute in which the HLO importers keep a parameter's or result's
/// layout (minor to major) when it is not row-major.
static constexpr llvm::StringLiteral kLayoutAttrName = "hlo.layout";

/// The dimensions of a `rank`-dimensional array in `layout` (XLA's
/// minor-to-major order, or null: row-major) from major to minor, the order
/// of its elements in memory; nothing when `layout` is not a permutation of
/// the dimensions.
static std::optional<SmallVector<int64_t>> getMajorToMinor(Attribute layout,
                                                           int64_t rank) {
  SmallVector<int64_t> order;
  if (!layout) {
    for (int64_t d = 0; d < rank; ++d)
      order.push_back(d);
    return order;
  }
  auto dims = dyn_cast<DenseI64ArrayAttr>(layout);
  if (!dims || dims.size() != rank)
    return std::nullopt;
  SmallVector<bool> seen(rank, false);
  for (int64_t d : llvm::reverse(dims.asArrayRef())) {
    if (d < 0 || d >= rank || seen[d])
      return std::nullopt;
    seen[d] = true;
    order.push_back(d);
  }
  return order;
}

/// `layout` as XLA prints it: `{0,1}`.
static std::string getLayoutString(Attribute layout) {
  std::string text;
  llvm::raw_string_ostream os(text);
  if (auto dims = dyn_cast<DenseI64ArrayAttr>(layout)) {
    os << "{";
    llvm::interleave(dims.asArrayRef(), os, ",");
    os << "}";
  } else {
    os << layout;
  }
  return text;
}

/// The array `type` at `place` of `entry` (`parameter 0`, `result 1,
/// element {0, 2}`) in `layout`, or an error there.
static FailureOr<AotArray> getAotArray(func::FuncOp entry, Type type,
                                       StringRef place, Attribute layout) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  std::string cppType = tensor && tensor.hasStaticShape()
                            ? getCppElementType(tensor.getElementType())
                            : "";
  if (cppType.empty())
    return entry.emitError()
           << place << " of @" << entry.getName() << " is "
           << hlo::getXlaShapeString(type)
           << ": ahead-of-time compilation passes statically shaped arrays of "
              "pred, s2-s64, u2-u64, the floats of 4 to 64 bits, c64 or c128 "
              "only";
  std::optional<SmallVector<int64_t>> order =
      getMajorToMinor(layout, tensor.getRank());
  if (!order)
    return entry.emitError()
           << place << " of @" << entry.getName() << " has the layout "
           << getLayoutString(layout)
           << ", which is not a permutation of its dimensions";
  AotArray array;
  array.cppType = cppType;
  array.hloType = hlo::getXlaShapeString(type);
  // In memory: the dimensions major to minor, row-major.
  for (int64_t d : *order)
    array.shape.push_back(tensor.getDimSize(d));
  if (!llvm::equal(*order, llvm::seq<int64_t>(0, tensor.getRank()))) {
    array.hloType += getLayoutString(layout);
    llvm::raw_string_ostream note(array.note);
    note << "in memory as the row-major [";
    llvm::interleave(array.shape, note, ",");
    note << "]: dimensions ";
    llvm::interleave(*order, note, ",");
    note << " major to minor";
  }
  // XLA's width (pred 1, s4 4, f4e2m1fn 4); what is narrower than a byte
  // takes one.
  unsigned width = hlo::getXlaElementType(tensor.getElementType())->bits;
  int64_t elementBytes = width < 8 ? 1 : width / 8;
  for (int64_t size : array.shape) {
    if (size != 0 && array.elements > INT64_MAX / elementBytes / size)
      return entry.emitError()
             << place << " of @" << entry.getName() << " (" << array.hloType
             << ") has more bytes than int64 counts";
    array.elements *= size;
  }
  array.bytes = array.elements * elementBytes;
  return array;
}

/// Appends to `out` the arrays of `type`, parameter or result `index` of
/// `entry` (`what`): itself when it is an array, its leaves depth first when
/// it is a tuple (`path`: the tuple indices above it), none for a token.
static LogicalResult appendAotArrays(func::FuncOp entry, Type type,
                                     StringRef what, unsigned index,
                                     Attribute layout,
                                     SmallVectorImpl<int64_t> &path,
                                     std::vector<AotArray> &out) {
  if (isa<hlo::TokenType>(type))
    return success();
  if (auto tuple = dyn_cast<TupleType>(type)) {
    if (layout)
      return entry.emitError()
             << what << " " << index << " of @" << entry.getName()
             << " is a tuple with a layout: ahead-of-time compilation takes "
                "the layouts of array parameters and results only";
    for (auto [k, element] : llvm::enumerate(tuple.getTypes())) {
      path.push_back(int64_t(k));
      if (failed(appendAotArrays(entry, element, what, index, Attribute(), path,
                                 out)))
        return failure();
      path.pop_back();
    }
    return success();
  }
  std::string place;
  llvm::raw_string_ostream os(place);
  os << what << " " << index;
  if (!path.empty()) {
    os << ", element {";
    llvm::interleave(path, os, ", ");
    os << "}";
  }
  FailureOr<AotArray> array = getAotArray(entry, type, place, layout);
  if (failed(array))
    return failure();
  if (!path.empty())
    array->note = place + (array->note.empty() ? "" : "; " + array->note);
  out.push_back(std::move(*array));
  return success();
}

FailureOr<AotSignature> xhlo::getAotSignature(func::FuncOp entry,
                                              const AotOptions &options) {
  AotSignature signature;
  signature.entryName = entry.getName().str();
  signature.functionName =
      options.functionName.empty() ? signature.entryName : options.functionName;
  if (!isIdentifier(signature.functionName))
    return entry.emitError() << "the function name '" << signature.functionName
                             << "' is no C++ identifier (name one with "
                                "--function-name)";
  signature.cppNamespace = options.cppNamespace;
  signature.cSymbol = "xhlo_aot_";
  if (!options.cppNamespace.empty()) {
    SmallVector<StringRef> parts;
    StringRef(options.cppNamespace).split(parts, "::");
    for (StringRef part : parts) {
      if (!isIdentifier(part))
        return entry.emitError()
               << "the namespace '" << options.cppNamespace
               << "' is not of the form a::b (C++ identifiers)";
      signature.cSymbol += part.str() + "_";
    }
  }
  signature.cSymbol += signature.functionName;
  FunctionType type = entry.getFunctionType();
  SmallVector<int64_t> path;
  for (auto [index, input] : llvm::enumerate(type.getInputs()))
    if (failed(appendAotArrays(entry, input, "parameter", index,
                               entry.getArgAttr(index, kLayoutAttrName), path,
                               signature.parameters)))
      return failure();
  for (auto [index, result] : llvm::enumerate(type.getResults()))
    if (failed(appendAotArrays(entry, result, "result", index,
                               entry.getResultAttr(index, kLayoutAttrName),
                               path, signature.results)))
      return failure();
  return signature;
}

//===----------------------------------------------------------------------===//
// The lowering
//===----------------------------------------------------------------------===//

/// The memref of a (lowered, signless) tensor type, row-major.
static MemRefType getMemRefType(Type type) {
  auto tensor = cast<RankedTensorType>(type);
  return MemRefType::get(tensor.getShape(), tensor.getElementType());
}

/// Adds `@<cSymbol>_memrefs`, which takes the parameters and then the
/// results as memrefs, calls the entry on the parameters (read-only
/// tensors) and materialises each result in its memref; the entry becomes
/// private, to be inlined.
static func::FuncOp buildMemRefWrapper(func::FuncOp entry,
                                       const AotSignature &signature) {
  FunctionType type = entry.getFunctionType();
  SmallVector<Type> inputs;
  for (Type input : type.getInputs())
    inputs.push_back(getMemRefType(input));
  for (Type result : type.getResults())
    inputs.push_back(getMemRefType(result));
  auto module = entry->getParentOfType<ModuleOp>();
  OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
  Location loc = entry.getLoc();
  auto wrapper = builder.create<func::FuncOp>(
      loc, signature.cSymbol + "_memrefs", builder.getFunctionType(inputs, {}));
  Block *body = wrapper.addEntryBlock();
  builder.setInsertionPointToStart(body);
  SmallVector<Value> arguments;
  for (unsigned i = 0, e = type.getNumInputs(); i < e; ++i)
    arguments.push_back(builder.create<bufferization::ToTensorOp>(
        loc, type.getInput(i), body->getArgument(i), /*restrict=*/true,
        /*writable=*/false));
  auto call = builder.create<func::CallOp>(loc, entry, arguments);
  // The header's contract: a result overlaps no argument and no other
  // result (convert-linalg-to-aot-runtime relies on it, and drops the
  // mark).
  for (unsigned i = 0, e = type.getNumResults(); i < e; ++i)
    wrapper.setArgAttr(type.getNumInputs() + i, xhlo::kAotResultAttrName,
                       builder.getUnitAttr());
  for (unsigned i = 0, e = type.getNumResults(); i < e; ++i)
    builder.create<bufferization::MaterializeInDestinationOp>(
        loc, TypeRange(), call.getResult(i),
        body->getArgument(type.getNumInputs() + i), /*restrict=*/true,
        /*writable=*/true);
  builder.create<func::ReturnOp>(loc);
  entry.setPrivate();
  return wrapper;
}

/// Whether `module` calls MLIR's generic allocation functions or another
/// runtime function that can fail.
static bool callsAllocationFunctions(ModuleOp module) {
  WalkResult found = module.walk([](LLVM::CallOp call) {
    std::optional<StringRef> callee = call.getCallee();
    if (callee && xhlo::isFallibleAotRuntimeFunction(*callee))
      return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return found.wasInterrupted();
}

/// `name`, an external function of the runtime of `type`, declared on
/// first use.
static LLVM::LLVMFuncOp getRuntimeFunction(ModuleOp module, StringRef name,
                                           LLVM::LLVMFunctionType type) {
  if (auto function = module.lookupSymbol<LLVM::LLVMFuncOp>(name))
    return function;
  OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
  return builder.create<LLVM::LLVMFuncOp>(module.getLoc(), name, type);
}

/// Adds the C function `signature.cSymbol`: one pointer per array of
/// `types` (the memrefs of the lowered wrapper `memrefs`, the scratch's
/// last when the plan has one) and the scratch pointer, returning
/// XHLO_AOT_NULL_POINTER or XHLO_AOT_MISALIGNED_SCRATCH for a scratch it
/// cannot use; else it calls `memrefs` with row-major descriptors of the
/// static shapes, inside xhlo_aot_begin_call/_end_call when the code
/// allocates (`trackCall`: the status is end_call's), and returns
/// XHLO_AOT_OK. Every other function defined in the module becomes
/// internal.
static LogicalResult buildCWrapper(ModuleOp module, LLVM::LLVMFuncOp memrefs,
                                   ArrayRef<MemRefType> types,
                                   const AotSignature &signature,
                                   bool trackCall) {
  MLIRContext *context = module.getContext();
  OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
  Location loc = memrefs.getLoc();
  auto ptrType = LLVM::LLVMPointerType::get(context);
  auto i64 = builder.getI64Type();
  auto i32 = builder.getI32Type();
  bool hasScratch = signature.plan.scratchBytes > 0;
  // The arrays, then the scratch (a parameter even when unused).
  unsigned numArrays = types.size() - (hasScratch ? 1 : 0);
  SmallVector<Type> pointerTypes(numArrays + 1, ptrType);
  auto function = builder.create<LLVM::LLVMFuncOp>(
      loc, signature.cSymbol, LLVM::LLVMFunctionType::get(i32, pointerTypes));
  Block *body = function.addEntryBlock(builder);
  builder.setInsertionPointToStart(body);
  auto constant = [&](int64_t value) -> Value {
    return builder.create<LLVM::ConstantOp>(loc, i64, value);
  };
  auto returnStatus = [&](int32_t status) {
    Block *block = builder.createBlock(&function.getBody());
    builder.create<LLVM::ReturnOp>(
        loc, ValueRange{builder.create<LLVM::ConstantOp>(loc, i32, status)});
    return block;
  };
  if (hasScratch) {
    // A null scratch, then one that is not aligned, return at once.
    Value scratch = body->getArgument(numArrays);
    Block *isNull = returnStatus(XHLO_AOT_NULL_POINTER);
    Block *misaligned = returnStatus(XHLO_AOT_MISALIGNED_SCRATCH);
    Block *alignmentTest = builder.createBlock(&function.getBody());
    Block *call = builder.createBlock(&function.getBody());
    builder.setInsertionPointToEnd(body);
    Value null = builder.create<LLVM::ZeroOp>(loc, ptrType);
    Value nullTest = builder.create<LLVM::ICmpOp>(loc, LLVM::ICmpPredicate::eq,
                                                  scratch, null);
    builder.create<LLVM::CondBrOp>(loc, nullTest, isNull, alignmentTest);
    builder.setInsertionPointToEnd(alignmentTest);
    Value address = builder.create<LLVM::PtrToIntOp>(loc, i64, scratch);
    Value low = builder.create<LLVM::AndOp>(
        loc, address, constant(XHLO_AOT_SCRATCH_ALIGNMENT - 1));
    Value misalignedTest = builder.create<LLVM::ICmpOp>(
        loc, LLVM::ICmpPredicate::ne, low, constant(0));
    builder.create<LLVM::CondBrOp>(loc, misalignedTest, misaligned, call);
    builder.setInsertionPointToEnd(call);
  }
  SmallVector<Value> operands;
  for (auto [index, type] : llvm::enumerate(types)) {
    // The scratch is the last argument of both.
    Value pointer = body->getArgument(std::min<size_t>(index, numArrays));
    operands.push_back(pointer);
    operands.push_back(pointer);
    operands.push_back(constant(0));
    SmallVector<int64_t> strides(type.getRank(), 1);
    for (int64_t d = type.getRank() - 2; d >= 0; --d)
      strides[d] = strides[d + 1] * type.getDimSize(d + 1);
    for (int64_t size : type.getShape())
      operands.push_back(constant(size));
    for (int64_t stride : strides)
      operands.push_back(constant(stride));
  }
  LLVM::LLVMFunctionType calleeType = memrefs.getFunctionType();
  if (calleeType.getNumParams() != operands.size() ||
      !isa<LLVM::LLVMVoidType>(calleeType.getReturnType()))
    return memrefs.emitError()
           << "internal error: the lowered entry wrapper takes "
           << calleeType.getNumParams() << " values, not the "
           << operands.size() << " of its memref descriptors";
  auto voidType = LLVM::LLVMVoidType::get(context);
  if (trackCall)
    builder.create<LLVM::CallOp>(
        loc,
        getRuntimeFunction(module, "xhlo_aot_begin_call",
                           LLVM::LLVMFunctionType::get(voidType, {})),
        ValueRange());
  builder.create<LLVM::CallOp>(loc, memrefs, operands);
  Value status =
      trackCall
          ? builder
                .create<LLVM::CallOp>(
                    loc,
                    getRuntimeFunction(module, "xhlo_aot_end_call",
                                       LLVM::LLVMFunctionType::get(i32, {})),
                    ValueRange())
                .getResult()
          : builder.create<LLVM::ConstantOp>(loc, i32, XHLO_AOT_OK).getResult();
  builder.create<LLVM::ReturnOp>(loc, ValueRange{status});

  for (auto other : module.getOps<LLVM::LLVMFuncOp>())
    if (other != function && !other.isExternal())
      other.setLinkage(LLVM::Linkage::Internal);
  return success();
}

/// When the entry `name` takes or returns tuples, tokens or arrays in a
/// layout other than row-major, gives it the arrays of its ABI instead
/// (getAotSignature): the tuples' array leaves (a token has none), and each
/// array in a layout as the row-major array of its dimensions major to
/// minor. The entry becomes a private function that a new public one of its
/// name calls, building the tuples from the leaves (a token from after_all),
/// transposing the arrays in a layout to their logical order and back, and
/// taking the results' tuples apart; convert-hlo-to-linalg then takes the
/// private one's tuples apart (its Aggregates step).
static void adaptEntrySignature(ModuleOp module, StringRef name) {
  auto entry = module.lookupSymbol<func::FuncOp>(name);
  auto isAggregate = [](Type t) { return isa<TupleType, hlo::TokenType>(t); };
  FunctionType type = entry.getFunctionType();
  // The layouts of array parameters and results (getAotSignature accepted
  // them): the dimensions major to minor where they are not in order.
  auto inMemory = [](Attribute layout,
                     Type t) -> std::optional<SmallVector<int64_t>> {
    auto tensor = dyn_cast<RankedTensorType>(t);
    if (!tensor || !layout)
      return std::nullopt;
    std::optional<SmallVector<int64_t>> order =
        getMajorToMinor(layout, tensor.getRank());
    if (!order || llvm::equal(*order, llvm::seq<int64_t>(0, tensor.getRank())))
      return std::nullopt;
    return order;
  };
  SmallVector<std::optional<SmallVector<int64_t>>> inputOrders, resultOrders;
  for (auto [i, t] : llvm::enumerate(type.getInputs()))
    inputOrders.push_back(inMemory(entry.getArgAttr(i, kLayoutAttrName), t));
  for (auto [i, t] : llvm::enumerate(type.getResults()))
    resultOrders.push_back(
        inMemory(entry.getResultAttr(i, kLayoutAttrName), t));
  auto hasValue = [](const auto &order) { return order.has_value(); };
  if (!llvm::any_of(type.getInputs(), isAggregate) &&
      !llvm::any_of(type.getResults(), isAggregate) &&
      !llvm::any_of(inputOrders, hasValue) &&
      !llvm::any_of(resultOrders, hasValue))
    return;
  auto permuted = [](Type t, ArrayRef<int64_t> order) -> Type {
    auto tensor = cast<RankedTensorType>(t);
    SmallVector<int64_t> shape;
    for (int64_t d : order)
      shape.push_back(tensor.getDimSize(d));
    return tensor.clone(shape);
  };
  std::function<void(Type, SmallVectorImpl<Type> &)> appendLeaves =
      [&](Type t, SmallVectorImpl<Type> &out) {
        if (auto tuple = dyn_cast<TupleType>(t)) {
          for (Type element : tuple.getTypes())
            appendLeaves(element, out);
        } else if (!isa<hlo::TokenType>(t)) {
          out.push_back(t);
        }
      };
  SmallVector<Type> inputs, results;
  for (auto [t, order] : llvm::zip(type.getInputs(), inputOrders)) {
    if (order)
      inputs.push_back(permuted(t, *order));
    else
      appendLeaves(t, inputs);
  }
  for (auto [t, order] : llvm::zip(type.getResults(), resultOrders)) {
    if (order)
      results.push_back(permuted(t, *order));
    else
      appendLeaves(t, results);
  }
  // The tupled entry, private under a fresh name (its callers follow).
  std::string inner = (name + "_tupled").str();
  while (module.lookupSymbol(inner))
    inner += "_";
  std::string entryName = name.str();
  if (failed(SymbolTable::replaceAllSymbolUses(
          entry, StringAttr::get(module.getContext(), inner), module)))
    llvm_unreachable("the module is a symbol table");
  entry.setName(inner);
  entry.setPrivate();
  OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
  Location loc = entry.getLoc();
  auto flat = builder.create<func::FuncOp>(
      loc, entryName, builder.getFunctionType(inputs, results));
  Block *body = flat.addEntryBlock();
  builder.setInsertionPointToStart(body);
  unsigned next = 0;
  std::function<Value(Type)> build = [&](Type t) -> Value {
    if (isa<hlo::TokenType>(t))
      return builder.create<hlo::AfterAllOp>(loc, ValueRange());
    if (auto tuple = dyn_cast<TupleType>(t)) {
      SmallVector<Value> elements;
      for (Type element : tuple.getTypes())
        elements.push_back(build(element));
      return builder.create<hlo::TupleOp>(loc, elements);
    }
    return body->getArgument(next++);
  };
  SmallVector<Value> operands;
  for (auto [t, order] : llvm::zip(type.getInputs(), inputOrders)) {
    if (!order) {
      operands.push_back(build(t));
      continue;
    }
    // Dimension d of the array in memory is logical dimension order[d].
    SmallVector<int64_t> toLogical(order->size());
    for (auto [k, d] : llvm::enumerate(*order))
      toLogical[d] = int64_t(k);
    operands.push_back(builder.create<hlo::TransposeOp>(
        loc, t, body->getArgument(next++),
        builder.getDenseI64ArrayAttr(toLogical)));
  }
  auto call = builder.create<hlo::CallOp>(
      loc, type.getResults(), FlatSymbolRefAttr::get(entry.getSymNameAttr()),
      operands, /*is_composite=*/UnitAttr());
  SmallVector<Value> leaves;
  std::function<void(Value)> takeApart = [&](Value v) {
    if (auto tuple = dyn_cast<TupleType>(v.getType())) {
      for (unsigned k = 0; k < tuple.size(); ++k)
        takeApart(builder.create<hlo::GetTupleElementOp>(loc, v, k));
    } else if (!isa<hlo::TokenType>(v.getType())) {
      leaves.push_back(v);
    }
  };
  for (auto [result, order] : llvm::zip(call.getResults(), resultOrders)) {
    if (order)
      leaves.push_back(builder.create<hlo::TransposeOp>(
          loc, permuted(result.getType(), *order), result,
          builder.getDenseI64ArrayAttr(*order)));
    else
      takeApart(result);
  }
  builder.create<func::ReturnOp>(loc, leaves);
}

LogicalResult xhlo::lowerToLLVMDialect(ModuleOp module, AotSignature &signature,
                                       const AotOptions &options) {
  MLIRContext *context = module.getContext();
  context->loadDialect<bufferization::BufferizationDialect,
                       memref::MemRefDialect, LLVM::LLVMDialect>();
  // rng ops draw by their position in the module as it came, which the
  // steps below change.
  annotateRngPositions(module);
  // Only the entry and what it calls are compiled (a module's other entries
  // may hold ops the lowering refuses: a training step beside inference).
  for (auto function : module.getOps<func::FuncOp>())
    if (!function.isExternal() && function.getName() != signature.entryName)
      function.setPrivate();
  // Tuples, tokens and layouts at the entry's boundary: the ABI's arrays.
  adaptEntrySignature(module, signature.entryName);
  PassManager toLinalg(context);
  toLinalg.addPass(createSymbolDCEPass());
  // Chains of convolutions (bias, ReLU, pool) as runtime calls that keep
  // the activations in oneDNN's layouts; the other convolutions get
  // channels-last activations: oneDNN's direct convolution on them, no
  // patches copied.
  // --precise-math: convolutions on oneDNN's direct algorithm only.
  toLinalg.addPass(createAotConvolutionChainsPass({options.preciseMath}));
  toLinalg.addPass(createAotChannelsLastConvolutionsPass());
  // f32 convolutions as marked generics, which become calls of the
  // runtime's oneDNN convolution after bufferization.
  ConvertHloToLinalgPassOptions toLinalgOptions;
  toLinalgOptions.runtimeConvolutions = true;
  toLinalgOptions.rngSeed = options.seed;
  toLinalg.addPass(createConvertHloToLinalgPass(toLinalgOptions));
  if (failed(toLinalg.run(module)))
    return failure();

  auto entry = module.lookupSymbol<func::FuncOp>(signature.entryName);
  if (!entry)
    return module.emitError() << "internal error: @" << signature.entryName
                              << " is gone after convert-hlo-to-linalg";
  SmallVector<MemRefType> types;
  for (Type type : entry.getFunctionType().getInputs())
    types.push_back(getMemRefType(type));
  for (Type type : entry.getFunctionType().getResults())
    types.push_back(getMemRefType(type));
  func::FuncOp wrapper = buildMemRefWrapper(entry, signature);
  std::string wrapperName = wrapper.getName().str();
  // f32 tanh and erf as upstream's polynomials, which vectorise (libm's
  // are scalar calls the loop vectoriser cannot widen). Only these two:
  // upstream's other approximations are wrong at edges (asin(1) 9% off,
  // cbrt(inf) NaN, sin and cos of 1e30 -inf: differential.test found them).
  if (!options.preciseMath) {
    RewritePatternSet approximations(context);
    populatePolynomialApproximateTanhPattern(approximations);
    populatePolynomialApproximateErfPattern(approximations);
    if (failed(applyPatternsAndFoldGreedily(module, std::move(approximations))))
      return module.emitError("internal error: the math approximations did "
                              "not converge");
  }

  PassManager inlining(context);
  inlining.addPass(createInlinerPass());
  inlining.addPass(createSymbolDCEPass());
  inlining.addPass(createMaterializeDenseResourcesPass());
  inlining.addPass(createCanonicalizerPass());
  if (failed(inlining.run(module)))
    return failure();
  // One tensor.empty per use: eliminate-empty-tensors replaces an empty
  // tensor with the destination its user's result goes to, which would be
  // wrong for its other users (two results of one shape each writing into
  // "the" empty tensor of that shape).
  module.walk([](tensor::EmptyOp empty) {
    SmallVector<OpOperand *> uses;
    for (OpOperand &use : empty->getUses())
      uses.push_back(&use);
    for (OpOperand *use : llvm::drop_begin(uses)) {
      OpBuilder builder(use->getOwner());
      use->set(builder.clone(*empty)->getResult(0));
    }
  });

  PassManager toLLVM(context);
  HostLoweringOptions lowering;
  lowering.eliminateEmptyTensors = true;
  lowering.genericAllocationFunctions = true;
  // Runtime calls first (a convolution's bias and ReLU join its call,
  // which the plan then sees writing their output while it reads the
  // convolution's operands); then the static buffer plan: temporaries of
  // static size that do not escape go to the scratch argument, before
  // deallocation would free them.
  bool planBuffers = options.bufferPlan;
  bool directConvolutions = options.preciseMath;
  lowering.beforeDeallocation = [planBuffers,
                                 directConvolutions](OpPassManager &pm) {
    pm.addPass(createConvertLinalgToAotRuntimePass({directConvolutions}));
    if (planBuffers)
      pm.addPass(createAotPlanBuffersPass());
  };
  buildHostLoweringPipeline(toLLVM, lowering);
  // The allocations left return when they fail.
  toLLVM.addPass(createAotCheckAllocationsPass());
  if (failed(toLLVM.run(module)))
    return failure();

  auto lowered = module.lookupSymbol<LLVM::LLVMFuncOp>(wrapperName);
  if (!lowered)
    return module.emitError()
           << "internal error: @" << wrapperName << " is gone after lowering";
  // Anything the pipeline did not lower stays a located error here rather
  // than a failed translation.
  WalkResult left = module.walk([&](Operation *op) {
    if (isa<ModuleOp>(op) ||
        isa_and_nonnull<LLVM::LLVMDialect>(op->getDialect()))
      return WalkResult::advance();
    op->emitError() << "'" << op->getName()
                    << "' is left after the lowering to LLVM";
    return WalkResult::interrupt();
  });
  if (left.wasInterrupted())
    return failure();
  auto plan = lowered->getAttrOfType<DictionaryAttr>("xhlo.buffer_plan");
  auto planned = [&](StringRef name) -> int64_t {
    auto value = plan ? plan.getAs<IntegerAttr>(name) : IntegerAttr();
    return value ? value.getInt() : 0;
  };
  if (!plan && options.bufferPlan)
    return lowered.emitError()
           << "internal error: @" << wrapperName << " has no buffer plan";
  signature.plan = AotBufferPlan();
  if (plan) {
    signature.plan.scratchBytes = planned("scratch_bytes");
    signature.plan.buffers = planned("buffers");
    signature.plan.bufferBytes = planned("buffer_bytes");
    signature.plan.allocating = planned("allocating");
  } else {
    // Without the plan: every allocation site.
    module.walk([&](LLVM::CallOp call) {
      std::optional<StringRef> callee = call.getCallee();
      if (callee && (*callee == "_mlir_memref_to_llvm_alloc" ||
                     *callee == "_mlir_memref_to_llvm_aligned_alloc"))
        ++signature.plan.allocating;
    });
  }
  if (signature.plan.scratchBytes > 0)
    types.push_back(MemRefType::get({signature.plan.scratchBytes},
                                    IntegerType::get(context, 8)));
  return buildCWrapper(module, lowered, types, signature,
                       callsAllocationFunctions(module));
}

//===----------------------------------------------------------------------===//
// LLVM
//===----------------------------------------------------------------------===//

llvm::Expected<std::unique_ptr<llvm::TargetMachine>>
xhlo::createAotTargetMachine(const AotOptions &options) {
  static bool initialized = [] {
    llvm::InitializeAllTargetInfos();
    llvm::InitializeAllTargets();
    llvm::InitializeAllTargetMCs();
    llvm::InitializeAllAsmPrinters();
    return true;
  }();
  (void)initialized;
  bool host = options.targetTriple.empty();
  std::string triple = host ? llvm::sys::getDefaultTargetTriple()
                            : llvm::Triple::normalize(options.targetTriple);
  std::string error;
  const llvm::Target *target =
      llvm::TargetRegistry::lookupTarget(triple, error);
  if (!target)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "--target-triple=" + options.targetTriple +
                                       ": " + error);
  std::string cpu = options.cpu;
  std::string features = options.features;
  if (cpu.empty() || cpu == "native") {
    if (host) {
      cpu = llvm::sys::getHostCPUName().str();
      if (features.empty()) {
        SmallVector<std::string> enabled;
        for (const auto &feature : llvm::sys::getHostCPUFeatures())
          enabled.push_back((feature.second ? "+" : "-") +
                            feature.first().str());
        features = llvm::join(enabled, ",");
      }
    } else {
      cpu = "generic";
    }
  }
  std::unique_ptr<llvm::MCSubtargetInfo> subtarget(
      target->createMCSubtargetInfo(triple, cpu, ""));
  if (!subtarget || (cpu != "generic" && !subtarget->isCPUStringValid(cpu)))
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "--mcpu=" + cpu + ": not a CPU of " +
                                       triple);
  llvm::CodeGenOptLevel level =
      options.optLevel >= 3   ? llvm::CodeGenOptLevel::Aggressive
      : options.optLevel == 0 ? llvm::CodeGenOptLevel::None
                              : llvm::CodeGenOptLevel::Default;
  llvm::TargetOptions targetOptions;
  std::unique_ptr<llvm::TargetMachine> machine(
      target->createTargetMachine(triple, cpu, features, targetOptions,
                                  llvm::Reloc::PIC_, std::nullopt, level));
  if (!machine)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "no target machine for " + triple);
  return machine;
}

llvm::Expected<std::unique_ptr<llvm::Module>>
xhlo::translateAndOptimize(ModuleOp module, llvm::LLVMContext &context,
                           llvm::TargetMachine &machine, unsigned optLevel) {
  std::unique_ptr<llvm::Module> llvmModule =
      translateModuleToLLVMIR(module, context);
  if (!llvmModule)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "the translation to LLVM IR failed");
  llvmModule->setTargetTriple(machine.getTargetTriple().str());
  llvmModule->setDataLayout(machine.createDataLayout());
  // Every function is compiled for the machine's CPU and features.
  for (llvm::Function &function : *llvmModule) {
    if (function.isDeclaration())
      continue;
    function.addFnAttr("target-cpu", machine.getTargetCPU());
    if (!machine.getTargetFeatureString().empty())
      function.addFnAttr("target-features", machine.getTargetFeatureString());
  }

  llvm::LoopAnalysisManager loops;
  llvm::FunctionAnalysisManager functions;
  llvm::CGSCCAnalysisManager cgsccs;
  llvm::ModuleAnalysisManager modules;
  llvm::PipelineTuningOptions tuning;
  tuning.LoopVectorization = optLevel >= 2;
  tuning.SLPVectorization = optLevel >= 2;
  tuning.LoopUnrolling = optLevel >= 2;
  llvm::PassBuilder builder(&machine, tuning);
  builder.registerModuleAnalyses(modules);
  builder.registerCGSCCAnalyses(cgsccs);
  builder.registerFunctionAnalyses(functions);
  builder.registerLoopAnalyses(loops);
  builder.crossRegisterProxies(loops, functions, cgsccs, modules);
  llvm::OptimizationLevel level = optLevel >= 3   ? llvm::OptimizationLevel::O3
                                  : optLevel == 2 ? llvm::OptimizationLevel::O2
                                  : optLevel == 1 ? llvm::OptimizationLevel::O1
                                                  : llvm::OptimizationLevel::O0;
  llvm::ModulePassManager passes =
      optLevel == 0 ? builder.buildO0DefaultPipeline(level)
                    : builder.buildPerModuleDefaultPipeline(level);
  passes.run(*llvmModule, modules);
  if (llvm::verifyModule(*llvmModule, &llvm::errs()))
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "LLVM's optimiser left invalid IR");
  return llvmModule;
}

llvm::Error xhlo::emitObjectFile(llvm::Module &module,
                                 llvm::TargetMachine &machine,
                                 llvm::raw_pwrite_stream &os, bool assembly) {
  llvm::legacy::PassManager passes;
  if (machine.addPassesToEmitFile(passes, os, nullptr,
                                  assembly ? llvm::CodeGenFileType::AssemblyFile
                                           : llvm::CodeGenFileType::ObjectFile))
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "the target " +
                                       machine.getTargetTriple().str() +
                                       " cannot emit this file type");
  passes.run(module);
  return llvm::Error::success();
}
