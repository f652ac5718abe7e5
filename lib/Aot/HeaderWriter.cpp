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
#include "xhlo/AotRuntime/AotRuntime.h"

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
  auto isComplex = [](const AotArray &array) {
    return llvm::StringRef(array.cppType).starts_with("std::complex");
  };
  bool usesComplex = llvm::any_of(signature.parameters, isComplex) ||
                     llvm::any_of(signature.results, isComplex);
  const std::string &fn = signature.functionName;
  // A tuple leaf's place and a layout's order in memory, for the comments.
  auto origin = [](const AotArray &array) {
    return array.note.empty() ? std::string() : " (" + array.note + ")";
  };

  os << "// " << qualified << ": @" << signature.entryName << " of " << source
     << ", compiled ahead of time\n"
     << "// by xhlo-aot. Generated: do not edit.\n"
     << "//\n"
     << "// Link the object file xhlo-aot wrote with it, libXhloAotRuntime.a,\n"
     << "// OpenBLAS, oneDNN and libm (-lXhloAotRuntime -lopenblas -ldnnl\n"
     << "// -lm; CMake: xhlo_add_aot_library does it). No exceptions, no\n"
     << "// RTTI, no MLIR or LLVM are needed at run time.\n"
     << "//\n"
     << "// The contract:\n"
     << "// - Arrays are dense and row-major (C order), of the C++ types "
        "below:\n"
     << "//   pred is bool (one byte, 0 or 1), f16 and bf16 are their bits as\n"
     << "//   uint16_t, c64 and c128 std::complex<float> and\n"
     << "//   std::complex<double> (two parts, real first), s2 and s4 are\n"
     << "//   int8_t and u2 and u4 uint8_t (one value per byte, as XLA's\n"
     << "//   literals hold them: arguments must hold values of the type,\n"
     << "//   results do), and the floats of at most 8 bits (f8e4m3fn,\n"
     << "//   f8e5m2, ..., f6e2m3fn, f4e2m1fn) are their bit patterns as\n"
     << "//   uint8_t (in the low bits). A pointer needs only its element\n"
     << "//   type's alignment.\n"
     << "// - A tuple parameter or result is passed as its array leaves,\n"
     << "//   depth first, one pointer each (as tfcompile passes them; the\n"
     << "//   comments below say which element each is); a token has none.\n"
     << "// - An array whose layout is not row-major (an HLO module's\n"
     << "//   minor_to_major) is passed as it lies in memory: the row-major\n"
     << "//   array of its dimensions from major to minor, whose shape the\n"
     << "//   constants below give (the comments give the layout).\n"
     << "// - Ownership: the caller owns every buffer. The function reads the\n"
     << "//   arguments and never writes them, writes every element of each\n"
     << "//   result, and keeps no pointer once it returns.\n"
     << "// - Aliasing: a result must not overlap another result or an\n"
     << "//   argument; arguments may overlap each other.\n"
     << "// - Temporaries: those of static size that do not escape live in\n"
     << "//   one scratch buffer of " << fn
     << "_scratch_bytes bytes (a static\n"
     << "//   buffer plan: they share memory where their lifetimes do not\n"
     << "//   overlap), aligned to " << fn << "_scratch_alignment bytes. Pass\n"
     << "//   one as `scratch` (the caller owns it; its contents before and\n"
     << "//   after a call mean nothing; reuse it for any later call), or\n"
     << "//   pass none (null, the default) and the C++ function allocates\n"
     << "//   one for the call and frees it (kOutOfMemory if it cannot). The\n"
     << "//   C function never allocates the scratch: null is kNullPointer\n"
     << "//   when " << fn << "_scratch_bytes > 0 (ignored when it is 0), and\n"
     << "//   a misaligned one kMisalignedScratch. The other temporaries\n"
     << "//   (dynamic sizes, buffers carried from one loop iteration to the\n"
     << "//   next) are allocated by the code (malloc, through the runtime's\n"
     << "//   _mlir_memref_to_llvm_alloc) and freed after their last use; a\n"
     << "//   failed allocation makes the function return kOutOfMemory at "
        "once\n"
     << "//   after freeing what it allocated. Nothing the code allocates\n"
     << "//   stays allocated between calls (the runtime's oneDNN convolution\n"
     << "//   keeps one scratch per thread for its next calls; when that\n"
     << "//   cannot be allocated it computes in loops instead).\n"
     << "// - Threads: the code keeps no state; several threads may call it\n"
     << "//   at once with distinct results and distinct scratch buffers (one\n"
     << "//   scratch per concurrent call). f32 matrix products and the\n"
     << "//   convolutions run on oneDNN's OpenMP threads (OMP_NUM_THREADS\n"
     << "//   or xhlo_aot_set_num_threads sets how many), f64 products on\n"
     << "//   OpenBLAS's (OPENBLAS_NUM_THREADS).\n"
     << "// - Status: kNullPointer when a pointer to a non-empty array is "
        "null\n"
     << "//   (nothing is read or written), kMisalignedScratch (nothing is\n"
     << "//   read or written), kOutOfMemory, kLibraryFailure (oneDNN\n"
     << "//   failed a convolution it had accepted) or kInvalidArgument (an\n"
     << "//   rng op was passed bounds the interpreter refuses: uniform with\n"
     << "//   a > b, or a >= b for integers); in those the results'\n"
     << "//   contents are unspecified), else kOk.\n"
     << "\n"
     << "#ifndef " << guard << "\n"
     << "#define " << guard << "\n"
     << "\n"
     << "#include <array>\n"
     << (usesComplex ? "#include <complex>\n" : "") << "#include <cstddef>\n"
     << "#include <cstdint>\n"
     << "#include <new>\n"
     << "\n"
     << "#ifndef XHLO_AOT_STATUS_DEFINED\n"
     << "#define XHLO_AOT_STATUS_DEFINED\n"
     << "namespace xhlo_aot {\n"
     << "/// What a compiled function returns.\n"
     << "enum class Status : int32_t {\n"
     << "  kOk = " << XHLO_AOT_OK << ",\n"
     << "  kNullPointer = " << XHLO_AOT_NULL_POINTER << ",\n"
     << "  kOutOfMemory = " << XHLO_AOT_OUT_OF_MEMORY << ",\n"
     << "  kMisalignedScratch = " << XHLO_AOT_MISALIGNED_SCRATCH << ",\n"
     << "  kLibraryFailure = " << XHLO_AOT_LIBRARY_FAILURE << ",\n"
     << "  kInvalidArgument = " << XHLO_AOT_INVALID_ARGUMENT << ",\n"
     << "};\n"
     << "} // namespace xhlo_aot\n"
     << "#endif\n"
     << "\n"
     << "/// The object's C function: the arguments, the results and the "
        "scratch,\n"
     << "/// returning a Status.\n"
     << "extern \"C\" int32_t " << signature.cSymbol << "(";
  {
    std::vector<std::string> parameters;
    for (auto [i, array] : llvm::enumerate(signature.parameters))
      parameters.push_back(getParameter(array, false, i));
    for (auto [i, array] : llvm::enumerate(signature.results))
      parameters.push_back(getParameter(array, true, i));
    os << llvm::join(parameters, ", ") << ", void *scratch);\n\n";

    if (!signature.cppNamespace.empty())
      os << "namespace " << signature.cppNamespace << " {\n\n";
    for (auto [i, array] : llvm::enumerate(signature.parameters)) {
      os << "/// " << fn << "'s argument " << i << ": " << array.hloType
         << origin(array) << "\n";
      writeArrayConstants(os, array, fn + "_arg" + std::to_string(i));
    }
    for (auto [i, array] : llvm::enumerate(signature.results)) {
      os << "/// " << fn << "'s result " << i << ": " << array.hloType
         << origin(array) << "\n";
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
    const AotBufferPlan &plan = signature.plan;
    auto buffers = [](int64_t count) {
      return std::to_string(count) + (count == 1 ? " buffer" : " buffers");
    };
    os << "/// The scratch: " << buffers(plan.buffers) << " of static size, "
       << plan.bufferBytes << " bytes in all, share\n/// " << plan.scratchBytes
       << " bytes (their lifetimes apart); the code allocates "
       << buffers(plan.allocating) << " more.\n";
    os << "constexpr size_t " << fn << "_scratch_bytes = " << plan.scratchBytes
       << ";\n";
    os << "constexpr size_t " << fn
       << "_scratch_alignment = " << XHLO_AOT_SCRATCH_ALIGNMENT << ";\n";
    os << "\n/// Runs @" << signature.entryName << " of " << source << ":\n";
    for (auto [i, array] : llvm::enumerate(signature.parameters))
      os << "///   arg" << i << ": " << array.hloType << " (" << array.elements
         << " x " << array.cppType << ", read)" << origin(array) << "\n";
    for (auto [i, array] : llvm::enumerate(signature.results))
      os << "///   result" << i << ": " << array.hloType << " ("
         << array.elements << " x " << array.cppType << ", written)"
         << origin(array) << "\n";
    os << "///   scratch: " << fn << "_scratch_bytes bytes aligned to " << fn
       << "_scratch_alignment, or null\n///     to have one allocated for "
          "the call\n";
    os << "inline ::xhlo_aot::Status " << fn << "("
       << llvm::join(parameters, ", ") << ", void *scratch = nullptr) {\n";
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
    names.push_back("scratch");
    std::string call = signature.cSymbol + "(" + llvm::join(names, ", ") + ")";
    if (plan.scratchBytes == 0) {
      os << "  return static_cast<::xhlo_aot::Status>(" << call << ");\n}\n";
    } else {
      // The scratch for this call only, when the caller gives none.
      os << "  if (scratch)\n"
         << "    return static_cast<::xhlo_aot::Status>(" << call << ");\n"
         << "  std::align_val_t alignment{" << fn << "_scratch_alignment};\n"
         << "  scratch = ::operator new(" << fn
         << "_scratch_bytes, alignment, std::nothrow);\n"
         << "  if (!scratch)\n"
         << "    return ::xhlo_aot::Status::kOutOfMemory;\n"
         << "  auto status = static_cast<::xhlo_aot::Status>(" << call << ");\n"
         << "  ::operator delete(scratch, alignment);\n"
         << "  return status;\n}\n";
    }
    if (!signature.cppNamespace.empty())
      os << "\n} // namespace " << signature.cppNamespace << "\n";
  }
  os << "\n#endif // " << guard << "\n";
}
