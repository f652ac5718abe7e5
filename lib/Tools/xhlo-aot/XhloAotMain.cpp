//===- XhloAotMain.cpp - Entry point of xhlo-aot --------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements xhlo-aot's command line and driver: load a program
// (hlo MLIR, HLO text or an HloModuleProto: loadHloProgram), find its entry,
// and compile it with AotCompiler.h to an object file (or the LLVM dialect,
// LLVM IR or assembly, --emit) and a C++ header.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Tools/xhlo-aot/XhloAotMain.h"

#include "xhlo/Aot/AotCompiler.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/Target/Hlo/HloProgram.h"
#include "xhlo/Tools/ImportLimitsOptions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"

#include <memory>

namespace cl = llvm::cl;
using namespace mlir;
using namespace xhlo;

/// What --emit writes to -o.
enum class Emit { Object, Assembly, LLVMIR, LLVMDialect };

/// The entry: `entryName` if given, else the module's `hlo.entry`, else
/// `main`, else the only public function; or prints why there is none.
static func::FuncOp findEntry(ModuleOp module, StringRef entryName,
                              StringRef file) {
  StringRef name = entryName;
  if (name.empty())
    if (auto attr = module->getAttrOfType<StringAttr>("hlo.entry"))
      name = attr.getValue();
  auto fail = [&](const llvm::Twine &why) {
    llvm::errs() << "xhlo-aot: error: " << file << ": " << why << "\n";
    return func::FuncOp();
  };
  if (!name.empty()) {
    auto func = module.lookupSymbol<func::FuncOp>(name);
    if (!func || func.isExternal())
      return fail("no function @" + name + " to compile");
    return func;
  }
  if (auto main = module.lookupSymbol<func::FuncOp>("main"))
    if (!main.isExternal())
      return main;
  func::FuncOp only;
  for (auto func : module.getOps<func::FuncOp>()) {
    if (!func.isPublic() || func.isExternal())
      continue;
    if (only)
      return fail("several public functions and none is @main: name the "
                  "one to compile with --entry");
    only = func;
  }
  if (!only)
    return fail("no public function to compile");
  return only;
}

/// Opens `path` for writing, or prints why not.
static std::unique_ptr<llvm::ToolOutputFile> openOutput(StringRef path,
                                                        bool binary) {
  std::error_code error;
  auto file = std::make_unique<llvm::ToolOutputFile>(
      path, error, binary ? llvm::sys::fs::OF_None : llvm::sys::fs::OF_Text);
  if (error) {
    llvm::errs() << "xhlo-aot: error: cannot write '" << path
                 << "': " << error.message() << "\n";
    return nullptr;
  }
  return file;
}

