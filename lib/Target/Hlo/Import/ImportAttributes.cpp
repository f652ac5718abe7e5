//===- ImportAttributes.cpp - HloInstructionProto fields to attributes
//-----===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file checks the fields each opcode needs and maps the fields of an
// HloInstructionProto to the attributes of its hlo op: dimensions, windows,
// dimension numbers, padding, enums, replica groups and the rest, named as
// the op's ODS arguments. Attributes that are a proto field of the same name
// (the op's `hloProtoFields`) are copied generically.
//
//===----------------------------------------------------------------------===//

#include "ImportInternal.h"

#include "xhlo/Dialect/Hlo/IR/HloAttrs.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSwitch.h"

#include "google/protobuf/text_format.h"

using namespace mlir;
using namespace xhlo;
using namespace xhlo::hlo_import;
using Opcode = hlo::HloOpcode;

//===----------------------------------------------------------------------===//
// Opcodes
//===----------------------------------------------------------------------===//

/// The comparison direction of an old comparison opcode (`less-than` ->
/// `LT`, ...), or an empty string.
static StringRef upgradeComparisonOpcode(StringRef opcode) {
  return llvm::StringSwitch<StringRef>(opcode)
      .Case("equal-to", "EQ")
      .Case("not-equal-to", "NE")
      .Case("greater-than-or-equal-to", "GE")
      .Case("greater-than", "GT")
      .Case("less-than-or-equal-to", "LE")
      .Case("less-than", "LT")
      .Default("");
}

const hlo::HloOpcodeInfo *xhlo::hlo_import::lookupOpcode(StringRef opcode,
                                                         StringRef *direction) {
  StringRef oldDirection = upgradeComparisonOpcode(opcode);
  if (direction)
    *direction = oldDirection;
  if (!oldDirection.empty())
    return &hlo::getHloOpcodeInfo(Opcode::Compare);
  const hlo::HloOpcodeInfo *info = hlo::lookupHloOpcode(opcode);
  // Parameters become block arguments, bitcasts reshapes and transposes;
  // XLA's other opcodes without an hlo op are not supported.
  if (!info || (!info->hasOp() && info->code != Opcode::Parameter &&
                info->code != Opcode::Bitcast))
    return nullptr;
  return info;
}

//===----------------------------------------------------------------------===//
// Required fields
//===----------------------------------------------------------------------===//

/// Opcodes whose `dimensions` field holds exactly one dimension.
static bool takesOneDimension(Opcode code) {
  return llvm::is_contained({Opcode::Concatenate, Opcode::Sort, Opcode::Iota,
                             Opcode::GetDimensionSize, Opcode::AllGather,
                             Opcode::AllGatherStart, Opcode::ReduceScatter,
                             Opcode::Scan},
                            code);
}

