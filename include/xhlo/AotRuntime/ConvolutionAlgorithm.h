//===- ConvolutionAlgorithm.h - Winograd or direct oneDNN convolution -*- C++
//-*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Which of oneDNN's forward convolution algorithms a convolution asks for
// first, a rule of the problem's shape only (so every run of a program
// computes the same bits): the AOT runtime's convolution
// (lib/AotRuntime/AotConvolution.cpp) follows it. No MLIR, no oneDNN types:
// the runtime is a plain C++ library. Also the maximum both apply after a
// convolution in oneDNN's layouts (ReLU, max-pool), where oneDNN's own
// would not keep hlo.maximum's NaN.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_AOTRUNTIME_CONVOLUTIONALGORITHM_H
#define XHLO_AOTRUNTIME_CONVOLUTIONALGORITHM_H

#include <cmath>
#include <cstdint>

namespace xhlo {

/// Whether oneDNN's Winograd kernels (F(4x4, 3x3): 2.25x fewer
/// multiplications) beat its direct ones on this project's AVX-512 cores
/// (measured per VGG layer shape: ARCHITECTURE.md "Winograd"): 2-D, one
/// group, a 3x3 window without strides or dilation, at least 32 input and
/// output features (per group) and at least 28x28 output pixels over the
/// batch (below that, transforming the weights costs more than the
/// multiplications saved). `dilations` are oneDNN's (0: none).
inline bool preferWinogradConvolution(int64_t spatialDims, int64_t groups,
                                      const int64_t *window,
                                      const int64_t *strides,
                                      const int64_t *dilations,
                                      int64_t inFeatures, int64_t outFeatures,
                                      int64_t outputPixels) {
  if (spatialDims != 2 || groups != 1)
    return false;
  for (int s = 0; s < 2; ++s)
    if (window[s] != 3 || strides[s] != 1 || dilations[s] != 0)
      return false;
  constexpr int64_t kMinFeatures = 32, kMinPixels = 28 * 28;
  return inFeatures >= kMinFeatures && outFeatures >= kMinFeatures &&
         outputPixels >= kMinPixels;
}

/// hlo.maximum on f32: NaN wins, otherwise the larger, -0 < +0. Selects
/// without branches, so that loops over a block's lanes vectorise.
inline float maximumF32(float a, float b) {
  float larger = (a < b) | ((a == b) & std::signbit(a)) ? b : a;
  return b != b ? b : larger;
}

} // namespace xhlo

#endif // XHLO_AOTRUNTIME_CONVOLUTIONALGORITHM_H
