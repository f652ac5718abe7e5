//===- Executables.cpp - xrt executables to C API calls -------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file lowers the xrt ops on executables: compile (its computation
// exported to a binary HloModuleProto and embedded as a constant global
// beforehand), execute (handles in and out through stack arrays) and
// release_executable; and erases the device computations once nothing on
// the host names them.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Dialect/Xrt/IR/XrtOps.h"
#include "xhlo/Target/Hlo/HloExport.h"
#include "xhlo/hlo.pb.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/DialectConversion.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace xhlo;
using namespace xhlo::xrt_to_llvm;

//===----------------------------------------------------------------------===//
// Embedding and erasing computations
//===----------------------------------------------------------------------===//

FailureOr<unsigned> xrt_to_llvm::embedCompiledComputations(ModuleOp module) {
  SymbolTableCollection symbolTables;
  llvm::SetVector<func::FuncOp> callees;
  bool failed = false;
  module.walk([&](xrt::CompileOp op) {
    if (func::FuncOp callee = op.getCalleeFunc(&symbolTables))
      callees.insert(callee);
    else
      failed = true;
  });
  if (failed)
    return failure();
  // The exporter takes modules of functions only: export from a copy of
  // the functions when there is more at the top level.
  OwningOpRef<ModuleOp> functions;
  ModuleOp source = module;
  if (!llvm::all_of(module.getOps(),
                    [](Operation &op) { return isa<func::FuncOp>(op); })) {
    functions = ModuleOp::create(module.getLoc());
    OpBuilder copier = OpBuilder::atBlockEnd(functions->getBody());
    for (auto function : module.getOps<func::FuncOp>())
      copier.clone(*function);
    source = *functions;
  }
  SmallVector<std::string> protos;
  for (func::FuncOp callee : callees) {
    HloExportOptions options;
    options.entryFunction = callee.getSymName().str();
    FailureOr<xla::HloModuleProto> proto = exportHloModule(source, options);
    if (mlir::failed(proto))
      return callee.emitError()
             << "cannot embed computation @" << callee.getSymName()
             << ": it does not export to an HloModuleProto";
    protos.push_back(proto->SerializeAsString());
  }
  OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
  for (auto [index, bytes] : llvm::enumerate(protos)) {
    func::FuncOp callee = callees[index];
    auto type = LLVM::LLVMArrayType::get(builder.getI8Type(), bytes.size());
    builder.create<LLVM::GlobalOp>(
        callee.getLoc(), type, /*isConstant=*/true, LLVM::Linkage::Internal,
        getModuleGlobalName(callee.getSymName()), builder.getStringAttr(bytes),
        /*alignment=*/8);
  }
  return callees.size();
}

LogicalResult xrt_to_llvm::eraseDeviceComputations(ModuleOp module) {
  // The embedded computations and, transitively, the functions they name.
  llvm::SetVector<func::FuncOp> device;
  for (auto global : module.getOps<LLVM::GlobalOp>()) {
    StringRef name = global.getSymName();
    if (name.consume_front(getModuleGlobalName("")))
      if (auto callee = module.lookupSymbol<func::FuncOp>(name))
        device.insert(callee);
  }
  for (size_t i = 0; i < device.size(); ++i) {
    std::optional<SymbolTable::UseRange> uses =
        SymbolTable::getSymbolUses(device[i]);
    for (const SymbolTable::SymbolUse &use :
         uses ? *uses : SymbolTable::UseRange({}))
      if (auto callee = module.lookupSymbol<func::FuncOp>(
              use.getSymbolRef().getRootReference()))
        device.insert(callee);
  }
  // Host code must not use them: the host cannot run hlo.
  bool failed = false;
  for (func::FuncOp function : device) {
    std::optional<SymbolTable::UseRange> uses =
        SymbolTable::getSymbolUses(function, module);
    for (const SymbolTable::SymbolUse &use :
         uses ? *uses : SymbolTable::UseRange({})) {
      auto user = use.getUser()->getParentOfType<func::FuncOp>();
      if (!user || !device.contains(user)) {
        use.getUser()->emitError()
            << "uses @" << function.getSymName()
            << ", a device computation; host code can only run it through "
               "xrt.compile and xrt.execute";
        failed = true;
      }
    }
  }
  if (failed)
    return failure();
  for (func::FuncOp function : device)
    function.erase();
  return success();
}

