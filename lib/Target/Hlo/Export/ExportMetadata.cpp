//===- ExportMetadata.cpp - locations as XLA OpMetadata -------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The inverse of ImportMetadata.cpp: the first FusedLoc tagged with a
// dictionary in an op's location gives the OpMetadata of the instructions
// the op becomes: its NameLoc the op_name, its FileLineColLoc the source
// file, line and column, and each dictionary entry the proto field of that
// name (a string, an integer that fits the field, an enum by name or
// number, a dictionary for a message, an array for a repeated field).
// Anything else in the dictionary is an error at the op.
//
//===----------------------------------------------------------------------===//

#include "ExportInternal.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Location.h"
#include "llvm/ADT/DenseSet.h"

using namespace mlir;
using namespace xhlo;
using namespace xhlo::hlo_export;

namespace pb = google::protobuf;

namespace {

/// Fills protobuf messages from the dictionaries of a metadata location,
/// with errors at that location.
class FieldWriter {
public:
  explicit FieldWriter(Location loc) : loc(loc) {}

  /// `top`: the OpMetadata itself; `placed`: a FileLineColLoc gave the
  /// source.
  LogicalResult setFields(DictionaryAttr fields, pb::Message &message, bool top,
                          bool placed = false) {
    for (NamedAttribute entry : fields) {
      StringRef name = entry.getName().getValue();
      const pb::FieldDescriptor *field =
          message.GetDescriptor()->FindFieldByName(name.str());
      if (!field)
        return error() << "'" << name << "' is not a field of "
                       << message.GetDescriptor()->full_name();
      if (top &&
          (name == "op_name" || name == "source_file" ||
           name == "stack_frame_id" ||
           (placed && (name == "source_line" || name == "source_column"))))
        return error() << "'" << name
                       << "' comes from the location (op_name a NameLoc, the "
                          "source a FileLineColLoc, the stack frame a "
                          "CallSiteLoc chain), not from the dictionary";
      if (!field->is_repeated()) {
        if (failed(setValue(entry.getValue(), message, field, false)))
          return failure();
        continue;
      }
      auto elements = dyn_cast<ArrayAttr>(entry.getValue());
      if (!elements)
        return error() << "'" << name << "' is a repeated field: give an array";
      for (Attribute element : elements)
        if (failed(setValue(element, message, field, true)))
          return failure();
    }
    return success();
  }

private:
  InFlightDiagnostic error() {
    return mlir::emitError(loc) << "cannot export the op's XLA metadata: ";
  }

  LogicalResult setValue(Attribute value, pb::Message &message,
                         const pb::FieldDescriptor *field, bool add) {
    const pb::Reflection *r = message.GetReflection();
    auto expected = [&](StringRef what) {
      return error() << "'" << field->name() << "' takes " << what << ", not "
                     << value;
    };
    auto integer = [&](int64_t low, int64_t high) -> std::optional<int64_t> {
      auto attr = dyn_cast<IntegerAttr>(value);
      if (!attr || !attr.getType().isSignlessInteger() ||
          attr.getValue().getSignificantBits() > 64 ||
          attr.getValue().getSExtValue() < low ||
          attr.getValue().getSExtValue() > high)
        return std::nullopt;
      return attr.getValue().getSExtValue();
    };
    switch (field->cpp_type()) {
    case pb::FieldDescriptor::CPPTYPE_STRING: {
      auto s = dyn_cast<StringAttr>(value);
      if (!s)
        return expected("a string");
      add ? r->AddString(&message, field, s.str())
          : r->SetString(&message, field, s.str());
      return success();
    }
    case pb::FieldDescriptor::CPPTYPE_INT32: {
      std::optional<int64_t> v = integer(INT32_MIN, INT32_MAX);
      if (!v)
        return expected("a 32-bit integer");
      add ? r->AddInt32(&message, field, *v) : r->SetInt32(&message, field, *v);
      return success();
    }
    case pb::FieldDescriptor::CPPTYPE_INT64: {
      std::optional<int64_t> v = integer(INT64_MIN, INT64_MAX);
      if (!v)
        return expected("a 64-bit integer");
      add ? r->AddInt64(&message, field, *v) : r->SetInt64(&message, field, *v);
      return success();
    }
    case pb::FieldDescriptor::CPPTYPE_DOUBLE: {
      auto f = dyn_cast<FloatAttr>(value);
      if (!f)
        return expected("a float");
      double d = f.getValueAsDouble();
      add ? r->AddDouble(&message, field, d) : r->SetDouble(&message, field, d);
      return success();
    }
    case pb::FieldDescriptor::CPPTYPE_BOOL: {
      auto b = dyn_cast<BoolAttr>(value);
      if (!b)
        return expected("true or false");
      add ? r->AddBool(&message, field, b.getValue())
          : r->SetBool(&message, field, b.getValue());
      return success();
    }
    case pb::FieldDescriptor::CPPTYPE_ENUM: {
      std::optional<int64_t> number = integer(INT32_MIN, INT32_MAX);
      if (auto name = dyn_cast<StringAttr>(value)) {
        const pb::EnumValueDescriptor *named =
            field->enum_type()->FindValueByName(name.str());
        if (named)
          number = named->number();
      }
      if (!number)
        return expected("a value of enum " + field->enum_type()->full_name() +
                        " (name or number)");
      add ? r->AddEnumValue(&message, field, *number)
          : r->SetEnumValue(&message, field, *number);
      return success();
    }
    case pb::FieldDescriptor::CPPTYPE_MESSAGE: {
      auto fields = dyn_cast<DictionaryAttr>(value);
      if (!fields)
        return expected("a dictionary");
      return setFields(fields,
                       add ? *r->AddMessage(&message, field)
                           : *r->MutableMessage(&message, field),
                       /*top=*/false);
    }
    default:
      return expected("nothing (a field type the exporter does not write)");
    }
  }

