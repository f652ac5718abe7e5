//===- FastConvolution.cpp - hlo.convolution through oneDNN ---------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The fast path of f32 hlo.convolution with 1 to 3 spatial dimensions. Every
// convolution is mapped onto one of oneDNN's three convolution primitives,
// with XLA's semantics exactly:
//
// - forward: any dim_labels (the operands' layouts become oneDNN strides),
//   window strides, padding (negative padding crops the input), window
//   dilation, feature groups; a reversed window runs over a reversed copy of
//   the kernel.
// - backward-data, for a convolution with base (lhs) dilation (the input
//   gradient of a strided convolution) or with a reversed window and no
//   strides (the input gradient of any convolution): XLA's convolution of
//   the base-dilated input with a reversed kernel is oneDNN's transposed
//   convolution, base dilation becoming the stride and the padding
//   (extent - 1 - padding); a window that is not reversed runs over a
//   reversed copy of the kernel. Output positions no window reaches (padding
//   beyond the window's extent) are zeros.
// - backward-weights, for batch groups and for convolutions whose window is
//   larger than their output (the kernel gradient: the input with the output
//   gradient as kernel, batch and feature roles swapped): window dilation
//   becomes the stride, the stride the dilation, batch groups the groups.
//
// Window strides together with base dilation, and reversed windows with
// batch groups, decline to the reference kernel (the autodiff emits neither).
// oneDNN picks its own blocked layouts (format `any`); operands and the
// result are reordered to and from them: by the interpreter's strided copy
// (copyStrided, on OpenMP's threads) when both layouts are strided views of
// the dimensions, else by oneDNN's reorder primitive.
//
// Chains (fusion groups, runFusedConvolution): forward convolutions, each
// with its bias (a post-op), ReLU and max-pool, each reading the one before
// it; the last may instead end in an elementwise tail with per-feature
// values and splats (a batch norm and a clamp), applied in oneDNN's layout
// before the result is reordered. The activations between them stay in the
// layout oneDNN wrote; the ReLU and pool run here, on OpenMP's threads, with
// hlo.maximum's NaN semantics (oneDNN's relu post-op would turn NaN into 0).
//
// This file is compiled with exceptions: oneDNN's C++ API reports errors by
// throwing, and every exception is caught here (the fast path then declines).
//
// Threads: the primitives are cached process-wide (under a lock) and run by
// whichever thread needs them, several at once when concurrent runs do. So
// they are created with a user scratchpad (oneDNN's own scratchpad, the
// default, ties a primitive to the thread that created it), and each call's
// scratchpad and reordered copies live in a buffer of its own.
//
// Memory: that buffer is a literal, charged to the run's memory budget
// while the call runs (and reused from call to call through the literal
// buffer cache). When it does not fit, the call is refused with the
// budget's error rather than handed to the reference kernel, whose copies
// of the operands and result in the computation type take as much.
//
//===----------------------------------------------------------------------===//

#include "../Fusion.h"
#include "FastKernels.h"
#include "KernelUtils.h"

#include "xhlo/AotRuntime/ConvolutionAlgorithm.h"
#include "xhlo/Values/MemoryBudget.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Error.h"

#include <oneapi/dnnl/dnnl.hpp>

#include <cmath>
#include <cstring>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::interp;
namespace hlo = xhlo::hlo;

namespace {

using dnnl::memory;
using Kind = ConvolutionPrimitive;

dnnl::engine &cpuEngine() {
  static dnnl::engine engine(dnnl::engine::kind::cpu, 0);
  return engine;
}

/// An array as oneDNN sees it: dimensions and strides in elements, and the
/// offset of its first element from the start of its buffer.
struct View {
  memory::dims dims, strides;
  int64_t offset = 0;
  void add(int64_t size, int64_t stride) {
    dims.push_back(size);
    strides.push_back(stride);
  }
  /// A dimension of `size` elements split into `groups` (group-major, as
  /// XLA's grouped features are): [groups,] size / groups.
  void addGrouped(int64_t groups, int64_t size, int64_t stride) {
    if (groups > 1)
      add(groups, size / groups * stride);
    add(size / groups, stride);
  }
  memory::desc desc() const {
    return memory::desc(dims, memory::data_type::f32, strides);
  }
  memory::desc any() const {
    return memory::desc(dims, memory::data_type::f32, memory::format_tag::any);
  }
};

/// A convolution in oneDNN's forward terms: src {N, C, spatial...}, weights
/// {[G,] O/G, C/G, spatial...}, dst {N, O, spatial...}. Which of the three
/// is the result depends on the primitive.
struct Problem {
  Kind kind = Kind::Forward;
  View src, weights, dst;
  memory::dims strides, dilates, padLow, padHigh;
  /// Spatial dimensions (bit s: the s-th) in which the kernel is reversed
  /// into a copy before the call.
  uint32_t reverseKernel = 0;
  /// The result is a crop of the XLA result, whose other elements are zero.
  bool zeroResultFirst = false;
  /// Forward only: a bias per output feature added by the primitive.
  bool bias = false;
  /// oneDNN's direct algorithm only, never Winograd's
  /// (ExecutableOptions::preciseMath).
  bool directOnly = false;
};

/// The arrays of one call: XLA's lhs, rhs (the kernel) and result, and the
/// bias of a fused convolution (or null).
struct Arrays {
  ArrayRef<int64_t> lhsShape, rhsShape, outShape;
  const float *lhs = nullptr, *rhs = nullptr, *bias = nullptr;
  float *out = nullptr;
};

/// A chosen oneDNN implementation and the layouts it wants; or a problem
/// oneDNN refused (remembered too: asking again costs as much).
struct Compiled {
  bool refused = false;
  /// Whether `primitive` runs oneDNN's Winograd kernels.
  bool winograd = false;
  dnnl::primitive primitive;
  memory::desc src, weights, dst, scratchpad;
};

} // namespace

// OpenMP's thread count, declared rather than through <omp.h> (see
// FastDot.cpp).
extern "C" int omp_get_max_threads(void);

