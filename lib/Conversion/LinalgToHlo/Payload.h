//===- Payload.h - Linalg payloads evaluated on tensors -------- -*- C++
//-*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares, privately to LinalgToHlo, how a payload value of a
// structured op becomes an array: the payload's arith and math ops are
// applied to whole tensors (they are elementwise), its arguments become the
// operands laid out over the loop dimensions (sliced, or gathered where an
// index reads several loops), linalg.index becomes hlo.iota, a tensor.extract
// from a tensor defined above becomes an hlo.gather at the indices evaluated
// as arrays, and values from above are broadcast. The arith and math ops built
// so are converted to hlo by the arith and math patterns of the same
// conversion, so their semantics live in one place. The payload ops are copied
// onto tensors by the helpers tensor.generate's conversion shares
// (ElementwiseBodies.h), except the one-to-one ops of OneToOneOps.def where
// no fold can apply: those are built as the hlo op their pattern would make.
//
// Values built here have the payload's element types (`index` stays index,
// bridged by the type converter's materializations); evaluate() returns hlo
// arrays.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_CONVERSION_LINALGTOHLO_PAYLOAD_H
#define XHLO_LIB_CONVERSION_LINALGTOHLO_PAYLOAD_H

#include "Analysis.h"

#include "xhlo/Conversion/ElementwiseBodies.h"
#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Dialect/Hlo/IR/HloAttrs.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/DialectConversion.h"

#include <optional>

namespace xhlo::linalg_to_hlo {

/// `input`, the hlo array of the operand indexed by `windows`, without the
/// elements past the last window where hlo would make more windows than the
/// output has (linalg allows an input larger than its windows reach): an
/// hlo.slice, or `input` itself.
mlir::Value sliceToWindows(mlir::OpBuilder &builder, mlir::Location loc,
                           mlir::Value input, const WindowMaps &windows,
                           llvm::ArrayRef<int64_t> loopSizes);

/// The hlo window of `size` with `stride` and window dilation `dilation`,
/// lists of ones left out.
hlo::WindowAttr getWindowAttr(mlir::MLIRContext *context,
                              llvm::ArrayRef<int64_t> size,
                              llvm::ArrayRef<int64_t> stride,
                              llvm::ArrayRef<int64_t> dilation);

/// The elements of `source` (an hlo array) at the indices `indices` (hlo
/// integer arrays of shape `shape`, one per dimension of `source`), as an
/// array of shape `shape`: an hlo.gather of one-element slices. XLA clamps
/// each start index into the dimension, so an index out of bounds reads the
/// nearest element.
mlir::Value gatherElements(mlir::OpBuilder &builder, mlir::Location loc,
                           mlir::Value source, mlir::ValueRange indices,
                           llvm::ArrayRef<int64_t> shape);

/// Fills `region`, the reducer of an hlo.reduce or hlo.reduce_window, with a
/// block whose parameters are 0-d hlo arrays standing for the payload values
/// `accumulators`, then `elements`, that applies the payload ops `ops` (in
/// order; payload constants they read are copied in) and returns `results`.
void buildReducerRegion(mlir::ConversionPatternRewriter &rewriter,
                        const mlir::TypeConverter &typeConverter,
                        mlir::Location loc, mlir::Region &region,
                        mlir::ValueRange accumulators,
                        mlir::ValueRange elements,
                        llvm::ArrayRef<mlir::Operation *> ops,
                        mlir::ValueRange results);

/// Evaluates the payload values of one structured op on tensors.
class PayloadEvaluator {
public:
  /// `operands` are the op's converted operands, `maps` its indexing maps.
  PayloadEvaluator(mlir::linalg::LinalgOp op, mlir::ValueRange operands,
                   llvm::ArrayRef<mlir::AffineMap> maps,
                   mlir::ConversionPatternRewriter &rewriter,
                   const mlir::TypeConverter &typeConverter);

  /// The static size of every loop.
  llvm::ArrayRef<int64_t> getLoopSizes() const { return loopSizes; }

  /// The indexing map of operand `index` (a named op builds its maps anew
  /// at each request; these are built once).
  mlir::AffineMap getMap(unsigned index) const { return maps[index]; }

  /// The hlo array over the loop dimensions `dims`, in that order, of the
  /// payload value `value` at each loop point. Every loop dimension `value`
  /// depends on must be among `dims`.
  mlir::Value evaluate(mlir::Value value, llvm::ArrayRef<unsigned> dims);

  /// The hlo array of the payload value `value`, which depends on operand
  /// `operand` alone besides invariant ones, at each element of that operand
  /// (without its dimensions indexed by constants).
  mlir::Value evaluateOnOperand(mlir::Value value, unsigned operand);

  /// Operand `index` as an hlo array over getMapDims of its map, holding the
  /// element each loop point reads: sliceOperand for a slice map, else an
  /// hlo.gather at the indices the map computes (zeros for an output
  /// initialised by tensor.empty, or when the loop nest is empty).
  mlir::Value getOperand(unsigned index);

