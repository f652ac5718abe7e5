//===- HloTextToProto.cpp - HLO text syntax tree to HloModuleProto --------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file converts a parsed HLO text module into an HloModuleProto, the way
// XLA's parser builds an HloModule and serializes it:
//
// - Ids come from one module-wide counter from 1: each computation's
//   instructions in text order, then the computation. Names are kept.
// - Instructions are kept in text order unless an operand (or control
//   predecessor) is written after its user; then they are put in dependency
//   order. Computations are ordered callees first (post order), which is
//   text order for text XLA printed.
// - Instruction attributes are looked up in the attribute table
//   (HloTextAttributeTable.h, which the printer follows too) and read per
//   kind, with the HloTextAttributes.h readers (and the small readers below
//   for sharding, metadata, aliasing, ...), into the proto fields of
//   shared/reference/hlo-formats.md section 2.1. `statistics`, `origin`,
//   `result_accuracy` and module configuration (`allow_spmd_...`,
//   `alias_passthrough_params`) have no HloModuleProto field and are
//   dropped; `replica_count` and `num_partitions` (HloModuleConfig.h) go to
//   the HloModuleConfigProto the caller asks for.
// - Array shapes without a layout get the default (row-major) one, with
//   LayoutProto.format = DENSE like the exporter's; omitted instruction shapes
//   stay unset for the importer to infer.
// - Literals are stored per element type in the LiteralProto field XLA uses,
//   in the physical order of the shape's layout.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Target/Hlo/Text/HloTextToProto.h"

#include "HloTextAttributeTable.h"
#include "HloTextCursor.h"
#include "HloTextLiterals.h"
#include "xhlo/Dialect/Hlo/IR/HloOpcodes.h"
#include "xhlo/Target/Hlo/HloModuleConfig.h"
#include "xhlo/Target/Hlo/Text/HloTextAttributes.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"

#include <cstring>
#include <functional>
#include <limits>

using namespace xhlo;
using namespace xhlo::hlo_text;
using namespace xhlo::hlo_text::detail;
using llvm::SMLoc;
using llvm::StringRef;
using llvm::Twine;

namespace {

/// Attribute values and literals as a view into the source buffer (so that
/// readers report positions in the file), or as the syntax tree's copy with
/// every error reported at `fallback`.
struct Text {
  StringRef text;
  SMLoc fallback;
  bool inBuffer = false;
};

/// Where `piece` (a part of `text`) is, or `text`'s fallback.
SMLoc locationIn(const Text &text, StringRef piece) {
  return text.inBuffer ? SMLoc::getFromPointer(piece.data()) : text.fallback;
}
SMLoc locationOf(const Text &text) { return locationIn(text, text.text); }

Text viewOf(const std::string &copy, SMLoc loc) {
  Text result{copy, loc, false};
  const char *start = loc.getPointer();
  if (!start)
    return result;
  // The syntax tree trims literals; skip the white space it dropped.
  for (int i = 0; i < 64 && *start != *copy.data() && isspace(*start); ++i)
    ++start;
  if (!copy.empty() && std::memcmp(start, copy.data(), copy.size()) == 0)
    result = Text{StringRef(start, copy.size()), loc, true};
  return result;
}

/// A cursor over a value, for the readers of this file.
class Cursor : public TextCursor {
public:
  Cursor(StringRef text) : TextCursor(text) {}

  /// A run of identifier characters (and '%').
  StringRef word() {
    skipSpace();
    const char *start = pos;
    while (pos != text.end() &&
           (isalnum(static_cast<unsigned char>(*pos)) || *pos == '_' ||
            *pos == '.' || *pos == '-' || *pos == '%' || *pos == '$'))
      ++pos;
    return StringRef(start, pos - start);
  }
  std::optional<int64_t> integer() {
    skipSpace();
    const char *start = pos;
    if (pos != text.end() && *pos == '-')
      ++pos;
    while (pos != text.end() && isdigit(static_cast<unsigned char>(*pos)))
      ++pos;
    int64_t value;
    if (StringRef(start, pos - start).getAsInteger(10, value)) {
      pos = start;
      return std::nullopt;
    }
    return value;
  }
  /// `{1,2}` or `{}`.
  bool intList(llvm::SmallVectorImpl<int64_t> &values) {
    if (!consumeIf("{"))
      return false;
    if (consumeIf("}"))
      return true;
    do {
      std::optional<int64_t> value = integer();
      if (!value)
        return false;
      values.push_back(*value);
    } while (consumeIf(","));
    return consumeIf("}");
  }
  /// A quoted string, bracket group, or run of characters up to white space
  /// or a comma at depth 0, as source text.
  StringRef value() {
    skipSpace();
    const char *start = pos;
    int depth = 0;
    while (pos != text.end()) {
      char c = *pos;
      if (c == '"' || c == '\'') {
        ++pos;
        while (pos != text.end() && *pos != c) {
          if (*pos == '\\' && pos + 1 != text.end())
            ++pos;
          ++pos;
        }
        if (pos != text.end())
          ++pos;
        continue;
      }
      if (c == '{' || c == '(' || c == '[') {
        ++depth;
      } else if (c == '}' || c == ')' || c == ']') {
        if (depth == 0)
          break;
        --depth;
      } else if (depth == 0 &&
                 (c == ',' || isspace(static_cast<unsigned char>(c)))) {
        break;
      }
      ++pos;
    }
    return StringRef(start, pos - start);
  }
  SMLoc loc() const { return SMLoc::getFromPointer(pos); }
};

/// Splits `text` at the commas outside brackets and strings.
llvm::SmallVector<StringRef> splitTopLevel(StringRef text) {
  llvm::SmallVector<StringRef> parts;
  if (text.trim().empty())
    return parts;
  int depth = 0;
  size_t start = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '"' || c == '\'') {
      for (++i; i < text.size() && text[i] != c; ++i)
        if (text[i] == '\\')
          ++i;
    } else if (c == '{' || c == '(' || c == '[') {
      ++depth;
    } else if (c == '}' || c == ')' || c == ']') {
      --depth;
    } else if (c == ',' && depth == 0) {
      parts.push_back(text.slice(start, i).trim());
      start = i + 1;
    } else if (c == '/' && i + 1 < text.size() && text[i + 1] == '*') {
      size_t end = text.find("*/", i + 2);
      i = end == StringRef::npos ? text.size() : end + 1;
    }
  }
  parts.push_back(text.drop_front(start).trim());
  return parts;
}

/// Strips `/* ... */` comments from the front of `text`.
StringRef dropComments(StringRef text) {
  text = text.trim();
  while (text.starts_with("/*")) {
    size_t end = text.find("*/");
    if (end == StringRef::npos)
      return text;
    text = text.drop_front(end + 2).trim();
  }
  return text;
}

/// The contents of `{...}` (or nothing when `text` is not braced).
std::optional<StringRef> unbrace(StringRef text, char open = '{',
                                 char close = '}') {
  text = text.trim();
  if (text.size() < 2 || text.front() != open || text.back() != close)
    return std::nullopt;
  return text.drop_front().drop_back();
}

/// Reorders `field` so that element k is the one at `order[k]` before (a
/// permutation of its indices), moving pointers: neither a copy nor a swap
/// between arenas (the proto may be on one).
template <typename T>
void permute(google::protobuf::RepeatedPtrField<T> &field,
             llvm::ArrayRef<size_t> order) {
  std::vector<T *> elements;
  elements.reserve(order.size());
  for (size_t index : order)
    elements.push_back(field.Mutable(index));
  std::copy(elements.begin(), elements.end(), field.pointer_begin());
}

/// The configuration field HLO text's header calls `name`, if any.
const HloModuleConfigField *findConfigField(StringRef name) {
  for (const HloModuleConfigField &field : getHloModuleConfigFields())
    if (field.textName == name)
      return &field;
  return nullptr;
}

class Converter {
public:
  Converter(const Module &module, ErrorHandler onError,
            InstructionLocations *locations, xla::HloModuleConfigProto *config)
      : module(module), onError(onError), locations(locations), config(config) {
  }

  /// Fills `proto` (empty), false after an error.
  bool run(xla::HloModuleProto &proto);

private:
  bool fail(SMLoc loc, const Twine &message) {
    if (!failed)
      onError(loc, message);
    failed = true;
    return false;
  }

  /// Runs `read` on the text of a value with an error handler that reports
  /// in the source buffer.
  template <typename T, typename Reader>
  std::optional<T> read(const Text &value, Reader reader) {
    auto handler = [&](SMLoc loc, const Twine &message) {
      fail(value.inBuffer && loc.isValid() ? loc : value.fallback, message);
    };
    return reader(value.text, ErrorHandler(handler));
  }

  /// Reads a shape (`f32[2]{0}`).
  std::optional<Shape> readShape(const Text &value) {
    return read<Shape>(value, [&](StringRef t, ErrorHandler h) {
      return parseShape(t, SMLoc::getFromPointer(t.data()), h);
    });
  }

  Text valueOf(const Attribute &attribute) {
    return viewOf(attribute.value, attribute.valueLoc.isValid()
                                       ? attribute.valueLoc
                                       : attribute.loc);
  }

  bool convertShape(const Shape &shape, SMLoc loc, xla::ShapeProto &out);
  bool convertLayoutExtras(StringRef extras, SMLoc loc,
                           xla::LayoutProto &layout);
  bool convertLiteral(Text text, const xla::ShapeProto &shape,
                      xla::LiteralProto &out);
  bool convertArrayLiteral(Text text, const xla::ShapeProto &shape,
                           xla::LiteralProto &out);
  bool convertComputation(size_t index, xla::HloComputationProto &out);
  bool convertInstruction(const Computation &computation, size_t compIndex,
                          size_t instIndex, xla::HloInstructionProto &out);
  /// Reads `attribute` as the attribute table says (HloTextAttributeTable).
  bool convertAttribute(
      size_t compIndex, const Instruction &inst, const Attribute &attribute,
      xla::HloInstructionProto &out,
      std::vector<std::tuple<int, std::string, SMLoc>> &calledComputations);
  /// Reads an attribute of a kind with one proto field.
  bool convertField(const AttributeSpec &spec, const Attribute &attribute,
                    xla::HloInstructionProto &out);
  /// `invalid value 'v' of attribute 'a': expected <expected>`.
  bool invalidValue(const Attribute &attribute, const Twine &expected) {
    return fail(locationOf(valueOf(attribute)),
                "invalid value '" + attribute.value + "' of attribute '" +
                    attribute.name + "': expected " + expected);
  }
  bool convertSharding(Text text, xla::OpSharding &out, unsigned depth = 0);
  bool convertMetadata(Text text, xla::OpMetadata &out);
  bool convertFrontendAttributes(Text text, xla::FrontendAttributes &out);
  bool convertModuleAttributes(xla::HloModuleProto &proto);
  bool convertStackFrames(const StackFrameTables &tables,
                          xla::StackFrameIndexProto &out);
  /// `line L:C` of `loc` in the module's text.
  std::string describeLocation(SMLoc loc) const {
    const char *at = loc.getPointer();
    StringRef buffer = module.buffer;
    if (!at || at < buffer.begin() || at > buffer.end())
      return "in the module header";
    StringRef before(buffer.begin(), at - buffer.begin());
    size_t lineStart = before.rfind('\n');
    size_t column = lineStart == StringRef::npos ? before.size() + 1
                                                 : before.size() - lineStart;
    return "line " + std::to_string(before.count('\n') + 1) + ":" +
           std::to_string(column);
  }
  /// Checks the entry's ROOT against entry_computation_layout's result.
  bool checkEntryResult(const xla::HloModuleProto &proto);
  /// Fills an elided constant (`{...}`) as XLA's parser does.
  bool fillElidedLiteral(SMLoc loc, const xla::ShapeProto &shape,
                         xla::LiteralProto &out);
  bool orderInstructions(size_t compIndex, xla::HloComputationProto &comp);
  bool orderComputations(xla::HloModuleProto &proto);

