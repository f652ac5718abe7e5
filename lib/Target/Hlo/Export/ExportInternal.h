//===- ExportInternal.h - Internals of the HLO exporter ---------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This private header declares the pieces the exporter's files share: type
// and literal conversion (ExportShapes.cpp), the module driver and the
// computation builder (HloExport.cpp), and the per-op export
// (ExportOps.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_TARGET_HLO_EXPORT_EXPORTINTERNAL_H
#define XHLO_LIB_TARGET_HLO_EXPORT_EXPORTINTERNAL_H

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/Dialect/Hlo/IR/HloOpcodes.h"
#include "xhlo/Target/Hlo/HloExport.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinAttributeInterfaces.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringSet.h"

#include <map>
#include <string>
#include <tuple>

namespace xhlo::hlo_export {

/// The name of the func argument/result attribute that gives an entry
/// parameter's or result's layout (minor_to_major, a `DenseI64ArrayAttr`).
constexpr llvm::StringLiteral kLayoutAttrName = "hlo.layout";
/// The module attribute naming the entry function.
constexpr llvm::StringLiteral kEntryAttrName = "hlo.entry";
/// The unit func attribute that makes a one-result function return a tuple.
constexpr llvm::StringLiteral kTupleResultAttrName = "hlo.tuple_result";
/// Frontend attribute on a root `tuple` instruction that is a function's
/// single (tuple) result, not its result list. The importer consumes it.
constexpr llvm::StringLiteral kWholeResultAttrName = "xhlo.whole_result";
/// The module attribute holding the module's XLA frontend attributes (a
/// dictionary of strings).
constexpr llvm::StringLiteral kModuleFrontendAttrsName =
    "hlo.frontend_attributes";
/// The discardable attribute of ops, function arguments and results that
/// holds an instruction's sharding.
constexpr llvm::StringLiteral kShardingAttrName =
    hlo::HloDialect::ShardingAttrHelper::getNameStr();

//===----------------------------------------------------------------------===//
// Shapes and literals (ExportShapes.cpp)
//===----------------------------------------------------------------------===//

/// Sets `shape`'s layout to `minorToMajor` (and `format: DENSE` when
/// `denseFormat`).
void setLayout(xla::ShapeProto &shape, llvm::ArrayRef<int64_t> minorToMajor,
               bool denseFormat);

/// Converts an hlo value type (static tensor of an XLA element type, builtin
/// tuple, `!hlo.token`) to a ShapeProto with default (row-major) layouts on
/// every array. Emits an error at `loc` for anything else.
mlir::FailureOr<xla::ShapeProto> convertType(mlir::Type type, bool denseFormat,
                                             mlir::Location loc);

/// Converts the elements of a constant to a LiteralProto of the given shape
/// (which must be an array shape with its default layout).
mlir::FailureOr<xla::LiteralProto> convertLiteral(mlir::ElementsAttr value,
                                                  const xla::ShapeProto &shape,
                                                  mlir::Location loc);

//===----------------------------------------------------------------------===//
// Attributes (ExportAttributes.cpp)
//===----------------------------------------------------------------------===//

/// Sets the fields of `inst` that `op`'s attributes give (dimensions,
/// windows, dimension numbers, ...), erroring at `op` on a value HLO cannot
/// express. Operands, shape and called computations are set by the caller.
mlir::LogicalResult exportAttributes(mlir::Operation *op,
                                     xla::HloInstructionProto &inst);

//===----------------------------------------------------------------------===//
// Metadata (ExportMetadata.cpp)
//===----------------------------------------------------------------------===//

/// Fills `metadata` from the XLA metadata `loc` carries, as the importer
/// makes it (a FusedLoc tagged with a dictionary of OpMetadata fields, over
/// a NameLoc op_name and a FileLineColLoc source); leaves it alone when
/// `loc` has none. Errors at `loc` on a field that does not fit.
mlir::LogicalResult exportMetadata(mlir::Location loc,
                                   xla::OpMetadata &metadata);

/// Fills `metadata` from a dictionary of its fields (sharding metadata),
/// with errors at `loc`.
mlir::LogicalResult exportMetadataFields(mlir::DictionaryAttr fields,
                                         xla::OpMetadata &metadata,
                                         mlir::Location loc);

/// Writes `sharding` as XLA's OpSharding (ExportSharding.cpp).
mlir::LogicalResult exportSharding(hlo::ShardingAttr sharding,
                                   xla::OpSharding &out, mlir::Location loc);

//===----------------------------------------------------------------------===//
// Module and computations (HloExport.cpp)
//===----------------------------------------------------------------------===//

class ModuleExporter;

/// Builds one HloComputationProto: parameters first, then one or more
/// instructions per op in block order, then the root.
class ComputationExporter {
public:
  /// A computation named `name`, or `name.<id>` when `appendId`.
  ComputationExporter(ModuleExporter &module, std::string name, bool appendId)
      : module(module), name(std::move(name)), appendId(appendId) {}

