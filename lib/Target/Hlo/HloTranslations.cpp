//===- HloTranslations.cpp - HLO text and proto translations
//---------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file registers xhlo's translations between the hlo dialect and XLA's
// formats. Every output goes through the exporter's HloModuleProto; every
// input comes in through the importer's, with HLO text first read into a
// proto that remembers where each instruction was written.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Target/Hlo/HloTranslations.h"

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/Dialect/Hlo/Transforms/HloStats.h"
#include "xhlo/Target/Hlo/HloExport.h"
#include "xhlo/Target/Hlo/HloGraph.h"
#include "xhlo/Target/Hlo/HloImport.h"
#include "xhlo/Target/Hlo/HloTargetCheck.h"
#include "xhlo/Target/Hlo/MlirNesting.h"
#include "xhlo/Target/Hlo/Text/HloTextPrinter.h"
#include "xhlo/Target/Hlo/Text/HloTextToProto.h"
#include "xhlo/xrt.pb.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ManagedStatic.h"

#include "google/protobuf/arena.h"
#include "google/protobuf/io/tokenizer.h"
#include "google/protobuf/text_format.h"

using namespace mlir;

namespace {

/// Options shared by the export translations.
struct ExportFlags {
  llvm::cl::opt<bool> noDenseLayoutFormat{
      "hlo-no-dense-layout-format",
      llvm::cl::desc("Do not write `format: DENSE` into layouts (XLA before "
                     "August 2022 and XRT servers need it)"),
      llvm::cl::init(false)};
  llvm::cl::opt<std::string> entry{
      "hlo-entry",
      llvm::cl::desc("Export this function as the entry computation, "
                     "whatever its visibility (e.g. a device computation "
                     "outlined by convert-hlo-to-xrt)"),
      llvm::cl::init("")};
  llvm::cl::opt<std::string> target{
      "target",
      llvm::cl::desc("Reject what the target device cannot take before "
                     "exporting: any (default), cpu, or tpu (no f64/c128; "
                     "s64/u64 only as scalars or indices)"),
      llvm::cl::init("any")};
};

llvm::ManagedStatic<ExportFlags> exportFlags;

xhlo::HloExportOptions getExportOptions() {
  xhlo::HloExportOptions options;
  options.writeDenseLayoutFormat = !exportFlags->noDenseLayoutFormat;
  options.entryFunction = exportFlags->entry;
  return options;
}

/// Checks the --target, then exports `module`.
FailureOr<xhlo::xla::HloModuleProto> exportForTarget(ModuleOp module) {
  std::optional<xhlo::HloTarget> target =
      xhlo::parseHloTarget(exportFlags->target);
  if (!target)
    return module.emitError() << "unknown --target '" << exportFlags->target
                              << "': expected any, cpu or tpu";
  if (failed(xhlo::checkHloTarget(module, *target)))
    return failure();
  return xhlo::exportHloModule(module, getExportOptions());
}

void registerDialects(DialectRegistry &registry) {
  registry.insert<func::FuncDialect, xhlo::hlo::HloDialect>();
}

/// The dialects the tool adds for the export translations, whose input may
/// hold host code next to the computation it exports.
std::function<void(DialectRegistry &)> &getExtraExportDialects() {
  static std::function<void(DialectRegistry &)> extraDialects;
  return extraDialects;
}

void registerExportDialects(DialectRegistry &registry) {
  registerDialects(registry);
  if (getExtraExportDialects())
    getExtraExportDialects()(registry);
}

/// Keeps the first error of the protobuf text parser (instead of letting
/// protobuf log every one to stderr).
struct TextProtoErrors : google::protobuf::io::ErrorCollector {
  void AddError(int line, google::protobuf::io::ColumnNumber column,
                const std::string &message) override {
    if (first.empty())
      first = "line " + std::to_string(line + 1) + ":" +
              std::to_string(column + 1) + ": " + message;
  }
  std::string first;
};

/// The instruction counts of an exported module: every instruction of every
/// computation, by its opcode.
xhlo::hlo::HloStats countInstructions(const xhlo::xla::HloModuleProto &proto) {
  xhlo::hlo::HloStats stats;
  for (const xhlo::xla::HloComputationProto &computation :
       proto.computations()) {
    ++stats.numComputations;
    for (const xhlo::xla::HloInstructionProto &instruction :
         computation.instructions())
      ++stats.opcodeCounts[instruction.opcode()];
  }
  return stats;
}

/// Writes `bytes` to `os`, failing on a stream error.
LogicalResult writeBytes(const std::string &bytes, llvm::raw_ostream &os) {
  os.write(bytes.data(), bytes.size());
  return success();
}

} // namespace

