//===- ImportLimitsOptions.cpp - The importers' limits as flags -----------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Tools/ImportLimitsOptions.h"

#include "xhlo/Target/Hlo/HloImport.h"

#include <string>

using namespace llvm;

namespace {

/// The most a flag may raise each limit to. Every nesting level costs a few
/// KB of stack in the importer, the verifier and the interpreter (3,000
/// levels overflowed 8 MB, issue 17), so depth stays far below that; an
/// inlined instruction costs about 1 KB of memory while importing.
constexpr int64_t kMaxDepthFlag = 1024;
constexpr int64_t kMaxInstructionsFlag = int64_t(1) << 24;

/// A whole number in [1, Max]; anything else is a parse error naming the
/// range, so every tool refuses it the same way (exit 1). (parser<long>,
/// which int64_t is, is final.)
template <int64_t Max> class BoundedParser : public cl::parser<long long> {
public:
  using cl::parser<long long>::parser;

  bool parse(cl::Option &option, StringRef name, StringRef arg,
             long long &value) {
    if (arg.trim().getAsInteger(10, value) || value < 1 || value > Max)
      return option.error("'" + arg + "' is not a whole number from 1 to " +
                          Twine(Max));
    return false;
  }
};

} // namespace

void xhlo::registerImportLimitsOptions(cl::OptionCategory *category) {
  static bool registered = false;
  if (registered)
    return;
  registered = true;
  const HloImportLimits defaults;
  static const std::string depthHelp =
      "Regions an imported HLO module may nest once its called computations "
      "are inlined (default " +
      std::to_string(defaults.maxNestingDepth) + ", at most " +
      std::to_string(kMaxDepthFlag) + ")";
  static const std::string instructionsHelp =
      "Instructions an imported HLO module may have once its called "
      "computations are inlined, one copy per use (default " +
      std::to_string(defaults.maxInlinedInstructions) + ", at most " +
      std::to_string(kMaxInstructionsFlag) + ")";
  static cl::opt<long long, false, BoundedParser<kMaxDepthFlag>> depth(
      "max-import-depth", cl::desc(depthHelp), cl::value_desc("levels"),
      cl::init(defaults.maxNestingDepth),
      cl::cb<void, long long>([](long long v) {
        HloImportLimits limits = getDefaultHloImportLimits();
        limits.maxNestingDepth = v;
        setDefaultHloImportLimits(limits);
      }));
  static cl::opt<long long, false, BoundedParser<kMaxInstructionsFlag>>
      instructions("max-import-instructions", cl::desc(instructionsHelp),
                   cl::value_desc("count"),
                   cl::init(defaults.maxInlinedInstructions),
                   cl::cb<void, long long>([](long long v) {
                     HloImportLimits limits = getDefaultHloImportLimits();
                     limits.maxInlinedInstructions = v;
                     setDefaultHloImportLimits(limits);
                   }));
  if (category) {
    depth.addCategory(*category);
    instructions.addCategory(*category);
  }
}
