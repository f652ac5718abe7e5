//===- ImportInternal.h - Internals of the HLO importer ---------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This private header declares the pieces the importer's files share: shape
// and literal conversion (ImportShapes.cpp), the required fields and the
// attributes of each opcode (ImportAttributes.cpp), and the module driver
// (HloImport.cpp). What the importer knows about each opcode beyond that is
// in the generated opcode table (xhlo/Dialect/Hlo/IR/HloOpcodes.h).
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_TARGET_HLO_IMPORT_IMPORTINTERNAL_H
#define XHLO_LIB_TARGET_HLO_IMPORT_IMPORTINTERNAL_H

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/Dialect/Hlo/IR/HloOpcodes.h"
#include "xhlo/hlo.pb.h"

#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/OperationSupport.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <optional>

namespace xhlo::hlo_import {

/// The name of the func argument/result attribute that gives an entry
/// parameter's or result's layout (minor_to_major, a `DenseI64ArrayAttr`).
constexpr llvm::StringLiteral kLayoutAttrName = "hlo.layout";
/// The module attribute naming the entry function.
constexpr llvm::StringLiteral kEntryAttrName = "hlo.entry";
/// The unit func attribute that makes a one-result function return a tuple.
constexpr llvm::StringLiteral kTupleResultAttrName = "hlo.tuple_result";
/// Frontend attribute the exporter puts on a root `tuple` instruction that
/// is a function's single result rather than its result list.
constexpr llvm::StringLiteral kWholeResultAttrName = "xhlo.whole_result";

/// The discardable attribute of ops, function arguments and results that
/// holds an instruction's sharding.
constexpr llvm::StringLiteral kShardingAttrName =
    hlo::HloDialect::ShardingAttrHelper::getNameStr();

/// The module attribute holding the module's XLA frontend attributes (a
/// dictionary of strings).
constexpr llvm::StringLiteral kModuleFrontendAttrsName =
    "hlo.frontend_attributes";

/// Emits an error (at the instruction being imported, with its context).
using EmitErrorFn = llvm::function_ref<mlir::InFlightDiagnostic()>;

/// The largest element count a literal may have (XLA's int32 limit).
constexpr int64_t kMaxLiteralElements = int64_t(1) << 31;

//===----------------------------------------------------------------------===//
// Shapes and literals (ImportShapes.cpp)
//===----------------------------------------------------------------------===//

/// The XLA name of `type` (`F32`, `S4`, ...), for messages.
std::string primitiveTypeName(int type);

/// Converts a ShapeProto to an hlo value type: a static tensor of an XLA
/// element type, a builtin tuple or `!hlo.token`. Emits an error and returns
/// null for anything the hlo dialect cannot express (dynamic dimensions,
/// element types such as F8E5M2 or S4, opaque and buffer shapes).
mlir::Type convertShape(const xla::ShapeProto &shape,
                        mlir::MLIRContext *context, EmitErrorFn emitError);

/// Sets `minorToMajor` to the layout of the array shape `shape`: its
/// layout's minor_to_major, or the default row-major one when the layout is
/// absent or empty. Fails with an error when it is not a permutation of the
/// dimensions.
mlir::LogicalResult getLayout(const xla::ShapeProto &shape,
                              llvm::SmallVectorImpl<int64_t> &minorToMajor,
                              EmitErrorFn emitError);

/// Whether `minorToMajor` is the default (row-major) layout: rank-1, ..., 0.
bool isDefaultLayout(llvm::ArrayRef<int64_t> minorToMajor);

/// Converts the data of `literal` to dense elements of `type` (an array
/// type). The element count must match exactly and not exceed
/// kMaxLiteralElements; elements are read in the order of the literal
/// shape's layout.
mlir::ElementsAttr convertLiteral(const xla::LiteralProto &literal,
                                  mlir::RankedTensorType type,
                                  EmitErrorFn emitError);

//===----------------------------------------------------------------------===//
// Opcodes and attributes (ImportAttributes.cpp)
//===----------------------------------------------------------------------===//

/// Returns the opcode table's entry of `opcode` when the importer takes it
/// (the opcode of an hlo op, or `parameter`), else null. An old comparison
/// opcode (`less-than`, ...) is `compare`, with its direction (`LT`) set in
/// `direction` when given (else `direction` is set empty).
const hlo::HloOpcodeInfo *lookupOpcode(llvm::StringRef opcode,
                                       llvm::StringRef *direction = nullptr);

/// Adds to `attributes` the attributes of the op for `instr` that come from
/// its proto fields (dimensions, windows, dimension numbers, enums, ...),
/// erroring through `emitError` on a missing or malformed field.
/// `comparisonDirection` overrides the proto's direction (for the old
/// comparison opcodes); `numOperands` is the op's operand count.
/// `counts` are the module's replica and partition counts (1 when not
/// given), which an all-to-all's split count can depend on.
struct ModuleCounts {
  int64_t replicaCount = 1;
  int64_t numPartitions = 1;
};
mlir::LogicalResult
addAttributes(const hlo::HloOpcodeInfo &info,
              const xla::HloInstructionProto &instr, unsigned numOperands,
              llvm::StringRef comparisonDirection, const ModuleCounts &counts,
              mlir::MLIRContext *context, mlir::NamedAttrList &attributes,
              EmitErrorFn emitError);

/// Checks the instruction fields that a valid proto must have for `info`'s
/// opcode without looking at operand types (required messages, a single
/// dimension where one is expected, counts of called computations).
mlir::LogicalResult checkRequiredFields(const hlo::HloOpcodeInfo &info,
                                        const xla::HloInstructionProto &instr,
                                        EmitErrorFn emitError);

/// The location that carries `metadata` (ImportMetadata.cpp): a FusedLoc
/// tagged with a dictionary of the fields a location cannot hold, over a
/// NameLoc (op_name) and a FileLineColLoc (source file, line, column);
/// UnknownLoc when no field but stack_frame_id is set. Errors (negative
/// lines, a payload id outside `module`'s payloads) go to `emitError`.
mlir::FailureOr<mlir::Location>
convertMetadata(const xla::OpMetadata &metadata,
                const xla::HloModuleProto &module, mlir::MLIRContext *context,
                EmitErrorFn emitError);

/// Every field of `metadata` that is set, as a dictionary named by field
/// (ImportMetadata.cpp): sharding metadata, which has no location.
mlir::DictionaryAttr convertMetadataFields(const xla::OpMetadata &metadata,
                                           mlir::MLIRContext *context);

//===----------------------------------------------------------------------===//
// Sharding (ImportSharding.cpp)
//===----------------------------------------------------------------------===//

/// Converts an instruction's OpSharding to `#hlo.sharding`, as XLA's
/// HloSharding::FromProto reads it; a non-tuple sharding of a tuple `shape`
/// (when given) becomes one element per leaf, as XLA normalizes it. Errors
/// (malformed shardings) go to `emitError`.
mlir::FailureOr<hlo::ShardingAttr>
convertSharding(const xla::OpSharding &sharding, const xla::ShapeProto *shape,
                mlir::MLIRContext *context, EmitErrorFn emitError);

} // namespace xhlo::hlo_import

#endif // XHLO_LIB_TARGET_HLO_IMPORT_IMPORTINTERNAL_H
