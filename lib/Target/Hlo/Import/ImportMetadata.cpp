//===- ImportMetadata.cpp - XLA OpMetadata as locations -------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// An instruction's OpMetadata becomes part of its op's location (the
// exporter reads it back, HloMetadata in ExportMetadata.cpp):
//
//   loc(fused<{op_type = "Add", ...}>[loc("op/name"), loc("file.py":3:7)])
//
// a FusedLoc whose metadata is a dictionary (the tag): op_name is a NameLoc,
// source_file/source_line/source_column a FileLineColLoc, and every other
// field that is set a dictionary entry named as the proto field (strings,
// integers of the field's width, enums by name, messages as dictionaries,
// repeated fields as arrays). stack_frame_id is the stack-frame chain the
// importer adds beside it.
//
//===----------------------------------------------------------------------===//

#include "ImportInternal.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Location.h"

using namespace mlir;
using namespace xhlo;
using namespace xhlo::hlo_import;

namespace pb = google::protobuf;

/// Whether the location itself carries field `name` of `metadata` (or the
/// stack-frame chain does). A FileLineColLoc needs a file name (MLIR prints
/// an empty one as "-"): without one, the line and column are entries.
static bool isLocationField(llvm::StringRef name,
                            const xla::OpMetadata &metadata) {
  if (name == "source_file" || name == "source_line" || name == "source_column")
    return !metadata.source_file().empty();
  return name == "op_name" || name == "stack_frame_id";
}

static Attribute convertValue(const pb::Message &message,
                              const pb::FieldDescriptor *field, int index,
                              Builder &b);

/// The set fields of `message` (but the location's) as a dictionary.
static DictionaryAttr convertFields(const pb::Message &message, Builder &b,
                                    const xla::OpMetadata *skipLocationFields) {
  std::vector<const pb::FieldDescriptor *> fields;
  message.GetReflection()->ListFields(message, &fields);
  SmallVector<NamedAttribute> entries;
  for (const pb::FieldDescriptor *field : fields) {
    if (skipLocationFields &&
        isLocationField(field->name(), *skipLocationFields))
      continue;
    Attribute value;
    if (field->is_repeated()) {
      SmallVector<Attribute> elements;
      int size = message.GetReflection()->FieldSize(message, field);
      for (int i = 0; i < size; ++i)
        elements.push_back(convertValue(message, field, i, b));
      value = b.getArrayAttr(elements);
    } else {
      value = convertValue(message, field, -1, b);
    }
    if (value)
      entries.push_back(b.getNamedAttr(field->name(), value));
  }
  return b.getDictionaryAttr(entries);
}

static Attribute convertValue(const pb::Message &message,
                              const pb::FieldDescriptor *field, int index,
                              Builder &b) {
  const pb::Reflection *r = message.GetReflection();
  bool repeated = index >= 0;
  switch (field->cpp_type()) {
  case pb::FieldDescriptor::CPPTYPE_STRING:
    return b.getStringAttr(repeated
                               ? r->GetRepeatedString(message, field, index)
                               : r->GetString(message, field));
  case pb::FieldDescriptor::CPPTYPE_INT32:
    return b.getI32IntegerAttr(repeated
                                   ? r->GetRepeatedInt32(message, field, index)
                                   : r->GetInt32(message, field));
  case pb::FieldDescriptor::CPPTYPE_INT64:
    return b.getI64IntegerAttr(repeated
                                   ? r->GetRepeatedInt64(message, field, index)
                                   : r->GetInt64(message, field));
  case pb::FieldDescriptor::CPPTYPE_DOUBLE:
    return b.getF64FloatAttr(repeated
                                 ? r->GetRepeatedDouble(message, field, index)
                                 : r->GetDouble(message, field));
  case pb::FieldDescriptor::CPPTYPE_BOOL:
    return b.getBoolAttr(repeated ? r->GetRepeatedBool(message, field, index)
                                  : r->GetBool(message, field));
  case pb::FieldDescriptor::CPPTYPE_ENUM: {
    int number = repeated ? r->GetRepeatedEnumValue(message, field, index)
                          : r->GetEnumValue(message, field);
    // A value this build's enum does not name stays a number.
    if (const pb::EnumValueDescriptor *value =
            field->enum_type()->FindValueByNumber(number))
      return b.getStringAttr(value->name());
    return b.getI32IntegerAttr(number);
  }
  case pb::FieldDescriptor::CPPTYPE_MESSAGE:
    return convertFields(repeated ? r->GetRepeatedMessage(message, field, index)
                                  : r->GetMessage(message, field),
                         b, /*skipLocationFields=*/nullptr);
  default:
    // No field of OpMetadata has another type (uint, float).
    return {};
  }
}

FailureOr<Location>
xhlo::hlo_import::convertMetadata(const xla::OpMetadata &metadata,
                                  const xla::HloModuleProto &module,
                                  MLIRContext *context, EmitErrorFn emitError) {
  std::pair<const char *, int32_t> lines[] = {
      {"source_line", metadata.source_line()},
      {"source_column", metadata.source_column()},
      {"source_end_line", metadata.source_end_line()},
      {"source_end_column", metadata.source_end_column()}};
  for (auto [name, value] : lines)
    if (value < 0)
      return emitError() << "metadata " << name << " " << value
                         << " is negative (a line or column)";
  xla::OpMetadata copy;
  const xla::OpMetadata *fields = &metadata;
  // A payload stored in the module (by id) comes in as its bytes, so that
  // the op carries all of it.
  if (metadata.has_metadata_payload() &&
      metadata.metadata_payload().payload_source_case() == xla::Payload::kId) {
    int64_t id = metadata.metadata_payload().id();
    if (id < 0 || id >= module.payloads_size())
      return emitError() << "metadata_payload id " << id << " is not in 0.."
                         << module.payloads_size() - 1
                         << " (the module's payloads)";
    copy = metadata;
    copy.mutable_metadata_payload()->set_value(module.payloads(id));
    fields = &copy;
  }
  Builder b(context);
  DictionaryAttr rest = convertFields(*fields, b, fields);
  SmallVector<Location> parts;
  if (!metadata.op_name().empty())
    parts.push_back(NameLoc::get(b.getStringAttr(metadata.op_name())));
  if (!metadata.source_file().empty())
    parts.push_back(FileLineColLoc::get(context, metadata.source_file(),
                                        metadata.source_line(),
                                        metadata.source_column()));
  if (parts.empty() && rest.empty())
    return Location(UnknownLoc::get(context));
  return FusedLoc::get(parts, rest, context);
}

DictionaryAttr
xhlo::hlo_import::convertMetadataFields(const xla::OpMetadata &metadata,
                                        MLIRContext *context) {
  Builder b(context);
  return convertFields(metadata, b, /*skipLocationFields=*/nullptr);
}