LogicalResult
xhlo::hlo_import::checkRequiredFields(const hlo::HloOpcodeInfo &info,
                                      const xla::HloInstructionProto &instr,
                                      EmitErrorFn emitError) {
  StringRef opcode = info.opcode;
  Opcode code = info.code;
  int numOperands = instr.operand_ids_size();
  int numCalled = instr.called_computation_ids_size();

  // Operand and called-computation counts.
  auto describeCount = [](int min, int max) {
    if (min == max)
      return std::to_string(min);
    if (max == hlo::kHloAnyCount)
      return "at least " + std::to_string(min);
    return std::to_string(min) + " to " + std::to_string(max);
  };
  if (numOperands < info.minOperands ||
      (info.maxOperands != hlo::kHloAnyCount && numOperands > info.maxOperands))
    return emitError() << "'" << opcode << "' takes "
                       << describeCount(info.minOperands, info.maxOperands)
                       << " operand(s), got " << numOperands;
  // Today's XLA lists an async chain's computation on its start only; the
  // update and done take it from their operand (HloImport.cpp).
  bool chained = (code == Opcode::AsyncUpdate || code == Opcode::AsyncDone) &&
                 numCalled == 0;
  if (!chained &&
      (numCalled < info.minCalled ||
       (info.maxCalled != hlo::kHloAnyCount && numCalled > info.maxCalled)))
    return emitError() << "'" << opcode << "' calls "
                       << describeCount(info.minCalled, info.maxCalled)
                       << " computation(s), got " << numCalled;
  if ((code == Opcode::Reduce || code == Opcode::ReduceWindow) &&
      numOperands % 2)
    return emitError() << "'" << opcode
                       << "' takes an even number of operands (inputs, then "
                          "as many init values), got "
                       << numOperands;
  if (code == Opcode::Scatter && numOperands % 2 == 0)
    return emitError() << "'scatter' takes an odd number of operands (inputs, "
                          "indices, then as many updates), got "
                       << numOperands;
  if (code == Opcode::Conditional && numCalled != numOperands - 1)
    return emitError() << "'conditional' takes one operand per branch after "
                          "the index: "
                       << numCalled << " branch computation(s) but "
                       << numOperands - 1 << " branch operand(s)";

  // Required messages and values.
  auto missing = [&](StringRef field) {
    return emitError() << "'" << opcode << "' needs the field `" << field
                       << "`";
  };
  if ((code == Opcode::Convolution || code == Opcode::ReduceWindow ||
       code == Opcode::SelectAndScatter) &&
      !instr.has_window())
    return missing("window");
  if (code == Opcode::Convolution && !instr.has_convolution_dimension_numbers())
    return missing("convolution_dimension_numbers");
  if (!instr.sparsity_config().empty())
    return emitError() << "sparse convolutions (sparsity_config, field 98) "
                          "are not supported";
  if ((code == Opcode::Dot || code == Opcode::ScaledDot) &&
      !instr.has_dot_dimension_numbers())
    return missing("dot_dimension_numbers");
  if (code == Opcode::Pad && !instr.has_padding_config())
    return missing("padding_config");
  if (code == Opcode::Gather && !instr.has_gather_dimension_numbers())
    return missing("gather_dimension_numbers");
  if (code == Opcode::Scatter && !instr.has_scatter_dimension_numbers())
    return missing("scatter_dimension_numbers");
  if (code == Opcode::Constant && !instr.has_literal())
    return missing("literal");
  if (code == Opcode::TriangularSolve && !instr.has_triangular_solve_options())
    return missing("triangular_solve_options");
  if (code == Opcode::Fusion && instr.fusion_kind().empty())
    return missing("fusion_kind");
  if (code == Opcode::CustomCall && instr.custom_call_target().empty())
    return missing("custom_call_target");
  if (code == Opcode::Rng && instr.distribution() == xla::RNG_INVALID)
    return missing("distribution");
  // (The old comparison opcodes give the direction in their name.)
  if (instr.opcode() == hlo::getHloOpcodeName(Opcode::Compare) &&
      instr.comparison_direction().empty())
    return missing("comparison_direction");
  if (code == Opcode::Parameter && !instr.has_shape())
    return missing("shape");
  if (takesOneDimension(code) && instr.dimensions_size() != 1)
    return emitError() << "'" << opcode
                       << "' needs exactly one entry in `dimensions`, got "
                       << instr.dimensions_size();
  return success();
}

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

namespace {

/// Builds the attributes of one op.
class AttributeBuilder {
public:
  AttributeBuilder(const xla::HloInstructionProto &instr, MLIRContext *context,
                   NamedAttrList &attributes, EmitErrorFn emitError)
      : instr(instr), b(context), attributes(attributes), emitError(emitError) {
  }

  void set(StringRef name, Attribute value) { attributes.set(name, value); }
  void setI64(StringRef name, int64_t value) {
    set(name, b.getI64IntegerAttr(value));
  }
  void setDims(StringRef name, ArrayRef<int64_t> values) {
    set(name, b.getDenseI64ArrayAttr(values));
  }
  template <typename Field>
  void setDimsField(StringRef name, const Field &field) {
    SmallVector<int64_t> values(field.begin(), field.end());
    setDims(name, values);
  }
  void setUnit(StringRef name, bool value) {
    if (value)
      set(name, b.getUnitAttr());
  }
  /// The single entry of `dimensions` as an I64Attr named `name`.
  void setSingleDimension(StringRef name) { setI64(name, instr.dimensions(0)); }

  /// `channel_id`, when positive.
  void setChannelId() {
    if (instr.channel_id() > 0)
      setI64("channel_id", instr.channel_id());
  }

  LogicalResult setWindow(StringRef name);
  LogicalResult setReplicaGroups();
  LogicalResult setPrecisionConfig(unsigned numOperands);
  LogicalResult setConvolutionDimensionNumbers();

