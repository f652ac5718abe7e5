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
// attributes, control predecessors, metadata, backend config: the order of
// the attribute table, HloTextAttributeTable.h, which the reader follows
// too), every shape with its layout. Unlike ToString's default, constants of
// any size are printed in full (XLA elides those of more than ten elements as
// `{...}`, which cannot be read back), so the output always parses back to the
// same proto.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Target/Hlo/Text/HloTextPrinter.h"

#include "HloTextAttributeTable.h"
#include "HloTextLiterals.h"
#include "xhlo/Target/Hlo/HloModuleConfig.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"

#include "google/protobuf/reflection.h"

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

static void printShape(raw_ostream &os, const xla::ShapeProto &shape) {
  switch (shape.element_type()) {
  case xla::TUPLE:
    os << "(";
    for (int i = 0; i < shape.tuple_shapes_size(); ++i) {
      if (i)
        os << (i % 5 == 0 ? ", /*index=" + std::to_string(i) + "*/" : ", ");
      printShape(os, shape.tuple_shapes(i));
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
      printShape(os, shape.tuple_shapes(0));
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
  if (shape.has_layout() && shape.dimensions_size())
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

/// The bits of a float or double.
template <typename T> static uint64_t bitsOf(T value) {
  if constexpr (sizeof(T) == 4)
    return llvm::bit_cast<uint32_t>(value);
  else
    return llvm::bit_cast<uint64_t>(value);
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
  // One text per element from a repeated field of `parts` values per
  // element, when it holds them all.
  auto fromField = [&](const auto &field, size_t parts, auto text) {
    if (static_cast<size_t>(field.size()) != parts * count)
      return false;
    for (size_t i = 0; i < count; ++i)
      physical.push_back(text(field, i));
    return true;
  };
  auto decimal = [](const auto &field, size_t i) {
    return std::to_string(field[i]);
  };
  auto floating = [](xla::PrimitiveType part) {
    return [part](const auto &field, size_t i) {
      return formatFloat(part, bitsOf(field[i]));
    };
  };
  auto complex = [](xla::PrimitiveType part) {
    return [part](const auto &field, size_t i) {
      return "(" + formatFloat(part, bitsOf(field[2 * i])) + ", " +
             formatFloat(part, bitsOf(field[2 * i + 1])) + ")";
    };
  };
  // Types narrower than 32 bits are stored as bytes.
  auto fromBytes = [&](auto text) {
    if (!bytes || bytes->size() != count * width)
      return false;
    for (size_t i = 0; i < count; ++i) {
      uint64_t value = static_cast<unsigned char>((*bytes)[i * width]);
      if (width == 2)
        value |= static_cast<uint64_t>(
                     static_cast<unsigned char>((*bytes)[i * width + 1]))
                 << 8;
      physical.push_back(text(value));
    }
    return true;
  };
  auto pred = [&](const auto &field, size_t i) {
    return std::string(dims.empty() ? (field[i] ? "true" : "false")
                                    : (field[i] ? "1" : "0"));
  };
  auto narrowInt = [&](uint64_t value) {
    value &= (uint64_t(1) << bits) - 1;
    if (kind == ElementKind::Signed && (value >> (bits - 1)) & 1)
      return std::to_string(static_cast<int64_t>(value) -
                            static_cast<int64_t>(uint64_t(1) << bits));
    return std::to_string(value);
  };
  auto narrowFloat = [&](uint64_t value) { return formatFloat(type, value); };
  bool complete =
      type == xla::PRED   ? fromField(literal.preds(), 1, pred)
      : type == xla::S32  ? fromField(literal.s32s(), 1, decimal)
      : type == xla::S64  ? fromField(literal.s64s(), 1, decimal)
      : type == xla::U32  ? fromField(literal.u32s(), 1, decimal)
      : type == xla::U64  ? fromField(literal.u64s(), 1, decimal)
      : type == xla::F32  ? fromField(literal.f32s(), 1, floating(xla::F32))
      : type == xla::F64  ? fromField(literal.f64s(), 1, floating(xla::F64))
      : type == xla::C64  ? fromField(literal.c64s(), 2, complex(xla::F32))
      : type == xla::C128 ? fromField(literal.c128s(), 2, complex(xla::F64))
      : kind == ElementKind::Float ? fromBytes(narrowFloat)
      : kind == ElementKind::Signed || kind == ElementKind::Unsigned
          ? fromBytes(narrowInt)
          : false;
  if (!complete)
    return std::nullopt;
  std::vector<std::string> logical(count);
  for (size_t k = 0; k < count; ++k)
    logical[k] = std::move(physical[order[k]]);
  return logical;
}

/// Prints the values of `elements` (row-major) nested per dimension as XLA's
/// Literal::ToStringWithoutShapeOneline does. Iterative: the rank comes from
/// the input.
static void printNested(raw_ostream &os, llvm::ArrayRef<int64_t> dims,
                        const std::vector<std::string> &elements) {
  size_t rank = dims.size();
  size_t next = 0;
  // The index being printed in each open level above the innermost.
  llvm::SmallVector<int64_t> index;
  // Opens the next level, or prints the innermost one whole (then false).
  auto open = [&] {
    size_t level = index.size();
    if (level + 1 == rank) {
      bool spaced = rank > 1 && dims[level] > 1;
      os << (spaced ? "{ " : "{");
      for (int64_t i = 0; i < dims[level]; ++i)
        os << (i ? ", " : "") << elements[next++];
      os << (spaced ? " }" : "}");
      return false;
    }
    os << "{";
    if (rank > 3 && level > 0)
      os << " /*i" << level - 1 << "=" << index.back() << "*/";
    index.push_back(0);
    return true;
  };
  if (!open())
    return;
  while (!index.empty()) {
    size_t level = index.size() - 1;
    if (index.back() == dims[level]) {
      os << " }";
      index.pop_back();
      if (!index.empty())
        ++index.back();
      continue;
    }
    os << (index.back() ? ", " : " ");
    if (!open())
      ++index.back();
  }
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
  printNested(os, dims, *elements);
}

//===----------------------------------------------------------------------===//
// Attribute values
//===----------------------------------------------------------------------===//

static void printMetadata(raw_ostream &os, const xla::OpMetadata &metadata);

static void printSharding(raw_ostream &os, const xla::OpSharding &sharding) {
  switch (sharding.type()) {
  case xla::OpSharding::TUPLE:
    // As XLA's HloSharding::Print: an index comment every fifth element.
    os << "{";
    for (int i = 0; i < sharding.tuple_shardings_size(); ++i) {
      if (i)
        os << (i % 5 == 0 ? ", /*index=" + std::to_string(i) + "*/" : ", ");
      printSharding(os, sharding.tuple_shardings(i));
    }
    os << "}";
    return;
  case xla::OpSharding::REPLICATED:
  case xla::OpSharding::MANUAL:
  case xla::OpSharding::UNKNOWN:
  case xla::OpSharding::UNREDUCED:
    os << "{" << StringRef(xla::OpSharding::Type_Name(sharding.type())).lower();
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
  // One metadata as `metadata={...}`, several as `metadata={{...}, {...}}`.
  if (sharding.metadata_size() == 1) {
    os << " metadata=";
    printMetadata(os, sharding.metadata(0));
  } else if (sharding.metadata_size() > 1) {
    os << " metadata={";
    llvm::interleave(
        sharding.metadata(), os,
        [&](const xla::OpMetadata &entry) { printMetadata(os, entry); }, ", ");
    os << "}";
  }
  os << "}";
}

static void printMetadata(raw_ostream &os, const xla::OpMetadata &metadata) {
  const google::protobuf::Reflection *reflection = metadata.GetReflection();
  std::vector<std::string> parts;
  for (const char *key : getMetadataKeys()) {
    const google::protobuf::FieldDescriptor *field =
        metadata.GetDescriptor()->FindFieldByName(key);
    if (field->is_repeated() &&
        field->cpp_type() == google::protobuf::FieldDescriptor::CPPTYPE_ENUM) {
      // profile_type={1,2}: a repeated enum, read through reflection (the
      // generated accessors of profile_type are deprecated in XLA's proto).
      int size = reflection->FieldSize(metadata, field);
      if (size == 0)
        continue;
      std::vector<std::string> values;
      for (int i = 0; i < size; ++i)
        values.push_back(std::to_string(
            reflection->GetRepeatedEnumValue(metadata, field, i)));
      parts.push_back(std::string(key) + "={" + llvm::join(values, ",") + "}");
      continue;
    }
    if (!reflection->HasField(metadata, field))
      continue;
    parts.push_back(
        std::string(key) + "=" +
        (field->cpp_type() == google::protobuf::FieldDescriptor::CPPTYPE_STRING
             ? quote(reflection->GetString(metadata, field))
             : std::to_string(reflection->GetInt32(metadata, field))));
  }
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
  Printer(const xla::HloModuleProto &module, raw_ostream &os,
          const xla::HloModuleConfigProto *config)
      : module(module), os(os), config(config) {
    for (const auto &computation : module.computations())
      computations[computation.id()] = &computation;
  }

  void print();

private:
  void printComputation(const xla::HloComputationProto &computation);
  void printStackFrames(const xla::StackFrameIndexProto &index);
  void printInstruction(const xla::HloInstructionProto &inst, bool isRoot);
  /// Prints the attributes of `inst` the table lists for its opcode, in
  /// its order.
  void printAttributes(const xla::HloInstructionProto &inst);
  void printAttribute(const AttributeSpec &spec,
                      const xla::HloInstructionProto &inst);
  /// Prints an attribute of a kind with one proto field.
  void printField(const AttributeSpec &spec,
                  const xla::HloInstructionProto &inst);
  /// The called-computation entries of `printed` that `inst` prints: the
  /// single-computation ones when there are as many as it calls (and, where
  /// they need it, its index is a pred), else a list, else `calls`.
  llvm::SmallVector<const AttributeSpec *, 2> getCalledComputationAttributes(
      const xla::HloInstructionProto &inst,
      llvm::ArrayRef<const AttributeSpec *> printed) const;

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
  const xla::HloModuleConfigProto *config;
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

llvm::SmallVector<const AttributeSpec *, 2>
Printer::getCalledComputationAttributes(
    const xla::HloInstructionProto &inst,
    llvm::ArrayRef<const AttributeSpec *> printed) const {
  const auto &called = inst.called_computation_ids();
  if (called.empty())
    return {};
  llvm::SmallVector<const AttributeSpec *, 2> singles, lists;
  const AttributeSpec *calls = nullptr;
  for (const AttributeSpec *spec : printed) {
    if (spec->kind == AttributeKind::Computation)
      singles.push_back(spec);
    else if (spec->kind == AttributeKind::Computations && *spec->opcodes)
      lists.push_back(spec);
    else if (spec->kind == AttributeKind::Computations)
      calls = spec;
  }
  const xla::HloInstructionProto *index =
      inst.operand_ids_size() ? getInstruction(inst.operand_ids(0)) : nullptr;
  bool predIndex = index && index->shape().element_type() == xla::PRED;
  if (!singles.empty() &&
      singles.size() == static_cast<size_t>(called.size()) &&
      llvm::all_of(singles, [&](const AttributeSpec *spec) {
        return predIndex || !spec->has(kPredIndex);
      }))
    return singles;
  if (!lists.empty())
    return {lists.front()};
  return {calls};
}

void Printer::printAttributes(const xla::HloInstructionProto &inst) {
  llvm::ArrayRef<const AttributeSpec *> printed =
      getPrintedAttributes(inst.opcode());
  llvm::SmallVector<const AttributeSpec *, 2> called =
      getCalledComputationAttributes(inst, printed);
  for (const AttributeSpec *spec : printed) {
    bool isCall = spec->kind == AttributeKind::Computation ||
                  spec->kind == AttributeKind::Computations;
    if (isCall ? llvm::is_contained(called, spec) : isPrinted(*spec, inst))
      printAttribute(*spec, inst);
  }
}

void Printer::printField(const AttributeSpec &spec,
                         const xla::HloInstructionProto &inst) {
  FieldRef ref = getField(inst, spec.field);
  const google::protobuf::Message &message = *ref.message;
  const google::protobuf::FieldDescriptor *field = ref.field;
  const google::protobuf::Reflection *reflection = message.GetReflection();
  switch (spec.kind) {
  case AttributeKind::IntList:
    attr(spec.name) << "{";
    printInts(os, reflection->GetRepeatedFieldRef<int64_t>(message, field));
    os << "}";
    return;
  case AttributeKind::Int:
    attr(spec.name) << getIntegerField(ref);
    return;
  case AttributeKind::IntElement:
    attr(spec.name) << (reflection->FieldSize(message, field)
                            ? reflection->GetRepeatedInt64(message, field, 0)
                            : 0);
    return;
  case AttributeKind::Bool:
    // A TriState is true when it is TRUE.
    if (field->cpp_type() == google::protobuf::FieldDescriptor::CPPTYPE_ENUM)
      attr(spec.name) << (reflection->GetEnum(message, field)->name() == "TRUE"
                              ? "true"
                              : "false");
    else
      attr(spec.name) << (reflection->GetBool(message, field) ? "true"
                                                              : "false");
    return;
  case AttributeKind::String: {
    std::string value = reflection->GetString(message, field);
    if (*spec.values && value == spec.values)
      return;
    attr(spec.name) << quote(value);
    return;
  }
  case AttributeKind::Choice:
    attr(spec.name) << reflection->GetString(message, field);
    return;
  case AttributeKind::Enum:
    attr(spec.name) << getEnumSpelling(
        spec, field->enum_type(), reflection->GetEnumValue(message, field));
    return;
  case AttributeKind::Float:
    // absl::StrCat(float): six significant digits.
    attr(spec.name) << llvm::format("%g", reflection->GetFloat(message, field));
    return;
  case AttributeKind::Shape:
    attr(spec.name);
    ::printShape(os, static_cast<const xla::ShapeProto &>(
                         reflection->GetMessage(message, field)));
    return;
  default:
    llvm_unreachable("not a kind with one field");
  }
}

void Printer::printAttribute(const AttributeSpec &spec,
                             const xla::HloInstructionProto &inst) {
  StringRef name = spec.name;
  auto names = [&](const auto &ids, auto nameOf) {
    os << "{";
    llvm::interleave(ids, os, [&](int64_t id) { os << nameOf(id); }, ", ");
    os << "}";
  };
  auto computations = [&](const auto &ids) {
    names(ids, [&](int64_t id) { return computationName(id); });
  };
  if (isFieldKind(spec.kind))
    return printField(spec, inst);
  switch (spec.kind) {
  case AttributeKind::ComparisonType: {
    const xla::HloInstructionProto *lhs =
        inst.operand_ids_size() ? getInstruction(inst.operand_ids(0)) : nullptr;
    StringRef defaultType =
        lhs ? defaultComparisonType(lhs->shape().element_type()) : "";
    if (!inst.comparison_type().empty() &&
        inst.comparison_type() != defaultType)
      attr(name) << inst.comparison_type();
    return;
  }
  case AttributeKind::Computation: {
    attr(name) << computationName(inst.called_computation_ids(spec.slot));
    return;
  }
  case AttributeKind::Computations:
    attr(name);
    if (spec.has(kBareSingle) && inst.called_computation_ids_size() == 1)
      os << computationName(inst.called_computation_ids(0));
    else
      computations(inst.called_computation_ids());
    return;
  case AttributeKind::Slice: {
    bool strided = llvm::any_of(inst.slice_dimensions(),
                                [](const auto &d) { return d.stride() != 1; });
    attr(name) << "{";
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
    return;
  }
  case AttributeKind::Padding: {
    const auto &dims = inst.padding_config().dimensions();
    bool interior = llvm::any_of(
        dims, [](const auto &d) { return d.interior_padding() != 0; });
    attr(name);
    llvm::interleave(
        dims, os,
        [&](const xla::PaddingConfig::PaddingConfigDimension &d) {
          os << d.edge_padding_low() << "_" << d.edge_padding_high();
          if (interior)
            os << "_" << d.interior_padding();
        },
        "x");
    return;
  }
  case AttributeKind::Window:
    attr(name);
    printWindow(os, inst.window());
    return;
  case AttributeKind::DimLabels:
    attr(name) << dimLabels(inst.convolution_dimension_numbers());
    return;
  case AttributeKind::Precisions: {
    const auto &precisions = inst.precision_config().operand_precision();
    if (llvm::all_of(precisions, [](int p) { return p == 0; }))
      return;
    attr(name) << "{";
    llvm::interleave(
        precisions, os,
        [&](int p) {
          os << getEnumSpelling(
              spec, xla::PrecisionConfig::Precision_descriptor(), p);
        },
        ",");
    os << "}";
    return;
  }
  case AttributeKind::FusionKind:
    attr(name) << inst.fusion_kind();
    return;
  case AttributeKind::OperandLayouts:
    attr(name) << "{";
    llvm::interleave(
        inst.operand_shapes_with_layout(), os,
        [&](const xla::ShapeProto &shape) { ::printShape(os, shape); }, ", ");
    os << "}";
    return;
  case AttributeKind::Aliasing:
    attr(name) << "{";
    llvm::interleave(
        inst.output_operand_aliasing(), os,
        [&](const xla::OutputOperandAliasing &alias) {
          os << shapeIndex(alias.output_shape_index()) << ": ("
             << alias.operand_index() << ", "
             << shapeIndex(alias.operand_shape_index()) << ")";
        },
        ", ");
    os << "}";
    return;
  case AttributeKind::Literal:
    attr(name);
    // With its layout, as XLA's PrintWithLayoutOneline: `s32[2] {1, 2}`
    // would read as a shape with layout {1,2}.
    ::printShape(os, inst.literal().shape());
    os << " ";
    printLiteral(os, inst.literal(), inst.literal().shape());
    return;
  case AttributeKind::ReplicaGroups: {
    attr(name) << "{";
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
    return;
  }
  case AttributeKind::SourceTargetPairs:
    attr(name) << "{";
    llvm::interleave(
        inst.source_target_pairs(), os,
        [&](const xla::SourceTarget &pair) {
          os << "{" << pair.source() << "," << pair.target() << "}";
        },
        ",");
    os << "}";
    return;
  case AttributeKind::Sharding:
    attr(name);
    printSharding(os, inst.sharding());
    return;
  case AttributeKind::Metadata: {
    // Written when a field of HLO text's metadata is set (the proto-only
    // fields, such as profile_info, have no text form, as in XLA).
    std::string text;
    llvm::raw_string_ostream textOs(text);
    printMetadata(textOs, inst.metadata());
    if (text == "{}")
      return;
    attr(name) << text;
    return;
  }
  case AttributeKind::FrontendAttributes:
    attr(name);
    printFrontendAttributes(os, inst.frontend_attributes());
    return;
  case AttributeKind::ParameterReplication:
    attr(name) << "{";
    llvm::interleave(
        inst.parameter_replication().replicated_at_leaf_buffers(), os,
        [&](bool replicated) { os << (replicated ? "true" : "false"); }, ",");
    os << "}";
    return;
  case AttributeKind::Domain: {
    auto sharding = [&](bool has, const xla::OpSharding &value) {
      if (has)
        printSharding(os, value);
      else
        os << "{}";
    };
    attr(name) << "{kind=\"sharding\", entry=";
    sharding(inst.has_domain_entry_sharding(), inst.domain_entry_sharding());
    os << ", exit=";
    sharding(inst.has_domain_exit_sharding(), inst.domain_exit_sharding());
    os << "}";
    return;
  }
  case AttributeKind::ControlPredecessors:
    attr(name);
    names(inst.control_predecessor_ids(),
          [&](int64_t id) { return instructionName(id); });
    return;
  case AttributeKind::BackendConfig:
    attr(name);
    if (lexesAsJsonDict(inst.backend_config()))
      os << inst.backend_config();
    else
      os << quote(inst.backend_config());
    return;
  case AttributeKind::Dropped:
    return;
  default:
    llvm_unreachable("a kind with one field");
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
  // The configuration's counts, as XLA prints them (only when not 1).
  if (config)
    for (const HloModuleConfigField &field : getHloModuleConfigFields())
      if (int64_t value = field.get(*config); value != 0 && value != 1)
        os << ", " << field.textName << "=" << value;
  if (module.frontend_attributes().map_size()) {
    os << ", frontend_attributes=";
    printFrontendAttributes(os, module.frontend_attributes());
  }
  os << "\n\n";
  printStackFrames(module.stack_frame_index());
  for (const auto &computation : module.computations())
    printComputation(computation);
}

void Printer::printStackFrames(const xla::StackFrameIndexProto &index) {
  // As hlo_module.cc prints them: 1-based positions, parent_frame_id as the
  // proto's plus one.
  if (!index.stack_frames_size())
    return;
  auto names = [&](StringRef title, const auto &list) {
    os << title << "\n";
    for (auto [k, name] : llvm::enumerate(list))
      os << k + 1 << " " << quote(name) << "\n";
    os << "\n";
  };
  names("FileNames", index.file_names());
  names("FunctionNames", index.function_names());
  os << "FileLocations\n";
  for (auto [k, l] : llvm::enumerate(index.file_locations()))
    os << k + 1 << " {file_name_id=" << l.file_name_id()
       << " function_name_id=" << l.function_name_id() << " line=" << l.line()
       << " end_line=" << l.end_line() << " column=" << l.column()
       << " end_column=" << l.end_column() << "}\n";
  os << "\nStackFrames\n";
  for (auto [k, f] : llvm::enumerate(index.stack_frames()))
    os << k + 1 << " {file_location_id=" << f.file_location_id()
       << " parent_frame_id=" << f.parent_frame_id() + 1 << "}\n";
  os << "\n";
}

void xhlo::hlo_text::printHloModule(const xla::HloModuleProto &module,
                                    raw_ostream &os,
                                    const xla::HloModuleConfigProto *config) {
  Printer(module, os, config).print();
}
