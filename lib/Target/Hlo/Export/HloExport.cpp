//===- HloExport.cpp - hlo dialect to HloModuleProto ----------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the exporter's driver: it picks the entry function,
// exports functions (on demand, callees first) and regions as computations,
// numbers instructions and computations from one module-wide counter, and
// fills in program shapes and the module header. The per-op export lives in
// ExportOps.cpp, types and literals in ExportShapes.cpp.
//
// Conventions (shared with the importer):
// - computations appear callee first, the entry last; a function's
//   computation is named after the function, a region's `region_<k>.<id>`
//   (`fused_computation.<id>` for fusion), instructions `<opcode>.<id>` and
//   parameters `Arg_<n>.<id>`;
// - a function with exactly one result (and no `hlo.tuple_result`) returns
//   that value, any other returns a tuple of its results; a region returns
//   its one `hlo.return` operand or a tuple of several;
// - `hlo.layout` (minor_to_major) on an entry argument or result sets that
//   parameter's (and the program shape's) layout.
//
//===----------------------------------------------------------------------===//

#include "ExportInternal.h"

#include "xhlo/Target/Hlo/HloModuleConfig.h"

#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"

#include <limits>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::hlo_export;

//===----------------------------------------------------------------------===//
// ComputationExporter
//===----------------------------------------------------------------------===//

xla::HloInstructionProto &
ComputationExporter::addInstruction(hlo::HloOpcode code, xla::ShapeProto shape,
                                    ArrayRef<int64_t> operands) {
  StringRef opcode = hlo::getHloOpcodeName(code);
  xla::HloInstructionProto *inst = computation.add_instructions();
  int64_t id = module.newId();
  inst->set_id(id);
  inst->set_name((opcode + "." + Twine(id)).str());
  inst->set_opcode(opcode.str());
  *inst->mutable_shape() = std::move(shape);
  for (int64_t operand : operands)
    inst->add_operand_ids(operand);
  indexOfId[id] = computation.instructions_size() - 1;
  return *inst;
}

xla::HloInstructionProto &
ComputationExporter::addParameter(xla::ShapeProto shape) {
  int64_t number = parameterIds.size();
  xla::HloInstructionProto &inst =
      addInstruction(hlo::HloOpcode::Parameter, std::move(shape), {});
  inst.set_name(("Arg_" + Twine(number) + "." + Twine(inst.id())).str());
  inst.set_parameter_number(number);
  parameterIds.push_back(inst.id());
  return inst;
}

xla::HloInstructionProto &ComputationExporter::instruction(int64_t id) {
  auto it = indexOfId.find(id);
  assert(it != indexOfId.end() && "unknown instruction id");
  return *computation.mutable_instructions(it->second);
}

FailureOr<xla::ShapeProto> ComputationExporter::shapeOf(Type type,
                                                        Location loc) {
  return convertType(type, module.options.writeDenseLayoutFormat, loc);
}

FailureOr<xla::ShapeProto>
ComputationExporter::shapeOf(TypeRange types, bool tuple, Location loc) {
  if (!tuple) {
    assert(types.size() == 1 && "one type expected");
    return shapeOf(types.front(), loc);
  }
  xla::ShapeProto shape;
  shape.set_element_type(xla::TUPLE);
  for (Type type : types) {
    FailureOr<xla::ShapeProto> element = shapeOf(type, loc);
    if (failed(element))
      return failure();
    *shape.add_tuple_shapes() = std::move(*element);
  }
  return shape;
}

FailureOr<int64_t> ComputationExporter::addGetTupleElement(int64_t tuple,
                                                           int64_t index,
                                                           Type type,
                                                           Location loc) {
  FailureOr<xla::ShapeProto> shape = shapeOf(type, loc);
  if (failed(shape))
    return failure();
  xla::HloInstructionProto &inst = addInstruction(
      hlo::HloOpcode::GetTupleElement, std::move(*shape), {tuple});
  inst.set_tuple_index(index);
  return inst.id();
}

FailureOr<int64_t> ComputationExporter::addTuple(ValueRange values,
                                                 Operation *user) {
  FailureOr<SmallVector<int64_t>> operands = lookup(values, user);
  if (failed(operands))
    return failure();
  FailureOr<xla::ShapeProto> shape =
      shapeOf(values.getTypes(), /*tuple=*/true, user->getLoc());
  if (failed(shape))
    return failure();
  return addInstruction(hlo::HloOpcode::Tuple, std::move(*shape), *operands)
      .id();
}