  const xla::HloInstructionProto &instr;
  Builder b;
  NamedAttrList &attributes;
  EmitErrorFn emitError;
};

} // namespace

/// Whether every value is `value`.
template <typename Range>
static bool allEqual(const Range &range, int64_t value) {
  return llvm::all_of(range, [&](int64_t v) { return v == value; });
}

LogicalResult AttributeBuilder::setWindow(StringRef name) {
  SmallVector<int64_t> size, stride, padLow, padHigh, lhsDilate, rhsDilate,
      reversal;
  for (const xla::WindowDimension &dim : instr.window().dimensions()) {
    size.push_back(dim.size());
    stride.push_back(dim.stride());
    padLow.push_back(dim.padding_low());
    padHigh.push_back(dim.padding_high());
    lhsDilate.push_back(dim.base_dilation());
    rhsDilate.push_back(dim.window_dilation());
    reversal.push_back(dim.window_reversal() ? 1 : 0);
  }
  // Lists that hold XLA's defaults only are left out, as the exporter
  // writes them back.
  auto orEmpty = [](SmallVector<int64_t> &list, int64_t value) {
    if (allEqual(list, value))
      list.clear();
  };
  orEmpty(stride, 1);
  orEmpty(padLow, 0);
  orEmpty(padHigh, 0);
  orEmpty(lhsDilate, 1);
  orEmpty(rhsDilate, 1);
  orEmpty(reversal, 0);
  using Dims = ArrayRef<int64_t>;
  auto window = hlo::WindowAttr::getChecked(
      emitError, b.getContext(), Dims(size), Dims(stride), Dims(padLow),
      Dims(padHigh), Dims(lhsDilate), Dims(rhsDilate), Dims(reversal));
  if (!window)
    return failure();
  set(name, window);
  return success();
}

/// Expands XLA's iota replica group list: the devices iota(G * S), reshaped
/// to `reshapeDims`, transposed by `perm`, read as G groups of S.
static LogicalResult
expandIotaReplicaGroups(const xla::IotaReplicaGroupListProto &iota,
                        SmallVectorImpl<SmallVector<int64_t>> &groups,
                        EmitErrorFn emitError) {
  int64_t numGroups = iota.num_replica_groups();
  int64_t groupSize = iota.num_devices_per_group();
  if (numGroups < 0 || groupSize < 0 ||
      (groupSize != 0 && numGroups > (int64_t(1) << 24) / groupSize))
    return emitError() << "iota replica group list of " << numGroups
                       << " groups of " << groupSize
                       << " devices is negative or too large";
  int64_t total = numGroups * groupSize;
  SmallVector<int64_t> dims(iota.iota_reshape_dims().begin(),
                            iota.iota_reshape_dims().end());
  if (dims.empty())
    dims.push_back(total);
  int64_t product = 1;
  for (int64_t dim : dims) {
    if (dim < 0 || (dim != 0 && product > total / dim + 1))
      return emitError() << "iota replica group reshape dimensions do not "
                            "multiply to "
                         << total;
    product *= dim;
  }
  if (product != total)
    return emitError() << "iota replica group reshape dimensions multiply to "
                       << product << ", not to the " << total << " devices";
  int64_t rank = dims.size();
  SmallVector<int64_t> perm(iota.iota_transpose_perm().begin(),
                            iota.iota_transpose_perm().end());
  if (perm.empty())
    for (int64_t i = 0; i < rank; ++i)
      perm.push_back(i);
  SmallVector<bool> seen(rank, false);
  bool valid = static_cast<int64_t>(perm.size()) == rank;
  for (int64_t p : perm) {
    if (!valid || p < 0 || p >= rank || seen[p]) {
      valid = false;
      break;
    }
    seen[p] = true;
  }
  if (!valid)
    return emitError() << "iota replica group transpose is not a permutation "
                          "of the "
                       << rank << " reshape dimensions";
  // Row-major strides of the reshaped iota.
  SmallVector<int64_t> stride(rank, 1);
  for (int64_t d = rank - 2; d >= 0; --d)
    stride[d] = stride[d + 1] * dims[d + 1];
  // Walk the transposed array in row-major order.
  SmallVector<int64_t> index(rank, 0);
  SmallVector<int64_t> devices;
  devices.reserve(total);
  for (int64_t i = 0; i < total; ++i) {
    int64_t value = 0;
    for (int64_t k = 0; k < rank; ++k)
      value += index[k] * stride[perm[k]];
    devices.push_back(value);
    for (int64_t k = rank - 1; k >= 0; --k) {
      if (++index[k] < dims[perm[k]])
        break;
      index[k] = 0;
    }
  }
  for (int64_t g = 0; g < numGroups; ++g)
    groups.emplace_back(devices.begin() + g * groupSize,
                        devices.begin() + (g + 1) * groupSize);
  return success();
}

