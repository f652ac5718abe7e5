//===- AotCompiler.h - Ahead-of-time compilation of hlo -------- -*- C++
//-*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares ahead-of-time compilation, what xhlo-aot does: an hlo
// module's entry to an object file with one C function, and a C++ header
// declaring it. The steps are apart so that tools and tests can stop after
// any of them: the entry's ABI (getAotSignature), the lowering to the LLVM
// dialect (lowerToLLVMDialect: convert-hlo-to-linalg, the C wrapper,
// bufferization, the static buffer plan, the runtime calls and upstream's
// LLVM lowering), LLVM IR
// optimised for a target (translateAndOptimize) and the object file
// (emitObjectFile); writeAotHeader writes the header.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_AOT_AOTCOMPILER_H
#define XHLO_AOT_AOTCOMPILER_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LogicalResult.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace llvm {
class LLVMContext;
class Module;
class TargetMachine;
class raw_ostream;
class raw_pwrite_stream;
} // namespace llvm

namespace mlir {
class DialectRegistry;
namespace func {
class FuncOp;
} // namespace func
} // namespace mlir

namespace xhlo {

/// What to compile, for which machine, under which names.
struct AotOptions {
  /// The C++ function's name (default: the entry's name).
  std::string functionName;
  /// The C++ namespace, `a::b` (default: none).
  std::string cppNamespace;
  /// The target triple (default: the host's).
  std::string targetTriple;
  /// The CPU (default: the host's for the host triple, else "generic").
  std::string cpu;
  /// Extra target features, `+avx2,-fma` (default: the host CPU's for the
  /// host CPU, else none).
  std::string features;
  /// LLVM's optimisation level, 0 to 3.
  unsigned optLevel = 3;
  /// f32 tanh and erf through libm (scalar calls) instead of upstream's
  /// polynomial approximations (within 1e-6 relative, which the loop
  /// vectoriser vectorises), and f32 convolutions on oneDNN's direct
  /// algorithm only, never its Winograd kernels (up to ~1e-5 relative from
  /// direct), as the interpreter's --precise-math.
  bool preciseMath = false;
  /// Place the temporaries of static size in the caller's scratch (the
  /// static buffer plan); when false, the code allocates every one (for
  /// comparison: the scratch is then 0 bytes).
  bool bufferPlan = true;
  /// The seed of the program's rng ops: each call of the compiled function
  /// draws the values of the interpreter's first run with this seed
  /// (xhlo-run --seed; 0 is its default).
  uint64_t seed = 0;
};

/// One array of the entry's ABI: a parameter or a result.
struct AotArray {
  /// The C++ element type (`float`, `int32_t`, `bool`, `uint16_t` for the
  /// bits of f16/bf16).
  std::string cppType;
  /// The shape and element type in HLO syntax, `f32[64,784]`.
  std::string hloType;
  /// The dimensions (empty for a scalar).
  llvm::SmallVector<int64_t> shape;
  /// The number of elements and of bytes.
  int64_t elements = 1;
  int64_t bytes = 0;
  /// What the header says of the array besides its type: where it sits
  /// when it is a leaf of a tuple parameter or result of the entry
  /// (`parameter 1, element {0, 2}`), and how it lies in memory when its
  /// layout is not row-major (`shape` is then its dimensions major to
  /// minor); empty otherwise.
  std::string note;
};

/// Where a compiled entry's temporaries live (aot-plan-buffers).
struct AotBufferPlan {
  /// The bytes of the scratch buffer the C function takes (0: it takes
  /// none); the temporaries of static size that do not escape are placed in
  /// it, sharing memory where their lifetimes do not overlap.
  int64_t scratchBytes = 0;
  /// How many temporaries are placed in the scratch, and their bytes before
  /// sharing (each rounded up to 64).
  int64_t buffers = 0;
  int64_t bufferBytes = 0;
  /// How many allocations the code still makes (dynamic sizes, buffers
  /// carried by loops or yielded): each may fail with a status.
  int64_t allocating = 0;
};

/// The ABI of a compiled entry.
struct AotSignature {
  /// The entry's name in the module.
  std::string entryName;
  /// The C++ function's name and namespace, and the C symbol the object
  /// defines: `xhlo_aot_` followed by the namespace's parts and the
  /// function's name, joined by `_`.
  std::string functionName;
  std::string cppNamespace;
  std::string cSymbol;
  std::vector<AotArray> parameters;
  std::vector<AotArray> results;
  /// The buffer plan (lowerToLLVMDialect fills it in).
  AotBufferPlan plan;
};

/// Registers what compilation needs besides xhlo's dialects: the
/// bufferization and deallocation models and the translations to LLVM IR.
void registerAotExtensions(mlir::DialectRegistry &registry);

/// The ABI of `entry` under `options`' names: one array per array
/// parameter or result, and one per array leaf of a tuple (depth first, as
/// tfcompile passes them; a token has none); an array in a layout other
/// than row-major (`hlo.layout`) is passed as it lies in memory, the
/// row-major array of its dimensions major to minor. An entry whose arrays
/// are not
/// statically shaped arrays of an element type the ABI passes, or a name
/// that is no C++ identifier, is an error at the entry.
mlir::FailureOr<AotSignature> getAotSignature(mlir::func::FuncOp entry,
                                              const AotOptions &options);

/// Lowers `module` to the LLVM dialect: convert-hlo-to-linalg (its located
/// errors name the ops it refuses), a wrapper of the entry taking and
/// writing memrefs (the arguments read-only, the results written in place
/// where bufferization can), one-shot bufferization, the runtime's matrix
/// products (convert-linalg-to-aot-runtime) and the host pipeline's LLVM
/// lowering (f32 tanh, erf as polynomials unless `options.preciseMath`); then
/// the C function `signature.cSymbol` taking one pointer per parameter and
/// result and the scratch buffer, returning a status (XhloAotStatusCode of
/// AotRuntime.h), every other function internal. The static buffer plan
/// (aot-plan-buffers, between bufferization and deallocation) gives
/// `signature.plan`; the allocations it leaves return through
/// aot-check-allocations when they fail.
mlir::LogicalResult lowerToLLVMDialect(mlir::ModuleOp module,
                                       AotSignature &signature,
                                       const AotOptions &options);

/// Makes the TargetMachine for `options` (LLVM's targets initialised here).
llvm::Expected<std::unique_ptr<llvm::TargetMachine>>
createAotTargetMachine(const AotOptions &options);

/// Translates an LLVM-dialect module to LLVM IR for `machine` and runs
/// LLVM's default pipeline at `optLevel` (O2 and O3 vectorise loops).
llvm::Expected<std::unique_ptr<llvm::Module>>
translateAndOptimize(mlir::ModuleOp module, llvm::LLVMContext &context,
                     llvm::TargetMachine &machine, unsigned optLevel);

/// Writes `module`'s object code (or assembly) for `machine` to `os`.
llvm::Error emitObjectFile(llvm::Module &module, llvm::TargetMachine &machine,
                           llvm::raw_pwrite_stream &os, bool assembly = false);

/// Writes the C++ header of `signature`: the C declaration, shapes as
/// comments and constexpr arrays, sizes, a Status enum and the inline C++
/// function, with the contract (ownership, aliasing, temporaries, threads).
/// `source` names the program in the header's first comment.
void writeAotHeader(llvm::raw_ostream &os, const AotSignature &signature,
                    llvm::StringRef source);

} // namespace xhlo

#endif // XHLO_AOT_AOTCOMPILER_H