FailureOr<int64_t> ComputationExporter::lookup(Value value, Operation *user) {
  auto it = ids.find(value);
  if (it != ids.end())
    return it->second;
  return user->emitError()
         << "cannot export to HLO: operand is not defined in the computation "
            "being exported (values from enclosing regions cannot be used)";
}

FailureOr<SmallVector<int64_t>> ComputationExporter::lookup(ValueRange values,
                                                            Operation *user) {
  SmallVector<int64_t> result;
  for (Value value : values) {
    FailureOr<int64_t> id = lookup(value, user);
    if (failed(id))
      return failure();
    result.push_back(*id);
  }
  return result;
}

LogicalResult ComputationExporter::addParameters(
    Block &block, bool packArguments,
    function_ref<FailureOr<xla::ShapeProto>(unsigned, Type)> convertArgument) {
  if (packArguments) {
    Location loc = block.getParentOp()->getLoc();
    FailureOr<xla::ShapeProto> shape =
        shapeOf(block.getArgumentTypes(), /*tuple=*/true, loc);
    if (failed(shape))
      return failure();
    // The arguments' XLA metadata (each has the tuple parameter's on import)
    // goes on the parameter and on each get-tuple-element.
    int firstNew = computation.instructions_size();
    int64_t parameter = addParameter(std::move(*shape)).id();
    if (block.getNumArguments() &&
        failed(setMetadata(firstNew, block.getArgument(0).getLoc())))
      return failure();
    for (BlockArgument arg : block.getArguments()) {
      firstNew = computation.instructions_size();
      FailureOr<int64_t> element = addGetTupleElement(
          parameter, arg.getArgNumber(), arg.getType(), arg.getLoc());
      if (failed(element) || failed(setMetadata(firstNew, arg.getLoc())))
        return failure();
      ids[arg] = *element;
    }
    return success();
  }
  for (BlockArgument arg : block.getArguments()) {
    FailureOr<xla::ShapeProto> shape =
        convertArgument ? convertArgument(arg.getArgNumber(), arg.getType())
                        : shapeOf(arg.getType(), arg.getLoc());
    if (failed(shape))
      return failure();
    int firstNew = computation.instructions_size();
    ids[arg] = addParameter(std::move(*shape)).id();
    if (failed(setMetadata(firstNew, arg.getLoc())))
      return failure();
  }
  return success();
}

LogicalResult ComputationExporter::exportBody(Block &block) {
  for (Operation &op : block.without_terminator())
    if (failed(exportOp(&op)))
      return failure();
  return success();
}

LogicalResult ComputationExporter::mapResults(ValueRange results, int64_t id,
                                              bool packed, Location loc) {
  if (!packed) {
    assert(results.size() == 1 && "one result expected");
    ids[results.front()] = id;
    return success();
  }
  for (auto [index, result] : llvm::enumerate(results)) {
    FailureOr<int64_t> element =
        addGetTupleElement(id, index, result.getType(), loc);
    if (failed(element))
      return failure();
    ids[result] = *element;
  }
  return success();
}

FailureOr<int64_t> ComputationExporter::addRoot(ValueRange values,
                                                Operation *terminator,
                                                bool forceTuple) {
  if (values.size() == 1 && !forceTuple)
    return lookup(values.front(), terminator);
  // A root tuple takes the terminator's XLA metadata (the imported root's).
  int firstNew = computation.instructions_size();
  FailureOr<int64_t> tuple = addTuple(values, terminator);
  if (failed(tuple) || failed(setMetadata(firstNew, terminator->getLoc())))
    return failure();
  return tuple;
}

void ComputationExporter::addFrontendAttribute(int64_t id, StringRef name,
                                               StringRef value) {
  auto it = indexOfId.find(id);
  if (it == indexOfId.end())
    return;
  xla::HloInstructionProto *inst = computation.mutable_instructions(it->second);
  // Only a root that is a `tuple` instruction is ambiguous.
  if (inst->opcode() == hlo::getHloOpcodeName(hlo::HloOpcode::Tuple))
    (*inst->mutable_frontend_attributes()->mutable_map())[name.str()] =
        value.str();
}