LogicalResult AttributeBuilder::setReplicaGroups() {
  SmallVector<SmallVector<int64_t>> groups;
  auto addGroups = [&](const auto &field) {
    for (const xla::ReplicaGroup &group : field)
      groups.emplace_back(group.replica_ids().begin(),
                          group.replica_ids().end());
  };
  if (!instr.mesh_axes_replica_group_list().empty())
    return emitError() << "replica groups given by mesh axes (field 93) are "
                          "not supported";
  if (instr.has_collective_device_list() &&
      instr.collective_device_list().has_iota_replica_group_list()) {
    // The older place of the iota list.
    if (failed(expandIotaReplicaGroups(
            instr.collective_device_list().iota_replica_group_list(), groups,
            emitError)))
      return failure();
  } else if (instr.has_collective_device_list())
    addGroups(instr.collective_device_list().replica_groups());
  else if (instr.has_iota_collective_device_list()) {
    if (failed(expandIotaReplicaGroups(instr.iota_collective_device_list(),
                                       groups, emitError)))
      return failure();
  } else {
    // The old (deprecated but still read) field.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
    addGroups(instr.replica_groups());
#pragma GCC diagnostic pop
  }
  SmallVector<int64_t> ids, sizes;
  for (const SmallVector<int64_t> &group : groups) {
    llvm::append_range(ids, group);
    sizes.push_back(group.size());
  }
  auto attr = hlo::ReplicaGroupsAttr::getChecked(emitError, b.getContext(),
                                                 ArrayRef<int64_t>(ids),
                                                 ArrayRef<int64_t>(sizes));
  if (!attr)
    return failure();
  set("replica_groups", attr);
  return success();
}

LogicalResult AttributeBuilder::setPrecisionConfig(unsigned numOperands) {
  if (!instr.has_precision_config())
    return success();
  const auto &precisions = instr.precision_config().operand_precision();
  if (static_cast<unsigned>(precisions.size()) > numOperands)
    return emitError() << "precision_config has " << precisions.size()
                       << " entries for " << numOperands << " operands";
  SmallVector<Attribute> values;
  bool allDefault = true;
  for (int precision : precisions) {
    std::optional<hlo::Precision> value = hlo::symbolizePrecision(precision);
    if (!value)
      return emitError() << "unknown operand precision " << precision;
    allDefault &= *value == hlo::Precision::DEFAULT;
    values.push_back(hlo::PrecisionAttr::get(b.getContext(), *value));
  }
  // All DEFAULT is what no precision config means.
  if (allDefault)
    return success();
  while (values.size() < numOperands)
    values.push_back(
        hlo::PrecisionAttr::get(b.getContext(), hlo::Precision::DEFAULT));
  set("precision_config", b.getArrayAttr(values));
  return success();
}

LogicalResult AttributeBuilder::setConvolutionDimensionNumbers() {
  const xla::ConvolutionDimensionNumbers &dn =
      instr.convolution_dimension_numbers();
  auto list = [](const auto &field) {
    return ArrayRef<int64_t>(field.data(), field.size());
  };
  auto attr = hlo::ConvDimensionNumbersAttr::getChecked(
      emitError, b.getContext(), dn.input_batch_dimension(),
      dn.input_feature_dimension(), list(dn.input_spatial_dimensions()),
      dn.kernel_input_feature_dimension(), dn.kernel_output_feature_dimension(),
      list(dn.kernel_spatial_dimensions()), dn.output_batch_dimension(),
      dn.output_feature_dimension(), list(dn.output_spatial_dimensions()));
  if (!attr)
    return failure();
  set("dim_labels", attr);
  return success();
}

