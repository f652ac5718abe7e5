//===- HloTextAttributeTable.cpp - HLO instruction attributes -------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file holds the table of HLO text instruction attributes, in the order
// XLA's HloInstruction::ToString prints them (opcode-specific attributes,
// called computations, then sharding, frontend attributes, control
// predecessors, metadata and backend config), and the reflection helpers the
// generic kinds use. Where one name means different fields on different
// opcodes (`lower`, `algorithm`, `index_vector_dim`, the dot dimensions of
// ragged-dot), or prints at different places (`dimensions`, `channel_id`),
// it has one entry per meaning.
//
//===----------------------------------------------------------------------===//

#include "HloTextAttributeTable.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"

using namespace xhlo::hlo_text;
using google::protobuf::FieldDescriptor;
using google::protobuf::Message;
using llvm::StringRef;
using K = AttributeKind;
using W = PrintWhen;

// Opcode lists several entries share.
#define COLLECTIVES                                                            \
  "all-reduce all-reduce-start reduce-scatter all-gather all-gather-start "    \
  "all-to-all collective-broadcast ragged-all-to-all"
#define PERMUTES "collective-permute collective-permute-start"
#define SEND_RECV "send recv send-done recv-done"
#define PRECISION "custom-call dot scaled-dot ragged-dot convolution"
#define BATCH_NORM "batch-norm-training batch-norm-inference batch-norm-grad"
#define GATHER_DIMS "gather_dimension_numbers."
#define SCATTER_DIMS "scatter_dimension_numbers."
#define DOT_DIMS "dot_dimension_numbers."
#define RAGGED_DIMS "ragged_dot_dimension_numbers."
#define RAGGED_DOT_DIMS RAGGED_DIMS DOT_DIMS

#define DOT_DIMENSIONS(NAME, FIELD, WHEN)                                      \
  AttributeSpec(NAME, "dot scaled-dot", K::IntList, DOT_DIMS FIELD, "{1}")     \
      .printed(WHEN),                                                          \
      AttributeSpec(NAME, "ragged-dot", K::IntList, RAGGED_DOT_DIMS FIELD,     \
                    "{1}")                                                     \
          .printed(WHEN)                                                       \
          .with(kListedOnly)

// Batching dimensions print as a pair (when either is set).
#define BATCHING_DIMS(OPCODE, DIMS, FIRST, SECOND)                             \
  AttributeSpec(FIRST, OPCODE, K::IntList, DIMS FIRST, "{2}")                  \
      .printed(W::IfPairSet)                                                   \
      .among(DIMS SECOND),                                                     \
      AttributeSpec(SECOND, OPCODE, K::IntList, DIMS SECOND, "{0}")            \
          .printed(W::IfPairSet)                                               \
          .among(DIMS FIRST)

