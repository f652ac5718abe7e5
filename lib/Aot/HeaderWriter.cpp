//===- HeaderWriter.cpp - The C++ header of a compiled entry --------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file writes the header xhlo-aot generates next to the object file:
// the C function the object defines, the shapes as comments and constexpr
// arrays, and an inline C++ function returning a status, with the contract
// the caller keeps.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Aot/AotCompiler.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace xhlo;

/// `name`'s characters, upper case, non-identifier ones as `_`.
static std::string toMacroName(llvm::StringRef name) {
  std::string result;
  for (char c : name)
    result += llvm::isAlnum(c) ? llvm::toUpper(c) : '_';
  return result;
}

/// The C++ argument of `array`: `const float *arg0`.
static std::string getParameter(const AotArray &array, bool result,
                                unsigned index) {
  return (result ? "" : "const ") + array.cppType + " *" +
         (result ? "result" : "arg") + std::to_string(index);
}

static void writeArrayConstants(llvm::raw_ostream &os, const AotArray &array,
                                llvm::StringRef prefix) {
  os << "constexpr std::array<int64_t, " << array.shape.size() << "> " << prefix
     << "_shape = {";
  llvm::interleaveComma(array.shape, os);
  os << "};\n";
  os << "constexpr size_t " << prefix << "_elements = " << array.elements
     << ";\n";
  os << "constexpr size_t " << prefix << "_bytes = " << array.bytes << ";\n";
}

