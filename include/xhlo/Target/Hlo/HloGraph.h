//===- HloGraph.h - Graphviz view of an HloModuleProto ----------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the Graphviz (dot) rendering of an HLO module used by
// xhlo-translate --mlir-to-hlo-dot.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_TARGET_HLO_HLOGRAPH_H
#define XHLO_TARGET_HLO_HLOGRAPH_H

#include "xhlo/hlo.pb.h"

#include "llvm/Support/raw_ostream.h"

namespace xhlo {

/// Writes `module` as a Graphviz digraph: one cluster per computation (the
/// entry drawn bold), one node per instruction labelled with its name,
/// opcode and shape, an edge from each operand to its user, and a dashed
/// edge from each instruction to the root of every computation it calls.
void printHloGraph(const xla::HloModuleProto &module, llvm::raw_ostream &os);

} // namespace xhlo

#endif // XHLO_TARGET_HLO_HLOGRAPH_H