static constexpr AttributeSpec kAttributes[] = {
    AttributeSpec("direction", "compare", K::Choice, "comparison_direction",
                  "LT")
        .among("EQ NE GE GT LE LT"),
    AttributeSpec("type", "compare", K::ComparisonType, "comparison_type",
                  "TOTALORDER, direction=LT")
        .printed(W::ByKind)
        .with(kListedOnly)
        .among("FLOAT TOTALORDER SIGNED UNSIGNED"),
    {"index", "get-tuple-element", K::Int, "tuple_index", "1"},
    {"iota_dimension", "iota", K::IntElement, "dimensions", "1"},
    AttributeSpec("inferred_dimension", "reshape", K::IntElement, "dimensions",
                  "0")
        .printed(W::IfSet),

    // Collectives: channel, groups, then their dimensions and flags.
    {"channel_id", SEND_RECV, K::Int, "channel_id", "3"},
    AttributeSpec("channel_id", COLLECTIVES " " PERMUTES, K::Int, "channel_id",
                  "1")
        .printed(W::IfPositive),
    {"replica_groups", COLLECTIVES, K::ReplicaGroups, "", "{{0,1},{2,3}}"},
    AttributeSpec("constrain_layout", COLLECTIVES, K::Bool, "constrain_layout",
                  "true")
        .printed(W::IfSet),
    {"dimensions",
     "broadcast transpose reverse reduce concatenate map get-dimension-size "
     "set-dimension-size sort scan all-gather all-gather-start",
     K::IntList, "dimensions", "{1,0}"},
    AttributeSpec("dimensions", "all-to-all", K::IntList, "dimensions", "{0}")
        .printed(W::IfSet),
    AttributeSpec("use_global_device_ids",
                  "all-reduce all-reduce-start reduce-scatter all-gather "
                  "all-gather-start",
                  K::Bool, "use_global_device_ids", "true")
        .printed(W::IfSet),
    {"dimensions", "reduce-scatter", K::IntList, "dimensions", "{0}"},

    // topk, sort and scan.
    {"k", "topk", K::Int, "k", "2"},
    {"largest", "topk", K::Bool, "largest", "true"},
    AttributeSpec("is_stable", "sort topk", K::Bool, "is_stable", "true")
        .printed(W::IfSet),
    AttributeSpec("is_reverse", "scan", K::Bool, "is_reverse", "true")
        .printed(W::IfSet),
    {"num_carries", "scan", K::Int, "num_carries", "1"},
    AttributeSpec("is_associative", "scan", K::Bool, "is_associative", "true")
        .printed(W::IfSet),

    // Slicing and padding.
    {"slice", "slice", K::Slice, "", "{[0:4:2], [0:6:2]}"},
    {"dynamic_slice_sizes", "dynamic-slice", K::IntList, "dynamic_slice_sizes",
     "{2,2}"},
    {"padding", "pad", K::Padding, "", "1_4_1x0_4_1"},

    // Dot dimensions: dot's, and ragged-dot's in its own message.
    DOT_DIMENSIONS("lhs_batch_dims", "lhs_batch_dimensions", W::IfSet),
    DOT_DIMENSIONS("lhs_contracting_dims", "lhs_contracting_dimensions",
                   W::Always),
    DOT_DIMENSIONS("rhs_batch_dims", "rhs_batch_dimensions", W::IfSet),
    DOT_DIMENSIONS("rhs_contracting_dims", "rhs_contracting_dimensions",
                   W::Always),
    {"lhs_ragged_dims", "ragged-dot", K::IntList,
     RAGGED_DIMS "lhs_ragged_dimensions", "{1}, lhs_contracting_dims={2}"},
    {"rhs_group_dims", "ragged-dot", K::IntList,
     RAGGED_DIMS "rhs_group_dimensions", "{0}, lhs_contracting_dims={2}"},

    // Convolution (and custom-calls that stand for one), precision.
    AttributeSpec("window",
                  "reduce-window select-and-scatter convolution custom-call",
                  K::Window, "window.dimensions",
                  "{size=3x3 pad=1_1x1_1 lhs_dilate=1x2 rhs_dilate=2x1 "
                  "rhs_reversal=1x0}")
        .printed(W::IfSet),
    {"dim_labels", "convolution", K::DimLabels, "convolution_dimension_numbers",
     "b01f_01io->b01f"},
    AttributeSpec("dim_labels", "custom-call", K::DimLabels,
                  "convolution_dimension_numbers", "bf_io->bf")
        .printed(W::IfSet),
    AttributeSpec("feature_group_count", "custom-call convolution", K::Int,
                  "feature_group_count", "3")
        .printed(W::IfAboveOne)
        .with(kPositive),
    AttributeSpec("batch_group_count", "custom-call convolution", K::Int,
                  "batch_group_count", "2")
        .printed(W::IfAboveOne)
        .with(kPositive),
    AttributeSpec("operand_precision", PRECISION, K::Precisions,
                  "precision_config.operand_precision", "{high,default}")
        .printed(W::ByKind)
        .with(kLowerCase),
    AttributeSpec("algorithm", PRECISION, K::Enum, "precision_config.algorithm",
                  "dot_bf16_bf16_f32")
        .printed(W::IfSet)
        .with(kLowerCase)
        .among("ALG_")
        .expecting("a dot algorithm such as dot_bf16_bf16_f32"),

    // Custom calls.
    AttributeSpec("padding_type", "custom-call", K::Enum, "padding_type",
                  "PADDING_SAME")
        .printed(W::IfSet)
        .expecting("PADDING_VALID or PADDING_SAME"),
    {"custom_call_target", "custom-call", K::String, "custom_call_target",
     "\"foo\""},
    AttributeSpec("operand_layout_constraints", "custom-call",
                  K::OperandLayouts, "constrain_layout", "{f32[4]{0}, s32[]}")
        .printed(W::IfSet),
    AttributeSpec("custom_call_has_side_effect", "custom-call", K::Bool,
                  "custom_call_has_side_effect", "true")
        .printed(W::IfSet),
    AttributeSpec("literal", "custom-call", K::Literal, "literal",
                  "s32[2]{0} {1, 2}")
        .printed(W::IfSet),

    // Gather and scatter.
    {"offset_dims", "gather", K::IntList, GATHER_DIMS "offset_dims", "{1}"},
    {"collapsed_slice_dims", "gather", K::IntList,
     GATHER_DIMS "collapsed_slice_dims", "{0}"},
    {"start_index_map", "gather", K::IntList, GATHER_DIMS "start_index_map",
     "{0}"},
    BATCHING_DIMS("gather", GATHER_DIMS, "operand_batching_dims",
                  "start_indices_batching_dims"),
    {"update_window_dims", "scatter", K::IntList,
     SCATTER_DIMS "update_window_dims", "{1}"},
    {"inserted_window_dims", "scatter", K::IntList,
     SCATTER_DIMS "inserted_window_dims", "{0}"},
    {"scatter_dims_to_operand_dims", "scatter", K::IntList,
     SCATTER_DIMS "scatter_dims_to_operand_dims", "{0}"},
    BATCHING_DIMS("scatter", SCATTER_DIMS, "input_batching_dims",
                  "scatter_indices_batching_dims"),
    {"index_vector_dim", "gather", K::Int, GATHER_DIMS "index_vector_dim", "1"},
    AttributeSpec("index_vector_dim", "scatter", K::Int,
                  SCATTER_DIMS "index_vector_dim", "1")
        .with(kListedOnly),
    {"slice_sizes", "gather", K::IntList, "gather_slice_sizes",
     "{1,3}, index_vector_dim=1"},
    AttributeSpec("indices_are_sorted", "gather scatter", K::Bool,
                  "indices_are_sorted", "true, index_vector_dim=1")
        .printed(W::IfSet),
    AttributeSpec("unique_indices", "scatter", K::Bool, "unique_indices",
                  "true, index_vector_dim=1")
        .printed(W::IfSet),

    // Fusion kind, aliasing, custom-call scheduling.
    AttributeSpec("kind", "fusion", K::FusionKind, "fusion_kind", "kLoop")
        .printed(W::IfSet)
        .with(kListedOnly),
    AttributeSpec("output_to_operand_aliasing", "fusion custom-call",
                  K::Aliasing, "output_operand_aliasing",
                  "{{0}: (1, {}), {1}: (0, {2})}")
        .printed(W::IfSet),
    AttributeSpec("schedule", "custom-call", K::Enum, "custom_call_schedule",
                  "SCHEDULE_LATEST")
        .printed(W::IfSet),
    AttributeSpec("api_version", "custom-call", K::Enum,
                  "custom_call_api_version", "API_VERSION_STATUS_RETURNING")
        .printed(W::IfAboveOne)
        .expecting("an API_VERSION_* name"),

    // Random numbers, precision, batch norm, FFT, linear algebra.
    AttributeSpec("distribution", "rng", K::Enum, "distribution", "rng_normal")
        .with(kLowerCase | kZeroInvalid),
    AttributeSpec("algorithm", "rng-bit-generator", K::Enum, "rng_algorithm",
                  "rng_three_fry")
        .with(kLowerCase | kListedOnly),
    {"delta", "rng-get-and-update-state", K::Int, "delta", "1"},
    {"exponent_bits", "reduce-precision", K::Int, "exponent_bits", "5"},
    {"mantissa_bits", "reduce-precision", K::Int, "mantissa_bits", "10"},
    {"epsilon", BATCH_NORM, K::Float, "epsilon", "0.001"},
    {"feature_index", BATCH_NORM, K::Int, "feature_index", "1"},
    {"fft_type", "fft", K::Enum, "fft_type", "IFFT"},
    {"fft_length", "fft", K::IntList, "fft_length", "{4}"},
    {"left_side", "triangular-solve", K::Bool,
     "triangular_solve_options.left_side", "true, transpose_a=ADJOINT"},
    {"lower", "triangular-solve", K::Bool, "triangular_solve_options.lower",
     "true, transpose_a=ADJOINT"},
    AttributeSpec("lower", "cholesky", K::Bool, "cholesky_options.lower",
                  "true")
        .with(kListedOnly),
    {"unit_diagonal", "triangular-solve", K::Bool,
     "triangular_solve_options.unit_diagonal", "true, transpose_a=ADJOINT"},
    AttributeSpec("transpose_a", "triangular-solve", K::Enum,
                  "triangular_solve_options.transpose_a", "ADJOINT")
        .with(kZeroInvalid),

    // Infeed, outfeed, send and recv, other collectives, misc.
    AttributeSpec("infeed_config", "infeed", K::String, "infeed_config",
                  "\"cfg\"")
        .printed(W::IfSet),
    AttributeSpec("outfeed_shape", "outfeed", K::Shape, "outfeed_shape",
                  "(f32[4]{0}, s32[])")
        .printed(W::IfSet),
    AttributeSpec("outfeed_config", "outfeed", K::String, "outfeed_config",
                  "\"o\\n\\\"\"")
        .printed(W::IfSet),
    AttributeSpec("is_host_transfer", SEND_RECV, K::Bool, "is_host_transfer",
                  "true")
        .printed(W::IfSet),
    {"source_target_pairs", PERMUTES, K::SourceTargetPairs, "",
     "{{0,1},{1,0}}"},
    {"domain", "domain", K::Domain, "",
     "{kind=\"sharding\", entry={maximal device=1}, exit={}}"},
    AttributeSpec("cross_program_prefetch_index", "copy-start", K::Int,
                  "cross_program_prefetch_index", "1")
        .printed(W::IfSet),
    AttributeSpec("parameter_replication", "parameter", K::ParameterReplication,
                  "parameter_replication", "{true,false}")
        .printed(W::IfSet),
    AttributeSpec("async_execution_thread",
                  "async-start async-update async-done", K::String,
                  "async_execution_thread", "\"host\"")
        .printed(W::IfSet)
        .among("main"),

    // Called computations: a pair by slot (while, select-and-scatter, a
    // conditional on a pred), a list, one computation, or `calls`.
    AttributeSpec("condition", "while", K::Computation, "", "c, body=d").at(1),
    {"body", "while", K::Computation, "", "d, condition=c"},
    {"select", "select-and-scatter", K::Computation, "", "c, scatter=d"},
    AttributeSpec("scatter", "select-and-scatter", K::Computation, "",
                  "d, select=c")
        .at(1)
        .with(kListedOnly),
    AttributeSpec("true_computation", "conditional", K::Computation, "",
                  "c, false_computation=d")
        .with(kPredIndex),
    AttributeSpec("false_computation", "conditional", K::Computation, "",
                  "d, true_computation=c")
        .at(1)
        .with(kPredIndex),
    {"branch_computations", "conditional", K::Computations, "", "{c, d, c}"},
    {"to_apply",
     "call map reduce-window reduce all-reduce reduce-scatter "
     "all-reduce-start scatter topk sort scan",
     K::Computation, "", "c"},
    {"called_computations", "custom-call", K::Computations, "", "{c, d}"},
    AttributeSpec("calls", "", K::Computations, "", "c").with(kBareSingle),
    AttributeSpec("is_composite", "call", K::Bool, "is_composite", "true")
        .printed(W::IfSet),

    // Every instruction's.
    AttributeSpec("sharding", "", K::Sharding, "sharding",
                  "{devices=[2,2]<=[2,2]T(1,0) last_tile_dim_replicate}")
        .printed(W::IfSet),
    AttributeSpec("frontend_attributes", "", K::FrontendAttributes,
                  "frontend_attributes.map", "{a={x},z=\"1\"}")
        .printed(W::IfSet),
    AttributeSpec("control-predecessors", "", K::ControlPredecessors,
                  "control_predecessor_ids", "{p}")
        .printed(W::IfSet),
    AttributeSpec("metadata", "", K::Metadata, "metadata",
                  "{op_type=\"Neg\" op_name=\"a/b\" source_file=\"x.py\" "
                  "source_line=3}")
        .printed(W::ByKind),
    AttributeSpec("backend_config", "", K::BackendConfig, "backend_config",
                  "{\"a\": {\"b\": 1}}")
        .printed(W::IfSet),

    // Read, never printed: XLA text from elsewhere that xhlo accepts.
    AttributeSpec("has_dynamic_root", "", K::Bool, "has_dynamic_root", "true")
        .printed(W::Never),
    AttributeSpec("statistics", "", K::Dropped, "", "{visualizing_index=1}")
        .printed(W::Never),
    AttributeSpec("origin", "", K::Dropped, "", "{{\"a\"}}").printed(W::Never),
    AttributeSpec("result_accuracy", "", K::Dropped, "", "{mode=highest}")
        .printed(W::Never),
};

