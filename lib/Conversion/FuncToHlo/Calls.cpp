//===- Calls.cpp - func.call to hlo.call ----------------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file converts func.call to hlo.call, XLA's call of a computation of
// the module: the same callee, operands and results, once they are hlo
// values. A callee without a body has no XLA equivalent, except a gradient
// request (its body comes from hlo-autodiff) and the declarations by which
// a program asks for what linalg and its neighbours have no op for: handing
// values to the host while it runs, and the replicas' collectives. Each is
// a body-less function marked with one attribute, whose calls become one hlo
// op (or a few):
//
//   func.func private @report(tensor<i32>, tensor<f32>)
//       attributes {xhlo.outfeed}
//   // -> %t = hlo.after_all()
//   //    %t1 = hlo.outfeed(%step, %loss), %t {outfeed_config = "report"}
//
//   func.func private @mean(tensor<4xf32>, f32) -> (tensor<4xf32>, f32)
//       attributes {xhlo.all_reduce = "sum",
//                   xhlo.replica_groups = [[0, 1], [2, 3]]}
//   // -> hlo.all_reduce(%g, %l) replica_groups = [[0, 1], [2, 3]]
//   //      with an hlo.add reduction region
//
//   func.func private @replica() -> i32 attributes {xhlo.replica_id}
//   // -> hlo.replica_id, converted to the declared integer type
//
// (and xhlo.partition_id alike). The attribute names and what they need of
// the signature are the table of getDeclarationKind and whyUnsupported.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Conversion/HloTypeConverter.h"
#include "xhlo/Dialect/Hlo/IR/HloControlFlowOps.h"
#include "xhlo/Dialect/Hlo/IR/HloElementwiseOps.h"
#include "xhlo/Dialect/Hlo/IR/HloMiscOps.h"
#include "xhlo/Dialect/Hlo/IR/HloShapeInferenceMisc.h"
#include "xhlo/Dialect/Hlo/Transforms/Autodiff.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace xhlo;

//===----------------------------------------------------------------------===//
// Declarations that stand for hlo ops
//===----------------------------------------------------------------------===//

namespace {

/// What a body-less callee marked with one of the attributes below stands
/// for.
enum class DeclarationKind { None, Outfeed, AllReduce, ReplicaId, PartitionId };

struct DeclarationAttr {
  llvm::StringLiteral name;
  DeclarationKind kind;
};

/// A reduction an xhlo.all_reduce declaration may name: the one hlo op of
/// its to_apply region, and the element types it takes.
struct Reduction {
  llvm::StringLiteral name;
  Value (*build)(OpBuilder &, Location, Value, Value);
  /// Only integers (and, or).
  bool integersOnly;
  /// Not complex numbers (max, min: they have no order).
  bool ordered;
};

} // namespace

/// The attribute of an all-reduce declaration: its reduction's name.
static constexpr llvm::StringLiteral kAllReduceAttrName = "xhlo.all_reduce";

static constexpr DeclarationAttr kDeclarationAttrs[] = {
    {"xhlo.outfeed", DeclarationKind::Outfeed},
    {kAllReduceAttrName, DeclarationKind::AllReduce},
    {"xhlo.replica_id", DeclarationKind::ReplicaId},
    {"xhlo.partition_id", DeclarationKind::PartitionId},
};

/// The optional replica groups of an xhlo.all_reduce declaration (absent:
/// one group of all replicas).
static constexpr llvm::StringLiteral kReplicaGroupsAttrName =
    "xhlo.replica_groups";

template <typename OpTy>
static Value buildBinary(OpBuilder &builder, Location loc, Value lhs,
                         Value rhs) {
  return builder.create<OpTy>(loc, lhs, rhs);
}

static constexpr Reduction kReductions[] = {
    {"sum", buildBinary<hlo::AddOp>, false, false},
    {"product", buildBinary<hlo::MultiplyOp>, false, false},
    {"max", buildBinary<hlo::MaximumOp>, false, true},
    {"min", buildBinary<hlo::MinimumOp>, false, true},
    {"and", buildBinary<hlo::AndOp>, true, false},
    {"or", buildBinary<hlo::OrOp>, true, false},
};

/// The reduction the xhlo.all_reduce attribute of `callee` names, or null.
static const Reduction *getReduction(func::FuncOp callee) {
  auto name = dyn_cast_or_null<StringAttr>(callee->getAttr(kAllReduceAttrName));
  if (!name)
    return nullptr;
  for (const Reduction &reduction : kReductions)
    if (name.getValue() == reduction.name)
      return &reduction;
  return nullptr;
}

/// The callee of `call` when it is a function of the module, else null.
static func::FuncOp getCallee(func::CallOp call) {
  return SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
      call, call.getCalleeAttr());
}

/// The kind of declaration `callee` is, by its attribute.
static DeclarationKind getDeclarationKind(func::FuncOp callee) {
  if (!callee)
    return DeclarationKind::None;
  for (const DeclarationAttr &attr : kDeclarationAttrs)
    if (callee->hasAttr(attr.name))
      return attr.kind;
  return DeclarationKind::None;
}

