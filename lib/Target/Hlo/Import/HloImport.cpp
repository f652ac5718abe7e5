//===- HloImport.cpp - HloModuleProto to the hlo dialect
//-------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file imports an HloModuleProto into a builtin.module of func.func
// computations in the hlo dialect. The proto is validated first (ids,
// operand order, called computations, parameters, roots, opcodes, required
// fields); then the entry and every computation called by `call` or
// `custom-call` become functions, and every other called computation is
// inlined as a region of each op that calls it. Tuples that are only taken
// apart become several values. Ops are built generically from their
// OperationState and checked by their own type inference and verifiers.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Target/Hlo/HloImport.h"
#include "xhlo/Target/Hlo/HloModuleConfig.h"

#include "ImportInternal.h"

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/MathExtras.h"

#include <limits>
#include <memory>
#include <unordered_map>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::hlo_import;
using Opcode = hlo::HloOpcode;

namespace {

using Instr = xla::HloInstructionProto;
using Comp = xla::HloComputationProto;

/// The part of an instruction id that identifies it within its computation
/// (current XLA puts the computation's id in the high 32 bits, reference
/// section 2.6; older ids are small and unaffected).
int64_t localId(int64_t id) { return id & 0xFFFFFFFF; }

/// What the importer knows about one computation. Maps keyed by local ids
/// (32 bits) can be DenseMaps: those never hit DenseMap's reserved keys.
struct CompInfo {
  const Comp *proto = nullptr;
  int index = 0;
  /// Local instruction id -> position in `instructions`.
  llvm::DenseMap<int64_t, int> positionOf;
  /// The parameters, by parameter number.
  SmallVector<const Instr *> params;
  const Instr *root = nullptr;
  /// Local instruction id -> the instructions that use it (once per use).
  llvm::DenseMap<int64_t, SmallVector<const Instr *, 2>> users;
  /// Gathered by checkComputation's one pass over the instructions, so that
  /// later steps need not walk them again (each walk of 100k instructions
  /// took ~30 ms, mostly cache misses): each instruction's opcode by
  /// position, the positions of those that call computations, and the
  /// computation's own instruction count, a tuple counting once per element
  /// plus one (checkInlinedSize).
  std::vector<const hlo::HloOpcodeInfo *> opcodes;
  SmallVector<int> callers;
  uint64_t ownInstructions = 0;
  /// Whether the computation becomes a func.func (the entry, and targets of
  /// `call` and `custom-call`).
  bool needsFunc = false;
  func::FuncOp func;
  /// Whether the func returns the operands of a root `tuple` separately.
  bool funcReturnsParts = false;

  StringRef name() const { return proto->name(); }
};

/// An instruction's value as the importer sees it: one MLIR value, or the
/// parts of a tuple that has not been (and may never be) built.
struct ImportedValue;
using ValuePtr = std::shared_ptr<ImportedValue>;

struct ImportedValue {
  enum Kind {
    /// One MLIR value (`value`).
    Whole,
    /// The results of one multi-result op, or the data of a tuple literal
    /// or block arguments: get-tuple-element picks a part.
    Parts,
    /// A `tuple` instruction: its parts are its operands, and
    /// get-tuple-element on it stays a get_tuple_element op.
    TupleInstr,
  };

  ImportedValue(Kind kind, Type type, Location loc, const CompInfo *comp,
                const Instr *instr)
      : kind(kind), type(type), loc(loc), comp(comp), instr(instr) {}

  Kind kind;
  Type type;
  /// The value; for Parts and TupleInstr, the tuple once built.
  Value value;
  SmallVector<ValuePtr> parts;
  /// Where to build the tuple, and whom to blame.
  Location loc;
  const CompInfo *comp;
  const Instr *instr;
};

/// How a computation's root becomes the values it returns.
enum class ReturnMode {
  /// One value: the root (a tuple is built if needed).
  Single,
  /// The root's tuple elements (one value when the root is no tuple).
  Unpack,
  /// A func's results: the operands of a root `tuple` instruction, else the
  /// root.
  FuncRoot,
};

/// The values of one computation being imported into one block.
struct Scope {
  // The block may be in a region not yet attached to its op, which has no
  // context to give the builder.
  Scope(CompInfo &comp, Block *block, MLIRContext *context)
      : comp(comp), builder(context) {
    builder.setInsertionPointToEnd(block);
  }

  CompInfo &comp;
  OpBuilder builder;
  llvm::DenseMap<int64_t, ValuePtr> values;
};

/// Adds a note naming the instruction to every error emitted while it lives.
class InstructionNote {
public:
  InstructionNote(MLIRContext *context, const CompInfo &comp,
                  const Instr &instr)
      : handler(context, [&comp, &instr](Diagnostic &diag) {
          if (diag.getSeverity() == DiagnosticSeverity::Error)
            diag.attachNote() << "in instruction '" << instr.name()
                              << "' of computation '" << comp.name() << "'";
          return failure(); // Let the next handler report it.
        }) {}

private:
  ScopedDiagnosticHandler handler;
};

class Importer {
public:
  Importer(const xla::HloModuleProto &proto, MLIRContext *context,
           Location moduleLoc, HloInstructionLocator locator,
           const HloImportLimits &limits,
           const xla::HloModuleConfigProto *config)
      : proto(proto), context(context), moduleLoc(moduleLoc), locator(locator),
        limits(limits), config(config) {
    if (config) {
      counts.replicaCount = std::max<int64_t>(1, config->replica_count());
      counts.numPartitions = std::max<int64_t>(1, config->num_partitions());
    }
  }

  OwningOpRef<ModuleOp> run();

private:
  //===--------------------------------------------------------------------===//
  // Diagnostics
  //===--------------------------------------------------------------------===//

  Location locOf(const CompInfo &comp, const Instr &instr) {
    Location loc = locator ? locator(comp.proto->id(), instr.id()) : moduleLoc;
    // After the position in the input, which diagnostics show first: the
    // instruction's metadata (ImportMetadata.cpp), then its XLA stack frame
    // (metadata.stack_frame_id, 1-based).
    SmallVector<Location, 3> parts = {loc};
    if (auto it = metadataLocs.find(&instr); it != metadataLocs.end())
      parts.push_back(it->second);
    int64_t frame = instr.metadata().stack_frame_id();
    if (frame > 0 && frame <= static_cast<int64_t>(frameLocs.size()))
      parts.push_back(frameLocs[frame - 1]);
    return parts.size() == 1 ? loc : FusedLoc::get(context, parts);
  }
  /// An error at the instruction, naming it and its computation.
  InFlightDiagnostic emitError(const CompInfo &comp, const Instr &instr) {
    return mlir::emitError(locOf(comp, instr))
           << "instruction '" << instr.name() << "' in computation '"
           << comp.name() << "': ";
  }
  /// An error about a computation as a whole.
  InFlightDiagnostic emitError(const CompInfo &comp) {
    return mlir::emitError(moduleLoc)
           << "computation '" << comp.name() << "': ";
  }

  //===--------------------------------------------------------------------===//
  // Validation
  //===--------------------------------------------------------------------===//

  LogicalResult indexModule();
  /// Validates the module's stack_frame_index and builds `frameLocs`.
  LogicalResult importStackFrames();
  LogicalResult checkComputation(CompInfo &comp);
  CompInfo *findEntry();
  bool reaches(int from, int to);
  LogicalResult checkInlinedSize();
  CompInfo &compById(int64_t id) { return comps[compIndex.at(id)]; }

  /// Whether every use of `instr` is a get-tuple-element (and it is not the
  /// root).
  bool onlyTakenApart(const CompInfo &comp, const Instr &instr) {
    if (localId(comp.root->id()) == localId(instr.id()))
      return false;
    auto it = comp.users.find(localId(instr.id()));
    if (it == comp.users.end())
      return true;
    return llvm::all_of(it->second, [](const Instr *user) {
      return user->opcode() == hlo::getHloOpcodeName(Opcode::GetTupleElement);
    });
  }

  //===--------------------------------------------------------------------===//
  // Import
  //===--------------------------------------------------------------------===//

  LogicalResult importFunc(CompInfo &comp, bool isEntry);
  LogicalResult importBody(CompInfo &comp, Block *block, bool unpackParameter,
                           ReturnMode mode, SmallVectorImpl<Value> &returned,
                           bool *returnedParts = nullptr);
  LogicalResult importRegion(Region &region, CompInfo &comp,
                             bool unpackParameter, ReturnMode mode);