#undef COLLECTIVES
#undef PERMUTES
#undef SEND_RECV
#undef PRECISION
#undef BATCH_NORM
#undef GATHER_DIMS
#undef SCATTER_DIMS
#undef DOT_DIMS
#undef RAGGED_DIMS
#undef RAGGED_DOT_DIMS
#undef DOT_DIMENSIONS
#undef BATCHING_DIMS

llvm::ArrayRef<AttributeSpec> xhlo::hlo_text::getInstructionAttributes() {
  return kAttributes;
}

llvm::ArrayRef<const char *> xhlo::hlo_text::getMetadataKeys() {
  // The keys of XLA's ParseMetadata, in the order this printer writes them.
  static constexpr const char *keys[] = {
      "op_type",           "op_name",         "source_file",
      "source_line",       "source_end_line", "source_column",
      "source_end_column", "profile_type",    "deduplicated_name",
      "stack_frame_id",    "scheduling_name"};
  return keys;
}

bool AttributeSpec::lists(StringRef opcode) const {
  if (!*opcodes)
    return true;
  llvm::SmallVector<StringRef> listed;
  StringRef(opcodes).split(listed, ' ');
  return llvm::is_contained(listed, opcode);
}

namespace {

/// The table indexed by name and by opcode, built once.
struct Index {
  Index() {
    llvm::StringMap<bool> opcodes;
    for (const AttributeSpec &spec : kAttributes) {
      byName[spec.name].push_back(&spec);
      llvm::SmallVector<StringRef> listed;
      StringRef(spec.opcodes).split(listed, ' ', -1, /*KeepEmpty=*/false);
      for (StringRef opcode : listed)
        opcodes[opcode] = true;
    }
    for (const auto &entry : opcodes)
      for (const AttributeSpec &spec : kAttributes)
        if (spec.when != PrintWhen::Never && spec.lists(entry.getKey()))
          byOpcode[entry.getKey()].push_back(&spec);
    for (const AttributeSpec &spec : kAttributes)
      if (spec.when != PrintWhen::Never && !*spec.opcodes)
        anyOpcode.push_back(&spec);
  }
  llvm::StringMap<llvm::SmallVector<const AttributeSpec *, 2>> byName;
  llvm::StringMap<llvm::SmallVector<const AttributeSpec *, 16>> byOpcode;
  llvm::SmallVector<const AttributeSpec *, 16> anyOpcode;
};

const Index &getIndex() {
  static const Index index;
  return index;
}

} // namespace