  /// Reads `mesh['x'=2,'y'=2] {'y'}` as explicit replica groups.
  std::optional<std::vector<llvm::SmallVector<int64_t>>>
  readMeshReplicaGroups(const Text &value);

  /// Reads `{a, b}` or `a` as names without '%'.
  std::optional<llvm::SmallVector<std::pair<std::string, SMLoc>>>
  readNames(const Text &value);

  /// The id of the instruction `name` of computation `compIndex`.
  std::optional<int64_t> lookupInstruction(size_t compIndex, StringRef name,
                                           SMLoc loc);

  const Module &module;
  ErrorHandler onError;
  /// The counters XLA's parser fills elided constants from (static in XLA,
  /// so they run on from one constant to the next).
  uint32_t elidedWord = 0;
  uint8_t elidedByte = 0;
  InstructionLocations *locations;
  xla::HloModuleConfigProto *config;
  bool failed = false;

  std::vector<std::vector<int64_t>> instructionIds;
  std::vector<int64_t> computationIds;
  /// The computations each computation calls (by index, in the order its
  /// instructions call them), and those a `fusion` calls: gathered while
  /// converting, so that no step walks the proto's instructions again.
  std::vector<llvm::SmallVector<size_t, 2>> callees;
  llvm::DenseSet<size_t> fusionCallees;
  /// The position of the instruction being converted, and whether one of
  /// the computation's instructions used one at or after its own position
  /// (then orderInstructions sorts them).
  size_t converting = 0;
  bool outOfOrder = false;
  std::vector<llvm::StringMap<size_t>> instructionIndex;
  llvm::StringMap<size_t> computationIndex;
};

} // namespace

//===----------------------------------------------------------------------===//
// Shapes
//===----------------------------------------------------------------------===//

bool Converter::convertLayoutExtras(StringRef extras, SMLoc loc,
                                    xla::LayoutProto &layout) {
  Cursor cursor(extras);
  auto parenInts = [&](llvm::SmallVectorImpl<int64_t> &values) {
    if (!cursor.consumeIf("("))
      return false;
    if (cursor.consumeIf(")"))
      return true;
    do {
      if (cursor.consumeIf("*")) {
        values.push_back(-1);
        continue;
      }
      std::optional<int64_t> value = cursor.integer();
      if (!value)
        return false;
      values.push_back(*value);
    } while (cursor.consumeIf(","));
    return cursor.consumeIf(")");
  };
  while (!cursor.atEnd()) {
    const char *start = cursor.pos;
    llvm::SmallVector<int64_t> values;
    if (cursor.consumeIf("T")) {
      while (cursor.peek("(")) {
        values.clear();
        if (!parenInts(values))
          return fail(loc, "invalid tile in layout '" + extras + "'");
        layout.add_tiles()->mutable_dimensions()->Add(values.begin(),
                                                      values.end());
      }
      continue;
    }
    if (cursor.consumeIf("D(")) {
      do {
        StringRef level = cursor.word();
        auto type = llvm::StringSwitch<std::optional<xla::DimLevelType>>(level)
                        .Case("D", xla::DIM_DENSE)
                        .Case("C", xla::DIM_COMPRESSED)
                        .Case("S", xla::DIM_SINGLETON)
                        .Case("H", xla::DIM_LOOSE_COMPRESSED)
                        .Default(std::nullopt);
        if (!type)
          return fail(loc, "invalid dim level type in layout '" + extras + "'");
        layout.add_dim_level_types(*type);
      } while (cursor.consumeIf(","));
      if (!cursor.consumeIf(")"))
        return fail(loc, "invalid dim level types in layout '" + extras + "'");
      continue;
    }
    char key = *cursor.pos;
    ++cursor.pos;
    if ((key == 'E' || key == 'S' || key == 'L' || key == 'M') &&
        parenInts(values) && values.size() == 1) {
      if (key == 'E')
        layout.set_element_size_in_bits(values[0]);
      else if (key == 'S')
        layout.set_memory_space(values[0]);
      else if (key == 'L')
        layout.set_tail_padding_alignment_in_elements(values[0]);
      else
        layout.set_dynamic_shape_metadata_prefix_bytes(values[0]);
      continue;
    }
    return fail(loc, "unsupported layout attribute '" +
                         StringRef(start, extras.end() - start) +
                         "' (tiles T(..), E(n), S(n), L(n), M(n) and D(..) "
                         "are supported)");
  }
  return true;
}

bool Converter::convertShape(const Shape &shape, SMLoc loc,
                             xla::ShapeProto &out) {
  switch (shape.kind) {
  case Shape::Kind::Tuple:
    out.set_element_type(xla::TUPLE);
    for (const Shape &element : shape.elements)
      if (!convertShape(element, loc, *out.add_tuple_shapes()))
        return false;
    return true;
  case Shape::Kind::Token:
    out.set_element_type(xla::TOKEN);
    return true;
  case Shape::Kind::Opaque:
    out.set_element_type(xla::OPAQUE_TYPE);
    return true;
  case Shape::Kind::Buffer:
    out.set_element_type(xla::BUFFER);
    return convertShape(shape.elements.front(), loc, *out.add_tuple_shapes());
  case Shape::Kind::Array:
    break;
  }
  std::optional<xla::PrimitiveType> type = parseElementType(shape.elementType);
  if (!type)
    return fail(loc, "unknown element type '" + shape.elementType + "'");
  out.set_element_type(*type);
  bool anyDynamic = llvm::is_contained(shape.dynamicDimensions, true);
  for (auto [index, dim] : llvm::enumerate(shape.dimensions)) {
    bool dynamic = anyDynamic && shape.dynamicDimensions[index];
    // `?` (unbounded) is XLA's kUnboundedSize.
    out.add_dimensions(dynamic && dim < 0 ? std::numeric_limits<int64_t>::min()
                                          : dim);
    if (anyDynamic)
      out.add_is_dynamic_dimension(dynamic);
  }
  xla::LayoutProto *layout = out.mutable_layout();
  layout->set_format(xla::LayoutProto::DENSE);
  if (shape.minorToMajor) {
    llvm::SmallVector<bool> seen(shape.dimensions.size(), false);
    for (int64_t d : *shape.minorToMajor) {
      if (d < 0 || d >= static_cast<int64_t>(seen.size()) || seen[d])
        return fail(loc, "layout of '" + printShape(shape) +
                             "' is not a permutation of its dimensions");
      seen[d] = true;
      layout->add_minor_to_major(d);
    }
  } else {
    for (int64_t d = shape.dimensions.size() - 1; d >= 0; --d)
      layout->add_minor_to_major(d);
  }
  return convertLayoutExtras(shape.layoutExtras, loc, *layout);
}

//===----------------------------------------------------------------------===//
// Literals
//===----------------------------------------------------------------------===//

bool Converter::convertLiteral(Text text, const xla::ShapeProto &shape,
                               xla::LiteralProto &out) {
  *out.mutable_shape() = shape;
  SMLoc loc = locationOf(text);
  switch (shape.element_type()) {
  case xla::TUPLE: {
    std::optional<StringRef> body = unbrace(text.text, '(', ')');
    if (!body)
      return fail(loc, "expected a tuple literal '(...)'");
    llvm::SmallVector<StringRef> parts = splitTopLevel(*body);
    if (parts.size() != static_cast<size_t>(shape.tuple_shapes_size()))
      return fail(loc, "tuple literal has " + Twine(parts.size()) +
                           " elements, its shape " +
                           Twine(shape.tuple_shapes_size()));
    for (auto [index, part] : llvm::enumerate(parts)) {
      // Elements may repeat their shape (`(f32[] 1, s32[] 2)`).
      StringRef element = part;
      Text elementText{element, text.fallback, text.inBuffer};
      if (!convertLiteral(elementText, shape.tuple_shapes(index),
                          *out.add_tuple_literals()))
        return false;
    }
    return true;
  }
  case xla::TOKEN:
    return true;
  default:
    return convertArrayLiteral(text, shape, out);
  }
}

/// Appends `values` (bit patterns, two per complex element) to the field
/// of `out` that holds `type`, `bits` wide.
static void appendLiteralValues(xla::LiteralProto &out, xla::PrimitiveType type,
                                unsigned bits,
                                llvm::ArrayRef<uint64_t> values) {
  auto asFloat = [](uint64_t value) {
    return llvm::bit_cast<float>(static_cast<uint32_t>(value));
  };
  for (uint64_t value : values) {
    switch (type) {
    case xla::S32:
      out.add_s32s(static_cast<int32_t>(value));
      break;
    case xla::S64:
      out.add_s64s(static_cast<int64_t>(value));
      break;
    case xla::U32:
      out.add_u32s(static_cast<uint32_t>(value));
      break;
    case xla::U64:
      out.add_u64s(value);
      break;
    case xla::F32:
      out.add_f32s(asFloat(value));
      break;
    case xla::F64:
      out.add_f64s(llvm::bit_cast<double>(value));
      break;
    case xla::C64:
      out.add_c64s(asFloat(value));
      break;
    case xla::C128:
      out.add_c128s(llvm::bit_cast<double>(value));
      break;
    default: {
      // A sub-byte integer's byte holds its bits, zero-extended (XLA's
      // int4).
      std::string *bytes = getBytesField(out, type);
      bytes->push_back(
          static_cast<char>(value & (bits < 8 ? (1u << bits) - 1 : 0xff)));
      if (bits == 16)
        bytes->push_back(static_cast<char>((value >> 8) & 0xff));
      break;
    }
    }
  }
}

