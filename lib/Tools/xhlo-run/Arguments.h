//===- Arguments.h - xhlo-run's arguments ---------------------- -*- C++
//-*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares, privately to xhlo-run, how it makes the arguments of
// the function it runs from its --arg flags.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_TOOLS_XHLO_RUN_ARGUMENTS_H
#define XHLO_LIB_TOOLS_XHLO_RUN_ARGUMENTS_H

#include "xhlo/Values/RtValue.h"

#include "mlir/IR/Types.h"
#include "mlir/Support/LogicalResult.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>
#include <vector>

namespace xhlo::runner {

/// The arguments of @`entryName`, whose parameters have `types` (and
/// `names`, "" for none): parameter i gets `specs[i]` (fewer specs than
/// parameters is an error naming the missing ones): a .npy or idx file
/// (whose element type and shape must match), `random` (uniform in [-1, 1) for
/// floats, 0..9 for integers, 0 or 1 for pred, from one generator seeded
/// with `seed`), `random:S` (floats uniform in [-S, S)), `value:V` (every
/// element V, which the element type must hold exactly unless it is a float
/// type) or `zeros`; a token
/// parameter gets a token. Reports errors on stderr.
mlir::FailureOr<std::vector<RtValue>>
makeArguments(llvm::ArrayRef<mlir::Type> types, llvm::StringRef entryName,
              llvm::ArrayRef<std::string> specs, uint64_t seed,
              llvm::ArrayRef<std::string> names = {});

/// The arguments of each of `numReplicas` replicas (by replica), from
/// `specs` in parameter order: a spec without suffix gives every replica
/// the same value (one array, shared), and one with the suffix `@r` (r a
/// decimal replica id below numReplicas) gives replica r its own; a
/// parameter's `@r` specs come one after the other and name each replica
/// once. A parameter in `splitParameters` takes one spec without suffix
/// for an array whose dimension 0 is numReplicas times the parameter's,
/// and replica r gets its r-th block along dimension 0. Specs are as for
/// makeArguments; random values come from one generator seeded with
/// `seed`, drawn in parameter order (replica by replica within a
/// parameter). Reports errors on stderr.
mlir::FailureOr<std::vector<std::vector<RtValue>>>
makeReplicaArguments(llvm::ArrayRef<mlir::Type> types,
                     llvm::StringRef entryName,
                     llvm::ArrayRef<std::string> specs, unsigned numReplicas,
                     llvm::ArrayRef<unsigned> splitParameters, uint64_t seed,
                     llvm::ArrayRef<std::string> names = {});

} // namespace xhlo::runner

#endif // XHLO_LIB_TOOLS_XHLO_RUN_ARGUMENTS_H