  ValuePtr importInstruction(Scope &scope, const Instr &instr);
  ValuePtr importConstant(Scope &scope, const Instr &instr, Type shapeType);
  ValuePtr importLiteral(Scope &scope, const Instr &instr,
                         const xla::LiteralProto &literal, Type type,
                         unsigned depth);
  ValuePtr importGetTupleElement(Scope &scope, const Instr &instr,
                                 Type shapeType);
  ValuePtr importWhile(Scope &scope, const Instr &instr, Type shapeType);
  ValuePtr importCall(Scope &scope, const Instr &instr, Type shapeType);
  ValuePtr importInfeed(Scope &scope, const Instr &instr, Type shapeType);
  ValuePtr importBitcast(Scope &scope, const Instr &instr, Type shapeType);
  ValuePtr importGeneric(Scope &scope, const Instr &instr,
                         const hlo::HloOpcodeInfo &info, StringRef direction,
                         Type shapeType);

  /// The single MLIR value of `value`, building its tuple if needed.
  Value materialize(Scope &scope, const ValuePtr &value);
  /// The values a computation returns for `root` in `mode`.
  LogicalResult returnValues(Scope &scope, const ValuePtr &root,
                             ReturnMode mode, SmallVectorImpl<Value> &values);
  ValuePtr lookup(Scope &scope, int64_t id) {
    return scope.values.lookup(localId(id));
  }

  /// Creates the op of `state` at the end of the scope's block.
  Operation *create(Scope &scope, const Instr &instr, OperationState &state);
  /// Infers the result types of `state` through its InferTypeOpInterface.
  LogicalResult inferResultTypes(Scope &scope, const Instr &instr,
                                 OperationState &state,
                                 SmallVectorImpl<Type> &types);
  /// A Whole value for a single-result op or Parts for several results.
  ValuePtr wrapResults(Scope &scope, const Instr &instr, Operation *op,
                       bool parts);
  LogicalResult checkOperandKinds(Scope &scope, const Instr &instr,
                                  const hlo::HloOpcodeInfo &info,
                                  ValueRange operands);

  LogicalResult verifyModule(ModuleOp module);
  LogicalResult setEntryLayouts(CompInfo &comp);

  /// Converts every instruction's metadata (`metadataLocs`, after checking
  /// its stack frame id) and sharding (`shardings`).
  LogicalResult convertAnnotations();
  /// Puts the sharding of `instr` on the op built for it, if one op holds
  /// its whole value.
  void annotateSharding(const ValuePtr &value, const Instr &instr);
  /// Splits the sharding of the root tuple of `comp`, whose elements `func`
  /// returns, into result shardings.
  LogicalResult setResultShardings(CompInfo &comp, func::FuncOp func);

  const xla::HloModuleProto &proto;
  MLIRContext *context;
  Location moduleLoc;
  HloInstructionLocator locator;
  const HloImportLimits &limits;
  /// The module configuration given with the proto, and its counts.
  const xla::HloModuleConfigProto *config;
  ModuleCounts counts;

  std::vector<CompInfo> comps;
  /// Stack frame k + 1 of stack_frame_index as a location: the function's
  /// name over file:line:column, called from its parent frame's location.
  std::vector<Location> frameLocs;
  /// The location of each instruction's metadata but its stack frame, for
  /// those that have any.
  llvm::DenseMap<const Instr *, Location> metadataLocs;
  /// Each instruction's sharding, for those that have one.
  llvm::DenseMap<const Instr *, hlo::ShardingAttr> shardings;
  /// Computation id -> index. Not a DenseMap: ids come straight from the
  /// proto and may be DenseMap's reserved keys.
  std::unordered_map<int64_t, int> compIndex;
  /// The instruction each op was built for, for the verifier's notes.
  llvm::DenseMap<Operation *, std::pair<const CompInfo *, const Instr *>>
      labels;
};

} // namespace

//===----------------------------------------------------------------------===//
// Validation
//===----------------------------------------------------------------------===//

LogicalResult Importer::indexModule() {
  if (proto.computations().empty())
    return mlir::emitError(moduleLoc) << "HloModuleProto has no computations";
  bool ok = true;
  comps.resize(proto.computations_size());
  llvm::StringMap<int> names;
  for (int i = 0, e = proto.computations_size(); i < e; ++i) {
    CompInfo &comp = comps[i];
    comp.proto = &proto.computations(i);
    comp.index = i;
    if (comp.name().empty()) {
      mlir::emitError(moduleLoc) << "computation " << i << " (id "
                                 << comp.proto->id() << ") has no name";
      ok = false;
    } else if (!names.try_emplace(comp.name(), i).second) {
      mlir::emitError(moduleLoc)
          << "two computations are named '" << comp.name() << "'";
      ok = false;
    }
    auto [it, inserted] = compIndex.try_emplace(comp.proto->id(), i);
    if (!inserted) {
      mlir::emitError(moduleLoc)
          << "computations '" << comps[it->second].name() << "' and '"
          << comp.name() << "' have the same id " << comp.proto->id();
      ok = false;
    }
  }
  if (!ok)
    return failure();
  for (CompInfo &comp : comps)
    ok &= succeeded(checkComputation(comp));
  return success(ok);
}

bool Importer::reaches(int from, int to) {
  SmallVector<int> worklist{from};
  llvm::DenseSet<int> seen{from};
  while (!worklist.empty()) {
    int index = worklist.pop_back_val();
    if (index == to)
      return true;
    for (const Instr &instr : comps[index].proto->instructions())
      for (int64_t id : instr.called_computation_ids()) {
        auto it = compIndex.find(id);
        if (it != compIndex.end() && seen.insert(it->second).second)
          worklist.push_back(it->second);
      }
  }
  return false;
}

LogicalResult Importer::checkComputation(CompInfo &comp) {
  const Comp &c = *comp.proto;
  if (c.instructions().empty())
    return emitError(comp) << "the computation has no instructions";
  bool ok = true;

  // Ids.
  for (int pos = 0, e = c.instructions_size(); pos < e; ++pos) {
    const Instr &instr = c.instructions(pos);
    if (instr.id() < 0) {
      emitError(comp, instr) << "negative id " << instr.id();
      ok = false;
      continue;
    }
    auto [it, inserted] = comp.positionOf.try_emplace(localId(instr.id()), pos);
    if (!inserted) {
      emitError(comp, instr)
          << "id " << instr.id() << " is also the id of instruction '"
          << c.instructions(it->second).name() << "'";
      ok = false;
    }
  }
  if (!ok)
    return failure();

  // Instructions.
  SmallVector<const Instr *> parameters;
  comp.opcodes.assign(c.instructions_size(), nullptr);
  for (int pos = 0, e = c.instructions_size(); pos < e; ++pos) {
    const Instr &instr = c.instructions(pos);
    auto fail = [&]() -> InFlightDiagnostic {
      ok = false;
      return emitError(comp, instr);
    };
    const hlo::HloOpcodeInfo *info = lookupOpcode(instr.opcode());
    if (!info) {
      fail() << "unsupported opcode '" << instr.opcode() << "'";
      continue;
    }
    comp.opcodes[pos] = info;
    // A tuple may become one op per element where it is taken apart.
    comp.ownInstructions = llvm::SaturatingAdd(
        comp.ownInstructions,
        uint64_t(1) + uint64_t(instr.shape().tuple_shapes_size()));
    if (!instr.called_computation_ids().empty())
      comp.callers.push_back(pos);
    auto emitHere = [&]() -> InFlightDiagnostic { return fail(); };
    if (failed(checkRequiredFields(*info, instr, emitHere)))
      continue;

    for (int k = 0, n = instr.operand_ids_size(); k < n; ++k) {
      int64_t id = instr.operand_ids(k);
      auto it = comp.positionOf.find(localId(id));
      if (it == comp.positionOf.end()) {
        fail() << "operand " << k << " refers to id " << id
               << ", which names no instruction of the computation";
        continue;
      }
      if (it->second >= pos) {
        fail() << "operand " << k << " ('" << c.instructions(it->second).name()
               << "', id " << id
               << ") is not defined before its use (operands must come "
                  "earlier in the same computation)";
        continue;
      }
      comp.users[localId(id)].push_back(&instr);
    }
    for (int64_t id : instr.control_predecessor_ids())
      if (!comp.positionOf.count(localId(id)))
        fail() << "control predecessor id " << id
               << " names no instruction of the computation";

    for (int64_t id : instr.called_computation_ids()) {
      auto it = compIndex.find(id);
      if (it == compIndex.end()) {
        fail() << "calls computation id " << id << ", which does not exist";
        continue;
      }
      int callee = it->second;
      if (callee == comp.index)
        fail() << "calls its own computation (recursion is not allowed)";
      else if (callee > comp.index && reaches(callee, comp.index))
        fail() << "calls computation '" << comps[callee].name()
               << "', which calls back into '" << comp.name()
               << "' (the call graph has a cycle)";
      else if (callee > comp.index)
        fail() << "calls computation '" << comps[callee].name()
               << "', which comes after it in the module (called "
                  "computations must come first)";
    }

    if (info->code == Opcode::Parameter) {
      if (instr.parameter_number() < 0)
        fail() << "negative parameter number " << instr.parameter_number();
      else
        parameters.push_back(&instr);
    }
  }

  // Parameters are numbered 0..n-1, each once.
  comp.params.assign(parameters.size(), nullptr);
  for (const Instr *param : parameters) {
    int64_t number = param->parameter_number();
    if (number >= static_cast<int64_t>(parameters.size())) {
      emitError(comp, *param)
          << "parameter number " << number << " is out of range: the "
          << "computation has " << parameters.size()
          << " parameter(s), so parameter number(s) are missing";
      ok = false;
    } else if (comp.params[number]) {
      emitError(comp, *param)
          << "parameter number " << number << " is also the number of '"
          << comp.params[number]->name() << "'";
      ok = false;
    } else {
      comp.params[number] = param;
    }
  }

  // Root.
  auto rootIt = comp.positionOf.find(localId(c.root_id()));
  if (rootIt == comp.positionOf.end()) {
    if (c.root_id() == 0)
      emitError(comp) << "the computation has no root (root_id is unset)";
    else
      emitError(comp) << "root_id " << c.root_id()
                      << " names no instruction of the computation";
    return failure();
  }
  comp.root = &c.instructions(rootIt->second);
  return success(ok);
}