/// Copies the proto fields that are attributes of the same name (the op's
/// `hloProtoFields`, HloOpcodes.h).
static void addProtoFields(hlo::HloOpcode code, AttributeBuilder &ab) {
  const xla::HloInstructionProto &instr = ab.instr;
  const google::protobuf::Descriptor *descriptor = instr.GetDescriptor();
  const google::protobuf::Reflection *reflection = instr.GetReflection();
  Builder &b = ab.b;
  for (const hlo::HloProtoField &field : hlo::getHloProtoFields(code)) {
    // HloOpcodesTest checks that every field exists with the attribute's type.
    const google::protobuf::FieldDescriptor *fd =
        descriptor->FindFieldByName(std::string(field.name));
    if (!fd)
      continue;
    switch (field.kind) {
    case hlo::HloFieldKind::Unit:
      ab.setUnit(field.name, reflection->GetBool(instr, fd));
      break;
    case hlo::HloFieldKind::Bool:
      ab.set(field.name, b.getBoolAttr(reflection->GetBool(instr, fd)));
      break;
    case hlo::HloFieldKind::I32:
      ab.set(field.name, b.getI32IntegerAttr(reflection->GetInt32(instr, fd)));
      break;
    case hlo::HloFieldKind::I64:
      ab.setI64(field.name, reflection->GetInt64(instr, fd));
      break;
    case hlo::HloFieldKind::F32:
      ab.set(field.name, b.getF32FloatAttr(reflection->GetFloat(instr, fd)));
      break;
    case hlo::HloFieldKind::I64Array: {
      SmallVector<int64_t> values;
      for (int i = 0, e = reflection->FieldSize(instr, fd); i < e; ++i)
        values.push_back(reflection->GetRepeatedInt64(instr, fd, i));
      ab.setDims(field.name, values);
      break;
    }
    case hlo::HloFieldKind::String:
      if (std::string value = reflection->GetString(instr, fd); !value.empty())
        ab.set(field.name, b.getStringAttr(value));
      break;
    }
  }
}

