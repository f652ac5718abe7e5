//===- BenchMain.cpp - main() for xhlo's Google Benchmark binaries --------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Google Benchmark 1.7 reports a benchmark's SkipWithError but still exits 0.
// xhlo's benchmarks check their own results and call SkipWithError when they
// are wrong, so this main wraps the console reporter, remembers any error and
// exits non-zero: a benchmark smoke run in ctest then fails on a wrong result.
//
//===----------------------------------------------------------------------===//

#include "benchmark/benchmark.h"

#include <cstdio>

namespace {

/// The console reporter, plus a record of whether any run reported an error.
class ErrorTrackingReporter : public benchmark::ConsoleReporter {
public:
  void ReportRuns(const std::vector<Run> &reports) override {
    for (const Run &run : reports) {
      if (run.error_occurred) {
        ++errors;
        std::fprintf(stderr, "benchmark %s failed: %s\n",
                     run.benchmark_name().c_str(), run.error_message.c_str());
      }
    }
    ConsoleReporter::ReportRuns(reports);
  }
  unsigned errors = 0;
};

} // namespace

int main(int argc, char **argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv))
    return 2;
  ErrorTrackingReporter reporter;
  size_t ran = benchmark::RunSpecifiedBenchmarks(&reporter);
  benchmark::Shutdown();
  if (ran == 0) {
    std::fprintf(stderr, "no benchmark matched the filter\n");
    return 1;
  }
  return reporter.errors == 0 ? 0 : 1;
}
