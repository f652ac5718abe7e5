//===- embed.cpp - xhlo embedded in a C++ program -------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// A program outside xhlo's build that uses the installed package
// (find_package(Xhlo)): it reads a model in MLIR's input dialects (by
// default the dense + softmax example), brings it to hlo with a pass
// pipeline built here in C++ from xhlo's passes (xhlo-linalg-to-hlo, then
// hlo-stats), exports it as HLO text, and runs it on the interpreter with
// random arguments from a seed, printing each row's largest class.
//
//   xhlo-embed-example MODEL.mlir [OUT.hlo]
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/Pipelines.h"
#include "xhlo/Dialect/Hlo/Transforms/Passes.h"
#include "xhlo/InitAll/InitAll.h"
#include "xhlo/Interpreter/Executable.h"
#include "xhlo/Target/Hlo/HloExport.h"
#include "xhlo/Target/Hlo/Text/HloTextPrinter.h"
#include "xhlo/hlo.pb.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <random>

using namespace mlir;

int main(int argc, char **argv) {
  if (argc < 2 || argc > 3) {
    llvm::errs() << "usage: " << argv[0] << " MODEL.mlir [OUT.hlo]\n";
    return 2;
  }

  // Every dialect xhlo reads and writes.
  DialectRegistry registry;
  xhlo::registerAllDialects(registry);
  MLIRContext context(registry);
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(argv[1], &context);
  if (!module)
    return 1;

  // The conversion to hlo and the instruction counts, as a pipeline built in
  // C++: what `xhlo-opt --xhlo-linalg-to-hlo --hlo-stats` runs.
  PassManager pm(&context);
  xhlo::LinalgToHloPipelineOptions pipelineOptions;
  pipelineOptions.indexBitwidth = 64;
  xhlo::buildLinalgToHloPipeline(pm, pipelineOptions);
  xhlo::hlo::HloStatsPassOptions statsOptions;
  statsOptions.outputFile = "-";
  pm.addPass(xhlo::hlo::createHloStatsPass(statsOptions));
  if (failed(pm.run(*module)))
    return 1;

  // HLO text, into OUT.hlo if given, else its first line on stdout.
  FailureOr<xhlo::xla::HloModuleProto> proto = xhlo::exportHloModule(*module);
  if (failed(proto))
    return 1;
  std::string text;
  llvm::raw_string_ostream textStream(text);
  xhlo::hlo_text::printHloModule(*proto, textStream);
  if (argc == 3) {
    std::error_code error;
    llvm::raw_fd_ostream out(argv[2], error, llvm::sys::fs::OF_Text);
    if (error) {
      llvm::errs() << "cannot write " << argv[2] << ": " << error.message()
                   << "\n";
      return 1;
    }
    out << text;
  }
  llvm::outs() << "HLO text: " << text.size() << " bytes, "
               << proto->computations_size() << " computations; "
               << llvm::StringRef(text).split('\n').first.take_front(72)
               << "...\n";

  // The interpreter: compile the entry once, run it on random arguments.
  func::FuncOp entry;
  for (auto func : module->getOps<func::FuncOp>())
    if (func.isPublic())
      entry = func;
  if (!entry)
    return 1;
  FailureOr<std::unique_ptr<xhlo::interp::Executable>> executable =
      xhlo::interp::Executable::compile(entry);
  if (failed(executable))
    return 1;
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> uniform(-1.0f, 1.0f);
  std::vector<xhlo::RtValue> arguments;
  for (Type type : entry.getArgumentTypes()) {
    auto tensor = cast<RankedTensorType>(type);
    xhlo::Literal literal(xhlo::ElementType::F32, tensor.getShape());
    for (int64_t i = 0; i < literal.getNumElements(); ++i)
      literal.as<float>()[i] = uniform(rng);
    arguments.emplace_back(std::move(literal));
  }
  FailureOr<std::vector<xhlo::RtValue>> results = (*executable)->run(arguments);
  if (failed(results))
    return 1;

  // Each row of the first result: its largest element and the row's sum
  // (1 for probabilities).
  const xhlo::Literal &result = (*results)[0].getArray();
  int64_t rows = result.getShape()[0];
  int64_t cols = result.getNumElements() / rows;
  const float *data = result.as<float>();
  llvm::outs() << "@" << entry.getSymName() << " on the interpreter: " << rows
               << " rows of " << cols << "\n";
  for (int64_t r = 0; r < rows; ++r) {
    int64_t best = 0;
    double sum = 0;
    for (int64_t c = 0; c < cols; ++c) {
      sum += data[r * cols + c];
      if (data[r * cols + c] > data[r * cols + best])
        best = c;
    }
    llvm::outs() << "  row " << r << ": class " << best << " ("
                 << llvm::format("%.4f", data[r * cols + best]) << "), sum "
                 << llvm::format("%.4f", sum) << "\n";
  }
  return 0;
}
