//===- ExportAttributes.cpp - hlo op attributes to instruction fields -----===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file sets the HloInstructionProto fields that an hlo op's attributes
// give, op family by op family, spelled as XLA does (reference section 2.1
// and 4.5): a single `dimension` is `dimensions: [d]`, slices are
// `slice_dimensions`, windows are `Window`s with explicit defaults (stride
// and dilations 1), dim_labels are `ConvolutionDimensionNumbers`,
// precision_config has one entry per operand (DEFAULT when absent),
// compare's direction and type are strings, replica groups use the
// long-standing `replica_groups` field (49), channel ids field 26, domain's
// shardings (OpSharding in protobuf text format) fields 54/55. Attributes
// that are a proto field of the same name (the op's `hloProtoFields`, such
// as the dimensions of broadcast) are copied generically; ops with no other
// attributes need nothing here.
//
//===----------------------------------------------------------------------===//

#include "ExportInternal.h"

#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/TypeSwitch.h"

#include "google/protobuf/io/tokenizer.h"
#include "google/protobuf/text_format.h"

using namespace mlir;
using namespace xhlo;
using namespace xhlo::hlo_export;

// The hlo enums use XLA's numbering, so they convert by value.
static_assert(static_cast<int>(hlo::RngDistribution::UNIFORM) ==
                  xla::RNG_UNIFORM &&
              static_cast<int>(hlo::RngDistribution::NORMAL) ==
                  xla::RNG_NORMAL);
static_assert(static_cast<int>(hlo::RngAlgorithm::DEFAULT) ==
                  xla::RNG_DEFAULT &&
              static_cast<int>(hlo::RngAlgorithm::THREE_FRY) ==
                  xla::RNG_THREE_FRY &&
              static_cast<int>(hlo::RngAlgorithm::PHILOX) == xla::RNG_PHILOX);
static_assert(static_cast<int>(hlo::FftType::FFT) == xla::FFT &&
              static_cast<int>(hlo::FftType::IFFT) == xla::IFFT &&
              static_cast<int>(hlo::FftType::RFFT) == xla::RFFT &&
              static_cast<int>(hlo::FftType::IRFFT) == xla::IRFFT);
static_assert(static_cast<int>(hlo::Transpose::NO_TRANSPOSE) ==
                  xla::TriangularSolveOptions::NO_TRANSPOSE &&
              static_cast<int>(hlo::Transpose::TRANSPOSE) ==
                  xla::TriangularSolveOptions::TRANSPOSE &&
              static_cast<int>(hlo::Transpose::ADJOINT) ==
                  xla::TriangularSolveOptions::ADJOINT);
static_assert(static_cast<int>(hlo::Precision::DEFAULT) ==
                  xla::PrecisionConfig::DEFAULT &&
              static_cast<int>(hlo::Precision::HIGH) ==
                  xla::PrecisionConfig::HIGH &&
              static_cast<int>(hlo::Precision::HIGHEST) ==
                  xla::PrecisionConfig::HIGHEST);
static_assert(
    static_cast<int>(hlo::CustomCallApiVersion::API_VERSION_UNSPECIFIED) ==
        xla::API_VERSION_UNSPECIFIED &&
    static_cast<int>(hlo::CustomCallApiVersion::API_VERSION_ORIGINAL) ==
        xla::API_VERSION_ORIGINAL &&
    static_cast<int>(hlo::CustomCallApiVersion::API_VERSION_STATUS_RETURNING) ==
        xla::API_VERSION_STATUS_RETURNING &&
    static_cast<int>(
        hlo::CustomCallApiVersion::API_VERSION_STATUS_RETURNING_UNIFIED) ==
        xla::API_VERSION_STATUS_RETURNING_UNIFIED &&
    static_cast<int>(hlo::CustomCallApiVersion::API_VERSION_TYPED_FFI) ==
        xla::API_VERSION_TYPED_FFI);

/// Appends `values` to a repeated int64 field.
static void append(google::protobuf::RepeatedField<int64_t> *field,
                   ArrayRef<int64_t> values) {
  for (int64_t value : values)
    field->Add(value);
}