bool Converter::convertArrayLiteral(Text text, const xla::ShapeProto &shape,
                                    xla::LiteralProto &out) {
  SMLoc loc = locationOf(text);
  xla::PrimitiveType type = shape.element_type();
  unsigned bits;
  ElementKind kind = getElementKind(type, bits);
  if (kind == ElementKind::Other)
    return fail(loc, "constants of type " + elementTypeName(type) +
                         " are not supported");
  llvm::SmallVector<int64_t> dims(shape.dimensions().begin(),
                                  shape.dimensions().end());
  for (int64_t d : dims)
    if (d < 0)
      return fail(loc, "constants of unbounded dynamic shape are not "
                       "supported");
  // An element shape may precede the value inside tuples: skip it.
  StringRef body = dropComments(text.text);
  if (!body.empty() && isalpha(static_cast<unsigned char>(body.front())) &&
      body.find('[') != StringRef::npos &&
      body.take_until([](char c) { return c == '['; }).find_first_of(" ,{(") ==
          StringRef::npos &&
      parseElementType(
          body.take_until([](char c) { return c == '['; }).trim())) {
    size_t close = body.find(']');
    body = body.drop_front(close + 1).ltrim();
    if (body.starts_with("{") && !body.starts_with("{{") && body.size() > 1 &&
        isdigit(static_cast<unsigned char>(body[1]))) {
      // A layout `{1,0}` followed by the value.
      size_t end = body.find('}');
      StringRef afterLayout = body.drop_front(end + 1).ltrim();
      if (!afterLayout.empty() || dims.empty())
        body = afterLayout;
    }
  }
  {
    std::string squeezed;
    for (char c : body.take_front(64))
      if (!isspace(static_cast<unsigned char>(c)))
        squeezed.push_back(c);
    if (squeezed == "{...}")
      return fillElidedLiteral(locationIn(text, body), shape, out);
  }
  Text bodyText{body, text.fallback, text.inBuffer};
  std::optional<std::vector<StringRef>> scalars = read<std::vector<StringRef>>(
      bodyText, [&](StringRef value, ErrorHandler handler) {
        return parseLiteral(value, dims, kind == ElementKind::Complex, handler);
      });
  if (!scalars)
    return false;
  llvm::SmallVector<int64_t> order = getPhysicalOrder(
      dims, llvm::SmallVector<int64_t>(shape.layout().minor_to_major().begin(),
                                       shape.layout().minor_to_major().end()));
  size_t count = order.size();
  auto scalarLoc = [&](StringRef scalar) { return locationIn(text, scalar); };
  auto bad = [&](StringRef scalar) {
    return fail(scalarLoc(scalar), "invalid or out of range " +
                                       elementTypeName(type) + " value '" +
                                       scalar + "'");
  };
  switch (kind) {
  case ElementKind::Pred: {
    std::vector<bool> values(count);
    for (size_t k = 0; k < count; ++k) {
      StringRef s = (*scalars)[k];
      if (s == "true" || s == "1")
        values[order[k]] = true;
      else if (s == "false" || s == "0")
        values[order[k]] = false;
      else
        return bad(s);
    }
    for (bool value : values)
      out.add_preds(value);
    return true;
  }
  case ElementKind::Signed:
  case ElementKind::Unsigned: {
    std::vector<uint64_t> values(count);
    for (size_t k = 0; k < count; ++k) {
      StringRef s = (*scalars)[k];
      if (kind == ElementKind::Signed) {
        int64_t value;
        if (s.getAsInteger(10, value))
          return bad(s);
        if (bits < 64 && (value < -(int64_t(1) << (bits - 1)) ||
                          value >= (int64_t(1) << (bits - 1))))
          return fail(scalarLoc(s), "value '" + s + "' is out of range for " +
                                        elementTypeName(type));
        values[order[k]] = static_cast<uint64_t>(value);
      } else {
        uint64_t value;
        if (s.getAsInteger(10, value))
          return bad(s);
        if (bits < 64 && value >= (uint64_t(1) << bits))
          return fail(scalarLoc(s), "value '" + s + "' is out of range for " +
                                        elementTypeName(type));
        values[order[k]] = value;
      }
    }
    appendLiteralValues(out, type, bits, values);
    return true;
  }
  case ElementKind::Float:
  case ElementKind::Complex: {
    xla::PrimitiveType partType = type == xla::C64    ? xla::F32
                                  : type == xla::C128 ? xla::F64
                                                      : type;
    size_t parts = kind == ElementKind::Complex ? 2 : 1;
    std::vector<uint64_t> values(count * parts);
    for (size_t k = 0; k < count * parts; ++k) {
      StringRef s = (*scalars)[k];
      std::optional<uint64_t> value = encodeFloat(partType, s);
      if (!value)
        return bad(s);
      values[order[k / parts] * parts + k % parts] = *value;
    }
    appendLiteralValues(out, type, bits, values);
    return true;
  }
  case ElementKind::Other:
    break;
  }
  return false;
}

//===----------------------------------------------------------------------===//
// Sharding, metadata, frontend attributes
//===----------------------------------------------------------------------===//

bool Converter::convertSharding(Text text, xla::OpSharding &out,
                                unsigned depth) {
  SMLoc loc = locationOf(text);
  // Tuple shardings nest like tuple shapes; deeper than that is an error,
  // not a stack overflow.
  constexpr unsigned kMaxDepth = 64;
  if (depth > kMaxDepth)
    return fail(loc,
                "sharding nested deeper than " + Twine(kMaxDepth) + " levels");
  std::optional<StringRef> body = unbrace(text.text);
  if (!body)
    return fail(loc, "expected a sharding '{...}'");
  StringRef inner = body->trim();
  if (inner.empty() || inner.starts_with("{")) {
    // A tuple sharding: one sharding per leaf.
    out.set_type(xla::OpSharding::TUPLE);
    // XLA prints an index comment before every fifth element.
    for (StringRef element : splitTopLevel(inner))
      if (!convertSharding(
              Text{dropComments(element), text.fallback, text.inBuffer},
              *out.add_tuple_shardings(), depth + 1))
        return false;
    return true;
  }
  Cursor cursor(inner);
  auto bad = [&](const Twine &what) {
    return fail(locationIn(text, cursor.rest()), "invalid sharding: " + what);
  };
  bool sawTiles = false;
  // As XLA's parser: one kind (replicated, manual, unknown, unreduced,
  // maximal or devices=) and each modifier at most once; a second kind or a
  // repeated modifier would otherwise silently replace the first.
  StringRef kind;
  llvm::StringSet<> modifiers;
  out.set_type(xla::OpSharding::REPLICATED);
  while (!cursor.atEnd()) {
    StringRef word = cursor.word();
    auto badWord = [&](const Twine &what) {
      return fail(locationIn(text, word), "invalid sharding: " + what);
    };
    bool isKind = word == "replicated" || word == "manual" ||
                  word == "unknown" || word == "unreduced" ||
                  word == "maximal" || word == "devices";
    if (isKind && !kind.empty())
      return badWord("'" + word + "' after '" + kind +
                     "': a sharding has one kind");
    if (isKind)
      kind = word;
    bool isGroup = word == "shard_as" || word == "shard_like";
    if (!isKind && !word.empty() &&
        !modifiers.insert(isGroup ? "shard group" : word).second)
      return badWord(isGroup ? std::string("a sharding is in one shard group "
                                           "('shard_as' or 'shard_like', once)")
                             : ("'" + word + "' given twice").str());
    if ((word == "last_tile_dim_replicate" || word == "last_tile_dims") &&
        kind != "devices")
      return badWord("'" + word +
                     "' belongs to a tiled sharding, after 'devices=[...]'");
    if (word == "replicated") {
      out.set_type(xla::OpSharding::REPLICATED);
    } else if (word == "manual") {
      out.set_type(xla::OpSharding::MANUAL);
    } else if (word == "unknown") {
      out.set_type(xla::OpSharding::UNKNOWN);
    } else if (word == "unreduced") {
      out.set_type(xla::OpSharding::UNREDUCED);
    } else if (word == "maximal") {
      out.set_type(xla::OpSharding::MAXIMAL);
      std::optional<int64_t> device;
      if (!cursor.consumeIf("device=") || !(device = cursor.integer()))
        return bad("expected 'device=N' after 'maximal'");
      out.add_tile_assignment_dimensions(1);
      out.add_tile_assignment_devices(*device);
    } else if (word == "devices") {
      out.set_type(xla::OpSharding::OTHER);
      sawTiles = true;
      auto square = [&](auto &&add) {
        if (!cursor.consumeIf("["))
          return false;
        do {
          std::optional<int64_t> value = cursor.integer();
          if (!value)
            return false;
          add(*value);
        } while (cursor.consumeIf(","));
        return cursor.consumeIf("]");
      };
      if (!cursor.consumeIf("=") ||
          !square([&](int64_t v) { out.add_tile_assignment_dimensions(v); }))
        return bad("expected 'devices=[d,...]'");
      if (cursor.consumeIf("<=")) {
        if (!square([&](int64_t v) { out.add_iota_reshape_dims(v); }))
          return bad("expected '<=[d,...]'");
        if (cursor.consumeIf("T")) {
          if (!cursor.consumeIf("("))
            return bad("expected 'T(perm)'");
          do {
            std::optional<int64_t> value = cursor.integer();
            if (!value)
              return bad("expected 'T(perm)'");
            out.add_iota_transpose_perm(*value);
          } while (cursor.consumeIf(","));
          if (!cursor.consumeIf(")"))
            return bad("expected ')'");
        } else {
          // No transpose: the identity, which XLA's proto spells out.
          for (int i = 0; i < out.iota_reshape_dims_size(); ++i)
            out.add_iota_transpose_perm(i);
        }
      } else {
        do {
          std::optional<int64_t> value = cursor.integer();
          if (!value)
            return bad("expected device ids after 'devices=[...]'");
          out.add_tile_assignment_devices(*value);
        } while (cursor.consumeIf(","));
      }
    } else if (word == "last_tile_dim_replicate") {
      out.set_replicate_on_last_tile_dim(true);
    } else if (word == "last_tile_dims") {
      if (!cursor.consumeIf("=") || !cursor.consumeIf("{"))
        return bad("expected 'last_tile_dims={...}'");
      do {
        StringRef type = cursor.word();
        xla::OpSharding::Type value;
        if (!xla::OpSharding::Type_Parse(type.upper(), &value))
          return bad("unknown last tile dim type '" + type + "'");
        out.add_last_tile_dims(value);
      } while (cursor.consumeIf(","));
      if (!cursor.consumeIf("}"))
        return bad("expected '}'");
    } else if (word == "shard_as" || word == "shard_like") {
      std::optional<int64_t> id = cursor.integer();
      if (!id)
        return bad("expected a shard group id");
      out.set_is_shard_group(true);
      out.set_shard_group_id(*id);
      out.set_shard_group_type(word == "shard_as" ? xla::OpSharding::AS
                                                  : xla::OpSharding::LIKE);
    } else if (word == "metadata") {
      // One `{key=value ...}`, or several `{{...}, {...}}`.
      if (!cursor.consumeIf("="))
        return bad("expected 'metadata={...}'");
      StringRef value = cursor.value();
      std::optional<StringRef> entries = unbrace(value);
      if (!entries)
        return bad("expected 'metadata={...}'");
      if (!entries->trim().starts_with("{")) {
        if (!convertMetadata(Text{value, text.fallback, text.inBuffer},
                             *out.add_metadata()))
          return false;
      } else {
        for (StringRef entry : splitTopLevel(*entries))
          if (!convertMetadata(
                  Text{dropComments(entry), text.fallback, text.inBuffer},
                  *out.add_metadata()))
            return false;
      }
    } else {
      return bad("unexpected '" +
                 (word.empty() ? cursor.rest().take_front(16) : word) + "'");
    }
  }
  if (sawTiles && out.tile_assignment_devices_size() == 0 &&
      out.iota_reshape_dims_size() == 0)
    return bad("no devices");
  return true;
}