/// The replica groups of `call`'s all-reduce declaration `callee` (none:
/// one group of all replicas), or the reason they are not groups: its
/// xhlo.replica_groups must be an array of arrays of integers, and then pass
/// the dialect's checks of replica ids and of XLA's groups (the ids of all
/// groups are 0..n-1, each once), whose message is the reason.
static FailureOr<hlo::ReplicaGroupsAttr>
getReplicaGroups(func::CallOp call, func::FuncOp callee, std::string &reason) {
  MLIRContext *context = call.getContext();
  Attribute attr = callee->getAttr(kReplicaGroupsAttrName);
  if (!attr)
    return hlo::ReplicaGroupsAttr::get(context, {});
  auto fail = [&](const llvm::Twine &why) {
    reason = (kReplicaGroupsAttrName + " " + why).str();
    return failure();
  };
  auto outer = dyn_cast<ArrayAttr>(attr);
  if (!outer)
    return fail("is not an array of groups such as [[0, 1], [2, 3]]");
  SmallVector<int64_t> ids, sizes;
  for (Attribute groupAttr : outer) {
    auto group = dyn_cast<ArrayAttr>(groupAttr);
    if (!group)
      return fail("has a group that is not an array of replica ids");
    for (Attribute idAttr : group) {
      auto id = dyn_cast<IntegerAttr>(idAttr);
      if (!id || !isa<IntegerType, IndexType>(id.getType()) ||
          id.getValue().getSignificantBits() > 64)
        return fail("has a replica id that is not a 64-bit integer");
      ids.push_back(id.getValue().getSExtValue());
    }
    sizes.push_back(group.size());
  }
  // The dialect's checks, their first message kept as the reason.
  ScopedDiagnosticHandler capture(context, [&](Diagnostic &diagnostic) {
    if (reason.empty())
      reason = kReplicaGroupsAttrName.str() + ": " + diagnostic.str();
    return success();
  });
  auto emitError = [&] { return mlir::emitError(call.getLoc()); };
  auto groups = hlo::ReplicaGroupsAttr::getChecked(
      emitError, context, ArrayRef<int64_t>(ids), ArrayRef<int64_t>(sizes));
  if (!groups ||
      failed(hlo::verifyReplicaGroups(
          "all-reduce", groups, /*hasChannelId=*/false,
          /*useGlobalDeviceIds=*/false, /*uniformSize=*/false, call.getLoc())))
    return failure();
  return groups;
}

/// Why `call` of the xhlo.all_reduce declaration `callee` cannot be an
/// all-reduce, or nothing. (Types are the call's: the declaration's
/// signature may already be converted to hlo arrays.)
static std::optional<std::string> whyNotAllReduce(func::CallOp call,
                                                  func::FuncOp callee) {
  std::string name = "the all-reduce declaration @" + callee.getName().str();
  const Reduction *reduction = getReduction(callee);
  if (!reduction) {
    std::string names;
    for (const Reduction &known : kReductions)
      names += (names.empty() ? "\"" : ", \"") + known.name.str() + "\"";
    return name + " names no known reduction (" + kAllReduceAttrName.str() +
           " is one of " + names + ")";
  }
  TypeRange inputs = call.getOperandTypes();
  if (inputs.empty())
    return name + " has no parameters (it reduces its operands)";
  if (inputs != call.getResultTypes())
    return name +
           " does not return its parameters' types (an all-reduce returns "
           "one value of each operand's type)";
  Type elementType = getElementTypeOrSelf(inputs.front());
  for (Type input : inputs)
    if (getElementTypeOrSelf(input) != elementType)
      return name +
             " mixes element types (one all-reduce has one reduction of one "
             "element type: declare one per element type)";
  bool isInteger = isa<IntegerType, IndexType>(elementType);
  if (!isInteger && !isa<FloatType, ComplexType>(elementType))
    return name + " reduces values that are not numbers";
  if (reduction->integersOnly && !isInteger)
    return name + " takes the " + reduction->name.str() +
           " of values that are not integers";
  if (reduction->ordered && isa<ComplexType>(elementType))
    return name + " takes the " + reduction->name.str() +
           " of complex values (they have no order)";
  std::string reason;
  if (failed(getReplicaGroups(call, callee, reason)))
    return name + ": " + reason;
  return std::nullopt;
}

/// An integer or index, or a 0-d array of one (as the declaration's
/// signature becomes).
static bool isIntegerScalar(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (tensor && tensor.getRank() != 0)
    return false;
  return isa<IntegerType, IndexType>(getElementTypeOrSelf(type));
}

