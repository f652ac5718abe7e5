//===- VectorLoopsGeneric.cpp - Vectorised loops for baseline x86-64 ------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The vectorised loops compiled for the baseline ISA, and the choice between
// ISAs at run time.
//
//===----------------------------------------------------------------------===//

#define XHLO_VECTOR_NS generic
#define XHLO_VECTOR_GETTER getGenericVectorLoops
#define XHLO_VECTOR_ISA_NAME "generic"
#include "VectorLoops.inc"

namespace xhlo::interp {

template <typename T> T getReduceIdentity(ReduceKind kind) {
  switch (kind) {
  case ReduceKind::Add:
    return T(0);
  case ReduceKind::Multiply:
    return T(1);
  case ReduceKind::Maximum:
    return -std::numeric_limits<T>::infinity();
  case ReduceKind::Minimum:
    return std::numeric_limits<T>::infinity();
  }
  return T(0);
}
template float getReduceIdentity<float>(ReduceKind);
template double getReduceIdentity<double>(ReduceKind);

const VectorLoops &getVectorLoops() {
#if defined(XHLO_HAVE_AVX512_LOOPS)
  static const VectorLoops &chosen =
      (__builtin_cpu_supports("avx512f") &&
       __builtin_cpu_supports("avx512dq") &&
       __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl"))
          ? getAvx512VectorLoops()
          : getGenericVectorLoops();
  return chosen;
#else
  return getGenericVectorLoops();
#endif
}

} // namespace xhlo::interp
