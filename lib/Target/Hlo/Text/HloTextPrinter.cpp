//===- HloTextPrinter.cpp - HloModuleProto to HLO text --------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file prints an HloModuleProto as HLO text in the form current XLA
// prints (HloModule::ToString): names without '%', operands without their
// shapes, computations without a signature, each instruction's attributes in
// XLA's order (opcode-specific ones, called computations, sharding, frontend
// attributes, control predecessors, metadata, backend config), every shape
// with its layout. Unlike ToString's default, constants of any size are
// printed in full (XLA elides those of more than ten elements as `{...}`,
// which cannot be read back), so the output always parses back to the same
// proto.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Target/Hlo/Text/HloTextPrinter.h"

#include "HloTextLiterals.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"

#include <limits>

using namespace xhlo;
using namespace xhlo::hlo_text;
using namespace xhlo::hlo_text::detail;
using llvm::raw_ostream;
using llvm::StringRef;

//===----------------------------------------------------------------------===//
// Shapes
//===----------------------------------------------------------------------===//

template <typename Range>
static void printInts(raw_ostream &os, const Range &values,
                      StringRef separator = ",") {
  llvm::interleave(values, os, separator);
}

static void printLayout(raw_ostream &os, const xla::LayoutProto &layout) {
  os << "{";
  printInts(os, layout.minor_to_major());
  bool colon = false;
  auto extra = [&]() -> raw_ostream & {
    if (!colon)
      os << ":";
    colon = true;
    return os;
  };
  if (layout.dim_level_types_size()) {
    extra() << "D(";
    llvm::interleave(
        layout.dim_level_types(), os,
        [&](int type) {
          os << (type == xla::DIM_COMPRESSED         ? "C"
                 : type == xla::DIM_SINGLETON        ? "S"
                 : type == xla::DIM_LOOSE_COMPRESSED ? "H"
                                                     : "D");
        },
        ",");
    os << ")";
  }
  if (layout.tiles_size()) {
    extra() << "T";
    for (const auto &tile : layout.tiles()) {
      os << "(";
      llvm::interleave(
          tile.dimensions(), os,
          [&](int64_t d) {
            if (d == -1)
              os << "*";
            else
              os << d;
          },
          ",");
      os << ")";
    }
  }
  if (layout.tail_padding_alignment_in_elements() > 1)
    extra() << "L(" << layout.tail_padding_alignment_in_elements() << ")";
  if (layout.element_size_in_bits())
    extra() << "E(" << layout.element_size_in_bits() << ")";
  if (layout.memory_space())
    extra() << "S(" << layout.memory_space() << ")";
  if (layout.dynamic_shape_metadata_prefix_bytes() > 0)
    extra() << "M(" << layout.dynamic_shape_metadata_prefix_bytes() << ")";
  os << "}";
}

static void printShape(raw_ostream &os, const xla::ShapeProto &shape,
                       bool withLayout = true) {
  switch (shape.element_type()) {
  case xla::TUPLE:
    os << "(";
    for (int i = 0; i < shape.tuple_shapes_size(); ++i) {
      if (i)
        os << (i % 5 == 0 ? ", /*index=" + std::to_string(i) + "*/" : ", ");
      printShape(os, shape.tuple_shapes(i), withLayout);
    }
    os << ")";
    return;
  case xla::TOKEN:
    os << "token[]";
    return;
  case xla::OPAQUE_TYPE:
    os << "opaque[]";
    return;
  case xla::BUFFER:
    os << "b(";
    if (shape.tuple_shapes_size())
      printShape(os, shape.tuple_shapes(0), withLayout);
    os << ")";
    return;
  default:
    break;
  }
  os << elementTypeName(shape.element_type()) << "[";
  for (int i = 0; i < shape.dimensions_size(); ++i) {
    if (i)
      os << ",";
    int64_t dim = shape.dimensions(i);
    bool dynamic =
        i < shape.is_dynamic_dimension_size() && shape.is_dynamic_dimension(i);
    if (dynamic && dim == std::numeric_limits<int64_t>::min())
      os << "?";
    else
      os << (dynamic ? "<=" : "") << dim;
  }
  os << "]";
  if (withLayout && shape.has_layout() && shape.dimensions_size())
    printLayout(os, shape.layout());
}

std::string xhlo::hlo_text::printShape(const xla::ShapeProto &shape) {
  std::string text;
  llvm::raw_string_ostream os(text);
  ::printShape(os, shape);
  return text;
}

/// Whether a shape was given (instruction shapes may be left for the
/// importer to infer).
static bool isSet(const xla::ShapeProto &shape) {
  if (shape.element_type() == xla::PRIMITIVE_TYPE_INVALID)
    return false;
  return llvm::all_of(shape.tuple_shapes(), isSet);
}

//===----------------------------------------------------------------------===//
// Strings and literals
//===----------------------------------------------------------------------===//

/// C escapes, as absl::CEscape.
static std::string escape(StringRef text) {
  std::string result;
  for (unsigned char c : text) {
    switch (c) {
    case '\n':
      result += "\\n";
      break;
    case '\r':
      result += "\\r";
      break;
    case '\t':
      result += "\\t";
      break;
    case '"':
      result += "\\\"";
      break;
    case '\'':
      result += "\\'";
      break;
    case '\\':
      result += "\\\\";
      break;
    default:
      if (c < 0x20 || c >= 0x7f) {
        char buffer[8];
        std::snprintf(buffer, sizeof(buffer), "\\%03o", c);
        result += buffer;
      } else {
        result.push_back(c);
      }
    }
  }
  return result;
}

