//===- Profile.h - xhlo-run's timings and profiles ------------- -*- C++
//-*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares, privately to xhlo-run, what it reports about the time
// and memory of runs: --repeat's timing line, --profile's table and
// --trace's Chrome trace.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_TOOLS_XHLO_RUN_PROFILE_H
#define XHLO_LIB_TOOLS_XHLO_RUN_PROFILE_H

#include "xhlo/Interpreter/Executable.h"

#include "mlir/Support/LogicalResult.h"
#include "llvm/ADT/StringRef.h"

#include <vector>

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace xhlo::runner {

/// --repeat: the min and median of `times` (milliseconds, one per run).
void printTimes(llvm::raw_ostream &os, std::vector<double> times);

/// --profile: the ten ops that took the most time in the last run of
/// `executable` (which recorded events), the peak bytes of simultaneously
/// live buffers against the largest live set of values, and the fused steps
/// and threads.
void printProfile(llvm::raw_ostream &os, const interp::Executable &executable);

/// --trace: writes every kernel call of the last run of `executable` to
/// `path` as a Chrome trace (chrome://tracing, Perfetto); reports a file
/// that cannot be written on stderr.
mlir::LogicalResult writeTrace(llvm::StringRef path,
                               const interp::Executable &executable);

} // namespace xhlo::runner

#endif // XHLO_LIB_TOOLS_XHLO_RUN_PROFILE_H
