//===- Patterns.h - convert-hlo-to-linalg's op families ------- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares, privately to the conversion, one function per op
// family that adds the family's patterns and legality, and what the
// families share: the one table of XLA's elementwise opcodes as scalar
// arith/math code (ScalarBodies.cpp), the element types the conversion
// supports, and small builders.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_CONVERSION_HLOTOLINALG_PATTERNS_H
#define XHLO_LIB_CONVERSION_HLOTOLINALG_PATTERNS_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Transforms/DialectConversion.h"

namespace xhlo {
namespace hlo_to_linalg {

/// Elementwise ops (unary, binary, compare, select, clamp, convert,
/// bitcast_convert of one width): one linalg.generic each, identity maps.
void populateElementwisePatternsAndLegality(mlir::TypeConverter &typeConverter,
                                            mlir::RewritePatternSet &patterns,
                                            mlir::ConversionTarget &target);

/// constant, iota, broadcast, reshape, transpose, slice, concatenate, pad,
/// reverse, copy, dynamic_slice, dynamic_update_slice.
void populateShapePatternsAndLegality(mlir::TypeConverter &typeConverter,
                                      mlir::RewritePatternSet &patterns,
                                      mlir::ConversionTarget &target);

/// reduce and reduce_window.
void populateReductionPatternsAndLegality(mlir::TypeConverter &typeConverter,
                                          mlir::RewritePatternSet &patterns,
                                          mlir::ConversionTarget &target);

/// dot and convolution (f32 convolutions as marked generics for the AOT
/// runtime with `runtimeConvolutions`).
void populateContractionPatternsAndLegality(mlir::TypeConverter &typeConverter,
                                            mlir::RewritePatternSet &patterns,
                                            mlir::ConversionTarget &target,
                                            bool runtimeConvolutions);

/// while, conditional, call, return, and the function boundary.
void populateControlFlowPatternsAndLegality(mlir::TypeConverter &typeConverter,
                                            mlir::RewritePatternSet &patterns,
                                            mlir::ConversionTarget &target);

/// sort and topk: a merge sort in scf.for loops on tensors (Sort.cpp).
void populateSortPatternsAndLegality(mlir::TypeConverter &typeConverter,
                                     mlir::RewritePatternSet &patterns,
                                     mlir::ConversionTarget &target);

/// scatter and select_and_scatter: scf.for nests carrying the results
/// (Scatter.cpp).
void populateScatterPatternsAndLegality(mlir::TypeConverter &typeConverter,
                                        mlir::RewritePatternSet &patterns,
                                        mlir::ConversionTarget &target);

/// cholesky and triangular_solve of real matrices: scf.for loops
/// (Factorization.cpp).
void populateFactorizationPatternsAndLegality(
    mlir::TypeConverter &typeConverter, mlir::RewritePatternSet &patterns,
    mlir::ConversionTarget &target);

/// rng_bit_generator: a linalg.generic computing each element's block of
/// Threefry or Philox from its position (Random.cpp).
void populateRandomPatternsAndLegality(mlir::TypeConverter &typeConverter,
                                       mlir::RewritePatternSet &patterns,
                                       mlir::ConversionTarget &target);

/// fft: direct DFTs in complex<f64>, the interpreter's (Fft.cpp).
void populateFftPatternsAndLegality(mlir::TypeConverter &typeConverter,
                                    mlir::RewritePatternSet &patterns,
                                    mlir::ConversionTarget &target);

/// replica_id and partition_id: 0 on a module of one device (Devices.cpp).
void populateDevicePatternsAndLegality(mlir::TypeConverter &typeConverter,
                                       mlir::RewritePatternSet &patterns,
                                       mlir::ConversionTarget &target);

/// Before the conversion: expands every scaled_dot into converts, a
/// broadcast of each scale over its blocks, multiplies and a dot, as XLA's
/// ScaledDotRewriter (ScaledDot.cpp). Reports the forms it refuses at their
/// ops and fails (the module is then partly expanded).
llvm::LogicalResult expandScaledDots(mlir::ModuleOp module);

/// Before the conversion: replaces every rng_get_and_update_state whose
/// executions are known when compiling by the state a fresh interpreter
/// returns ([seed, 0] advanced by the deltas before it, in program order),
/// and refuses the others at their ops (RngState.cpp).
llvm::LogicalResult foldRngStates(mlir::ModuleOp module, uint64_t seed);

/// Before the conversion: replaces every hlo.fusion by its computation and
/// takes tuples and tokens apart into their array leaves (Aggregates.cpp).
/// What still consumes an aggregate is left for the conversion to refuse.
void flattenAggregates(mlir::ModuleOp module);

/// Before the conversion: expands batch_norm_inference, _training and _grad
/// into the hlo ops the conversion lowers, as XLA's BatchNormExpander
/// (BatchNorm.cpp). Forms it cannot expand are left to be refused.
void expandBatchNorms(mlir::ModuleOp module);

/// The names of the hlo ops each family converts (hasHloToLinalgLowering).
bool isElementwiseLowered(mlir::Operation *op);
bool isShapeLowered(mlir::Operation *op);
bool isReductionLowered(mlir::Operation *op);
bool isContractionLowered(mlir::Operation *op);
bool isControlFlowLowered(mlir::Operation *op);
bool isSortLowered(mlir::Operation *op);
bool isScatterLowered(mlir::Operation *op);
bool isFactorizationLowered(mlir::Operation *op);
bool isRandomLowered(mlir::Operation *op);
bool isFftLowered(mlir::Operation *op);
bool isDeviceLowered(mlir::Operation *op);

/// Whether `op` is lowered together with its regions of scalar code
/// (reducers, comparators, update computations): their ops are not
/// lowered on their own.
bool hasScalarRegions(mlir::Operation *op);

//===----------------------------------------------------------------------===//
// Shared helpers
//===----------------------------------------------------------------------===//

/// Whether the conversion computes on `type`: pred, 2- to 64-bit signed or
/// unsigned integers, the floats of at most 8 bits, f16, bf16, f32, f64,
/// complex<f32>, complex<f64>.
bool isSupportedElementType(mlir::Type type);

/// XLA's PrimitiveType number of `type` when it is a float of at most 8 bits
/// (f8e4m3fn, !hlo.f4e2m1fn, ...: SmallFloatFormats.def), else nullopt.
std::optional<int32_t> getSmallFloatPrimitive(mlir::Type type);

/// The type scalar code computes the hlo element type `type` (or a tensor
/// of it) in: iN for the sub-byte integers (s4, u4: i4), f32 for the floats
/// of at most 8 bits, the stored type (signlessElement) for the others.
mlir::Type computeElement(mlir::Type type);

/// The stored scalar `stored` of the hlo element type `type` as a value of
/// computeElement(type): a sub-byte integer truncated from its byte, a small
/// float decoded by the interpreter's table (a constant). Others unchanged.
mlir::Value buildLoad(mlir::OpBuilder &builder, mlir::Location loc,
                      mlir::Type type, mlir::Value stored);

/// The computed value `computed` of the hlo element type `type` stored: a
/// sub-byte integer sign- or zero-extended to its byte, a small float
/// rounded as the interpreter rounds computed results (a call of the
/// runtime's xhlo_aot_small_float_convert). Others unchanged.
mlir::Value buildStore(mlir::OpBuilder &builder, mlir::Location loc,
                       mlir::Type type, mlir::Value computed);

/// The elements `value` (dense elements or #hlo.float_bits) of the constant
/// of `type`, whose element type is a sub-byte integer or a small float, as
/// stored: an i8 tensor of the values extended by their signedness, or of
/// the float codes. Null for another kind of attribute.
mlir::DenseElementsAttr getStoredElements(mlir::Attribute value,
                                          mlir::RankedTensorType type);

/// Checks that every operand and result of `op` is a statically shaped
/// tensor of a supported element type; otherwise reports at `op` which one
/// is not, naming the op, and fails.
llvm::LogicalResult checkOperandsAndResults(mlir::Operation *op);

/// Reports at `op` that the conversion does not support it, with `reason`,
/// and fails (the pattern's result).
llvm::LogicalResult refuse(mlir::Operation *op, const llvm::Twine &reason);

/// Checks that the single-block region `region` of `op` has scalar code
/// (elementwise hlo ops and constants on supported 0-d tensors), without
/// building it, so that patterns fail before changing anything; otherwise
/// reports at `op` which op it holds and fails.
llvm::LogicalResult checkScalarRegion(mlir::Operation *op,
                                      mlir::Region &region);

/// `type` with its elements as stored (signlessElement).
mlir::RankedTensorType toSignless(mlir::RankedTensorType type);

/// The element type `type` (a tensor or scalar) is stored as in the lowered
/// program: unsigned integers as signless ones, the sub-byte integers and
/// the floats of at most 8 bits as i8 (a byte per element, as the
/// interpreter's literals and the AOT ABI hold them).
mlir::Type signlessElement(mlir::Type type);

/// A tensor.empty of `type` (static).
mlir::Value buildEmpty(mlir::OpBuilder &builder, mlir::Location loc,
                       mlir::RankedTensorType type);

/// A tensor of `type` filled with the scalar `scalar` (linalg.fill).
mlir::Value buildFilled(mlir::OpBuilder &builder, mlir::Location loc,
                        mlir::RankedTensorType type, mlir::Value scalar);

/// The statically shaped `value` reshaped to `shape` (as many elements,
/// rank >= 1): collapsed into one dimension and expanded; `value` itself
/// when the shapes agree.
mlir::Value buildReshape(mlir::OpBuilder &builder, mlir::Location loc,
                         mlir::Value value, llvm::ArrayRef<int64_t> shape);

/// A nest of scf.for loops over [0, upper[d]) (the first outermost)
/// carrying `iterArgs`: `body` gets the induction variables and the
/// carried values and returns the values carried on. Returns the values
/// after the last iteration (`body` runs once, outside any loop, when
/// `upper` is empty).
llvm::SmallVector<mlir::Value>
buildLoopNest(mlir::OpBuilder &builder, mlir::Location loc,
              llvm::ArrayRef<int64_t> upper, mlir::ValueRange iterArgs,
              llvm::function_ref<llvm::SmallVector<mlir::Value>(
                  mlir::OpBuilder &, mlir::Location, mlir::ValueRange ivs,
                  mlir::ValueRange args)>
                  body);

/// XLA's conditional on a scalar `index` (already extracted) with results
/// `types` and `numBranches` branches: an scf.if when `index` is an i1 (true
/// takes branch 0, as HLO's pred conditional), else an scf.index_switch
/// whose case k is branch k and whose default, the last branch, takes every
/// index out of [0, numBranches - 1) as XLA does. `fillBranch(k, region)`
/// fills the region of branch k.
mlir::Operation *buildBranchSwitch(
    mlir::OpBuilder &builder, mlir::Location loc, mlir::TypeRange types,
    mlir::Value index, unsigned numBranches,
    llvm::function_ref<void(unsigned, mlir::Region &)> fillBranch);

/// `input` padded as XLA pads: in each dimension `low[d]` copies of
/// `scalar` before it (negative values remove elements), `high[d]` after
/// it and `interior[d]` between neighbours. A linalg.fill of the result and
/// a strided tensor.insert_slice of the part that lands inside it.
mlir::Value buildPadded(mlir::OpBuilder &builder, mlir::Location loc,
                        mlir::Value input, mlir::Value scalar,
                        llvm::ArrayRef<int64_t> low,
                        llvm::ArrayRef<int64_t> high,
                        llvm::ArrayRef<int64_t> interior);

/// A scalar arith.constant of the signless `type` holding `value` (integers
/// truncated to the width, floats converted).
mlir::Value buildScalarConstant(mlir::OpBuilder &builder, mlir::Location loc,
                                mlir::Type type, double value);

/// The scalar code of the elementwise hlo op `op` (or of an hlo op of a
/// reducer, on 0-d tensors) applied to the signless scalars `args`, one per
/// operand of `op`, with XLA's semantics: the one table of opcodes as
/// arith/math code. Reports at `op` and fails for an opcode or element type
/// without scalar code.
llvm::FailureOr<mlir::Value> buildScalarOp(mlir::OpBuilder &builder,
                                           mlir::Location loc,
                                           mlir::Operation *op,
                                           mlir::ValueRange args);

/// XLA's convert of the signless scalar `value` from the hlo element type
/// `from` to `to` (saturating float to integer, wrapping integers, ...).
mlir::Value buildScalarConvert(mlir::OpBuilder &builder, mlir::Location loc,
                               mlir::Type from, mlir::Type to,
                               mlir::Value value);

/// Declares (private) the AOT runtime's complex functions
/// xhlo_aot_complex_f32/_f64 (AotRuntime.h), which the scalar code of
/// complex functions calls, and xhlo_aot_small_float_convert, which stores
/// small floats, before the conversion;
/// eraseUnusedComplexFunctions removes those without a call after it.
void declareComplexFunctions(mlir::ModuleOp module);
void eraseUnusedComplexFunctions(mlir::ModuleOp module);

/// Before the conversion: gives each hlo.rng its position hash
/// (annotateRngPositions, unless it has one) and its key seed ^ position,
/// and declares the runtime's rng functions and the call-count placeholder
/// the rng pattern calls; whether the module has rng ops (Random.cpp).
/// eraseUnusedRngFunctions removes the declarations without a call.
bool prepareRngOps(mlir::ModuleOp module, uint64_t seed);
void eraseUnusedRngFunctions(mlir::ModuleOp module);
/// After the conversion: replaces the rng ops' call-count placeholders by
/// 0 (an op of a public function outside loops) or a slot of a counter
/// table the public functions allocate and pass to the private ones that
/// need it; fails, at the call, for a public function holding counted rng
/// ops that another function calls.
llvm::LogicalResult resolveRngCallCounts(mlir::ModuleOp module);

/// The bits of the signless scalar `value` as an integer of its width (a
/// complex's real part in the low half, as in memory).
mlir::Value buildBitsOf(mlir::OpBuilder &builder, mlir::Location loc,
                        mlir::Value value);

/// The signless scalar of `type` whose bits (buildBitsOf) are the integer
/// `bits` of its width.
mlir::Value buildFromBits(mlir::OpBuilder &builder, mlir::Location loc,
                          mlir::Value bits, mlir::Type type);

/// `acc + a * b` of signless scalars of the hlo element type `element` (or
/// for pred), the step of dot and convolution.
mlir::Value buildMultiplyAdd(mlir::OpBuilder &builder, mlir::Location loc,
                             mlir::Type element, mlir::Value acc, mlir::Value a,
                             mlir::Value b);

/// XLA's maximum (`isMax`) or minimum of the computed scalars `a` and `b`
/// (computeElement) of the hlo element type `element`: NaN-propagating for
/// floats, or/and for pred, unsigned for unsigned integers.
mlir::Value buildMinMax(mlir::OpBuilder &builder, mlir::Location loc,
                        mlir::Type element, mlir::Value a, mlir::Value b,
                        bool isMax);

/// Translates the single-block region `region` of an hlo op (a reducer or
/// a body of elementwise hlo ops on 0-d tensors) into scalar code at the
/// builder's point, its arguments bound to `args`; returns the values its
/// hlo.return gives. Reports at the first op without scalar code and fails.
llvm::FailureOr<llvm::SmallVector<mlir::Value>>
buildScalarRegion(mlir::OpBuilder &builder, mlir::Region &region,
                  mlir::ValueRange args);

} // namespace hlo_to_linalg
} // namespace xhlo

#endif // XHLO_LIB_CONVERSION_HLOTOLINALG_PATTERNS_H
