//===- HloSharding.cpp - The sharding attribute of the hlo dialect --------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements `#hlo.sharding` (XLA's OpSharding): its assembly, the
// checks it makes on its own, its check against the value it annotates (as
// XLA's HloSharding::Validate), and the dialect's verifiers of the
// discardable attribute `hlo.sharding` on ops, function arguments and
// function results.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloAttrs.h"
#include "xhlo/Dialect/Hlo/IR/HloControlFlowOps.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;
using namespace xhlo::hlo;

/// The module attribute giving the partition count (the table of module
/// configuration fields, Target/Hlo/HloModuleConfig.h, names it too).
static constexpr llvm::StringLiteral kNumPartitionsAttrName =
    "hlo.num_partitions";

//===----------------------------------------------------------------------===//
// Builders and queries
//===----------------------------------------------------------------------===//

ShardingAttr ShardingAttr::getReplicated(MLIRContext *context) {
  return get(context, ShardingType::REPLICATED, {}, {}, {}, {}, false, {}, {},
             std::nullopt, std::nullopt, ArrayAttr());
}

ShardingAttr ShardingAttr::getMaximal(MLIRContext *context, int64_t device) {
  return get(context, ShardingType::MAXIMAL, {}, {device}, {}, {}, false, {},
             {}, std::nullopt, std::nullopt, ArrayAttr());
}

ShardingAttr ShardingAttr::getTuple(MLIRContext *context,
                                    ArrayRef<ShardingAttr> elements) {
  return get(context, ShardingType::TUPLE, {}, {}, {}, {}, false, {}, elements,
             std::nullopt, std::nullopt, ArrayAttr());
}

int64_t ShardingAttr::getTiledRank() const {
  return static_cast<int64_t>(getTiles().size()) -
         (getLastTileDimReplicate() ? 1 : 0) -
         static_cast<int64_t>(getLastTileDims().size());
}

/// The product of `values`, or nullopt when it overflows int64.
static std::optional<int64_t> checkedProduct(ArrayRef<int64_t> values) {
  int64_t product = 1;
  for (int64_t value : values) {
    std::optional<int64_t> next = llvm::checkedMul(product, value);
    if (!next)
      return std::nullopt;
    product = *next;
  }
  return product;
}

//===----------------------------------------------------------------------===//
// Assembly
//===----------------------------------------------------------------------===//

/// The lower-case keyword of a sharding kind (`replicated`, ...).
static std::string keywordOf(ShardingType type) {
  return StringRef(stringifyShardingType(type)).lower();
}

namespace {
/// The fields of a sharding being parsed.
struct ShardingFields {
  ShardingType type = ShardingType::REPLICATED;
  SmallVector<int64_t> tiles, devices, iota, transpose;
  bool lastTileDimReplicate = false;
  SmallVector<ShardingType> lastTileDims;
  SmallVector<ShardingAttr> elements;
  std::optional<int64_t> shardAs, shardLike;
  ArrayAttr metadata;
};
} // namespace

static ParseResult parseShardingBody(AsmParser &parser, ShardingFields &fields,
                                     bool allowTuple);

/// The sharding of `fields`, or null after an error at `loc`.
static ShardingAttr getChecked(AsmParser &parser, SMLoc loc,
                               const ShardingFields &fields) {
  return ShardingAttr::getChecked(
      [&] { return parser.emitError(loc); }, parser.getContext(), fields.type,
      ArrayRef<int64_t>(fields.tiles), ArrayRef<int64_t>(fields.devices),
      ArrayRef<int64_t>(fields.iota), ArrayRef<int64_t>(fields.transpose),
      fields.lastTileDimReplicate, ArrayRef<ShardingType>(fields.lastTileDims),
      ArrayRef<ShardingAttr>(fields.elements), fields.shardAs, fields.shardLike,
      fields.metadata);
}

/// Parses a sharding kind keyword of `last_tile_dims`.
static ParseResult parseShardingType(AsmParser &parser, ShardingType &type) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return failure();
  std::optional<ShardingType> parsed = symbolizeShardingType(keyword.upper());
  if (!parsed || keywordOf(*parsed) != keyword)
    return parser.emitError(loc, "unknown sharding kind '") << keyword << "'";
  type = *parsed;
  return success();
}