namespace {

/// How `desc` blocks each dimension (1: not at all): false when it is not
/// f32 in a strided layout whose every dimension is blocked at most once,
/// by a block that divides it, without padding (what stridedReorder takes).
bool getBlocks(const memory::desc &desc, SmallVectorImpl<int64_t> &blocks) {
  const dnnl_memory_desc_t &d = desc.data;
  if (d.format_kind != dnnl_blocked || d.data_type != dnnl_f32 ||
      d.extra.flags != 0 || d.ndims < 1)
    return false;
  blocks.assign(d.ndims, 1);
  const dnnl_blocking_desc_t &b = d.format_desc.blocking;
  for (int k = 0; k < b.inner_nblks; ++k) {
    int64_t dim = b.inner_idxs[k];
    if (blocks[dim] != 1 || b.inner_blks[k] < 1 ||
        d.dims[dim] % b.inner_blks[k] != 0)
      return false;
    blocks[dim] = b.inner_blks[k];
  }
  for (int i = 0; i < d.ndims; ++i)
    if (d.padded_dims[i] != d.dims[i] || d.padded_offsets[i] != 0)
      return false;
  return true;
}

/// The element stride of the `k`-th inner block of `desc` (the last is
/// innermost: stride 1).
int64_t innerBlockStride(const memory::desc &desc, int k) {
  const dnnl_blocking_desc_t &b = desc.data.format_desc.blocking;
  int64_t stride = 1;
  for (int j = k + 1; j < b.inner_nblks; ++j)
    stride *= b.inner_blks[j];
  return stride;
}

/// Copies the array in `from` into `to`, the same dimensions in another
/// layout, with the interpreter's strided copy (register-block transposes)
/// on OpenMP's threads, idle between oneDNN's primitives. Returns false,
/// copying nothing, when a layout is not a strided view of the dimensions
/// (getBlocks) or they block a dimension differently.
bool stridedReorder(const memory &from, const memory &to) {
  memory::desc a = from.get_desc(), b = to.get_desc();
  SmallVector<int64_t, 6> blocksA, blocksB;
  if (a.data.ndims != b.data.ndims || !getBlocks(a, blocksA) ||
      !getBlocks(b, blocksB))
    return false;
  int ndims = a.data.ndims;
  for (int d = 0; d < ndims; ++d)
    if (a.data.dims[d] != b.data.dims[d] ||
        (blocksA[d] != 1 && blocksB[d] != 1 && blocksA[d] != blocksB[d]))
      return false;
  // Each dimension, split into (outer, block) where either layout blocks
  // it: its extent and both layouts' strides.
  struct Dim {
    int64_t size, strideA, strideB;
  };
  SmallVector<Dim, 8> dims;
  auto innerStride = [](const memory::desc &desc, int dim) -> int64_t {
    const dnnl_blocking_desc_t &blocking = desc.data.format_desc.blocking;
    for (int k = 0; k < blocking.inner_nblks; ++k)
      if (blocking.inner_idxs[k] == dim)
        return innerBlockStride(desc, k);
    return -1;
  };
  for (int d = 0; d < ndims; ++d) {
    int64_t block = std::max(blocksA[d], blocksB[d]);
    int64_t strideA = a.data.format_desc.blocking.strides[d],
            strideB = b.data.format_desc.blocking.strides[d];
    if (block == 1) {
      dims.push_back({a.data.dims[d], strideA, strideB});
      continue;
    }
    // A layout that does not block the dimension steps a block's elements
    // by its stride and the blocks by `block` times it.
    int64_t innerA = blocksA[d] == 1 ? strideA : innerStride(a, d);
    int64_t innerB = blocksB[d] == 1 ? strideB : innerStride(b, d);
    int64_t outerA = blocksA[d] == 1 ? strideA * block : strideA;
    int64_t outerB = blocksB[d] == 1 ? strideB * block : strideB;
    dims.push_back({a.data.dims[d] / block, outerA, outerB});
    dims.push_back({block, innerA, innerB});
  }
  // In the order of the destination's strides, so that it is written
  // from start to end.
  std::stable_sort(dims.begin(), dims.end(), [](const Dim &x, const Dim &y) {
    return x.strideB > y.strideB;
  });
  SmallVector<int64_t, 8> shape, stridesA, stridesB;
  for (const Dim &dim : dims) {
    shape.push_back(dim.size);
    stridesA.push_back(dim.strideA);
    stridesB.push_back(dim.strideB);
  }
  auto run = [](int64_t tasks, llvm::function_ref<void(int64_t)> body) {
#pragma omp parallel for schedule(static)
    for (int64_t task = 0; task < tasks; ++task)
      body(task);
  };
  // OpenMP's threads spin for a while after a primitive: worth waking
  // for smaller copies than the interpreter's pool.
  CopyThreads threads{static_cast<unsigned>(std::max(1, omp_get_max_threads())),
                      run, int64_t(64) << 10};
  copyStrided(
      static_cast<const float *>(from.get_data_handle()) + a.data.offset0,
      stridesA, static_cast<float *>(to.get_data_handle()) + b.data.offset0,
      stridesB, shape, sizeof(float), threads);
  return true;
}

/// Copies `from` into `to` (the same array in another layout):
/// stridedReorder when it takes the two layouts, else oneDNN's reorder.
void reorder(memory &from, memory &to, dnnl::stream &stream) {
  if (!stridedReorder(from, to))
    dnnl::reorder(from, to).execute(stream, from, to);
}

std::mutex &cacheMutex() {
  static std::mutex mutex;
  return mutex;
}

/// Every problem seen, by problemKey. Bounded: cleared when it grows past
/// 256 problems.
llvm::StringMap<Compiled> &cache() {
  static llvm::StringMap<Compiled> map;
  if (map.size() > 256)
    map.clear();
  return map;
}

std::string problemKey(const Problem &p) {
  std::string key = std::to_string(static_cast<int>(p.kind)) + ":";
  auto add = [&](ArrayRef<int64_t> values) {
    for (int64_t v : values)
      key += std::to_string(v) + ",";
    key += ";";
  };
  for (const View *view : {&p.src, &p.weights, &p.dst}) {
    add(view->dims);
    add(view->strides);
  }
  add(p.strides);
  add(p.dilates);
  add(p.padLow);
  add(p.padHigh);
  key += p.bias ? "b" : "";
  key += p.directOnly ? "d" : "";
  return key;
}

/// Describes `op` (with the window reversal flipped in the spatial
/// dimensions of `flipReversal`) as a oneDNN problem, or nothing when no
/// primitive computes it. With `forwardOnly`, a forward convolution whose
/// window is larger than its output stays a forward problem.
std::optional<Problem>
describe(hlo::ConvolutionOp op, ArrayRef<int64_t> lhsShape,
         ArrayRef<int64_t> rhsShape, ArrayRef<int64_t> outShape,
         uint32_t flipReversal, bool forwardOnly = false) {
  hlo::ConvDimensionNumbersAttr dn = op.getDimLabels();
  hlo::WindowAttr window = op.getWindow();
  SmallVector<int64_t, 4> lhsStrides = getStrides(lhsShape),
                          rhsStrides = getStrides(rhsShape),
                          outStrides = getStrides(outShape);
  ArrayRef<int64_t> inSpatial = dn.getInputSpatialDimensions();
  ArrayRef<int64_t> kSpatial = dn.getKernelSpatialDimensions();
  ArrayRef<int64_t> outSpatial = dn.getOutputSpatialDimensions();
  size_t numSpatial = inSpatial.size();
  int64_t featureGroups = op.getFeatureGroupCount();
  int64_t batchGroups = op.getBatchGroupCount();
  int64_t lhsB = dn.getInputBatchDimension(),
          lhsF = dn.getInputFeatureDimension();
  int64_t kIn = dn.getKernelInputFeatureDimension(),
          kOut = dn.getKernelOutputFeatureDimension();
  int64_t outB = dn.getOutputBatchDimension(),
          outF = dn.getOutputFeatureDimension();

  bool anyBaseDilation = false, anyStride = false, anyReversed = false,
       allReversed = true;
  uint32_t reversed = 0;
  int64_t windowVolume = 1, outVolume = 1;
  for (size_t s = 0; s < numSpatial; ++s) {
    bool r = window.getRhsReversalAt(s) != bool((flipReversal >> s) & 1);
    reversed |= uint32_t(r) << s;
    anyReversed |= r;
    allReversed &= r;
    anyBaseDilation |= window.getLhsDilateAt(s) != 1;
    anyStride |= window.getStrideAt(s) != 1;
    windowVolume *= rhsShape[kSpatial[s]];
    outVolume *= outShape[outSpatial[s]];
  }
  uint32_t allSpatial = (uint32_t(1) << numSpatial) - 1;

  Problem p;
  if (batchGroups > 1 || (!forwardOnly && !anyBaseDilation && !anyReversed &&
                          featureGroups == 1 && windowVolume > outVolume)) {
    // The kernel gradient: src is the input with batch and feature swapped,
    // dst (the output gradient) the kernel, weights the result.
    if (featureGroups != 1 || anyBaseDilation || anyReversed)
      return std::nullopt;
    p.kind = Kind::BackwardWeights;
    p.src.add(lhsShape[lhsF], lhsStrides[lhsF]);
    p.src.add(lhsShape[lhsB], lhsStrides[lhsB]);
    p.weights.addGrouped(batchGroups, outShape[outF], outStrides[outF]);
    p.weights.add(outShape[outB], outStrides[outB]);
    p.dst.add(rhsShape[kIn], rhsStrides[kIn]);
    p.dst.add(rhsShape[kOut], rhsStrides[kOut]);
    for (size_t s = 0; s < numSpatial; ++s) {
      int64_t stride = window.getRhsDilateAt(s);
      int64_t dilation = window.getStrideAt(s);
      int64_t kernel = outShape[outSpatial[s]];
      int64_t steps = rhsShape[kSpatial[s]];
      int64_t extent = (kernel - 1) * dilation + 1;
      int64_t in = lhsShape[inSpatial[s]];
      int64_t padLow = window.getPadLowAt(s);
      // Negative low padding crops the input; input past the last window
      // is cut off (oneDNN wants the padding the windows reach exactly).
      if (padLow < 0) {
        p.src.offset += -padLow * lhsStrides[inSpatial[s]];
        in += padLow;
        padLow = 0;
      }
      int64_t padHigh = (steps - 1) * stride + extent - in - padLow;
      if (padHigh < 0) {
        in += padHigh;
        padHigh = 0;
      }
      if (in < 1)
        return std::nullopt;
      p.src.add(in, lhsStrides[inSpatial[s]]);
      p.weights.add(kernel, outStrides[outSpatial[s]]);
      p.dst.add(steps, rhsStrides[kSpatial[s]]);
      p.strides.push_back(stride);
      p.dilates.push_back(dilation - 1);
      p.padLow.push_back(padLow);
      p.padHigh.push_back(padHigh);
    }
    return p;
  }

  if (anyBaseDilation || (allReversed && !anyStride)) {
    // The input gradient: dst (the output gradient) is the input, src the
    // result; the kernel is the forward kernel reversed.
    if (anyStride)
      return std::nullopt;
    p.kind = Kind::BackwardData;
    p.reverseKernel = ~reversed & allSpatial;
    p.src.add(outShape[outB], outStrides[outB]);
    p.src.add(outShape[outF], outStrides[outF]);
    if (featureGroups > 1)
      p.weights.add(featureGroups,
                    rhsShape[kOut] / featureGroups * rhsStrides[kOut]);
    p.weights.add(rhsShape[kIn], rhsStrides[kIn]);
    p.weights.add(rhsShape[kOut] / featureGroups, rhsStrides[kOut]);
    p.dst.add(lhsShape[lhsB], lhsStrides[lhsB]);
    p.dst.add(lhsShape[lhsF], lhsStrides[lhsF]);
    for (size_t s = 0; s < numSpatial; ++s) {
      int64_t kernel = rhsShape[kSpatial[s]];
      int64_t dilation = window.getRhsDilateAt(s);
      int64_t extent = (kernel - 1) * dilation + 1;
      int64_t out = outShape[outSpatial[s]];
      int64_t padLow = extent - 1 - window.getPadLowAt(s);
      int64_t padHigh = extent - 1 - window.getPadHighAt(s);
      // XLA padding beyond the window's extent gives outputs no window
      // reaches: they are zeros, and oneDNN computes the rest.
      if (padLow < 0) {
        p.src.offset += -padLow * outStrides[outSpatial[s]];
        out += padLow;
        padLow = 0;
        p.zeroResultFirst = true;
      }
      if (padHigh < 0) {
        out += padHigh;
        padHigh = 0;
        p.zeroResultFirst = true;
      }
      if (out < 1)
        return std::nullopt;
      p.src.add(out, outStrides[outSpatial[s]]);
      p.weights.add(kernel, rhsStrides[kSpatial[s]]);
      p.dst.add(lhsShape[inSpatial[s]], lhsStrides[inSpatial[s]]);
      p.strides.push_back(window.getLhsDilateAt(s));
      p.dilates.push_back(dilation - 1);
      p.padLow.push_back(padLow);
      p.padHigh.push_back(padHigh);
    }
    return p;
  }

  // Forward.
  p.kind = Kind::Forward;
  p.reverseKernel = reversed;
  p.src.add(lhsShape[lhsB], lhsStrides[lhsB]);
  p.src.add(lhsShape[lhsF], lhsStrides[lhsF]);
  p.weights.addGrouped(featureGroups, rhsShape[kOut], rhsStrides[kOut]);
  p.weights.add(rhsShape[kIn], rhsStrides[kIn]);
  p.dst.add(outShape[outB], outStrides[outB]);
  p.dst.add(outShape[outF], outStrides[outF]);
  for (size_t s = 0; s < numSpatial; ++s) {
    int64_t in = lhsShape[inSpatial[s]];
    int64_t padLow = window.getPadLowAt(s), padHigh = window.getPadHighAt(s);
    // Negative padding crops the input.
    if (padLow < 0) {
      p.src.offset += -padLow * lhsStrides[inSpatial[s]];
      in += padLow;
      padLow = 0;
    }
    if (padHigh < 0) {
      in += padHigh;
      padHigh = 0;
    }
    if (in < 1)
      return std::nullopt;
    p.src.add(in, lhsStrides[inSpatial[s]]);
    p.weights.add(rhsShape[kSpatial[s]], rhsStrides[kSpatial[s]]);
    p.dst.add(outShape[outSpatial[s]], outStrides[outSpatial[s]]);
    p.strides.push_back(window.getStrideAt(s));
    p.dilates.push_back(window.getRhsDilateAt(s) - 1);
    p.padLow.push_back(padLow);
    p.padHigh.push_back(padHigh);
  }
  return p;
}

/// The primitive of `pd` and the layouts it wants for the arrays in the
/// forward roles src, weights and dst.
template <typename Primitive, typename PrimitiveDesc>
Compiled compiledFrom(const PrimitiveDesc &pd, const memory::desc &src,
                      const memory::desc &weights, const memory::desc &dst) {
  Compiled c;
  c.primitive = Primitive(pd);
  c.src = src;
  c.weights = weights;
  c.dst = dst;
  c.scratchpad = pd.scratchpad_desc();
  return c;
}

/// Whether `p` is a convolution for which oneDNN's Winograd kernels beat
/// its direct ones: the rule the AOT runtime follows too
/// (preferWinogradConvolution, ConvolutionAlgorithm.h), on the problem's
/// shape only, so every run of a program computes the same bits. Grouped
/// problems (5-D weights) stay direct.
bool preferWinograd(const Problem &p) {
  if (p.src.dims.size() != 4 || p.weights.dims.size() != 4)
    return false;
  const int64_t window[] = {p.weights.dims[2], p.weights.dims[3]};
  const int64_t strides[] = {p.strides[0], p.strides[1]};
  const int64_t dilations[] = {p.dilates[0], p.dilates[1]};
  return preferWinogradConvolution(
      /*spatialDims=*/2, /*groups=*/1, window, strides, dilations,
      p.src.dims[1], p.dst.dims[1],
      p.dst.dims[0] * p.dst.dims[2] * p.dst.dims[3]);
}

/// Chooses oneDNN's implementation of `p` by `algorithm`; throws dnnl::error
/// when oneDNN refuses it.
Compiled compile(const Problem &p, dnnl::algorithm algorithm) {
  using prop = dnnl::prop_kind;
  dnnl::engine &engine = cpuEngine();
  dnnl::primitive_attr attributes;
  attributes.set_scratchpad_mode(dnnl::scratchpad_mode::user);
  auto forwardDesc = [&](prop kind) {
    return dnnl::convolution_forward::desc(
        kind, algorithm, p.src.any(), p.weights.any(), memory::desc(),
        p.dst.any(), p.strides, p.dilates, p.padLow, p.padHigh);
  };
  switch (p.kind) {
  case Kind::Forward: {
    // The bias is one value per output feature ({O}, all groups).
    memory::desc biasDesc;
    if (p.bias)
      biasDesc = memory::desc({p.dst.dims[1]}, memory::data_type::f32,
                              memory::format_tag::x);
    // Winograd for inference wants the weights pre-transformed (a reorder
    // into its own format at every call, slower than the convolution);
    // for training it transforms them itself, from a blocked layout.
    prop kind = algorithm == dnnl::algorithm::convolution_winograd
                    ? prop::forward_training
                    : prop::forward_inference;
    dnnl::convolution_forward::primitive_desc pd(
        dnnl::convolution_forward::desc(
            kind, algorithm, p.src.any(), p.weights.any(), biasDesc,
            p.dst.any(), p.strides, p.dilates, p.padLow, p.padHigh),
        attributes, engine);
    return compiledFrom<dnnl::convolution_forward>(
        pd, pd.src_desc(), pd.weights_desc(), pd.dst_desc());
  }
  case Kind::BackwardData: {
    dnnl::convolution_forward::primitive_desc hint(
        forwardDesc(prop::forward_training), engine);
    dnnl::convolution_backward_data::primitive_desc pd(
        dnnl::convolution_backward_data::desc(
            algorithm, p.src.any(), p.weights.any(), p.dst.any(), p.strides,
            p.dilates, p.padLow, p.padHigh),
        attributes, engine, hint);
    return compiledFrom<dnnl::convolution_backward_data>(
        pd, pd.diff_src_desc(), pd.weights_desc(), pd.diff_dst_desc());
  }
  case Kind::BackwardWeights: {
    dnnl::convolution_forward::primitive_desc hint(
        forwardDesc(prop::forward_training), engine);
    dnnl::convolution_backward_weights::primitive_desc pd(
        dnnl::convolution_backward_weights::desc(
            algorithm, p.src.any(), p.weights.any(), memory::desc(),
            p.dst.any(), p.strides, p.dilates, p.padLow, p.padHigh),
        attributes, engine, hint);
    return compiledFrom<dnnl::convolution_backward_weights>(
        pd, pd.src_desc(), pd.diff_weights_desc(), pd.diff_dst_desc());
  }
  }
  return Compiled();
}

/// Chooses oneDNN's implementation of `p`: Winograd's when preferWinograd,
/// `p` allows it and oneDNN has one for it (on AVX-512 cores; features a
/// multiple of 16), else a direct one; throws dnnl::error when oneDNN
/// refuses it.
Compiled compile(const Problem &p) {
  if (!p.directOnly && preferWinograd(p)) {
    try {
      Compiled compiled = compile(p, dnnl::algorithm::convolution_winograd);
      compiled.winograd = true;
      return compiled;
    } catch (const dnnl::error &) {
    }
  }
  return compile(p, dnnl::algorithm::convolution_direct);
}

/// Copies the f32 array `from` of `shape` into `to`, reversed in `dims`.
void copyReversed(const float *from, float *to, ArrayRef<int64_t> shape,
                  ArrayRef<int64_t> dims) {
  SmallVector<int64_t, 4> strides = getStrides(shape);
  int64_t rank = shape.size();
  int64_t inner = shape.back();
  bool innerReversed = llvm::is_contained(dims, rank - 1);
  forEachIndex(shape.drop_back(), [&](ArrayRef<int64_t> index) {
    int64_t source = 0, target = 0;
    for (int64_t d = 0; d + 1 < rank; ++d) {
      target += index[d] * strides[d];
      source +=
          (llvm::is_contained(dims, d) ? shape[d] - 1 - index[d] : index[d]) *
          strides[d];
    }
    if (innerReversed)
      for (int64_t i = 0; i < inner; ++i)
        to[target + i] = from[source + inner - 1 - i];
    else
      std::memcpy(to + target, from + source, inner * sizeof(float));
  });
}

/// The primitive of `p` (from the cache, or compiled and cached); refused
/// when oneDNN refuses it.
Compiled lookupOrCompile(const Problem &p) {
  // Choosing an implementation costs more than a small convolution: keep
  // the primitive of every problem seen (keyed by its descriptors' text).
  std::string key = problemKey(p);
  Compiled compiled;
  {
    std::lock_guard<std::mutex> lock(cacheMutex());
    auto it = cache().find(key);
    if (it != cache().end())
      compiled = it->second;
  }
  if (!compiled.primitive && !compiled.refused) {
    try {
      compiled = compile(p);
    } catch (const dnnl::error &) {
      compiled.refused = true;
    }
    std::lock_guard<std::mutex> lock(cacheMutex());
    cache().try_emplace(key, compiled);
  }
  return compiled;
}

/// What the scratch memory of a call is for, each a 64-byte aligned region
/// of one buffer.
enum ScratchRegion {
  SrcCopy,
  WeightsCopy,
  DstCopy,
  Scratchpad,
  ReversedKernel
};
constexpr int kNumScratchRegions = 5;

/// Runs the convolution `p` of `op` on `arrays` (Declined: oneDNN refuses
/// it); `temporaryBytes` receives the bytes of its scratch memory (also
/// when it is OverBudget), `winograd` whether the primitive is Winograd's.
FastPathResult runConvolution(hlo::ConvolutionOp op, const Problem &p,
                              const Arrays &arrays, int64_t &temporaryBytes,
                              bool &winograd) {
  Compiled compiled = lookupOrCompile(p);
  if (compiled.refused)
    return FastPathResult::Declined;
  winograd = compiled.winograd;

  // The reordered copies, the reversed kernel and the primitive's
  // scratchpad share one buffer, a literal: charged to the memory budget
  // while the call runs, and reused from call to call through the literal
  // buffer cache (fresh pages each time cost page faults).
  int64_t offsets[kNumScratchRegions] = {};
  int64_t total = 0;
  auto reserve = [&](ScratchRegion region, int64_t bytes) {
    offsets[region] = total;
    total += (bytes + 63) / 64 * 64;
  };
  bool srcIsResult = p.kind == Kind::BackwardData;
  bool weightsIsResult = p.kind == Kind::BackwardWeights;
  bool dstIsResult = p.kind == Kind::Forward;
  memory::desc srcDesc = p.src.desc(), weightsDesc = p.weights.desc(),
               dstDesc = p.dst.desc();
  bool copied[3] = {srcDesc != compiled.src, weightsDesc != compiled.weights,
                    dstDesc != compiled.dst};
  if (copied[SrcCopy])
    reserve(SrcCopy, compiled.src.get_size());
  if (copied[WeightsCopy])
    reserve(WeightsCopy, compiled.weights.get_size());
  if (copied[DstCopy])
    reserve(DstCopy, compiled.dst.get_size());
  reserve(Scratchpad, compiled.scratchpad.get_size());
  if (p.reverseKernel)
    reserve(ReversedKernel, getNumElements(arrays.rhsShape) * sizeof(float));
  temporaryBytes = total;
  std::optional<Literal> scratch;
  if (total) {
    llvm::Expected<Literal> buffer =
        Literal::create(ElementType::F32, {total / int64_t(sizeof(float))},
                        "convolution scratch", /*zeroed=*/false);
    if (!buffer) {
      llvm::consumeError(buffer.takeError());
      return FastPathResult::OverBudget;
    }
    scratch = std::move(*buffer);
  }
  auto regionData = [&](ScratchRegion region) {
    return reinterpret_cast<float *>(static_cast<char *>(scratch->data()) +
                                     offsets[region]);
  };

  const float *kernelData = arrays.rhs;
  if (p.reverseKernel) {
    SmallVector<int64_t, 3> dims;
    ArrayRef<int64_t> kSpatial = op.getDimLabels().getKernelSpatialDimensions();
    for (size_t s = 0; s < kSpatial.size(); ++s)
      if ((p.reverseKernel >> s) & 1)
        dims.push_back(kSpatial[s]);
    float *copy = regionData(ReversedKernel);
    copyReversed(arrays.rhs, copy, arrays.rhsShape, dims);
    kernelData = copy;
  }
  float *out = arrays.out;
  if (p.zeroResultFirst)
    std::memset(out, 0, getNumElements(arrays.outShape) * sizeof(float));
  auto at = [](const void *base, const View &view) {
    return const_cast<float *>(static_cast<const float *>(base)) + view.offset;
  };
  // Which XLA array each of src, weights and dst is.
  float *srcData = nullptr, *weightsData = nullptr, *dstData = nullptr;
  switch (p.kind) {
  case Kind::Forward:
    srcData = at(arrays.lhs, p.src);
    weightsData = at(kernelData, p.weights);
    dstData = at(out, p.dst);
    break;
  case Kind::BackwardData:
    srcData = at(out, p.src);
    weightsData = at(kernelData, p.weights);
    dstData = at(arrays.lhs, p.dst);
    break;
  case Kind::BackwardWeights:
    srcData = at(arrays.lhs, p.src);
    weightsData = at(out, p.weights);
    dstData = at(arrays.rhs, p.dst);
    break;
  }

  dnnl::engine &engine = cpuEngine();
  dnnl::stream stream(engine);
  memory srcUser(srcDesc, engine, srcData);
  memory weightsUser(weightsDesc, engine, weightsData);
  memory dstUser(dstDesc, engine, dstData);
  // An operand in the primitive's layout (reordered into its scratch
  // region when it is not); the result's is written back after the call.
  auto inLayout = [&](ScratchRegion region, memory &user,
                      const memory::desc &wanted, bool isResult) {
    if (!copied[region])
      return user;
    memory converted(wanted, engine, regionData(region));
    if (!isResult)
      reorder(user, converted, stream);
    return converted;
  };
  memory src = inLayout(SrcCopy, srcUser, compiled.src, srcIsResult);
  memory weights =
      inLayout(WeightsCopy, weightsUser, compiled.weights, weightsIsResult);
  memory dst = inLayout(DstCopy, dstUser, compiled.dst, dstIsResult);
  memory scratchpad(compiled.scratchpad, engine,
                    total ? regionData(Scratchpad) : nullptr);
  // The arguments' names in the primitive's own terms.
  int srcArg = DNNL_ARG_SRC, weightsArg = DNNL_ARG_WEIGHTS,
      dstArg = DNNL_ARG_DST;
  if (p.kind == Kind::BackwardData) {
    srcArg = DNNL_ARG_DIFF_SRC;
    dstArg = DNNL_ARG_DIFF_DST;
  } else if (p.kind == Kind::BackwardWeights) {
    weightsArg = DNNL_ARG_DIFF_WEIGHTS;
    dstArg = DNNL_ARG_DIFF_DST;
  }
  std::unordered_map<int, memory> args{{srcArg, src},
                                       {weightsArg, weights},
                                       {dstArg, dst},
                                       {DNNL_ARG_SCRATCHPAD, scratchpad}};
  if (p.bias)
    args.emplace(DNNL_ARG_BIAS,
                 memory(memory::desc({p.dst.dims[1]}, memory::data_type::f32,
                                     memory::format_tag::x),
                        engine, const_cast<float *>(arrays.bias)));
  compiled.primitive.execute(stream, args);
  memory &resultUser = srcIsResult       ? srcUser
                       : weightsIsResult ? weightsUser
                                         : dstUser;
  memory &resultMemory = srcIsResult ? src : weightsIsResult ? weights : dst;
  if (resultMemory != resultUser)
    reorder(resultMemory, resultUser, stream);
  stream.wait();
  return FastPathResult::Done;
}

} // namespace