int64_t ComputationExporter::finish(int64_t rootId, bool isFusion) {
  int64_t id = module.newId();
  std::string fullName = appendId ? (name + "." + Twine(id)).str() : name;
  computation.set_name(module.uniqueComputationName(fullName));
  computation.set_id(id);
  computation.set_root_id(rootId);
  if (isFusion)
    computation.set_is_fusion_computation(true);
  xla::ProgramShapeProto *programShape = computation.mutable_program_shape();
  for (int64_t parameter : parameterIds) {
    const xla::HloInstructionProto &inst = instruction(parameter);
    *programShape->add_parameters() = inst.shape();
    programShape->add_parameter_names(inst.name());
  }
  *programShape->mutable_result() = instruction(rootId).shape();
  *module.proto.add_computations() = std::move(computation);
  return id;
}

//===----------------------------------------------------------------------===//
// ModuleExporter
//===----------------------------------------------------------------------===//

/// `name` as an HLO identifier: [A-Za-z_][A-Za-z0-9_.-]*, not a keyword of
/// HLO text (XLA's parser reads nothing else as a name).
static std::string toHloIdentifier(StringRef name) {
  std::string result;
  for (char c : name)
    result.push_back(
        llvm::isAlnum(c) || c == '_' || c == '.' || c == '-' ? c : '_');
  if (result.empty() || !(llvm::isAlpha(result[0]) || result[0] == '_'))
    result.insert(result.begin(), '_');
  if (result == "ENTRY" || result == "ROOT" || result == "HloModule" ||
      result == "true" || result == "false" || result == "inf" ||
      result == "nan")
    result += "_";
  return result;
}

int32_t ModuleExporter::getStackFrameId(Location loc) {
  if (auto fused = dyn_cast<FusedLoc>(loc)) {
    for (Location part : fused.getLocations())
      if (int32_t id = getFrameId(part))
        return id;
    return 0;
  }
  return getFrameId(loc);
}

int32_t ModuleExporter::getFrameId(Location loc) {
  // The callers not seen yet, innermost first: a loop, as a CallSiteLoc
  // chain may be any length (100,000 frames overflowed the stack).
  SmallVector<Location> chain;
  int32_t parent = 0;
  for (Location at = loc;;) {
    auto found = frameIds.find(at);
    if (found != frameIds.end()) {
      parent = found->second;
      break;
    }
    chain.push_back(at);
    auto call = dyn_cast<CallSiteLoc>(at);
    if (!call)
      break;
    at = call.getCaller();
  }
  // Outermost first, each frame the parent of the next.
  for (Location at : llvm::reverse(chain)) {
    parent = addFrame(at, parent);
    if (!parent)
      return 0;
  }
  return parent;
}

int32_t ModuleExporter::addFrame(Location loc, int32_t parent) {
  Location here = loc;
  if (auto call = dyn_cast<CallSiteLoc>(loc))
    here = call.getCallee();
  auto name = dyn_cast<NameLoc>(here);
  auto file =
      name ? dyn_cast<FileLineColLoc>(name.getChildLoc()) : FileLineColLoc();
  if (!file)
    return 0;
  xla::StackFrameIndexProto &index = *proto.mutable_stack_frame_index();
  auto intern = [](llvm::StringMap<int32_t> &ids, StringRef text,
                   google::protobuf::RepeatedPtrField<std::string> &names) {
    auto [it, inserted] = ids.try_emplace(text, names.size() + 1);
    if (inserted)
      names.Add(text.str());
    return it->second;
  };
  int32_t fileId =
      intern(fileNameIds, file.getFilename(), *index.mutable_file_names());
  int32_t functionId =
      intern(functionNameIds, name.getName(), *index.mutable_function_names());
  auto key =
      std::make_tuple(fileId, functionId, static_cast<int32_t>(file.getLine()),
                      static_cast<int32_t>(file.getColumn()));
  auto [location, inserted] =
      fileLocationIds.try_emplace(key, index.file_locations_size() + 1);
  if (inserted) {
    auto *entry = index.add_file_locations();
    entry->set_file_name_id(fileId);
    entry->set_function_name_id(functionId);
    entry->set_line(std::get<2>(key));
    entry->set_end_line(std::get<2>(key));
    entry->set_column(std::get<3>(key));
    entry->set_end_column(std::get<3>(key));
  }
  auto *frame = index.add_stack_frames();
  frame->set_file_location_id(location->second);
  frame->set_parent_frame_id(parent);
  return frameIds[loc] = index.stack_frames_size();
}

std::string ModuleExporter::uniqueComputationName(StringRef rawName) {
  std::string name = toHloIdentifier(rawName);
  std::string candidate = name;
  for (unsigned suffix = 1; !computationNames.insert(candidate).second;
       ++suffix)
    candidate = (name + "_" + Twine(suffix)).str();
  return candidate;
}

