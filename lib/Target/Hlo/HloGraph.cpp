//===- HloGraph.cpp - Graphviz view of an HloModuleProto
//-------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file renders an HLO module as a Graphviz digraph. Node names are the
// instruction ids, so they are unique in the module.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Target/Hlo/HloGraph.h"

#include "xhlo/Target/Hlo/Text/HloTextPrinter.h"

#include "llvm/ADT/DenseMap.h"

using namespace xhlo;

/// `text` escaped for a double-quoted dot string.
static std::string escape(llvm::StringRef text) {
  std::string result;
  for (char c : text) {
    if (c == '"' || c == '\\')
      result.push_back('\\');
    result.push_back(c);
  }
  return result;
}

/// The dot node of instruction `id` of computation `computation`.
static std::string nodeName(int64_t computation, int64_t id) {
  return "n" + std::to_string(computation) + "_" + std::to_string(id);
}

void xhlo::printHloGraph(const xla::HloModuleProto &module,
                         llvm::raw_ostream &os) {
  // The root of each computation, where dashed call edges point.
  llvm::DenseMap<int64_t, std::string> rootOf;
  for (const xla::HloComputationProto &computation : module.computations())
    rootOf[computation.id()] =
        nodeName(computation.id(), computation.root_id());

  os << "digraph \"" << escape(module.name()) << "\" {\n"
     << "  compound=true;\n  node [shape=box, fontname=\"monospace\"];\n";
  for (const xla::HloComputationProto &computation : module.computations()) {
    bool isEntry = computation.id() == module.entry_computation_id();
    os << "  subgraph \"cluster_" << computation.id() << "\" {\n"
       << "    label=\"" << escape(computation.name()) << "\";\n";
    if (isEntry)
      os << "    style=bold;\n";
    for (const xla::HloInstructionProto &inst : computation.instructions()) {
      os << "    " << nodeName(computation.id(), inst.id()) << " [label=\""
         << escape(inst.name()) << "\\n"
         << escape(inst.opcode());
      if (inst.has_shape())
        os << "\\n" << escape(hlo_text::printShape(inst.shape()));
      os << "\"";
      if (inst.id() == computation.root_id())
        os << ", peripheries=2";
      os << "];\n";
    }
    os << "  }\n";
    for (const xla::HloInstructionProto &inst : computation.instructions()) {
      for (int64_t operand : inst.operand_ids())
        os << "  " << nodeName(computation.id(), operand) << " -> "
           << nodeName(computation.id(), inst.id()) << ";\n";
      for (int64_t callee : inst.called_computation_ids()) {
        auto it = rootOf.find(callee);
        if (it != rootOf.end())
          os << "  " << nodeName(computation.id(), inst.id()) << " -> "
             << it->second << " [style=dashed, lhead=\"cluster_" << callee
             << "\"];\n";
      }
    }
  }
  os << "}\n";
}
