//===- HloTextAsync.cpp - XLA's async syntax sugar in HLO text ------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file desugars `<opcode>-start/-update/-done` into async-start/update/
// done over a generated wrapped computation, as XLA's parser does
// (HloParserImpl::CreateInstruction, kAsyncStart with an async wrapped
// opcode):
//
// - The start's shape is ((operand shapes), result, context...). The wrapped
//   computation has one parameter per operand, shaped as the operand, and a
//   root of the wrapped opcode shaped as the result.
// - The start's attributes go to the wrapped instruction, except the async
//   start's own (`async_execution_thread`, `sharding`, `control-predecessors`,
//   `output_to_operand_aliasing` unless the wrapped custom-call or fusion
//   takes it) and those XLA sets on both (`metadata`, `backend_config`,
//   `frontend_attributes`, `statistics`, `origin`).
// - An update or done takes one operand, the start or update of its chain,
//   whose wrapped opcode must be its own. Attributes of the wrapped
//   instruction that older XLA printed on them too must be the start's.
// - The wrapped computation runs on the start's execution thread.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Target/Hlo/Text/HloTextAsync.h"

#include "xhlo/Dialect/Hlo/IR/HloOpcodes.h"
#include "xhlo/Target/Hlo/Text/HloTextAttributes.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/Twine.h"

#include <deque>
#include <string>
#include <vector>

using namespace xhlo;
using namespace xhlo::hlo_text;
using llvm::SMLoc;
using llvm::StringRef;
using llvm::Twine;

std::optional<std::pair<StringRef, AsyncPart>>
xhlo::hlo_text::splitAsyncOpcode(StringRef opcode) {
  // The suffix first: every instruction of a module is asked, and few end
  // so (the opcode lookups cost a hash each).
  for (auto [suffix, part] :
       {std::pair(StringRef("-start"), AsyncPart::Start),
        std::pair(StringRef("-update"), AsyncPart::Update),
        std::pair(StringRef("-done"), AsyncPart::Done)}) {
    StringRef wrapped = opcode;
    if (!wrapped.consume_back(suffix))
      continue;
    // all-reduce-start and the like are opcodes of their own.
    if (hlo::isKnownHloOpcode(opcode))
      return std::nullopt;
    if (hlo::isKnownHloOpcode(wrapped))
      return std::pair(wrapped, part);
  }
  return std::nullopt;
}

namespace {

/// Attributes of a sugared start that belong to the async-start alone.
bool isStartAttribute(StringRef name, StringRef wrapped) {
  if (name == "output_to_operand_aliasing")
    return wrapped != "custom-call" && wrapped != "fusion";
  return name == "async_execution_thread" || name == "sharding" ||
         name == "control-predecessors" || name == "parameter_replication";
}

/// Attributes XLA's parser sets on both the async instruction and the
/// instruction it wraps.
bool isSharedAttribute(StringRef name) {
  return name == "metadata" || name == "backend_config" ||
         name == "frontend_attributes" || name == "statistics" ||
         name == "origin";
}

/// What the update and done of a chain need to know of its start.
struct Chain {
  /// The start's name.
  std::string start;
  /// The wrapped computation; empty when an explicit start names none.
  std::string callee;
  /// The wrapped instruction's opcode; empty when it is unknown.
  std::string wrappedOpcode;
  /// The start's execution thread, and its attribute (null for "main").
  std::string thread = "main";
  const Attribute *threadAttribute = nullptr;
  /// The attributes the wrapped instruction took from a sugared start.
  std::vector<Attribute> wrappedAttributes;
};

class Desugarer {
public:
  Desugarer(Module &module, ErrorHandler onError)
      : module(module), onError(onError) {}

  bool run();

private:
  bool fail(SMLoc loc, const Twine &message) {
    onError(loc, message);
    return false;
  }

  /// `base`, or `base.N` with the least N from 1 that is not in `used`.
  std::string uniqueName(StringRef base, llvm::StringSet<> &used) {
    if (used.insert(base).second)
      return base.str();
    unsigned &next = nextSuffix[base];
    std::string name;
    do
      name = (base + "." + Twine(++next)).str();
    while (!used.insert(name).second);
    return name;
  }

  /// Reads an execution thread attribute's string.
  std::optional<std::string> readThread(const Attribute &attribute) {
    bool bad = false;
    auto handler = [&](SMLoc, const Twine &message) {
      if (!bad)
        fail(attribute.valueLoc.isValid() ? attribute.valueLoc : attribute.loc,
             message);
      bad = true;
    };
    std::optional<std::string> thread =
        parseString(attribute.value, ErrorHandler(handler));
    if (bad)
      return std::nullopt;
    return thread;
  }