static ParseResult parseShardingBody(AsmParser &parser, ShardingFields &fields,
                                     bool allowTuple) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return failure();
  auto intList = [&](SmallVectorImpl<int64_t> &values) -> ParseResult {
    FailureOr<SmallVector<int64_t>> list = parseIntListParameter(parser);
    if (failed(list))
      return failure();
    values.assign(list->begin(), list->end());
    return success();
  };
  if (keyword == "tuple") {
    // Elements are XLA's flattened leaves, never tuples: this recurses once.
    if (!allowTuple)
      return parser.emitError(loc, "the elements of a tuple sharding are not "
                                   "tuples (one per leaf)");
    fields.type = ShardingType::TUPLE;
    if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&]() {
          ShardingFields element;
          if (parser.parseLess() ||
              parseShardingBody(parser, element, /*allowTuple=*/false) ||
              parser.parseGreater())
            return failure();
          fields.elements.push_back(getChecked(parser, loc, element));
          return success(fields.elements.back() != nullptr);
        }))
      return failure();
  } else if (keyword == "replicated" || keyword == "manual" ||
             keyword == "unknown" || keyword == "unreduced") {
    fields.type = *symbolizeShardingType(keyword.upper());
  } else if (keyword == "maximal") {
    fields.type = ShardingType::MAXIMAL;
    if (parser.parseKeyword("device") || parser.parseEqual() ||
        parser.parseInteger(fields.devices.emplace_back()))
      return failure();
  } else if (keyword == "tiles") {
    fields.type = ShardingType::OTHER;
    if (parser.parseEqual() || intList(fields.tiles))
      return failure();
  } else {
    return parser.emitError(loc, "expected a sharding: 'replicated', "
                                 "'manual', 'unknown', 'unreduced', "
                                 "'maximal', 'tiles' or 'tuple', got '")
           << keyword << "'";
  }

  // Clauses, each at most once.
  llvm::StringSet<> seen;
  while (succeeded(parser.parseOptionalComma())) {
    SMLoc clauseLoc = parser.getCurrentLocation();
    StringRef clause;
    if (parser.parseKeyword(&clause))
      return failure();
    if (!seen.insert(clause).second)
      return parser.emitError(clauseLoc, "'") << clause << "' given twice";
    bool tiled = fields.type == ShardingType::OTHER;
    if (tiled &&
        (clause == "devices" || clause == "iota" || clause == "transpose")) {
      SmallVectorImpl<int64_t> &list = clause == "devices" ? fields.devices
                                       : clause == "iota"  ? fields.iota
                                                           : fields.transpose;
      if (parser.parseEqual() || intList(list))
        return failure();
    } else if (tiled && clause == "last_tile_dim_replicate") {
      fields.lastTileDimReplicate = true;
    } else if (tiled && clause == "last_tile_dims") {
      if (parser.parseEqual() ||
          parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&]() {
            return parseShardingType(parser,
                                     fields.lastTileDims.emplace_back());
          }))
        return failure();
    } else if (clause == "shard_as" || clause == "shard_like") {
      std::optional<int64_t> &group =
          clause == "shard_as" ? fields.shardAs : fields.shardLike;
      if (parser.parseEqual() || parser.parseInteger(group.emplace()))
        return failure();
    } else if (clause == "metadata") {
      if (parser.parseEqual() || parser.parseAttribute(fields.metadata))
        return failure();
    } else {
      return parser.emitError(clauseLoc, "unexpected '")
             << clause << "' in a " << keywordOf(fields.type) << " sharding";
    }
  }
  // The iota's transpose defaults to the identity.
  if (!fields.iota.empty() && fields.transpose.empty())
    for (size_t i = 0; i < fields.iota.size(); ++i)
      fields.transpose.push_back(i);
  return success();
}

Attribute ShardingAttr::parse(AsmParser &parser, Type) {
  SMLoc loc = parser.getCurrentLocation();
  ShardingFields fields;
  if (parser.parseLess() ||
      parseShardingBody(parser, fields, /*allowTuple=*/true) ||
      parser.parseGreater())
    return {};
  return ::getChecked(parser, loc, fields);
}