LogicalResult Importer::checkInlinedSize() {
  // Computations come after those they call (checkComputation), so one pass
  // in module order sees every callee first. Counts saturate: a few hundred
  // computations can describe more than 2^64 inlined instructions.
  struct Inlined {
    uint64_t instructions = 0;
    int64_t depth = 1;
    /// The instruction whose regions are the deepest and the computation it
    /// calls there (null and -1 for depth 1).
    const Instr *deepest = nullptr;
    int deepestCallee = -1;
  };
  std::vector<Inlined> inlined(comps.size());
  uint64_t total = 0;
  for (CompInfo &comp : comps) {
    Inlined &here = inlined[comp.index];
    here.instructions = comp.ownInstructions;
    for (int pos : comp.callers) {
      const Instr &instr = comp.proto->instructions(pos);
      // Functions are imported once, not inlined.
      if (comp.opcodes[pos]->callsFunctions)
        continue;
      for (int64_t id : instr.called_computation_ids()) {
        const Inlined &callee = inlined[compIndex.at(id)];
        here.instructions =
            llvm::SaturatingAdd(here.instructions, callee.instructions);
        if (callee.depth + 1 > here.depth) {
          here.depth = callee.depth + 1;
          here.deepest = &instr;
          here.deepestCallee = compIndex.at(id);
        }
      }
    }
    if (!comp.needsFunc)
      continue;
    total = llvm::SaturatingAdd(total, here.instructions);
    if (here.depth > limits.maxNestingDepth) {
      auto diag = emitError(comp, *here.deepest)
                  << "its called computations nest " << here.depth
                  << " levels deep once inlined, more than the limit of "
                  << limits.maxNestingDepth << " (";
      // The first few computations of the chain.
      int callee = here.deepestCallee;
      for (int shown = 0; callee >= 0 && shown < 3; ++shown) {
        diag << (shown ? " -> '" : "'") << comps[callee].name() << "'";
        callee = inlined[callee].deepestCallee;
      }
      return diag << (callee >= 0 ? " -> ...)" : ")")
                  << "; tools set the limit with --max-import-depth";
    }
  }
  if (total > static_cast<uint64_t>(limits.maxInlinedInstructions)) {
    auto diag = mlir::emitError(moduleLoc) << "the module has ";
    if (total == std::numeric_limits<uint64_t>::max())
      diag << "more than 2^64";
    else
      diag << total;
    return diag << " instructions once its called computations are "
                   "inlined (one copy per use), more than the limit of "
                << limits.maxInlinedInstructions
                << "; tools set the limit with --max-import-instructions";
  }
  return success();
}

CompInfo *Importer::findEntry() {
  int64_t id = proto.entry_computation_id();
  StringRef name = proto.entry_computation_name();
  auto it = compIndex.find(id);
  if (it != compIndex.end()) {
    CompInfo &entry = comps[it->second];
    if (!name.empty() && name != entry.name()) {
      mlir::emitError(moduleLoc)
          << "entry_computation_name '" << name
          << "' does not match computation '" << entry.name()
          << "' of entry_computation_id " << id;
      return nullptr;
    }
    return &entry;
  }
  if (id != 0) {
    mlir::emitError(moduleLoc)
        << "entry_computation_id " << id << " names no computation";
    return nullptr;
  }
  if (name.empty()) {
    mlir::emitError(moduleLoc) << "the module has no entry computation "
                                  "(entry_computation_id and "
                                  "entry_computation_name are unset)";
    return nullptr;
  }
  for (CompInfo &comp : comps)
    if (comp.name() == name)
      return &comp;
  mlir::emitError(moduleLoc)
      << "entry_computation_name '" << name << "' names no computation";
  return nullptr;
}

//===----------------------------------------------------------------------===//
// Values
//===----------------------------------------------------------------------===//

Value Importer::materialize(Scope &scope, const ValuePtr &value) {
  if (value->value)
    return value->value;
  SmallVector<Value> parts;
  for (const ValuePtr &part : value->parts)
    parts.push_back(materialize(scope, part));
  OperationState state(value->loc, hlo::TupleOp::getOperationName());
  state.addOperands(parts);
  state.addTypes(value->type);
  Operation *op = scope.builder.create(state);
  labels[op] = {value->comp, value->instr};
  if (value->kind == ImportedValue::TupleInstr)
    if (hlo::ShardingAttr sharding = shardings.lookup(value->instr))
      op->setAttr(kShardingAttrName, sharding);
  value->value = op->getResult(0);
  return value->value;
}

LogicalResult Importer::returnValues(Scope &scope, const ValuePtr &root,
                                     ReturnMode mode,
                                     SmallVectorImpl<Value> &values) {
  switch (mode) {
  case ReturnMode::Single:
    values.push_back(materialize(scope, root));
    return success();
  case ReturnMode::FuncRoot:
    if (root->kind != ImportedValue::TupleInstr) {
      values.push_back(materialize(scope, root));
      return success();
    }
    for (const ValuePtr &part : root->parts)
      values.push_back(materialize(scope, part));
    return success();
  case ReturnMode::Unpack:
    if (root->kind != ImportedValue::Whole) {
      for (const ValuePtr &part : root->parts)
        values.push_back(materialize(scope, part));
      return success();
    }
    auto tuple = dyn_cast<TupleType>(root->value.getType());
    if (!tuple) {
      values.push_back(root->value);
      return success();
    }
    // Take the tuple apart.
    for (unsigned i = 0, e = tuple.size(); i < e; ++i) {
      OperationState state(root->loc,
                           hlo::GetTupleElementOp::getOperationName());
      state.addOperands(root->value);
      state.addAttribute("index", scope.builder.getI64IntegerAttr(i));
      state.addTypes(tuple.getType(i));
      Operation *op = scope.builder.create(state);
      labels[op] = {root->comp, root->instr};
      values.push_back(op->getResult(0));
    }
    return success();
  }
  llvm_unreachable("unknown return mode");
}

Operation *Importer::create(Scope &scope, const Instr &instr,
                            OperationState &state) {
  // XLA's frontend attributes come back as the op's string attributes
  // (the exporter writes them from there).
  for (const auto &[name, value] : instr.frontend_attributes().map())
    if (name != kWholeResultAttrName && !state.attributes.get(name) &&
        !state.propertiesAttr)
      state.addAttribute(name, StringAttr::get(context, value));
  Operation *op = scope.builder.create(state);
  labels[op] = {&scope.comp, &instr};
  return op;
}

ValuePtr Importer::wrapResults(Scope &scope, const Instr &instr, Operation *op,
                               bool parts) {
  Location loc = op->getLoc();
  if (!parts && op->getNumResults() == 1) {
    auto value = std::make_shared<ImportedValue>(ImportedValue::Whole,
                                                 op->getResult(0).getType(),
                                                 loc, &scope.comp, &instr);
    value->value = op->getResult(0);
    return value;
  }
  SmallVector<Type> types(op->getResultTypes());
  auto value = std::make_shared<ImportedValue>(ImportedValue::Parts,
                                               TupleType::get(context, types),
                                               loc, &scope.comp, &instr);
  for (OpResult result : op->getResults()) {
    auto part = std::make_shared<ImportedValue>(
        ImportedValue::Whole, result.getType(), loc, &scope.comp, &instr);
    part->value = result;
    value->parts.push_back(part);
  }
  return value;
}

