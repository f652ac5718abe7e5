//===- VectorLoopsAvx512.cpp - Vectorised loops for AVX-512 ---------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The vectorised loops compiled for AVX-512 (see CMakeLists.txt for the
// flags); only called when the CPU has it (getVectorLoops).
//
//===----------------------------------------------------------------------===//

#define XHLO_VECTOR_NS avx512
#define XHLO_VECTOR_GETTER getAvx512VectorLoops
#define XHLO_VECTOR_ISA_NAME "avx512"
#include "VectorLoops.inc"