bool Converter::convertMetadata(Text text, xla::OpMetadata &out) {
  SMLoc loc = locationOf(text);
  std::optional<StringRef> body = unbrace(text.text);
  if (!body)
    return fail(loc, "expected metadata '{...}'");
  // As XLA's ParseMetadata: every key of getMetadataKeys() at most once, an
  // unknown key is an error. Lines and columns are also refused below 0.
  llvm::StringSet<> seen;
  Cursor cursor(*body);
  while (!cursor.atEnd()) {
    if (cursor.consumeIf(","))
      continue;
    SMLoc keyLoc = locationIn(text, cursor.rest());
    StringRef key = cursor.word();
    if (key.empty() || !cursor.consumeIf("="))
      return fail(keyLoc, "expected 'key=value' in metadata");
    SMLoc valueLoc = locationIn(text, cursor.rest());
    StringRef value = cursor.value();
    if (!llvm::is_contained(getMetadataKeys(), key))
      return fail(keyLoc, "unknown metadata key '" + key + "' (expected " +
                              llvm::join(getMetadataKeys(), ", ") + ")");
    if (!seen.insert(key).second)
      return fail(keyLoc, "metadata key '" + key + "' is given twice");
    const google::protobuf::FieldDescriptor *field =
        out.GetDescriptor()->FindFieldByName(key.str());
    const google::protobuf::Reflection *reflection = out.GetReflection();
    Text valueText{value, valueLoc, text.inBuffer};
    if (field->is_repeated() &&
        field->cpp_type() == google::protobuf::FieldDescriptor::CPPTYPE_ENUM) {
      // profile_type={1,2}: a repeated enum, set through reflection (the
      // generated accessors of profile_type are deprecated in XLA's proto).
      auto types = read<llvm::SmallVector<int64_t>>(valueText, parseIntList);
      if (!types)
        return false;
      const google::protobuf::EnumDescriptor *enumType = field->enum_type();
      int last = enumType->value(enumType->value_count() - 1)->number();
      for (int64_t type : *types) {
        if (type < INT32_MIN || type > INT32_MAX ||
            !enumType->FindValueByNumber(static_cast<int>(type)))
          return fail(valueLoc, "metadata " + key + " " + Twine(type) +
                                    " is not a " + enumType->name() + " (0.." +
                                    Twine(last) + ")");
        reflection->AddEnumValue(&out, field, static_cast<int>(type));
      }
    } else if (field->cpp_type() ==
               google::protobuf::FieldDescriptor::CPPTYPE_STRING) {
      std::optional<std::string> s = read<std::string>(valueText, parseString);
      if (!s)
        return false;
      reflection->SetString(&out, field, *s);
    } else {
      std::optional<int64_t> i = read<int64_t>(valueText, parseInt);
      if (!i)
        return false;
      if (*i != static_cast<int32_t>(*i))
        return fail(valueLoc, "metadata " + key + "=" + Twine(*i) +
                                  " is out of range for int32");
      if (*i < 0 && key != "stack_frame_id")
        return fail(valueLoc, "metadata " + key + "=" + Twine(*i) +
                                  " is negative (a line or column)");
      reflection->SetInt32(&out, field, static_cast<int32_t>(*i));
    }
  }
  return true;
}

bool Converter::convertFrontendAttributes(Text text,
                                          xla::FrontendAttributes &out) {
  SMLoc loc = locationOf(text);
  std::optional<StringRef> body = unbrace(text.text);
  if (!body)
    return fail(loc, "expected frontend attributes '{...}'");
  Cursor cursor(*body);
  while (!cursor.atEnd()) {
    if (cursor.consumeIf(","))
      continue;
    SMLoc keyLoc = locationIn(text, cursor.rest());
    std::string key = cursor.word().str();
    if (key.empty() && cursor.peek("\"")) {
      StringRef quoted = cursor.value();
      std::optional<std::string> unquoted =
          read<std::string>(Text{quoted, keyLoc, text.inBuffer}, parseString);
      if (!unquoted)
        return false;
      key = *unquoted;
    }
    if (key.empty() || !cursor.consumeIf("="))
      return fail(keyLoc, "expected 'key=\"value\"' in frontend attributes");
    StringRef value = cursor.value();
    std::string stored;
    if (value.starts_with("\"") || value.starts_with("'")) {
      std::optional<std::string> s =
          read<std::string>(Text{value, keyLoc, text.inBuffer}, parseString);
      if (!s)
        return false;
      stored = *s;
    } else {
      stored = value.str();
    }
    (*out.mutable_map())[key] = stored;
  }
  return true;
}

//===----------------------------------------------------------------------===//
// Instructions
//===----------------------------------------------------------------------===//

std::optional<llvm::SmallVector<std::pair<std::string, SMLoc>>>
Converter::readNames(const Text &value) {
  llvm::SmallVector<std::pair<std::string, SMLoc>> names;
  StringRef text = value.text.trim();
  std::optional<StringRef> body = unbrace(text);
  llvm::SmallVector<StringRef> parts;
  if (body)
    parts = splitTopLevel(*body);
  else
    parts.push_back(text);
  for (StringRef part : parts) {
    part = dropComments(part);
    SMLoc loc = locationIn(value, part);
    StringRef name = part;
    name.consume_front("%");
    if (name.empty() || llvm::any_of(name, [](char c) {
          return !(isalnum(static_cast<unsigned char>(c)) || c == '_' ||
                   c == '.' || c == '-' || c == '$');
        })) {
      fail(loc, "expected a name, got '" + part + "'");
      return std::nullopt;
    }
    names.emplace_back(name.str(), loc);
  }
  return names;
}

std::optional<std::vector<llvm::SmallVector<int64_t>>>
Converter::readMeshReplicaGroups(const Text &value) {
  // A mesh of devices 0..n-1 in row-major order; each group holds the devices
  // that differ only along the listed axes (in their listed order), groups
  // in row-major order of the other axes.
  SMLoc loc = locationOf(value);
  auto bad = [&]() {
    fail(loc, "invalid mesh replica groups '" + value.text +
                  "': expected mesh['a'=N,...] {'a',...}");
    return std::nullopt;
  };
  Cursor cursor(value.text);
  cursor.consumeIf("mesh");
  llvm::SmallVector<std::string> axes;
  llvm::SmallVector<int64_t> sizes;
  auto axisName = [&]() -> std::optional<std::string> {
    StringRef quoted = cursor.value();
    if (quoted.size() < 2 || (quoted.front() != '\'' && quoted.front() != '"'))
      return std::nullopt;
    StringRef body = quoted.drop_front().drop_back();
    return body.split('=').first.str();
  };
  if (!cursor.consumeIf("["))
    return bad();
  do {
    // `'axis'=N` is read by value() as one run.
    StringRef quoted = cursor.value();
    auto [name, size] = quoted.split('=');
    int64_t n;
    if (name.size() < 2 || size.getAsInteger(10, n) || n <= 0)
      return bad();
    axes.push_back(name.drop_front().drop_back().str());
    sizes.push_back(n);
  } while (cursor.consumeIf(","));
  if (!cursor.consumeIf("]") || !cursor.consumeIf("{"))
    return bad();
  llvm::SmallVector<size_t> grouped;
  if (!cursor.consumeIf("}")) {
    do {
      std::optional<std::string> name = axisName();
      if (!name)
        return bad();
      auto it = llvm::find(axes, *name);
      if (it == axes.end())
        return bad();
      grouped.push_back(it - axes.begin());
    } while (cursor.consumeIf(","));
    if (!cursor.consumeIf("}"))
      return bad();
  }
  if (!cursor.atEnd())
    return bad();
  int64_t total = 1;
  for (int64_t n : sizes)
    total *= n;
  if (total > (1 << 20))
    return bad();
  llvm::SmallVector<size_t> others;
  for (size_t axis = 0; axis < axes.size(); ++axis)
    if (!llvm::is_contained(grouped, axis))
      others.push_back(axis);
  llvm::SmallVector<int64_t> strides(axes.size(), 1);
  for (int64_t axis = axes.size() - 2; axis >= 0; --axis)
    strides[axis] = strides[axis + 1] * sizes[axis + 1];
  // Iterates `index` over the sizes of `dims` in row-major order.
  auto step = [&](llvm::ArrayRef<size_t> dims,
                  llvm::SmallVectorImpl<int64_t> &index) {
    for (int64_t d = dims.size() - 1; d >= 0; --d) {
      if (++index[dims[d]] < sizes[dims[d]])
        return true;
      index[dims[d]] = 0;
    }
    return false;
  };
  std::vector<llvm::SmallVector<int64_t>> groups;
  llvm::SmallVector<int64_t> index(axes.size(), 0);
  do {
    llvm::SmallVector<int64_t> &group = groups.emplace_back();
    for (size_t axis : grouped)
      index[axis] = 0;
    do {
      int64_t device = 0;
      for (size_t axis = 0; axis < axes.size(); ++axis)
        device += index[axis] * strides[axis];
      group.push_back(device);
    } while (step(grouped, index));
  } while (step(others, index));
  return groups;
}

std::optional<int64_t> Converter::lookupInstruction(size_t compIndex,
                                                    StringRef name, SMLoc loc) {
  auto it = instructionIndex[compIndex].find(name);
  if (it == instructionIndex[compIndex].end()) {
    std::string where;
    for (auto [index, comp] : llvm::enumerate(module.computations))
      if (index != compIndex && instructionIndex[index].count(name))
        where = " (it is defined in computation '" + comp.name + "')";
    fail(loc, "use of undefined instruction '" + name + "' in computation '" +
                  module.computations[compIndex].name + "'" + where);
    return std::nullopt;
  }
  outOfOrder |= it->second >= converting;
  return instructionIds[compIndex][it->second];
}