namespace {

//===----------------------------------------------------------------------===//
// compile
//===----------------------------------------------------------------------===//

/// `xhlo_xrt_compile(ctx, &proto, size, &executable)` on the embedded
/// HloModuleProto.
struct CompileLowering : OpConversionPattern<xrt::CompileOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(xrt::CompileOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto global = SymbolTable::lookupNearestSymbolFrom<LLVM::GlobalOp>(
        op, rewriter.getStringAttr(getModuleGlobalName(op.getCallee())));
    if (!global)
      return rewriter.notifyMatchFailure(op, "computation not embedded");
    Location loc = op.getLoc();
    Value proto = rewriter.create<LLVM::AddressOfOp>(loc, global);
    int64_t size =
        cast<LLVM::LLVMArrayType>(global.getGlobalType()).getNumElements();
    Value handle = createHandleRuntimeCall(
        rewriter, loc, RuntimeFunction::Compile,
        {proto, createI64Constant(rewriter, loc, size)});
    rewriter.replaceOp(op, handle);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// execute
//===----------------------------------------------------------------------===//

/// A stack array holding `values` (null for none).
static Value createHandleArray(OpBuilder &builder, Location loc,
                               ValueRange values, int64_t count) {
  Type ptr = LLVM::LLVMPointerType::get(builder.getContext());
  if (count == 0)
    return builder.create<LLVM::ZeroOp>(loc, ptr);
  Type i64 = builder.getI64Type();
  Value array = createEntryAlloca(builder, loc, i64, count);
  for (auto [index, value] : llvm::enumerate(values)) {
    Value slot = builder.create<LLVM::GEPOp>(
        loc, ptr, i64, array,
        ArrayRef<LLVM::GEPArg>{static_cast<int32_t>(index)});
    builder.create<LLVM::StoreOp>(loc, value, slot);
  }
  return array;
}

/// `xhlo_xrt_execute(ctx, exe, args, #args, results, #results, explode)`,
/// then the result handles loaded from their stack array.
struct ExecuteLowering : OpConversionPattern<xrt::ExecuteOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(xrt::ExecuteOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type ptr = LLVM::LLVMPointerType::get(rewriter.getContext());
    Type i64 = rewriter.getI64Type();
    int64_t numResults = op.getNumResults();
    // The computation returns a tuple of its results (exploded into one
    // handle each) unless it has exactly one and no hlo.tuple_result.
    bool tupleResult = false;
    if (auto compile = op.getExecutable().getDefiningOp<xrt::CompileOp>())
      if (func::FuncOp callee = compile.getCalleeFunc())
        tupleResult = callee->hasAttr("hlo.tuple_result");
    bool explode = numResults != 1 || tupleResult;
    Value arguments = createHandleArray(rewriter, loc, adaptor.getArgs(),
                                        adaptor.getArgs().size());
    Value results = createHandleArray(rewriter, loc, {}, numResults);
    createRuntimeCall(
        rewriter, loc, RuntimeFunction::Execute,
        {adaptor.getExecutable(), arguments,
         createI64Constant(rewriter, loc, adaptor.getArgs().size()), results,
         createI64Constant(rewriter, loc, numResults),
         createI32Constant(rewriter, loc, explode)});
    SmallVector<Value> handles;
    for (int64_t i = 0; i < numResults; ++i) {
      Value slot = rewriter.create<LLVM::GEPOp>(
          loc, ptr, i64, results,
          ArrayRef<LLVM::GEPArg>{static_cast<int32_t>(i)});
      handles.push_back(rewriter.create<LLVM::LoadOp>(loc, i64, slot));
    }
    rewriter.replaceOp(op, handles);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// release_executable
//===----------------------------------------------------------------------===//

/// `xhlo_xrt_release_executable(ctx, exe)`.
struct ReleaseExecutableLowering
    : OpConversionPattern<xrt::ReleaseExecutableOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(xrt::ReleaseExecutableOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    createRuntimeCall(rewriter, op.getLoc(), RuntimeFunction::ReleaseExecutable,
                      {adaptor.getExecutable()});
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void xrt_to_llvm::populateExecutablePatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    ConversionTarget &target) {
  patterns.add<CompileLowering, ExecuteLowering, ReleaseExecutableLowering>(
      typeConverter, patterns.getContext());
  target
      .addIllegalOp<xrt::CompileOp, xrt::ExecuteOp, xrt::ReleaseExecutableOp>();
}