/// Prints what is inside `#hlo.sharding<...>`.
static void printShardingBody(AsmPrinter &printer, ShardingAttr sharding) {
  switch (sharding.getType()) {
  case ShardingType::TUPLE:
    printer << "tuple [";
    llvm::interleaveComma(sharding.getElements(), printer,
                          [&](ShardingAttr element) {
                            printer << "<";
                            printShardingBody(printer, element);
                            printer << ">";
                          });
    printer << "]";
    break;
  case ShardingType::MAXIMAL:
    printer << "maximal device = "
            << (sharding.getDevices().empty() ? 0 : sharding.getDevices()[0]);
    break;
  case ShardingType::OTHER: {
    printer << "tiles = ";
    printIntListParameter(printer, sharding.getTiles());
    if (!sharding.getIota().empty()) {
      printer << ", iota = ";
      printIntListParameter(printer, sharding.getIota());
      ArrayRef<int64_t> perm = sharding.getTranspose();
      bool identity = true;
      for (size_t i = 0; i < perm.size(); ++i)
        identity &= perm[i] == static_cast<int64_t>(i);
      if (!identity) {
        printer << ", transpose = ";
        printIntListParameter(printer, perm);
      }
    } else {
      printer << ", devices = ";
      printIntListParameter(printer, sharding.getDevices());
    }
    if (sharding.getLastTileDimReplicate())
      printer << ", last_tile_dim_replicate";
    if (!sharding.getLastTileDims().empty()) {
      printer << ", last_tile_dims = [";
      llvm::interleaveComma(
          sharding.getLastTileDims(), printer,
          [&](ShardingType type) { printer << keywordOf(type); });
      printer << "]";
    }
    break;
  }
  default:
    printer << keywordOf(sharding.getType());
    break;
  }
  if (std::optional<int64_t> group = sharding.getShardAs())
    printer << ", shard_as = " << *group;
  if (std::optional<int64_t> group = sharding.getShardLike())
    printer << ", shard_like = " << *group;
  if (ArrayAttr metadata = sharding.getMetadata())
    printer << ", metadata = " << metadata;
}

void ShardingAttr::print(AsmPrinter &printer) const {
  printer << "<";
  printShardingBody(printer, *this);
  printer << ">";
}

//===----------------------------------------------------------------------===//
// Verification
//===----------------------------------------------------------------------===//

LogicalResult ShardingAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, ShardingType type,
    ArrayRef<int64_t> tiles, ArrayRef<int64_t> devices, ArrayRef<int64_t> iota,
    ArrayRef<int64_t> transpose, bool lastTileDimReplicate,
    ArrayRef<ShardingType> lastTileDims, ArrayRef<ShardingAttr> elements,
    std::optional<int64_t> shardAs, std::optional<int64_t> shardLike,
    ArrayAttr metadata) {
  std::string kind = keywordOf(type);
  auto onlyFor = [&](bool present, StringRef field,
                     StringRef kinds) -> LogicalResult {
    if (present)
      return emitError() << "a " << kind << " sharding has no '" << field
                         << "' (" << kinds << " only)";
    return success();
  };
  bool tiled = type == ShardingType::OTHER;
  if (failed(onlyFor(!tiled && !tiles.empty(), "tiles", "tiled")) ||
      failed(onlyFor(!tiled && !iota.empty(), "iota", "tiled")) ||
      failed(onlyFor(!tiled && !transpose.empty(), "transpose", "tiled")) ||
      failed(onlyFor(!tiled && lastTileDimReplicate, "last_tile_dim_replicate",
                     "tiled")) ||
      failed(onlyFor(!tiled && !lastTileDims.empty(), "last_tile_dims",
                     "tiled")) ||
      failed(onlyFor(type != ShardingType::TUPLE && !elements.empty(),
                     "elements", "tuple")) ||
      failed(
          onlyFor(!tiled && type != ShardingType::MAXIMAL && !devices.empty(),
                  "devices", "tiled and maximal")) ||
      failed(onlyFor(type == ShardingType::TUPLE && metadata, "metadata",
                     "non-tuple")))
    return failure();
  if (shardAs && shardLike)
    return emitError() << "a sharding is in one shard group: 'shard_as' or "
                          "'shard_like', not both";
  if (metadata)
    for (Attribute entry : metadata)
      if (!llvm::isa<DictionaryAttr>(entry))
        return emitError() << "sharding metadata is a list of dictionaries "
                              "(OpMetadata fields), got "
                           << entry;

  switch (type) {
  case ShardingType::TUPLE:
    for (ShardingAttr element : elements)
      if (element.isTuple())
        return emitError() << "the elements of a tuple sharding are not "
                              "tuples (one per leaf)";
    return success();
  case ShardingType::MAXIMAL:
    if (devices.size() != 1)
      return emitError() << "a maximal sharding has one device, got "
                         << devices.size();
    if (devices[0] < 0)
      return emitError() << "device " << devices[0] << " is negative";
    return success();
  case ShardingType::OTHER:
    break;
  default:
    return success();
  }

  // Tiled.
  if (tiles.empty())
    return emitError() << "a tiled sharding has at least one tile dimension";
  for (int64_t tile : tiles)
    if (tile < 1)
      return emitError() << "tile dimension " << tile << " is not positive";
  if (lastTileDimReplicate && !lastTileDims.empty())
    return emitError() << "'last_tile_dim_replicate' and 'last_tile_dims' "
                          "exclude each other";
  int64_t extra = (lastTileDimReplicate ? 1 : 0) +
                  static_cast<int64_t>(lastTileDims.size());
  if (extra > static_cast<int64_t>(tiles.size()))
    return emitError() << "the sharding has " << extra
                       << " replicated or subgroup tile dimensions but only "
                       << tiles.size() << " tile dimensions";
  for (ShardingType subgroup : lastTileDims)
    if (subgroup != ShardingType::MANUAL &&
        subgroup != ShardingType::REPLICATED &&
        subgroup != ShardingType::UNREDUCED &&
        subgroup != ShardingType::MAXIMAL)
      return emitError() << "'last_tile_dims' kinds are manual, replicated, "
                            "unreduced or maximal, got "
                         << keywordOf(subgroup);
  std::optional<int64_t> count = checkedProduct(tiles);
  if (!count)
    return emitError() << "the tile count overflows int64";
  if (devices.empty() == iota.empty())
    return emitError() << "a tiled sharding has either 'devices' or 'iota'";
  if (!iota.empty()) {
    for (int64_t dim : iota)
      if (dim < 1)
        return emitError() << "iota dimension " << dim << " is not positive";
    std::optional<int64_t> iotaCount = checkedProduct(iota);
    if (!iotaCount)
      return emitError() << "the iota's device count overflows int64";
    if (*iotaCount != *count)
      return emitError() << "the iota has " << *iotaCount
                         << " devices but there are " << *count << " tiles";
    if (transpose.size() != iota.size())
      return emitError() << "'transpose' has " << transpose.size()
                         << " entries, the iota " << iota.size()
                         << " dimensions";
    llvm::SmallBitVector seen(iota.size());
    for (int64_t dim : transpose) {
      if (dim < 0 || dim >= static_cast<int64_t>(iota.size()) || seen.test(dim))
        return emitError() << "'transpose' is not a permutation of the "
                           << iota.size() << " iota dimensions";
      seen.set(dim);
    }
    return success();
  }
  if (!transpose.empty())
    return emitError() << "'transpose' applies to an iota only";
  if (static_cast<int64_t>(devices.size()) != *count)
    return emitError() << "there are " << *count << " tiles but "
                       << devices.size() << " devices";
  // Sorted, not a DenseSet: its empty and tombstone keys (INT64_MAX and
  // INT64_MIN) are device ids too.
  for (int64_t device : devices)
    if (device < 0)
      return emitError() << "device " << device << " is negative";
  SmallVector<int64_t> sorted(devices.begin(), devices.end());
  llvm::sort(sorted);
  for (size_t i = 1; i < sorted.size(); ++i)
    if (sorted[i] == sorted[i - 1])
      return emitError() << "device " << sorted[i] << " appears twice";
  return success();
}