void xhlo::writeAotHeader(llvm::raw_ostream &os, const AotSignature &signature,
                          llvm::StringRef source) {
  std::string qualified =
      signature.cppNamespace.empty()
          ? signature.functionName
          : signature.cppNamespace + "::" + signature.functionName;
  std::string guard = "XHLO_AOT_" + toMacroName(signature.cSymbol) + "_H";
  const std::string &fn = signature.functionName;

  os << "// " << qualified << ": @" << signature.entryName << " of " << source
     << ", compiled ahead of time\n"
     << "// by xhlo-aot. Generated: do not edit.\n"
     << "//\n"
     << "// Link the object file xhlo-aot wrote with it, libXhloAotRuntime.a,\n"
     << "// OpenBLAS and libm (-lXhloAotRuntime -lopenblas -lm; CMake:\n"
     << "// xhlo_add_aot_library does it). No exceptions, no RTTI, no MLIR or\n"
     << "// LLVM are needed at run time.\n"
     << "//\n"
     << "// The contract:\n"
     << "// - Arrays are dense and row-major (C order), of the C++ types "
        "below:\n"
     << "//   pred is bool (one byte, 0 or 1), f16 and bf16 are their bits as\n"
     << "//   uint16_t. A pointer needs only its element type's alignment.\n"
     << "// - Ownership: the caller owns every buffer. The function reads the\n"
     << "//   arguments and never writes them, writes every element of each\n"
     << "//   result, and keeps no pointer once it returns.\n"
     << "// - Aliasing: a result must not overlap another result or an\n"
     << "//   argument; arguments may overlap each other.\n"
     << "// - Temporaries: the code allocates the buffers it needs between\n"
     << "//   ops (malloc, through the runtime's _mlir_memref_to_llvm_alloc)\n"
     << "//   and frees each after its last use, so nothing stays allocated\n"
     << "//   between calls. A failed allocation prints its size and aborts\n"
     << "//   the process: compiled code cannot return from the middle of a\n"
     << "//   computation. (No caller-passed scratch: xhlo-aot has no static\n"
     << "//   buffer plan yet whose size this header could state.)\n"
     << "// - Threads: the code keeps no state; several threads may call it\n"
     << "//   at once with distinct results. Matrix products run on "
        "OpenBLAS's\n"
     << "//   threads (OPENBLAS_NUM_THREADS sets how many).\n"
     << "// - Status: kNullPointer when a pointer to a non-empty array is "
        "null\n"
     << "//   (nothing is read or written), else kOk.\n"
     << "\n"
     << "#ifndef " << guard << "\n"
     << "#define " << guard << "\n"
     << "\n"
     << "#include <array>\n"
     << "#include <cstddef>\n"
     << "#include <cstdint>\n"
     << "\n"
     << "#ifndef XHLO_AOT_STATUS_DEFINED\n"
     << "#define XHLO_AOT_STATUS_DEFINED\n"
     << "namespace xhlo_aot {\n"
     << "/// What a compiled function returns.\n"
     << "enum class Status : int32_t {\n"
     << "  kOk = 0,\n"
     << "  kNullPointer = 1,\n"
     << "};\n"
     << "} // namespace xhlo_aot\n"
     << "#endif\n"
     << "\n"
     << "/// The object's C function: the arguments, then the results, "
        "returning 0.\n"
     << "extern \"C\" int32_t " << signature.cSymbol << "(";
  {
    std::vector<std::string> parameters;
    for (auto [i, array] : llvm::enumerate(signature.parameters))
      parameters.push_back(getParameter(array, false, i));
    for (auto [i, array] : llvm::enumerate(signature.results))
      parameters.push_back(getParameter(array, true, i));
    os << llvm::join(parameters, ", ") << ");\n\n";

    if (!signature.cppNamespace.empty())
      os << "namespace " << signature.cppNamespace << " {\n\n";
    for (auto [i, array] : llvm::enumerate(signature.parameters)) {
      os << "/// " << fn << "'s argument " << i << ": " << array.hloType
         << "\n";
      writeArrayConstants(os, array, fn + "_arg" + std::to_string(i));
    }
    for (auto [i, array] : llvm::enumerate(signature.results)) {
      os << "/// " << fn << "'s result " << i << ": " << array.hloType << "\n";
      writeArrayConstants(os, array, fn + "_result" + std::to_string(i));
    }
    // The sizes again, indexable (for generic harnesses).
    os << "/// The bytes of each argument and each result, in order.\n";
    os << "constexpr std::array<size_t, " << signature.parameters.size() << "> "
       << fn << "_arg_bytes = {";
    llvm::interleaveComma(signature.parameters, os,
                          [&](const AotArray &array) { os << array.bytes; });
    os << "};\n";
    os << "constexpr std::array<size_t, " << signature.results.size() << "> "
       << fn << "_result_bytes = {";
    llvm::interleaveComma(signature.results, os,
                          [&](const AotArray &array) { os << array.bytes; });
    os << "};\n";
    os << "\n/// Runs @" << signature.entryName << " of " << source << ":\n";
    for (auto [i, array] : llvm::enumerate(signature.parameters))
      os << "///   arg" << i << ": " << array.hloType << " (" << array.elements
         << " x " << array.cppType << ", read)\n";
    for (auto [i, array] : llvm::enumerate(signature.results))
      os << "///   result" << i << ": " << array.hloType << " ("
         << array.elements << " x " << array.cppType << ", written)\n";
    os << "inline ::xhlo_aot::Status " << fn << "("
       << llvm::join(parameters, ", ") << ") {\n";
    // Pointers to empty arrays may be null.
    std::vector<std::string> names, checked;
    for (auto [i, array] : llvm::enumerate(signature.parameters)) {
      names.push_back("arg" + std::to_string(i));
      if (array.bytes != 0)
        checked.push_back("!" + names.back());
    }
    for (auto [i, array] : llvm::enumerate(signature.results)) {
      names.push_back("result" + std::to_string(i));
      if (array.bytes != 0)
        checked.push_back("!" + names.back());
    }
    if (!checked.empty())
      os << "  if (" << llvm::join(checked, " || ")
         << ")\n    return ::xhlo_aot::Status::kNullPointer;\n";
    os << "  return static_cast<::xhlo_aot::Status>(" << signature.cSymbol
       << "(" << llvm::join(names, ", ") << "));\n}\n";
    if (!signature.cppNamespace.empty())
      os << "\n} // namespace " << signature.cppNamespace << "\n";
  }
  os << "\n#endif // " << guard << "\n";
}
