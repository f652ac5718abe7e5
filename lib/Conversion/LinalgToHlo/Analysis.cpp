//===- Analysis.cpp - What a linalg op computes ---------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the analysis of structured linalg ops shared by the op
// families of LinalgToHlo: the payload checks and dependences, reduction
// combiners and identities, initial values, the multiply-accumulate payload,
// window maps, and the classification into families.
//
//===----------------------------------------------------------------------===//

#include "Analysis.h"

#include "Layout.h"
#include "Patterns.h"

#include "xhlo/Conversion/ElementwiseBodies.h"
#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace xhlo;
using namespace xhlo::linalg_to_hlo;

/// The text of `parts`, each printed in turn.
template <typename... Parts> static Reason format(const Parts &...parts) {
  Reason text;
  llvm::raw_string_ostream os(text);
  (os << ... << parts);
  return text;
}

//===----------------------------------------------------------------------===//
// Payload
//===----------------------------------------------------------------------===//

BlockArgument linalg_to_hlo::getPayloadArgument(linalg::LinalgOp op,
                                                unsigned index) {
  Block *block = op.getBlock();
  if (index >= block->getNumArguments())
    return nullptr;
  return block->getArgument(index);
}

bool linalg_to_hlo::isInvariantOperand(linalg::LinalgOp op, unsigned index) {
  return op.getMatchingIndexingMap(&op->getOpOperand(index)).getNumResults() ==
         0;
}

/// Whether `op`, a payload op, has an elementwise form on tensors that this
/// conversion's own arith and math patterns convert (or is a loop index).
static bool isElementwisePayloadOp(Operation *op) {
  if (isa<linalg::IndexOp>(op))
    return true;
  Dialect *dialect = op->getDialect();
  return dialect && isa<arith::ArithDialect, math::MathDialect>(dialect) &&
         isElementwiseOnScalars(op);
}

/// Where `loc` points, for a message: ` at file:line:col`, or nothing.
static std::string describeLocation(Location loc) {
  auto fileLoc = dyn_cast<FileLineColLoc>(loc);
  if (!fileLoc)
    return "";
  return format(" at ", fileLoc.getFilename().getValue(), ":",
                fileLoc.getLine(), ":", fileLoc.getColumn());
}

/// Why the payload's tensor.extract `extract` of `op` cannot become a
/// gather, if it cannot.
static std::optional<Reason> checkExtract(linalg::LinalgOp op,
                                          tensor::ExtractOp extract) {
  RankedTensorType type = extract.getTensor().getType();
  std::string name =
      "its payload's 'tensor.extract'" + describeLocation(extract.getLoc());
  if (!type.hasStaticShape())
    return format(name, " reads a '", type,
                  "', which has no hlo equivalent (hlo arrays have static "
                  "shapes)");
  Type element = type.getElementType();
  if (!element.isIndex() && !hlo::isXlaElementType(element))
    return format(name, " reads a '", type, "', whose element type '", element,
                  "' is not an XLA element type");
  if (llvm::is_contained(type.getShape(), 0))
    return format(name, " reads a '", type,
                  "', which has no element (every index is out of bounds)");
  if (op.getNumReductionLoops() > 0 &&
      getDependences(op, extract.getResult()).readsOutput)
    return format(name,
                  " computes its indices from an output's accumulator, so it "
                  "would run inside hlo.reduce's reducer, which cannot read "
                  "the tensor (the reducer is isolated from above)");
  return std::nullopt;
}

std::optional<Reason> linalg_to_hlo::checkPayload(linalg::LinalgOp op) {
  if (!op.hasPureTensorSemantics())
    return Reason("it works on buffers; hlo arrays are values, so convert "
                  "before bufferization");
  for (Operation &payloadOp : op.getBlock()->without_terminator()) {
    if (auto extract = dyn_cast<tensor::ExtractOp>(payloadOp)) {
      if (std::optional<Reason> reason = checkExtract(op, extract))
        return reason;
      continue;
    }
    if (!isElementwisePayloadOp(&payloadOp))
      return format("its payload has '", payloadOp.getName(),
                    "', which has no elementwise form on tensors (payloads "
                    "may hold arith and math ops on scalars, constants, "
                    "linalg.index and tensor.extract)");
    for (TypeRange types : {TypeRange(payloadOp.getOperandTypes()),
                            TypeRange(payloadOp.getResultTypes())})
      for (Type type : types)
        if (!type.isIndex() && !hlo::isXlaElementType(type))
          return format("its payload computes on '", type,
                        "', which is not an XLA element type");
  }
  return std::nullopt;
}

