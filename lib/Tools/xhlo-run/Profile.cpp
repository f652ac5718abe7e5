//===- Profile.cpp - xhlo-run's timings and profiles ----------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements xhlo-run's --repeat timing line, its --profile table
// (from the interpreter's events of the last run) and its --trace file.
//
//===----------------------------------------------------------------------===//

#include "Profile.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <string>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::interp;

void xhlo::runner::printTimes(llvm::raw_ostream &os,
                              std::vector<double> times) {
  std::sort(times.begin(), times.end());
  os << "time: min " << llvm::format("%.3f", times.front()) << " ms, median "
     << llvm::format("%.3f", times[times.size() / 2]) << " ms over "
     << times.size() << " runs\n";
}

void xhlo::runner::printProfile(llvm::raw_ostream &os,
                                const Executable &executable) {
  // Total time per op name, over the top-level and nested calls alike
  // (a while's time includes its body's ops, listed on their own too).
  llvm::StringMap<std::pair<double, int64_t>> byOp;
  for (const ExecutionEvent &event : executable.getEvents()) {
    auto &entry = byOp[event.name];
    entry.first += event.durationMicros;
    ++entry.second;
  }
  std::vector<std::pair<std::string, std::pair<double, int64_t>>> rows;
  for (auto &entry : byOp)
    rows.push_back({entry.getKey().str(), entry.getValue()});
  llvm::sort(rows, [](const auto &a, const auto &b) {
    return a.second.first > b.second.first;
  });
  os << "top ops by time (last run):\n";
  for (size_t i = 0; i < rows.size() && i < 10; ++i)
    os << llvm::format("  %-42s %10.1f us  %6lld calls\n",
                       rows[i].first.c_str(), rows[i].second.first,
                       (long long)rows[i].second.second);
  // Peak against the largest set of values the plan keeps alive at once.
  int64_t peak = executable.getPeakBytes();
  int64_t liveSet = executable.getLiveSetBytes();
  os << "peak buffer bytes: " << peak
     << " (largest live set of values: " << liveSet << ", ratio "
     << llvm::format("%.2f", liveSet ? double(peak) / liveSet : 0.0) << ")\n";
  auto [fusedSteps, fusedOps] = executable.getFusionStats();
  os << "fused steps: " << fusedSteps << " (running " << fusedOps
     << " ops); threads: " << executable.getNumThreads() << "\n";
  // Where the convolutions ran: their events are named after the
  // implementation (`hlo.convolution (oneDNN backward-data)`, `...
  // (oneDNN forward, Winograd)` on oneDNN's Winograd kernels).
  const char *const primitiveNames[] = {"forward", "backward-data",
                                        "backward-weights"};
  int64_t calls[3] = {0, 0, 0}, onednn = 0, reference = 0, winograd = 0;
  for (auto &[name, timeAndCalls] : rows) {
    llvm::StringRef event = name;
    int64_t count = timeAndCalls.second;
    for (int i = 0; i < 3; ++i) {
      std::string prefix =
          std::string("hlo.convolution (oneDNN ") + primitiveNames[i];
      if (event == prefix + ")") {
        calls[i] += count;
      } else if (event == prefix + ", Winograd)") {
        calls[i] += count;
        winograd += count;
      }
    }
    if (event == "hlo.convolution (reference)")
      reference += count;
    // A chain of convolutions with their bias, ReLU and max-pool (a fusion
    // group) runs each on oneDNN's forward primitive; `(N Winograd)` after
    // its name counts those on Winograd's kernels.
    if (event.starts_with("fusion(convolution")) {
      size_t close = event.find(')');
      llvm::StringRef ops = event.take_front(close);
      for (size_t at = ops.find("convolution"); at != llvm::StringRef::npos;
           at = ops.find("convolution", at + 1))
        calls[0] += count;
      llvm::StringRef note = event.drop_front(close + 1).trim();
      int64_t stages = 0;
      if (note.consume_front("(") && note.consume_back(" Winograd)") &&
          !note.getAsInteger(10, stages))
        winograd += stages * count;
    }
  }
  std::string primitives;
  for (int i = 0; i < 3; ++i) {
    onednn += calls[i];
    if (calls[i])
      primitives += (primitives.empty() ? "" : ", ") +
                    std::to_string(calls[i]) + " " + primitiveNames[i];
  }
  if (winograd)
    primitives += "; " + std::to_string(winograd) + " Winograd";
  if (onednn || reference)
    os << "convolutions: " << onednn << " on oneDNN"
       << (primitives.empty() ? "" : " (" + primitives + ")") << ", "
       << reference << " on the reference kernel\n";
}

LogicalResult xhlo::runner::writeTrace(StringRef path,
                                       const Executable &executable) {
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec, llvm::sys::fs::OF_Text);
  if (ec) {
    llvm::errs() << "xhlo-run: error: cannot write '" << path
                 << "': " << ec.message() << "\n";
    return failure();
  }
  // Chrome's trace event format: complete ('X') events, microseconds.
  os << "{\"traceEvents\": [\n";
  bool first = true;
  for (const ExecutionEvent &event : executable.getEvents()) {
    os << (first ? "" : ",\n") << "  {\"name\": \"" << event.name
       << "\", \"ph\": \"X\", \"pid\": 0, \"tid\": " << event.depth
       << ", \"ts\": " << llvm::format("%.3f", event.startMicros)
       << ", \"dur\": " << llvm::format("%.3f", event.durationMicros) << "}";
    first = false;
  }
  os << "\n], \"displayTimeUnit\": \"ns\"}\n";
  return success();
}