LogicalResult Importer::inferResultTypes(Scope &scope, const Instr &instr,
                                         OperationState &state,
                                         SmallVectorImpl<Type> &types) {
  std::optional<RegisteredOperationName> info = state.name.getRegisteredInfo();
  auto *inference = info ? info->getInterface<InferTypeOpInterface>() : nullptr;
  if (!inference)
    return emitError(scope.comp, instr)
           << "the instruction has no shape, and " << state.name
           << " cannot infer its result type";
  // Inference reads the inherent attributes from the op's properties.
  int size = info->getOpPropertyByteSize();
  std::unique_ptr<char[]> storage(size ? new char[size] : nullptr);
  OpaqueProperties properties(storage.get());
  if (size)
    info->initOpProperties(properties, nullptr);
  DictionaryAttr attributes = state.attributes.getDictionary(context);
  InstructionNote note(context, scope.comp, instr);
  LogicalResult result = success();
  if (size)
    result = info->setOpPropertiesFromAttribute(
        state.name, properties, attributes,
        [&] { return mlir::emitError(state.location); });
  if (succeeded(result))
    result = inference->inferReturnTypes(
        context, state.location, state.operands, attributes, properties,
        RegionRange(MutableArrayRef<std::unique_ptr<Region>>(state.regions)),
        types);
  if (size)
    info->destroyOpProperties(properties);
  return result;
}