//===----------------------------------------------------------------------===//
// Import entry points
//===----------------------------------------------------------------------===//

OwningOpRef<ModuleOp> xhlo::importHloText(llvm::SourceMgr &sourceMgr,
                                          MLIRContext *context) {
  unsigned bufferId = sourceMgr.getMainFileID();
  StringRef fileName =
      sourceMgr.getMemoryBuffer(bufferId)->getBufferIdentifier();
  // The file name uniqued once, not once per instruction.
  StringAttr fileAttr = StringAttr::get(context, fileName);
  auto locOf = [&](llvm::SMLoc loc) -> Location {
    auto [line, col] = sourceMgr.getLineAndColumn(loc, bufferId);
    return FileLineColLoc::get(fileAttr, line, col);
  };
  auto onError = [&](llvm::SMLoc loc, const llvm::Twine &message) {
    emitError(locOf(loc)) << message;
  };
  std::optional<hlo_text::Module> module =
      hlo_text::parseModule(sourceMgr, bufferId, onError);
  if (!module)
    return nullptr;
  hlo_text::InstructionLocations locations;
  xla::HloModuleConfigProto config;
  // On an arena: a module's hundreds of thousands of messages and strings
  // are allocated fast and freed at once.
  google::protobuf::Arena arena;
  auto *proto =
      google::protobuf::Arena::CreateMessage<xla::HloModuleProto>(&arena);
  if (!hlo_text::convertToProto(*module, onError, *proto, &locations, &config))
    return nullptr;
  // The syntax tree is done with: the ops reuse its memory.
  Location moduleLoc = locOf(module->loc);
  module.reset();
  auto locator = [&](int64_t computationId, int64_t instructionId) {
    llvm::SMLoc loc = locations.lookup(computationId, instructionId);
    return loc.isValid() ? locOf(loc) : moduleLoc;
  };
  return importHloModule(*proto, context, moduleLoc, locator,
                         getDefaultHloImportLimits(), &config);
}

/// Reads `bytes` as a `T` in the binary, else the text format of protobuf;
/// emits an error at `loc` naming `what` when it is neither.
template <typename T>
static std::optional<T> parseProto(StringRef bytes, Location loc,
                                   StringRef what) {
  T proto;
  // Binary first: text protos are never valid binary messages in practice,
  // but a binary proto can be valid-looking text only by accident.
  if (proto.ParseFromArray(bytes.data(), bytes.size()))
    return proto;
  proto.Clear();
  google::protobuf::TextFormat::Parser parser;
  // The same nesting limit the binary parser has (protobuf's default of
  // 100), so deeply nested input is an error, not a stack overflow.
  parser.SetRecursionLimit(100);
  TextProtoErrors errors;
  parser.RecordErrorsTo(&errors);
  if (!parser.ParseFromString(std::string(bytes), &proto)) {
    emitError(loc) << "not a valid " << what
                   << ": not the binary format, and as text format: "
                   << (errors.first.empty() ? "malformed" : errors.first);
    return std::nullopt;
  }
  return proto;
}

OwningOpRef<ModuleOp> xhlo::importHloProto(llvm::SourceMgr &sourceMgr,
                                           MLIRContext *context) {
  const llvm::MemoryBuffer *buffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  Location loc = FileLineColLoc::get(context, buffer->getBufferIdentifier(),
                                     /*line=*/0, /*column=*/0);
  std::optional<xla::HloModuleProto> proto = parseProto<xla::HloModuleProto>(
      buffer->getBuffer(), loc, "HloModuleProto");
  if (!proto)
    return nullptr;
  return importHloModule(*proto, context, loc);
}