bool ModuleExporter::returnsTuple(func::FuncOp func) {
  return func.getNumResults() != 1 || func->hasAttr(kTupleResultAttrName);
}

FailureOr<func::FuncOp> ModuleExporter::lookupFunction(FlatSymbolRefAttr symbol,
                                                       Operation *user) {
  auto func = symbolTable.lookup<func::FuncOp>(symbol.getValue());
  if (!func)
    return user->emitError() << "cannot export to HLO: " << symbol
                             << " does not name a func.func of the module";
  return func;
}

/// Sets `shape`'s layout from an `hlo.layout` attribute.
static LogicalResult applyLayoutAttr(xla::ShapeProto &shape, Attribute attr,
                                     bool denseFormat,
                                     function_ref<InFlightDiagnostic()> error) {
  auto layout = dyn_cast<DenseI64ArrayAttr>(attr);
  if (!layout)
    return error() << "'" << kLayoutAttrName
                   << "' must be an array<i64> (minor_to_major), got " << attr;
  if (shape.element_type() == xla::TUPLE || shape.element_type() == xla::TOKEN)
    return error() << "'" << kLayoutAttrName
                   << "' applies to array values only";
  int64_t rank = shape.dimensions_size();
  llvm::SmallBitVector seen(rank);
  bool valid = static_cast<int64_t>(layout.size()) == rank;
  for (int64_t dim : layout.asArrayRef()) {
    if (!valid || dim < 0 || dim >= rank || seen.test(dim)) {
      valid = false;
      break;
    }
    seen.set(dim);
  }
  if (!valid)
    return error() << "'" << kLayoutAttrName << "' " << attr
                   << " is not a permutation of the " << rank << " dimensions";
  setLayout(shape, layout.asArrayRef(), denseFormat);
  return success();
}

FailureOr<int64_t> ModuleExporter::exportFunctionBody(func::FuncOp func) {
  Region &body = func.getBody();
  if (!body.hasOneBlock())
    return func.emitError()
           << "cannot export to HLO: function @" << func.getSymName() << " has "
           << body.getBlocks().size() << " blocks, HLO computations have one";
  Block &block = body.front();
  bool isEntry = func == entry;
  ComputationExporter computation(*this, func.getSymName().str(),
                                  /*appendId=*/false);

  auto convertArgument = [&](unsigned index,
                             Type type) -> FailureOr<xla::ShapeProto> {
    Location loc = block.getArgument(index).getLoc();
    FailureOr<xla::ShapeProto> shape = computation.shapeOf(type, loc);
    if (failed(shape))
      return failure();
    Attribute layout = func.getArgAttr(index, kLayoutAttrName);
    if (!layout || !isEntry)
      return shape;
    if (failed(applyLayoutAttr(
            *shape, layout, options.writeDenseLayoutFormat, [&]() {
              return func.emitError()
                     << "cannot export argument " << index << " of @"
                     << func.getSymName() << " to HLO: ";
            })))
      return failure();
    return shape;
  };
  if (failed(computation.addParameters(block, /*packArguments=*/false,
                                       convertArgument)))
    return failure();
  for (BlockArgument arg : block.getArguments())
    if (auto sharding = func.getArgAttrOfType<hlo::ShardingAttr>(
            arg.getArgNumber(), kShardingAttrName)) {
      FailureOr<int64_t> id = computation.lookup(arg, func);
      if (failed(id) ||
          failed(computation.setSharding(
              *id, sharding, std::numeric_limits<int>::max(), arg.getLoc())))
        return failure();
    }
  if (failed(computation.exportBody(block)))
    return failure();

  auto ret = dyn_cast<func::ReturnOp>(block.getTerminator());
  if (!ret)
    return block.getTerminator()->emitError()
           << "cannot export to HLO: a function must end in func.return";
  FailureOr<int64_t> root =
      computation.addRoot(ret.getOperands(), ret, returnsTuple(func));
  if (failed(root) || failed(setResultShardings(func, computation, *root)))
    return failure();
  // A single tuple-typed result made by a `tuple` instruction would read
  // back as the tuple's elements: mark the root as the whole result.
  if (!returnsTuple(func) && isa<TupleType>(func.getResultTypes().front()))
    computation.addFrontendAttribute(*root, kWholeResultAttrName, "true");
  int64_t id = computation.finish(*root);

  if (!isEntry)
    return id;
  // The result layouts of the entry.
  xla::ShapeProto *result =
      proto.mutable_computations(proto.computations_size() - 1)
          ->mutable_program_shape()
          ->mutable_result();
  for (unsigned index = 0, e = func.getNumResults(); index < e; ++index) {
    Attribute layout = func.getResultAttr(index, kLayoutAttrName);
    if (!layout)
      continue;
    xla::ShapeProto *shape =
        returnsTuple(func) ? result->mutable_tuple_shapes(index) : result;
    if (failed(applyLayoutAttr(
            *shape, layout, options.writeDenseLayoutFormat, [&]() {
              return func.emitError()
                     << "cannot export result " << index << " of @"
                     << func.getSymName() << " to HLO: ";
            })))
      return failure();
  }
  return id;
}