Dependences linalg_to_hlo::getDependences(linalg::LinalgOp op, Value value) {
  Dependences deps;
  deps.operands.resize(op->getNumOperands());
  deps.dims.resize(op.getNumLoops());
  Block *block = op.getBlock();
  SmallVector<Value> worklist = {value};
  llvm::SmallPtrSet<Value, 8> visited;
  while (!worklist.empty()) {
    Value current = worklist.pop_back_val();
    if (!visited.insert(current).second)
      continue;
    if (auto arg = dyn_cast<BlockArgument>(current)) {
      if (arg.getOwner() != block)
        continue;
      unsigned index = arg.getArgNumber();
      if (index >= op.getNumDpsInputs())
        deps.readsOutput = true;
      if (!isInvariantOperand(op, index))
        deps.operands.set(index);
      continue;
    }
    Operation *def = current.getDefiningOp();
    if (def->getBlock() != block)
      continue;
    if (auto index = dyn_cast<linalg::IndexOp>(def))
      deps.dims.set(index.getDim());
    llvm::append_range(worklist, def->getOperands());
  }
  return deps;
}

//===----------------------------------------------------------------------===//
// Reductions
//===----------------------------------------------------------------------===//

InitValue linalg_to_hlo::getInitValue(Value init) {
  InitValue result;
  if (init.getDefiningOp<tensor::EmptyOp>()) {
    result.undefined = true;
    return result;
  }
  auto fill = init.getDefiningOp<linalg::FillOp>();
  // A fill casting its scalar to another element type is left as an array.
  if (fill &&
      fill.getInputs()[0].getType() == getElementTypeOrSelf(init.getType())) {
    result.fillScalar = fill.getInputs()[0];
    Attribute constant;
    if (matchPattern(result.fillScalar, m_Constant(&constant)))
      result.splat = dyn_cast<TypedAttr>(constant);
    return result;
  }
  DenseElementsAttr dense;
  if (matchPattern(init, m_Constant(&dense)) && dense.isSplat())
    result.splat = dense.getSplatValue<TypedAttr>();
  return result;
}

/// Whether the scalar attributes `a` and `b` hold the same bits.
static bool isSameValue(TypedAttr a, TypedAttr b) {
  if (auto floatA = dyn_cast<FloatAttr>(a))
    if (auto floatB = dyn_cast<FloatAttr>(b))
      return floatA.getValue().bitwiseIsEqual(floatB.getValue());
  if (auto intA = dyn_cast<IntegerAttr>(a))
    if (auto intB = dyn_cast<IntegerAttr>(b))
      return intA.getValue() == intB.getValue();
  return false;
}

bool linalg_to_hlo::isIdentityInit(Value init, Operation *combiner) {
  InitValue value = getInitValue(init);
  if (value.undefined)
    return true;
  if (!value.splat)
    return false;
  if (isa<arith::AddFOp>(combiner))
    if (auto zero = dyn_cast<FloatAttr>(value.splat))
      return zero.getValue().isZero();
  // `acc - x` has no identity (getCombinerIdentity answers null).
  TypedAttr identity = getCombinerIdentity(combiner, value.splat.getType());
  return identity && isSameValue(value.splat, identity);
}

//===----------------------------------------------------------------------===//
// Multiply-accumulate
//===----------------------------------------------------------------------===//

/// The single operand `deps` reads, if it reads exactly one and nothing else
/// that varies (no loop index, no accumulator).
static std::optional<unsigned> getSingleOperand(const Dependences &deps) {
  if (deps.readsOutput || deps.dims.any() || deps.operands.count() != 1)
    return std::nullopt;
  return deps.operands.find_first();
}

