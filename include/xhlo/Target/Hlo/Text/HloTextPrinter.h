//===- HloTextPrinter.h - HloModuleProto to HLO text ------------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the printer of HLO text from an HloModuleProto, in
// XLA's canonical printed form (HloModule::ToString): the module header with
// entry_computation_layout, computations callees first, `ENTRY` and `ROOT`,
// shapes with layouts, XLA's attribute spelling and order, constants as XLA
// prints literals.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_TARGET_HLO_TEXT_HLOTEXTPRINTER_H
#define XHLO_TARGET_HLO_TEXT_HLOTEXTPRINTER_H

#include "xhlo/hlo.pb.h"
#include "xhlo/xla.pb.h"

#include "llvm/Support/raw_ostream.h"

namespace xhlo::hlo_text {

/// Prints `module` as HLO text, with the counts of `config` (when given and
/// not 1) in the header: `HloModule m, replica_count=2, num_partitions=4`.
void printHloModule(const xla::HloModuleProto &module, llvm::raw_ostream &os,
                    const xla::HloModuleConfigProto *config = nullptr);

/// Prints one shape (`f32[2,3]{1,0}`, tuples, tokens).
std::string printShape(const xla::ShapeProto &shape);

} // namespace xhlo::hlo_text

#endif // XHLO_TARGET_HLO_TEXT_HLOTEXTPRINTER_H