OwningOpRef<ModuleOp> xhlo::importHloProtoWithConfig(llvm::SourceMgr &sourceMgr,
                                                     MLIRContext *context) {
  const llvm::MemoryBuffer *buffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  Location loc = FileLineColLoc::get(context, buffer->getBufferIdentifier(),
                                     /*line=*/0, /*column=*/0);
  std::optional<xla::HloModuleProtoWithConfig> proto =
      parseProto<xla::HloModuleProtoWithConfig>(buffer->getBuffer(), loc,
                                                "HloModuleProtoWithConfig");
  if (!proto)
    return nullptr;
  return importHloModule(proto->hlo_module(), context, loc,
                         /*locator=*/nullptr, getDefaultHloImportLimits(),
                         &proto->config());
}

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

/// A translation from MLIR (TranslateFromMLIRRegistration) whose input's
/// nesting is checked before MLIR's parser sees it (MlirNesting.h): input
/// that would overflow the parser's stack is a located error.
static void registerFromMlir(
    StringRef name, StringRef description,
    std::function<LogicalResult(ModuleOp, llvm::raw_ostream &)> function) {
  TranslateRegistration(
      name, description,
      [function](const std::shared_ptr<llvm::SourceMgr> &sourceMgr,
                 llvm::raw_ostream &os, MLIRContext *context) {
        if (failed(xhlo::checkMlirNesting(*sourceMgr, context)))
          return failure();
        DialectRegistry registry;
        registerExportDialects(registry);
        context->appendDialectRegistry(registry);
        OwningOpRef<ModuleOp> module =
            parseSourceFile<ModuleOp>(sourceMgr, context);
        if (!module)
          return failure();
        return function(*module, os);
      });
}

/// Registers the translations writing the message `exportFn` makes of a
/// module in protobuf's binary format (`binaryName`) and in its text format
/// (`textName`).
template <typename Message>
static void
registerProtoExports(StringRef binaryName, StringRef binaryDescription,
                     StringRef textName, StringRef textDescription,
                     std::function<FailureOr<Message>(ModuleOp)> exportFn) {
  registerFromMlir(
      binaryName, binaryDescription,
      [exportFn](ModuleOp module, llvm::raw_ostream &os) -> LogicalResult {
        FailureOr<Message> proto = exportFn(module);
        if (failed(proto))
          return failure();
        return writeBytes(proto->SerializeAsString(), os);
      });
  registerFromMlir(
      textName, textDescription,
      [exportFn](ModuleOp module, llvm::raw_ostream &os) -> LogicalResult {
        FailureOr<Message> proto = exportFn(module);
        if (failed(proto))
          return failure();
        std::string text;
        google::protobuf::TextFormat::PrintToString(*proto, &text);
        os << text;
        return success();
      });
}

/// Registers a translation to MLIR by `importFn`, whose input is untrusted:
/// the context runs without threads (the parallel verifier's waits recurse).
static void registerImport(StringRef name, StringRef description,
                           OwningOpRef<ModuleOp> (*importFn)(llvm::SourceMgr &,
                                                             MLIRContext *)) {
  TranslateToMLIRRegistration(
      name, description,
      [importFn](llvm::SourceMgr &sourceMgr,
                 MLIRContext *context) -> OwningOpRef<Operation *> {
        context->disableMultithreading();
        return importFn(sourceMgr, context);
      },
      registerDialects);
}

ArrayRef<StringRef> xhlo::getHloTranslationNames() {
  static const StringRef names[] = {"mlir-to-hlo-text",
                                    "mlir-to-hlo-proto",
                                    "mlir-to-hlo-proto-text",
                                    "mlir-to-xrt-computation",
                                    "mlir-to-hlo-dot",
                                    "hlo-stats",
                                    "hlo-text-to-mlir",
                                    "hlo-proto-to-mlir",
                                    "mlir-to-hlo-proto-with-config",
                                    "mlir-to-hlo-proto-with-config-text",
                                    "hlo-proto-with-config-to-mlir"};
  return names;
}