llvm::Error xhlo::interp::getConvolutionScratchRefusal(int64_t bytes) {
  return MemoryBudget::getCurrent().refusal(
      bytes, "the scratch memory of the oneDNN convolution (operands in its "
             "layouts and its scratchpad)");
}

FastPathResult
xhlo::interp::fastConvolution(hlo::ConvolutionOp op, const Literal &lhs,
                              const Literal &rhs, Literal &result,
                              int64_t *temporaryBytes, uint32_t flipReversal,
                              bool directOnly, ConvolutionRun *run) {
  if (lhs.getElementType() != ElementType::F32 ||
      rhs.getElementType() != ElementType::F32 ||
      result.getElementType() != ElementType::F32)
    return FastPathResult::Declined;
  hlo::WindowAttr window = op.getWindow();
  size_t numSpatial = op.getDimLabels().getInputSpatialDimensions().size();
  if (numSpatial < 1 || numSpatial > 3 || op.getBatchGroupCount() < 1 ||
      op.getFeatureGroupCount() < 1 ||
      (op.getBatchGroupCount() > 1 && op.getFeatureGroupCount() > 1))
    return FastPathResult::Declined;
  for (size_t s = 0; s < numSpatial; ++s)
    if (window.getLhsDilateAt(s) < 1 || window.getRhsDilateAt(s) < 1 ||
        window.getStrideAt(s) < 1)
      return FastPathResult::Declined;
  if (lhs.getNumElements() == 0 || rhs.getNumElements() == 0 ||
      result.getNumElements() == 0)
    return FastPathResult::Declined;
  int64_t temporary = 0;
  ConvolutionRun ran;
  try {
    std::optional<Problem> problem = describe(
        op, lhs.getShape(), rhs.getShape(), result.getShape(), flipReversal);
    if (!problem)
      return FastPathResult::Declined;
    problem->directOnly = directOnly;
    ran.primitive = problem->kind;
    Arrays arrays{lhs.getShape(),    rhs.getShape(),  result.getShape(),
                  lhs.as<float>(),   rhs.as<float>(), nullptr,
                  result.as<float>()};
    FastPathResult done =
        runConvolution(op, *problem, arrays, temporary, ran.winograd);
    if (temporaryBytes)
      *temporaryBytes = temporary;
    if (done != FastPathResult::Done)
      return done;
  } catch (const dnnl::error &) {
    return FastPathResult::Declined;
  }
  if (run)
    *run = ran;
  return FastPathResult::Done;
}

