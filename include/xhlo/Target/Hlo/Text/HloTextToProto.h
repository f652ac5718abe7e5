//===- HloTextToProto.h - HLO text syntax tree to HloModuleProto -*- C++
//-*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the conversion of a parsed HLO text module (HloTextAST)
// into an HloModuleProto: names become ids, attributes become proto fields,
// literals become LiteralProtos. Shapes the text leaves out stay unset for the
// importer to infer. The source location of every instruction is recorded
// so that later errors still point into the text.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_TARGET_HLO_TEXT_HLOTEXTTOPROTO_H
#define XHLO_TARGET_HLO_TEXT_HLOTEXTTOPROTO_H

#include "xhlo/Target/Hlo/Text/HloTextParser.h"
#include "xhlo/hlo.pb.h"
#include "xhlo/xla.pb.h"

#include "llvm/Support/SMLoc.h"

#include <optional>
#include <unordered_map>
#include <vector>

namespace xhlo::hlo_text {

/// Where each instruction of the produced proto came from. The conversion
/// numbers a computation's instructions consecutively, so a computation
/// keeps its first instruction id and the locations by position (not a map
/// of every instruction: that was 7% of converting 100k instructions).
class InstructionLocations {
public:
  /// Records the computation `computationId`, whose instructions have the
  /// ids firstId, firstId + 1, ... and the locations `locs`.
  void addComputation(int64_t computationId, int64_t firstId,
                      std::vector<llvm::SMLoc> locs) {
    byComputation[computationId] = {firstId, std::move(locs)};
  }
  /// The location of an instruction, or a null SMLoc when none was recorded.
  llvm::SMLoc lookup(int64_t computationId, int64_t instructionId) const {
    auto it = byComputation.find(computationId);
    if (it == byComputation.end() || instructionId < it->second.firstId ||
        instructionId - it->second.firstId >=
            static_cast<int64_t>(it->second.locs.size()))
      return llvm::SMLoc();
    return it->second.locs[instructionId - it->second.firstId];
  }

private:
  struct Computation {
    int64_t firstId = 0;
    std::vector<llvm::SMLoc> locs;
  };
  /// Not a DenseMap: computation ids come from the caller's proto and may be
  /// DenseMap's reserved keys.
  std::unordered_map<int64_t, Computation> byComputation;
};

/// Converts `module` to a proto; reports the first error (unknown opcode or
/// attribute, malformed value, undefined name, ...) through `onError` and
/// returns nothing. The header's module configuration (HloModuleConfig.h:
/// `replica_count`, `num_partitions`) goes into `config` when given.
std::optional<xla::HloModuleProto>
convertToProto(const Module &module, ErrorHandler onError,
               InstructionLocations *locations = nullptr,
               xla::HloModuleConfigProto *config = nullptr);

/// The same into `proto`, which must be empty (e.g. a message on a protobuf
/// arena, which frees a large module at once); false after an error.
bool convertToProto(const Module &module, ErrorHandler onError,
                    xla::HloModuleProto &proto,
                    InstructionLocations *locations = nullptr,
                    xla::HloModuleConfigProto *config = nullptr);

} // namespace xhlo::hlo_text

#endif // XHLO_TARGET_HLO_TEXT_HLOTEXTTOPROTO_H