/// Reads `{a,b}: (p, {c}[, kind])` entries of aliasing attributes.
struct AliasEntry {
  llvm::SmallVector<int64_t> outputIndex;
  int64_t number = 0;
  llvm::SmallVector<int64_t> operandIndex;
  std::string kind;
};

static std::optional<std::vector<AliasEntry>>
readAliasing(StringRef text, bool withOutputIndex) {
  std::optional<StringRef> body = unbrace(text);
  if (!body)
    return std::nullopt;
  std::vector<AliasEntry> entries;
  Cursor cursor(*body);
  while (!cursor.atEnd()) {
    AliasEntry entry;
    if (withOutputIndex &&
        (!cursor.intList(entry.outputIndex) || !cursor.consumeIf(":")))
      return std::nullopt;
    std::optional<int64_t> number;
    if (!cursor.consumeIf("(") || !(number = cursor.integer()) ||
        !cursor.consumeIf(",") || !cursor.intList(entry.operandIndex))
      return std::nullopt;
    entry.number = *number;
    if (cursor.consumeIf(","))
      entry.kind = cursor.word().str();
    if (!cursor.consumeIf(")"))
      return std::nullopt;
    entries.push_back(std::move(entry));
    if (!cursor.consumeIf(","))
      break;
  }
  if (!cursor.atEnd())
    return std::nullopt;
  return entries;
}

/// Adds `values` to a repeated int64 field.
template <typename Field>
static void addInts(Field *field, llvm::ArrayRef<int64_t> values) {
  field->Add(values.begin(), values.end());
}

bool Converter::convertField(const AttributeSpec &spec,
                             const Attribute &attribute,
                             xla::HloInstructionProto &out) {
  Text value = valueOf(attribute);
  auto invalid = [&](const Twine &expected) {
    return invalidValue(attribute, expected);
  };
  MutableFieldRef ref = getMutableField(out, spec.field);
  google::protobuf::Message &message = *ref.message;
  const google::protobuf::FieldDescriptor *field = ref.field;
  const google::protobuf::Reflection *reflection = message.GetReflection();
  switch (spec.kind) {
  case AttributeKind::IntList: {
    auto values = read<llvm::SmallVector<int64_t>>(value, parseIntList);
    if (!values)
      return false;
    for (int64_t v : *values)
      reflection->AddInt64(&message, field, v);
    return true;
  }
  case AttributeKind::IntElement:
  case AttributeKind::Int: {
    auto v = read<int64_t>(value, parseInt);
    if (!v)
      return false;
    if (spec.kind == AttributeKind::IntElement) {
      reflection->AddInt64(&message, field, *v);
      return true;
    }
    if (spec.has(kPositive) && *v < 1)
      return invalid("a positive count");
    if (field->cpp_type() == google::protobuf::FieldDescriptor::CPPTYPE_INT64) {
      reflection->SetInt64(&message, field, *v);
      return true;
    }
    if (*v < std::numeric_limits<int32_t>::min() ||
        *v > std::numeric_limits<int32_t>::max())
      return invalid("a 32-bit integer");
    reflection->SetInt32(&message, field, *v);
    return true;
  }
  case AttributeKind::Bool: {
    auto v = read<bool>(value, parseBool);
    if (!v)
      return false;
    if (field->cpp_type() == google::protobuf::FieldDescriptor::CPPTYPE_ENUM)
      reflection->SetEnum(
          &message, field,
          field->enum_type()->FindValueByName(*v ? "TRUE" : "FALSE"));
    else
      reflection->SetBool(&message, field, *v);
    return true;
  }
  case AttributeKind::String: {
    auto s = read<std::string>(value, parseString);
    if (!s)
      return false;
    reflection->SetString(&message, field, *s);
    return true;
  }
  case AttributeKind::Choice:
  case AttributeKind::ComparisonType: {
    llvm::SmallVector<StringRef> choices;
    StringRef(spec.values).split(choices, ' ');
    if (!llvm::is_contained(choices, attribute.value))
      return invalid(getExpectedValues(spec));
    reflection->SetString(&message, field, attribute.value);
    return true;
  }
  case AttributeKind::Enum: {
    const google::protobuf::EnumValueDescriptor *enumValue =
        parseEnumSpelling(spec, field->enum_type(), attribute.value);
    if (!enumValue)
      return invalid(getExpectedValues(spec));
    reflection->SetEnum(&message, field, enumValue);
    return true;
  }
  case AttributeKind::Float: {
    std::optional<uint64_t> bits = encodeFloat(xla::F32, attribute.value);
    if (!bits)
      return invalid("a float");
    reflection->SetFloat(&message, field,
                         llvm::bit_cast<float>(static_cast<uint32_t>(*bits)));
    return true;
  }
  case AttributeKind::Shape: {
    auto shape = readShape(value);
    return shape &&
           convertShape(*shape, locationOf(value),
                        static_cast<xla::ShapeProto &>(
                            *reflection->MutableMessage(&message, field)));
  }
  default:
    llvm_unreachable("not a kind with one field");
  }
}

bool Converter::convertAttribute(
    size_t compIndex, const Instruction &inst, const Attribute &attribute,
    xla::HloInstructionProto &out,
    std::vector<std::tuple<int, std::string, SMLoc>> &calledComputations) {
  StringRef name = attribute.name;
  const AttributeSpec *spec = lookupInstructionAttribute(name, inst.opcode);
  if (!spec)
    return fail(attribute.loc, "unsupported attribute '" + name +
                                   "' on instruction '" + inst.name +
                                   "' (opcode " + inst.opcode + ")");
  Text value = valueOf(attribute);
  SMLoc valueLoc = locationOf(value);
  auto invalid = [&](const Twine &expected) {
    return invalidValue(attribute, expected);
  };
  if (isFieldKind(spec->kind) || spec->kind == AttributeKind::ComparisonType)
    return convertField(*spec, attribute, out);
  switch (spec->kind) {
  case AttributeKind::Computation:
  case AttributeKind::Computations: {
    auto names = readNames(value);
    if (!names)
      return false;
    for (auto &[callee, loc] : *names)
      calledComputations.emplace_back(spec->slot, callee, loc);
    return true;
  }
  case AttributeKind::Slice: {
    auto slice = read<Slice>(value, parseSlice);
    if (!slice)
      return false;
    for (size_t i = 0; i < slice->start.size(); ++i) {
      auto *dim = out.add_slice_dimensions();
      dim->set_start(slice->start[i]);
      dim->set_limit(slice->limit[i]);
      dim->set_stride(slice->stride[i]);
    }
    return true;
  }
  case AttributeKind::Padding: {
    auto padding = read<Padding>(value, parsePadding);
    if (!padding)
      return false;
    for (size_t i = 0; i < padding->low.size(); ++i) {
      auto *dim = out.mutable_padding_config()->add_dimensions();
      dim->set_edge_padding_low(padding->low[i]);
      dim->set_edge_padding_high(padding->high[i]);
      dim->set_interior_padding(padding->interior[i]);
    }
    return true;
  }
  case AttributeKind::Window: {
    auto window = read<Window>(value, parseWindow);
    if (!window)
      return false;
    size_t rank = window->size.size();
    auto check = [&](const llvm::SmallVector<int64_t> &list, StringRef what) {
      if (!list.empty() && list.size() != rank)
        return invalid(Twine("as many ") + what + " entries as size entries");
      return true;
    };
    if (!check(window->stride, "stride") || !check(window->padLow, "pad") ||
        !check(window->lhsDilate, "lhs_dilate") ||
        !check(window->rhsDilate, "rhs_dilate") ||
        !check(window->rhsReversal, "rhs_reversal"))
      return false;
    auto at = [](const llvm::SmallVector<int64_t> &list, size_t i,
                 int64_t otherwise) {
      return list.empty() ? otherwise : list[i];
    };
    for (size_t i = 0; i < rank; ++i) {
      auto *dim = out.mutable_window()->add_dimensions();
      dim->set_size(window->size[i]);
      dim->set_stride(at(window->stride, i, 1));
      dim->set_padding_low(at(window->padLow, i, 0));
      dim->set_padding_high(at(window->padHigh, i, 0));
      dim->set_base_dilation(at(window->lhsDilate, i, 1));
      dim->set_window_dilation(at(window->rhsDilate, i, 1));
      dim->set_window_reversal(at(window->rhsReversal, i, 0) != 0);
    }
    return true;
  }
  case AttributeKind::DimLabels: {
    auto dims = read<ConvDims>(value, parseDimLabels);
    if (!dims)
      return false;
    auto *cdn = out.mutable_convolution_dimension_numbers();
    cdn->set_input_batch_dimension(dims->inputBatch);
    cdn->set_input_feature_dimension(dims->inputFeature);
    addInts(cdn->mutable_input_spatial_dimensions(), dims->inputSpatial);
    cdn->set_kernel_input_feature_dimension(dims->kernelInput);
    cdn->set_kernel_output_feature_dimension(dims->kernelOutput);
    addInts(cdn->mutable_kernel_spatial_dimensions(), dims->kernelSpatial);
    cdn->set_output_batch_dimension(dims->outputBatch);
    cdn->set_output_feature_dimension(dims->outputFeature);
    addInts(cdn->mutable_output_spatial_dimensions(), dims->outputSpatial);
    return true;
  }
  case AttributeKind::Precisions: {
    std::optional<StringRef> body = unbrace(attribute.value);
    if (!body)
      return invalid("{default,high,highest,...}");
    for (StringRef part : splitTopLevel(*body)) {
      const google::protobuf::EnumValueDescriptor *precision =
          parseEnumSpelling(*spec, xla::PrecisionConfig::Precision_descriptor(),
                            part);
      if (!precision)
        return invalid("precisions default, high or highest");
      out.mutable_precision_config()->add_operand_precision(
          static_cast<xla::PrecisionConfig::Precision>(precision->number()));
    }
    return true;
  }
  case AttributeKind::FusionKind:
    if (!StringRef(attribute.value).starts_with("k"))
      return invalid("kLoop, kInput, kOutput or kCustom");
    out.set_fusion_kind(attribute.value);
    return true;
  case AttributeKind::OperandLayouts: {
    std::optional<StringRef> body = unbrace(value.text);
    if (!body)
      return invalid("{shape, ...}");
    out.set_constrain_layout(true);
    for (StringRef part : splitTopLevel(*body)) {
      auto shape = readShape(Text{part, value.fallback, value.inBuffer});
      if (!shape || !convertShape(*shape, valueLoc,
                                  *out.add_operand_shapes_with_layout()))
        return false;
    }
    return true;
  }
  case AttributeKind::Aliasing: {
    auto entries = readAliasing(attribute.value, /*withOutputIndex=*/true);
    if (!entries)
      return invalid("{{output index}: (operand, {operand index}), ...}");
    for (const AliasEntry &entry : *entries) {
      auto *alias = out.add_output_operand_aliasing();
      addInts(alias->mutable_output_shape_index(), entry.outputIndex);
      alias->set_operand_index(entry.number);
      addInts(alias->mutable_operand_shape_index(), entry.operandIndex);
    }
    return true;
  }
  case AttributeKind::Literal: {
    // `literal=s32[] 1`: the shape, then the value.
    StringRef text = value.text.trim();
    int depth = 0;
    size_t split = 0;
    for (; split < text.size(); ++split) {
      char c = text[split];
      if (c == '(' || c == '[' || c == '{')
        ++depth;
      else if (c == ')' || c == ']' || c == '}')
        --depth;
      else if (depth == 0 && isspace(static_cast<unsigned char>(c)))
        break;
    }
    auto shape =
        readShape(Text{text.take_front(split), value.fallback, value.inBuffer});
    xla::ShapeProto shapeProto;
    if (!shape || !convertShape(*shape, valueLoc, shapeProto))
      return false;
    return convertLiteral(
        Text{text.drop_front(split).trim(), value.fallback, value.inBuffer},
        shapeProto, *out.mutable_literal());
  }
  case AttributeKind::ReplicaGroups: {
    auto groups = StringRef(attribute.value).starts_with("mesh[")
                      ? readMeshReplicaGroups(value)
                      : read<std::vector<llvm::SmallVector<int64_t>>>(
                            value, parseReplicaGroups);
    if (!groups)
      return false;
    // The explicit groups of field 49, which every XLA version reads.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
    for (const auto &group : *groups)
      addInts(out.add_replica_groups()->mutable_replica_ids(), group);
#pragma GCC diagnostic pop
    return true;
  }
  case AttributeKind::SourceTargetPairs: {
    auto pairs =
        read<std::vector<llvm::SmallVector<int64_t>>>(value, parseIntLists);
    if (!pairs)
      return false;
    for (const auto &pair : *pairs) {
      if (pair.size() != 2)
        return invalid("{{source,target}, ...}");
      auto *st = out.add_source_target_pairs();
      st->set_source(pair[0]);
      st->set_target(pair[1]);
    }
    return true;
  }
  case AttributeKind::Sharding:
    return convertSharding(value, *out.mutable_sharding());
  case AttributeKind::Metadata:
    return convertMetadata(value, *out.mutable_metadata());
  case AttributeKind::FrontendAttributes:
    return convertFrontendAttributes(value, *out.mutable_frontend_attributes());
  case AttributeKind::ParameterReplication: {
    std::optional<StringRef> body = unbrace(attribute.value);
    if (!body)
      return invalid("{true,false,...}");
    auto *replication = out.mutable_parameter_replication();
    for (StringRef part : splitTopLevel(*body)) {
      if (part != "true" && part != "false")
        return invalid("{true,false,...}");
      replication->add_replicated_at_leaf_buffers(part == "true");
    }
    return true;
  }
  case AttributeKind::Domain: {
    std::optional<StringRef> body = unbrace(value.text);
    if (!body)
      return invalid("{kind=\"sharding\", entry={...}, exit={...}}");
    for (StringRef part : splitTopLevel(*body)) {
      auto [key, entry] = part.split('=');
      key = key.trim();
      entry = entry.trim();
      Text entryText{entry, value.fallback, value.inBuffer};
      if (key == "kind") {
        auto kind = read<std::string>(entryText, parseString);
        if (!kind)
          return false;
        if (*kind != "sharding")
          return invalid("a sharding domain (kind=\"sharding\")");
      } else if (key == "entry" || key == "exit") {
        if (entry.trim() == "{}")
          continue;
        if (!convertSharding(entryText,
                             key == "entry"
                                 ? *out.mutable_domain_entry_sharding()
                                 : *out.mutable_domain_exit_sharding()))
          return false;
      } else {
        return invalid("{kind=\"sharding\", entry={...}, exit={...}}");
      }
    }
    return true;
  }
  case AttributeKind::ControlPredecessors: {
    auto names = readNames(value);
    if (!names)
      return false;
    for (auto &[predecessor, loc] : *names) {
      std::optional<int64_t> id =
          lookupInstruction(compIndex, predecessor, loc);
      if (!id)
        return false;
      out.add_control_predecessor_ids(*id);
    }
    return true;
  }
  case AttributeKind::BackendConfig: {
    if (attribute.value.empty() || attribute.value[0] == '{') {
      out.set_backend_config(attribute.value);
      return true;
    }
    auto s = read<std::string>(value, parseString);
    if (!s)
      return false;
    out.set_backend_config(*s);
    return true;
  }
  case AttributeKind::Dropped:
    // No HloInstructionProto field.
    return true;
  default:
    break;
  }
  llvm_unreachable("a kind with one field");
}