/// The ops whose attributes come straight from one handler each.
LogicalResult xhlo::hlo_import::addAttributes(
    const hlo::HloOpcodeInfo &info, const xla::HloInstructionProto &instr,
    unsigned numOperands, StringRef comparisonDirection,
    const ModuleCounts &counts, MLIRContext *context, NamedAttrList &attributes,
    EmitErrorFn emitError) {
  AttributeBuilder ab(instr, context, attributes, emitError);
  Builder &b = ab.b;
  StringRef opcode = info.opcode;
  Opcode code = info.code;
  auto list = [](const auto &field) {
    return ArrayRef<int64_t>(field.data(), field.size());
  };

  // The attributes that are a proto field of the same name.
  addProtoFields(info.code, ab);

  // Shape ops.
  if (code == Opcode::Concatenate || code == Opcode::Sort ||
      code == Opcode::GetDimensionSize) {
    ab.setSingleDimension("dimension");
    if (code == Opcode::Sort)
      ab.setUnit("is_stable", instr.is_stable());
    return success();
  }
  if (code == Opcode::Iota) {
    ab.setSingleDimension("iota_dimension");
    return success();
  }
  if (code == Opcode::Slice) {
    SmallVector<int64_t> starts, limits, strides;
    for (const auto &dim : instr.slice_dimensions()) {
      starts.push_back(dim.start());
      limits.push_back(dim.limit());
      strides.push_back(dim.stride());
    }
    ab.setDims("start_indices", starts);
    ab.setDims("limit_indices", limits);
    ab.setDims("strides", strides);
    return success();
  }
  if (code == Opcode::Pad) {
    SmallVector<int64_t> low, high, interior;
    for (const auto &dim : instr.padding_config().dimensions()) {
      low.push_back(dim.edge_padding_low());
      high.push_back(dim.edge_padding_high());
      interior.push_back(dim.interior_padding());
    }
    if (allEqual(interior, 0))
      interior.clear();
    auto padding = hlo::PaddingConfigAttr::getChecked(
        emitError, context, ArrayRef<int64_t>(low), ArrayRef<int64_t>(high),
        ArrayRef<int64_t>(interior));
    if (!padding)
      return failure();
    ab.set("padding", padding);
    return success();
  }

  // Elementwise.
  if (code == Opcode::Compare) {
    StringRef directionName = comparisonDirection.empty()
                                  ? StringRef(instr.comparison_direction())
                                  : comparisonDirection;
    std::optional<hlo::ComparisonDirection> direction =
        hlo::symbolizeComparisonDirection(directionName);
    if (!direction)
      return emitError() << "unknown comparison direction '" << directionName
                         << "' (expected EQ, NE, GE, GT, LE or LT)";
    ab.set("direction", hlo::ComparisonDirectionAttr::get(context, *direction));
    if (!instr.comparison_type().empty()) {
      std::optional<hlo::ComparisonType> type =
          hlo::symbolizeComparisonType(instr.comparison_type());
      if (!type)
        return emitError() << "unknown comparison type '"
                           << instr.comparison_type()
                           << "' (expected FLOAT, TOTALORDER, SIGNED or "
                              "UNSIGNED)";
      ab.set("compare_type", hlo::ComparisonTypeAttr::get(context, *type));
    }
    return success();
  }

  // Indexing.
  if (code == Opcode::Gather) {
    const xla::GatherDimensionNumbers &dn = instr.gather_dimension_numbers();
    auto attr = hlo::GatherDimensionNumbersAttr::getChecked(
        emitError, context, list(dn.offset_dims()),
        list(dn.collapsed_slice_dims()), list(dn.operand_batching_dims()),
        list(dn.start_indices_batching_dims()), list(dn.start_index_map()),
        dn.index_vector_dim());
    if (!attr)
      return failure();
    ab.set("dimension_numbers", attr);
    ab.setDimsField("slice_sizes", instr.gather_slice_sizes());
    ab.setUnit("indices_are_sorted", instr.indices_are_sorted());
    return success();
  }
  if (code == Opcode::Scatter) {
    const xla::ScatterDimensionNumbers &dn = instr.scatter_dimension_numbers();
    auto attr = hlo::ScatterDimensionNumbersAttr::getChecked(
        emitError, context, list(dn.update_window_dims()),
        list(dn.inserted_window_dims()), list(dn.input_batching_dims()),
        list(dn.scatter_indices_batching_dims()),
        list(dn.scatter_dims_to_operand_dims()), dn.index_vector_dim());
    if (!attr)
      return failure();
    ab.set("scatter_dimension_numbers", attr);
    ab.setUnit("indices_are_sorted", instr.indices_are_sorted());
    ab.setUnit("unique_indices", instr.unique_indices());
    int32_t n = (numOperands - 1) / 2;
    ab.set("operandSegmentSizes", b.getDenseI32ArrayAttr({n, 1, n}));
    return success();
  }

  // Reduction.
  if (code == Opcode::ReduceWindow || code == Opcode::SelectAndScatter)
    return ab.setWindow("window");
  if (code == Opcode::Scan) {
    ab.setSingleDimension("dimension");
    ab.setI64("num_carries", instr.num_carries());
    ab.setUnit("is_reverse", instr.is_reverse());
    if (instr.is_associative() == xla::TRUE)
      ab.set("is_associative", b.getBoolAttr(true));
    else if (instr.is_associative() == xla::FALSE)
      ab.set("is_associative", b.getBoolAttr(false));
    return success();
  }

  // Contraction.
  if (code == Opcode::Dot || code == Opcode::ScaledDot) {
    const xla::DotDimensionNumbers &dn = instr.dot_dimension_numbers();
    auto attr = hlo::DotDimensionNumbersAttr::getChecked(
        emitError, context, list(dn.lhs_batch_dimensions()),
        list(dn.lhs_contracting_dimensions()), list(dn.rhs_batch_dimensions()),
        list(dn.rhs_contracting_dimensions()));
    if (!attr)
      return failure();
    ab.set("dot_dimension_numbers", attr);
    return ab.setPrecisionConfig(numOperands);
  }
  if (code == Opcode::Convolution) {
    if (failed(ab.setWindow("window")) ||
        failed(ab.setConvolutionDimensionNumbers()))
      return failure();
    // 0 means 1 in the proto.
    if (instr.feature_group_count() > 1 || instr.feature_group_count() < 0)
      ab.setI64("feature_group_count", instr.feature_group_count());
    if (instr.batch_group_count() > 1 || instr.batch_group_count() < 0)
      ab.setI64("batch_group_count", instr.batch_group_count());
    return ab.setPrecisionConfig(numOperands);
  }
  if (code == Opcode::Cholesky) {
    ab.set("lower", b.getBoolAttr(instr.cholesky_options().lower()));
    return success();
  }
  if (code == Opcode::TriangularSolve) {
    const xla::TriangularSolveOptions &options =
        instr.triangular_solve_options();
    std::optional<hlo::Transpose> transpose =
        hlo::symbolizeTranspose(options.transpose_a());
    if (!transpose)
      return emitError() << "triangular_solve_options.transpose_a must be "
                            "NO_TRANSPOSE, TRANSPOSE or ADJOINT, got "
                         << xla::TriangularSolveOptions::Transpose_Name(
                                options.transpose_a());
    ab.set("options", hlo::TriangularSolveOptionsAttr::get(
                          context, options.left_side(), options.lower(),
                          options.unit_diagonal(), *transpose));
    return success();
  }
  if (code == Opcode::Fft) {
    std::optional<hlo::FftType> type = hlo::symbolizeFftType(instr.fft_type());
    if (!type)
      return emitError() << "unknown fft_type " << instr.fft_type();
    ab.set("fft_type", hlo::FftTypeAttr::get(context, *type));
    ab.setDimsField("fft_length", instr.fft_length());
    return success();
  }

  // Control flow (call's callee and the regions are the importer's).
  if (code == Opcode::GetTupleElement) {
    ab.setI64("index", instr.tuple_index());
    return success();
  }
  if (code == Opcode::Fusion) {
    std::optional<hlo::FusionKind> kind =
        hlo::symbolizeFusionKind(instr.fusion_kind());
    if (!kind)
      return emitError() << "unknown fusion_kind '" << instr.fusion_kind()
                         << "' (expected kLoop, kInput, kOutput or kCustom)";
    ab.set("kind", hlo::FusionKindAttr::get(context, *kind));
    return success();
  }
  if (code == Opcode::Call) {
    ab.setUnit("is_composite", instr.is_composite());
    return success();
  }

  // Misc.
  if (code == Opcode::Rng) {
    std::optional<hlo::RngDistribution> distribution =
        hlo::symbolizeRngDistribution(instr.distribution());
    if (!distribution)
      return emitError() << "unknown rng distribution "
                         << static_cast<int64_t>(instr.distribution());
    ab.set("rng_distribution",
           hlo::RngDistributionAttr::get(context, *distribution));
    return success();
  }
  if (code == Opcode::RngBitGenerator) {
    std::optional<hlo::RngAlgorithm> algorithm =
        hlo::symbolizeRngAlgorithm(instr.rng_algorithm());
    if (!algorithm)
      return emitError() << "unknown rng algorithm "
                         << static_cast<int64_t>(instr.rng_algorithm());
    ab.set("rng_algorithm", hlo::RngAlgorithmAttr::get(context, *algorithm));
    return success();
  }
  if (code == Opcode::Infeed) {
    if (!instr.infeed_config().empty())
      ab.set("infeed_config", b.getStringAttr(instr.infeed_config()));
    return success();
  }
  if (code == Opcode::Outfeed) {
    if (!instr.outfeed_config().empty())
      ab.set("outfeed_config", b.getStringAttr(instr.outfeed_config()));
    return success();
  }
  if (code == Opcode::Send || code == Opcode::SendDone ||
      code == Opcode::Recv || code == Opcode::RecvDone) {
    // XLA's transfers always name a channel (0 when the proto leaves the
    // field unset).
    if (instr.channel_id() < 0)
      return emitError() << "'" << opcode
                         << "' needs a non-negative channel_id, got "
                         << instr.channel_id();
    ab.setI64("channel_id", instr.channel_id());
    ab.setUnit("is_host_transfer", instr.is_host_transfer());
    return success();
  }
  if (code == Opcode::Domain) {
    // HLO's domains are sharding domains; their shardings are kept as
    // OpSharding messages in protobuf text format.
    ab.set("kind", b.getStringAttr("sharding"));
    auto setSharding = [&](StringRef name, const xla::OpSharding &sharding) {
      google::protobuf::TextFormat::Printer printer;
      printer.SetSingleLineMode(true);
      std::string text;
      printer.PrintToString(sharding, &text);
      ab.set(name, b.getStringAttr(StringRef(text).rtrim()));
    };
    if (instr.has_domain_entry_sharding())
      setSharding("entry_sharding", instr.domain_entry_sharding());
    if (instr.has_domain_exit_sharding())
      setSharding("exit_sharding", instr.domain_exit_sharding());
    return success();
  }
  if (code == Opcode::CustomCall) {
    ab.set("custom_call_target", b.getStringAttr(instr.custom_call_target()));
    ab.setUnit("has_side_effect", instr.custom_call_has_side_effect());
    const std::string *config = &instr.backend_config();
    if (instr.has_backend_config_payload() &&
        instr.backend_config_payload().has_value())
      config = &instr.backend_config_payload().value();
    if (!config->empty())
      ab.set("backend_config", b.getStringAttr(*config));
    if (instr.custom_call_api_version() != xla::API_VERSION_UNSPECIFIED) {
      std::optional<hlo::CustomCallApiVersion> version =
          hlo::symbolizeCustomCallApiVersion(instr.custom_call_api_version());
      if (!version)
        return emitError() << "unknown custom_call_api_version "
                           << static_cast<int64_t>(
                                  instr.custom_call_api_version());
      ab.set("api_version",
             hlo::CustomCallApiVersionAttr::get(context, *version));
    }
    return success();
  }
  if (code == Opcode::AllReduce || code == Opcode::AllReduceStart ||
      code == Opcode::AllGather || code == Opcode::AllGatherStart ||
      code == Opcode::ReduceScatter) {
    if (code == Opcode::AllGather || code == Opcode::AllGatherStart)
      ab.setSingleDimension("all_gather_dimension");
    if (code == Opcode::ReduceScatter)
      ab.setSingleDimension("scatter_dimension");
    ab.setChannelId();
    ab.setUnit("use_global_device_ids", instr.use_global_device_ids());
    return ab.setReplicaGroups();
  }
  if (code == Opcode::AllToAll) {
    ab.setChannelId();
    if (failed(ab.setReplicaGroups()))
      return failure();
    if (instr.dimensions_size() > 1)
      return emitError() << "'all-to-all' takes at most one entry in "
                            "`dimensions` (the split dimension), got "
                         << instr.dimensions_size();
    if (instr.dimensions_size() == 1) {
      // XLA's array all-to-all splits and concatenates along one dimension,
      // into as many blocks as a replica group has members. Empty groups
      // are one group of every replica (of every partition with a
      // channel_id: CollectiveOpGroupMode kCrossPartition), as XLA's
      // GetSubgroupSize.
      auto groups =
          cast<hlo::ReplicaGroupsAttr>(attributes.get("replica_groups"));
      int64_t splitCount = !groups.getGroupSizes().empty()
                               ? groups.getGroupSizes().front()
                           : instr.channel_id() > 0 ? counts.numPartitions
                                                    : counts.replicaCount;
      ab.setI64("split_dimension", instr.dimensions(0));
      ab.setI64("concat_dimension", instr.dimensions(0));
      ab.setI64("split_count", splitCount);
    }
    return success();
  }
  if (code == Opcode::CollectivePermute ||
      code == Opcode::CollectivePermuteStart) {
    SmallVector<int64_t> pairs;
    for (const xla::SourceTarget &pair : instr.source_target_pairs()) {
      pairs.push_back(pair.source());
      pairs.push_back(pair.target());
    }
    ab.setDims("source_target_pairs", pairs);
    ab.setChannelId();
    return success();
  }
  if (code == Opcode::CopyStart) {
    if (instr.has_cross_program_prefetch_index())
      ab.set("cross_program_prefetch_index",
             b.getI32IntegerAttr(instr.cross_program_prefetch_index()));
    return success();
  }
  if (code == Opcode::AsyncStart || code == Opcode::AsyncUpdate ||
      code == Opcode::AsyncDone) {
    // XLA's default thread, "main", is the attribute's default.
    if (!instr.async_execution_thread().empty() &&
        instr.async_execution_thread() != "main")
      ab.set("async_execution_thread",
             b.getStringAttr(instr.async_execution_thread()));
    return success();
  }
  if (code == Opcode::CollectiveBroadcast || code == Opcode::RaggedAllToAll) {
    ab.setChannelId();
    return ab.setReplicaGroups();
  }
  // Everything else has no attributes of its own.
  return success();
}