/// Why the callee of `call` cannot be converted, or nothing.
static std::optional<std::string> whyUnsupported(Operation *op) {
  auto call = cast<func::CallOp>(op);
  func::FuncOp callee = getCallee(call);
  std::string name = "@" + call.getCallee().str();
  DeclarationKind kind = getDeclarationKind(callee);
  if (kind != DeclarationKind::None) {
    // The attribute that marks it, and no other.
    StringRef marker;
    for (const DeclarationAttr &attr : kDeclarationAttrs) {
      if (!callee->hasAttr(attr.name))
        continue;
      if (!marker.empty())
        return name + " is marked both " + marker.str() + " and " +
               attr.name.str() + " (a declaration stands for one op)";
      marker = attr.name;
    }
    if (!callee.isExternal())
      return name + " is marked " + marker.str() +
             " but has a body (it is declared, not defined)";
    if (kind != DeclarationKind::AllReduce &&
        callee->hasAttr(kReplicaGroupsAttrName))
      return name + " has " + kReplicaGroupsAttrName.str() + " but is not an " +
             kAllReduceAttrName.str() + " declaration";
  }
  switch (kind) {
  case DeclarationKind::Outfeed:
    if (call.getNumResults())
      return "the outfeed declaration " + name +
             " has results (an outfeed returns nothing)";
    return std::nullopt;
  case DeclarationKind::AllReduce:
    return whyNotAllReduce(call, callee);
  case DeclarationKind::ReplicaId:
  case DeclarationKind::PartitionId:
    if (call.getNumOperands() || call.getNumResults() != 1 ||
        !isIntegerScalar(call.getResult(0).getType()))
      return "the " +
             std::string(kind == DeclarationKind::ReplicaId ? "replica"
                                                            : "partition") +
             " id declaration " + name +
             " is not () -> an integer scalar (i32, say)";
    return std::nullopt;
  case DeclarationKind::None:
    break;
  }
  // A gradient request gets its body from hlo-autodiff, later in the
  // pipeline.
  if (!callee ||
      (callee.isExternal() && !callee->hasAttr(hlo::kGradientOfAttrName)))
    return "the callee " + name +
           " has no body (an XLA module has no external computations)";
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Patterns
//===----------------------------------------------------------------------===//

/// Fills `region` with the scalar computation (T[], T[]) -> T[] of
/// `reduction`.
static void buildReductionRegion(OpBuilder &builder, Location loc,
                                 Region &region, Type elementType,
                                 const Reduction &reduction) {
  OpBuilder::InsertionGuard guard(builder);
  auto scalar = RankedTensorType::get({}, elementType);
  Block *block = builder.createBlock(&region, {}, {scalar, scalar}, {loc, loc});
  builder.create<hlo::ReturnOp>(loc, reduction.build(builder, loc,
                                                     block->getArgument(0),
                                                     block->getArgument(1)));
}

namespace {

struct CallOpConversion : OpConversionPattern<func::CallOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(func::CallOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> resultTypes;
    if (failed(matchHloTypes(op, adaptor.getOperands(), *getTypeConverter(),
                             rewriter, resultTypes)))
      return failure();
    if (std::optional<std::string> reason = whyUnsupported(op))
      return rewriter.notifyMatchFailure(op, *reason);
    func::FuncOp callee = getCallee(op);
    Location loc = op.getLoc();
    switch (getDeclarationKind(callee)) {
    case DeclarationKind::Outfeed: {
      Value token = rewriter.create<hlo::AfterAllOp>(loc, ValueRange());
      rewriter.create<hlo::OutfeedOp>(loc, adaptor.getOperands(), token,
                                      op.getCalleeAttr().getAttr());
      rewriter.eraseOp(op);
      return success();
    }
    case DeclarationKind::AllReduce: {
      std::string reason;
      auto allReduce = rewriter.create<hlo::AllReduceOp>(
          loc, resultTypes, adaptor.getOperands(),
          *getReplicaGroups(op, callee, reason),
          /*channel_id=*/nullptr, /*use_global_device_ids=*/nullptr);
      buildReductionRegion(rewriter, loc, allReduce.getToApply(),
                           getElementTypeOrSelf(resultTypes.front()),
                           *getReduction(callee));
      rewriter.replaceOp(op, allReduce.getResults());
      return success();
    }
    case DeclarationKind::ReplicaId:
    case DeclarationKind::PartitionId: {
      auto u32 = RankedTensorType::get(
          {}, rewriter.getIntegerType(32, /*isSigned=*/false));
      Value id =
          getDeclarationKind(callee) == DeclarationKind::ReplicaId
              ? rewriter.create<hlo::ReplicaIdOp>(loc, u32).getResult()
              : rewriter.create<hlo::PartitionIdOp>(loc, u32).getResult();
      if (resultTypes.front() != u32)
        id = rewriter.create<hlo::ConvertOp>(loc, resultTypes.front(), id);
      rewriter.replaceOp(op, id);
      return success();
    }
    case DeclarationKind::None:
      break;
    }
    rewriter.replaceOpWithNewOp<hlo::CallOp>(op, resultTypes, op.getCallee(),
                                             adaptor.getOperands());
    return success();
  }
};

} // namespace

void func_to_hlo::populateCallPatternsAndLegality(TypeConverter &typeConverter,
                                                  RewritePatternSet &patterns,
                                                  HloConversionTarget &target) {
  patterns.add<CallOpConversion>(typeConverter, patterns.getContext());
  target.addConvertedOps<func::CallOp>(whyUnsupported);
}