bool Converter::convertInstruction(const Computation &computation,
                                   size_t compIndex, size_t instIndex,
                                   xla::HloInstructionProto &out) {
  const Instruction &inst = computation.instructions[instIndex];
  if (!hlo::isKnownHloOpcode(inst.opcode))
    return fail(inst.loc, "unknown opcode '" + inst.opcode + "'");
  out.set_name(inst.name);
  out.set_opcode(inst.opcode);
  out.set_id(instructionIds[compIndex][instIndex]);
  if (inst.shape && !convertShape(*inst.shape, inst.loc, *out.mutable_shape()))
    return false;
  if (inst.opcode == "parameter") {
    out.set_parameter_number(*inst.parameterNumber);
  } else if (inst.opcode == "constant") {
    if (!inst.shape)
      return fail(inst.loc, "constant '" + inst.name + "' has no shape");
    if (!convertLiteral(viewOf(inst.literal, inst.literalLoc), out.shape(),
                        *out.mutable_literal()))
      return false;
  }
  for (const Operand &operand : inst.operands) {
    std::optional<int64_t> id =
        lookupInstruction(compIndex, operand.name, operand.loc);
    if (!id)
      return false;
    out.add_operand_ids(*id);
  }
  std::vector<std::tuple<int, std::string, SMLoc>> called;
  llvm::StringSet<> seen;
  for (const Attribute &attribute : inst.attributes) {
    if (!seen.insert(attribute.name).second)
      return fail(attribute.loc,
                  "attribute '" + attribute.name + "' is given more than once");
    if (!convertAttribute(compIndex, inst, attribute, out, called))
      return false;
  }
  // Defaults XLA's parser fills in.
  StringRef opcode = inst.opcode;
  if (opcode == "custom-call" && !inst.getAttribute("api_version"))
    out.set_custom_call_api_version(xla::API_VERSION_ORIGINAL);
  if ((opcode == "dot" || opcode == "convolution" || opcode == "ragged-dot" ||
       opcode == "scaled-dot") &&
      out.precision_config().operand_precision_size() == 0) {
    // One DEFAULT per operand (two for dot and convolution), as XlaBuilder.
    int count = opcode == "dot" || opcode == "convolution"
                    ? 2
                    : static_cast<int>(inst.operands.size());
    for (int i = 0; i < count; ++i)
      out.mutable_precision_config()->add_operand_precision(
          xla::PrecisionConfig::DEFAULT);
  }
  if (opcode == "convolution") {
    if (!out.feature_group_count())
      out.set_feature_group_count(1);
    if (!out.batch_group_count())
      out.set_batch_group_count(1);
  }
  if (opcode == "compare" && out.comparison_type().empty() &&
      !inst.operands.empty()) {
    // The default type of the operands' element type, when it is written.
    const Operand &lhs = inst.operands.front();
    const Shape *lhsShape = lhs.shape.get();
    auto it = instructionIndex[compIndex].find(lhs.name);
    if (!lhsShape && it != instructionIndex[compIndex].end() &&
        computation.instructions[it->second].shape)
      lhsShape = &*computation.instructions[it->second].shape;
    std::optional<xla::PrimitiveType> type =
        lhsShape && lhsShape->isArray()
            ? parseElementType(lhsShape->elementType)
            : std::nullopt;
    unsigned bits;
    ElementKind kind = type ? getElementKind(*type, bits) : ElementKind::Other;
    if (kind == ElementKind::Float || kind == ElementKind::Complex)
      out.set_comparison_type("FLOAT");
    else if (kind == ElementKind::Signed)
      out.set_comparison_type("SIGNED");
    else if (kind == ElementKind::Pred || kind == ElementKind::Unsigned)
      out.set_comparison_type("UNSIGNED");
  }
  // Called computations in XLA's per-opcode order (while: body, condition).
  llvm::stable_sort(called, [](const auto &a, const auto &b) {
    return std::get<0>(a) < std::get<0>(b);
  });
  for (auto &[slot, callee, loc] : called) {
    auto it = computationIndex.find(callee);
    if (it == computationIndex.end())
      return fail(loc, "use of undefined computation '" + callee + "'");
    if (it->second == compIndex)
      return fail(loc, "computation '" + callee + "' calls itself");
    out.add_called_computation_ids(computationIds[it->second]);
    callees[compIndex].push_back(it->second);
    if (opcode == "fusion")
      fusionCallees.insert(it->second);
  }
  return true;
}