/// The accumulation and the product of a payload `yield out + a * b` (or
/// any operand order) of the single output of `op`, each result read once,
/// whatever a and b read; nulls otherwise.
static std::pair<Operation *, Operation *> matchMulAddOps(linalg::LinalgOp op) {
  if (op.getNumDpsInits() != 1)
    return {};
  BlockArgument out = getPayloadArgument(op, op.getNumDpsInputs());
  Value yielded = op.getBlock()->getTerminator()->getOperand(0);
  Operation *add = yielded.getDefiningOp();
  if (!out || !out.hasOneUse() || !add || !yielded.hasOneUse() ||
      !isa<arith::AddFOp, arith::AddIOp>(add))
    return {};
  Value product =
      add->getOperand(0) == out ? add->getOperand(1) : add->getOperand(0);
  Operation *mul = product.getDefiningOp();
  if (!llvm::is_contained(add->getOperands(), out) || !mul ||
      !product.hasOneUse() || mul->getBlock() != op.getBlock() ||
      !(isa<arith::AddFOp>(add) ? isa<arith::MulFOp>(mul)
                                : isa<arith::MulIOp>(mul)))
    return {};
  return {add, mul};
}

bool linalg_to_hlo::hasMulAddShape(linalg::LinalgOp op) {
  return matchMulAddOps(op).first != nullptr;
}

FailureOr<MulAddPayload> linalg_to_hlo::matchMulAdd(linalg::LinalgOp op,
                                                    Reason &reason) {
  reason = "its payload is not `out + a * b` with a and b read from two "
           "different operands";
  auto [add, mul] = matchMulAddOps(op);
  if (!add)
    return failure();
  MulAddPayload payload{add, mul, mul->getOperand(0), mul->getOperand(1), 0, 0};
  std::optional<unsigned> lhs =
      getSingleOperand(getDependences(op, payload.lhs));
  std::optional<unsigned> rhs =
      getSingleOperand(getDependences(op, payload.rhs));
  if (!lhs || !rhs || *lhs == *rhs)
    return failure();
  payload.lhsOperand = *lhs;
  payload.rhsOperand = *rhs;
  return payload;
}

//===----------------------------------------------------------------------===//
// Windows
//===----------------------------------------------------------------------===//

/// Whether every result of `map` is a loop dimension or a constant, with no
/// dimension twice.
static bool isProjectedPermutationWithConstants(AffineMap map) {
  llvm::SmallBitVector seen(map.getNumDims());
  for (AffineExpr result : map.getResults()) {
    if (isa<AffineConstantExpr>(result))
      continue;
    auto dim = dyn_cast<AffineDimExpr>(result);
    if (!dim || seen.test(dim.getPosition()))
      return false;
    seen.set(dim.getPosition());
  }
  return true;
}

/// The terms `coefficient * dim` of the linear expression `expr` without a
/// constant term, or failure.
static LogicalResult
getLinearTerms(AffineExpr expr,
               SmallVectorImpl<std::pair<unsigned, int64_t>> &terms) {
  if (auto dim = dyn_cast<AffineDimExpr>(expr)) {
    terms.push_back({dim.getPosition(), 1});
    return success();
  }
  auto binary = dyn_cast<AffineBinaryOpExpr>(expr);
  if (!binary)
    return failure();
  if (binary.getKind() == AffineExprKind::Add)
    return success(succeeded(getLinearTerms(binary.getLHS(), terms)) &&
                   succeeded(getLinearTerms(binary.getRHS(), terms)));
  if (binary.getKind() != AffineExprKind::Mul)
    return failure();
  auto dim = dyn_cast<AffineDimExpr>(binary.getLHS());
  auto factor = dyn_cast<AffineConstantExpr>(binary.getRHS());
  if (!dim || !factor || factor.getValue() < 1)
    return failure();
  terms.push_back({dim.getPosition(), factor.getValue()});
  return success();
}

