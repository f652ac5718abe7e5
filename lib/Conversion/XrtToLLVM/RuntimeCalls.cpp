//===- RuntimeCalls.cpp - Building calls of xhlo's C API ------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements what every xrt lowering shares: the declarations of
// the C API (Runtime/HostApi.h) and the context global, calls that pass the
// context first (their status checked later, by check-xrt-status), stack
// slots in the entry block, memref descriptors handed over by pointer, and
// the element type codes.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Conversion/XrtToLLVM/XrtToLLVM.h"
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.h"
#include "xhlo/Runtime/HostApi.h"

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace xhlo;
using namespace xhlo::xrt_to_llvm;

//===----------------------------------------------------------------------===//
// Declarations
//===----------------------------------------------------------------------===//

/// The functions the lowering of xrt ops calls (all but GetStatus).
static constexpr RuntimeFunction kOpFunctions[] = {
    RuntimeFunction::Compile, RuntimeFunction::Transfer,
    RuntimeFunction::Read,    RuntimeFunction::Execute,
    RuntimeFunction::Release, RuntimeFunction::ReleaseExecutable,
};

/// The C name of `function`.
static StringRef getSymbolName(RuntimeFunction function) {
  switch (function) {
  case RuntimeFunction::Compile:
    return "xhlo_xrt_compile";
  case RuntimeFunction::Transfer:
    return "xhlo_xrt_transfer";
  case RuntimeFunction::Read:
    return "xhlo_xrt_read";
  case RuntimeFunction::Execute:
    return "xhlo_xrt_execute";
  case RuntimeFunction::Release:
    return "xhlo_xrt_release";
  case RuntimeFunction::ReleaseExecutable:
    return "xhlo_xrt_release_executable";
  case RuntimeFunction::GetStatus:
    return "xhlo_xrt_get_status";
  }
  llvm_unreachable("unknown runtime function");
}

/// The LLVM type of `function`, as HostApi.h declares it: each returns an
/// `i32` status (XhloXrtStatus).
static LLVM::LLVMFunctionType getType(MLIRContext *context,
                                      RuntimeFunction function) {
  Type ptr = LLVM::LLVMPointerType::get(context);
  Type i64 = IntegerType::get(context, 64);
  Type i32 = IntegerType::get(context, 32);
  auto type = [&](ArrayRef<Type> parameters) {
    return LLVM::LLVMFunctionType::get(i32, parameters);
  };
  switch (function) {
  case RuntimeFunction::Compile:
    return type({ptr, ptr, i64, ptr});
  case RuntimeFunction::Transfer:
    return type({ptr, i64, ptr, i32, ptr});
  case RuntimeFunction::Read:
    return type({ptr, i64, i64, ptr, i32});
  case RuntimeFunction::Execute:
    return type({ptr, i64, ptr, i64, ptr, i64, i32});
  case RuntimeFunction::Release:
    return type({ptr, ptr, i64});
  case RuntimeFunction::ReleaseExecutable:
    return type({ptr, i64});
  case RuntimeFunction::GetStatus:
    return type({ptr});
  }
  llvm_unreachable("unknown runtime function");
}

/// Declares the context global and `functions` with `builder` (at the start
/// of `module`), unless they are.
static void declare(OpBuilder &builder, ModuleOp module,
                    ArrayRef<RuntimeFunction> functions) {
  MLIRContext *context = module.getContext();
  Location loc = module.getLoc();
  if (!module.lookupSymbol(kXrtContextGlobalName))
    builder.create<LLVM::GlobalOp>(
        loc, LLVM::LLVMPointerType::get(context), /*isConstant=*/false,
        LLVM::Linkage::External, kXrtContextGlobalName, Attribute());
  for (RuntimeFunction function : functions)
    if (!module.lookupSymbol(getSymbolName(function)))
      builder.create<LLVM::LLVMFuncOp>(loc, getSymbolName(function),
                                       getType(context, function));
}

void xrt_to_llvm::declareRuntimeFunction(ModuleOp module,
                                         RuntimeFunction function) {
  OpBuilder builder = OpBuilder::atBlockBegin(module.getBody());
  declare(builder, module, function);
}

void xrt_to_llvm::declareRuntimeFunctions(ModuleOp module) {
  OpBuilder builder = OpBuilder::atBlockBegin(module.getBody());
  declare(builder, module, kOpFunctions);
}