const AttributeSpec *
xhlo::hlo_text::lookupInstructionAttribute(StringRef name, StringRef opcode) {
  auto it = getIndex().byName.find(name);
  if (it == getIndex().byName.end())
    return nullptr;
  for (const AttributeSpec *spec : it->second)
    if (spec->lists(opcode))
      return spec;
  for (const AttributeSpec *spec : it->second)
    if (!spec->has(kListedOnly))
      return spec;
  return nullptr;
}

llvm::ArrayRef<const AttributeSpec *>
xhlo::hlo_text::getPrintedAttributes(StringRef opcode) {
  auto it = getIndex().byOpcode.find(opcode);
  if (it == getIndex().byOpcode.end())
    return getIndex().anyOpcode;
  return it->second;
}

//===----------------------------------------------------------------------===//
// Fields
//===----------------------------------------------------------------------===//

/// The fields a dotted path names, from HloInstructionProto down, resolved
/// once per path: FindFieldByName takes a std::string and searches the
/// descriptor pool, which was 2.5% of a 100k-instruction text import.
static llvm::ArrayRef<const FieldDescriptor *> resolvePath(StringRef path) {
  using Chain = llvm::SmallVector<const FieldDescriptor *, 2>;
  static const llvm::StringMap<Chain> known = [] {
    llvm::StringMap<Chain> chains;
    for (const AttributeSpec &spec : kAttributes)
      // `values` is a path only for IfPairSet (the other field).
      for (StringRef tablePath :
           {StringRef(spec.field), spec.when == PrintWhen::IfPairSet
                                       ? StringRef(spec.values)
                                       : StringRef()})
        if (!tablePath.empty() && !chains.count(tablePath)) {
          const google::protobuf::Descriptor *message =
              xhlo::xla::HloInstructionProto::descriptor();
          Chain chain;
          for (StringRef rest = tablePath; !rest.empty();) {
            auto [head, tail] = rest.split('.');
            const FieldDescriptor *field =
                message ? message->FindFieldByName(head.str()) : nullptr;
            if (!field)
              llvm::report_fatal_error("HLO attribute table: no field '" +
                                       head + "' in path '" + tablePath + "'");
            chain.push_back(field);
            message = field->message_type();
            rest = tail;
          }
          chains[tablePath] = std::move(chain);
        }
    return chains;
  }();
  auto it = known.find(path);
  if (it == known.end())
    llvm::report_fatal_error("HLO attribute table: no entry has the field '" +
                             path + "'");
  return it->second;
}