//===----------------------------------------------------------------------===//
// Structured attributes
//===----------------------------------------------------------------------===//

static void convertWindow(hlo::WindowAttr window, xla::Window *out) {
  for (unsigned dim = 0, e = window.getRank(); dim < e; ++dim) {
    xla::WindowDimension *d = out->add_dimensions();
    d->set_size(window.getSize()[dim]);
    d->set_stride(window.getStrideAt(dim));
    d->set_padding_low(window.getPadLowAt(dim));
    d->set_padding_high(window.getPadHighAt(dim));
    d->set_window_dilation(window.getRhsDilateAt(dim));
    d->set_base_dilation(window.getLhsDilateAt(dim));
    d->set_window_reversal(window.getRhsReversalAt(dim));
  }
}

static void convertConvDimensionNumbers(hlo::ConvDimensionNumbersAttr dims,
                                        xla::ConvolutionDimensionNumbers *out) {
  out->set_input_batch_dimension(dims.getInputBatchDimension());
  out->set_input_feature_dimension(dims.getInputFeatureDimension());
  append(out->mutable_input_spatial_dimensions(),
         dims.getInputSpatialDimensions());
  out->set_kernel_input_feature_dimension(
      dims.getKernelInputFeatureDimension());
  out->set_kernel_output_feature_dimension(
      dims.getKernelOutputFeatureDimension());
  append(out->mutable_kernel_spatial_dimensions(),
         dims.getKernelSpatialDimensions());
  out->set_output_batch_dimension(dims.getOutputBatchDimension());
  out->set_output_feature_dimension(dims.getOutputFeatureDimension());
  append(out->mutable_output_spatial_dimensions(),
         dims.getOutputSpatialDimensions());
}

/// One precision per operand, DEFAULT where the attribute has none.
static void convertPrecisionConfig(std::optional<ArrayAttr> config,
                                   unsigned numOperands,
                                   xla::PrecisionConfig *out) {
  for (unsigned i = 0; i < numOperands; ++i) {
    hlo::Precision precision = hlo::Precision::DEFAULT;
    if (config && i < config->size())
      if (auto attr = dyn_cast<hlo::PrecisionAttr>((*config)[i]))
        precision = attr.getValue();
    out->add_operand_precision(
        static_cast<xla::PrecisionConfig::Precision>(precision));
  }
}

/// Writes the groups into `replica_groups` (49): deprecated in favour of
/// `collective_device_list` (87, 2025), but the only form older XLA reads,
/// and current XLA still reads it.
static void convertReplicaGroups(hlo::ReplicaGroupsAttr groups,
                                 xla::HloInstructionProto &inst) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
  for (ArrayRef<int64_t> group : groups.getGroups())
    append(inst.add_replica_groups()->mutable_replica_ids(), group);
#pragma GCC diagnostic pop
}

static void setChannelId(std::optional<uint64_t> channelId,
                         xla::HloInstructionProto &inst) {
  if (channelId)
    inst.set_channel_id(static_cast<int64_t>(*channelId));
}

namespace {
/// Keeps the first error of a protobuf text parse (instead of logging it).
struct FirstTextFormatError : google::protobuf::io::ErrorCollector {
  void AddError(int line, google::protobuf::io::ColumnNumber column,
                const std::string &message) override {
    if (first.empty())
      first = "column " + std::to_string(column + 1) + ": " + message;
  }
  std::string first;
};
} // namespace

/// Parses domain's `name` attribute (an OpSharding in protobuf text format)
/// into `out`.
static LogicalResult convertSharding(hlo::DomainOp op, StringRef name,
                                     StringRef text, xla::OpSharding *out) {
  google::protobuf::TextFormat::Parser parser;
  FirstTextFormatError error;
  parser.RecordErrorsTo(&error);
  if (!parser.ParseFromString(text.str(), out))
    return op.emitError() << "cannot export to HLO: " << name << " \"" << text
                          << "\" is not an OpSharding message in protobuf "
                             "text format: "
                          << (error.first.empty() ? "malformed" : error.first);
  return success();
}

//===----------------------------------------------------------------------===//
// Per family
//===----------------------------------------------------------------------===//