  /// Appends an instruction of opcode `code` with a fresh id, named
  /// `<opcode>.<id>`.
  xla::HloInstructionProto &addInstruction(hlo::HloOpcode code,
                                           xla::ShapeProto shape,
                                           llvm::ArrayRef<int64_t> operands);

  /// Appends a parameter instruction `Arg_<n>.<id>` of `shape`.
  xla::HloInstructionProto &addParameter(xla::ShapeProto shape);

  /// Appends a get-tuple-element of element `index` of instruction `tuple`.
  mlir::FailureOr<int64_t> addGetTupleElement(int64_t tuple, int64_t index,
                                              mlir::Type type,
                                              mlir::Location loc);

  /// Appends a tuple of `values`, returns its id.
  mlir::FailureOr<int64_t> addTuple(mlir::ValueRange values,
                                    mlir::Operation *user);

  /// Maps the block arguments of `block` to parameters: one per argument,
  /// or (when `packArguments`) one tuple parameter taken apart with
  /// get-tuple-element. `layouts` optionally gives an argument's layout.
  mlir::LogicalResult addParameters(
      mlir::Block &block, bool packArguments,
      llvm::function_ref<mlir::FailureOr<xla::ShapeProto>(unsigned, mlir::Type)>
          convertArgument = nullptr);

  /// Exports every op of `block` but its terminator.
  mlir::LogicalResult exportBody(mlir::Block &block);

  /// Exports one op (ExportOps.cpp).
  mlir::LogicalResult exportOp(mlir::Operation *op);

  /// Adds the instructions of `op` (its own, plus tuple packing).
  mlir::LogicalResult exportOpInstructions(mlir::Operation *op);

  /// Writes the string-valued discardable attributes of `op` as the frontend
  /// attributes of its instruction, the first with its opcode from index
  /// `firstNew` on; warns about the others.
  mlir::LogicalResult exportFrontendAttributes(mlir::Operation *op,
                                               int firstNew);

  /// Sets the XLA metadata `loc` carries (ExportMetadata.cpp: op name,
  /// source, the other OpMetadata fields, stack frame) on every instruction
  /// from index `firstNew` on; errors at `loc` on a malformed one.
  mlir::LogicalResult setMetadata(int firstNew, mlir::Location loc);

  /// Sets `sharding` on instruction `id`, and a tuple sharding's elements on
  /// the get-tuple-elements of `id` from index `firstNew` on
  /// (ExportSharding.cpp).
  mlir::LogicalResult setSharding(int64_t id, hlo::ShardingAttr sharding,
                                  int firstNew, mlir::Location loc);

  /// Sets the `hlo.sharding` of `op`, if any, on the instruction it became
  /// (among those from index `firstNew` on).
  mlir::LogicalResult setOpSharding(mlir::Operation *op, int firstNew);

  /// Sets the root's sharding, given by `at` (a function's results or a
  /// region's return): on a root tuple built for it (`newTuple`), or on the
  /// returned value's instruction, which must not have another.
  mlir::LogicalResult setRootSharding(int64_t rootId, bool newTuple,
                                      hlo::ShardingAttr sharding,
                                      mlir::Operation *at);

  /// The instruction id of `value`, with an error at `user` if it has none.
  mlir::FailureOr<int64_t> lookup(mlir::Value value, mlir::Operation *user);

  /// The ids of `values`.
  mlir::FailureOr<llvm::SmallVector<int64_t>> lookup(mlir::ValueRange values,
                                                     mlir::Operation *user);

  /// The instruction with id `id` (which must exist).
  xla::HloInstructionProto &instruction(int64_t id);

  /// Makes `values` the root: the value itself when there is one and
  /// `forceTuple` is false, else a tuple of them. Returns the root id.
  mlir::FailureOr<int64_t> addRoot(mlir::ValueRange values,
                                   mlir::Operation *terminator,
                                   bool forceTuple = false);

  /// Completes the computation with root `rootId`: assigns its id, fills in
  /// the program shape, and appends it to the module. Returns its id.
  int64_t finish(int64_t rootId, bool isFusion = false);

  /// Adds frontend attribute `name` = `value` to instruction `id`.
  void addFrontendAttribute(int64_t id, llvm::StringRef name,
                            llvm::StringRef value);