static std::string quote(StringRef text) { return "\"" + escape(text) + "\""; }

/// XLA's LexesAsJsonDict: `{...}` with balanced braces outside strings.
static bool lexesAsJsonDict(StringRef text) {
  if (!text.starts_with("{") || !text.ends_with("}"))
    return false;
  int depth = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '"') {
      for (++i; i < text.size() && text[i] != '"'; ++i)
        if (text[i] == '\\')
          ++i;
      if (i >= text.size())
        return false;
    } else if (c == '{') {
      ++depth;
    } else if (c == '}') {
      if (--depth == 0 && i + 1 != text.size())
        return false;
    }
  }
  return depth == 0;
}

/// The elements of an array literal as text, in logical (row-major) order;
/// nothing when the proto does not hold exactly one value per element.
static std::optional<std::vector<std::string>>
getLiteralElements(const xla::LiteralProto &literal,
                   const xla::ShapeProto &shape) {
  xla::PrimitiveType type = shape.element_type();
  unsigned bits;
  ElementKind kind = getElementKind(type, bits);
  llvm::SmallVector<int64_t> dims(shape.dimensions().begin(),
                                  shape.dimensions().end());
  for (int64_t d : dims)
    if (d < 0)
      return std::nullopt;
  llvm::SmallVector<int64_t> order = getPhysicalOrder(
      dims, llvm::SmallVector<int64_t>(shape.layout().minor_to_major().begin(),
                                       shape.layout().minor_to_major().end()));
  size_t count = order.size();
  std::vector<std::string> physical;
  physical.reserve(count);
  const std::string *bytes = getBytesField(literal, type);
  size_t width = bits <= 8 ? 1 : 2;
  auto fromBytes = [&](size_t i) {
    uint64_t value = static_cast<unsigned char>((*bytes)[i * width]);
    if (width == 2)
      value |= static_cast<uint64_t>(
                   static_cast<unsigned char>((*bytes)[i * width + 1]))
               << 8;
    return value;
  };
  switch (kind) {
  case ElementKind::Pred:
    if (static_cast<size_t>(literal.preds_size()) != count)
      return std::nullopt;
    for (bool value : literal.preds())
      physical.push_back(dims.empty() ? (value ? "true" : "false")
                                      : (value ? "1" : "0"));
    break;
  case ElementKind::Signed:
  case ElementKind::Unsigned:
    if (type == xla::S32 && static_cast<size_t>(literal.s32s_size()) == count) {
      for (int32_t v : literal.s32s())
        physical.push_back(std::to_string(v));
    } else if (type == xla::S64 &&
               static_cast<size_t>(literal.s64s_size()) == count) {
      for (int64_t v : literal.s64s())
        physical.push_back(std::to_string(v));
    } else if (type == xla::U32 &&
               static_cast<size_t>(literal.u32s_size()) == count) {
      for (uint32_t v : literal.u32s())
        physical.push_back(std::to_string(v));
    } else if (type == xla::U64 &&
               static_cast<size_t>(literal.u64s_size()) == count) {
      for (uint64_t v : literal.u64s())
        physical.push_back(std::to_string(v));
    } else if (bytes && bytes->size() == count * width) {
      for (size_t i = 0; i < count; ++i) {
        uint64_t value = fromBytes(i) & ((uint64_t(1) << bits) - 1);
        if (kind == ElementKind::Signed && (value >> (bits - 1)) & 1)
          physical.push_back(
              std::to_string(static_cast<int64_t>(value) -
                             static_cast<int64_t>(uint64_t(1) << bits)));
        else
          physical.push_back(std::to_string(value));
      }
    } else {
      return std::nullopt;
    }
    break;
  case ElementKind::Float:
    if (type == xla::F32 && static_cast<size_t>(literal.f32s_size()) == count) {
      for (float v : literal.f32s())
        physical.push_back(formatFloat(type, llvm::bit_cast<uint32_t>(v)));
    } else if (type == xla::F64 &&
               static_cast<size_t>(literal.f64s_size()) == count) {
      for (double v : literal.f64s())
        physical.push_back(formatFloat(type, llvm::bit_cast<uint64_t>(v)));
    } else if (bytes && bytes->size() == count * width) {
      for (size_t i = 0; i < count; ++i)
        physical.push_back(formatFloat(type, fromBytes(i)));
    } else {
      return std::nullopt;
    }
    break;
  case ElementKind::Complex:
    if (type == xla::C64 &&
        static_cast<size_t>(literal.c64s_size()) == 2 * count) {
      for (size_t i = 0; i < count; ++i)
        physical.push_back(
            "(" +
            formatFloat(xla::F32,
                        llvm::bit_cast<uint32_t>(literal.c64s(2 * i))) +
            ", " +
            formatFloat(xla::F32,
                        llvm::bit_cast<uint32_t>(literal.c64s(2 * i + 1))) +
            ")");
    } else if (type == xla::C128 &&
               static_cast<size_t>(literal.c128s_size()) == 2 * count) {
      for (size_t i = 0; i < count; ++i)
        physical.push_back(
            "(" +
            formatFloat(xla::F64,
                        llvm::bit_cast<uint64_t>(literal.c128s(2 * i))) +
            ", " +
            formatFloat(xla::F64,
                        llvm::bit_cast<uint64_t>(literal.c128s(2 * i + 1))) +
            ")");
    } else {
      return std::nullopt;
    }
    break;
  case ElementKind::Other:
    return std::nullopt;
  }
  std::vector<std::string> logical(count);
  for (size_t k = 0; k < count; ++k)
    logical[k] = std::move(physical[order[k]]);
  return logical;
}

