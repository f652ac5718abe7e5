//===- Passes.td - Passes on the hlo dialect ---------------*- tablegen -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The hlo-* passes: transformations and reports on hlo programs.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_TRANSFORMS_PASSES_TD
#define XHLO_DIALECT_HLO_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// hlo-stats
//===----------------------------------------------------------------------===//

def HloStatsPass : Pass<"hlo-stats"> {
  let summary = "Print the HLO instruction counts per opcode";
  let description = [{
    Prints a table of the HLO instructions the program holds, per opcode
    (XLA's spelling: `reduce-window` for `hlo.reduce_window`), counted over
    every computation: the functions and the regions of hlo ops (which the
    exporter outlines into computations). Each hlo op is one instruction
    (`hlo.return` is the root of its region, not one); each argument of a
    function or of an hlo op's region is a `parameter`. The exporter may
    add `tuple` and `get-tuple-element` instructions where it packs
    several values into one; `xhlo-translate --hlo-stats` counts the
    exported module exactly.

    Ops that are neither hlo nor the module and function structure
    (`builtin.module`, `func.func`, `func.return`) are listed after the
    table, by name, so the table also tells whether a conversion left an
    input-dialect op behind. The IR is not changed.

    For a dense layer converted by `xhlo-linalg-to-hlo`:

    ```
    hlo-stats: 1 computation, 6 instructions, 0 other ops
      opcode              count
      add                     1
      broadcast               1
      dot                     1
      parameter               3
      -------------------------
      total                   6
    ```
  }];
  let options = [
    Option<"outputFile", "output", "std::string", /*default=*/"\"-\"",
           "Where to write the table: a file, or '-' for stderr">,
  ];
}

#endif // XHLO_DIALECT_HLO_TRANSFORMS_PASSES_TD