//===----------------------------------------------------------------------===//
// Chains of convolutions (fusion groups)
//===----------------------------------------------------------------------===//

namespace {

/// The forward problem of `op` (with its bias, when `bias`; on the direct
/// algorithm only with `directOnly`), from its types; nothing when `op` is
/// not an f32 forward convolution oneDNN takes.
std::optional<Problem> describeFused(hlo::ConvolutionOp op, bool bias,
                                     bool directOnly) {
  auto shapeOf = [](Value value) -> std::optional<ArrayRef<int64_t>> {
    auto type = dyn_cast<RankedTensorType>(value.getType());
    if (!type || !type.hasStaticShape() || !type.getElementType().isF32() ||
        type.getNumElements() == 0)
      return std::nullopt;
    return type.getShape();
  };
  std::optional<ArrayRef<int64_t>> lhs = shapeOf(op.getLhs()),
                                   rhs = shapeOf(op.getRhs()),
                                   out = shapeOf(op.getResult());
  if (!lhs || !rhs || !out)
    return std::nullopt;
  hlo::WindowAttr window = op.getWindow();
  size_t numSpatial = op.getDimLabels().getInputSpatialDimensions().size();
  if (numSpatial < 1 || numSpatial > 3 || op.getBatchGroupCount() != 1 ||
      op.getFeatureGroupCount() < 1 || window.getRank() != numSpatial)
    return std::nullopt;
  for (size_t s = 0; s < numSpatial; ++s)
    if (window.getLhsDilateAt(s) < 1 || window.getRhsDilateAt(s) < 1 ||
        window.getStrideAt(s) < 1)
      return std::nullopt;
  std::optional<Problem> p = describe(op, *lhs, *rhs, *out, 0, true);
  if (!p || p->kind != Kind::Forward || p->reverseKernel)
    return std::nullopt;
  p->bias = bias;
  p->directOnly = directOnly;
  return p;
}

/// The channel block B of a 4-D {N, C, H, W} array in the oneDNN layout
/// `desc` when it is nchw (1), nChw8c (8), nChw16c (16) or nhwc (C): element
/// (n, c, h, w) at (((n * ceil(C / B) + c / B) * H + h) * W + w) * B + c % B,
/// the padding channels of the last block zero; `tag` receives the layout.
/// 0 for any other layout.
int64_t channelBlock(const memory::desc &desc, memory::format_tag &tag) {
  memory::dims dims = desc.dims();
  if (dims.size() != 4)
    return 0;
  const std::pair<memory::format_tag, int64_t> blocked[] = {
      {memory::format_tag::nchw, 1},
      {memory::format_tag::nChw8c, 8},
      {memory::format_tag::nChw16c, 16},
      {memory::format_tag::nhwc, dims[1]}};
  for (auto [candidate, block] : blocked)
    if (desc == memory::desc(dims, memory::data_type::f32, candidate)) {
      tag = candidate;
      return block;
    }
  return 0;
}

/// `data[i] = maximum(data[i], bound)` for the `n` floats at `data`, on
/// OpenMP's threads (oneDNN's, idle between its primitives).
void applyRelu(float *data, int64_t n, float bound) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i)
    data[i] = xhlo::maximumF32(data[i], bound);
}