bool Converter::fillElidedLiteral(SMLoc loc, const xla::ShapeProto &shape,
                                  xla::LiteralProto &out) {
  // XLA prints `{...}` for a constant it elides; its parser
  // (ParseDenseLiteral, with fill_shortform_constants_with_random_values,
  // on by default) accepts it at the outer level of an array of rank >= 1
  // and fills the literal's row-major bytes with little-endian 32-bit words
  // from a counter that runs on across constants (0, 1, 2, ...), each byte
  // masked to 0/1 for pred; for the size % 4 bytes left it writes a byte
  // counter at byte offsets size/4 + i (XLA's own indexing, which lands
  // inside the words when size >= 4) and leaves the last bytes unset: here
  // they are zero.
  xla::PrimitiveType type = shape.element_type();
  unsigned bits;
  ElementKind kind = getElementKind(type, bits);
  if (shape.dimensions_size() == 0)
    return fail(loc, "'{...}' (an elided constant) needs an array of rank "
                     ">= 1, as in XLA");
  if (kind != ElementKind::Pred && bits < 8)
    return fail(loc, "elided constant '{...}' of " + elementTypeName(type) +
                         ": XLA fills the bytes of its unpacked " +
                         "sub-byte elements, which have no value here");
  size_t parts = kind == ElementKind::Complex ? 2 : 1;
  size_t partBytes = kind == ElementKind::Pred ? 1 : bits / 8;
  // A few characters stand for any size: bound what is made from them
  // (2^24 elements) before allocating anything.
  constexpr uint64_t kMaxElements = uint64_t(1) << 24;
  uint64_t count = 1;
  for (int64_t d : shape.dimensions()) {
    if (d < 0)
      return fail(loc, "elided constant '{...}' of a dynamic shape");
    if (d && count > kMaxElements / d + 1)
      count = kMaxElements + 1;
    else
      count *= d;
  }
  if (count > kMaxElements)
    return fail(loc, "elided constant '{...}' has more than 2^24 elements, "
                     "the most xhlo fills in");
  llvm::SmallVector<int64_t> order = getPhysicalOrder(
      llvm::SmallVector<int64_t>(shape.dimensions().begin(),
                                 shape.dimensions().end()),
      llvm::SmallVector<int64_t>(shape.layout().minor_to_major().begin(),
                                 shape.layout().minor_to_major().end()));
  uint64_t size = count * parts * partBytes;
  std::vector<uint8_t> bytes(size, 0);
  uint32_t mask = kind == ElementKind::Pred ? 0x01010101u : 0xffffffffu;
  for (uint64_t i = 0; i < size / 4; ++i) {
    uint32_t word = elidedWord++ & mask;
    for (int b = 0; b < 4; ++b)
      bytes[i * 4 + b] = static_cast<uint8_t>(word >> (8 * b));
  }
  for (uint64_t i = 0; i < size % 4; ++i)
    bytes[size / 4 + i] = static_cast<uint8_t>(elidedByte++ & mask);
  std::vector<uint64_t> values(count * parts);
  for (size_t k = 0; k < count * parts; ++k) {
    uint64_t value = 0;
    for (size_t b = 0; b < partBytes; ++b)
      value |= uint64_t(bytes[k * partBytes + b]) << (8 * b);
    values[order[k / parts] * parts + k % parts] = value;
  }
  *out.mutable_shape() = shape;
  if (kind == ElementKind::Pred) {
    for (uint64_t value : values)
      out.add_preds(value != 0);
    return true;
  }
  appendLiteralValues(out, type, bits, values);
  return true;
}

//===----------------------------------------------------------------------===//
// Computations and the module
//===----------------------------------------------------------------------===//

/// A depth-first post order of the nodes 0..count-1, started from each in
/// index order, on an explicit stack (inputs choose the depth): each node
/// comes after the nodes `successor(node, k)` names for k = 0, 1, ... until
/// it gives nothing. Returns false with `cycle` set to a node that reaches
/// itself.
template <typename Successor>
static bool postOrder(size_t count, Successor successor,
                      std::vector<size_t> &order, size_t &cycle) {
  enum State : uint8_t { New, OnPath, Placed };
  std::vector<State> state(count, New);
  order.clear();
  order.reserve(count);
  // (node, how many of its successors were visited)
  std::vector<std::pair<size_t, size_t>> path;
  for (size_t start = 0; start < count; ++start) {
    if (state[start] != New)
      continue;
    state[start] = OnPath;
    path.push_back({start, 0});
    while (!path.empty()) {
      auto &[node, next] = path.back();
      std::optional<size_t> to = successor(node, next++);
      if (!to) {
        state[node] = Placed;
        order.push_back(node);
        path.pop_back();
        continue;
      }
      if (state[*to] == Placed)
        continue;
      if (state[*to] == OnPath) {
        cycle = *to;
        return false;
      }
      state[*to] = OnPath;
      path.push_back({*to, 0});
    }
  }
  return true;
}

bool Converter::orderInstructions(size_t compIndex,
                                  xla::HloComputationProto &comp) {
  // Each instruction after its operands, then its control predecessors.
  llvm::DenseMap<int64_t, size_t> position;
  for (auto [index, inst] : llvm::enumerate(comp.instructions()))
    position[inst.id()] = index;
  auto dependency = [&](size_t index, size_t k) -> std::optional<size_t> {
    const auto &inst = comp.instructions(index);
    if (k < static_cast<size_t>(inst.operand_ids_size()))
      return position[inst.operand_ids(k)];
    k -= inst.operand_ids_size();
    if (k < static_cast<size_t>(inst.control_predecessor_ids_size()))
      return position[inst.control_predecessor_ids(k)];
    return std::nullopt;
  };
  std::vector<size_t> order;
  size_t cycle;
  if (!postOrder(comp.instructions_size(), dependency, order, cycle)) {
    const Computation &computation = module.computations[compIndex];
    return fail(computation.instructions[cycle].loc,
                "instruction '" + comp.instructions(cycle).name() +
                    "' depends on itself (cycle in computation '" +
                    computation.name + "')");
  }
  permute(*comp.mutable_instructions(), order);
  return true;
}

bool Converter::convertComputation(size_t index,
                                   xla::HloComputationProto &out) {
  const Computation &computation = module.computations[index];
  out.set_name(computation.name);
  out.set_id(computationIds[index]);
  out.mutable_instructions()->Reserve(computation.instructions.size());
  outOfOrder = false;
  for (size_t i = 0; i < computation.instructions.size(); ++i) {
    converting = i;
    if (!convertInstruction(computation, index, i, *out.add_instructions()))
      return false;
  }
  out.set_root_id(instructionIds[index][computation.rootIndex]);
  for (const Attribute &attribute : computation.attributes) {
    if (attribute.name != "execution_thread")
      return fail(attribute.loc,
                  "unsupported computation attribute '" + attribute.name + "'");
    auto thread = read<std::string>(valueOf(attribute), parseString);
    if (!thread)
      return false;
    if (*thread != "main")
      out.set_execution_thread(*thread);
  }

  // The program shape: parameters by number, then the root.
  std::vector<const xla::HloInstructionProto *> parameters;
  std::vector<size_t> parameterText;
  for (auto [i, inst] : llvm::enumerate(out.instructions())) {
    if (inst.opcode() != "parameter")
      continue;
    size_t number = inst.parameter_number();
    const Instruction *textInst =
        &computation.instructions[instructionIndex[index].at(inst.name())];
    if (number >= static_cast<size_t>(out.instructions_size()))
      return fail(textInst->loc, "parameter number " + Twine(number) +
                                     " is out of range in computation '" +
                                     computation.name + "'");
    if (parameters.size() <= number)
      parameters.resize(number + 1, nullptr);
    if (parameters[number])
      return fail(textInst->loc, "parameter number " + Twine(number) +
                                     " is used twice in computation '" +
                                     computation.name + "'");
    parameters[number] = &inst;
  }
  xla::ProgramShapeProto *shape = out.mutable_program_shape();
  for (auto [number, param] : llvm::enumerate(parameters)) {
    if (!param)
      return fail(computation.loc, "computation '" + computation.name +
                                       "' has no parameter " + Twine(number));
    xla::ShapeProto *paramShape = shape->add_parameters();
    if (param->has_shape())
      *paramShape = param->shape();
    else if (number < computation.parameters.size() &&
             !convertShape(computation.parameters[number].second,
                           computation.loc, *paramShape))
      return false;
    shape->add_parameter_names(param->name());
  }
  const Instruction &root = computation.instructions[computation.rootIndex];
  if (root.shape) {
    if (!convertShape(*root.shape, root.loc, *shape->mutable_result()))
      return false;
  } else if (computation.resultShape &&
             !convertShape(*computation.resultShape, computation.loc,
                           *shape->mutable_result())) {
    return false;
  }
  // Most text lists instructions in dependency order already.
  return !outOfOrder || orderInstructions(index, out);
}

bool Converter::orderComputations(xla::HloModuleProto &proto) {
  // Callees first (the text may chain any number of computations).
  auto callee = [&](size_t index, size_t k) -> std::optional<size_t> {
    if (k < callees[index].size())
      return callees[index][k];
    return std::nullopt;
  };
  std::vector<size_t> order;
  size_t cycle;
  if (!postOrder(proto.computations_size(), callee, order, cycle))
    return fail(module.computations[cycle].loc,
                "computation '" + proto.computations(cycle).name() +
                    "' calls itself (recursion is not allowed)");
  permute(*proto.mutable_computations(), order);
  return true;
}

bool Converter::convertModuleAttributes(xla::HloModuleProto &proto) {
  for (const Attribute &attribute : module.attributes) {
    Text value = valueOf(attribute);
    SMLoc valueLoc = locationOf(value);
    StringRef name = attribute.name;
    if (name == "entry_computation_layout") {
      std::optional<StringRef> body = unbrace(value.text);
      size_t arrow = StringRef::npos;
      if (body) {
        int depth = 0;
        for (size_t i = 0; i + 1 < body->size(); ++i) {
          char c = (*body)[i];
          if (c == '(' || c == '{' || c == '[')
            ++depth;
          else if (c == ')' || c == '}' || c == ']')
            --depth;
          else if (depth == 0 && c == '-' && (*body)[i + 1] == '>') {
            arrow = i;
            break;
          }
        }
      }
      if (!body || arrow == StringRef::npos)
        return fail(valueLoc, "expected entry_computation_layout={(...)->...}");
      auto parse = [&](StringRef text) {
        return readShape(Text{text.trim(), value.fallback, value.inBuffer});
      };
      std::optional<Shape> params = parse(body->take_front(arrow));
      std::optional<Shape> result = parse(body->drop_front(arrow + 2));
      if (!params || !result)
        return false;
      if (!params->isTuple())
        return fail(valueLoc, "expected '(' parameter shapes ')' in "
                              "entry_computation_layout");
      xla::ProgramShapeProto *shape = proto.mutable_host_program_shape();
      for (const Shape &param : params->elements)
        if (!convertShape(param, valueLoc, *shape->add_parameters()))
          return false;
      if (!convertShape(*result, valueLoc, *shape->mutable_result()))
        return false;
    } else if (name == "is_scheduled") {
      auto scheduled = read<bool>(value, parseBool);
      if (!scheduled)
        return false;
      if (*scheduled)
        proto.mutable_schedule();
    } else if (name == "input_output_alias" || name == "buffer_donor") {
      bool isAlias = name == "input_output_alias";
      auto entries = readAliasing(attribute.value, isAlias);
      if (!entries)
        return fail(valueLoc,
                    isAlias
                        ? "expected input_output_alias={ {output index}: "
                          "(parameter, {index}, may-alias|must-alias), ... }"
                        : "expected buffer_donor={ (parameter, {index}), "
                          "... }");
      for (const AliasEntry &entry : *entries) {
        if (!isAlias) {
          auto *donor = proto.mutable_buffer_donor()->add_entries();
          donor->set_parameter_number(entry.number);
          donor->mutable_parameter_shape_index()->Add(
              entry.operandIndex.begin(), entry.operandIndex.end());
          continue;
        }
        auto *alias = proto.mutable_input_output_alias()->add_entries();
        alias->mutable_output_shape_index()->Add(entry.outputIndex.begin(),
                                                 entry.outputIndex.end());
        alias->set_parameter_number(entry.number);
        alias->mutable_parameter_shape_index()->Add(entry.operandIndex.begin(),
                                                    entry.operandIndex.end());
        if (entry.kind.empty() || entry.kind == "may-alias")
          alias->set_kind(xla::MAY_ALIAS);
        else if (entry.kind == "must-alias")
          alias->set_kind(xla::MUST_ALIAS);
        else
          return fail(valueLoc, "unknown alias kind '" + entry.kind +
                                    "' (may-alias or must-alias)");
      }
    } else if (name == "frontend_attributes") {
      if (!convertFrontendAttributes(value,
                                     *proto.mutable_frontend_attributes()))
        return false;
    } else if (const HloModuleConfigField *field = findConfigField(name)) {
      // Module configuration: not in HloModuleProto; kept in `config`.
      std::optional<int64_t> count = read<int64_t>(value, parseInt);
      if (!count)
        return false;
      if (*count < 1 || *count > kMaxHloModuleConfigCount)
        return fail(valueLoc, name + "=" + Twine(*count) +
                                  " is out of range: expected 1 to " +
                                  Twine(kMaxHloModuleConfigCount));
      if (config)
        field->set(*config, *count);
    }
    // Other configuration (allow_spmd_..., alias_passthrough_params) is
    // dropped.
  }
  return true;
}