LogicalResult Importer::checkOperandKinds(Scope &scope, const Instr &instr,
                                          const hlo::HloOpcodeInfo &info,
                                          ValueRange operands) {
  for (auto [index, operand] : llvm::enumerate(operands)) {
    Type type = operand.getType();
    bool ok = true;
    StringRef expected;
    switch (info.getOperandRole(index, operands.size())) {
    case hlo::HloOperandRole::Array:
      ok = isa<RankedTensorType>(type);
      expected = "an array";
      break;
    case hlo::HloOperandRole::Token:
      ok = isa<hlo::TokenType>(type);
      expected = "a token";
      break;
    case hlo::HloOperandRole::Value:
      break;
    case hlo::HloOperandRole::Data:
      ok = !isa<hlo::TokenType>(type);
      expected = "an array or tuple";
      break;
    case hlo::HloOperandRole::Tuple:
      // The tuple operands the generic import sees are send-done's and
      // recv-done's transfer contexts.
      ok = isa<TupleType>(type);
      expected = "a context tuple (data, u32[], token[])";
      break;
    }
    if (!ok)
      return emitError(scope.comp, instr)
             << "operand " << index << " of '" << info.opcode << "' must be "
             << expected << ", got " << hlo::getXlaShapeString(type);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Instructions
//===----------------------------------------------------------------------===//

ValuePtr Importer::importInstruction(Scope &scope, const Instr &instr) {
  StringRef direction;
  const hlo::HloOpcodeInfo *info = lookupOpcode(instr.opcode(), &direction);
  assert(info && "opcodes are validated first");

  Type shapeType;
  if (instr.has_shape()) {
    shapeType = convertShape(instr.shape(), context,
                             [&] { return emitError(scope.comp, instr); });
    if (!shapeType)
      return nullptr;
  }

  switch (info->code) {
  case Opcode::Constant:
    return importConstant(scope, instr, shapeType);
  case Opcode::GetTupleElement:
    return importGetTupleElement(scope, instr, shapeType);
  case Opcode::While:
    return importWhile(scope, instr, shapeType);
  case Opcode::Call:
    return importCall(scope, instr, shapeType);
  case Opcode::Infeed:
    return importInfeed(scope, instr, shapeType);
  case Opcode::Bitcast:
    return importBitcast(scope, instr, shapeType);
  case Opcode::Tuple: {
    SmallVector<Type> types;
    auto value = std::make_shared<ImportedValue>(
        ImportedValue::TupleInstr, Type(), locOf(scope.comp, instr),
        &scope.comp, &instr);
    for (int64_t id : instr.operand_ids()) {
      ValuePtr part = lookup(scope, id);
      types.push_back(part->type);
      value->parts.push_back(part);
    }
    value->type = TupleType::get(context, types);
    if (shapeType && shapeType != value->type) {
      emitError(scope.comp, instr)
          << "shape " << hlo::getXlaShapeString(shapeType)
          << " does not match the tuple of its operands, "
          << hlo::getXlaShapeString(value->type);
      return nullptr;
    }
    return value;
  }
  default:
    return importGeneric(scope, instr, *info, direction, shapeType);
  }
}

ValuePtr Importer::importConstant(Scope &scope, const Instr &instr,
                                  Type shapeType) {
  const xla::LiteralProto &literal = instr.literal();
  Type type = shapeType;
  if (literal.has_shape()) {
    Type literalType = convertShape(
        literal.shape(), context, [&] { return emitError(scope.comp, instr); });
    if (!literalType)
      return nullptr;
    if (shapeType && shapeType != literalType) {
      emitError(scope.comp, instr)
          << "the literal's shape " << hlo::getXlaShapeString(literalType)
          << " does not match the instruction's shape "
          << hlo::getXlaShapeString(shapeType);
      return nullptr;
    }
    type = literalType;
  }
  if (!type) {
    emitError(scope.comp, instr)
        << "neither the constant nor its literal has a shape";
    return nullptr;
  }
  return importLiteral(scope, instr, literal, type, 0);
}

ValuePtr Importer::importLiteral(Scope &scope, const Instr &instr,
                                 const xla::LiteralProto &literal, Type type,
                                 unsigned depth) {
  Location loc = locOf(scope.comp, instr);
  auto emitHere = [&] { return emitError(scope.comp, instr); };
  if (auto tuple = dyn_cast<TupleType>(type)) {
    // A tuple literal: one constant per array element, taken apart.
    if (literal.tuple_literals_size() != static_cast<int>(tuple.size())) {
      emitHere() << "tuple literal of shape " << hlo::getXlaShapeString(type)
                 << " has " << literal.tuple_literals_size()
                 << " element literal(s)";
      return nullptr;
    }
    auto value = std::make_shared<ImportedValue>(ImportedValue::Parts, type,
                                                 loc, &scope.comp, &instr);
    for (unsigned i = 0, e = tuple.size(); i < e; ++i) {
      ValuePtr part = importLiteral(scope, instr, literal.tuple_literals(i),
                                    tuple.getType(i), depth + 1);
      if (!part)
        return nullptr;
      value->parts.push_back(part);
    }
    return value;
  }
  auto tensorType = dyn_cast<RankedTensorType>(type);
  if (!tensorType) {
    emitHere() << "constants of shape " << hlo::getXlaShapeString(type)
               << " are not supported";
    return nullptr;
  }
  ElementsAttr elements = convertLiteral(literal, tensorType, emitHere);
  if (!elements)
    return nullptr;
  OperationState state(loc, hlo::ConstantOp::getOperationName());
  state.addAttribute("value", elements);
  state.addTypes(tensorType);
  return wrapResults(scope, instr, create(scope, instr, state),
                     /*parts=*/false);
}

ValuePtr Importer::importGetTupleElement(Scope &scope, const Instr &instr,
                                         Type shapeType) {
  ValuePtr operand = lookup(scope, instr.operand_ids(0));
  int64_t index = instr.tuple_index();
  auto tuple = dyn_cast<TupleType>(operand->type);
  if (!tuple) {
    emitError(scope.comp, instr)
        << "the operand of get-tuple-element is not a tuple: "
        << hlo::getXlaShapeString(operand->type);
    return nullptr;
  }
  if (index < 0 || index >= static_cast<int64_t>(tuple.size())) {
    emitError(scope.comp, instr)
        << "tuple_index " << index << " is out of range for "
        << hlo::getXlaShapeString(tuple);
    return nullptr;
  }
  if (shapeType && shapeType != tuple.getType(index)) {
    emitError(scope.comp, instr)
        << "shape " << hlo::getXlaShapeString(shapeType)
        << " does not match element " << index << " of "
        << hlo::getXlaShapeString(tuple);
    return nullptr;
  }
  // The parts of a multi-result op are picked directly.
  if (operand->kind == ImportedValue::Parts)
    return operand->parts[index];
  OperationState state(locOf(scope.comp, instr),
                       hlo::GetTupleElementOp::getOperationName());
  state.addOperands(materialize(scope, operand));
  state.addAttribute("index", scope.builder.getI64IntegerAttr(index));
  state.addTypes(tuple.getType(index));
  return wrapResults(scope, instr, create(scope, instr, state),
                     /*parts=*/false);
}

ValuePtr Importer::importWhile(Scope &scope, const Instr &instr,
                               Type shapeType) {
  CompInfo &body = compById(instr.called_computation_ids(0));
  CompInfo &cond = compById(instr.called_computation_ids(1));
  for (CompInfo *comp : {&cond, &body})
    if (comp->params.size() != 1) {
      emitError(scope.comp, instr)
          << "while " << (comp == &cond ? "condition" : "body") << " '"
          << comp->name() << "' must take exactly one parameter, it takes "
          << comp->params.size();
      return nullptr;
    }
  ValuePtr operand = lookup(scope, instr.operand_ids(0));
  // A tuple of N >= 2 values whose computations only take it apart becomes N
  // loop values.
  bool unpack = operand->kind != ImportedValue::Whole &&
                operand->parts.size() >= 2 &&
                onlyTakenApart(scope.comp, instr) &&
                onlyTakenApart(body, *body.params[0]) &&
                onlyTakenApart(cond, *cond.params[0]);
  OperationState state(locOf(scope.comp, instr),
                       hlo::WhileOp::getOperationName());
  if (unpack)
    for (const ValuePtr &part : operand->parts)
      state.addOperands(materialize(scope, part));
  else
    state.addOperands(materialize(scope, operand));
  if (failed(
          importRegion(*state.addRegion(), cond, unpack, ReturnMode::Single)) ||
      failed(importRegion(*state.addRegion(), body, unpack,
                          unpack ? ReturnMode::Unpack : ReturnMode::Single)))
    return nullptr;
  if (!shapeType) {
    state.addTypes(ValueRange(state.operands).getTypes());
  } else if (unpack) {
    auto tuple = dyn_cast<TupleType>(shapeType);
    if (!tuple || tuple.size() != operand->parts.size()) {
      emitError(scope.comp, instr)
          << "shape " << hlo::getXlaShapeString(shapeType)
          << " does not match the loop state "
          << hlo::getXlaShapeString(operand->type);
      return nullptr;
    }
    state.addTypes(tuple.getTypes());
  } else {
    state.addTypes(shapeType);
  }
  return wrapResults(scope, instr, create(scope, instr, state), unpack);
}

ValuePtr Importer::importCall(Scope &scope, const Instr &instr,
                              Type shapeType) {
  CompInfo &callee = compById(instr.called_computation_ids(0));
  assert(callee.func && "callees are imported before their callers");
  OperationState state(locOf(scope.comp, instr),
                       hlo::CallOp::getOperationName());
  for (int64_t id : instr.operand_ids())
    state.addOperands(materialize(scope, lookup(scope, id)));
  state.addAttribute("to_apply",
                     FlatSymbolRefAttr::get(context, callee.func.getName()));
  if (instr.is_composite())
    state.addAttribute("is_composite", UnitAttr::get(context));
  ArrayRef<Type> results = callee.func.getFunctionType().getResults();
  state.addTypes(results);
  Type calleeShape = callee.funcReturnsParts || results.size() != 1
                         ? TupleType::get(context, results)
                         : results.front();
  if (shapeType && shapeType != calleeShape) {
    emitError(scope.comp, instr)
        << "shape " << hlo::getXlaShapeString(shapeType)
        << " does not match the result of computation '" << callee.name()
        << "', " << hlo::getXlaShapeString(calleeShape);
    return nullptr;
  }
  return wrapResults(scope, instr, create(scope, instr, state),
                     callee.funcReturnsParts);
}

LogicalResult Importer::importStackFrames() {
  const xla::StackFrameIndexProto &index = proto.stack_frame_index();
  auto fail = [&]() {
    return mlir::emitError(moduleLoc) << "stack_frame_index: ";
  };
  int numFiles = index.file_names_size();
  int numFunctions = index.function_names_size();
  int numLocations = index.file_locations_size();
  int numFrames = index.stack_frames_size();
  // Ids are 1-based; a parent of 0 is none.
  auto inRange = [](int64_t id, int64_t low, int64_t count) {
    return id >= low && id <= count;
  };
  for (auto [k, location] : llvm::enumerate(index.file_locations())) {
    if (!inRange(location.file_name_id(), 1, numFiles))
      return fail() << "file location " << k + 1 << " has file_name_id "
                    << location.file_name_id() << ", not in 1.." << numFiles;
    if (!inRange(location.function_name_id(), 1, numFunctions))
      return fail() << "file location " << k + 1 << " has function_name_id "
                    << location.function_name_id() << ", not in 1.."
                    << numFunctions;
  }
  for (auto [k, frame] : llvm::enumerate(index.stack_frames())) {
    if (!inRange(frame.file_location_id(), 1, numLocations))
      return fail() << "stack frame " << k + 1 << " has file_location_id "
                    << frame.file_location_id() << ", not in 1.."
                    << numLocations;
    if (!inRange(frame.parent_frame_id(), 0, numFrames))
      return fail() << "stack frame " << k + 1 << " has parent_frame_id "
                    << frame.parent_frame_id() << ", not in 0.." << numFrames
                    << " (0: no parent)";
  }
  // Frames in an order where parents come first; a cycle is an error.
  std::vector<int> state(numFrames, 0); // 0 new, 1 on the path, 2 built
  frameLocs.assign(numFrames, Location(UnknownLoc::get(context)));
  for (int start = 0; start < numFrames; ++start) {
    SmallVector<int> path;
    for (int k = start; k >= 0 && state[k] != 2;
         k = index.stack_frames(k).parent_frame_id() - 1) {
      if (state[k] == 1)
        return fail() << "stack frame " << k + 1
                      << " is its own ancestor (parent_frame_id cycle)";
      state[k] = 1;
      path.push_back(k);
    }
    for (int k : llvm::reverse(path)) {
      const auto &frame = index.stack_frames(k);
      const auto &location = index.file_locations(frame.file_location_id() - 1);
      Location here = NameLoc::get(
          StringAttr::get(
              context, index.function_names(location.function_name_id() - 1)),
          FileLineColLoc::get(
              context, index.file_names(location.file_name_id() - 1),
              std::max(0, location.line()), std::max(0, location.column())));
      int parent = frame.parent_frame_id();
      frameLocs[k] =
          parent ? Location(CallSiteLoc::get(here, frameLocs[parent - 1]))
                 : here;
      state[k] = 2;
    }
  }
  return success();
}

ValuePtr Importer::importBitcast(Scope &scope, const Instr &instr,
                                 Type shapeType) {
  // XLA's bitcast reinterprets the operand's buffer under the result's
  // layout: the elements in the operand's physical (layout) order, read
  // back in the result's. With the same element type and count that is a
  // transpose to the operand's physical order, a reshape, and a transpose
  // from the result's physical order: hlo ops of their own.
  auto fail = [&] { return emitError(scope.comp, instr); };
  if (instr.operand_ids_size() != 1) {
    fail() << "bitcast takes one operand, got " << instr.operand_ids_size();
    return nullptr;
  }
  ValuePtr operandPtr = lookup(scope, instr.operand_ids(0));
  Value operand = materialize(scope, operandPtr);
  auto from = dyn_cast<RankedTensorType>(operand.getType());
  auto to = dyn_cast_or_null<RankedTensorType>(shapeType);
  if (!from || !to) {
    auto diag = fail() << "bitcast of "
                       << hlo::getXlaShapeString(operand.getType());
    if (shapeType)
      diag << " to " << hlo::getXlaShapeString(shapeType);
    diag << ": only an array with a written array shape can be bitcast";
    return nullptr;
  }
  if (from.getElementType() != to.getElementType()) {
    fail() << "bitcast from " << hlo::getXlaShapeString(from) << " to "
           << hlo::getXlaShapeString(to)
           << " changes the element type: XLA's bitcast reinterprets a "
              "buffer under another layout, and a change of element type is "
              "bitcast-convert's (bitcast-convert, then bitcast)";
    return nullptr;
  }
  if (from.getNumElements() != to.getNumElements()) {
    fail() << "bitcast from " << hlo::getXlaShapeString(from) << " to "
           << hlo::getXlaShapeString(to) << " changes the number of elements ("
           << from.getNumElements() << " to " << to.getNumElements()
           << "): XLA's bitcast keeps the buffer's size";
    return nullptr;
  }
  // Major-to-minor order of a layout; row-major without one.
  auto majorToMinor = [](const xla::ShapeProto *shape, int64_t rank) {
    SmallVector<int64_t> order;
    if (shape && shape->element_type() != xla::TUPLE &&
        shape->dimensions_size() == rank && shape->has_layout() &&
        shape->layout().minor_to_major_size() == rank)
      order.assign(shape->layout().minor_to_major().rbegin(),
                   shape->layout().minor_to_major().rend());
    else
      order = llvm::to_vector(llvm::seq<int64_t>(0, rank));
    return order;
  };
  const xla::ShapeProto *operandShape =
      operandPtr->instr && operandPtr->instr->has_shape()
          ? &operandPtr->instr->shape()
          : nullptr;
  SmallVector<int64_t> fromOrder = majorToMinor(operandShape, from.getRank());
  SmallVector<int64_t> toOrder = majorToMinor(&instr.shape(), to.getRank());
  Location loc = locOf(scope.comp, instr);
  auto isIdentity = [](ArrayRef<int64_t> order) {
    return llvm::equal(order, llvm::seq<int64_t>(0, order.size()));
  };
  Value value = operand;
  auto transpose = [&](ArrayRef<int64_t> perm) {
    OperationState state(loc, hlo::TransposeOp::getOperationName());
    state.addOperands(value);
    state.addAttribute("dimensions", DenseI64ArrayAttr::get(context, perm));
    SmallVector<int64_t> dims;
    auto type = cast<RankedTensorType>(value.getType());
    for (int64_t d : perm)
      dims.push_back(type.getDimSize(d));
    state.addTypes(RankedTensorType::get(dims, type.getElementType()));
    value = create(scope, instr, state)->getResult(0);
  };
  if (!isIdentity(fromOrder))
    transpose(fromOrder);
  SmallVector<int64_t> physical;
  for (int64_t d : toOrder)
    physical.push_back(to.getDimSize(d));
  if (cast<RankedTensorType>(value.getType()).getShape() !=
      ArrayRef<int64_t>(physical)) {
    OperationState state(loc, hlo::ReshapeOp::getOperationName());
    state.addOperands(value);
    state.addTypes(RankedTensorType::get(physical, to.getElementType()));
    value = create(scope, instr, state)->getResult(0);
  }
  if (!isIdentity(toOrder)) {
    SmallVector<int64_t> inverse(toOrder.size());
    for (auto [i, d] : llvm::enumerate(toOrder))
      inverse[d] = i;
    transpose(inverse);
  }
  auto result = std::make_shared<ImportedValue>(ImportedValue::Whole, to, loc,
                                                &scope.comp, &instr);
  result->value = value;
  return result;
}

ValuePtr Importer::importInfeed(Scope &scope, const Instr &instr,
                                Type shapeType) {
  auto tuple = dyn_cast_or_null<TupleType>(shapeType);
  if (!tuple || tuple.size() != 2 || !isa<hlo::TokenType>(tuple.getType(1))) {
    auto diag = emitError(scope.comp, instr)
                << "infeed needs a shape (data, token[])";
    if (shapeType)
      diag << ", got " << hlo::getXlaShapeString(shapeType);
    return nullptr;
  }
  const hlo::HloOpcodeInfo &info = hlo::getHloOpcodeInfo(Opcode::Infeed);
  Value token = materialize(scope, lookup(scope, instr.operand_ids(0)));
  if (failed(checkOperandKinds(scope, instr, info, token)))
    return nullptr;
  OperationState state(locOf(scope.comp, instr), info.opName);
  state.addOperands(token);
  if (failed(addAttributes(info, instr, 1, "", counts, context,
                           state.attributes,
                           [&] { return emitError(scope.comp, instr); })))
    return nullptr;
  // XLA's data tuple is one result per element.
  Type data = tuple.getType(0);
  auto dataTuple = dyn_cast<TupleType>(data);
  if (dataTuple)
    state.addTypes(dataTuple.getTypes());
  else
    state.addTypes(data);
  state.addTypes(tuple.getType(1));
  Operation *op = create(scope, instr, state);
  ValuePtr results = wrapResults(scope, instr, op, /*parts=*/true);
  auto value = std::make_shared<ImportedValue>(
      ImportedValue::Parts, shapeType, op->getLoc(), &scope.comp, &instr);
  ValuePtr tokenPart = results->parts.back();
  if (dataTuple) {
    auto dataValue = std::make_shared<ImportedValue>(
        ImportedValue::Parts, data, op->getLoc(), &scope.comp, &instr);
    dataValue->parts.assign(results->parts.begin(),
                            std::prev(results->parts.end()));
    value->parts.push_back(dataValue);
  } else {
    value->parts.push_back(results->parts.front());
  }
  value->parts.push_back(tokenPart);
  return value;
}

/// Whether the root of `comp` is (or builds) a tuple of other than one
/// element.
static bool hasTupleRoot(const CompInfo &comp) {
  if (comp.root->opcode() == hlo::getHloOpcodeName(Opcode::Tuple))
    return comp.root->operand_ids_size() != 1;
  return comp.root->has_shape() &&
         comp.root->shape().element_type() == xla::TUPLE &&
         comp.root->shape().tuple_shapes_size() != 1;
}

ValuePtr Importer::importGeneric(Scope &scope, const Instr &instr,
                                 const hlo::HloOpcodeInfo &info,
                                 StringRef direction, Type shapeType) {
  auto emitHere = [&] { return emitError(scope.comp, instr); };
  OperationState state(locOf(scope.comp, instr), info.opName);

  // Operands: outfeed takes the data tuple's elements.
  for (auto [index, id] : llvm::enumerate(instr.operand_ids())) {
    ValuePtr operand = lookup(scope, id);
    if (info.code == Opcode::Outfeed && index == 0 &&
        operand->kind != ImportedValue::Whole) {
      for (const ValuePtr &part : operand->parts)
        state.addOperands(materialize(scope, part));
      continue;
    }
    state.addOperands(materialize(scope, operand));
  }
  if (failed(checkOperandKinds(scope, instr, info, state.operands)) ||
      failed(addAttributes(info, instr, state.operands.size(), direction,
                           counts, context, state.attributes, emitHere)))
    return nullptr;

  // Whether a tuple shape becomes one result per element.
  bool perElement = info.tupleResults == hlo::HloTupleResults::PerElement;
  bool whenTakenApart =
      info.tupleResults == hlo::HloTupleResults::WhenTakenApart;
  if (whenTakenApart) {
    // Not for one-element tuples: a single result stays as it was exported.
    bool tupleShaped;
    if (shapeType) {
      auto tuple = dyn_cast<TupleType>(shapeType);
      tupleShaped = tuple && tuple.size() != 1;
    } else {
      tupleShaped = instr.called_computation_ids_size() > 0 &&
                    !info.callsFunctions &&
                    hasTupleRoot(compById(instr.called_computation_ids(0)));
    }
    perElement = tupleShaped && onlyTakenApart(scope.comp, instr);
  }

  // Called computations: regions, or functions for custom-call (call is
  // imported on its own).
  if (info.callsFunctions &&
      (info.code == Opcode::AsyncStart || info.code == Opcode::AsyncUpdate ||
       info.code == Opcode::AsyncDone)) {
    // The async wrapped computation (one, checked with the counts). An
    // update or done without it (today's XLA lists it on the start only)
    // continues its operand's chain, on its thread.
    if (instr.called_computation_ids_size()) {
      state.addAttribute(
          "calls",
          FlatSymbolRefAttr::get(
              context,
              compById(instr.called_computation_ids(0)).func.getName()));
    } else {
      Operation *previous = state.operands.empty()
                                ? nullptr
                                : state.operands.front().getDefiningOp();
      if (!isa_and_nonnull<hlo::AsyncStartOp, hlo::AsyncUpdateOp>(previous)) {
        emitHere() << "'" << info.opcode
                   << "' names no computation and its operand is no "
                      "async-start or async-update to continue";
        return nullptr;
      }
      for (StringRef name : {"calls", "async_execution_thread"})
        if (Attribute value = previous->getAttr(name);
            value && !state.attributes.get(name))
          state.addAttribute(name, value);
    }
  } else if (info.callsFunctions) {
    if (instr.called_computation_ids_size()) {
      SmallVector<Attribute> callees;
      for (int64_t id : instr.called_computation_ids())
        callees.push_back(
            FlatSymbolRefAttr::get(context, compById(id).func.getName()));
      state.addAttribute("called_computations",
                         ArrayAttr::get(context, callees));
    }
  } else {
    // A region of conditional or fusion returns the tuple whole unless the
    // op has one result per element.
    ReturnMode mode = ReturnMode::Unpack;
    if (whenTakenApart && !perElement)
      mode = ReturnMode::Single;
    for (int64_t id : instr.called_computation_ids())
      if (failed(importRegion(*state.addRegion(), compById(id),
                              /*unpackParameter=*/false, mode)))
        return nullptr;
  }

  // Result types: the shape's, else inferred.
  SmallVector<Type> resultTypes;
  if (shapeType) {
    auto tuple = dyn_cast<TupleType>(shapeType);
    if (perElement && tuple)
      llvm::append_range(resultTypes, tuple.getTypes());
    else
      resultTypes.push_back(shapeType);
  } else if (whenTakenApart && !state.regions.empty()) {
    // The types the (first) called computation returns (conditional,
    // fusion).
    Operation *terminator = state.regions.front()->front().getTerminator();
    llvm::append_range(resultTypes, terminator->getOperandTypes());
  } else if (info.resultRoles.size() == 1 &&
             hlo::HloOperandRole(info.resultRoles[0]) ==
                 hlo::HloOperandRole::Token) {
    // Ops whose one result is a token (outfeed, after-all, send-done).
    resultTypes.push_back(hlo::TokenType::get(context));
  } else if (failed(inferResultTypes(scope, instr, state, resultTypes))) {
    return nullptr;
  }
  state.addTypes(resultTypes);
  Operation *op = create(scope, instr, state);
  return wrapResults(scope, instr, op,
                     perElement && (shapeType ? isa<TupleType>(shapeType)
                                              : op->getNumResults() != 1));
}

//===----------------------------------------------------------------------===//
// Computations
//===----------------------------------------------------------------------===//

LogicalResult Importer::importBody(CompInfo &comp, Block *block,
                                   bool unpackParameter, ReturnMode mode,
                                   SmallVectorImpl<Value> &returned,
                                   bool *returnedParts) {
  Scope scope(comp, block, context);
  for (const Instr *param : comp.params) {
    Location loc = locOf(comp, *param);
    Type type = convertShape(param->shape(), context,
                             [&] { return emitError(comp, *param); });
    if (!type)
      return failure();
    ValuePtr value;
    if (unpackParameter) {
      // The while state's elements, one block argument each.
      auto tuple = cast<TupleType>(type);
      value = std::make_shared<ImportedValue>(ImportedValue::Parts, type, loc,
                                              &comp, param);
      for (Type element : tuple.getTypes()) {
        auto part = std::make_shared<ImportedValue>(ImportedValue::Whole,
                                                    element, loc, &comp, param);
        part->value = block->addArgument(element, loc);
        value->parts.push_back(part);
      }
    } else {
      value = std::make_shared<ImportedValue>(ImportedValue::Whole, type, loc,
                                              &comp, param);
      value->value = block->addArgument(type, loc);
    }
    scope.values[localId(param->id())] = value;
  }
  for (const Instr &instr : comp.proto->instructions()) {
    if (instr.opcode() == hlo::getHloOpcodeName(Opcode::Parameter))
      continue;
    ValuePtr value = importInstruction(scope, instr);
    if (!value)
      return failure();
    annotateSharding(value, instr);
    scope.values[localId(instr.id())] = value;
  }
  ValuePtr root = lookup(scope, comp.root->id());
  // The exporter marks a root tuple that is one tuple-typed result.
  if (mode == ReturnMode::FuncRoot &&
      comp.root->frontend_attributes().map().count(kWholeResultAttrName.str()))
    mode = ReturnMode::Single;
  if (returnedParts)
    *returnedParts =
        mode == ReturnMode::FuncRoot && root->kind == ImportedValue::TupleInstr;
  return returnValues(scope, root, mode, returned);
}

LogicalResult Importer::importRegion(Region &region, CompInfo &comp,
                                     bool unpackParameter, ReturnMode mode) {
  if (unpackParameter) {
    // Checked by the caller: one tuple parameter.
    const Instr &param = *comp.params.front();
    if (!param.has_shape() || param.shape().element_type() != xla::TUPLE)
      return emitError(comp, param) << "the while state is a tuple, but the "
                                       "parameter is not";
  }
  Block *block = new Block();
  region.push_back(block);
  SmallVector<Value> returned;
  if (failed(importBody(comp, block, unpackParameter, mode, returned)))
    return failure();
  OpBuilder builder(context);
  builder.setInsertionPointToEnd(block);
  OperationState state(locOf(comp, *comp.root),
                       hlo::ReturnOp::getOperationName());
  state.addOperands(returned);
  Operation *op = builder.create(state);
  labels[op] = {&comp, comp.root};
  // A root tuple taken apart into the returned values: its sharding is the
  // return's (exported as that tuple again).
  if (mode == ReturnMode::Unpack && returned.size() != 1 &&
      comp.root->opcode() == hlo::getHloOpcodeName(Opcode::Tuple))
    if (hlo::ShardingAttr sharding = shardings.lookup(comp.root))
      op->setAttr(kShardingAttrName, sharding);
  return success();
}

LogicalResult Importer::importFunc(CompInfo &comp, bool isEntry) {
  Location loc = locOf(comp, *comp.root);
  auto func = func::FuncOp::create(loc, comp.name(),
                                   FunctionType::get(context, {}, {}));
  comp.func = func;
  Block *block = func.addEntryBlock();
  SmallVector<Value> returned;
  if (failed(importBody(comp, block, /*unpackParameter=*/false,
                        ReturnMode::FuncRoot, returned,
                        &comp.funcReturnsParts)))
    return failure();
  OpBuilder builder = OpBuilder::atBlockEnd(block);
  Operation *ret = builder.create<func::ReturnOp>(loc, returned);
  labels[ret] = {&comp, comp.root};
  func.setFunctionType(FunctionType::get(context, block->getArgumentTypes(),
                                         ValueRange(returned).getTypes()));
  if (comp.funcReturnsParts && returned.size() == 1)
    func->setAttr(kTupleResultAttrName, UnitAttr::get(context));
  // Parameter shardings are the arguments'; a root tuple's, whose elements
  // are the results, is split over them.
  for (auto [index, param] : llvm::enumerate(comp.params))
    if (hlo::ShardingAttr sharding = shardings.lookup(param)) {
      // Checked here too, for an error at the parameter.
      if (failed(sharding.verifyFor(
              func.getArgumentTypes()[index], std::nullopt,
              [&] { return emitError(comp, *param) << "sharding: "; })))
        return failure();
      func.setArgAttr(index, kShardingAttrName, sharding);
    }
  if (comp.funcReturnsParts && failed(setResultShardings(comp, func)))
    return failure();
  if (!isEntry)
    func.setPrivate();
  return success();
}

LogicalResult Importer::setEntryLayouts(CompInfo &comp) {
  // XLA takes the entry layout from host_program_shape; fall back to the
  // computation's program shape, then to the instructions' shapes.
  func::FuncOp func = comp.func;
  unsigned numParams = comp.params.size();
  const xla::ProgramShapeProto *programShape = nullptr;
  if (proto.has_host_program_shape() &&
      proto.host_program_shape().parameters_size() ==
          static_cast<int>(numParams))
    programShape = &proto.host_program_shape();
  else if (comp.proto->has_program_shape() &&
           comp.proto->program_shape().parameters_size() ==
               static_cast<int>(numParams))
    programShape = &comp.proto->program_shape();

  // The layout of `shape`, which must describe a value of `type`; null for
  // the default layout, failure (with a diagnostic naming `what`) for a
  // malformed layout or a shape that is not the value's.
  auto layoutOf = [&](const xla::ShapeProto &shape, Type type,
                      const Twine &what) -> FailureOr<Attribute> {
    if (shape.element_type() == xla::TUPLE ||
        shape.element_type() == xla::TOKEN || !shape.has_layout())
      return Attribute();
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!tensor || !llvm::equal(tensor.getShape(), shape.dimensions()))
      return mlir::emitError(moduleLoc)
             << "the program shape of the entry computation '" << comp.name()
             << "' does not match its " << what << " ("
             << xhlo::hlo::getXlaShapeString(type) << ")";
    SmallVector<int64_t> layout;
    if (failed(getLayout(shape, layout, [&] {
          return mlir::emitError(moduleLoc)
                 << "entry computation '" << comp.name() << "', " << what
                 << ": ";
        })))
      return failure();
    if (isDefaultLayout(layout))
      return Attribute();
    return Attribute(DenseI64ArrayAttr::get(context, layout));
  };
  for (unsigned i = 0; i < numParams; ++i) {
    const xla::ShapeProto &shape =
        programShape ? programShape->parameters(i) : comp.params[i]->shape();
    FailureOr<Attribute> layout =
        layoutOf(shape, func.getArgumentTypes()[i], "parameter " + Twine(i));
    if (failed(layout))
      return failure();
    if (*layout)
      func.setArgAttr(i, kLayoutAttrName, *layout);
  }
  const xla::ShapeProto *result = nullptr;
  if (programShape && programShape->has_result())
    result = &programShape->result();
  else if (comp.root->has_shape())
    result = &comp.root->shape();
  if (!result)
    return success();
  if (comp.funcReturnsParts) {
    for (int i = 0, e = result->tuple_shapes_size();
         i < e && i < static_cast<int>(func.getNumResults()); ++i) {
      FailureOr<Attribute> layout =
          layoutOf(result->tuple_shapes(i), func.getResultTypes()[i],
                   "result " + Twine(i));
      if (failed(layout))
        return failure();
      if (*layout)
        func.setResultAttr(i, kLayoutAttrName, *layout);
    }
  } else if (func.getNumResults() == 1) {
    FailureOr<Attribute> layout =
        layoutOf(*result, func.getResultTypes()[0], "result");
    if (failed(layout))
      return failure();
    if (*layout)
      func.setResultAttr(0, kLayoutAttrName, *layout);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Sharding
//===----------------------------------------------------------------------===//

LogicalResult Importer::convertAnnotations() {
  // One walk for both (each walk of 100k instructions costs ~10 ms).
  int numFrames = proto.stack_frame_index().stack_frames_size();
  for (const CompInfo &comp : comps)
    for (const Instr &instr : comp.proto->instructions()) {
      int64_t frame = instr.metadata().stack_frame_id();
      if (frame < 0 || frame > numFrames)
        return emitError(comp, instr)
               << "metadata stack_frame_id " << frame << " is not in 0.."
               << numFrames << " (the module's stack frames; 0: none)";
      FailureOr<Location> loc =
          convertMetadata(instr.metadata(), proto, context,
                          [&] { return emitError(comp, instr); });
      if (failed(loc))
        return failure();
      if (!isa<UnknownLoc>(*loc))
        metadataLocs.try_emplace(&instr, *loc);

      if (!instr.has_sharding())
        continue;
      FailureOr<hlo::ShardingAttr> sharding = convertSharding(
          instr.sharding(), instr.has_shape() ? &instr.shape() : nullptr,
          context, [&] { return emitError(comp, instr); });
      if (failed(sharding))
        return failure();
      shardings[&instr] = *sharding;
    }
  return success();
}

void Importer::annotateSharding(const ValuePtr &value, const Instr &instr) {
  hlo::ShardingAttr sharding = shardings.lookup(&instr);
  if (!sharding)
    return;
  // The op whose results are all of the value's leaves (a tuple
  // instruction's op, built later if at all, is annotated by materialize).
  SmallVector<Value> leaves;
  SmallVector<const ImportedValue *> worklist = {value.get()};
  while (!worklist.empty()) {
    const ImportedValue *at = worklist.pop_back_val();
    if (at->kind == ImportedValue::TupleInstr)
      return;
    if (at->kind == ImportedValue::Whole) {
      leaves.push_back(at->value);
      continue;
    }
    for (const ValuePtr &part : llvm::reverse(at->parts))
      worklist.push_back(part.get());
  }
  Operation *op = leaves.empty() ? nullptr : leaves.front().getDefiningOp();
  // Not when the value is another instruction's (get-tuple-element of a
  // multi-result op picks its result: that sharding is dropped).
  if (!op || labels.lookup(op).second != &instr ||
      op->getNumResults() != leaves.size())
    return;
  for (auto [index, leaf] : llvm::enumerate(leaves))
    if (leaf != op->getResult(index))
      return;
  op->setAttr(kShardingAttrName, sharding);
}

LogicalResult Importer::setResultShardings(CompInfo &comp, func::FuncOp func) {
  hlo::ShardingAttr sharding = shardings.lookup(comp.root);
  if (!sharding)
    return success();
  auto countLeaves = [](Type type) {
    int64_t count = 0;
    SmallVector<Type> worklist = {type};
    while (!worklist.empty()) {
      Type at = worklist.pop_back_val();
      if (auto tuple = dyn_cast<TupleType>(at))
        llvm::append_range(worklist, tuple.getTypes());
      else
        ++count;
    }
    return count;
  };
  // Normalized on conversion: a tuple sharding, one element per leaf.
  ArrayRef<hlo::ShardingAttr> elements = sharding.getElements();
  int64_t total = 0;
  for (Type type : func.getResultTypes())
    total += countLeaves(type);
  if (!sharding.isTuple() || (static_cast<int64_t>(elements.size()) != total &&
                              !(total == 0 && elements.size() == 1)))
    return emitError(comp, *comp.root)
           << "the sharding of the root tuple has "
           << (sharding.isTuple() ? elements.size() : 1)
           << " element(s) for its " << total << " leaves";
  size_t next = 0;
  for (auto [index, type] : llvm::enumerate(func.getResultTypes())) {
    int64_t count = countLeaves(type);
    if (!isa<TupleType>(type))
      func.setResultAttr(index, kShardingAttrName, elements[next]);
    else if (count)
      func.setResultAttr(
          index, kShardingAttrName,
          hlo::ShardingAttr::getTuple(context, elements.slice(next, count)));
    next += count;
  }
  return success();
}

LogicalResult Importer::verifyModule(ModuleOp module) {
  // One pass over the module when it is valid, which is what it almost
  // always is: its errors are held back, so that a module that fails is
  // verified again below, op by op, the errors then reported with notes.
  {
    bool failedQuietly = false;
    ScopedDiagnosticHandler quiet(context, [&](Diagnostic &diag) {
      if (diag.getSeverity() != DiagnosticSeverity::Error)
        return failure(); // Let the next handler report it.
      failedQuietly = true;
      return success();
    });
    if (succeeded(mlir::verify(module)) && !failedQuietly)
      return success();
  }
  // Verify innermost ops first, each with a note naming its instruction.
  WalkResult result = module->walk<WalkOrder::PostOrder>([&](Operation *op) {
    std::optional<InstructionNote> note;
    auto it = labels.find(op);
    if (it != labels.end())
      note.emplace(context, *it->second.first, *it->second.second);
    if (failed(mlir::verify(op, /*verifyRecursively=*/false)))
      return WalkResult::interrupt();
    return WalkResult::advance();
  });
  if (result.wasInterrupted())
    return failure();
  return mlir::verify(module);
}

OwningOpRef<ModuleOp> Importer::run() {
  context->getOrLoadDialect<hlo::HloDialect>();
  context->getOrLoadDialect<func::FuncDialect>();

  if (failed(indexModule()) || failed(importStackFrames()) ||
      failed(convertAnnotations()))
    return nullptr;
  CompInfo *entry = findEntry();
  if (!entry)
    return nullptr;

  // Functions: the entry and every computation called by name.
  entry->needsFunc = true;
  for (const CompInfo &comp : comps)
    for (int pos : comp.callers)
      if (comp.opcodes[pos]->callsFunctions)
        for (int64_t id :
             comp.proto->instructions(pos).called_computation_ids())
          compById(id).needsFunc = true;
  if (failed(checkInlinedSize()))
    return nullptr;

  StringRef name = proto.name().empty() ? "main" : StringRef(proto.name());
  OwningOpRef<ModuleOp> module(ModuleOp::create(moduleLoc, name));
  if (config && failed(importHloModuleConfig(*config, *module, moduleLoc)))
    return nullptr;
  for (CompInfo &comp : comps) {
    if (!comp.needsFunc)
      continue;
    if (failed(importFunc(comp, &comp == entry))) {
      if (comp.func)
        comp.func.erase();
      return nullptr;
    }
    module->push_back(comp.func);
  }
  if (entry->name() != "main")
    (*module)->setAttr(kEntryAttrName, StringAttr::get(context, entry->name()));
  // The module's frontend attributes, as a dictionary of strings.
  if (proto.frontend_attributes().map_size()) {
    NamedAttrList entries;
    for (const auto &[key, value] : proto.frontend_attributes().map())
      entries.append(key, StringAttr::get(context, value));
    (*module)->setAttr(kModuleFrontendAttrsName,
                       entries.getDictionary(context));
  }
  if (failed(setEntryLayouts(*entry)))
    return nullptr;
  // Ops check XLA's size limit on their types; function signatures do it
  // here (a parameter may feed nothing but the root).
  for (auto func : (*module).getOps<func::FuncOp>())
    for (auto [index, type] : llvm::enumerate(func.getArgumentTypes()))
      if (isa<RankedTensorType>(type) && !xhlo::hlo::hasValidXlaSize(type)) {
        mlir::emitError(func.getLoc())
            << "parameter " << index << " of computation '" << func.getSymName()
            << "' is " << xhlo::hlo::getXlaShapeString(type)
            << ", larger than 2^63 - 1 bytes";
        return nullptr;
      }

  if (failed(verifyModule(*module)))
    return nullptr;
  return module;
}

static HloImportLimits &defaultHloImportLimits() {
  static HloImportLimits limits;
  return limits;
}

const HloImportLimits &xhlo::getDefaultHloImportLimits() {
  return defaultHloImportLimits();
}

void xhlo::setDefaultHloImportLimits(const HloImportLimits &limits) {
  defaultHloImportLimits() = limits;
}

OwningOpRef<ModuleOp>
xhlo::importHloModule(const xla::HloModuleProto &proto, MLIRContext *context,
                      Location moduleLoc, HloInstructionLocator locator,
                      const HloImportLimits &limits,
                      const xla::HloModuleConfigProto *config) {
  return Importer(proto, context, moduleLoc, locator, limits, config).run();
}

LogicalResult
xhlo::importHloModuleConfig(const xla::HloModuleConfigProto &config,
                            ModuleOp module, Location loc) {
  Builder builder(module.getContext());
  for (const HloModuleConfigField &field : getHloModuleConfigFields()) {
    int64_t value = field.get(config);
    if (value < 0 || value > kMaxHloModuleConfigCount)
      return emitError(loc)
             << "module config " << field.textName << "=" << value
             << " is out of range: expected 1 to " << kMaxHloModuleConfigCount;
    if (value > 1)
      module->setAttr(field.attrName, builder.getI64IntegerAttr(value));
  }
  // Shardings are checked against the partition count, which was not known
  // when the module was imported.
  if (config.num_partitions() > 1)
    return mlir::verify(module);
  return success();
}
