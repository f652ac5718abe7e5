//===- Fusion.cpp - Grouping ops into fused steps -------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the fusion planner: one walk over a block that puts
// each fusible op into the open group of one of its operands when their
// shapes and layouts agree, or starts a group. A group closes as soon as an
// op outside it reads one of its values, so running the whole group at the
// place of its last op keeps every def before its uses. Splat constants are
// read by the groups as values and need no step of their own when nothing
// else reads them.
//
//===----------------------------------------------------------------------===//

#include "Fusion.h"

#include "xhlo/Dialect/Hlo/IR/HloCombiner.h"
#include "xhlo/Dialect/Hlo/IR/HloOps.h"
#include "xhlo/Dialect/Hlo/IR/HloPooling.h"

#include "mlir/IR/Block.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace xhlo;
using namespace xhlo::interp;
using namespace xhlo::interp::fusion;
namespace hlo = xhlo::hlo;

//===----------------------------------------------------------------------===//
// What fuses
//===----------------------------------------------------------------------===//

namespace {

/// How a fusible op computes.
struct OpInfo {
  NodeKind kind;
  uint8_t code = 0;
};

} // namespace

/// The float element type of `type` that fused loops run (f32 or f64).
static std::optional<ElementType> getFusedType(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape())
    return std::nullopt;
  if (tensor.getElementType().isF32())
    return ElementType::F32;
  if (tensor.getElementType().isF64())
    return ElementType::F64;
  return std::nullopt;
}

static bool isPredTensor(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.hasStaticShape() &&
         tensor.getElementType().isInteger(1);
}

static ArrayRef<int64_t> getShape(Value value) {
  return cast<RankedTensorType>(value.getType()).getShape();
}

/// The ReduceKind of a body that applies add, multiply, maximum or minimum
/// (NaN-propagating, as the fast paths compute them) to its two arguments and
/// returns the result.
static std::optional<ReduceKind> matchSimpleCombiner(Region &region) {
  switch (hlo::classifyCombiner(region)) {
  case hlo::CombinerKind::Add:
    return ReduceKind::Add;
  case hlo::CombinerKind::Multiply:
    return ReduceKind::Multiply;
  case hlo::CombinerKind::Maximum:
    return ReduceKind::Maximum;
  case hlo::CombinerKind::Minimum:
    return ReduceKind::Minimum;
  default:
    return std::nullopt;
  }
}

std::optional<ReduceKind> fusion::matchSimpleReduce(Operation *op) {
  auto reduce = dyn_cast<hlo::ReduceOp>(op);
  if (!reduce || reduce.getInputs().size() != 1 ||
      !getFusedType(reduce.getInputs()[0].getType()))
    return std::nullopt;
  return matchSimpleCombiner(reduce.getToApply());
}

std::optional<ReduceKind> fusion::matchSimpleReduceWindow(Operation *op) {
  auto reduceWindow = dyn_cast<hlo::ReduceWindowOp>(op);
  if (!reduceWindow || reduceWindow.getInputs().size() != 1 ||
      !getFusedType(reduceWindow.getInputs()[0].getType()))
    return std::nullopt;
  return matchSimpleCombiner(reduceWindow.getToApply());
}

std::optional<SimpleSelectAndScatter>
fusion::matchSimpleSelectAndScatter(Operation *op) {
  auto selectAndScatter = dyn_cast<hlo::SelectAndScatterOp>(op);
  if (!selectAndScatter ||
      !getFusedType(selectAndScatter.getOperand().getType()))
    return std::nullopt;
  std::optional<ReduceKind> scatter =
      matchSimpleCombiner(selectAndScatter.getScatter());
  if (!scatter ||
      (*scatter != ReduceKind::Add && *scatter != ReduceKind::Multiply))
    return std::nullopt;
  // The select region: one compare of its two arguments, returned.
  Region &region = selectAndScatter.getSelect();
  if (region.empty())
    return std::nullopt;
  Block &body = region.front();
  if (body.getNumArguments() != 2 ||
      !llvm::hasSingleElement(body.without_terminator()))
    return std::nullopt;
  auto compare = dyn_cast<hlo::CompareOp>(body.front());
  Operation *terminator = body.getTerminator();
  if (!compare || terminator->getNumOperands() != 1 ||
      terminator->getOperand(0) != compare.getResult())
    return std::nullopt;
  bool swapped;
  if (compare.getLhs() == body.getArgument(0) &&
      compare.getRhs() == body.getArgument(1))
    swapped = false;
  else if (compare.getLhs() == body.getArgument(1) &&
           compare.getRhs() == body.getArgument(0))
    swapped = true;
  else
    return std::nullopt;
  SimpleSelectAndScatter result{};
  result.scatter = *scatter;
  hlo::ComparisonType type = compare.getEffectiveCompareType();
  if (type == hlo::ComparisonType::TOTALORDER)
    result.totalOrder = true;
  else if (type != hlo::ComparisonType::FLOAT)
    return std::nullopt;
  // compare(b, a) as compare'(a, b).
  switch (compare.getDirection()) {
  case hlo::ComparisonDirection::EQ:
    result.select = CompareKind::EQ;
    break;
  case hlo::ComparisonDirection::NE:
    result.select = CompareKind::NE;
    break;
  case hlo::ComparisonDirection::GE:
    result.select = swapped ? CompareKind::LE : CompareKind::GE;
    break;
  case hlo::ComparisonDirection::GT:
    result.select = swapped ? CompareKind::LT : CompareKind::GT;
    break;
  case hlo::ComparisonDirection::LE:
    result.select = swapped ? CompareKind::GE : CompareKind::LE;
    break;
  case hlo::ComparisonDirection::LT:
    result.select = swapped ? CompareKind::GT : CompareKind::LT;
    break;
  }
  return result;
}

