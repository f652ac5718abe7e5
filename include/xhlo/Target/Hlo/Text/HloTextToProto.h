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

#include "llvm/ADT/DenseMap.h"

#include <optional>

namespace xhlo::hlo_text {

/// Where each instruction of the produced proto came from, by
/// (computation id, instruction id).
using InstructionLocations =
    llvm::DenseMap<std::pair<int64_t, int64_t>, llvm::SMLoc>;

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