/// Elementwise: compare, reduce-precision (the others have no attributes).
static LogicalResult exportElementwise(Operation *op,
                                       xla::HloInstructionProto &inst) {
  return TypeSwitch<Operation *, LogicalResult>(op)
      .Case([&](hlo::CompareOp op) {
        inst.set_comparison_direction(
            hlo::stringifyComparisonDirection(op.getDirection()).str());
        if (std::optional<hlo::ComparisonType> type = op.getCompareType())
          inst.set_comparison_type(hlo::stringifyComparisonType(*type).str());
        return success();
      })
      .Default([](Operation *) { return success(); });
}

/// Shape ops.
static LogicalResult exportShape(Operation *op,
                                 xla::HloInstructionProto &inst) {
  return TypeSwitch<Operation *, LogicalResult>(op)
      .Case([&](hlo::SliceOp op) {
        for (auto [start, limit, stride] : llvm::zip_equal(
                 op.getStartIndices(), op.getLimitIndices(), op.getStrides())) {
          xla::HloInstructionProto::SliceDimensions *dim =
              inst.add_slice_dimensions();
          dim->set_start(start);
          dim->set_limit(limit);
          dim->set_stride(stride);
        }
        return success();
      })
      .Case([&](hlo::ConcatenateOp op) {
        inst.add_dimensions(op.getDimension());
        return success();
      })
      .Case([&](hlo::PadOp op) {
        hlo::PaddingConfigAttr padding = op.getPadding();
        xla::PaddingConfig *config = inst.mutable_padding_config();
        for (unsigned dim = 0, e = padding.getLow().size(); dim < e; ++dim) {
          xla::PaddingConfig::PaddingConfigDimension *d =
              config->add_dimensions();
          d->set_edge_padding_low(padding.getLow()[dim]);
          d->set_edge_padding_high(padding.getHigh()[dim]);
          d->set_interior_padding(padding.getInteriorAt(dim));
        }
        return success();
      })
      .Case([&](hlo::IotaOp op) {
        inst.add_dimensions(op.getIotaDimension());
        return success();
      })
      .Case([&](hlo::GetDimensionSizeOp op) {
        inst.add_dimensions(op.getDimension());
        return success();
      })
      .Default([](Operation *) { return success(); });
}

/// Indexing ops.
static LogicalResult exportIndexing(Operation *op,
                                    xla::HloInstructionProto &inst) {
  return TypeSwitch<Operation *, LogicalResult>(op)
      .Case([&](hlo::GatherOp op) {
        hlo::GatherDimensionNumbersAttr dims = op.getDimensionNumbers();
        xla::GatherDimensionNumbers *out =
            inst.mutable_gather_dimension_numbers();
        append(out->mutable_offset_dims(), dims.getOffsetDims());
        append(out->mutable_collapsed_slice_dims(),
               dims.getCollapsedSliceDims());
        append(out->mutable_start_index_map(), dims.getStartIndexMap());
        out->set_index_vector_dim(dims.getIndexVectorDim());
        append(out->mutable_operand_batching_dims(),
               dims.getOperandBatchingDims());
        append(out->mutable_start_indices_batching_dims(),
               dims.getStartIndicesBatchingDims());
        append(inst.mutable_gather_slice_sizes(), op.getSliceSizes());
        if (op.getIndicesAreSorted())
          inst.set_indices_are_sorted(true);
        return success();
      })
      .Case([&](hlo::ScatterOp op) {
        hlo::ScatterDimensionNumbersAttr dims = op.getScatterDimensionNumbers();
        xla::ScatterDimensionNumbers *out =
            inst.mutable_scatter_dimension_numbers();
        append(out->mutable_update_window_dims(), dims.getUpdateWindowDims());
        append(out->mutable_inserted_window_dims(),
               dims.getInsertedWindowDims());
        append(out->mutable_scatter_dims_to_operand_dims(),
               dims.getScatterDimsToOperandDims());
        out->set_index_vector_dim(dims.getIndexVectorDim());
        append(out->mutable_input_batching_dims(), dims.getInputBatchingDims());
        append(out->mutable_scatter_indices_batching_dims(),
               dims.getScatterIndicesBatchingDims());
        if (op.getIndicesAreSorted())
          inst.set_indices_are_sorted(true);
        if (op.getUniqueIndices())
          inst.set_unique_indices(true);
        return success();
      })
      .Default([](Operation *) { return success(); });
}