/// Appends the leaves of `type` (its non-tuple parts, in order).
static void appendLeaves(Type type, SmallVectorImpl<Type> &leaves) {
  if (auto tuple = dyn_cast<TupleType>(type)) {
    for (Type element : tuple.getTypes())
      appendLeaves(element, leaves);
    return;
  }
  leaves.push_back(type);
}

LogicalResult
ShardingAttr::verifyFor(Type type, std::optional<int64_t> numDevices,
                        function_ref<InFlightDiagnostic()> emitError) const {
  if (llvm::isa<TokenType>(type))
    return success();
  if (isTuple()) {
    if (!llvm::isa<TupleType>(type))
      return emitError() << "a tuple sharding annotates a tuple (or the "
                            "results of an op with several), not "
                         << getXlaShapeString(type);
    SmallVector<Type> leaves;
    appendLeaves(type, leaves);
    size_t count = getElements().size();
    // XLA lets an empty tuple have one sharding.
    if (leaves.empty() && count <= 1)
      return success();
    if (leaves.size() != count)
      return emitError() << "the tuple sharding has " << count
                         << " elements but " << getXlaShapeString(type)
                         << " has " << leaves.size() << " leaves";
    for (auto [index, element] : llvm::enumerate(getElements()))
      if (failed(element.verifyFor(leaves[index], numDevices, [&] {
            return emitError() << "element " << index << ": ";
          })))
        return failure();
    return success();
  }
  if (llvm::isa<TupleType>(type))
    return emitError() << getXlaShapeString(type)
                       << " is a tuple and takes a tuple sharding, one "
                          "element per leaf";
  switch (getType()) {
  case ShardingType::MAXIMAL:
    if (numDevices && getDevices()[0] >= *numDevices)
      return emitError() << "device " << getDevices()[0]
                         << " is not below the module's " << *numDevices
                         << " partitions";
    return success();
  case ShardingType::OTHER:
    break;
  default:
    return success();
  }
  auto tensor = llvm::dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return emitError() << "a tiled sharding annotates an array, not "
                       << getXlaShapeString(type);
  if (tensor.getRank() != getTiledRank())
    return emitError() << "the sharding tiles " << getTiledRank()
                       << " dimensions but " << getXlaShapeString(type)
                       << " has " << tensor.getRank();
  if (!numDevices)
    return success();
  int64_t used =
      getIota().empty() ? getDevices().size() : *checkedProduct(getIota());
  for (int64_t device : getDevices())
    if (device >= *numDevices)
      return emitError() << "device " << device << " is not below the module's "
                         << *numDevices << " partitions";
  if (used != *numDevices)
    return emitError() << "the sharding uses " << used
                       << " devices but the module has " << *numDevices
                       << " partitions";
  return success();
}