FailureOr<int64_t> ModuleExporter::exportFunction(func::FuncOp func,
                                                  Operation *user) {
  auto it = functionIds.find(func);
  if (it != functionIds.end())
    return it->second;
  Operation *at = user ? user : func.getOperation();
  if (func.isExternal())
    return at->emitError() << "cannot export to HLO: function @"
                           << func.getSymName() << " has no body";
  if (inProgress.contains(func))
    return at->emitError() << "cannot export to HLO: @" << func.getSymName()
                           << " is called recursively, which HLO does not "
                              "allow";
  // Each callee being exported is a level of recursion, as a region is.
  if (static_cast<int64_t>(inProgress.size()) + regionDepth >= kMaxExportDepth)
    return at->emitError() << "cannot export to HLO: calls and regions nest "
                              "deeper than "
                           << kMaxExportDepth << " levels";
  inProgress.insert(func);
  FailureOr<int64_t> id = exportFunctionBody(func);
  inProgress.erase(func);
  if (failed(id))
    return failure();
  functionIds[func] = *id;
  return *id;
}

FailureOr<int64_t> ModuleExporter::exportRegion(Region &region,
                                                Operation *owner,
                                                bool packArguments,
                                                bool isFusion) {
  // Each level recurses through the op exporter (a few KB of stack); XLA's
  // modules nest at most 4, the importers allow 256 by default. The entry
  // function is one level.
  if (static_cast<int64_t>(inProgress.size()) + regionDepth >= kMaxExportDepth)
    return owner->emitError()
           << "cannot export to HLO: calls and regions nest deeper than "
           << kMaxExportDepth << " levels";
  ++regionDepth;
  auto leave = llvm::make_scope_exit([&] { --regionDepth; });
  if (!region.hasOneBlock())
    return owner->emitError()
           << "cannot export to HLO: a region must have exactly one block";
  Block &block = region.front();
  std::string name = isFusion ? std::string("fused_computation")
                              : ("region_" + Twine(nextRegion++)).str();
  ComputationExporter computation(*this, name, /*appendId=*/true);
  if (failed(computation.addParameters(block, packArguments)) ||
      failed(computation.exportBody(block)))
    return failure();
  auto ret = dyn_cast<hlo::ReturnOp>(block.getTerminator());
  if (!ret)
    return block.getTerminator()->emitError()
           << "cannot export to HLO: a region must end in hlo.return";
  FailureOr<int64_t> root = computation.addRoot(ret.getResults(), ret);
  if (failed(root))
    return failure();
  if (auto sharding = ret->getAttrOfType<hlo::ShardingAttr>(kShardingAttrName))
    if (failed(computation.setRootSharding(
            *root, /*newTuple=*/ret.getResults().size() != 1, sharding, ret)))
      return failure();
  return computation.finish(*root, isFusion);
}