unsigned xhlo::registerHloTranslations(
    std::function<void(DialectRegistry &)> exportDialects) {
  static bool registered = false;
  const unsigned kNumTranslations = getHloTranslationNames().size();
  if (registered)
    return kNumTranslations;
  registered = true;
  getExtraExportDialects() = std::move(exportDialects);
  (void)*exportFlags;

  registerFromMlir("mlir-to-hlo-text", "Export an hlo module as XLA HLO text",
                   [](ModuleOp module, llvm::raw_ostream &os) -> LogicalResult {
                     FailureOr<xla::HloModuleProto> proto =
                         exportForTarget(module);
                     if (failed(proto))
                       return failure();
                     FailureOr<xla::HloModuleConfigProto> config =
                         exportHloModuleConfig(module);
                     if (failed(config))
                       return failure();
                     hlo_text::printHloModule(*proto, os, &*config);
                     return success();
                   });

  registerProtoExports<xla::HloModuleProto>(
      "mlir-to-hlo-proto", "Export an hlo module as a binary HloModuleProto",
      "mlir-to-hlo-proto-text",
      "Export an hlo module as an HloModuleProto in text format",
      exportForTarget);

  // The module with its configuration (replica_count, num_partitions), as
  // XLA's HloModuleProtoWithConfig.
  auto exportWithConfig =
      [](ModuleOp module) -> FailureOr<xla::HloModuleProtoWithConfig> {
    FailureOr<xla::HloModuleConfigProto> config = exportHloModuleConfig(module);
    if (failed(config))
      return failure();
    FailureOr<xla::HloModuleProto> proto = exportForTarget(module);
    if (failed(proto))
      return failure();
    xla::HloModuleProtoWithConfig withConfig;
    *withConfig.mutable_hlo_module() = std::move(*proto);
    *withConfig.mutable_config() = std::move(*config);
    return withConfig;
  };
  registerProtoExports<xla::HloModuleProtoWithConfig>(
      "mlir-to-hlo-proto-with-config",
      "Export an hlo module as a binary HloModuleProtoWithConfig (the module "
      "and its replica_count and num_partitions)",
      "mlir-to-hlo-proto-with-config-text",
      "Export an hlo module as an HloModuleProtoWithConfig in text format",
      exportWithConfig);

  registerFromMlir(
      "mlir-to-xrt-computation",
      "Export an hlo module as XRT's XLAComputation (binary): the program "
      "shape in its config and the module in its HloSnapshot",
      [](ModuleOp module, llvm::raw_ostream &os) -> LogicalResult {
        FailureOr<xla::HloModuleConfigProto> config =
            exportHloModuleConfig(module);
        if (failed(config))
          return failure();
        FailureOr<xla::HloModuleProto> proto = exportForTarget(module);
        if (failed(proto))
          return failure();
        xrt::XLAComputation computation;
        *computation.mutable_config()->mutable_program_shape() =
            proto->host_program_shape();
        // XRT's counts: replicas, and cores per replica for the partitions.
        computation.mutable_config()->set_num_replicas(config->replica_count());
        computation.mutable_config()->set_num_cores_per_replica(
            config->num_partitions());
        *computation.mutable_hlo_snapshot()
             ->mutable_hlo()
             ->mutable_hlo_module() = std::move(*proto);
        return writeBytes(computation.SerializeAsString(), os);
      });

  registerFromMlir(
      "mlir-to-hlo-dot",
      "Export an hlo module as a Graphviz graph of its computations",
      [](ModuleOp module, llvm::raw_ostream &os) -> LogicalResult {
        FailureOr<xla::HloModuleProto> proto = exportForTarget(module);
        if (failed(proto))
          return failure();
        printHloGraph(*proto, os);
        return success();
      });

  registerFromMlir(
      "hlo-stats",
      "Export an hlo module and print its HLO instruction counts per opcode",
      [](ModuleOp module, llvm::raw_ostream &os) -> LogicalResult {
        FailureOr<xla::HloModuleProto> proto = exportForTarget(module);
        if (failed(proto))
          return failure();
        hlo::printHloStats(countInstructions(*proto), os,
                           "hlo-stats (exported module '" + proto->name() +
                               "')");
        return success();
      });

  registerImport("hlo-text-to-mlir", "Import XLA HLO text into the hlo dialect",
                 importHloText);
  registerImport("hlo-proto-to-mlir",
                 "Import an HloModuleProto (binary or text format, detected) "
                 "into the hlo dialect",
                 importHloProto);
  registerImport(
      "hlo-proto-with-config-to-mlir",
      "Import an HloModuleProtoWithConfig (binary or text format, detected) "
      "into the hlo dialect, its replica_count and num_partitions as module "
      "attributes",
      importHloProtoWithConfig);

  return kNumTranslations;
}