/// Prints the values of `elements` (row-major) nested per dimension as XLA's
/// Literal::ToStringWithoutShapeOneline does.
static void printNested(raw_ostream &os, llvm::ArrayRef<int64_t> dims,
                        size_t level, llvm::SmallVectorImpl<int64_t> &index,
                        const std::vector<std::string> &elements,
                        size_t &next) {
  size_t rank = dims.size();
  if (level + 1 == rank) {
    bool spaced = rank > 1 && dims[level] > 1;
    os << (spaced ? "{ " : "{");
    for (int64_t i = 0; i < dims[level]; ++i)
      os << (i ? ", " : "") << elements[next++];
    os << (spaced ? " }" : "}");
    return;
  }
  os << "{";
  if (rank > 3 && level > 0)
    os << " /*i" << level - 1 << "=" << index.back() << "*/";
  for (int64_t i = 0; i < dims[level]; ++i) {
    os << (i ? ", " : " ");
    index.push_back(i);
    printNested(os, dims, level + 1, index, elements, next);
    index.pop_back();
  }
  os << " }";
}

static void printLiteral(raw_ostream &os, const xla::LiteralProto &literal,
                         const xla::ShapeProto &instructionShape) {
  const xla::ShapeProto &shape =
      literal.shape().element_type() != xla::PRIMITIVE_TYPE_INVALID
          ? literal.shape()
          : instructionShape;
  if (shape.element_type() == xla::TUPLE) {
    os << "(";
    for (int i = 0; i < shape.tuple_shapes_size(); ++i) {
      if (i)
        os << ", ";
      if (i < literal.tuple_literals_size())
        printLiteral(os, literal.tuple_literals(i), shape.tuple_shapes(i));
    }
    os << ")";
    return;
  }
  if (shape.element_type() == xla::TOKEN)
    return;
  std::optional<std::vector<std::string>> elements =
      getLiteralElements(literal, shape);
  if (!elements) {
    os << "{...}";
    return;
  }
  if (shape.dimensions_size() == 0) {
    os << elements->front();
    return;
  }
  llvm::SmallVector<int64_t> dims(shape.dimensions().begin(),
                                  shape.dimensions().end());
  llvm::SmallVector<int64_t> index;
  size_t next = 0;
  printNested(os, dims, 0, index, *elements, next);
}

//===----------------------------------------------------------------------===//
// Attribute values
//===----------------------------------------------------------------------===//

static void printSharding(raw_ostream &os, const xla::OpSharding &sharding) {
  switch (sharding.type()) {
  case xla::OpSharding::TUPLE:
    os << "{";
    llvm::interleave(
        sharding.tuple_shardings(), os,
        [&](const xla::OpSharding &element) { printSharding(os, element); },
        ", ");
    os << "}";
    return;
  case xla::OpSharding::REPLICATED:
    os << "{replicated";
    break;
  case xla::OpSharding::MANUAL:
    os << "{manual";
    break;
  case xla::OpSharding::UNKNOWN:
    os << "{unknown";
    break;
  case xla::OpSharding::UNREDUCED:
    os << "{unreduced";
    break;
  case xla::OpSharding::MAXIMAL:
    os << "{maximal device="
       << (sharding.tile_assignment_devices_size()
               ? sharding.tile_assignment_devices(0)
               : 0);
    break;
  default:
    os << "{devices=[";
    printInts(os, sharding.tile_assignment_dimensions());
    os << "]";
    if (sharding.iota_reshape_dims_size()) {
      os << "<=[";
      printInts(os, sharding.iota_reshape_dims());
      os << "]";
      bool identity = true;
      for (int i = 0; i < sharding.iota_transpose_perm_size(); ++i)
        identity &= sharding.iota_transpose_perm(i) == i;
      if (!identity) {
        os << "T(";
        printInts(os, sharding.iota_transpose_perm());
        os << ")";
      }
    } else {
      printInts(os, sharding.tile_assignment_devices());
    }
    if (sharding.replicate_on_last_tile_dim())
      os << " last_tile_dim_replicate";
    if (sharding.last_tile_dims_size()) {
      os << " last_tile_dims={";
      llvm::interleave(
          sharding.last_tile_dims(), os,
          [&](int type) {
            os << StringRef(xla::OpSharding::Type_Name(
                                static_cast<xla::OpSharding::Type>(type)))
                      .lower();
          },
          ", ");
      os << "}";
    }
    break;
  }
  if (sharding.is_shard_group())
    os << (sharding.shard_group_type() == xla::OpSharding::AS ? " shard_as "
                                                              : " shard_like ")
       << sharding.shard_group_id();
  os << "}";
}