  bool desugarComputation(size_t index);
  bool desugarStart(Computation &computation, Instruction &inst,
                    StringRef wrapped, const llvm::StringMap<size_t> &byName);
  bool completeLater(Computation &computation, Instruction &inst,
                     std::optional<StringRef> sugaredWrapped, AsyncPart part,
                     const llvm::StringMap<size_t> &byName);

  Module &module;
  ErrorHandler onError;
  llvm::StringSet<> computationNames, instructionNames;
  llvm::StringMap<unsigned> nextSuffix;
  /// Each computation's root opcode, by name (for explicit starts).
  llvm::StringMap<std::string> rootOpcodes;
  /// The wrapped computations generated for each computation's starts.
  std::vector<std::deque<Computation>> generated;
  /// The computation being desugared.
  size_t current = 0;
  /// The chains of the computation being desugared, by start name.
  llvm::StringMap<Chain> chains;
};

} // namespace

bool Desugarer::desugarStart(Computation &computation, Instruction &inst,
                             StringRef wrapped,
                             const llvm::StringMap<size_t> &byName) {
  std::string sugared = inst.opcode;
  if (wrapped == "parameter" || wrapped == "constant" ||
      wrapped.ends_with("-start") || wrapped.ends_with("-update") ||
      wrapped.ends_with("-done"))
    return fail(inst.loc, "'" + sugared + "': '" + wrapped +
                              "' cannot be wrapped in an async computation");
  const hlo::HloOpcodeInfo *info = hlo::lookupHloOpcode(wrapped);
  int count = static_cast<int>(inst.operands.size());
  if (count < info->minOperands ||
      (info->maxOperands != hlo::kHloAnyCount && count > info->maxOperands)) {
    std::string expected = info->minOperands == info->maxOperands
                               ? std::to_string(info->minOperands)
                           : info->maxOperands == hlo::kHloAnyCount
                               ? "at least " + std::to_string(info->minOperands)
                               : std::to_string(info->minOperands) + " to " +
                                     std::to_string(info->maxOperands);
    return fail(inst.loc, "'" + sugared + "' wraps " + wrapped +
                              ", which takes " + expected +
                              " operand(s), got " + Twine(count));
  }
  if (!inst.shape || !inst.shape->isTuple() ||
      inst.shape->elements.size() < 2 || !inst.shape->elements[0].isTuple())
    return fail(inst.loc,
                "'" + sugared +
                    "' needs the shape ((operand shapes), result, context...)" +
                    (inst.shape ? ", got " + printShape(*inst.shape)
                                : std::string(", got none")));
  const std::vector<Shape> &operandShapes = inst.shape->elements[0].elements;
  if (operandShapes.size() != inst.operands.size())
    return fail(inst.loc, "'" + sugared + "' has " + Twine(count) +
                              " operand(s) but its shape " +
                              printShape(*inst.shape) + " lists " +
                              Twine(operandShapes.size()) +
                              " operand shape(s)");
  for (auto [k, operand] : llvm::enumerate(inst.operands)) {
    const Shape *known = operand.shape.get();
    if (!known) {
      auto it = byName.find(operand.name);
      if (it != byName.end() && computation.instructions[it->second].shape)
        known = &*computation.instructions[it->second].shape;
    }
    if (known &&
        printShape(*known, false) != printShape(operandShapes[k], false))
      return fail(operand.loc, "operand " + Twine(k) + " '" + operand.name +
                                   "' of '" + sugared + "' is " +
                                   printShape(*known) +
                                   " but the start's shape " + "gives " +
                                   printShape(operandShapes[k]));
  }

  // The thread the chain runs on.
  Chain chain;
  chain.start = inst.name;
  chain.wrappedOpcode = wrapped.str();
  if (const Attribute *thread = inst.getAttribute("async_execution_thread")) {
    std::optional<std::string> value = readThread(*thread);
    if (!value)
      return false;
    chain.thread = *value;
  }

  // The wrapped computation: parameters, then the root.
  Computation callee;
  callee.name = uniqueName("async_wrapped", computationNames);
  callee.loc = inst.loc;
  Instruction root;
  root.name = uniqueName("async_op", instructionNames);
  root.isRoot = true;
  root.shape = inst.shape->elements[1];
  root.opcode = wrapped.str();
  root.loc = inst.loc;
  for (auto [k, operand] : llvm::enumerate(inst.operands)) {
    Instruction param;
    param.name = uniqueName("async_param", instructionNames);
    // XLA shapes the parameter as the operand (the same up to layout).
    param.shape = operand.shape ? *operand.shape : operandShapes[k];
    if (!operand.shape)
      if (auto it = byName.find(operand.name); it != byName.end())
        if (const auto &shape = computation.instructions[it->second].shape)
          param.shape = *shape;
    param.opcode = "parameter";
    param.literal = std::to_string(k);
    param.parameterNumber = k;
    param.loc = operand.loc;
    param.literalLoc = operand.loc;
    root.operands.push_back(Operand{param.name, nullptr, operand.loc});
    callee.instructions.push_back(std::move(param));
  }
  std::vector<Attribute> startAttributes;
  for (Attribute &attribute : inst.attributes) {
    if (isStartAttribute(attribute.name, wrapped)) {
      startAttributes.push_back(std::move(attribute));
    } else if (isSharedAttribute(attribute.name)) {
      root.attributes.push_back(attribute);
      startAttributes.push_back(std::move(attribute));
    } else {
      chain.wrappedAttributes.push_back(attribute);
      root.attributes.push_back(std::move(attribute));
    }
  }
  if (chain.thread != "main") {
    const Attribute &thread = *llvm::find_if(startAttributes, [](auto &a) {
      return a.name == "async_execution_thread";
    });
    callee.attributes.push_back(Attribute{"execution_thread", thread.value,
                                          thread.loc, thread.valueLoc});
  }
  callee.rootIndex = callee.instructions.size();
  callee.instructions.push_back(std::move(root));

  // The start calls it.
  inst.opcode = "async-start";
  inst.attributes = std::move(startAttributes);
  inst.attributes.push_back(Attribute{"calls", callee.name, inst.loc, SMLoc()});
  chain.callee = callee.name;
  for (const Attribute &attribute : inst.attributes)
    if (attribute.name == "async_execution_thread")
      chain.threadAttribute = &attribute;
  generated[current].push_back(std::move(callee));
  chains[inst.name] = std::move(chain);
  return true;
}

