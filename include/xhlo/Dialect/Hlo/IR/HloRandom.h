//===- HloRandom.h - Where an rng op draws from -----------------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The hash of an hlo.rng op's position in its module that, with the run's
// seed and the op's call count, picks the op's stream of random values
// (xhlo/AotRuntime/RngDraw.h). The interpreter's kernel computes it at run
// time; convert-hlo-to-linalg computes it at compile time, on the module as
// it was before anything moved the op (annotateRngPositions), so that
// compiled code draws the interpreter's values.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLORANDOM_H
#define XHLO_DIALECT_HLO_IR_HLORANDOM_H

#include "xhlo/AotRuntime/RngDraw.h"

#include "mlir/IR/Operation.h"

namespace xhlo::hlo {

/// A hash of `op`'s position: the index path through its ancestors' blocks
/// (each op's index in its block, times 131 plus its region's number), the
/// module's own position included.
inline uint64_t getRngPositionHash(mlir::Operation *op) {
  uint64_t hash = 0x6A09E667F3BCC908ull;
  for (mlir::Operation *current = op; current;
       current = current->getParentOp()) {
    uint64_t index = 0;
    if (mlir::Block *block = current->getBlock()) {
      for (mlir::Operation &sibling : *block) {
        if (&sibling == current)
          break;
        ++index;
      }
      if (mlir::Region *region = block->getParent())
        index = index * 131 + region->getRegionNumber();
    }
    hash = rng_draw::splitmix64(hash ^ index);
  }
  return hash;
}

} // namespace xhlo::hlo

#endif // XHLO_DIALECT_HLO_IR_HLORANDOM_H