static void printMetadata(raw_ostream &os, const xla::OpMetadata &metadata) {
  std::vector<std::string> parts;
  if (!metadata.op_type().empty())
    parts.push_back("op_type=" + quote(metadata.op_type()));
  if (!metadata.op_name().empty())
    parts.push_back("op_name=" + quote(metadata.op_name()));
  if (!metadata.source_file().empty())
    parts.push_back("source_file=" + quote(metadata.source_file()));
  if (metadata.source_line())
    parts.push_back("source_line=" + std::to_string(metadata.source_line()));
  if (metadata.source_end_line())
    parts.push_back("source_end_line=" +
                    std::to_string(metadata.source_end_line()));
  if (metadata.source_column())
    parts.push_back("source_column=" +
                    std::to_string(metadata.source_column()));
  if (metadata.source_end_column())
    parts.push_back("source_end_column=" +
                    std::to_string(metadata.source_end_column()));
  if (!metadata.deduplicated_name().empty())
    parts.push_back("deduplicated_name=" + quote(metadata.deduplicated_name()));
  if (metadata.stack_frame_id())
    parts.push_back("stack_frame_id=" +
                    std::to_string(metadata.stack_frame_id()));
  if (!metadata.scheduling_name().empty())
    parts.push_back("scheduling_name=" + quote(metadata.scheduling_name()));
  os << "{" << llvm::join(parts, " ") << "}";
}

static void printFrontendAttributes(raw_ostream &os,
                                    const xla::FrontendAttributes &attributes) {
  std::vector<std::pair<std::string, std::string>> sorted(
      attributes.map().begin(), attributes.map().end());
  llvm::sort(sorted);
  os << "{";
  llvm::interleave(
      sorted, os,
      [&](const auto &entry) {
        os << entry.first << "=";
        if (lexesAsJsonDict(entry.second))
          os << entry.second;
        else
          os << quote(entry.second);
      },
      ",");
  os << "}";
}

static void printWindow(raw_ostream &os, const xla::Window &window) {
  auto field = [&](StringRef name, auto get, auto isDefault) {
    if (llvm::all_of(window.dimensions(), isDefault))
      return;
    if (name != "size")
      os << " ";
    os << name << "=";
    llvm::interleave(
        window.dimensions(), os,
        [&](const xla::WindowDimension &dim) { os << get(dim); }, "x");
  };
  using Dim = const xla::WindowDimension &;
  os << "{";
  field("size", [](Dim d) { return d.size(); }, [](Dim) { return false; });
  field(
      "stride", [](Dim d) { return d.stride(); },
      [](Dim d) { return d.stride() == 1; });
  if (!llvm::all_of(window.dimensions(), [](Dim d) {
        return d.padding_low() == 0 && d.padding_high() == 0;
      })) {
    os << " pad=";
    llvm::interleave(
        window.dimensions(), os,
        [&](Dim d) { os << d.padding_low() << "_" << d.padding_high(); }, "x");
  }
  field(
      "lhs_dilate", [](Dim d) { return d.base_dilation(); },
      [](Dim d) { return d.base_dilation() == 1; });
  field(
      "rhs_dilate", [](Dim d) { return d.window_dilation(); },
      [](Dim d) { return d.window_dilation() == 1; });
  field(
      "rhs_reversal", [](Dim d) { return d.window_reversal() ? 1 : 0; },
      [](Dim d) { return !d.window_reversal(); });
  os << "}";
}

static std::string dimLabels(const xla::ConvolutionDimensionNumbers &dims) {
  auto side = [](int64_t rank, int64_t a, char aLabel, int64_t b, char bLabel,
                 const auto &spatial) {
    std::string labels(std::max<int64_t>(rank, 0), '?');
    auto set = [&](int64_t position, char label) {
      if (position >= 0 && position < static_cast<int64_t>(labels.size()))
        labels[position] = label;
    };
    set(a, aLabel);
    set(b, bLabel);
    for (int i = 0; i < spatial.size(); ++i)
      set(spatial[i], i < 10 ? '0' + i : '?');
    return labels;
  };
  int64_t rank = dims.input_spatial_dimensions_size() + 2;
  return side(rank, dims.input_batch_dimension(), 'b',
              dims.input_feature_dimension(), 'f',
              dims.input_spatial_dimensions()) +
         "_" +
         side(rank, dims.kernel_input_feature_dimension(), 'i',
              dims.kernel_output_feature_dimension(), 'o',
              dims.kernel_spatial_dimensions()) +
         "->" +
         side(rank, dims.output_batch_dimension(), 'b',
              dims.output_feature_dimension(), 'f',
              dims.output_spatial_dimensions());
}

static std::string
shapeIndex(const google::protobuf::RepeatedField<int64_t> &index) {
  return "{" +
         llvm::join(llvm::map_range(
                        index, [](int64_t i) { return std::to_string(i); }),
                    ",") +
         "}";
}

//===----------------------------------------------------------------------===//
// Instructions, computations, the module
//===----------------------------------------------------------------------===//

namespace {

class Printer {
public:
  Printer(const xla::HloModuleProto &module, raw_ostream &os)
      : module(module), os(os) {
    for (const auto &computation : module.computations())
      computations[computation.id()] = &computation;
  }

  void print();

private:
  void printComputation(const xla::HloComputationProto &computation);
  void printInstruction(const xla::HloInstructionProto &inst, bool isRoot);
  void printAttributes(const xla::HloInstructionProto &inst);

  const xla::HloInstructionProto *getInstruction(int64_t id) const {
    auto it = instructions.find(id);
    if (it == instructions.end())
      it = instructions.find(id & 0xffffffff);
    return it == instructions.end() ? nullptr : it->second;
  }
  std::string instructionName(int64_t id) const {
    const xla::HloInstructionProto *inst = getInstruction(id);
    return inst ? inst->name() : "unknown." + std::to_string(id);
  }
  std::string computationName(int64_t id) const {
    auto it = computations.find(id);
    return it == computations.end() ? "unknown." + std::to_string(id)
                                    : it->second->name();
  }

  /// `, name=` before each attribute.
  raw_ostream &attr(StringRef name) { return os << ", " << name << "="; }