bool Desugarer::completeLater(Computation &computation, Instruction &inst,
                              std::optional<StringRef> sugaredWrapped,
                              AsyncPart part,
                              const llvm::StringMap<size_t> &byName) {
  std::string written = inst.opcode;
  bool sugared = sugaredWrapped.has_value();
  if (inst.operands.size() != 1) {
    if (!sugared)
      return true; // The importer reports it.
    return fail(inst.loc, "'" + written +
                              "' takes one operand, the start or update of "
                              "its async chain, got " +
                              Twine(inst.operands.size()));
  }
  // Walk back through updates to the chain's start.
  const Operand &operand = inst.operands.front();
  StringRef name = operand.name;
  const Chain *chain = nullptr;
  for (size_t steps = 0; steps <= computation.instructions.size(); ++steps) {
    auto found = chains.find(name);
    if (found != chains.end()) {
      chain = &found->second;
      break;
    }
    auto it = byName.find(name);
    if (it == byName.end())
      break;
    const Instruction &previous = computation.instructions[it->second];
    auto split = splitAsyncOpcode(previous.opcode);
    bool isUpdate = previous.opcode == "async-update" ||
                    (split && split->second == AsyncPart::Update);
    if (!isUpdate || previous.operands.size() != 1)
      break;
    name = previous.operands.front().name;
  }
  if (!chain) {
    if (!sugared)
      return true; // Not a chain: the importer reports it.
    return fail(operand.loc, "operand '" + operand.name + "' of '" + written +
                                 "' is not the start or update of an async "
                                 "chain");
  }
  if (sugared && chain->wrappedOpcode != *sugaredWrapped)
    return fail(inst.loc,
                "'" + written + "' continues the async chain of '" +
                    chain->start + "', which wraps " +
                    (chain->wrappedOpcode.empty() ? std::string("an unknown "
                                                                "computation")
                                                  : chain->wrappedOpcode) +
                    ", not " + *sugaredWrapped);
  if (chain->callee.empty())
    return true;

  bool hasCalls = false, hasThread = false;
  std::vector<Attribute> kept;
  for (Attribute &attribute : inst.attributes) {
    if (attribute.name == "async_execution_thread" && !sugared) {
      hasThread = true;
    } else if (attribute.name == "async_execution_thread") {
      std::optional<std::string> thread = readThread(attribute);
      if (!thread)
        return false;
      if (*thread != chain->thread)
        return fail(attribute.loc, "'" + written + "' runs on thread \"" +
                                       *thread + "\" but its start '" +
                                       chain->start + "' on \"" +
                                       chain->thread + "\"");
      hasThread = true;
    } else if (attribute.name == "calls") {
      if (sugared)
        return fail(attribute.loc,
                    "'" + written +
                        "' cannot name a computation: it "
                        "continues the wrapped computation of its "
                        "start '" +
                        chain->start + "'");
      hasCalls = true;
    } else if (sugared && !isStartAttribute(attribute.name, *sugaredWrapped) &&
               !isSharedAttribute(attribute.name)) {
      // The wrapped instruction's attribute, which older XLA printed on
      // every instruction of the chain: it must be the start's.
      auto same = llvm::find_if(chain->wrappedAttributes, [&](auto &a) {
        return a.name == attribute.name;
      });
      if (same == chain->wrappedAttributes.end())
        return fail(attribute.loc, "attribute '" + attribute.name + "' of '" +
                                       written +
                                       "' belongs to the wrapped instruction, "
                                       "which its start '" +
                                       chain->start + "' gives none");
      if (same->value != attribute.value)
        return fail(attribute.loc, "attribute '" + attribute.name + "' of '" +
                                       written + "' is " + attribute.value +
                                       " but its start '" + chain->start +
                                       "' gives " + same->value);
      continue; // The wrapped instruction has it.
    }
    kept.push_back(std::move(attribute));
  }
  inst.attributes = std::move(kept);
  if (sugared)
    inst.opcode = part == AsyncPart::Update ? "async-update" : "async-done";
  if (!hasCalls)
    inst.attributes.push_back(
        Attribute{"calls", chain->callee, inst.loc, SMLoc()});
  if (!hasThread && chain->threadAttribute)
    inst.attributes.push_back(*chain->threadAttribute);
  return true;
}