/// Applies `tail` in place, op after op, to the {N, C, H, W} array at
/// `data` ({N, C} and `pixels` = H x W) in the layout of `block`
/// (channelBlock): each element combined with its channel's value (a
/// per-feature op: the next of `values`, C floats each) or with the op's
/// splat, by the vectorised loops the fused elementwise steps run (the
/// same bits as the ops one by one), on OpenMP's threads. Padding channels
/// of blocked layouts get values too (zeroPadding clears them).
void applyTail(ArrayRef<fusion::FusedProgram::TailOp> tail,
               ArrayRef<const float *> values, float *data, int64_t n,
               int64_t c, int64_t pixels, int64_t block) {
  constexpr int64_t kTile = 1024;
  const TypedVectorLoops<float> &loops = getVectorLoops().f32;
  int64_t blocks = (c + block - 1) / block, planes = n * blocks;
  // Each plane (an image's block of channels: pixels x block floats) in
  // runs of whole pixels, a loop call per op covering a run; per-feature
  // values tiled over a run's pixels. Planes split into slices so that
  // there are tasks for the threads.
  int64_t pixelsPerRun = std::max<int64_t>(1, kTile / block);
  int64_t runs = (pixels + pixelsPerRun - 1) / pixelsPerRun;
  int64_t slices =
      std::min<int64_t>(runs, std::max<int64_t>(1, (16 + planes - 1) / planes));
  int64_t tasks = planes * slices;
#pragma omp parallel for schedule(static)
  for (int64_t task = 0; task < tasks; ++task) {
    int64_t plane = task / slices, slice = task % slices;
    int64_t channel0 = (plane % blocks) * block;
    float *base = data + plane * pixels * block;
    // The per-feature values of this plane's channels over a run (one
    // pixel's are the values themselves).
    float tiles[fusion::FusedProgram::kMaxTailValues][kTile];
    if (pixelsPerRun > 1)
      for (size_t v = 0; v < values.size(); ++v)
        for (int64_t l = 0; l < block; ++l) {
          float value = channel0 + l < c ? values[v][channel0 + l] : 0.0f;
          for (int64_t p = 0; p < pixelsPerRun; ++p)
            tiles[v][p * block + l] = value;
        }
    int64_t r0 = runs * slice / slices, r1 = runs * (slice + 1) / slices;
    for (int64_t r = r0; r < r1; ++r) {
      int64_t p0 = r * pixelsPerRun;
      int64_t count = std::min(pixelsPerRun, pixels - p0) * block;
      float *x = base + p0 * block;
      size_t v = 0;
      for (const fusion::FusedProgram::TailOp &op : tail) {
        const float *operand = &op.scalar;
        bool splat = true;
        if (op.perFeature) {
          if (block == 1) {
            operand = values[v] + channel0;
          } else {
            operand = pixelsPerRun > 1 ? tiles[v] : values[v] + channel0;
            splat = false;
          }
          ++v;
        }
        if (op.valueFirst)
          loops.binary(op.kind, x, false, operand, splat, x, count);
        else
          loops.binary(op.kind, operand, splat, x, false, x, count);
      }
    }
  }
}