/// The node an elementwise op becomes, if it fuses.
static std::optional<OpInfo> classifyElementwise(Operation *op) {
  auto unary = [](UnaryKind kind) {
    return OpInfo{NodeKind::Unary, static_cast<uint8_t>(kind)};
  };
  auto binary = [](BinaryKind kind) {
    return OpInfo{NodeKind::Binary, static_cast<uint8_t>(kind)};
  };
  auto pred = [](PredKind kind) {
    return OpInfo{NodeKind::PredBinary, static_cast<uint8_t>(kind)};
  };
  return llvm::TypeSwitch<Operation *, std::optional<OpInfo>>(op)
      .Case([&](hlo::NegateOp) { return unary(UnaryKind::Negate); })
      .Case([&](hlo::AbsOp) { return unary(UnaryKind::Abs); })
      .Case([&](hlo::ExponentialOp) { return unary(UnaryKind::Exp); })
      .Case([&](hlo::ExponentialMinusOneOp) { return unary(UnaryKind::Expm1); })
      .Case([&](hlo::LogOp) { return unary(UnaryKind::Log); })
      .Case([&](hlo::LogPlusOneOp) { return unary(UnaryKind::Log1p); })
      .Case([&](hlo::TanhOp) { return unary(UnaryKind::Tanh); })
      .Case([&](hlo::LogisticOp) { return unary(UnaryKind::Logistic); })
      .Case([&](hlo::SqrtOp) { return unary(UnaryKind::Sqrt); })
      .Case([&](hlo::RsqrtOp) { return unary(UnaryKind::Rsqrt); })
      .Case([&](hlo::CbrtOp) { return unary(UnaryKind::Cbrt); })
      .Case([&](hlo::FloorOp) { return unary(UnaryKind::Floor); })
      .Case([&](hlo::CeilOp) { return unary(UnaryKind::Ceil); })
      .Case(
          [&](hlo::RoundNearestEvenOp) { return unary(UnaryKind::RoundEven); })
      .Case([&](hlo::RoundNearestAfzOp) { return unary(UnaryKind::RoundAfz); })
      .Case([&](hlo::SignOp) { return unary(UnaryKind::Sign); })
      .Case([&](hlo::SineOp) { return unary(UnaryKind::Sin); })
      .Case([&](hlo::CosineOp) { return unary(UnaryKind::Cos); })
      .Case([&](hlo::TanOp) { return unary(UnaryKind::Tan); })
      .Case([&](hlo::AddOp) { return binary(BinaryKind::Add); })
      .Case([&](hlo::SubtractOp) { return binary(BinaryKind::Subtract); })
      .Case([&](hlo::MultiplyOp) { return binary(BinaryKind::Multiply); })
      .Case([&](hlo::DivideOp) { return binary(BinaryKind::Divide); })
      .Case([&](hlo::MaximumOp) { return binary(BinaryKind::Maximum); })
      .Case([&](hlo::MinimumOp) { return binary(BinaryKind::Minimum); })
      .Case([&](hlo::PowerOp) { return binary(BinaryKind::Power); })
      .Case([&](hlo::RemainderOp) { return binary(BinaryKind::Remainder); })
      .Case([&](hlo::Atan2Op) { return binary(BinaryKind::Atan2); })
      .Case([&](hlo::AndOp) { return pred(PredKind::And); })
      .Case([&](hlo::OrOp) { return pred(PredKind::Or); })
      .Case([&](hlo::XorOp) { return pred(PredKind::Xor); })
      .Case([&](hlo::NotOp) { return OpInfo{NodeKind::PredNot}; })
      .Case([&](hlo::SelectOp) { return OpInfo{NodeKind::Select}; })
      .Case([&](hlo::CompareOp compare) -> std::optional<OpInfo> {
        if (compare.getEffectiveCompareType() ==
            hlo::ComparisonType::TOTALORDER)
          return std::nullopt;
        CompareKind kind;
        switch (compare.getDirection()) {
        case hlo::ComparisonDirection::EQ:
          kind = CompareKind::EQ;
          break;
        case hlo::ComparisonDirection::NE:
          kind = CompareKind::NE;
          break;
        case hlo::ComparisonDirection::LT:
          kind = CompareKind::LT;
          break;
        case hlo::ComparisonDirection::LE:
          kind = CompareKind::LE;
          break;
        case hlo::ComparisonDirection::GT:
          kind = CompareKind::GT;
          break;
        case hlo::ComparisonDirection::GE:
          kind = CompareKind::GE;
          break;
        }
        return OpInfo{NodeKind::Compare, static_cast<uint8_t>(kind)};
      })
      .Default([](Operation *) { return std::nullopt; });
}

/// The float type an elementwise op computes in, if it fuses: its float
/// operand type (compare) or its result type; pred-only ops have none.
static std::optional<ElementType> getComputeType(Operation *op,
                                                 const OpInfo &info) {
  if (info.kind == NodeKind::Compare)
    return getFusedType(op->getOperand(0).getType());
  if (info.kind == NodeKind::PredBinary || info.kind == NodeKind::PredNot)
    return std::nullopt;
  return getFusedType(op->getResult(0).getType());
}

