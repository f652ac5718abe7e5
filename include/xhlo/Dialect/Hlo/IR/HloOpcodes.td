//===- HloOpcodes.td - Every HLO opcode xhlo knows ------- -*- tablegen -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The input of xhlo-tblgen -gen-hlo-opcodes (HloOpcodes.inc, read by
// HloOpcodes.h): every hlo op, whose opcode and HLO facts are fields of the
// op (Hlo_Op in HloBase.td), and the XLA opcodes that have no hlo op.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOOPCODES_TD
#define XHLO_DIALECT_HLO_IR_HLOOPCODES_TD

include "xhlo/Dialect/Hlo/IR/Hlo.td"

// Parameters become block arguments; listed for HLO text and the importer's
// arity checks.
def : Hlo_XlaOpcode<"parameter", 0, 0, 0, 0>;

// XLA opcodes (hlo-formats.md section 3) the hlo dialect has no op for.
def : Hlo_XlaOpcode<"bitcast">;
def : Hlo_XlaOpcode<"dynamic-reshape">;
def : Hlo_XlaOpcode<"ragged-dot">;
def : Hlo_XlaOpcode<"set-dimension-size">;

#endif // XHLO_DIALECT_HLO_IR_HLOOPCODES_TD