/// A max-pool of the {N, C, H, W} array `in` in the layout of `block`
/// (channelBlock) into `out` ({N, C, OH, OW}, same layout): windows of
/// kh x kw at strides sh, sw, each folded as hlo.reduce_window does (`init`,
/// then the window in row-major order) after maximum(x, reluBound) when a
/// ReLU comes first.
struct Pool {
  int64_t n, c, h, w, oh, ow, kh, kw, sh, sw, block;
  float init;
  std::optional<float> reluBound;
};

void runPool(const Pool &p, const float *in, float *out) {
  int64_t planes = p.n * ((p.c + p.block - 1) / p.block);
  int64_t B = p.block;
  // Each output pixel's channels (contiguous in every layout channelBlock
  // takes) folded kLanes at a time: the innermost loop runs over channels,
  // so it vectorises; every element is still folded in the reference's
  // order.
  constexpr int64_t kLanes = 64;
  bool relu = p.reluBound.has_value();
  float bound = relu ? *p.reluBound : 0.0f;
#pragma omp parallel for collapse(2) schedule(static)
  for (int64_t plane = 0; plane < planes; ++plane)
    for (int64_t y = 0; y < p.oh; ++y) {
      float *row = out + (plane * p.oh + y) * p.ow * B;
      for (int64_t x = 0; x < p.ow; ++x)
        for (int64_t l0 = 0; l0 < B; l0 += kLanes) {
          int64_t lanes = std::min(kLanes, B - l0);
          float acc[kLanes];
          for (int64_t l = 0; l < lanes; ++l)
            acc[l] = p.init;
          for (int64_t i = 0; i < p.kh; ++i)
            for (int64_t j = 0; j < p.kw; ++j) {
              const float *from =
                  in + ((plane * p.h + y * p.sh + i) * p.w + x * p.sw + j) * B +
                  l0;
              if (relu) {
                for (int64_t l = 0; l < lanes; ++l)
                  acc[l] = xhlo::maximumF32(acc[l],
                                            xhlo::maximumF32(from[l], bound));
              } else {
                for (int64_t l = 0; l < lanes; ++l)
                  acc[l] = xhlo::maximumF32(acc[l], from[l]);
              }
            }
          for (int64_t l = 0; l < lanes; ++l)
            row[x * B + l0 + l] = acc[l];
        }
    }
}