FailureOr<WindowMaps> linalg_to_hlo::matchWindowMaps(linalg::LinalgOp op,
                                                     Reason &reason) {
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  std::optional<unsigned> input;
  unsigned numInputs = op.getNumDpsInputs();
  for (auto [index, map] : llvm::enumerate(maps)) {
    if (isProjectedPermutationWithConstants(map))
      continue;
    if (input || index >= numInputs) {
      reason = format("its indexing map #", index,
                      " is neither a projected permutation nor, as the only "
                      "such input map, a convolution window");
      return failure();
    }
    input = index;
  }
  assert(input && "called on an op whose maps are projected permutations");

  // Which loop dimensions the outputs and the other inputs index.
  llvm::SmallBitVector inOutputs(op.getNumLoops()), inOthers(op.getNumLoops());
  for (auto [index, map] : llvm::enumerate(maps))
    for (unsigned dim : llvm::seq(0u, op.getNumLoops()))
      if (index != *input && map.isFunctionOfDim(dim))
        (index >= numInputs ? inOutputs : inOthers).set(dim);

  WindowMaps windows;
  windows.input = *input;
  // Each loop indexes one dimension of the input at most.
  llvm::SmallBitVector used(op.getNumLoops());
  auto isUsedTwice = [&](unsigned dim) {
    if (!used.test(dim)) {
      used.set(dim);
      return false;
    }
    reason = format("its input #", *input, " is indexed by the loop d", dim,
                    " in two dimensions (a diagonal), which hlo has no "
                    "indexing for");
    return true;
  };
  for (AffineExpr result : maps[*input].getResults()) {
    if (auto dim = dyn_cast<AffineDimExpr>(result)) {
      if (isUsedTwice(dim.getPosition()))
        return failure();
      windows.dims.push_back(std::nullopt);
      windows.plainDims.push_back(dim.getPosition());
      continue;
    }
    SmallVector<std::pair<unsigned, int64_t>> terms;
    if (failed(getLinearTerms(result, terms)) || terms.size() != 2) {
      reason = format("its input #", *input, " is indexed by `", result,
                      "`, which is not `output * stride + window * "
                      "dilation`");
      return failure();
    }
    if (isUsedTwice(terms[0].first) || isUsedTwice(terms[1].first))
      return failure();
    if (!inOutputs.test(terms[0].first))
      std::swap(terms[0], terms[1]);
    auto [output, stride] = terms[0];
    auto [window, dilation] = terms[1];
    if (!inOutputs.test(output) || inOthers.test(output) ||
        inOutputs.test(window) || !inOthers.test(window)) {
      reason = format("in the index `", result, "` of its input #", *input,
                      ", one loop must index the output alone and the other "
                      "the window (another input) alone");
      return failure();
    }
    windows.dims.push_back(WindowDim{output, window, stride, dilation});
    windows.plainDims.push_back(std::nullopt);
  }
  return windows;
}

//===----------------------------------------------------------------------===//
// Classification
//===----------------------------------------------------------------------===//

SmallVector<int64_t>
linalg_to_hlo::getStaticLoopSizes(linalg::LinalgOp op,
                                  ArrayRef<AffineMap> maps) {
  unsigned numLoops = op.getNumLoops();
  SmallVector<int64_t> sizes(numLoops, ShapedType::kDynamic);
  SmallVector<bool> known(numLoops, false);
  unsigned numKnown = 0;
  for (OpOperand &operand : op->getOpOperands()) {
    AffineMap map = maps[operand.getOperandNumber()];
    if (map.getNumResults() == 0)
      continue;
    ArrayRef<int64_t> shape = op.getShape(&operand);
    for (auto [position, result] : llvm::enumerate(map.getResults())) {
      auto dim = dyn_cast<AffineDimExpr>(result);
      if (!dim || known[dim.getPosition()])
        continue;
      known[dim.getPosition()] = true;
      sizes[dim.getPosition()] = shape[position];
      if (++numKnown == numLoops)
        return sizes;
    }
  }
  // Not reached for a verified op (its shapes-to-loops map is invertible).
  return op.getStaticLoopRanges();
}

/// Checks that every output map is a projected permutation that indexes
/// every parallel dimension and no reduction dimension.
static LogicalResult checkOutputMaps(linalg::LinalgOp op,
                                     ArrayRef<AffineMap> maps, Reason &reason) {
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  for (OpOperand &init : op.getDpsInitsMutable()) {
    AffineMap map = maps[init.getOperandNumber()];
    unsigned number = init.getOperandNumber() - op.getNumDpsInputs();
    if (!map.isProjectedPermutation()) {
      reason = format(
          "its output #", number, " is indexed by `", map,
          "`, which is not a projected permutation (each result one loop, "
          "no loop twice): the op would write only part of the output (a "
          "diagonal, a shifted, strided or reversed part, a constant "
          "position) or some elements twice; compute the whole output with "
          "a permutation map and place it with tensor.insert_slice");
      return failure();
    }
    // The loops the map reads (a projected permutation: dimensions only).
    llvm::SmallBitVector read(iterators.size());
    for (AffineExpr result : map.getResults())
      read.set(cast<AffineDimExpr>(result).getPosition());
    for (auto [dim, iterator] : llvm::enumerate(iterators)) {
      bool isParallel = iterator == utils::IteratorType::parallel;
      if (read.test(dim) != isParallel) {
        reason = format("its output #", number,
                        isParallel ? " is not indexed by the parallel loop d"
                                   : " is indexed by the reduction loop d") +
                 std::to_string(dim);
        return failure();
      }
    }
  }
  return success();
}