  const xla::HloModuleProto &module;
  raw_ostream &os;
  llvm::DenseMap<int64_t, const xla::HloComputationProto *> computations;
  /// The instructions of the computation being printed, by id (and by the
  /// low 32 bits of their id, as current XLA reads them).
  llvm::DenseMap<int64_t, const xla::HloInstructionProto *> instructions;
};

} // namespace

/// XLA's default comparison type for operands of `type`.
static StringRef defaultComparisonType(xla::PrimitiveType type) {
  unsigned bits;
  switch (getElementKind(type, bits)) {
  case ElementKind::Float:
  case ElementKind::Complex:
    return "FLOAT";
  case ElementKind::Signed:
    return "SIGNED";
  case ElementKind::Pred:
  case ElementKind::Unsigned:
    return "UNSIGNED";
  case ElementKind::Other:
    break;
  }
  return "";
}

void Printer::printAttributes(const xla::HloInstructionProto &inst) {
  StringRef op = inst.opcode();
  auto ints = [&](StringRef name, const auto &values) {
    attr(name) << "{";
    printInts(os, values);
    os << "}";
  };
  auto flag = [&](StringRef name, bool value) {
    if (value)
      attr(name) << "true";
  };
  auto dotDims = [&](const xla::DotDimensionNumbers &dims) {
    if (dims.lhs_batch_dimensions_size())
      ints("lhs_batch_dims", dims.lhs_batch_dimensions());
    ints("lhs_contracting_dims", dims.lhs_contracting_dimensions());
    if (dims.rhs_batch_dimensions_size())
      ints("rhs_batch_dims", dims.rhs_batch_dimensions());
    ints("rhs_contracting_dims", dims.rhs_contracting_dimensions());
  };
  auto precision = [&]() {
    const xla::PrecisionConfig &config = inst.precision_config();
    if (llvm::any_of(config.operand_precision(),
                     [](int p) { return p != 0; })) {
      attr("operand_precision") << "{";
      llvm::interleave(
          config.operand_precision(), os,
          [&](int p) {
            os << StringRef(
                      xla::PrecisionConfig::Precision_Name(
                          static_cast<xla::PrecisionConfig::Precision>(p)))
                      .lower();
          },
          ",");
      os << "}";
    }
    if (config.algorithm() != xla::PrecisionConfig::ALG_UNSET)
      attr("algorithm") << StringRef(xla::PrecisionConfig::Algorithm_Name(
                                         config.algorithm()))
                               .drop_front(4)
                               .lower();
  };
  auto window = [&]() {
    if (inst.window().dimensions_size()) {
      attr("window");
      printWindow(os, inst.window());
    }
  };
  auto channel = [&]() {
    // Send and recv always have a channel (XLA's parser requires it, and 0
    // is a valid one); other ops print it only when set.
    bool required = inst.opcode() == "send" || inst.opcode() == "recv" ||
                    inst.opcode() == "send-done" ||
                    inst.opcode() == "recv-done";
    if (inst.channel_id() > 0 || required)
      attr("channel_id") << inst.channel_id();
  };
  auto collective = [&]() {
    channel();
    attr("replica_groups") << "{";
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
    const auto &groups = inst.has_collective_device_list()
                             ? inst.collective_device_list().replica_groups()
                             : inst.replica_groups();
#pragma GCC diagnostic pop
    llvm::interleave(
        groups, os,
        [&](const xla::ReplicaGroup &group) {
          os << "{";
          printInts(os, group.replica_ids());
          os << "}";
        },
        ",");
    os << "}";
    flag("constrain_layout", inst.constrain_layout());
  };
  auto aliasing = [&]() {
    if (!inst.output_operand_aliasing_size())
      return;
    attr("output_to_operand_aliasing") << "{";
    llvm::interleave(
        inst.output_operand_aliasing(), os,
        [&](const xla::OutputOperandAliasing &alias) {
          os << shapeIndex(alias.output_shape_index()) << ": ("
             << alias.operand_index() << ", "
             << shapeIndex(alias.operand_shape_index()) << ")";
        },
        ", ");
    os << "}";
  };

  // Opcode-specific attributes.
  if (op == "compare") {
    attr("direction") << inst.comparison_direction();
    const xla::HloInstructionProto *lhs =
        inst.operand_ids_size() ? getInstruction(inst.operand_ids(0)) : nullptr;
    StringRef defaultType =
        lhs ? defaultComparisonType(lhs->shape().element_type()) : "";
    if (!inst.comparison_type().empty() &&
        inst.comparison_type() != defaultType)
      attr("type") << inst.comparison_type();
  } else if (op == "get-tuple-element") {
    attr("index") << inst.tuple_index();
  } else if (op == "iota") {
    attr("iota_dimension") << (inst.dimensions_size() ? inst.dimensions(0) : 0);
  } else if (op == "reshape") {
    if (inst.dimensions_size())
      attr("inferred_dimension") << inst.dimensions(0);
  } else if (op == "broadcast" || op == "transpose" || op == "reverse" ||
             op == "reduce" || op == "concatenate" || op == "map" ||
             op == "get-dimension-size" || op == "set-dimension-size") {
    ints("dimensions", inst.dimensions());
  } else if (op == "sort") {
    ints("dimensions", inst.dimensions());
    flag("is_stable", inst.is_stable());
  } else if (op == "scan") {
    ints("dimensions", inst.dimensions());
    flag("is_reverse", inst.is_reverse());
    attr("num_carries") << inst.num_carries();
    if (inst.is_associative() != xla::TRI_STATE_UNSPECIFIED)
      attr("is_associative")
          << (inst.is_associative() == xla::TRUE ? "true" : "false");
  } else if (op == "slice") {
    bool strided = llvm::any_of(inst.slice_dimensions(),
                                [](const auto &d) { return d.stride() != 1; });
    attr("slice") << "{";
    llvm::interleave(
        inst.slice_dimensions(), os,
        [&](const xla::HloInstructionProto::SliceDimensions &d) {
          os << "[" << d.start() << ":" << d.limit();
          if (strided)
            os << ":" << d.stride();
          os << "]";
        },
        ", ");
    os << "}";
  } else if (op == "dynamic-slice") {
    ints("dynamic_slice_sizes", inst.dynamic_slice_sizes());
  } else if (op == "pad") {
    const auto &dims = inst.padding_config().dimensions();
    bool interior = llvm::any_of(
        dims, [](const auto &d) { return d.interior_padding() != 0; });
    attr("padding");
    llvm::interleave(
        dims, os,
        [&](const xla::PaddingConfig::PaddingConfigDimension &d) {
          os << d.edge_padding_low() << "_" << d.edge_padding_high();
          if (interior)
            os << "_" << d.interior_padding();
        },
        "x");
  } else if (op == "dot" || op == "scaled-dot") {
    dotDims(inst.dot_dimension_numbers());
    precision();
  } else if (op == "ragged-dot") {
    const auto &ragged = inst.ragged_dot_dimension_numbers();
    dotDims(ragged.dot_dimension_numbers());
    ints("lhs_ragged_dims", ragged.lhs_ragged_dimensions());
    ints("rhs_group_dims", ragged.rhs_group_dimensions());
    precision();
  } else if (op == "convolution") {
    window();
    attr("dim_labels") << dimLabels(inst.convolution_dimension_numbers());
    if (inst.feature_group_count() > 1)
      attr("feature_group_count") << inst.feature_group_count();
    if (inst.batch_group_count() > 1)
      attr("batch_group_count") << inst.batch_group_count();
    precision();
  } else if (op == "reduce-window" || op == "select-and-scatter") {
    window();
  } else if (op == "gather") {
    const auto &dims = inst.gather_dimension_numbers();
    ints("offset_dims", dims.offset_dims());
    ints("collapsed_slice_dims", dims.collapsed_slice_dims());
    ints("start_index_map", dims.start_index_map());
    if (dims.operand_batching_dims_size() ||
        dims.start_indices_batching_dims_size()) {
      ints("operand_batching_dims", dims.operand_batching_dims());
      ints("start_indices_batching_dims", dims.start_indices_batching_dims());
    }
    attr("index_vector_dim") << dims.index_vector_dim();
    ints("slice_sizes", inst.gather_slice_sizes());
    flag("indices_are_sorted", inst.indices_are_sorted());
  } else if (op == "scatter") {
    const auto &dims = inst.scatter_dimension_numbers();
    ints("update_window_dims", dims.update_window_dims());
    ints("inserted_window_dims", dims.inserted_window_dims());
    ints("scatter_dims_to_operand_dims", dims.scatter_dims_to_operand_dims());
    if (dims.input_batching_dims_size() ||
        dims.scatter_indices_batching_dims_size()) {
      ints("input_batching_dims", dims.input_batching_dims());
      ints("scatter_indices_batching_dims",
           dims.scatter_indices_batching_dims());
    }
    attr("index_vector_dim") << dims.index_vector_dim();
    flag("indices_are_sorted", inst.indices_are_sorted());
    flag("unique_indices", inst.unique_indices());
  } else if (op == "fusion") {
    if (!inst.fusion_kind().empty())
      attr("kind") << inst.fusion_kind();
    aliasing();
  } else if (op == "custom-call") {
    window();
    if (inst.has_convolution_dimension_numbers())
      attr("dim_labels") << dimLabels(inst.convolution_dimension_numbers());
    if (inst.feature_group_count() > 1)
      attr("feature_group_count") << inst.feature_group_count();
    if (inst.batch_group_count() > 1)
      attr("batch_group_count") << inst.batch_group_count();
    precision();
    if (inst.padding_type() != xla::PADDING_INVALID)
      attr("padding_type") << xla::PaddingType_Name(inst.padding_type());
    attr("custom_call_target") << quote(inst.custom_call_target());
    if (inst.constrain_layout()) {
      attr("operand_layout_constraints") << "{";
      llvm::interleave(
          inst.operand_shapes_with_layout(), os,
          [&](const xla::ShapeProto &shape) { ::printShape(os, shape); }, ", ");
      os << "}";
    }
    flag("custom_call_has_side_effect", inst.custom_call_has_side_effect());
    if (inst.has_literal()) {
      attr("literal");
      ::printShape(os, inst.literal().shape(), /*withLayout=*/false);
      os << " ";
      printLiteral(os, inst.literal(), inst.literal().shape());
    }
    aliasing();
    if (inst.custom_call_schedule() != xla::SCHEDULE_NONE)
      attr("schedule") << xla::CustomCallSchedule_Name(
          inst.custom_call_schedule());
    if (inst.custom_call_api_version() != xla::API_VERSION_ORIGINAL &&
        inst.custom_call_api_version() != xla::API_VERSION_UNSPECIFIED)
      attr("api_version") << xla::CustomCallApiVersion_Name(
          inst.custom_call_api_version());
  } else if (op == "rng") {
    attr("distribution")
        << StringRef(xla::RandomDistribution_Name(inst.distribution())).lower();
  } else if (op == "rng-bit-generator") {
    attr("algorithm")
        << StringRef(xla::RandomAlgorithm_Name(inst.rng_algorithm())).lower();
  } else if (op == "rng-get-and-update-state") {
    attr("delta") << inst.delta();
  } else if (op == "reduce-precision") {
    attr("exponent_bits") << inst.exponent_bits();
    attr("mantissa_bits") << inst.mantissa_bits();
  } else if (op == "batch-norm-training" || op == "batch-norm-inference" ||
             op == "batch-norm-grad") {
    // absl::StrCat(float): six significant digits.
    attr("epsilon") << llvm::format("%g", inst.epsilon());
    attr("feature_index") << inst.feature_index();
  } else if (op == "fft") {
    attr("fft_type") << xla::FftType_Name(inst.fft_type());
    ints("fft_length", inst.fft_length());
  } else if (op == "triangular-solve") {
    const auto &options = inst.triangular_solve_options();
    attr("left_side") << (options.left_side() ? "true" : "false");
    attr("lower") << (options.lower() ? "true" : "false");
    attr("unit_diagonal") << (options.unit_diagonal() ? "true" : "false");
    attr("transpose_a") << xla::TriangularSolveOptions::Transpose_Name(
        options.transpose_a());
  } else if (op == "cholesky") {
    attr("lower") << (inst.cholesky_options().lower() ? "true" : "false");
  } else if (op == "topk") {
    attr("k") << inst.k();
    attr("largest") << (inst.largest() ? "true" : "false");
    flag("is_stable", inst.is_stable());
  } else if (op == "infeed") {
    if (!inst.infeed_config().empty())
      attr("infeed_config") << quote(inst.infeed_config());
  } else if (op == "outfeed") {
    if (inst.has_outfeed_shape()) {
      attr("outfeed_shape");
      ::printShape(os, inst.outfeed_shape());
    }
    if (!inst.outfeed_config().empty())
      attr("outfeed_config") << quote(inst.outfeed_config());
  } else if (op == "send" || op == "recv" || op == "send-done" ||
             op == "recv-done") {
    channel();
    flag("is_host_transfer", inst.is_host_transfer());
  } else if (op == "all-reduce" || op == "all-reduce-start") {
    collective();
    flag("use_global_device_ids", inst.use_global_device_ids());
  } else if (op == "reduce-scatter") {
    collective();
    flag("use_global_device_ids", inst.use_global_device_ids());
    ints("dimensions", inst.dimensions());
  } else if (op == "all-gather" || op == "all-gather-start") {
    collective();
    ints("dimensions", inst.dimensions());
    flag("use_global_device_ids", inst.use_global_device_ids());
  } else if (op == "all-to-all") {
    collective();
    if (inst.dimensions_size())
      ints("dimensions", inst.dimensions());
  } else if (op == "collective-broadcast" || op == "ragged-all-to-all") {
    collective();
  } else if (op == "collective-permute" || op == "collective-permute-start") {
    channel();
    attr("source_target_pairs") << "{";
    llvm::interleave(
        inst.source_target_pairs(), os,
        [&](const xla::SourceTarget &pair) {
          os << "{" << pair.source() << "," << pair.target() << "}";
        },
        ",");
    os << "}";
  } else if (op == "domain") {
    attr("domain") << "{kind=\"sharding\", entry=";
    if (inst.has_domain_entry_sharding())
      printSharding(os, inst.domain_entry_sharding());
    else
      os << "{}";
    os << ", exit=";
    if (inst.has_domain_exit_sharding())
      printSharding(os, inst.domain_exit_sharding());
    else
      os << "{}";
    os << "}";
  } else if (op == "copy-start") {
    if (inst.optional_cross_program_prefetch_index_case() ==
        xla::HloInstructionProto::kCrossProgramPrefetchIndex)
      attr("cross_program_prefetch_index")
          << inst.cross_program_prefetch_index();
  } else if (op == "parameter") {
    if (inst.has_parameter_replication()) {
      attr("parameter_replication") << "{";
      llvm::interleave(
          inst.parameter_replication().replicated_at_leaf_buffers(), os,
          [&](bool replicated) { os << (replicated ? "true" : "false"); }, ",");
      os << "}";
    }
  }
  if ((op == "async-start" || op == "async-update" || op == "async-done") &&
      !inst.async_execution_thread().empty() &&
      inst.async_execution_thread() != "main")
    attr("async_execution_thread") << quote(inst.async_execution_thread());

  // Called computations.
  const auto &called = inst.called_computation_ids();
  if (!called.empty()) {
    if (op == "while" && called.size() == 2) {
      attr("condition") << computationName(called[1]);
      attr("body") << computationName(called[0]);
    } else if (op == "select-and-scatter" && called.size() == 2) {
      attr("select") << computationName(called[0]);
      attr("scatter") << computationName(called[1]);
    } else if (op == "conditional") {
      const xla::HloInstructionProto *index =
          inst.operand_ids_size() ? getInstruction(inst.operand_ids(0))
                                  : nullptr;
      if (called.size() == 2 && index &&
          index->shape().element_type() == xla::PRED) {
        attr("true_computation") << computationName(called[0]);
        attr("false_computation") << computationName(called[1]);
      } else {
        attr("branch_computations") << "{";
        llvm::interleave(
            called, os, [&](int64_t id) { os << computationName(id); }, ", ");
        os << "}";
      }
    } else if (called.size() == 1 &&
               (op == "call" || op == "map" || op == "reduce-window" ||
                op == "reduce" || op == "all-reduce" ||
                op == "reduce-scatter" || op == "all-reduce-start" ||
                op == "scatter" || op == "topk" || op == "sort" ||
                op == "scan")) {
      attr("to_apply") << computationName(called[0]);
    } else if (op == "custom-call") {
      attr("called_computations") << "{";
      llvm::interleave(
          called, os, [&](int64_t id) { os << computationName(id); }, ", ");
      os << "}";
    } else if (called.size() == 1) {
      attr("calls") << computationName(called[0]);
    } else {
      attr("calls") << "{";
      llvm::interleave(
          called, os, [&](int64_t id) { os << computationName(id); }, ", ");
      os << "}";
    }
  }
  flag("is_composite", op == "call" && inst.is_composite());

  // Generic attributes.
  if (inst.has_sharding()) {
    attr("sharding");
    printSharding(os, inst.sharding());
  }
  if (inst.frontend_attributes().map_size()) {
    attr("frontend_attributes");
    printFrontendAttributes(os, inst.frontend_attributes());
  }
  if (inst.control_predecessor_ids_size()) {
    attr("control-predecessors") << "{";
    llvm::interleave(
        inst.control_predecessor_ids(), os,
        [&](int64_t id) { os << instructionName(id); }, ", ");
    os << "}";
  }
  const xla::OpMetadata &metadata = inst.metadata();
  if (!metadata.op_type().empty() || !metadata.op_name().empty() ||
      !metadata.source_file().empty() || !metadata.scheduling_name().empty()) {
    attr("metadata");
    printMetadata(os, metadata);
  }
  if (!inst.backend_config().empty()) {
    attr("backend_config");
    if (lexesAsJsonDict(inst.backend_config()))
      os << inst.backend_config();
    else
      os << quote(inst.backend_config());
  }
}