/// Zeroes the padding channels of the last channel block of the {N, C, H,
/// W} array at `data` in the layout of `block` (channelBlock): oneDNN's
/// primitives expect them zero, and a ReLU with a bound other than 0 or a
/// pool's init wrote them.
void zeroPadding(float *data, int64_t n, int64_t c, int64_t h, int64_t w,
                 int64_t block) {
  int64_t blocks = (c + block - 1) / block, used = c - (blocks - 1) * block;
  if (used == block)
    return;
  for (int64_t image = 0; image < n; ++image)
    for (int64_t i = 0; i < h * w; ++i)
      std::fill_n(data + ((image * blocks + blocks - 1) * h * w + i) * block +
                      used,
                  block - used, 0.0f);
}

/// The pool of `stage` over `conv`'s {N, O, H, W} result in the layout of
/// `block`.
Pool describePool(const fusion::FusedProgram::ConvolutionStage &stage,
                  hlo::ConvolutionOp conv, int64_t block) {
  auto pool = cast<hlo::ReduceWindowOp>(stage.pool);
  hlo::ConvDimensionNumbersAttr dn = conv.getDimLabels();
  ArrayRef<int64_t> in = cast<RankedTensorType>(conv.getType()).getShape();
  ArrayRef<int64_t> out =
      cast<RankedTensorType>(pool->getResult(0).getType()).getShape();
  ArrayRef<int64_t> spatial = dn.getOutputSpatialDimensions();
  hlo::WindowAttr window = pool.getWindow();
  Pool p;
  p.n = in[dn.getOutputBatchDimension()];
  p.c = in[dn.getOutputFeatureDimension()];
  p.h = in[spatial[0]];
  p.w = in[spatial[1]];
  p.oh = out[spatial[0]];
  p.ow = out[spatial[1]];
  p.kh = window.getSize()[spatial[0]];
  p.kw = window.getSize()[spatial[1]];
  p.sh = window.getStrideAt(spatial[0]);
  p.sw = window.getStrideAt(spatial[1]);
  p.block = block;
  p.init = stage.poolInit;
  p.reluBound = stage.reluBound;
  return p;
}

/// The pooled value of `stage` as the XLA array `out` of the pool's
/// result type, in oneDNN's forward terms {N, C, OH, OW}.
View pooledView(const fusion::FusedProgram::ConvolutionStage &stage,
                hlo::ConvolutionOp conv) {
  hlo::ConvDimensionNumbersAttr dn = conv.getDimLabels();
  ArrayRef<int64_t> shape =
      cast<RankedTensorType>(stage.pool->getResult(0).getType()).getShape();
  SmallVector<int64_t, 4> strides = getStrides(shape);
  View view;
  for (int64_t d :
       {dn.getOutputBatchDimension(), dn.getOutputFeatureDimension()})
    view.add(shape[d], strides[d]);
  for (int64_t d : dn.getOutputSpatialDimensions())
    view.add(shape[d], strides[d]);
  return view;
}