/// Reduction ops.
static LogicalResult exportReduction(Operation *op,
                                     xla::HloInstructionProto &inst) {
  return TypeSwitch<Operation *, LogicalResult>(op)
      .Case<hlo::ReduceWindowOp, hlo::SelectAndScatterOp>([&](auto op) {
        convertWindow(op.getWindow(), inst.mutable_window());
        return success();
      })
      .Case([&](hlo::SortOp op) {
        inst.add_dimensions(op.getDimension());
        if (op.getIsStable())
          inst.set_is_stable(true);
        return success();
      })
      .Case([&](hlo::ScanOp op) {
        inst.add_dimensions(op.getDimension());
        inst.set_num_carries(op.getNumCarries());
        if (op.getIsReverse())
          inst.set_is_reverse(true);
        if (std::optional<bool> associative = op.getIsAssociative())
          inst.set_is_associative(*associative ? xla::TRUE : xla::FALSE);
        return success();
      })
      .Default([](Operation *) { return success(); });
}

/// Contraction ops.
static LogicalResult exportContraction(Operation *op,
                                       xla::HloInstructionProto &inst) {
  return TypeSwitch<Operation *, LogicalResult>(op)
      .Case<hlo::DotOp, hlo::ScaledDotOp>([&](auto op) {
        hlo::DotDimensionNumbersAttr dims = op.getDotDimensionNumbers();
        xla::DotDimensionNumbers *out = inst.mutable_dot_dimension_numbers();
        append(out->mutable_lhs_contracting_dimensions(),
               dims.getLhsContractingDims());
        append(out->mutable_rhs_contracting_dimensions(),
               dims.getRhsContractingDims());
        append(out->mutable_lhs_batch_dimensions(), dims.getLhsBatchDims());
        append(out->mutable_rhs_batch_dimensions(), dims.getRhsBatchDims());
        // scaled-dot: as many entries as the op has (2 by default, as XLA
        // creates it; 4 as XLA's text parser fills them).
        std::optional<ArrayAttr> config = op.getPrecisionConfig();
        convertPrecisionConfig(config, config ? config->size() : 2,
                               inst.mutable_precision_config());
        return success();
      })
      .Case([&](hlo::ConvolutionOp op) {
        convertWindow(op.getWindow(), inst.mutable_window());
        convertConvDimensionNumbers(
            op.getDimLabels(), inst.mutable_convolution_dimension_numbers());
        inst.set_feature_group_count(op.getFeatureGroupCount());
        inst.set_batch_group_count(op.getBatchGroupCount());
        convertPrecisionConfig(op.getPrecisionConfig(), 2,
                               inst.mutable_precision_config());
        return success();
      })
      .Case([&](hlo::CholeskyOp op) {
        inst.mutable_cholesky_options()->set_lower(op.getLower());
        return success();
      })
      .Case([&](hlo::TriangularSolveOp op) {
        hlo::TriangularSolveOptionsAttr options = op.getOptions();
        xla::TriangularSolveOptions *out =
            inst.mutable_triangular_solve_options();
        out->set_left_side(options.getLeftSide());
        out->set_lower(options.getLower());
        out->set_unit_diagonal(options.getUnitDiagonal());
        out->set_transpose_a(
            static_cast<xla::TriangularSolveOptions::Transpose>(
                options.getTransposeA()));
        return success();
      })
      .Case([&](hlo::FftOp op) {
        inst.set_fft_type(static_cast<xla::FftType>(op.getFftType()));
        append(inst.mutable_fft_length(), op.getFftLength());
        return success();
      })
      .Default([](Operation *) { return success(); });
}

/// Control flow ops (while and call are exported in ExportOps.cpp).
static LogicalResult exportControlFlow(Operation *op,
                                       xla::HloInstructionProto &inst) {
  return TypeSwitch<Operation *, LogicalResult>(op)
      .Case([&](hlo::FusionOp op) {
        inst.set_fusion_kind(hlo::stringifyFusionKind(op.getKind()).str());
        return success();
      })
      .Case([&](hlo::GetTupleElementOp op) {
        inst.set_tuple_index(op.getIndex());
        return success();
      })
      .Default([](Operation *) { return success(); });
}