void Printer::printInstruction(const xla::HloInstructionProto &inst,
                               bool isRoot) {
  os << "  " << (isRoot ? "ROOT " : "") << inst.name() << " = ";
  if (inst.has_shape() && isSet(inst.shape())) {
    ::printShape(os, inst.shape());
    os << " ";
  }
  os << inst.opcode() << "(";
  if (inst.opcode() == "parameter") {
    os << inst.parameter_number();
  } else if (inst.opcode() == "constant") {
    printLiteral(os, inst.literal(), inst.shape());
  } else {
    for (int i = 0; i < inst.operand_ids_size(); ++i) {
      if (i)
        os << (i % 5 == 0 ? ", /*index=" + std::to_string(i) + "*/" : ", ");
      os << instructionName(inst.operand_ids(i));
    }
  }
  os << ")";
  printAttributes(inst);
  os << "\n";
}

void Printer::printComputation(const xla::HloComputationProto &computation) {
  instructions.clear();
  for (const auto &inst : computation.instructions()) {
    instructions[inst.id()] = &inst;
    instructions.try_emplace(inst.id() & 0xffffffff, &inst);
  }
  if (computation.id() == module.entry_computation_id())
    os << "ENTRY ";
  os << computation.name() << " {\n";
  for (const auto &inst : computation.instructions())
    printInstruction(inst, inst.id() == computation.root_id());
  os << "}";
  if (!computation.execution_thread().empty() &&
      computation.execution_thread() != "main")
    os << ", execution_thread=" << quote(computation.execution_thread());
  os << "\n\n";
}