/// Runs the chain of `program` on `inputs` into `out`. `peakBytes`
/// receives the most scratch bytes live at once (also when OverBudget: what
/// did not fit), `winogradStages` how many stages ran on Winograd's
/// kernels.
FastPathResult runChain(const fusion::FusedProgram &program,
                        ArrayRef<const void *> inputs, float *out,
                        int64_t &peakBytes, int &winogradStages) {
  dnnl::engine &engine = cpuEngine();
  dnnl::stream stream(engine);
  // Scratch arrays are literals charged to the memory budget while they
  // live (and reused through the literal buffer cache); `liveBytes` counts
  // them.
  int64_t liveBytes = 0;
  peakBytes = 0;
  winogradStages = 0;
  struct Scratch {
    std::optional<Literal> literal;
    int64_t bytes = 0;
  };
  auto allocate = [&](Scratch &scratch, int64_t bytes) -> float * {
    liveBytes -= scratch.bytes;
    scratch.literal.reset();
    scratch.bytes = 0;
    bytes = (bytes + 63) / 64 * 64;
    peakBytes = std::max(peakBytes, liveBytes + bytes);
    llvm::Expected<Literal> buffer =
        Literal::create(ElementType::F32, {bytes / int64_t(sizeof(float))},
                        "convolution scratch", /*zeroed=*/false);
    if (!buffer) {
      llvm::consumeError(buffer.takeError());
      return nullptr;
    }
    scratch.literal = std::move(*buffer);
    scratch.bytes = bytes;
    liveBytes += bytes;
    return scratch.literal->as<float>();
  };
  auto release = [&](Scratch &scratch) {
    liveBytes -= scratch.bytes;
    scratch.literal.reset();
    scratch.bytes = 0;
  };

  // The activation between stages and the arrays of one stage.
  Scratch activation, next, src, weights, scratchpad;
  auto at = [](const void *base, const View &view) {
    return const_cast<float *>(static_cast<const float *>(base)) + view.offset;
  };
  unsigned input = 1;
  std::optional<memory> current;
  ArrayRef<fusion::FusedProgram::ConvolutionStage> stages =
      program.convolutionChain;
  for (const fusion::FusedProgram::ConvolutionStage &stage : stages) {
    auto conv = cast<hlo::ConvolutionOp>(stage.convolution);
    std::optional<Problem> p =
        describeFused(conv, stage.bias, program.directConvolutions);
    if (!p)
      return FastPathResult::Declined;
    Compiled compiled = lookupOrCompile(*p);
    if (compiled.refused)
      return FastPathResult::Declined;
    winogradStages += compiled.winograd;
    bool last = &stage == &stages.back();
    if (!current)
      current = memory(p->src.desc(), engine, at(inputs[0], p->src));
    // The operands in the primitive's layouts.
    memory srcMemory = *current;
    if (current->get_desc() != compiled.src) {
      float *data = allocate(src, compiled.src.get_size());
      if (!data)
        return FastPathResult::OverBudget;
      srcMemory = memory(compiled.src, engine, data);
      reorder(*current, srcMemory, stream);
    }
    memory weightsUser(p->weights.desc(), engine,
                       at(inputs[input++], p->weights));
    memory weightsMemory = weightsUser;
    if (weightsUser.get_desc() != compiled.weights) {
      float *data = allocate(weights, compiled.weights.get_size());
      if (!data)
        return FastPathResult::OverBudget;
      weightsMemory = memory(compiled.weights, engine, data);
      reorder(weightsUser, weightsMemory, stream);
    }
    const float *bias =
        stage.bias ? static_cast<const float *>(inputs[input++]) : nullptr;
    SmallVector<const float *, fusion::FusedProgram::kMaxTailValues> tailValues;
    for (const fusion::FusedProgram::TailOp &op : stage.tail)
      if (op.perFeature)
        tailValues.push_back(static_cast<const float *>(inputs[input++]));
    // The result: the step's own array when it is the last stage's and in
    // the primitive's layout, else scratch.
    memory::desc userDst = p->dst.desc();
    memory dstMemory;
    bool direct =
        last && !stage.pool && stage.tail.empty() && userDst == compiled.dst;
    if (direct) {
      dstMemory = memory(userDst, engine, at(out, p->dst));
    } else {
      float *data = allocate(next, compiled.dst.get_size());
      if (!data)
        return FastPathResult::OverBudget;
      dstMemory = memory(compiled.dst, engine, data);
    }
    float *padData = compiled.scratchpad.get_size()
                         ? allocate(scratchpad, compiled.scratchpad.get_size())
                         : nullptr;
    if (compiled.scratchpad.get_size() && !padData)
      return FastPathResult::OverBudget;
    memory scratchpadMemory(compiled.scratchpad, engine, padData);
    std::unordered_map<int, memory> args{
        {DNNL_ARG_SRC, srcMemory},
        {DNNL_ARG_WEIGHTS, weightsMemory},
        {DNNL_ARG_DST, dstMemory},
        {DNNL_ARG_SCRATCHPAD, scratchpadMemory}};
    if (bias)
      args.emplace(DNNL_ARG_BIAS,
                   memory(memory::desc({p->dst.dims[1]}, memory::data_type::f32,
                                       memory::format_tag::x),
                          engine, const_cast<float *>(bias)));
    compiled.primitive.execute(stream, args);
    stream.wait();
    release(src);
    release(weights);
    release(scratchpad);
    std::swap(activation, next);
    release(next);
    current = dstMemory;

    if (!stage.tail.empty()) {
      // In oneDNN's layout, by channels (the plan checked that
      // channelBlock reads it).
      memory::desc desc = current->get_desc();
      memory::format_tag tag;
      int64_t block = channelBlock(desc, tag);
      if (!block)
        return FastPathResult::Declined;
      memory::dims dims = desc.dims();
      float *data = static_cast<float *>(current->get_data_handle());
      applyTail(stage.tail, tailValues, data, dims[0], dims[1],
                dims[2] * dims[3], block);
      zeroPadding(data, dims[0], dims[1], dims[2], dims[3], block);
    }
    if (stage.pool) {
      // The pool reads the blocked result and applies the ReLU first.
      memory::format_tag tag;
      int64_t block = channelBlock(compiled.dst, tag);
      if (!block)
        return FastPathResult::Declined;
      Pool pool = describePool(stage, conv, block);
      memory::desc pooled({pool.n, pool.c, pool.oh, pool.ow},
                          memory::data_type::f32, tag);
      float *data = allocate(next, pooled.get_size());
      if (!data)
        return FastPathResult::OverBudget;
      runPool(pool, activation.literal->as<float>(), data);
      zeroPadding(data, pool.n, pool.c, pool.oh, pool.ow, block);
      std::swap(activation, next);
      release(next);
      current = memory(pooled, engine, data);
    } else if (stage.reluBound) {
      // The ReLU maps every element of the buffer, the padding of blocked
      // layouts too: channelBlock's layouts get their padding zeroed again;
      // in any other layout with padding, a bound other than 0 runs on a
      // plain copy (the padding must stay zero).
      memory::desc desc = current->get_desc();
      memory::format_tag tag;
      int64_t block = channelBlock(desc, tag);
      bool padded = false;
      for (int d = 0; d < desc.data.ndims; ++d)
        padded |= desc.data.padded_dims[d] != desc.data.dims[d];
      if (!block && padded && *stage.reluBound != 0.0f && !direct) {
        float *data = allocate(next, userDst.get_size());
        if (!data)
          return FastPathResult::OverBudget;
        memory plain(userDst, engine, data);
        reorder(*current, plain, stream);
        stream.wait();
        std::swap(activation, next);
        release(next);
        current = plain;
        desc = userDst;
      }
      float *data = static_cast<float *>(current->get_data_handle());
      applyRelu(data, desc.get_size() / sizeof(float), *stage.reluBound);
      memory::dims dims = desc.dims();
      if (block)
        zeroPadding(data, dims[0], dims[1], dims[2], dims[3], block);
    }
    if (last && !direct) {
      View user = stage.pool ? pooledView(stage, conv) : p->dst;
      memory userMemory(user.desc(), engine, at(out, user));
      reorder(*current, userMemory, stream);
      stream.wait();
    }
  }
  return FastPathResult::Done;
}

} // namespace

bool fusion::canFuseConvolution(Operation *operation, bool bias, bool pool,
                                bool directOnly) {
  auto op = dyn_cast<hlo::ConvolutionOp>(operation);
  if (!op)
    return false;
  try {
    std::optional<Problem> p = describeFused(op, bias, directOnly);
    if (!p)
      return false;
    Compiled compiled = lookupOrCompile(*p);
    if (compiled.refused)
      return false;
    memory::format_tag tag;
    return !pool ||
           (p->src.dims.size() == 4 && channelBlock(compiled.dst, tag));
  } catch (const dnnl::error &) {
    return false;
  }
}

llvm::Expected<int64_t> fusion::runFusedConvolution(
    const FusedProgram &program, ArrayRef<const void *> inputs,
    std::vector<RtValue> &results, int *winogradStages) {
  ArrayRef<int64_t> outShape = program.outputShapes.front();
  Literal result = Literal::uninitialized(ElementType::F32, outShape);
  int64_t temporary = 0;
  int winograd = 0;
  FastPathResult done = FastPathResult::Declined;
  try {
    done = runChain(program, inputs, result.as<float>(), temporary, winograd);
  } catch (const dnnl::error &) {
    done = FastPathResult::Declined;
  }
  // A fused chain has no reference kernel to fall back on (and the
  // reference kernels' copies would take as much memory).
  if (done == FastPathResult::OverBudget)
    return getConvolutionScratchRefusal(temporary);
  // oneDNN took every stage when the plan was made; should it refuse one
  // now (out of memory creating the primitive again, after the cache was
  // cleared), the step fails with that reason instead of the process.
  if (done != FastPathResult::Done)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "oneDNN refused a convolution of this step that it accepted when the "
        "plan was made");
  results.push_back(std::move(result));
  if (winogradStages)
    *winogradStages = winograd;
  return temporary;
}