/// Misc ops: rng, send/recv, domain, custom-call, collectives (constant,
/// infeed and outfeed are exported in ExportOps.cpp).
static LogicalResult exportMisc(Operation *op, xla::HloInstructionProto &inst) {
  return TypeSwitch<Operation *, LogicalResult>(op)
      .Case([&](hlo::RngOp op) {
        inst.set_distribution(
            static_cast<xla::RandomDistribution>(op.getRngDistribution()));
        return success();
      })
      .Case([&](hlo::RngBitGeneratorOp op) {
        inst.set_rng_algorithm(
            static_cast<xla::RandomAlgorithm>(op.getRngAlgorithm()));
        return success();
      })
      .Case<hlo::SendOp, hlo::SendDoneOp, hlo::RecvOp, hlo::RecvDoneOp>(
          [&](auto op) {
            inst.set_channel_id(op.getChannelId());
            if (op.getIsHostTransfer())
              inst.set_is_host_transfer(true);
            return success();
          })
      .Case([&](hlo::DomainOp op) -> LogicalResult {
        // An HloModuleProto has no domain kind: its domains are shardings,
        // which the verifier has checked.
        if (std::optional<StringRef> entry = op.getEntrySharding())
          if (failed(convertSharding(op, "entry_sharding", *entry,
                                     inst.mutable_domain_entry_sharding())))
            return failure();
        if (std::optional<StringRef> exit = op.getExitSharding())
          if (failed(convertSharding(op, "exit_sharding", *exit,
                                     inst.mutable_domain_exit_sharding())))
            return failure();
        return success();
      })
      .Case([&](hlo::CustomCallOp op) {
        inst.set_custom_call_target(op.getCustomCallTarget().str());
        if (op.getHasSideEffect())
          inst.set_custom_call_has_side_effect(true);
        if (std::optional<StringRef> config = op.getBackendConfig())
          inst.set_backend_config(config->str());
        if (std::optional<hlo::CustomCallApiVersion> version =
                op.getApiVersion())
          inst.set_custom_call_api_version(
              static_cast<xla::CustomCallApiVersion>(*version));
        return success();
      })
      .Case<hlo::AllReduceOp, hlo::AllReduceStartOp>([&](auto op) {
        convertReplicaGroups(op.getReplicaGroups(), inst);
        setChannelId(op.getChannelId(), inst);
        if (op.getUseGlobalDeviceIds())
          inst.set_use_global_device_ids(true);
        return success();
      })
      .Case<hlo::AllGatherOp, hlo::AllGatherStartOp>([&](auto op) {
        inst.add_dimensions(op.getAllGatherDimension());
        convertReplicaGroups(op.getReplicaGroups(), inst);
        setChannelId(op.getChannelId(), inst);
        if (op.getUseGlobalDeviceIds())
          inst.set_use_global_device_ids(true);
        return success();
      })
      .Case([&](hlo::ReduceScatterOp op) {
        inst.add_dimensions(op.getScatterDimension());
        convertReplicaGroups(op.getReplicaGroups(), inst);
        setChannelId(op.getChannelId(), inst);
        if (op.getUseGlobalDeviceIds())
          inst.set_use_global_device_ids(true);
        return success();
      })
      .Case([&](hlo::AllToAllOp op) -> LogicalResult {
        if (std::optional<uint64_t> split = op.getSplitDimension()) {
          // XLA's array all-to-all splits and concatenates along one
          // dimension, into as many blocks as a group has members.
          std::optional<uint64_t> concat = op.getConcatDimension();
          if (concat != split)
            return op.emitError()
                   << "cannot export to HLO: XLA's all-to-all splits and "
                      "concatenates along the same dimension, but "
                      "split_dimension is "
                   << *split << " and concat_dimension is "
                   << (concat ? static_cast<int64_t>(*concat) : -1);
          inst.add_dimensions(*split);
        }
        convertReplicaGroups(op.getReplicaGroups(), inst);
        setChannelId(op.getChannelId(), inst);
        return success();
      })
      .Case<hlo::CollectivePermuteOp, hlo::CollectivePermuteStartOp>(
          [&](auto op) {
            ArrayRef<int64_t> pairs = op.getSourceTargetPairs();
            for (size_t i = 0; i + 1 < pairs.size(); i += 2) {
              xla::SourceTarget *pair = inst.add_source_target_pairs();
              pair->set_source(pairs[i]);
              pair->set_target(pairs[i + 1]);
            }
            setChannelId(op.getChannelId(), inst);
            return success();
          })
      .Case([&](hlo::CopyStartOp op) {
        if (std::optional<int32_t> index = op.getCrossProgramPrefetchIndex())
          inst.set_cross_program_prefetch_index(*index);
        return success();
      })
      .Case<hlo::AsyncStartOp, hlo::AsyncUpdateOp, hlo::AsyncDoneOp>(
          [&](auto op) {
            // XLA's default thread, "main", is left unset.
            if (op.getAsyncExecutionThread() != "main")
              inst.set_async_execution_thread(
                  op.getAsyncExecutionThread().str());
            return success();
          })
      .Case<hlo::CollectiveBroadcastOp, hlo::RaggedAllToAllOp>([&](auto op) {
        convertReplicaGroups(op.getReplicaGroups(), inst);
        setChannelId(op.getChannelId(), inst);
        return success();
      })
      .Default([](Operation *) { return success(); });
}