  /// Operand `index` as the op has it (zeros for an output initialised by
  /// tensor.empty): the windowed input of a convolution or pooling.
  mlir::Value getRawOperand(unsigned index);

  /// Evaluates with `value` in place of getOperand(index) (a part of the
  /// raw operand, such as the windows' reach of a convolution input).
  void replaceOperand(unsigned index, mlir::Value value);

  /// `result`, an hlo array in the layout of the output whose init is
  /// operand `initOperand`, combined with that init by the payload op
  /// `combiner` (whose operand reading the accumulator takes the init),
  /// unless the init is the combiner's identity (isIdentityInit).
  mlir::Value combineWithInit(mlir::Operation *combiner, unsigned initOperand,
                              mlir::Value result);

  /// The rewriter and type converter in use.
  mlir::ConversionPatternRewriter &getRewriter() { return rewriter; }
  const mlir::TypeConverter &getTypeConverter() { return typeConverter; }

private:
  /// Where values are evaluated: over loop dimensions, or on one operand.
  struct Space {
    llvm::SmallVector<unsigned> dims;
    std::optional<unsigned> operand;
    llvm::SmallVector<int64_t> shape;
  };

  mlir::Value evaluateIn(mlir::Value value, const Space &space);
  mlir::Value evaluateLeaf(mlir::Value value, const Space &space);
  mlir::Value evaluateExtract(mlir::tensor::ExtractOp extract,
                              const Space &space);
  /// The elements `extract` reads as slices, reverses and diagonals of its
  /// tensor (sliceOperand), when its indices are a slice map of the loops
  /// (`x[i + 1]`, `x[c]`, `x[j, i]`) in bounds; a null value otherwise.
  mlir::Value sliceExtract(mlir::tensor::ExtractOp extract, const Space &space);
  mlir::Value gatherOperand(mlir::Value operand, mlir::AffineMap map);
  mlir::Value buildIndex(mlir::AffineExpr expr, llvm::ArrayRef<unsigned> dims,
                         llvm::ArrayRef<int64_t> shape);
  void reset(Space space);

  mlir::linalg::LinalgOp op;
  llvm::SmallVector<mlir::Value> operands;
  mlir::ConversionPatternRewriter &rewriter;
  const mlir::TypeConverter &typeConverter;
  /// The op's indexing maps, by operand (built once).
  llvm::SmallVector<mlir::AffineMap> maps;
  llvm::SmallVector<int64_t> loopSizes;
  /// The space of `values` and the payload values evaluated in it.
  Space current;
  mlir::IRMapping values;
  /// The arrays getOperand made or replaceOperand set, by operand.
  llvm::DenseMap<unsigned, mlir::Value> operandArrays;
};

/// The base of the family patterns: matches the structured ops that
/// classify() assigns to `Kind` whose operand and result types are hlo
/// arrays, and converts them with convert().
template <LinalgKind Kind>
struct StructuredOpConversion
    : mlir::OpInterfaceConversionPattern<mlir::linalg::LinalgOp> {
  using OpInterfaceConversionPattern::OpInterfaceConversionPattern;

  mlir::LogicalResult
  matchAndRewrite(mlir::linalg::LinalgOp op,
                  llvm::ArrayRef<mlir::Value> operands,
                  mlir::ConversionPatternRewriter &rewriter) const final {
    // Elementwise ops have no reduction loop and the ops of every other
    // family have one (classify()), and a contraction's payload is a
    // multiply-accumulate: no classification for a family the op cannot be
    // of. (The contraction pattern is tried before the reduction one, so
    // that a matmul is classified once and a reduction too.)
    if ((Kind == LinalgKind::Elementwise) != (op.getNumReductionLoops() == 0))
      return mlir::failure();
    if (Kind == LinalgKind::Contraction && !hasMulAddShape(op))
      return mlir::failure();
    Reason reason;
    // The maps, built once for the classification and the conversion.
    llvm::SmallVector<mlir::AffineMap> maps = op.getIndexingMapsArray();
    mlir::FailureOr<LinalgKind> kind = classify(op, maps, reason);
    if (mlir::failed(kind) || *kind != Kind)
      return rewriter.notifyMatchFailure(op, reason);
    llvm::SmallVector<mlir::Type> resultTypes;
    if (mlir::failed(matchHloTypes(op, operands, *getTypeConverter(), rewriter,
                                   resultTypes)))
      return mlir::failure();
    return convert(op, operands, maps, rewriter);
  }

  /// Converts `op`, of the family, whose converted operands are `operands`
  /// and indexing maps `maps`.
  virtual mlir::LogicalResult
  convert(mlir::linalg::LinalgOp op, llvm::ArrayRef<mlir::Value> operands,
          llvm::ArrayRef<mlir::AffineMap> maps,
          mlir::ConversionPatternRewriter &rewriter) const = 0;
};

} // namespace xhlo::linalg_to_hlo

#endif // XHLO_LIB_CONVERSION_LINALGTOHLO_PAYLOAD_H
