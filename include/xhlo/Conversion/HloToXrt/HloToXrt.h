//===- HloToXrt.h - Offloading hlo computations through xrt ---- -*- C++
//-*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the two steps of convert-hlo-to-xrt (the pass itself is
// declared in Passes.h): partitioning a block's hlo ops into device
// computations, and offloading a function, which outlines those computations
// and rewrites the host side into xrt ops.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_CONVERSION_HLOTOXRT_HLOTOXRT_H
#define XHLO_CONVERSION_HLOTOXRT_HLOTOXRT_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir {
class Block;
class Operation;
class SymbolTable;
namespace func {
class FuncOp;
} // namespace func
} // namespace mlir

namespace xhlo {

/// How the ops of one block split between host and device.
struct BlockPartition {
  /// One step of the schedule: a host op, or a cluster (by index).
  struct Step {
    mlir::Operation *hostOp = nullptr;
    int cluster = -1;
  };

  /// The clusters: each a set of hlo ops of the block, in block order, that
  /// runs as one device computation.
  llvm::SmallVector<llvm::SmallVector<mlir::Operation *>> clusters;
  /// Every op of the block but the terminator, with the clusters contracted
  /// to one step each, in an order that keeps every def before its uses
  /// (uses nested in regions included) and the ops with side effects in
  /// their original order.
  llvm::SmallVector<Step> schedule;
};

/// Whether `op` goes to the device when it is in a block being partitioned:
/// an hlo op other than a terminator and `hlo.constant` (constants are
/// copied into every computation that reads them instead).
bool isOffloadable(mlir::Operation *op);

/// Partitions the ops of `block` (not those nested in its ops' regions) into
/// clusters of offloadable ops. Greedy in block order: an op joins the
/// cluster of an operand, else the latest cluster, unless that would make
/// the cluster need, through an op outside it, a value it computes itself
/// (so that the contracted graph stays acyclic and every cluster can run as
/// one call); else it starts a cluster. Ops with side effects (those that
/// are not memory-effect free) are ordered in a chain, so neither the
/// clusters nor the schedule reorder them.
BlockPartition partitionBlock(mlir::Block &block);

/// What offloadFunction did.
struct OffloadStatistics {
  unsigned computations = 0;
  unsigned transfers = 0;
  unsigned reads = 0;
};

/// Offloads the hlo ops of `func`: partitions every block of its body and
/// of the regions of its host ops (not into hlo ops, nor into host ops
/// isolated from above), outlines each cluster into a private func.func of
/// hlo ops inserted into `symbolTable` before `func`, and rewrites the host
/// side with xrt ops:
///   - each computation is compiled once, in the entry block before its
///     first use (so loops do not recompile);
///   - each host value a computation reads is transferred once, in the
///     block that defines it, before its first use (so a value defined
///     outside a loop is transferred outside it), and hlo/arith constants
///     are copied into the computation instead;
///   - results stay on the device as arrays; only those a host op uses are
///     read back, once, right after the execution;
///   - every array and executable is released right after its last use
///     (the op of its block that holds the use).
/// Fails, with one error per problem and before changing anything, when an
/// hlo op sits in a region of several blocks or of an op isolated from
/// above, or when a value of a type without a device form (a token, a
/// host tuple, a dynamic tensor) would cross between host and device.
mlir::LogicalResult offloadFunction(mlir::func::FuncOp func,
                                    mlir::SymbolTable &symbolTable,
                                    OffloadStatistics &statistics);

} // namespace xhlo

#endif // XHLO_CONVERSION_HLOTOXRT_HLOTOXRT_H