/// Copies the attributes that are a proto field of the same name (the op's
/// `hloProtoFields`, HloOpcodes.h).
static void exportProtoFields(Operation *op, xla::HloInstructionProto &inst) {
  const hlo::HloOpcodeInfo *info =
      hlo::lookupHloOpcodeOfOp(op->getName().getStringRef());
  if (!info)
    return;
  const google::protobuf::Descriptor *descriptor = inst.GetDescriptor();
  const google::protobuf::Reflection *reflection = inst.GetReflection();
  for (const hlo::HloProtoField &field : hlo::getHloProtoFields(info->code)) {
    // HloOpcodesTest checks that every field exists with the attribute's type.
    const google::protobuf::FieldDescriptor *fd =
        descriptor->FindFieldByName(std::string(field.name));
    Attribute attr = op->getAttr(field.name);
    if (!fd)
      continue;
    if (!attr) {
      // An unset DefaultValuedAttr (the others are required or optional).
      if (field.kind == hlo::HloFieldKind::Bool && !field.defaultValue.empty())
        reflection->SetBool(&inst, fd, field.defaultValue == "true");
      continue;
    }
    switch (field.kind) {
    case hlo::HloFieldKind::Unit:
      reflection->SetBool(&inst, fd, true);
      break;
    case hlo::HloFieldKind::Bool:
      reflection->SetBool(&inst, fd, cast<BoolAttr>(attr).getValue());
      break;
    case hlo::HloFieldKind::I32:
      reflection->SetInt32(&inst, fd, cast<IntegerAttr>(attr).getInt());
      break;
    case hlo::HloFieldKind::I64:
      reflection->SetInt64(&inst, fd, cast<IntegerAttr>(attr).getInt());
      break;
    case hlo::HloFieldKind::F32:
      reflection->SetFloat(&inst, fd,
                           cast<FloatAttr>(attr).getValue().convertToFloat());
      break;
    case hlo::HloFieldKind::I64Array:
      for (int64_t value : cast<DenseI64ArrayAttr>(attr).asArrayRef())
        reflection->AddInt64(&inst, fd, value);
      break;
    case hlo::HloFieldKind::String:
      reflection->SetString(&inst, fd, cast<StringAttr>(attr).str());
      break;
    }
  }
}

LogicalResult
xhlo::hlo_export::exportAttributes(Operation *op,
                                   xla::HloInstructionProto &inst) {
  exportProtoFields(op, inst);
  for (auto family :
       {exportElementwise, exportShape, exportIndexing, exportReduction,
        exportContraction, exportControlFlow, exportMisc})
    if (failed(family(op, inst)))
      return failure();
  return success();
}