  /// The converted type of `type` (errors at `loc`).
  mlir::FailureOr<xla::ShapeProto> shapeOf(mlir::Type type, mlir::Location loc);

  /// The shape of several values: their type, or a tuple of their types
  /// when `tuple`.
  mlir::FailureOr<xla::ShapeProto> shapeOf(mlir::TypeRange types, bool tuple,
                                           mlir::Location loc);

  /// Maps `results` to an instruction `id`: directly when not `packed`, else
  /// through one get-tuple-element per result.
  mlir::LogicalResult mapResults(mlir::ValueRange results, int64_t id,
                                 bool packed, mlir::Location loc);

  ModuleExporter &module;

private:
  std::string name;
  bool appendId;
  xla::HloComputationProto computation;
  llvm::DenseMap<mlir::Value, int64_t> ids;
  llvm::DenseMap<int64_t, int> indexOfId;
  llvm::SmallVector<int64_t> parameterIds;
};

/// Drives the export of a module: picks the entry, exports computations
/// callee first, and numbers everything from one counter.
class ModuleExporter {
public:
  ModuleExporter(mlir::ModuleOp module, const HloExportOptions &options)
      : moduleOp(module), options(options), symbolTable(module) {}

  mlir::FailureOr<xla::HloModuleProto> run();

  /// A fresh module-wide id.
  int64_t newId() { return nextId++; }

  /// Exports `func` (once) and returns its computation id. `user` is the op
  /// that calls it, for diagnostics.
  mlir::FailureOr<int64_t> exportFunction(mlir::func::FuncOp func,
                                          mlir::Operation *user);

  /// Looks up the function `symbol` names, with an error at `user`.
  mlir::FailureOr<mlir::func::FuncOp>
  lookupFunction(mlir::FlatSymbolRefAttr symbol, mlir::Operation *user);

  /// Exports `region` of `owner` as a new computation `region_<k>.<id>` (or
  /// `fused_computation.<id>`), returns its id. With `packArguments` its
  /// block arguments come from one tuple parameter.
  mlir::FailureOr<int64_t> exportRegion(mlir::Region &region,
                                        mlir::Operation *owner,
                                        bool packArguments = false,
                                        bool isFusion = false);

  /// Whether `func`'s computation returns a tuple (0 or >= 2 results, or
  /// `hlo.tuple_result`).
  static bool returnsTuple(mlir::func::FuncOp func);

  /// The 1-based id in proto.stack_frame_index of the stack frame `loc`
  /// carries (as the importer makes them: NameLoc(function, file:line:col),
  /// called from its parent through CallSiteLoc, possibly fused after a
  /// position in the input), adding it and its parents; 0 when none.
  int32_t getStackFrameId(mlir::Location loc);

  /// Sets the sharding of the root of `func` (id `rootId` in
  /// `computation`) from its result shardings (ExportSharding.cpp).
  mlir::LogicalResult setResultShardings(mlir::func::FuncOp func,
                                         ComputationExporter &computation,
                                         int64_t rootId);

  /// Reserves a computation name: `name`, or `name_<n>` if it is taken.
  std::string uniqueComputationName(llvm::StringRef name);

  mlir::ModuleOp moduleOp;
  const HloExportOptions &options;
  xla::HloModuleProto proto;

private:
  mlir::FailureOr<mlir::func::FuncOp> findEntry();
  mlir::FailureOr<int64_t> exportFunctionBody(mlir::func::FuncOp func);

  mlir::func::FuncOp entry;

  mlir::SymbolTable symbolTable;
  int64_t nextId = 1;
  int64_t nextRegion = 0;
  llvm::DenseMap<mlir::Operation *, int64_t> functionIds;
  llvm::DenseSet<mlir::Operation *> inProgress;
  llvm::StringSet<> computationNames;
  int32_t getFrameId(mlir::Location loc);
  /// Adds the frame of `loc` (a CallSiteLoc's callee) under `parent`; 0 when
  /// `loc` names no function at a file position.
  int32_t addFrame(mlir::Location loc, int32_t parent);
  /// Regions being exported, one inside the other (exportRegion); with the
  /// functions in progress, at most kMaxExportDepth.
  int64_t regionDepth = 0;
  static constexpr int64_t kMaxExportDepth = 256;
  llvm::DenseMap<mlir::Location, int32_t> frameIds;
  llvm::StringMap<int32_t> fileNameIds, functionNameIds;
  std::map<std::tuple<int32_t, int32_t, int32_t, int32_t>, int32_t>
      fileLocationIds;
};

} // namespace xhlo::hlo_export

#endif // XHLO_LIB_TARGET_HLO_EXPORT_EXPORTINTERNAL_H