/// Walks `path` from `message`: `step(message, field)` for each message on
/// the way returns the next one.
template <typename MessageT, typename Step>
static std::pair<MessageT *, const FieldDescriptor *>
walk(MessageT *message, StringRef path, Step step) {
  llvm::ArrayRef<const FieldDescriptor *> chain = resolvePath(path);
  for (const FieldDescriptor *field : chain.drop_back())
    message = step(message, field);
  return {message, chain.back()};
}

FieldRef xhlo::hlo_text::getField(const xla::HloInstructionProto &inst,
                                  StringRef path) {
  auto [message, field] = walk(static_cast<const Message *>(&inst), path,
                               [](const Message *m, const FieldDescriptor *f) {
                                 return &m->GetReflection()->GetMessage(*m, f);
                               });
  return {message, field};
}

MutableFieldRef xhlo::hlo_text::getMutableField(xla::HloInstructionProto &inst,
                                                StringRef path) {
  auto [message, field] =
      walk(static_cast<Message *>(&inst), path,
           [](Message *m, const FieldDescriptor *f) {
             return m->GetReflection()->MutableMessage(m, f);
           });
  return {message, field};
}

bool xhlo::hlo_text::isFieldSet(const xla::HloInstructionProto &inst,
                                StringRef path) {
  FieldRef ref = getField(inst, path);
  const google::protobuf::Reflection *reflection = ref.message->GetReflection();
  if (ref.field->is_repeated())
    return reflection->FieldSize(*ref.message, ref.field) > 0;
  return reflection->HasField(*ref.message, ref.field);
}

