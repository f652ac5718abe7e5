//===- HloStats.h - HLO instruction counts per opcode --------- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the statistics that `hlo-stats` (the pass) and
// `xhlo-translate --hlo-stats` (on the exported module) print: how many HLO
// instructions of each opcode a program holds, over how many computations,
// and which ops outside hlo are left; and the readable table both print.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_TRANSFORMS_HLOSTATS_H
#define XHLO_DIALECT_HLO_TRANSFORMS_HLOSTATS_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <map>
#include <string>

namespace mlir {
class Operation;
} // namespace mlir

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace xhlo::hlo {

/// The instruction counts of an HLO program.
struct HloStats {
  /// Instructions per opcode, spelled as in HLO text (`reduce-window`).
  std::map<std::string, int64_t> opcodeCounts;
  /// Ops that are not hlo, nor the module and function structure, by op
  /// name (`linalg.generic`); empty for a fully converted program.
  std::map<std::string, int64_t> otherOps;
  /// Computations: functions, plus the regions of hlo ops (which the
  /// exporter outlines into computations).
  int64_t numComputations = 0;

  /// The number of instructions of `opcode` (0 if there is none).
  int64_t count(llvm::StringRef opcode) const;
  /// The number of instructions of every opcode.
  int64_t totalInstructions() const;
  /// The number of ops outside hlo.
  int64_t totalOtherOps() const;
};

/// Counts the HLO instructions under `root` (a module, or one function):
/// each hlo op is one instruction of the opcode its name spells
/// (`hlo.reduce_window` is `reduce-window`; `hlo.return` is its region's
/// root, not an instruction), and each argument of a function or of an hlo
/// op's region is a `parameter`. Other ops except `builtin.module`,
/// `func.func` and `func.return` are counted in `otherOps`; their regions
/// are not looked into.
HloStats collectHloStats(mlir::Operation *root);

/// One table per function with a body under `root`, named `@name`; a
/// gradient that hlo-autodiff generated gives two, `@name forward pass` (the
/// ops the results of the function it differentiates depend on) and
/// `@name backward pass` (the rest).
llvm::SmallVector<std::pair<std::string, HloStats>>
collectHloStatsPerFunction(mlir::Operation *root);

/// The HLO opcode that the hlo op named `opName` (`hlo.reduce_window`)
/// stands for (`reduce-window`).
std::string getHloOpcode(llvm::StringRef opName);

/// Prints `stats` as a table: a summary line, then one row per opcode in
/// alphabetical order and the total, then the ops outside hlo if any.
/// `title` starts the summary line (`hlo-stats`).
void printHloStats(const HloStats &stats, llvm::raw_ostream &os,
                   llvm::StringRef title = "hlo-stats");

} // namespace xhlo::hlo

#endif // XHLO_DIALECT_HLO_TRANSFORMS_HLOSTATS_H