int xhlo::xhloAotMain(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  static cl::OptionCategory category("xhlo-aot options");
  static cl::opt<std::string> inputFilename(
      cl::Positional,
      cl::desc("<program: hlo MLIR, HLO text or HloModuleProto>"), cl::Required,
      cl::cat(category));
  static cl::opt<std::string> outputFilename(
      "o", cl::desc("The object file to write (with --emit, that output)"),
      cl::value_desc("file"), cl::Required, cl::cat(category));
  static cl::opt<std::string> headerFilename(
      "header",
      cl::desc("Also write the C++ header declaring the compiled function"),
      cl::value_desc("file.h"), cl::cat(category));
  static cl::opt<std::string> entryName(
      "entry",
      cl::desc("The function to compile (default: hlo.entry, main, or the "
               "only public function)"),
      cl::cat(category));
  static cl::opt<std::string> functionName(
      "function-name",
      cl::desc("The C++ function's name (default: the entry's)"),
      cl::cat(category));
  static cl::opt<std::string> cppNamespace(
      "namespace",
      cl::desc("The C++ namespace of the function and its constants, a::b "
               "(default: none); the C symbol is xhlo_aot_<a>_<b>_<function>"),
      cl::cat(category));
  static cl::opt<std::string> targetTriple(
      "target-triple",
      cl::desc("The target, e.g. aarch64-linux-gnu (default: the host's)"),
      cl::cat(category));
  static cl::opt<std::string> cpu(
      "mcpu",
      cl::desc("The CPU to tune and select instructions for (default: the "
               "host's CPU and features without --target-triple, else "
               "'generic')"),
      cl::cat(category));
  static cl::opt<std::string> features(
      "mattr", cl::desc("Target features, e.g. +avx2,-fma (added to --mcpu's)"),
      cl::cat(category));
  static cl::opt<unsigned> optLevel(
      "O",
      cl::desc("LLVM's optimisation level, 0-3 (default 3; 2 and 3 "
               "vectorise loops)"),
      cl::Prefix, cl::init(3), cl::cat(category));
  static cl::opt<Emit> emit(
      "emit", cl::desc("What -o holds"),
      cl::values(
          clEnumValN(Emit::Object, "obj", "an object file (default)"),
          clEnumValN(Emit::Assembly, "asm", "the target's assembly"),
          clEnumValN(Emit::LLVMIR, "llvm", "LLVM IR after LLVM's optimiser"),
          clEnumValN(Emit::LLVMDialect, "mlir",
                     "the MLIR LLVM dialect module before translation")),
      cl::init(Emit::Object), cl::cat(category));
  static cl::opt<bool> preciseMath(
      "precise-math",
      cl::desc("Compute f32 tanh and erf with libm (scalar calls) instead "
               "of upstream MLIR's polynomial approximations (within 1e-6 "
               "relative; vectorised), and f32 convolutions on oneDNN's "
               "direct algorithm instead of its Winograd kernels (which "
               "differ by up to ~1e-5 relative), as xhlo-run's flag"),
      cl::cat(category));
  static cl::opt<bool> bufferPlan(
      "buffer-plan",
      cl::desc("Place the temporaries of static size in one scratch buffer "
               "the caller passes (or the C++ function allocates), sharing "
               "memory between buffers whose lifetimes do not overlap "
               "(default); with --buffer-plan=false the code allocates "
               "each (for comparison)"),
      cl::init(true), cl::cat(category));
  static cl::opt<uint64_t> seed(
      "seed",
      cl::desc("Seed of the program's rng ops: each call of the compiled "
               "function draws the values of xhlo-run's first run with this "
               "--seed (default 0, xhlo-run's)"),
      cl::init(0), cl::cat(category));
  registerImportLimitsOptions(&category);
  cl::HideUnrelatedOptions(category);
  cl::ParseCommandLineOptions(
      argc, argv,
      "xhlo-aot: compile an hlo program ahead of time to an object file and "
      "a C++ header\n");
  if (optLevel > 3) {
    llvm::errs() << "xhlo-aot: error: -O" << optLevel
                 << ": the level is 0, 1, 2 or 3\n";
    return 1;
  }

  AotOptions options;
  options.functionName = functionName;
  options.cppNamespace = cppNamespace;
  options.targetTriple = targetTriple;
  options.cpu = cpu;
  options.features = features;
  options.optLevel = optLevel;
  options.preciseMath = preciseMath;
  options.bufferPlan = bufferPlan;
  options.seed = seed;
  // The target first: a wrong triple or CPU is reported before any work.
  llvm::Expected<std::unique_ptr<llvm::TargetMachine>> machine =
      createAotTargetMachine(options);
  if (!machine) {
    llvm::errs() << "xhlo-aot: error: " << llvm::toString(machine.takeError())
                 << "\n";
    return 1;
  }

  // hlo, and the upstream dialects a program already lowered to linalg on
  // tensors may hold (it passes convert-hlo-to-linalg unchanged).
  DialectRegistry registry;
  registry
      .insert<hlo::HloDialect, arith::ArithDialect,
              bufferization::BufferizationDialect, cf::ControlFlowDialect,
              func::FuncDialect, linalg::LinalgDialect, math::MathDialect,
              memref::MemRefDialect, scf::SCFDialect, tensor::TensorDialect>();
  registerAotExtensions(registry);
  // The program may come from anyone: no thread pool (as xhlo-run).
  MLIRContext context(registry, MLIRContext::Threading::DISABLED);
  context.loadDialect<func::FuncDialect, hlo::HloDialect>();
  // Errors name their place; the module's text would bury them.
  context.printOpOnDiagnostic(false);

  std::string errorMessage;
  auto file = openInputFile(inputFilename, &errorMessage);
  if (!file) {
    llvm::errs() << "xhlo-aot: error: " << errorMessage << "\n";
    return 1;
  }
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  OwningOpRef<ModuleOp> module = loadHloProgram(sourceMgr, &context);
  if (!module) {
    llvm::errs() << "xhlo-aot: error: could not load '" << inputFilename
                 << "'\n";
    return 1;
  }
  func::FuncOp entry = findEntry(*module, entryName, inputFilename);
  if (!entry)
    return 1;
  FailureOr<AotSignature> signature = getAotSignature(entry, options);
  if (failed(signature))
    return 1;
  if (failed(lowerToLLVMDialect(*module, *signature, options)))
    return 1;

  std::unique_ptr<llvm::ToolOutputFile> output =
      openOutput(outputFilename, emit == Emit::Object);
  if (!output)
    return 1;
  if (emit == Emit::LLVMDialect) {
    module->print(output->os());
  } else {
    llvm::LLVMContext llvmContext;
    llvm::Expected<std::unique_ptr<llvm::Module>> llvmModule =
        translateAndOptimize(*module, llvmContext, **machine, optLevel);
    if (!llvmModule) {
      llvm::errs() << "xhlo-aot: error: "
                   << llvm::toString(llvmModule.takeError()) << "\n";
      return 1;
    }
    if (emit == Emit::LLVMIR) {
      (*llvmModule)->print(output->os(), nullptr);
    } else if (llvm::Error error =
                   emitObjectFile(**llvmModule, **machine, output->os(),
                                  emit == Emit::Assembly)) {
      llvm::errs() << "xhlo-aot: error: " << llvm::toString(std::move(error))
                   << "\n";
      return 1;
    }
  }
  if (!headerFilename.empty()) {
    std::unique_ptr<llvm::ToolOutputFile> header =
        openOutput(headerFilename, /*binary=*/false);
    if (!header)
      return 1;
    writeAotHeader(header->os(), *signature,
                   llvm::sys::path::filename(inputFilename));
    header->os().flush();
    if (header->os().has_error()) {
      llvm::errs() << "xhlo-aot: error: cannot write '" << headerFilename
                   << "': " << header->os().error().message() << "\n";
      header->os().clear_error();
      return 1;
    }
    header->keep();
  }
  output->os().flush();
  if (output->os().has_error()) {
    llvm::errs() << "xhlo-aot: error: cannot write '" << outputFilename
                 << "': " << output->os().error().message() << "\n";
    output->os().clear_error();
    return 1;
  }
  output->keep();
  return 0;
}