bool Desugarer::desugarComputation(size_t index) {
  Computation &computation = module.computations[index];
  current = index;
  llvm::StringMap<size_t> byName;
  for (auto [i, inst] : llvm::enumerate(computation.instructions))
    byName.try_emplace(inst.name, i);
  chains.clear();
  // Starts first (an update or done may come before its start in the text).
  for (Instruction &inst : computation.instructions) {
    if (inst.opcode == "async-start") {
      Chain chain;
      chain.start = inst.name;
      if (const Attribute *calls = inst.getAttribute("calls")) {
        StringRef callee = StringRef(calls->value).trim();
        if (callee.consume_front("{"))
          callee = callee.drop_back(callee.ends_with("}")).trim();
        callee.consume_front("%");
        if (!callee.contains(',')) {
          chain.callee = callee.str();
          auto root = rootOpcodes.find(callee);
          if (root != rootOpcodes.end())
            chain.wrappedOpcode = root->second;
        }
      }
      if (const Attribute *thread =
              inst.getAttribute("async_execution_thread")) {
        std::optional<std::string> value = readThread(*thread);
        if (!value)
          return false;
        chain.thread = *value;
        chain.threadAttribute = thread;
      }
      chains[inst.name] = std::move(chain);
      continue;
    }
    auto split = splitAsyncOpcode(inst.opcode);
    if (split && split->second == AsyncPart::Start &&
        !desugarStart(computation, inst, split->first, byName))
      return false;
  }
  for (Instruction &inst : computation.instructions) {
    auto split = splitAsyncOpcode(inst.opcode);
    if (split && split->second != AsyncPart::Start) {
      if (!completeLater(computation, inst, split->first, split->second,
                         byName))
        return false;
    } else if ((inst.opcode == "async-update" || inst.opcode == "async-done") &&
               (!inst.getAttribute("calls") ||
                !inst.getAttribute("async_execution_thread"))) {
      if (!completeLater(computation, inst, std::nullopt,
                         inst.opcode == "async-update" ? AsyncPart::Update
                                                       : AsyncPart::Done,
                         byName))
        return false;
    }
  }
  return true;
}

bool Desugarer::run() {
  for (const Computation &computation : module.computations) {
    computationNames.insert(computation.name);
    for (const Instruction &inst : computation.instructions)
      instructionNames.insert(inst.name);
    if (!computation.instructions.empty())
      rootOpcodes[computation.name] =
          computation.instructions[computation.rootIndex].opcode;
  }
  generated.resize(module.computations.size());
  for (size_t index = 0; index < module.computations.size(); ++index)
    if (!desugarComputation(index))
      return false;
  // Each computation's wrapped computations go just before it.
  size_t added = 0;
  for (const auto &list : generated)
    added += list.size();
  if (added == 0)
    return true;
  std::deque<Computation> computations;
  size_t entry = module.entryIndex;
  for (size_t index = 0; index < module.computations.size(); ++index) {
    for (Computation &callee : generated[index])
      computations.push_back(std::move(callee));
    if (index == entry)
      module.entryIndex = computations.size();
    computations.push_back(std::move(module.computations[index]));
  }
  module.computations = std::move(computations);
  return true;
}

bool xhlo::hlo_text::desugarAsyncOps(Module &module, ErrorHandler onError) {
  // Most modules have nothing to do.
  bool any = false;
  for (const Computation &computation : module.computations) {
    for (const Instruction &inst : computation.instructions) {
      StringRef opcode = inst.opcode;
      if (((opcode == "async-update" || opcode == "async-done") &&
           (!inst.getAttribute("calls") ||
            !inst.getAttribute("async_execution_thread"))) ||
          splitAsyncOpcode(opcode)) {
        any = true;
        break;
      }
    }
    if (any)
      break;
  }
  if (!any)
    return true;
  return Desugarer(module, onError).run();
}