bool xrt_to_llvm::isOpRuntimeFunction(StringRef name) {
  return llvm::any_of(kOpFunctions, [&](RuntimeFunction function) {
    return getSymbolName(function) == name;
  });
}

//===----------------------------------------------------------------------===//
// Calls and stack slots
//===----------------------------------------------------------------------===//

Value xrt_to_llvm::createRuntimeCall(OpBuilder &builder, Location loc,
                                     RuntimeFunction function,
                                     ValueRange operands) {
  Operation *anchor = builder.getInsertionBlock()->getParentOp();
  auto callee = SymbolTable::lookupNearestSymbolFrom<LLVM::LLVMFuncOp>(
      anchor, builder.getStringAttr(getSymbolName(function)));
  assert(callee && "declareRuntimeFunctions was not called");
  Type ptr = LLVM::LLVMPointerType::get(builder.getContext());
  Value address =
      builder.create<LLVM::AddressOfOp>(loc, ptr, kXrtContextGlobalName);
  Value context = builder.create<LLVM::LoadOp>(loc, ptr, address);
  SmallVector<Value> arguments = {context};
  llvm::append_range(arguments, operands);
  return builder.create<LLVM::CallOp>(loc, callee, arguments).getResult();
}

Value xrt_to_llvm::createHandleRuntimeCall(OpBuilder &builder, Location loc,
                                           RuntimeFunction function,
                                           ValueRange operands) {
  Type i64 = builder.getI64Type();
  Value slot = createEntryAlloca(builder, loc, i64, 1);
  SmallVector<Value> arguments(operands);
  arguments.push_back(slot);
  createRuntimeCall(builder, loc, function, arguments);
  return builder.create<LLVM::LoadOp>(loc, i64, slot);
}

Value xrt_to_llvm::createEntryAlloca(OpBuilder &builder, Location loc,
                                     Type type, int64_t count) {
  Operation *anchor = builder.getInsertionBlock()->getParentOp();
  auto function = dyn_cast<FunctionOpInterface>(anchor);
  if (!function)
    function = anchor->getParentOfType<FunctionOpInterface>();
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToStart(&function.getFunctionBody().front());
  Value size = builder.create<LLVM::ConstantOp>(
      loc, builder.getI64Type(), builder.getI64IntegerAttr(count));
  return builder.create<LLVM::AllocaOp>(
      loc, LLVM::LLVMPointerType::get(builder.getContext()), type, size);
}

Value xrt_to_llvm::createDescriptorPointer(OpBuilder &builder, Location loc,
                                           Value memref) {
  LLVMTypeConverter converter(builder.getContext());
  Type descriptorType = converter.convertType(memref.getType());
  Value descriptor =
      builder.create<UnrealizedConversionCastOp>(loc, descriptorType, memref)
          .getResult(0);
  Value slot = createEntryAlloca(builder, loc, descriptorType, 1);
  builder.create<LLVM::StoreOp>(loc, descriptor, slot);
  return slot;
}

Value xrt_to_llvm::createI64Constant(OpBuilder &builder, Location loc,
                                     int64_t value) {
  return builder.create<LLVM::ConstantOp>(loc, builder.getI64Type(),
                                          builder.getI64IntegerAttr(value));
}

Value xrt_to_llvm::createI32Constant(OpBuilder &builder, Location loc,
                                     int32_t value) {
  return builder.create<LLVM::ConstantOp>(loc, builder.getI32Type(),
                                          builder.getI32IntegerAttr(value));
}

//===----------------------------------------------------------------------===//
// Names and codes
//===----------------------------------------------------------------------===//

std::optional<int32_t> xrt_to_llvm::getElementTypeCode(Type type) {
  // The codes are PrimitiveType numbers (checked in HostContext.cpp), of
  // the element types the host stores.
  MLIRContext *ctx = type.getContext();
#define XHLO_HOST_ELEMENT_TYPE(Enum, name, primitive, kind, bits, semantics,   \
                               mlirType, Storage, npy)                         \
  if (type == (mlirType))                                                      \
    return primitive;
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.def"
  return std::nullopt;
}

std::string xrt_to_llvm::getModuleGlobalName(StringRef callee) {
  return ("__xhlo_hlo_module_" + callee).str();
}
