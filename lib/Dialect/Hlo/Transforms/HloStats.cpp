//===- HloStats.cpp - The hlo-stats pass ----------------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the HLO instruction counts (HloStats.h), their table,
// and the hlo-stats pass, which prints the table of the op it runs on.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/Transforms/HloStats.h"
#include "xhlo/Dialect/Hlo/Transforms/Autodiff.h"
#include "xhlo/Dialect/Hlo/Transforms/Passes.h"

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>

#define DEBUG_TYPE "hlo-stats"

namespace xhlo::hlo {
#define GEN_PASS_DEF_HLOSTATSPASS
#include "xhlo/Dialect/Hlo/Transforms/Passes.h.inc"
} // namespace xhlo::hlo

using namespace mlir;
using namespace xhlo::hlo;

//===----------------------------------------------------------------------===//
// Counting
//===----------------------------------------------------------------------===//

int64_t HloStats::count(llvm::StringRef opcode) const {
  auto it = opcodeCounts.find(opcode.str());
  return it == opcodeCounts.end() ? 0 : it->second;
}

int64_t HloStats::totalInstructions() const {
  int64_t total = 0;
  for (const auto &[opcode, count] : opcodeCounts)
    total += count;
  return total;
}

int64_t HloStats::totalOtherOps() const {
  int64_t total = 0;
  for (const auto &[name, count] : otherOps)
    total += count;
  return total;
}

std::string xhlo::hlo::getHloOpcode(llvm::StringRef opName) {
  std::string opcode =
      opName.starts_with("hlo.") ? opName.drop_front(4).str() : opName.str();
  std::replace(opcode.begin(), opcode.end(), '_', '-');
  return opcode;
}

/// Counts the computation `region` holds (the body of a function or of an
/// hlo op): its arguments as parameters, and every op in it.
static void collectComputation(Region &region, HloStats &stats);

static void collectOp(Operation *op, HloStats &stats) {
  if (isa<HloDialect>(op->getDialect())) {
    if (op->getName().getStringRef() != "hlo.return")
      ++stats.opcodeCounts[getHloOpcode(op->getName().getStringRef())];
    for (Region &region : op->getRegions())
      collectComputation(region, stats);
    return;
  }
  if (auto func = dyn_cast<func::FuncOp>(op)) {
    if (!func.isExternal())
      collectComputation(func.getBody(), stats);
    return;
  }
  if (isa<ModuleOp>(op)) {
    for (Operation &nested : op->getRegion(0).getOps())
      collectOp(&nested, stats);
    return;
  }
  if (!isa<func::ReturnOp>(op))
    ++stats.otherOps[op->getName().getStringRef().str()];
}

static void collectComputation(Region &region, HloStats &stats) {
  if (region.empty())
    return;
  ++stats.numComputations;
  if (int64_t numArgs = region.getNumArguments())
    stats.opcodeCounts["parameter"] += numArgs;
  for (Block &block : region)
    for (Operation &op : block)
      collectOp(&op, stats);
}

HloStats xhlo::hlo::collectHloStats(Operation *root) {
  HloStats stats;
  collectOp(root, stats);
  return stats;
}

SmallVector<std::pair<std::string, HloStats>>
xhlo::hlo::collectHloStatsPerFunction(Operation *root) {
  SmallVector<std::pair<std::string, HloStats>> tables;
  root->walk([&](func::FuncOp func) {
    if (func.isExternal())
      return;
    std::string name = "@" + func.getSymName().str();
    auto of =
        func->getAttrOfType<FlatSymbolRefAttr>(kGeneratedGradientAttrName);
    if (!of || !func.getBody().hasOneBlock()) {
      HloStats stats;
      collectOp(func, stats);
      tables.emplace_back(name, std::move(stats));
      return;
    }
    // A generated gradient: its forward pass is what the results of the
    // function it differentiates depend on, its backward pass the rest.
    auto f = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(func, of);
    unsigned numForwardResults = f ? f.getNumResults() : 1;
    Block &block = func.getBody().front();
    llvm::DenseSet<Operation *> forward;
    SmallVector<Value> worklist(
        block.getTerminator()->getOperands().take_front(numForwardResults));
    while (!worklist.empty()) {
      Operation *def = worklist.pop_back_val().getDefiningOp();
      if (!def || def->getBlock() != &block || !forward.insert(def).second)
        continue;
      llvm::append_range(worklist, def->getOperands());
    }
    HloStats forwardStats, backwardStats;
    forwardStats.numComputations = 1;
    if (int64_t numArgs = block.getNumArguments())
      forwardStats.opcodeCounts["parameter"] = numArgs;
    for (Operation &op : block.without_terminator())
      collectOp(&op, forward.contains(&op) ? forwardStats : backwardStats);
    tables.emplace_back(name + " forward pass", std::move(forwardStats));
    tables.emplace_back(name + " backward pass", std::move(backwardStats));
  });
  return tables;
}

//===----------------------------------------------------------------------===//
// The table
//===----------------------------------------------------------------------===//

/// Prints `name` left-aligned in `width` columns and `count` right-aligned
/// after it.
static void printRow(llvm::raw_ostream &os, llvm::StringRef name, int64_t count,
                     size_t width) {
  os << "  " << llvm::left_justify(name, width) << ' '
     << llvm::format_decimal(count, 8) << '\n';
}

void xhlo::hlo::printHloStats(const HloStats &stats, llvm::raw_ostream &os,
                              llvm::StringRef title) {
  auto plural = [](int64_t n, llvm::StringRef word) {
    return std::to_string(n) + " " + word.str() + (n == 1 ? "" : "s");
  };
  os << title << ": " << plural(stats.numComputations, "computation") << ", "
     << plural(stats.totalInstructions(), "instruction") << ", "
     << plural(stats.totalOtherOps(), "other op") << '\n';
  size_t width = 16;
  for (const auto &[opcode, count] : stats.opcodeCounts)
    width = std::max(width, opcode.size());
  for (const auto &[name, count] : stats.otherOps)
    width = std::max(width, name.size());
  os << "  " << llvm::left_justify("opcode", width) << ' '
     << llvm::right_justify("count", 8) << '\n';
  for (const auto &[opcode, count] : stats.opcodeCounts)
    printRow(os, opcode, count, width);
  os << "  " << std::string(width + 9, '-') << '\n';
  printRow(os, "total", stats.totalInstructions(), width);
  if (stats.otherOps.empty())
    return;
  os << "  ops outside hlo:\n";
  for (const auto &[name, count] : stats.otherOps)
    printRow(os, name, count, width);
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

namespace {

struct HloStatsPass : xhlo::hlo::impl::HloStatsPassBase<HloStatsPass> {
  using HloStatsPassBase::HloStatsPassBase;

  void runOnOperation() override {
    markAllAnalysesPreserved();
    auto print = [&](llvm::raw_ostream &os) {
      if (!perFunction)
        return printHloStats(collectHloStats(getOperation()), os);
      for (const auto &[name, stats] :
           collectHloStatsPerFunction(getOperation()))
        printHloStats(stats, os, "hlo-stats " + name);
    };
    if (outputFile == "-") {
      print(llvm::errs());
      return;
    }
    std::string message;
    std::unique_ptr<llvm::ToolOutputFile> file =
        openOutputFile(outputFile, &message);
    if (!file) {
      getOperation()->emitError() << "hlo-stats: " << message;
      return signalPassFailure();
    }
    print(file->os());
    file->keep();
  }
};

} // namespace