void Printer::print() {
  os << "HloModule " << module.name();
  if (module.has_schedule())
    os << ", is_scheduled=true";
  if (module.input_output_alias().entries_size()) {
    os << ", input_output_alias={ ";
    llvm::interleave(
        module.input_output_alias().entries(), os,
        [&](const xla::HloInputOutputAliasProto::AliasEntryProto &entry) {
          os << shapeIndex(entry.output_shape_index()) << ": ("
             << entry.parameter_number() << ", "
             << shapeIndex(entry.parameter_shape_index()) << ", "
             << (entry.kind() == xla::MUST_ALIAS ? "must-alias" : "may-alias")
             << ")";
        },
        ", ");
    os << " }";
  }
  if (module.buffer_donor().entries_size()) {
    os << ", buffer_donor={ ";
    llvm::interleave(
        module.buffer_donor().entries(), os,
        [&](const xla::HloBufferDonorProto::BufferDonorEntryProto &entry) {
          os << "(" << entry.parameter_number() << ", "
             << shapeIndex(entry.parameter_shape_index()) << ")";
        },
        ", ");
    os << " }";
  }
  const xla::ProgramShapeProto &layout = module.host_program_shape();
  if (module.has_host_program_shape() && isSet(layout.result()) &&
      llvm::all_of(layout.parameters(), isSet)) {
    os << ", entry_computation_layout={(";
    llvm::interleave(
        layout.parameters(), os,
        [&](const xla::ShapeProto &shape) { ::printShape(os, shape); }, ", ");
    os << ")->";
    ::printShape(os, layout.result());
    os << "}";
  }
  if (module.frontend_attributes().map_size()) {
    os << ", frontend_attributes=";
    printFrontendAttributes(os, module.frontend_attributes());
  }
  os << "\n\n";
  for (const auto &computation : module.computations())
    printComputation(computation);
}

void xhlo::hlo_text::printHloModule(const xla::HloModuleProto &module,
                                    raw_ostream &os) {
  Printer(module, os).print();
}