FailureOr<func::FuncOp> ModuleExporter::findEntry() {
  if (!options.entryFunction.empty()) {
    auto func = symbolTable.lookup<func::FuncOp>(options.entryFunction);
    if (!func)
      return emitError(moduleOp.getLoc())
             << "cannot export to HLO: entry function @"
             << options.entryFunction << " not found";
    return func;
  }
  if (Attribute attr = moduleOp->getAttr(kEntryAttrName)) {
    auto name = dyn_cast<StringAttr>(attr);
    if (!name)
      return moduleOp.emitError()
             << "cannot export to HLO: module attribute '" << kEntryAttrName
             << "' must be a string, got " << attr;
    auto func = symbolTable.lookup<func::FuncOp>(name.getValue());
    if (!func)
      return moduleOp.emitError()
             << "cannot export to HLO: entry function @" << name.getValue()
             << " (named by '" << kEntryAttrName << "') not found";
    if (!func.isPublic())
      return func.emitError() << "cannot export to HLO: entry function @"
                              << name.getValue() << " must be public";
    return func;
  }
  if (auto main = symbolTable.lookup<func::FuncOp>("main"))
    if (main.isPublic())
      return main;
  SmallVector<func::FuncOp> publicFuncs;
  for (auto func : moduleOp.getOps<func::FuncOp>())
    if (func.isPublic())
      publicFuncs.push_back(func);
  if (publicFuncs.size() == 1)
    return publicFuncs.front();
  // Otherwise the root of the call graph: the one public function that no
  // other function calls.
  SmallVector<func::FuncOp> uncalled;
  for (func::FuncOp func : publicFuncs)
    if (SymbolTable::symbolKnownUseEmpty(func, moduleOp))
      uncalled.push_back(func);
  if (uncalled.size() == 1)
    return uncalled.front();
  InFlightDiagnostic diag = moduleOp.emitError()
                            << "cannot export to HLO: no entry function: ";
  if (publicFuncs.empty())
    diag << "the module has no public func.func";
  else
    diag << "the module has " << publicFuncs.size()
         << " public functions, none is @main and " << uncalled.size()
         << " are called by no other; name the entry with the "
            "module attribute '"
         << kEntryAttrName << "'";
  return diag;
}

FailureOr<xla::HloModuleProto> ModuleExporter::run() {
  for (Operation &op : moduleOp.getBody()->getOperations())
    if (!isa<func::FuncOp>(op))
      return op.emitError() << "cannot export to HLO: only func.func may "
                               "appear at the top level of the module, found '"
                            << op.getName() << "'";
  FailureOr<func::FuncOp> entryFunc = findEntry();
  if (failed(entryFunc))
    return failure();
  entry = *entryFunc;
  FailureOr<int64_t> entryId = exportFunction(entry, /*user=*/nullptr);
  if (failed(entryId))
    return failure();
  const xla::HloComputationProto &entryComputation =
      proto.computations(proto.computations_size() - 1);
  assert(entryComputation.id() == *entryId && "entry must come last");
  proto.set_name(toHloIdentifier(moduleOp.getSymName().value_or("main")));
  if (Attribute attr = moduleOp->getAttr(kModuleFrontendAttrsName)) {
    auto entries = dyn_cast<DictionaryAttr>(attr);
    if (!entries)
      return moduleOp.emitError()
             << "cannot export to HLO: module attribute '"
             << kModuleFrontendAttrsName
             << "' must be a dictionary of strings, got " << attr;
    auto &map = *proto.mutable_frontend_attributes()->mutable_map();
    for (NamedAttribute entry : entries) {
      auto value = dyn_cast<StringAttr>(entry.getValue());
      if (!value)
        return moduleOp.emitError()
               << "cannot export to HLO: module frontend attribute '"
               << entry.getName().getValue() << "' must be a string, got "
               << entry.getValue();
      map[entry.getName().str()] = value.str();
    }
  }
  proto.set_entry_computation_name(entryComputation.name());
  proto.set_entry_computation_id(*entryId);
  proto.set_id(*entryId);
  *proto.mutable_host_program_shape() = entryComputation.program_shape();
  return std::move(proto);
}

//===----------------------------------------------------------------------===//
// Entry point
//===----------------------------------------------------------------------===//

FailureOr<xla::HloModuleProto>
xhlo::exportHloModule(ModuleOp module, const HloExportOptions &options) {
  return ModuleExporter(module, options).run();
}

FailureOr<xla::HloModuleConfigProto>
xhlo::exportHloModuleConfig(ModuleOp module) {
  xla::HloModuleConfigProto config;
  for (const HloModuleConfigField &field : getHloModuleConfigFields()) {
    int64_t value = 1;
    if (Attribute attr = module->getAttr(field.attrName)) {
      auto integer = dyn_cast<IntegerAttr>(attr);
      if (!integer || !integer.getType().isSignlessInteger(64) ||
          integer.getInt() < 1 || integer.getInt() > kMaxHloModuleConfigCount)
        return module.emitError()
               << "module attribute '" << field.attrName
               << "' must be an i64 from 1 to " << kMaxHloModuleConfigCount
               << ", got " << attr;
      value = integer.getInt();
    }
    field.set(config, value);
  }
  return config;
}