/// The splat value of a float or pred constant.
static std::optional<double> getSplatConstant(Operation *op) {
  auto constant = dyn_cast<hlo::ConstantOp>(op);
  if (!constant)
    return std::nullopt;
  auto dense = dyn_cast<DenseElementsAttr>(constant.getValue());
  if (!dense || !dense.isSplat() || !isa<RankedTensorType>(dense.getType()))
    return std::nullopt;
  Type element = dense.getElementType();
  if (element.isF32() || element.isF64())
    return dense.getSplatValue<APFloat>().convertToDouble();
  if (element.isInteger(1))
    return dense.getSplatValue<bool>() ? 1.0 : 0.0;
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Convolutions with post-ops
//===----------------------------------------------------------------------===//

namespace {

/// A chain of convolutions (FusedProgram::convolutionChain): its stages,
/// the ops they absorb and the values the step reads.
struct ConvolutionChain {
  SmallVector<FusedProgram::ConvolutionStage, 1> stages;
  SmallVector<Operation *> members;
  SmallVector<Value> inputs;
  /// The last stage's value: the step's result.
  Value result;
};

} // namespace

/// The one user of `value`, if it has exactly one use.
static Operation *getOnlyUser(Value value) {
  return value.hasOneUse() ? *value.getUsers().begin() : nullptr;
}

/// The splat value of the constant that defines `value`, if one does.
static std::optional<double> getSplatOperand(Value value) {
  Operation *def = value.getDefiningOp();
  return def ? getSplatConstant(def) : std::nullopt;
}

/// Whether `pool` (reading `conv`'s value, after its bias and ReLU) is a
/// max-pool the chain computes: an f32 reduce_window of maximum with a
/// splat init, windows of 1 in the batch and feature dimensions and
/// windows in two spatial dimensions that neither pad nor dilate.
static bool isChainPool(hlo::ReduceWindowOp pool, hlo::ConvolutionOp conv) {
  if (pool.getNumResults() != 1 ||
      fusion::matchSimpleReduceWindow(pool) != ReduceKind::Maximum ||
      !getSplatOperand(pool->getOperand(1)))
    return false;
  auto in = cast<RankedTensorType>(conv.getType());
  auto out = dyn_cast<RankedTensorType>(pool->getResult(0).getType());
  if (!out || !out.hasStaticShape() || !out.getElementType().isF32() ||
      in.getRank() != 4 || out.getRank() != 4)
    return false;
  hlo::ConvDimensionNumbersAttr dn = conv.getDimLabels();
  return hlo::isSpatialPoolWindow(pool.getWindow(), in, out,
                                  dn.getOutputBatchDimension(),
                                  dn.getOutputFeatureDimension());
}

/// The stage of a chain that starts at `conv` (its ops appended to
/// `members`, its rhs and bias to `inputs`), or nothing when oneDNN does
/// not take `conv` or, unless `continues` (it reads the stage before it),
/// nothing follows it to fuse. Its value goes to `value`.
static std::optional<FusedProgram::ConvolutionStage>
matchConvolutionStage(hlo::ConvolutionOp conv, bool continues, bool directOnly,
                      ConvolutionChain &chain, Value &value) {
  auto type = dyn_cast<RankedTensorType>(conv.getType());
  if (!type || !type.hasStaticShape() || !type.getElementType().isF32())
    return std::nullopt;
  // A kernel the plan may absorb as a reversal stays with the plain path.
  if (isa_and_nonnull<hlo::ReverseOp>(conv.getRhs().getDefiningOp()))
    return std::nullopt;
  int64_t featureDim = conv.getDimLabels().getOutputFeatureDimension();
  FusedProgram::ConvolutionStage stage;
  stage.convolution = conv;
  SmallVector<Operation *> ops{conv};
  value = conv.getResult();
  Value bias;
  if (auto add = dyn_cast_or_null<hlo::AddOp>(getOnlyUser(value))) {
    Value other = add.getLhs() == value ? add.getRhs() : add.getLhs();
    auto broadcast = other.getDefiningOp<hlo::BroadcastOp>();
    if (broadcast && add.getLhs() != add.getRhs() && add.getType() == type &&
        broadcast->hasOneUse() && broadcast.getDimensions().size() == 1 &&
        broadcast.getDimensions()[0] == featureDim) {
      auto biasType =
          dyn_cast<RankedTensorType>(broadcast.getOperand().getType());
      if (biasType && biasType.getElementType().isF32() &&
          biasType.getShape() ==
              ArrayRef<int64_t>{type.getDimSize(featureDim)}) {
        bias = broadcast.getOperand();
        ops.push_back(broadcast);
        ops.push_back(add);
        value = add.getResult();
      }
    }
  }
  stage.bias = bool(bias);
  if (!fusion::canFuseConvolution(conv, stage.bias, /*pool=*/false, directOnly))
    return std::nullopt;
  // A ReLU: the maximum with a splat constant, computed by the chain with
  // hlo.maximum's semantics (NaN stays NaN, which oneDNN's eltwise_relu
  // post-op would turn into 0).
  if (auto max = dyn_cast_or_null<hlo::MaximumOp>(getOnlyUser(value))) {
    Value other = max.getLhs() == value ? max.getRhs() : max.getLhs();
    // A splat constant, or a broadcast of one that only the maximum reads.
    auto broadcast = other.getDefiningOp<hlo::BroadcastOp>();
    if (broadcast && !broadcast->hasOneUse())
      broadcast = nullptr;
    std::optional<double> bound = broadcast
                                      ? getSplatOperand(broadcast.getOperand())
                                      : getSplatOperand(other);
    if (bound && other != value && max.getType() == type) {
      stage.reluBound = static_cast<float>(*bound);
      if (broadcast)
        ops.push_back(broadcast);
      ops.push_back(max);
      value = max.getResult();
    }
  }
  // Otherwise a tail of elementwise ops, each combining the value with one
  // value per output feature (a broadcast of an f32 [O] along the feature
  // dimension that only the op reads) or with a splat (a constant, or a
  // broadcast of one that only the op reads), as converted batch norms and
  // clamps write it: computed by the chain in oneDNN's layout.
  SmallVector<Value> tailInputs;
  if (!stage.reluBound) {
    Value tailStart = value;
    SmallVector<Operation *> tailOps;
    while (Operation *user = getOnlyUser(value)) {
      std::optional<BinaryKind> kind;
      if (isa<hlo::AddOp>(user))
        kind = BinaryKind::Add;
      else if (isa<hlo::SubtractOp>(user))
        kind = BinaryKind::Subtract;
      else if (isa<hlo::MultiplyOp>(user))
        kind = BinaryKind::Multiply;
      else if (isa<hlo::DivideOp>(user))
        kind = BinaryKind::Divide;
      else if (isa<hlo::MaximumOp>(user))
        kind = BinaryKind::Maximum;
      else if (isa<hlo::MinimumOp>(user))
        kind = BinaryKind::Minimum;
      if (!kind || user->getNumOperands() != 2 ||
          user->getResult(0).getType() != type ||
          user->getOperand(0) == user->getOperand(1))
        break;
      FusedProgram::TailOp op;
      op.kind = *kind;
      op.valueFirst = user->getOperand(0) == value;
      Value other = user->getOperand(op.valueFirst ? 1 : 0);
      auto broadcast = other.getDefiningOp<hlo::BroadcastOp>();
      if (broadcast && !broadcast->hasOneUse())
        break;
      std::optional<double> splat =
          broadcast ? getSplatOperand(broadcast.getOperand())
                    : getSplatOperand(other);
      if (splat) {
        op.scalar = static_cast<float>(*splat);
      } else {
        auto featureType =
            broadcast
                ? dyn_cast<RankedTensorType>(broadcast.getOperand().getType())
                : RankedTensorType();
        if (!featureType || !featureType.getElementType().isF32() ||
            tailInputs.size() >= FusedProgram::kMaxTailValues ||
            featureType.getShape() !=
                ArrayRef<int64_t>{type.getDimSize(featureDim)} ||
            broadcast.getDimensions() != ArrayRef<int64_t>{featureDim})
          break;
        op.perFeature = true;
        tailInputs.push_back(broadcast.getOperand());
      }
      if (broadcast)
        tailOps.push_back(broadcast);
      tailOps.push_back(user);
      stage.tail.push_back(op);
      value = user->getResult(0);
    }
    // The tail reads oneDNN's layout by channels (as the pool does).
    if (!stage.tail.empty() &&
        !fusion::canFuseConvolution(conv, stage.bias, /*pool=*/true,
                                    directOnly)) {
      stage.tail.clear();
      tailInputs.clear();
      tailOps.clear();
      value = tailStart;
    }
    ops.append(tailOps.begin(), tailOps.end());
  }
  if (stage.tail.empty())
    if (auto pool = dyn_cast_or_null<hlo::ReduceWindowOp>(getOnlyUser(value)))
      if (isChainPool(pool, conv) &&
          fusion::canFuseConvolution(conv, stage.bias, /*pool=*/true,
                                     directOnly)) {
        stage.pool = pool;
        stage.poolInit =
            static_cast<float>(*getSplatOperand(pool->getOperand(1)));
        ops.push_back(pool);
        value = pool->getResult(0);
      }
  if (ops.size() == 1 && !continues)
    return std::nullopt;
  chain.members.append(ops.begin(), ops.end());
  chain.inputs.push_back(conv.getRhs());
  if (bias)
    chain.inputs.push_back(bias);
  chain.inputs.append(tailInputs.begin(), tailInputs.end());
  return stage;
}

/// Whether `next` may read the value of `chain`'s last stage in the layout
/// oneDNN wrote it: the only reader, with the same batch, feature and
/// spatial dimensions as that stage's convolution wrote, and no negative
/// padding (which would crop the input).
static bool continuesChain(const ConvolutionChain &chain,
                           hlo::ConvolutionOp next) {
  if (next.getLhs() != chain.result || !chain.result.hasOneUse() ||
      next.getRhs() == chain.result)
    return false;
  auto last = cast<hlo::ConvolutionOp>(chain.stages.back().convolution);
  hlo::ConvDimensionNumbersAttr wrote = last.getDimLabels(),
                                reads = next.getDimLabels();
  if (wrote.getOutputBatchDimension() != reads.getInputBatchDimension() ||
      wrote.getOutputFeatureDimension() != reads.getInputFeatureDimension() ||
      wrote.getOutputSpatialDimensions() != reads.getInputSpatialDimensions())
    return false;
  hlo::WindowAttr window = next.getWindow();
  for (size_t s = 0; s < reads.getInputSpatialDimensions().size(); ++s)
    if (window.getPadLowAt(s) < 0 || window.getPadHighAt(s) < 0)
      return false;
  return true;
}

/// The hlo op name of a tail op (FusedProgram::TailOp) of `kind`.
static const char *getTailOpName(BinaryKind kind) {
  switch (kind) {
  case BinaryKind::Add:
    return "add";
  case BinaryKind::Subtract:
    return "subtract";
  case BinaryKind::Multiply:
    return "multiply";
  case BinaryKind::Divide:
    return "divide";
  case BinaryKind::Maximum:
    return "maximum";
  case BinaryKind::Minimum:
    return "minimum";
  default:
    return "?";
  }
}

/// The fusion group of a convolution chain (on oneDNN's direct algorithm
/// only with `directOnly`).
static FusionGroup makeConvolutionGroup(ConvolutionChain &chain,
                                        bool directOnly) {
  auto program = std::make_shared<FusedProgram>();
  program->type = ElementType::F32;
  ArrayRef<int64_t> shape = getShape(chain.result);
  program->shape.assign(shape.begin(), shape.end());
  program->outputShapes.emplace_back(shape.begin(), shape.end());
  program->outputs.push_back(-1);
  program->donorInputs.push_back(-1);
  program->convolutionChain = chain.stages;
  program->convolution = chain.stages.front().convolution;
  program->directConvolutions = directOnly;
  program->name = "fusion(";
  for (const FusedProgram::ConvolutionStage &stage : chain.stages) {
    if (&stage != &chain.stages.front())
      program->name += ",";
    program->name += "convolution";
    program->name += stage.bias ? ",bias" : "";
    program->name += stage.reluBound ? ",maximum" : "";
    program->name += stage.pool ? ",reduce_window" : "";
    for (const FusedProgram::TailOp &op : stage.tail)
      program->name += std::string(",") + getTailOpName(op.kind);
  }
  program->name += ")";
  // Block order: the broadcast may come before the convolution.
  llvm::sort(chain.members,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  FusionGroup group;
  group.members = chain.members;
  group.inputs = chain.inputs;
  group.outputs.push_back(chain.result);
  group.program = std::move(program);
  return group;
}

//===----------------------------------------------------------------------===//
// Groups under construction
//===----------------------------------------------------------------------===//

namespace {

/// A group being built: its ops, its shape and split, and the node of each
/// value it has seen.
struct GroupBuilder {
  ElementType type;
  SmallVector<int64_t, 4> shape;
  /// The number of leading dimensions that are rows; -1 while no op needs
  /// the split (only Full and Scalar values so far).
  int64_t split = -1;
  bool open = true;
  bool hasReduce = false;
  SmallVector<Operation *> members;
  std::vector<Node> nodes;
  DenseMap<Value, int> nodeOf;
  SmallVector<Value> inputs;
  /// The Input node of each external value, by layout.
  DenseMap<std::pair<Value, unsigned>, int> inputNodes;
  /// Splat constants the group reads.
  SmallVector<Operation *> constants;
  /// Row inputs that hold one period of the rows (FusedProgram::
  /// repeatedInputs).
  SmallVector<std::pair<unsigned, int64_t>> repeatedInputs;

  /// The layout of a value of `valueShape` in this group, if it has one.
  std::optional<Layout> layoutOf(ArrayRef<int64_t> valueShape) const {
    if (valueShape == ArrayRef<int64_t>(shape))
      return Layout::Full;
    if (split >= 0 && valueShape == ArrayRef<int64_t>(shape).take_front(split))
      return Layout::Row;
    return std::nullopt;
  }

  int addNode(Node node) {
    nodes.push_back(node);
    return nodes.size() - 1;
  }

  /// The node reading `value` in `layout`: a member's node, a constant, or
  /// an input (a Row input repeated `repeats` times, see repeatedInputs).
  int nodeFor(Value value, Layout layout, bool pred, int64_t repeats = 1) {
    auto it = nodeOf.find(value);
    if (it != nodeOf.end())
      return it->second;
    if (Operation *def = value.getDefiningOp())
      if (std::optional<double> splat = getSplatConstant(def)) {
        Node node{NodeKind::Constant, Layout::Scalar, pred};
        node.constant = *splat;
        int index = addNode(node);
        nodeOf[value] = index;
        constants.push_back(def);
        return index;
      }
    auto key = std::make_pair(value, static_cast<unsigned>(layout));
    auto known = inputNodes.find(key);
    if (known != inputNodes.end())
      return known->second;
    Node node{NodeKind::Input, layout, pred};
    node.input = inputs.size();
    inputs.push_back(value);
    if (repeats > 1)
      repeatedInputs.push_back({node.input, repeats});
    int index = addNode(node);
    inputNodes[key] = index;
    return index;
  }
};

/// How an hlo.broadcast maps onto a group of its result's shape: the layout
/// of its operand, the split it needs (-1: any), and for a Row operand how
/// many times its elements repeat along the rows.
struct BroadcastPlacement {
  Layout layout;
  int64_t split;
  int64_t repeats = 1;
};

std::optional<BroadcastPlacement> broadcastLayout(hlo::BroadcastOp broadcast) {
  ArrayRef<int64_t> resultShape = getShape(broadcast.getResult());
  ArrayRef<int64_t> operandShape = getShape(broadcast.getOperand());
  ArrayRef<int64_t> dims = broadcast.getDimensions();
  int64_t rank = resultShape.size(), k = dims.size();
  if (llvm::all_of(operandShape, [](int64_t d) { return d == 1; }))
    return BroadcastPlacement{Layout::Scalar, -1};
  bool prefix = true, suffix = true, run = k > 0;
  for (int64_t i = 0; i < k; ++i) {
    prefix &= dims[i] == i && operandShape[i] == resultShape[i];
    suffix &=
        dims[i] == rank - k + i && operandShape[i] == resultShape[rank - k + i];
    run &= dims[i] == dims[0] + i && operandShape[i] == resultShape[dims[i]];
  }
  if (prefix)
    return BroadcastPlacement{Layout::Row, k};
  if (suffix)
    return BroadcastPlacement{Layout::Col, rank - k};
  // Consecutive middle dimensions (a bias over NCHW's channels): rows up to
  // the last of them, the operand repeated once per index of the dimensions
  // before them.
  if (run) {
    int64_t repeats = 1;
    for (int64_t d = 0; d < dims[0]; ++d)
      repeats *= resultShape[d];
    return BroadcastPlacement{Layout::Row, dims[0] + k, repeats};
  }
  return std::nullopt;
}

} // namespace

/// Tries to add `op` to `group`; leaves the group unchanged and returns
/// false when it does not fit.
static bool tryAdd(GroupBuilder &group, Operation *op) {
  // Reductions over the trailing dimensions.
  if (auto reduce = dyn_cast<hlo::ReduceOp>(op)) {
    std::optional<ReduceKind> kind = matchSimpleReduce(op);
    if (!kind)
      return false;
    Value input = reduce.getInputs()[0];
    if (*getFusedType(input.getType()) != group.type ||
        getShape(input) != ArrayRef<int64_t>(group.shape))
      return false;
    ArrayRef<int64_t> dims = reduce.getDimensions();
    int64_t rank = group.shape.size();
    if (dims.empty())
      return false;
    int64_t first = rank - dims.size();
    for (auto [i, d] : llvm::enumerate(dims))
      if (d != first + static_cast<int64_t>(i))
        return false;
    // Too few rows to share between threads: the standalone fast reduce
    // splits the columns instead.
    int64_t rows = 1;
    for (int64_t d = 0; d < first; ++d)
      rows *= group.shape[d];
    if (rows < 64 || (group.split >= 0 && group.split != first))
      return false;
    // Rows of no elements (each result is the init): the tiles are rows.
    if (llvm::is_contained(ArrayRef<int64_t>(group.shape).drop_front(first), 0))
      return false;
    // The input must be a whole array (not a splat) of the group.
    if (Operation *def = input.getDefiningOp())
      if (getSplatConstant(def))
        return false;
    auto inner = group.nodeOf.find(input);
    if (inner != group.nodeOf.end() &&
        group.nodes[inner->second].layout != Layout::Full)
      return false;
    group.split = first;
    group.hasReduce = true;
    int in = group.nodeFor(input, Layout::Full, false);
    int init = group.nodeFor(reduce.getInitValues()[0], Layout::Scalar, false);
    if (group.nodes[init].kind == NodeKind::Input)
      group.nodes[init].layout = Layout::Scalar;
    Node node{NodeKind::Reduce, Layout::Row};
    node.code = static_cast<uint8_t>(*kind);
    node.operands[0] = in;
    node.operands[1] = init;
    group.nodeOf[reduce.getResult(0)] = group.addNode(node);
    group.members.push_back(op);
    return true;
  }

  // Broadcasts of rows, columns or scalars into the group's shape.
  if (auto broadcast = dyn_cast<hlo::BroadcastOp>(op)) {
    Type resultType = broadcast.getResult().getType();
    bool pred = isPredTensor(resultType);
    if (!pred && getFusedType(resultType) != group.type)
      return false;
    if (getShape(broadcast.getResult()) != ArrayRef<int64_t>(group.shape))
      return false;
    std::optional<BroadcastPlacement> layout = broadcastLayout(broadcast);
    if (!layout)
      return false;
    auto [operandLayout, split, repeats] = *layout;
    if (split >= 0 && group.split >= 0 && split != group.split)
      return false;
    // Row operands made inside the group must be rows of this split.
    auto inner = group.nodeOf.find(broadcast.getOperand());
    if (inner != group.nodeOf.end() &&
        group.nodes[inner->second].layout != operandLayout &&
        operandLayout != Layout::Scalar)
      return false;
    if ((operandLayout == Layout::Col || repeats > 1) &&
        inner != group.nodeOf.end())
      return false;
    if (split >= 0)
      group.split = split;
    int source =
        group.nodeFor(broadcast.getOperand(), operandLayout, pred, repeats);
    int index;
    if (group.nodes[source].layout == Layout::Scalar ||
        operandLayout == Layout::Scalar) {
      // A splat stays a splat: the node is the operand, read as a scalar.
      if (group.nodes[source].kind == NodeKind::Input)
        group.nodes[source].layout = Layout::Scalar;
      index = source;
    } else {
      Node node{NodeKind::Broadcast, Layout::Full, pred};
      node.operands[0] = source;
      index = group.addNode(node);
    }
    group.nodeOf[broadcast.getResult()] = index;
    group.members.push_back(op);
    return true;
  }

  std::optional<OpInfo> info = classifyElementwise(op);
  if (!info)
    return false;
  // Only the pred ops (and, or, xor, not) compute on pred; arithmetic on
  // pred (add is or, multiply is and, ...) stays with the reference kernels.
  bool predOp =
      info->kind == NodeKind::PredBinary || info->kind == NodeKind::PredNot;
  std::optional<ElementType> computeType = getComputeType(op, *info);
  if (predOp ? !isPredTensor(op->getResult(0).getType())
             : !computeType || *computeType != group.type)
    return false;
  std::optional<Layout> layout = group.layoutOf(getShape(op->getResult(0)));
  if (!layout)
    return false;
  // Operands: pred where the op reads pred (logic ops, select's first),
  // the group's float type everywhere else (abs of a complex, say, does not
  // fuse).
  bool predOperands =
      info->kind == NodeKind::PredBinary || info->kind == NodeKind::PredNot;
  for (auto [i, operand] : llvm::enumerate(op->getOperands())) {
    bool wantPred = predOperands || (info->kind == NodeKind::Select && i == 0);
    if (wantPred ? !isPredTensor(operand.getType())
                 : getFusedType(operand.getType()) != group.type)
      return false;
  }
  // Operands made inside the group must have the result's layout.
  for (Value operand : op->getOperands()) {
    auto it = group.nodeOf.find(operand);
    if (it != group.nodeOf.end() && group.nodes[it->second].layout != *layout &&
        group.nodes[it->second].layout != Layout::Scalar)
      return false;
    if (getShape(operand) != getShape(op->getResult(0)))
      return false;
  }
  Node node{info->kind, *layout, isPredTensor(op->getResult(0).getType())};
  node.code = info->code;
  for (auto [i, operand] : llvm::enumerate(op->getOperands()))
    node.operands[i] =
        group.nodeFor(operand, *layout, isPredTensor(operand.getType()));
  // An op whose operands are all splats computes one value.
  if (llvm::all_of(ArrayRef<int>(node.operands, op->getNumOperands()),
                   [&](int operand) {
                     return group.nodes[operand].layout == Layout::Scalar;
                   }))
    node.layout = Layout::Scalar;
  group.nodeOf[op->getResult(0)] = group.addNode(node);
  group.members.push_back(op);
  return true;
}

/// A new group around `op`, if it fuses at all.
static std::optional<GroupBuilder> startGroup(Operation *op) {
  if (op->getNumResults() != 1)
    return std::nullopt;
  GroupBuilder group;
  if (auto reduce = dyn_cast<hlo::ReduceOp>(op)) {
    if (!matchSimpleReduce(op))
      return std::nullopt;
    group.type = *getFusedType(reduce.getInputs()[0].getType());
    group.shape.assign(getShape(reduce.getInputs()[0]).begin(),
                       getShape(reduce.getInputs()[0]).end());
  } else {
    std::optional<ElementType> type;
    if (auto broadcast = dyn_cast<hlo::BroadcastOp>(op))
      type = getFusedType(broadcast.getResult().getType());
    else if (std::optional<OpInfo> info = classifyElementwise(op))
      type = getComputeType(op, *info);
    if (!type)
      return std::nullopt;
    group.type = *type;
    ArrayRef<int64_t> shape = getShape(op->getResult(0));
    group.shape.assign(shape.begin(), shape.end());
  }
  if (!tryAdd(group, op))
    return std::nullopt;
  return group;
}

//===----------------------------------------------------------------------===//
// Programs
//===----------------------------------------------------------------------===//

namespace {

/// Matches the nodes of a program against a pattern (matchSoftmax,
/// matchLayerNorm), remembering the ones matched.
struct PatternMatcher {
  const std::vector<Node> &nodes;
  llvm::SmallDenseSet<int, 32> matched;

  /// Node `index` if it is of `kind`, `layout` (and `code`), not pred.
  const Node *node(int index, NodeKind kind, Layout layout,
                   std::optional<uint8_t> code = {}) {
    if (index < 0)
      return nullptr;
    const Node &n = nodes[index];
    if (n.kind != kind || n.layout != layout || n.pred ||
        (code && n.code != *code))
      return nullptr;
    matched.insert(index);
    return &n;
  }
  template <typename Kind>
  const Node *node(int index, NodeKind kind, Layout layout, Kind code) {
    return node(index, kind, layout,
                std::optional<uint8_t>(static_cast<uint8_t>(code)));
  }
  /// The value of node `index` if it is a splat constant.
  std::optional<float> constant(int index) {
    if (const Node *n = node(index, NodeKind::Constant, Layout::Scalar))
      return static_cast<float>(n->constant);
    return std::nullopt;
  }
  /// The source of node `index` if it is a broadcast of a `layout` value.
  int spread(int index, Layout layout) {
    const Node *n = node(index, NodeKind::Broadcast, Layout::Full);
    if (!n || nodes[n->operands[0]].layout != layout)
      return -1;
    return n->operands[0];
  }
  /// Whether every node was matched.
  bool complete() const { return matched.size() == nodes.size(); }
};

} // namespace

/// FusedProgram::layerNorm for `program`, if its nodes are that pattern.
static std::optional<FusedProgram::LayerNorm>
matchLayerNorm(const FusedProgram &program) {
  if (program.type != ElementType::F32 || program.outputs.size() != 1)
    return std::nullopt;
  PatternMatcher m{program.nodes};
  const Node *sum = m.node(program.outputs[0], NodeKind::Binary, Layout::Full,
                           BinaryKind::Add);
  if (!sum)
    return std::nullopt;
  const Node *scaled = m.node(sum->operands[0], NodeKind::Binary, Layout::Full,
                              BinaryKind::Multiply);
  const Node *offset = m.node(m.spread(sum->operands[1], Layout::Col),
                              NodeKind::Input, Layout::Col);
  if (!scaled || !offset)
    return std::nullopt;
  const Node *normed = m.node(scaled->operands[0], NodeKind::Binary,
                              Layout::Full, BinaryKind::Multiply);
  const Node *scale = m.node(m.spread(scaled->operands[1], Layout::Col),
                             NodeKind::Input, Layout::Col);
  if (!normed || !scale)
    return std::nullopt;
  int d = normed->operands[0];
  const Node *centred =
      m.node(d, NodeKind::Binary, Layout::Full, BinaryKind::Subtract);
  const Node *rstd = m.node(m.spread(normed->operands[1], Layout::Row),
                            NodeKind::Unary, Layout::Row, UnaryKind::Rsqrt);
  if (!centred || !rstd)
    return std::nullopt;
  int x = centred->operands[0];
  const Node *input = m.node(x, NodeKind::Input, Layout::Full);
  const Node *mean = m.node(m.spread(centred->operands[1], Layout::Row),
                            NodeKind::Binary, Layout::Row, BinaryKind::Divide);
  const Node *shifted =
      m.node(rstd->operands[0], NodeKind::Binary, Layout::Row, BinaryKind::Add);
  if (!input || !mean || !shifted)
    return std::nullopt;
  const Node *total =
      m.node(mean->operands[0], NodeKind::Reduce, Layout::Row, ReduceKind::Add);
  const Node *variance = m.node(shifted->operands[0], NodeKind::Binary,
                                Layout::Row, BinaryKind::Divide);
  if (!total || total->operands[0] != x || !variance)
    return std::nullopt;
  const Node *squares = m.node(variance->operands[0], NodeKind::Reduce,
                               Layout::Row, ReduceKind::Add);
  if (!squares)
    return std::nullopt;
  const Node *square = m.node(squares->operands[0], NodeKind::Binary,
                              Layout::Full, BinaryKind::Multiply);
  if (!square || square->operands[0] != d || square->operands[1] != d)
    return std::nullopt;
  std::optional<float> sumInit = m.constant(total->operands[1]),
                       count = m.constant(mean->operands[1]),
                       squareSumInit = m.constant(squares->operands[1]),
                       squareCount = m.constant(variance->operands[1]),
                       epsilon = m.constant(shifted->operands[1]);
  if (!sumInit || !count || !squareSumInit || !squareCount || !epsilon ||
      !m.complete())
    return std::nullopt;
  FusedProgram::LayerNorm result;
  result.input = input->input;
  result.scale = scale->input;
  result.offset = offset->input;
  result.constants = {*sumInit, *squareSumInit, *count, *squareCount, *epsilon};
  return result;
}

/// FusedProgram::softmax for `program`, if its nodes are that pattern.
static std::optional<FusedProgram::Softmax>
matchSoftmax(const FusedProgram &program) {
  if (program.type != ElementType::F32 || program.outputs.size() != 1)
    return std::nullopt;
  PatternMatcher matcher{program.nodes};
  auto node = [&](int index, NodeKind kind, Layout layout,
                  std::optional<uint8_t> code = {}) {
    return matcher.node(index, kind, layout, code);
  };
  auto constant = [&](int index) { return matcher.constant(index); };
  const Node *divide = node(program.outputs[0], NodeKind::Binary, Layout::Full,
                            static_cast<uint8_t>(BinaryKind::Divide));
  if (!divide)
    return std::nullopt;
  int e = divide->operands[0];
  const Node *exp = node(e, NodeKind::Unary, Layout::Full,
                         static_cast<uint8_t>(UnaryKind::Exp));
  const Node *spreadSum =
      node(divide->operands[1], NodeKind::Broadcast, Layout::Full);
  if (!exp || !spreadSum)
    return std::nullopt;
  const Node *sum = node(spreadSum->operands[0], NodeKind::Reduce, Layout::Row,
                         static_cast<uint8_t>(ReduceKind::Add));
  const Node *subtract = node(exp->operands[0], NodeKind::Binary, Layout::Full,
                              static_cast<uint8_t>(BinaryKind::Subtract));
  if (!sum || sum->operands[0] != e || !subtract)
    return std::nullopt;
  std::optional<float> sumInit = constant(sum->operands[1]);
  int x = subtract->operands[0];
  const Node *input = node(x, NodeKind::Input, Layout::Full);
  const Node *spreadMax =
      node(subtract->operands[1], NodeKind::Broadcast, Layout::Full);
  if (!sumInit || !input || !spreadMax)
    return std::nullopt;
  const Node *max = node(spreadMax->operands[0], NodeKind::Reduce, Layout::Row,
                         static_cast<uint8_t>(ReduceKind::Maximum));
  if (!max || max->operands[0] != x)
    return std::nullopt;
  std::optional<float> maxInit = constant(max->operands[1]);
  if (!maxInit || !matcher.complete())
    return std::nullopt;
  return FusedProgram::Softmax{input->input, *maxInit, *sumInit};
}

/// Finishes a group: its outputs, scratch buffers and name.
static FusionGroup finish(GroupBuilder &group, Block &block) {
  auto program = std::make_shared<FusedProgram>();
  program->type = group.type;
  program->shape = group.shape;
  int64_t split = group.split < 0 ? 0 : group.split;
  program->rows = 1;
  program->cols = 1;
  for (auto [d, size] : llvm::enumerate(group.shape))
    (static_cast<int64_t>(d) < split ? program->rows : program->cols) *= size;
  program->hasReduce = group.hasReduce;
  program->nodes = std::move(group.nodes);
  program->repeatedInputs = group.repeatedInputs;

  FusionGroup result;
  result.members = group.members;
  result.inputs = group.inputs;
  llvm::DenseSet<Operation *> members(group.members.begin(),
                                      group.members.end());
  // Outputs: member results read outside the group (or returned).
  for (Operation *op : group.members) {
    Value value = op->getResult(0);
    bool escapes = llvm::any_of(value.getUsers(), [&](Operation *user) {
      return !members.contains(user);
    });
    if (!escapes)
      continue;
    int node = group.nodeOf.lookup(value);
    // A value held as an input or a splat, or already another output, is
    // written out through a broadcast (a fill or a copy).
    Layout layout = getShape(value) == ArrayRef<int64_t>(group.shape)
                        ? Layout::Full
                        : Layout::Row;
    const Node &held = program->nodes[node];
    if (held.output >= 0 || held.kind == NodeKind::Input ||
        held.kind == NodeKind::Constant || held.layout != layout) {
      Node broadcast{NodeKind::Broadcast, layout, held.pred};
      broadcast.operands[0] = node;
      program->nodes.push_back(broadcast);
      node = program->nodes.size() - 1;
    }
    program->nodes[node].output = program->outputs.size();
    program->outputs.push_back(node);
    program->outputShapes.emplace_back(getShape(value).begin(),
                                       getShape(value).end());
    result.outputs.push_back(value);
  }

  // Donors: an output may take the buffer of a whole input of its size
  // whose last reader comes before it (tiles are disjoint, so the output's
  // tile is written after the input's tile was last read).
  {
    std::vector<int> lastReader(program->nodes.size(), -1);
    for (auto [index, node] : llvm::enumerate(program->nodes))
      for (int operand : node.operands)
        if (operand >= 0)
          lastReader[operand] = index;
    DenseMap<Value, unsigned> uses;
    for (Value input : group.inputs)
      ++uses[input];
    llvm::SmallDenseSet<unsigned> taken;
    for (int output : program->outputs) {
      const Node &out = program->nodes[output];
      int donor = -1;
      for (auto [index, node] : llvm::enumerate(program->nodes)) {
        if (node.kind != NodeKind::Input || node.layout != Layout::Full ||
            node.pred != out.pred || out.layout != Layout::Full ||
            lastReader[index] >= output || taken.contains(node.input) ||
            uses[group.inputs[node.input]] != 1)
          continue;
        donor = node.input;
        taken.insert(node.input);
        break;
      }
      program->donorInputs.push_back(donor);
    }
  }

  // Broadcasts of rows and columns that only elementwise nodes read are
  // not filled in: the readers take the source a row segment at a time
  // (when rows are long enough for that to pay).
  if (program->cols >= 16) {
    for (Node &node : program->nodes) {
      if (node.kind != NodeKind::Broadcast || node.output >= 0 ||
          node.layout != Layout::Full)
        continue;
      Layout source = program->nodes[node.operands[0]].layout;
      node.virtualBroadcast = source == Layout::Row || source == Layout::Col;
    }
    for (const Node &node : program->nodes) {
      bool elementwise =
          node.kind == NodeKind::Unary || node.kind == NodeKind::Binary ||
          node.kind == NodeKind::Compare || node.kind == NodeKind::Select ||
          node.kind == NodeKind::PredBinary || node.kind == NodeKind::PredNot;
      if (!elementwise)
        for (int operand : node.operands)
          if (operand >= 0)
            program->nodes[operand].virtualBroadcast = false;
    }
  }

  // Scratch buffers by liveness within the tile: a node's buffer is free
  // again after its last reader.
  std::vector<Node> &nodes = program->nodes;
  std::vector<int> lastUse(nodes.size(), -1);
  for (auto [index, node] : llvm::enumerate(nodes))
    for (int operand : node.operands)
      if (operand >= 0)
        lastUse[operand] = index;
  // A virtual broadcast's readers read its source's buffer: the source
  // lives as long as they do.
  for (int index = nodes.size() - 1; index >= 0; --index)
    if (nodes[index].virtualBroadcast) {
      int source = nodes[index].operands[0];
      lastUse[source] = std::max(lastUse[source], lastUse[index]);
    }
  SmallVector<int> freeBuffers;
  for (auto [index, node] : llvm::enumerate(nodes)) {
    bool needsBuffer = node.kind != NodeKind::Input &&
                       node.kind != NodeKind::Constant && node.output < 0 &&
                       !node.virtualBroadcast;
    if (needsBuffer) {
      if (freeBuffers.empty()) {
        node.scratch = program->numScratch++;
      } else {
        node.scratch = freeBuffers.pop_back_val();
      }
    }
    // Each buffer once, however many times the node reads it (x * x).
    for (auto [i, operand] : llvm::enumerate(node.operands))
      if (operand >= 0 && lastUse[operand] == static_cast<int>(index) &&
          nodes[operand].scratch >= 0 &&
          !llvm::is_contained(ArrayRef<int>(node.operands, i), operand))
        freeBuffers.push_back(nodes[operand].scratch);
  }

  std::string name = "fusion(";
  for (auto [i, op] : llvm::enumerate(group.members))
    name += (i ? "," : "") +
            op->getName().getStringRef().drop_front(strlen("hlo.")).str();
  program->name = name + ")";
  program->softmax = matchSoftmax(*program);
  if (program->softmax)
    program->name += " (softmax rows)";
  program->layerNorm = matchLayerNorm(*program);
  if (program->layerNorm)
    program->name += " (layer-norm rows)";
  result.program = std::move(program);
  (void)block;
  return result;
}

/// The libm variant of an approximated unary kind, if it has one.
static std::optional<UnaryKind> getPreciseKind(UnaryKind kind) {
  switch (kind) {
  case UnaryKind::Exp:
    return UnaryKind::PreciseExp;
  case UnaryKind::Log:
    return UnaryKind::PreciseLog;
  case UnaryKind::Tanh:
    return UnaryKind::PreciseTanh;
  case UnaryKind::Logistic:
    return UnaryKind::PreciseLogistic;
  default:
    return std::nullopt;
  }
}

BlockFusion fusion::planFusion(Block &block, bool preciseMath) {
  // Chains of convolutions with their bias, ReLU and max-pool first: their
  // ops join no other group.
  std::vector<ConvolutionChain> chains;
  DenseSet<Operation *> inChain;
  DenseMap<Value, unsigned> chainOfResult;
  for (Operation &op : block.without_terminator()) {
    auto conv = dyn_cast<hlo::ConvolutionOp>(op);
    if (!conv)
      continue;
    auto previous = chainOfResult.find(conv.getLhs());
    bool continues = previous != chainOfResult.end() &&
                     continuesChain(chains[previous->second], conv);
    ConvolutionChain stageOps;
    Value value;
    std::optional<FusedProgram::ConvolutionStage> stage =
        matchConvolutionStage(conv, continues, preciseMath, stageOps, value);
    if (!stage)
      continue;
    inChain.insert(stageOps.members.begin(), stageOps.members.end());
    unsigned index;
    if (continues) {
      index = previous->second;
      chainOfResult.erase(previous);
    } else {
      index = chains.size();
      chains.emplace_back();
      chains.back().inputs.push_back(conv.getLhs());
    }
    ConvolutionChain &chain = chains[index];
    chain.stages.push_back(*stage);
    chain.members.append(stageOps.members.begin(), stageOps.members.end());
    chain.inputs.append(stageOps.inputs.begin(), stageOps.inputs.end());
    chain.result = value;
    // A tail ends the chain (the next convolution reads a plain array).
    if (stage->tail.empty())
      chainOfResult[value] = index;
  }
  std::vector<GroupBuilder> builders;
  DenseMap<Value, unsigned> groupOfValue;
  // A fusible broadcast that joins no open group waits for its first
  // reader, whose group takes it in (a row, column or scalar broadcast that
  // elementwise ops read segment by segment, never filled in); one whose
  // reader does not take it runs as a step of its own before that reader.
  DenseMap<Value, Operation *> floating;
  for (Operation &op : block.without_terminator()) {
    if (getSplatConstant(&op))
      continue;
    // The waiting broadcasts this op reads; those it does not take in are
    // let go of at the end of the iteration.
    SmallVector<Operation *, 2> reads;
    for (Value operand : op.getOperands())
      if (Operation *broadcast = floating.lookup(operand))
        if (!llvm::is_contained(reads, broadcast))
          reads.push_back(broadcast);
    auto letGo = llvm::make_scope_exit([&] {
      for (Operation *broadcast : reads)
        floating.erase(broadcast->getResult(0));
    });
    if (inChain.contains(&op)) {
      // Read from outside: the groups of its operands close.
      for (Value operand : op.getOperands()) {
        auto it = groupOfValue.find(operand);
        if (it != groupOfValue.end())
          builders[it->second].open = false;
      }
      continue;
    }
    // Adds the waiting broadcasts `op` reads and then `op` to `group`, or
    // leaves it unchanged.
    auto addWithBroadcasts = [&](GroupBuilder &group) {
      if (reads.empty())
        return tryAdd(group, &op);
      GroupBuilder extended = group;
      for (Operation *broadcast : reads)
        if (!tryAdd(extended, broadcast))
          return false;
      if (!tryAdd(extended, &op))
        return false;
      group = std::move(extended);
      return true;
    };
    // The open groups this op could join: those of its operands.
    bool joined = false;
    unsigned joinedGroup = 0;
    for (Value operand : op.getOperands()) {
      auto it = groupOfValue.find(operand);
      if (it == groupOfValue.end() || !builders[it->second].open || joined)
        continue;
      if (addWithBroadcasts(builders[it->second])) {
        joined = true;
        joinedGroup = it->second;
      }
    }
    bool mayStart = op.getNumRegions() == 0 || isa<hlo::ReduceOp>(op);
    if (!joined && mayStart && !reads.empty()) {
      // A new group from the broadcasts it reads.
      Operation *first = reads.front();
      if (std::optional<GroupBuilder> group = startGroup(first)) {
        reads.erase(reads.begin());
        if (addWithBroadcasts(*group)) {
          builders.push_back(std::move(*group));
          joined = true;
          joinedGroup = builders.size() - 1;
        }
        reads.insert(reads.begin(), first);
      }
    }
    if (!joined && mayStart && isa<hlo::BroadcastOp>(op) && startGroup(&op)) {
      // Waits for a reader (what it reads is read from outside any group).
      for (Value operand : op.getOperands()) {
        auto it = groupOfValue.find(operand);
        if (it != groupOfValue.end())
          builders[it->second].open = false;
      }
      floating[op.getResult(0)] = &op;
      continue;
    }
    if (joined)
      // The waiting broadcasts it read are members of its group now.
      for (Operation *broadcast : reads)
        groupOfValue[broadcast->getResult(0)] = joinedGroup;
    if (!joined && mayStart) {
      // Without the broadcasts it reads (they run before it, on their own).
      if (std::optional<GroupBuilder> group = startGroup(&op)) {
        builders.push_back(std::move(*group));
        joined = true;
        joinedGroup = builders.size() - 1;
      }
    }
    // Any other group whose value this op reads is read from outside: it
    // closes, so that it runs before this op.
    for (Value operand : op.getOperands()) {
      auto it = groupOfValue.find(operand);
      if (it != groupOfValue.end() && (!joined || it->second != joinedGroup))
        builders[it->second].open = false;
    }
    if (joined)
      for (Value result : op.getResults())
        groupOfValue[result] = joinedGroup;
  }
  // The terminator reads its operands from outside too (nothing to close:
  // the groups all run before it).

  BlockFusion result;
  if (preciseMath)
    for (GroupBuilder &builder : builders)
      for (Node &node : builder.nodes)
        if (node.kind == NodeKind::Unary)
          if (std::optional<UnaryKind> precise =
                  getPreciseKind(static_cast<UnaryKind>(node.code)))
            node.code = static_cast<uint8_t>(*precise);
  for (GroupBuilder &builder : builders) {
    unsigned index = result.groups.size();
    for (Operation *member : builder.members)
      result.groupOf[member] = index;
    result.groups.push_back(finish(builder, block));
  }
  for (ConvolutionChain &chain : chains) {
    unsigned index = result.groups.size();
    for (Operation *member : chain.members)
      result.groupOf[member] = index;
    result.groups.push_back(makeConvolutionGroup(chain, preciseMath));
  }
  // Splat constants that no unfused op reads need no step, unless a chain
  // reads one as an input array (a constant kernel, bias or tail value:
  // the chain's step reads its inputs from their slots).
  DenseSet<Value> chainInputs;
  for (ConvolutionChain &chain : chains)
    chainInputs.insert(chain.inputs.begin(), chain.inputs.end());
  for (Operation &op : block.without_terminator()) {
    if (!getSplatConstant(&op) || llvm::any_of(op.getResults(), [&](Value v) {
          return chainInputs.contains(v);
        }))
      continue;
    bool onlyFused =
        !op.use_empty() && llvm::all_of(op.getUsers(), [&](Operation *user) {
          return result.groupOf.count(user) != 0;
        });
    if (onlyFused)
      result.absorbed.insert(&op);
  }
  return result;
}