/// Checks that the inputs indexed by one loop per dimension stay in bounds
/// (the gathers of other indices clamp, as XLA does).
static LogicalResult checkInputBounds(linalg::LinalgOp op,
                                      ArrayRef<AffineMap> maps,
                                      Reason &reason) {
  SmallVector<int64_t> loopSizes = getStaticLoopSizes(op, maps);
  // Dynamic shapes are refused by their types.
  if (ShapedType::isDynamicShape(loopSizes))
    return success();
  for (OpOperand *input : op.getDpsInputOperands()) {
    AffineMap map = maps[input->getOperandNumber()];
    if (!isSliceMap(map) || ShapedType::isDynamicShape(op.getShape(input)))
      continue;
    if (std::optional<Reason> outside = checkSliceBounds(
            map, input->getOperandNumber(), op.getShape(input), loopSizes)) {
      reason = *outside;
      return failure();
    }
  }
  return success();
}

static std::optional<Reason> explainFamily(linalg::LinalgOp op,
                                           LinalgKind kind);

FailureOr<LinalgKind> linalg_to_hlo::classify(linalg::LinalgOp op,
                                              Reason &reason) {
  // The maps, built once (a named op builds them at each request).
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  return classify(op, maps, reason);
}

FailureOr<LinalgKind> linalg_to_hlo::classify(linalg::LinalgOp op,
                                              ArrayRef<AffineMap> maps,
                                              Reason &reason) {
  if (std::optional<Reason> payloadReason = checkPayload(op)) {
    reason = *payloadReason;
    return failure();
  }
  if (failed(checkOutputMaps(op, maps, reason)))
    return failure();
  // Window maps (`oh * stride + kh * dilation`) of a multiply-accumulate or
  // a reduction become a convolution or a window reduction when that family
  // converts the op; otherwise, as any other map, the operand is gathered.
  if (op.getNumReductionLoops() != 0 &&
      !llvm::all_of(maps, isProjectedPermutationWithConstants) &&
      succeeded(matchWindowMaps(op, reason))) {
    LinalgKind kind = succeeded(matchMulAdd(op, reason))
                          ? LinalgKind::Convolution
                          : LinalgKind::Pooling;
    if (!explainFamily(op, kind))
      return kind;
  }
  if (failed(checkInputBounds(op, maps, reason)))
    return failure();
  if (op.getNumReductionLoops() == 0)
    return LinalgKind::Elementwise;
  if (isDotContraction(op))
    return LinalgKind::Contraction;
  return LinalgKind::Reduction;
}

/// Why the family of `kind` cannot convert `op`, if it cannot.
static std::optional<Reason> explainFamily(linalg::LinalgOp op,
                                           LinalgKind kind) {
  switch (kind) {
  case LinalgKind::Elementwise:
  case LinalgKind::Contraction:
    return std::nullopt;
  case LinalgKind::Reduction:
    return explainReduction(op);
  case LinalgKind::Convolution:
    return explainConvolution(op);
  case LinalgKind::Pooling:
    return explainPooling(op);
  }
  llvm_unreachable("unknown linalg kind");
}

std::optional<Reason>
linalg_to_hlo::explainUnsupported(Operation *op,
                                  const HloConversionTarget &target) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp)
    return std::nullopt;
  Reason reason;
  FailureOr<LinalgKind> kind = classify(linalgOp, reason);
  if (failed(kind))
    return reason;
  if (std::optional<Reason> familyReason = explainFamily(linalgOp, *kind))
    return familyReason;
  // The payload ops become arith and math ops on tensors, which the
  // conversion may refuse.
  for (Operation &payloadOp : linalgOp.getBlock()->without_terminator())
    if (std::optional<std::string> payloadReason =
            target.getUnsupportedReason(&payloadOp))
      return format("its payload op '", payloadOp.getName(),
                    "' cannot be converted: ", *payloadReason);
  return std::nullopt;
}
