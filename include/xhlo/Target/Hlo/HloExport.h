//===- HloExport.h - hlo dialect to HloModuleProto --------------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the exporter from the hlo dialect to XLA's
// HloModuleProto, the pivot of every output format: HLO text is printed from
// the proto (HloTextPrinter.h), and XRT's XLAComputation wraps it.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_TARGET_HLO_HLOEXPORT_H
#define XHLO_TARGET_HLO_HLOEXPORT_H

#include "xhlo/hlo.pb.h"
#include "xhlo/xla.pb.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

#include <string>

namespace xhlo {

/// Options of the exporter.
struct HloExportOptions {
  /// Write `format: DENSE` (LayoutProto field 4) into every layout, which
  /// XLA before August 2022 (and so every XRT server) requires; newer XLA
  /// ignores it.
  bool writeDenseLayoutFormat = true;
  /// When not empty, the function to export as the entry, whatever its
  /// visibility and the module's `hlo.entry` (such as a device computation
  /// that xrt.compile names; convert-hlo-to-xrt makes them private).
  std::string entryFunction;
};

/// Exports `module`, a builtin.module of func.func computations in the hlo
/// dialect, to an HloModuleProto. The entry is `options.entryFunction` if
/// set, else the public function named by the module attribute `hlo.entry`
/// (else `main`, else the only public function); only the entry and what it
/// reaches are exported, so other functions may hold any ops. Functions reached
/// by `hlo.call` (or custom_call's `called_computations`) become computations
/// named after them, regions become computations `region_<k>.<id>`
/// (`fused_computation.<id>`), callees precede callers and the entry is last.
/// Ids come from one module-wide counter; instructions are named
/// `<opcode>.<id>`, parameters `Arg_<n>.<id>`. Ops with several results are
/// packed into one tuple-shaped instruction followed by one get-tuple-element
/// per result. A function returns its one result, or a tuple of its results
/// when it has 0 or >= 2 of them or the unit attribute `hlo.tuple_result`. An
/// `hlo.layout` (minor_to_major, `array<i64: ...>`) on an entry argument or
/// result sets its layout; every other array shape is row-major. Emits a
/// diagnostic at the first op that cannot be exported and fails.
mlir::FailureOr<xla::HloModuleProto>
exportHloModule(mlir::ModuleOp module, const HloExportOptions &options = {});

/// The module configuration of `module`: its attributes `hlo.replica_count`
/// and `hlo.num_partitions` (HloModuleConfig.h; absent means 1, which is
/// written as 1). An attribute that is not an integer from 1 to
/// kMaxHloModuleConfigCount is an error at the module.
mlir::FailureOr<xla::HloModuleConfigProto>
exportHloModuleConfig(mlir::ModuleOp module);

} // namespace xhlo

#endif // XHLO_TARGET_HLO_HLOEXPORT_H
