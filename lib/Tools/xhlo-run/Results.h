//===- Results.h - xhlo-run's values as numbers and text ------- -*- C++
//-*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares, privately to xhlo-run, its element codecs (one element
// of any element type to and from a double, used by --arg=random as well)
// and what it does with results: --print, --summary, --out and --expect.
// Every spelling of an element type in xhlo-run is here.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_TOOLS_XHLO_RUN_RESULTS_H
#define XHLO_LIB_TOOLS_XHLO_RUN_RESULTS_H

#include "xhlo/Values/RtValue.h"

#include "mlir/Support/LogicalResult.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace xhlo::runner {

/// Stores `value` into one element of type `type` (complex: as the real
/// part; floats round to nearest even).
void storeDouble(ElementType type, uint8_t *out, double value);

/// Reads one element as a double (complex: its real part, or its imaginary
/// part with `imag`).
double loadDouble(ElementType type, const uint8_t *in, bool imag = false);

/// Whether `type` is c64 or c128.
bool isComplex(ElementType type);

/// Prints a value as XLA's literal text: `f32[2,2] {{1, 2}, {3, 4}}`.
void printValue(llvm::raw_ostream &os, const RtValue &value);

/// Prints one line per array of `value` (tuples element by element, named
/// `name.i`): its shape, the smallest, largest and mean element (complex:
/// real parts), the position of the largest, and how many elements are NaN
/// or infinite.
void printSummary(llvm::raw_ostream &os, const RtValue &value,
                  const std::string &name);

/// --out: writes result i into `dir`/result_i.npy (creating `dir`); reports
/// failures on stderr.
mlir::LogicalResult writeResults(llvm::StringRef dir,
                                 llvm::ArrayRef<RtValue> results);

/// --expect: compares each result with its .npy file (one per result) within
/// `rtol` and `atol`, NaN matching NaN only, or bit for bit when both are 0;
/// reports each mismatch (its worst element, or its first differing ones
/// with their bits) and failures on stderr and fails.
mlir::LogicalResult checkResults(llvm::ArrayRef<std::string> expect,
                                 llvm::ArrayRef<RtValue> results, double rtol,
                                 double atol);

} // namespace xhlo::runner

#endif // XHLO_LIB_TOOLS_XHLO_RUN_RESULTS_H