int64_t xhlo::hlo_text::getIntegerField(const FieldRef &ref) {
  const google::protobuf::Reflection *reflection = ref.message->GetReflection();
  switch (ref.field->cpp_type()) {
  case FieldDescriptor::CPPTYPE_INT32:
    return reflection->GetInt32(*ref.message, ref.field);
  case FieldDescriptor::CPPTYPE_INT64:
    return reflection->GetInt64(*ref.message, ref.field);
  case FieldDescriptor::CPPTYPE_ENUM:
    return reflection->GetEnumValue(*ref.message, ref.field);
  case FieldDescriptor::CPPTYPE_BOOL:
    return reflection->GetBool(*ref.message, ref.field);
  default:
    llvm::report_fatal_error(llvm::Twine("HLO attribute table: '") +
                             ref.field->full_name() + "' is not an integer");
  }
}

bool xhlo::hlo_text::isPrinted(const AttributeSpec &spec,
                               const xla::HloInstructionProto &inst) {
  switch (spec.when) {
  case PrintWhen::Always:
  case PrintWhen::ByKind:
    return true;
  case PrintWhen::IfSet:
    return isFieldSet(inst, spec.field);
  case PrintWhen::IfPairSet:
    return isFieldSet(inst, spec.field) || isFieldSet(inst, spec.values);
  case PrintWhen::IfPositive:
    return getIntegerField(getField(inst, spec.field)) > 0;
  case PrintWhen::IfAboveOne:
    return getIntegerField(getField(inst, spec.field)) > 1;
  case PrintWhen::Never:
    return false;
  }
  return false;
}