bool Converter::convertStackFrames(const StackFrameTables &tables,
                                   xla::StackFrameIndexProto &out) {
  for (auto [list, names] :
       {std::pair(&tables.fileNames, out.mutable_file_names()),
        std::pair(&tables.functionNames, out.mutable_function_names())}) {
    for (const auto &[text, loc] : *list) {
      std::optional<std::string> name =
          read<std::string>(Text{text, loc, false}, parseString);
      if (!name)
        return false;
      names->Add(std::move(*name));
    }
  }
  // Each field of an entry, and the table size it refers into (ids are
  // 1-based; 0 for a plain number).
  struct Field {
    StringRef name;
    size_t refersTo;
    bool required;
  };
  auto readEntry = [&](const StackFrameTables::Entry &entry, StringRef what,
                       llvm::ArrayRef<Field> fields,
                       llvm::SmallVectorImpl<int64_t> &values) {
    values.assign(fields.size(), 0);
    for (const auto &[name, value, loc] : entry.fields) {
      auto *field = llvm::find_if(
          fields, [&, &name = name](const Field &f) { return f.name == name; });
      if (field == fields.end())
        return fail(loc,
                    "unknown field '" + name + "' in a " + what + " entry");
      // parent_frame_id is printed as the proto's value plus one.
      bool parent = field->name == "parent_frame_id";
      int64_t low = parent ? 1 : field->refersTo ? 1 : 0;
      int64_t high =
          parent ? int64_t(field->refersTo) + 1 : int64_t(field->refersTo);
      if (field->refersTo && (value < low || value > high))
        return fail(loc, name + "=" + Twine(value) + " is out of range: " +
                             (parent ? "1 (no parent) to " + Twine(high)
                                     : "1 to " + Twine(high)));
      if (!field->refersTo && value < 0)
        return fail(loc, name + " must not be negative");
      values[field - fields.begin()] = parent ? value - 1 : value;
    }
    for (auto [index, field] : llvm::enumerate(fields))
      if (field.required &&
          llvm::none_of(entry.fields, [&, &field = field](const auto &f) {
            return std::get<0>(f) == field.name;
          }))
        return fail(entry.loc,
                    "a " + what + " entry needs '" + field.name + "'");
    return true;
  };
  llvm::SmallVector<int64_t> values;
  for (const auto &entry : tables.fileLocations) {
    if (!readEntry(entry, "FileLocations",
                   {{"file_name_id", tables.fileNames.size(), true},
                    {"function_name_id", tables.functionNames.size(), true},
                    {"line", 0, true},
                    {"end_line", 0, false},
                    {"column", 0, false},
                    {"end_column", 0, false}},
                   values))
      return false;
    auto *location = out.add_file_locations();
    location->set_file_name_id(values[0]);
    location->set_function_name_id(values[1]);
    location->set_line(values[2]);
    location->set_end_line(values[3]);
    location->set_column(values[4]);
    location->set_end_column(values[5]);
  }
  for (const auto &entry : tables.stackFrames) {
    if (!readEntry(entry, "StackFrames",
                   {{"file_location_id", tables.fileLocations.size(), true},
                    {"parent_frame_id", tables.stackFrames.size(), true}},
                   values))
      return false;
    auto *frame = out.add_stack_frames();
    frame->set_file_location_id(values[0]);
    frame->set_parent_frame_id(values[1]);
  }
  return true;
}

bool Converter::checkEntryResult(const xla::HloModuleProto &proto) {
  const Attribute *layout = module.getAttribute("entry_computation_layout");
  const Computation &entry = module.computations[module.entryIndex];
  const Instruction &root = entry.instructions[entry.rootIndex];
  if (!layout || !root.shape)
    return true;
  const xla::ShapeProto &expected = proto.host_program_shape().result();
  xla::ShapeProto actual;
  if (!convertShape(*root.shape, root.loc, actual))
    return false;
  // Element types and dimensions; layouts may differ (XLA relayouts).
  std::function<bool(const xla::ShapeProto &, const xla::ShapeProto &)> same =
      [&](const xla::ShapeProto &a, const xla::ShapeProto &b) {
        if (a.element_type() != b.element_type() ||
            !llvm::equal(a.dimensions(), b.dimensions()) ||
            a.tuple_shapes_size() != b.tuple_shapes_size())
          return false;
        for (int i = 0; i < a.tuple_shapes_size(); ++i)
          if (!same(a.tuple_shapes(i), b.tuple_shapes(i)))
            return false;
        return true;
      };
  if (same(expected, actual))
    return true;
  std::string written = StringRef(layout->value).trim().str();
  size_t arrow = written.rfind("->");
  std::string result =
      arrow == std::string::npos
          ? written
          : StringRef(written).drop_front(arrow + 2).drop_back().trim().str();
  return fail(root.loc, "the ROOT '" + root.name + "' of entry computation '" +
                            entry.name + "' has shape " +
                            printShape(*root.shape) +
                            ", but entry_computation_layout (" +
                            describeLocation(layout->valueLoc) +
                            ") gives the result " + result);
}

bool Converter::run(xla::HloModuleProto &proto) {
  proto.set_name(module.name);

  // Ids: one counter from 1, each computation's instructions then the
  // computation.
  int64_t next = 1;
  instructionIds.resize(module.computations.size());
  instructionIndex.resize(module.computations.size());
  callees.resize(module.computations.size());
  for (auto [index, computation] : llvm::enumerate(module.computations)) {
    instructionIndex[index] = llvm::StringMap<size_t>(
        std::min<size_t>(computation.instructions.size(), UINT32_MAX));
    instructionIds[index].reserve(computation.instructions.size());
    if (!computationIndex.try_emplace(computation.name, index).second) {
      fail(computation.loc,
           "duplicate computation name '" + computation.name + "'");
      return false;
    }
    for (auto [instIndex, inst] : llvm::enumerate(computation.instructions)) {
      if (!instructionIndex[index].try_emplace(inst.name, instIndex).second) {
        fail(inst.loc, "duplicate instruction name '" + inst.name +
                           "' in computation '" + computation.name + "'");
        return false;
      }
      instructionIds[index].push_back(next++);
    }
    computationIds.push_back(next++);
    if (locations) {
      std::vector<SMLoc> locs;
      locs.reserve(computation.instructions.size());
      for (const Instruction &inst : computation.instructions)
        locs.push_back(inst.loc);
      locations->addComputation(computationIds.back(),
                                next - 1 - computation.instructions.size(),
                                std::move(locs));
    }
  }

  for (size_t index = 0; index < module.computations.size(); ++index)
    if (!convertComputation(index, *proto.add_computations()))
      return false;

  // Fusion computations (called by `fusion`) are marked as such. The
  // proto's computations are still in the module's order.
  for (size_t index : fusionCallees)
    proto.mutable_computations(index)->set_is_fusion_computation(true);

  const xla::HloComputationProto &entry = proto.computations(module.entryIndex);
  proto.set_entry_computation_name(entry.name());
  proto.set_entry_computation_id(entry.id());
  proto.set_id(entry.id());
  if (!convertModuleAttributes(proto))
    return false;
  if (module.stackFrames &&
      !convertStackFrames(*module.stackFrames,
                          *proto.mutable_stack_frame_index()))
    return false;
  if (!proto.host_program_shape().has_result()) {
    *proto.mutable_host_program_shape() = entry.program_shape();
  } else if (proto.host_program_shape().parameters_size() ==
             entry.program_shape().parameter_names_size()) {
    *proto.mutable_host_program_shape()->mutable_parameter_names() =
        entry.program_shape().parameter_names();
  } else {
    const Attribute *layout = module.getAttribute("entry_computation_layout");
    fail(layout->loc, "entry_computation_layout has " +
                          Twine(proto.host_program_shape().parameters_size()) +
                          " parameters, the entry computation '" +
                          entry.name() + "' " +
                          Twine(entry.program_shape().parameters_size()));
    return false;
  }

  if (!checkEntryResult(proto))
    return false;

  if (proto.has_schedule()) {
    for (const auto &comp : proto.computations()) {
      if (comp.is_fusion_computation())
        continue;
      auto &sequence =
          (*proto.mutable_schedule()->mutable_sequences())[comp.id()];
      for (const auto &inst : comp.instructions())
        sequence.add_instruction_ids(inst.id());
    }
  }
  if (!orderComputations(proto))
    return false;
  return true;
}

std::optional<xla::HloModuleProto>
xhlo::hlo_text::convertToProto(const Module &module, ErrorHandler onError,
                               InstructionLocations *locations,
                               xla::HloModuleConfigProto *config) {
  xla::HloModuleProto proto;
  if (!convertToProto(module, onError, proto, locations, config))
    return std::nullopt;
  return proto;
}

bool xhlo::hlo_text::convertToProto(const Module &module, ErrorHandler onError,
                                    xla::HloModuleProto &proto,
                                    InstructionLocations *locations,
                                    xla::HloModuleConfigProto *config) {
  if (module.computations.empty()) {
    onError(module.loc, "module '" + module.name + "' has no computations");
    return false;
  }
  Converter converter(module, onError, locations, config);
  return converter.run(proto);
}