  Location loc;
};

} // namespace

LogicalResult xhlo::hlo_export::exportMetadata(Location loc,
                                               xla::OpMetadata &metadata) {
  // The first tagged FusedLoc, preorder, without recursion: through fused
  // parts, names and a call site's callee, never its callers (a stack-frame
  // chain may be any length; what the op was called from is not its own).
  FusedLoc tagged;
  SmallVector<Location> stack = {loc};
  llvm::DenseSet<Location> seen; // Shared parts are looked at once.
  while (!stack.empty() && !tagged) {
    Location at = stack.pop_back_val();
    if (!seen.insert(at).second)
      continue;
    if (auto fused = dyn_cast<FusedLoc>(at)) {
      if (isa_and_nonnull<DictionaryAttr>(fused.getMetadata()))
        tagged = fused;
      else
        stack.append(fused.getLocations().rbegin(),
                     fused.getLocations().rend());
    } else if (auto call = dyn_cast<CallSiteLoc>(at)) {
      stack.push_back(call.getCallee());
    } else if (auto name = dyn_cast<NameLoc>(at)) {
      stack.push_back(name.getChildLoc());
    }
  }
  if (!tagged)
    return success();
  bool named = false, placed = false;
  for (Location part : tagged.getLocations()) {
    if (auto name = dyn_cast<NameLoc>(part); name && !named) {
      metadata.set_op_name(name.getName().str());
      named = true;
    } else if (auto file = dyn_cast<FileLineColLoc>(part); file && !placed) {
      if (file.getLine() > INT32_MAX || file.getColumn() > INT32_MAX)
        return mlir::emitError(loc)
               << "cannot export the op's XLA metadata: source line "
               << file.getLine() << " or column " << file.getColumn()
               << " is above 2^31 - 1";
      metadata.set_source_file(file.getFilename().str());
      metadata.set_source_line(file.getLine());
      metadata.set_source_column(file.getColumn());
      placed = true;
    }
  }
  if (failed(FieldWriter(loc).setFields(
          cast<DictionaryAttr>(tagged.getMetadata()), metadata, true, placed)))
    return failure();
  if (metadata.source_line() < 0 || metadata.source_column() < 0 ||
      metadata.source_end_line() < 0 || metadata.source_end_column() < 0)
    return mlir::emitError(loc) << "cannot export the op's XLA metadata: "
                                   "source lines and columns cannot be "
                                   "negative";
  // The module's payloads are not written: a payload travels by value.
  if (metadata.metadata_payload().payload_source_case() == xla::Payload::kId)
    return mlir::emitError(loc)
           << "cannot export the op's XLA metadata: metadata_payload names "
              "a module payload by id, which the exporter does not write; "
              "give its bytes as `value`";
  return success();
}

LogicalResult xhlo::hlo_export::exportMetadataFields(DictionaryAttr fields,
                                                     xla::OpMetadata &metadata,
                                                     Location loc) {
  return FieldWriter(loc).setFields(fields, metadata, /*top=*/false);
}

LogicalResult ComputationExporter::setMetadata(int firstNew, Location loc) {
  if (firstNew >= computation.instructions_size())
    return success();
  xla::OpMetadata metadata;
  if (failed(exportMetadata(loc, metadata)))
    return failure();
  // The stack frame (from XLA's stack_frame_index on import).
  metadata.set_stack_frame_id(module.getStackFrameId(loc));
  if (metadata.ByteSizeLong() == 0)
    return success();
  for (int i = firstNew; i < computation.instructions_size(); ++i)
    *computation.mutable_instructions(i)->mutable_metadata() = metadata;
  return success();
}