//===----------------------------------------------------------------------===//
// Enums and choices
//===----------------------------------------------------------------------===//

std::string
xhlo::hlo_text::getEnumSpelling(const AttributeSpec &spec,
                                const google::protobuf::EnumDescriptor *type,
                                int number) {
  const google::protobuf::EnumValueDescriptor *value =
      type->FindValueByNumber(number);
  if (!value)
    return "";
  StringRef name = value->name();
  name.consume_front(spec.values);
  return spec.has(kLowerCase) ? name.lower() : name.str();
}

const google::protobuf::EnumValueDescriptor *
xhlo::hlo_text::parseEnumSpelling(const AttributeSpec &spec,
                                  const google::protobuf::EnumDescriptor *type,
                                  StringRef text) {
  const google::protobuf::EnumValueDescriptor *value =
      type->FindValueByName((spec.values + text.upper()));
  if (!value)
    value = type->FindValueByName(text.str());
  if (value && value->number() == 0 && spec.has(kZeroInvalid))
    return nullptr;
  return value;
}

std::string xhlo::hlo_text::getExpectedValues(const AttributeSpec &spec) {
  if (spec.expected)
    return spec.expected;
  llvm::SmallVector<std::string> values;
  if (spec.kind == AttributeKind::Enum) {
    const google::protobuf::EnumDescriptor *type =
        getField(xla::HloInstructionProto::default_instance(), spec.field)
            .field->enum_type();
    for (int i = 0; i < type->value_count(); ++i)
      if (type->value(i)->number() != 0 || !spec.has(kZeroInvalid))
        values.push_back(getEnumSpelling(spec, type, type->value(i)->number()));
  } else {
    llvm::SmallVector<StringRef> words;
    StringRef(spec.values).split(words, ' ', -1, /*KeepEmpty=*/false);
    for (StringRef word : words)
      values.push_back(word.str());
  }
  std::string text;
  for (auto [index, value] : llvm::enumerate(values))
    text += (index == 0                   ? ""
             : index + 1 == values.size() ? " or "
                                          : ", ") +
            value;
  return text;
}
