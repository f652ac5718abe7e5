//===- ImportSharding.cpp - OpSharding to #hlo.sharding -------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file converts XLA's OpSharding (an instruction's `sharding`) to the
// hlo dialect's `#hlo.sharding`, as XLA's HloSharding::FromProto reads it:
// its checks are the attribute's (ShardingAttr::verify), plus what only the
// proto can get wrong (a maximal sharding without exactly one device, a
// tuple nested in a tuple, metadata on a tuple, unknown kinds). A non-tuple
// sharding of a tuple-shaped instruction becomes one element per leaf, as
// XLA's parser and CreateFromProto normalize it.
//
//===----------------------------------------------------------------------===//

#include "ImportInternal.h"

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace xhlo;
using namespace xhlo::hlo_import;
using hlo::ShardingAttr;
using hlo::ShardingType;

/// The number of leaves (non-tuple parts) of `shape`.
static int64_t countLeaves(const xla::ShapeProto &shape) {
  if (shape.element_type() != xla::TUPLE)
    return 1;
  int64_t count = 0;
  for (const xla::ShapeProto &element : shape.tuple_shapes())
    count += countLeaves(element);
  return count;
}

static FailureOr<ShardingAttr> convertOne(const xla::OpSharding &sharding,
                                          MLIRContext *context,
                                          EmitErrorFn emitError, bool inTuple) {
  auto fail = [&]() { return emitError() << "invalid sharding: "; };
  std::optional<ShardingType> type =
      hlo::symbolizeShardingType(sharding.type());
  if (!type)
    return fail() << "unknown type " << static_cast<int>(sharding.type());

  SmallVector<ShardingAttr> elements;
  SmallVector<int64_t> tiles, devices, iota, transpose;
  SmallVector<ShardingType> lastTileDims;
  switch (*type) {
  case ShardingType::TUPLE:
    if (inTuple)
      return fail() << "a tuple sharding's elements are not tuples (one per "
                       "leaf, XLA's flattened form)";
    if (sharding.metadata_size())
      return fail() << "a tuple sharding has no metadata (its elements do)";
    for (const xla::OpSharding &element : sharding.tuple_shardings()) {
      FailureOr<ShardingAttr> converted =
          convertOne(element, context, emitError, /*inTuple=*/true);
      if (failed(converted))
        return failure();
      elements.push_back(*converted);
    }
    break;
  case ShardingType::MAXIMAL:
    if (sharding.tile_assignment_devices_size() != 1)
      return fail() << "a maximal sharding has one device, got "
                    << sharding.tile_assignment_devices_size();
    devices.push_back(sharding.tile_assignment_devices(0));
    break;
  case ShardingType::OTHER:
    tiles.assign(sharding.tile_assignment_dimensions().begin(),
                 sharding.tile_assignment_dimensions().end());
    devices.assign(sharding.tile_assignment_devices().begin(),
                   sharding.tile_assignment_devices().end());
    iota.assign(sharding.iota_reshape_dims().begin(),
                sharding.iota_reshape_dims().end());
    transpose.assign(sharding.iota_transpose_perm().begin(),
                     sharding.iota_transpose_perm().end());
    // An iota without its transpose is not transposed.
    if (!iota.empty() && transpose.empty())
      for (size_t i = 0; i < iota.size(); ++i)
        transpose.push_back(i);
    for (int kind : sharding.last_tile_dims()) {
      std::optional<ShardingType> subgroup = hlo::symbolizeShardingType(kind);
      if (!subgroup)
        return fail() << "unknown last_tile_dims type " << kind;
      lastTileDims.push_back(*subgroup);
    }
    break;
  default:
    // Replicated, manual, unknown, unreduced: XLA ignores any tiles.
    break;
  }

  std::optional<int64_t> shardAs, shardLike;
  if (sharding.is_shard_group()) {
    if (sharding.shard_group_type() == xla::OpSharding::AS)
      shardAs = sharding.shard_group_id();
    else if (sharding.shard_group_type() == xla::OpSharding::LIKE)
      shardLike = sharding.shard_group_id();
    else
      return fail() << "unknown shard_group_type "
                    << static_cast<int>(sharding.shard_group_type());
  }
  ArrayAttr metadata;
  if (sharding.metadata_size()) {
    SmallVector<Attribute> entries;
    for (const xla::OpMetadata &entry : sharding.metadata())
      entries.push_back(convertMetadataFields(entry, context));
    metadata = ArrayAttr::get(context, entries);
  }
  ShardingAttr attr = ShardingAttr::getChecked(
      fail, context, *type, ArrayRef<int64_t>(tiles),
      ArrayRef<int64_t>(devices), ArrayRef<int64_t>(iota),
      ArrayRef<int64_t>(transpose),
      *type == ShardingType::OTHER && sharding.replicate_on_last_tile_dim(),
      ArrayRef<ShardingType>(lastTileDims), ArrayRef<ShardingAttr>(elements),
      shardAs, shardLike, metadata);
  if (!attr)
    return failure();
  return attr;
}

FailureOr<ShardingAttr>
xhlo::hlo_import::convertSharding(const xla::OpSharding &sharding,
                                  const xla::ShapeProto *shape,
                                  MLIRContext *context, EmitErrorFn emitError) {
  FailureOr<ShardingAttr> attr =
      convertOne(sharding, context, emitError, /*inTuple=*/false);
  if (failed(attr) || attr->isTuple() || !shape ||
      shape->element_type() != xla::TUPLE)
    return attr;
  // One copy per leaf (an empty tuple has one, as in XLA).
  SmallVector<ShardingAttr> elements(std::max<int64_t>(countLeaves(*shape), 1),
                                     *attr);
  return ShardingAttr::getTuple(context, elements);
}