//===----------------------------------------------------------------------===//
// The dialect's attribute verifiers
//===----------------------------------------------------------------------===//

/// The partition count that bounds device ids below `op`: the enclosing
/// module's `hlo.num_partitions` when above 1.
static std::optional<int64_t> getNumDevices(Operation *op) {
  for (Operation *at = op; at; at = at->getParentOp())
    if (auto module = dyn_cast<ModuleOp>(at))
      if (auto count =
              module->getAttrOfType<IntegerAttr>(kNumPartitionsAttrName))
        if (count.getInt() > 1)
          return count.getInt();
  return std::nullopt;
}

/// Checks that `attr` is a sharding of a value of type `type`.
static LogicalResult
verifyShardingOf(Attribute attr, Type type, Operation *op,
                 function_ref<InFlightDiagnostic()> emitError) {
  auto sharding = dyn_cast<ShardingAttr>(attr);
  if (!sharding)
    return emitError() << "'" << HloDialect::ShardingAttrHelper::getNameStr()
                       << "' must be a #hlo.sharding, got " << attr;
  return sharding.verifyFor(type, getNumDevices(op), emitError);
}

/// The type a tuple of `types` has as one HLO value: the type itself when
/// there is one.
static Type asOneValue(TypeRange types, MLIRContext *context) {
  if (types.size() == 1)
    return types.front();
  return TupleType::get(context, types);
}

LogicalResult HloDialect::verifyOperationAttribute(Operation *op,
                                                   NamedAttribute attr) {
  if (attr.getName().getValue() != ShardingAttrHelper::getNameStr())
    return success();
  // The instruction an op becomes has the op's results as its shape; a
  // region's hlo.return becomes its root tuple.
  Type type;
  if (op->getNumResults())
    type = asOneValue(op->getResultTypes(), op->getContext());
  else if (isa<ReturnOp>(op))
    type = asOneValue(op->getOperandTypes(), op->getContext());
  else
    return op->emitOpError() << "has '" << attr.getName().getValue()
                             << "' but no results to shard";
  return verifyShardingOf(attr.getValue(), type, op,
                          [&] { return op->emitOpError() << "sharding: "; });
}

LogicalResult HloDialect::verifyRegionArgAttribute(Operation *op,
                                                   unsigned regionIndex,
                                                   unsigned argIndex,
                                                   NamedAttribute attr) {
  if (attr.getName().getValue() != ShardingAttrHelper::getNameStr())
    return success();
  Type type;
  if (auto func = dyn_cast<FunctionOpInterface>(op))
    type = func.getArgumentTypes()[argIndex];
  else
    type = op->getRegion(regionIndex).getArgument(argIndex).getType();
  // At the argument (an imported parameter's instruction), when it has one.
  Region &region = op->getRegion(regionIndex);
  Location loc =
      region.empty() ? op->getLoc() : region.getArgument(argIndex).getLoc();
  return verifyShardingOf(attr.getValue(), type, op, [&] {
    return mlir::emitError(loc) << "'" << op->getName() << "' op sharding of "
                                << "argument " << argIndex << ": ";
  });
}

LogicalResult HloDialect::verifyRegionResultAttribute(Operation *op,
                                                      unsigned regionIndex,
                                                      unsigned resultIndex,
                                                      NamedAttribute attr) {
  if (attr.getName().getValue() != ShardingAttrHelper::getNameStr())
    return success();
  auto func = dyn_cast<FunctionOpInterface>(op);
  if (!func)
    return op->emitOpError() << "has a result sharding but is no function";
  return verifyShardingOf(attr.getValue(), func.getResultTypes()[resultIndex],
                          op, [&] {
                            return op->emitOpError() << "sharding of result "
                                                     << resultIndex << ": ";
                          });
}
