//===- AotConvolution.cpp - f32 convolutions of compiled code via oneDNN --===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements xhlo_aot_convolution_f32 (AotRuntime.h): an XLA
// forward convolution of 1 to 3 spatial dimensions on memref descriptors of
// any layout, each operand's roles (batch, feature group, feature, spatial)
// named by dimension in a configuration array, through oneDNN's forward
// convolution, as the interpreter's fast path (lib/Interpreter/Kernels/
// FastConvolution.cpp) maps the same convolutions:
//
// - the operands' strides become oneDNN's plain layouts, on which it
//   computes when it has an implementation for them (channels-first: its
//   gemm convolution); else on the input's and output's with the kernel in
//   its own layout (channels-last: its direct convolution, the kernel
//   reordered each call); else it picks its own layouts (format `any`) for
//   every operand and they are reordered into them, the result back, in a
//   per-thread scratch buffer;
// - feature groups are oneDNN's groups; a reversed window runs over a
//   reversed copy of the kernel; `accumulate` is the sum post-op.
// - xhlo_aot_convolution_bias_f32 adds a bias per output feature (oneDNN's
//   bias operand) and, asked to, applies max(x, +0.0) with arith.maximumf's
//   semantics (NaN stays NaN, -0.0 becomes +0.0) to the result in oneDNN's
//   layout, on OpenMP's threads, before it is reordered back: the bias and
//   ReLU after a convolution, which the compiler fuses into the call
//   instead of running them as a loop of their own (oneDNN's ReLU post-op
//   would turn NaN into 0).
//
// Choosing an implementation costs more than a small convolution, so the
// primitives are cached process-wide per problem (shape, strides, window),
// under a lock, created with a user scratchpad (oneDNN's own scratchpad ties
// a primitive to the thread that created it); any thread runs them.
// A problem oneDNN refuses, operands whose grouped features cannot be one
// oneDNN dimension, or a call whose scratch memory cannot be allocated run
// in plain loops here instead (they need no memory).
//
// The file is compiled with exceptions: oneDNN's C++ API throws, and every
// exception is caught here.
//
//===----------------------------------------------------------------------===//

#include "xhlo/AotRuntime/AotRuntime.h"
#include "xhlo/AotRuntime/ConvolutionAlgorithm.h"

#include "OpenMP.h"

#include <oneapi/dnnl/dnnl.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace {

using dnnl::memory;

[[noreturn]] void fail(const char *reason) {
  std::fprintf(stderr, "xhlo AOT runtime: xhlo_aot_convolution_f32: %s\n",
               reason);
  std::abort();
}

/// A ranked memref descriptor read from an unranked one.
struct Descriptor {
  float *data = nullptr; // aligned + offset
  int64_t rank = 0;
  const int64_t *sizes = nullptr;
  const int64_t *strides = nullptr;
};

Descriptor unpack(const XhloAotUnrankedMemRef *ref) {
  if (!ref || !ref->descriptor || ref->rank < 0 || ref->rank > 16)
    fail("an operand is not a memref descriptor of rank 0 to 16");
  Descriptor d;
  d.rank = ref->rank;
  auto **pointers = static_cast<float **>(ref->descriptor);
  const int64_t *fields = reinterpret_cast<const int64_t *>(pointers + 2);
  d.data = pointers[1] + fields[0];
  d.sizes = fields + 1;
  d.strides = fields + 1 + d.rank;
  return d;
}

/// The dimensions of one operand in its roles: for the input and the output
/// (batch, group, feature), for the kernel (group, output feature, input
/// feature); then the spatial ones. A group of -1: the operand has no group
/// dimension (one group).
struct Roles {
  int64_t first, group, feature, spatial[3];
};

/// A decoded configuration (AotRuntime.h gives its layout).
struct Config {
  int64_t numSpatial = 0;
  bool accumulate = false;
  Roles input{}, kernel{}, output{};
  int64_t strides[3] = {}, dilations[3] = {}, padLow[3] = {}, padHigh[3] = {};
  bool reversed[3] = {};
};

/// A dimension's size and stride, or (1, 0) for an absent group dimension.
struct Dim {
  int64_t size = 1, stride = 0;
};

Dim dimOf(const Descriptor &d, int64_t index) {
  if (index < 0)
    return Dim();
  return {d.sizes[index], d.strides[index]};
}

/// Checks that `roles` name every dimension of `d` once.
void checkRoles(const Descriptor &d, const Roles &roles, int64_t numSpatial,
                const char *what) {
  std::vector<int64_t> seen(static_cast<size_t>(d.rank), 0);
  int64_t named = 0;
  auto mark = [&](int64_t index, bool optional) {
    if (optional && index == -1)
      return;
    if (index < 0 || index >= d.rank || seen[index]++) {
      std::string reason = std::string("the configuration names dimension ") +
                           std::to_string(index) + " of the " + what +
                           " (rank " + std::to_string(d.rank) +
                           ") out of range or twice";
      fail(reason.c_str());
    }
    ++named;
  };
  mark(roles.first, false);
  mark(roles.group, true);
  mark(roles.feature, false);
  for (int64_t s = 0; s < numSpatial; ++s)
    mark(roles.spatial[s], false);
  if (named != d.rank) {
    std::string reason = std::string("the ") + what + " has rank " +
                         std::to_string(d.rank) + " but the configuration " +
                         "names " + std::to_string(named) + " dimensions";
    fail(reason.c_str());
  }
}

Config decode(const XhloAotMemRef1D *ref) {
  if (!ref || ref->sizes[0] < 2)
    fail("the configuration is too short");
  const int64_t *v = static_cast<const int64_t *>(ref->aligned) + ref->offset;
  int64_t stride = ref->strides[0];
  auto at = [&](int64_t i) { return v[i * stride]; };
  Config c;
  c.numSpatial = at(0);
  if (c.numSpatial < 1 || c.numSpatial > 3)
    fail("the number of spatial dimensions is not 1, 2 or 3");
  int64_t s = c.numSpatial;
  if (ref->sizes[0] != XHLO_AOT_CONVOLUTION_CONFIG_SIZE(s))
    fail("the configuration does not have 11 + 8 * spatial dimensions "
         "entries");
  c.accumulate = at(1) != 0;
  int64_t next = 2;
  for (Roles *roles : {&c.input, &c.kernel, &c.output}) {
    roles->first = at(next++);
    roles->group = at(next++);
    roles->feature = at(next++);
    for (int64_t i = 0; i < s; ++i)
      roles->spatial[i] = at(next++);
  }
  for (int64_t i = 0; i < s; ++i)
    c.strides[i] = at(next + i);
  for (int64_t i = 0; i < s; ++i)
    c.dilations[i] = at(next + s + i);
  for (int64_t i = 0; i < s; ++i)
    c.padLow[i] = at(next + 2 * s + i);
  for (int64_t i = 0; i < s; ++i)
    c.padHigh[i] = at(next + 3 * s + i);
  for (int64_t i = 0; i < s; ++i)
    c.reversed[i] = at(next + 4 * s + i) != 0;
  for (int64_t i = 0; i < s; ++i)
    if (c.strides[i] < 1 || c.dilations[i] < 1 || c.padLow[i] < 0 ||
        c.padHigh[i] < 0)
      fail("a window stride or dilation below 1, or a negative padding");
  return c;
}

/// The convolution's extents, checked against each other.
struct Shape {
  int64_t batch, groups, inFeatures, outFeatures; // features per group
  int64_t in[3], window[3], out[3];
};

Shape checkShapes(const Config &c, const Descriptor &input,
                  const Descriptor &kernel, const Descriptor &output) {
  checkRoles(input, c.input, c.numSpatial, "input");
  checkRoles(kernel, c.kernel, c.numSpatial, "kernel");
  checkRoles(output, c.output, c.numSpatial, "output");
  Shape sh{};
  sh.batch = input.sizes[c.input.first];
  sh.groups = dimOf(kernel, c.kernel.group).size;
  sh.inFeatures = kernel.sizes[c.kernel.feature];
  sh.outFeatures = kernel.sizes[c.kernel.first];
  if (output.sizes[c.output.first] != sh.batch ||
      dimOf(input, c.input.group).size != sh.groups ||
      dimOf(output, c.output.group).size != sh.groups ||
      input.sizes[c.input.feature] != sh.inFeatures ||
      output.sizes[c.output.feature] != sh.outFeatures)
    fail("the batch, group or feature sizes of the operands disagree");
  for (int64_t i = 0; i < c.numSpatial; ++i) {
    sh.in[i] = input.sizes[c.input.spatial[i]];
    sh.window[i] = kernel.sizes[c.kernel.spatial[i]];
    sh.out[i] = output.sizes[c.output.spatial[i]];
    int64_t padded = sh.in[i] + c.padLow[i] + c.padHigh[i];
    int64_t extent =
        sh.window[i] == 0 ? 0 : (sh.window[i] - 1) * c.dilations[i] + 1;
    int64_t expected =
        padded < extent ? 0 : (padded - extent) / c.strides[i] + 1;
    if (sh.out[i] != expected)
      fail("an output spatial size is not the window's count of positions");
  }
  return sh;
}

int64_t elements(const Descriptor &d) {
  int64_t n = 1;
  for (int64_t i = 0; i < d.rank; ++i)
    n *= d.sizes[i];
  return n;
}

/// Calls `f(index)` for every index of `sizes`.
template <typename F>
void forEachIndex(const std::vector<int64_t> &sizes, F f) {
  std::vector<int64_t> index(sizes.size(), 0);
  for (int64_t size : sizes)
    if (size == 0)
      return;
  while (true) {
    f(index);
    int64_t axis = static_cast<int64_t>(sizes.size()) - 1;
    for (; axis >= 0; --axis) {
      if (++index[axis] < sizes[axis])
        break;
      index[axis] = 0;
    }
    if (axis < 0)
      return;
  }
}

/// Sets the output to zero (not accumulating), through its strides.
void zeroOutput(const Descriptor &output) {
  std::vector<int64_t> sizes(output.sizes, output.sizes + output.rank);
  forEachIndex(sizes, [&](const std::vector<int64_t> &index) {
    int64_t at = 0;
    for (int64_t i = 0; i < output.rank; ++i)
      at += index[i] * output.strides[i];
    output.data[at] = 0.0f;
  });
}

/// What xhlo_aot_convolution_bias_f32 applies after the convolution.
struct Epilogue {
  /// One value per output feature of every group (g * features + o), null
  /// for none; `biasStride` apart.
  const float *bias = nullptr;
  int64_t biasStride = 1;
  /// max(x, +0.0) as arith.maximumf: NaN stays NaN, -0.0 becomes +0.0.
  bool relu = false;
};

float relu(float x) { return x > 0.0f || std::isnan(x) ? x : 0.0f; }

/// ReLU on `n` dense floats, split between OpenMP's threads (oneDNN's,
/// idle between its primitives) when there are enough of them.
void reluDense(float *data, int64_t n) {
  const xhlo::aot::OpenMP &omp = xhlo::aot::openMP();
  struct Task {
    float *data;
    int64_t n;
    const xhlo::aot::OpenMP *omp;
  } task{data, n, &omp};
  auto body = [](void *argument) {
    auto *t = static_cast<Task *>(argument);
    int64_t threads = t->omp->parallel ? t->omp->numThreads() : 1;
    int64_t thread = t->omp->parallel ? t->omp->threadNum() : 0;
    // Whole cache lines per thread.
    int64_t chunk = (t->n / threads + 15) / 16 * 16;
    int64_t begin = std::min(t->n, thread * chunk);
    int64_t end = thread + 1 == threads ? t->n : std::min(t->n, begin + chunk);
    for (int64_t i = begin; i < end; ++i)
      t->data[i] = relu(t->data[i]);
  };
  if (omp.parallel && n >= (int64_t(1) << 15))
    omp.parallel(body, &task, 0, 0);
  else
    body(&task);
}

/// Whether `d`'s elements fill `elements(d)` consecutive floats from its
/// start (its dimensions some permutation of a row-major array).
bool isDense(const Descriptor &d) {
  std::vector<std::pair<int64_t, int64_t>> dims; // (stride, size)
  for (int64_t i = 0; i < d.rank; ++i)
    if (d.sizes[i] != 1)
      dims.push_back({d.strides[i], d.sizes[i]});
  std::sort(dims.begin(), dims.end());
  int64_t expected = 1;
  for (auto [stride, size] : dims) {
    if (stride != expected)
      return false;
    expected *= size;
  }
  return true;
}

/// The epilogue on the output through its strides (the loops' path, and
/// oneDNN's when it wrote the output in place): the bias, then the ReLU.
void applyEpilogue(const Config &c, const Shape &sh, const Descriptor &output,
                   const Epilogue &e) {
  if (!e.bias && !e.relu)
    return;
  std::vector<int64_t> sizes(output.sizes, output.sizes + output.rank);
  forEachIndex(sizes, [&](const std::vector<int64_t> &index) {
    int64_t at = 0;
    for (int64_t i = 0; i < output.rank; ++i)
      at += index[i] * output.strides[i];
    float value = output.data[at];
    if (e.bias) {
      int64_t group = c.output.group < 0 ? 0 : index[c.output.group];
      value += e.bias[(group * sh.outFeatures + index[c.output.feature]) *
                      e.biasStride];
    }
    output.data[at] = e.relu ? relu(value) : value;
  });
}

/// The convolution in plain loops, for problems oneDNN does not take.
void referenceConvolution(const Config &c, const Shape &sh,
                          const Descriptor &input, const Descriptor &kernel,
                          const Descriptor &output) {
  int64_t s = c.numSpatial;
  Dim inG = dimOf(input, c.input.group), kG = dimOf(kernel, c.kernel.group),
      outG = dimOf(output, c.output.group);
  int64_t inB = input.strides[c.input.first],
          inF = input.strides[c.input.feature];
  int64_t kO = kernel.strides[c.kernel.first],
          kI = kernel.strides[c.kernel.feature];
  int64_t outB = output.strides[c.output.first],
          outF = output.strides[c.output.feature];
  std::vector<int64_t> outSizes(sh.out, sh.out + s),
      windowSizes(sh.window, sh.window + s);
  for (int64_t n = 0; n < sh.batch; ++n)
    for (int64_t g = 0; g < sh.groups; ++g)
      for (int64_t o = 0; o < sh.outFeatures; ++o)
        forEachIndex(outSizes, [&](const std::vector<int64_t> &pos) {
          float sum = 0.0f;
          for (int64_t i = 0; i < sh.inFeatures; ++i)
            forEachIndex(windowSizes, [&](const std::vector<int64_t> &win) {
              int64_t inAt = n * inB + g * inG.stride + i * inF;
              int64_t kAt = g * kG.stride + o * kO + i * kI;
              for (int64_t d = 0; d < s; ++d) {
                int64_t x = pos[d] * c.strides[d] + win[d] * c.dilations[d] -
                            c.padLow[d];
                if (x < 0 || x >= sh.in[d])
                  return;
                inAt += x * input.strides[c.input.spatial[d]];
                int64_t k = c.reversed[d] ? sh.window[d] - 1 - win[d] : win[d];
                kAt += k * kernel.strides[c.kernel.spatial[d]];
              }
              sum += input.data[inAt] * kernel.data[kAt];
            });
          int64_t outAt = n * outB + g * outG.stride + o * outF;
          for (int64_t d = 0; d < s; ++d)
            outAt += pos[d] * output.strides[c.output.spatial[d]];
          output.data[outAt] = c.accumulate ? output.data[outAt] + sum : sum;
        });
}

//===----------------------------------------------------------------------===//
// oneDNN
//===----------------------------------------------------------------------===//

dnnl::engine &cpuEngine() {
  static dnnl::engine engine(dnnl::engine::kind::cpu, 0);
  return engine;
}

/// An operand as oneDNN sees it: dimensions and strides in elements.
struct View {
  memory::dims dims, strides;
  void add(int64_t size, int64_t stride) {
    dims.push_back(size);
    // oneDNN wants strides of size-1 dimensions too; any value does.
    strides.push_back(stride);
  }
  memory::desc desc() const {
    return memory::desc(dims, memory::data_type::f32, strides);
  }
  memory::desc any() const {
    return memory::desc(dims, memory::data_type::f32, memory::format_tag::any);
  }
};

struct Problem {
  View src, weights, dst;
  memory::dims strides, dilates, padLow, padHigh;
  bool accumulate = false;
  /// Whether a bias (dense, one per output feature) is added.
  bool bias = false;
};

/// A grouped feature dimension as one oneDNN dimension of groups * size
/// elements: possible when a group is `size` features further on.
bool mergeable(Dim group, Dim feature) {
  return group.size == 1 || group.stride == feature.size * feature.stride;
}

/// The primitive of a problem and the layouts it wants; or a refusal.
struct Compiled {
  bool refused = false;
  dnnl::convolution_forward primitive;
  memory::desc src, weights, bias, dst, scratchpad;
};

std::string problemKey(const Problem &p) {
  std::string key;
  auto add = [&](const memory::dims &values) {
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
  key += p.accumulate ? "+" : "=";
  key += p.bias ? "b" : "";
  return key;
}

/// The primitive of `pd` and the layouts it wants.
Compiled compiledFrom(const dnnl::convolution_forward::primitive_desc &pd) {
  Compiled c;
  c.primitive = dnnl::convolution_forward(pd);
  c.src = pd.src_desc();
  c.weights = pd.weights_desc();
  c.bias = pd.bias_desc();
  c.dst = pd.dst_desc();
  c.scratchpad = pd.scratchpad_desc();
  return c;
}

/// Chooses oneDNN's implementation of `p`: on the operands' own layouts
/// when oneDNN has one (no reorders), else on the layouts it picks; throws
/// dnnl::error when it has neither.
Compiled compile(const Problem &p) {
  dnnl::primitive_attr attributes;
  attributes.set_scratchpad_mode(dnnl::scratchpad_mode::user);
  if (p.accumulate) {
    dnnl::post_ops ops;
    ops.append_sum(1.0f);
    attributes.set_post_ops(ops);
  }
  // The bias: dense, one per output feature of every group.
  memory::desc bias;
  if (p.bias)
    bias = memory::desc({p.dst.dims[1]}, memory::data_type::f32,
                        memory::format_tag::a);
  auto describe = [&](bool ownActivations, bool ownWeights) {
    return dnnl::convolution_forward::desc(
        dnnl::prop_kind::forward_inference, dnnl::algorithm::convolution_direct,
        ownActivations ? p.src.desc() : p.src.any(),
        ownWeights ? p.weights.desc() : p.weights.any(), bias,
        ownActivations ? p.dst.desc() : p.dst.any(), p.strides, p.dilates,
        p.padLow, p.padHigh);
  };
  // Winograd where the rule shared with the interpreter prefers it: on
  // oneDNN's blocked layouts (the activations reordered to and from them
  // each call, the kernel too), as forward_training, for which it
  // transforms the kernel itself (forward_inference wants it transformed
  // beforehand: a reorder into its own format at every call, slower than
  // the convolution).
  int64_t spatial = static_cast<int64_t>(p.strides.size());
  int64_t groups = static_cast<int64_t>(p.weights.dims.size()) == spatial + 3
                       ? p.weights.dims[0]
                       : 1;
  int64_t outputPixels = p.dst.dims[0];
  for (int64_t i = 0; i < spatial; ++i)
    outputPixels *= p.dst.dims[2 + i];
  if (xhlo::preferWinogradConvolution(
          spatial, groups, p.weights.dims.data() + p.weights.dims.size() - 2,
          p.strides.data(), p.dilates.data(), p.src.dims[1], p.dst.dims[1],
          outputPixels)) {
    try {
      dnnl::convolution_forward::primitive_desc pd(
          dnnl::convolution_forward::desc(dnnl::prop_kind::forward_training,
                                          dnnl::algorithm::convolution_winograd,
                                          p.src.any(), p.weights.any(), bias,
                                          p.dst.any(), p.strides, p.dilates,
                                          p.padLow, p.padHigh),
          attributes, cpuEngine());
      if (std::string(pd.impl_info_str()).rfind("ref", 0) != 0)
        return compiledFrom(pd);
    } catch (const dnnl::error &) {
      // No Winograd implementation here (not AVX-512, features not a
      // multiple of 16): a direct one below.
    }
  }
  // The first implementation that is not oneDNN's reference one ("ref:any",
  // which takes any layout and is far slower than a reorder): on the
  // operands' own layouts (channels-first: its gemm convolution; no
  // reorder); on the input's and output's own with the kernel in its
  // layout (channels-last: its direct convolution, brgconv, the kernel
  // reordered each call: 33 against 46 ms for 64 features at 224 x 224, one
  // thread); else on its layouts with every operand reordered.
  // aot-channels-last-convolutions gives xhlo-aot's convolutions
  // channels-last activations.
  std::optional<dnnl::convolution_forward::primitive_desc> chosen;
  for (auto [ownActivations, ownWeights] :
       {std::pair(true, true), std::pair(true, false)}) {
    try {
      chosen.emplace(describe(ownActivations, ownWeights), attributes,
                     cpuEngine());
      if (std::string(chosen->impl_info_str()).rfind("ref", 0) != 0)
        break;
    } catch (const dnnl::error &) {
    }
    chosen.reset();
  }
  if (!chosen)
    chosen.emplace(describe(false, false), attributes, cpuEngine());
  return compiledFrom(*chosen);
}

/// The cached primitive of `p`, compiled (or refused) on first use.
Compiled lookupOrCompile(const Problem &p) {
  static std::mutex mutex;
  static std::unordered_map<std::string, Compiled> cache;
  std::string key = problemKey(p);
  {
    std::lock_guard<std::mutex> lock(mutex);
    auto it = cache.find(key);
    if (it != cache.end())
      return it->second;
  }
  Compiled compiled;
  try {
    compiled = compile(p);
  } catch (const std::exception &) { // dnnl::error, or std::bad_alloc
    compiled = Compiled();
    compiled.refused = true;
  }
  std::lock_guard<std::mutex> lock(mutex);
  // Bounded: a program has a fixed set of convolutions.
  if (cache.size() >= 1024)
    cache.clear();
  cache.emplace(key, compiled);
  return compiled;
}

/// This thread's scratch memory (reordered operands, the reversed kernel,
/// the scratchpad), grown as needed and kept for the thread's next calls:
/// fresh pages every call would cost page faults. Null when it cannot be
/// allocated.
char *threadScratch(size_t bytes) {
  struct Buffer {
    char *data = nullptr;
    size_t size = 0;
    ~Buffer() { std::free(data); }
  };
  static thread_local Buffer buffer;
  if (bytes > buffer.size) {
    std::free(buffer.data);
    buffer.data = nullptr;
    buffer.size = 0;
    size_t rounded = (bytes + 63) / 64 * 64;
    if (rounded < bytes)
      return nullptr;
    buffer.data = static_cast<char *>(std::aligned_alloc(64, rounded));
    if (!buffer.data)
      return nullptr;
    buffer.size = rounded;
  }
  return buffer.data;
}

/// Runs the convolution through oneDNN; false when oneDNN refuses it or the
/// layouts cannot be expressed (nothing is written then).
bool runOneDnn(const Config &c, const Shape &sh, const Descriptor &input,
               const Descriptor &kernel, const Descriptor &output,
               const Epilogue &e) {
  int64_t s = c.numSpatial;
  Dim inG = dimOf(input, c.input.group), outG = dimOf(output, c.output.group);
  Dim inF = dimOf(input, c.input.feature),
      outF = dimOf(output, c.output.feature);
  if (!mergeable(inG, inF) || !mergeable(outG, outF))
    return false;
  // A reversed window reads a reversed copy of the kernel, laid out densely
  // as [groups,] out feature, in feature, window...
  bool anyReversed = false;
  for (int64_t i = 0; i < s; ++i)
    anyReversed |= c.reversed[i];
  std::vector<int64_t> kernelSizes = {sh.groups, sh.outFeatures, sh.inFeatures};
  kernelSizes.insert(kernelSizes.end(), sh.window, sh.window + s);
  std::vector<int64_t> kernelStrides(kernelSizes.size());
  const int64_t *kernelRoles[] = {&c.kernel.group, &c.kernel.first,
                                  &c.kernel.feature};
  if (anyReversed) {
    int64_t stride = 1;
    for (size_t i = kernelSizes.size(); i-- > 0;) {
      kernelStrides[i] = stride;
      stride *= kernelSizes[i];
    }
  } else {
    for (int i = 0; i < 3; ++i)
      kernelStrides[i] = dimOf(kernel, *kernelRoles[i]).stride;
    for (int64_t i = 0; i < s; ++i)
      kernelStrides[3 + i] = kernel.strides[c.kernel.spatial[i]];
  }

  Problem p;
  p.accumulate = c.accumulate;
  p.bias = e.bias != nullptr;
  p.src.add(sh.batch, input.strides[c.input.first]);
  p.src.add(sh.groups * sh.inFeatures, inF.stride);
  if (sh.groups > 1)
    p.weights.add(sh.groups, kernelStrides[0]);
  p.weights.add(sh.outFeatures, kernelStrides[1]);
  p.weights.add(sh.inFeatures, kernelStrides[2]);
  p.dst.add(sh.batch, output.strides[c.output.first]);
  p.dst.add(sh.groups * sh.outFeatures, outF.stride);
  for (int64_t i = 0; i < s; ++i) {
    p.src.add(sh.in[i], input.strides[c.input.spatial[i]]);
    p.weights.add(sh.window[i], kernelStrides[3 + i]);
    p.dst.add(sh.out[i], output.strides[c.output.spatial[i]]);
    p.strides.push_back(c.strides[i]);
    p.dilates.push_back(c.dilations[i] - 1);
    p.padLow.push_back(c.padLow[i]);
    p.padHigh.push_back(c.padHigh[i]);
  }
  Compiled compiled = lookupOrCompile(p);
  if (compiled.refused)
    return false;

  try {
    memory::desc srcDesc = p.src.desc(), weightsDesc = p.weights.desc(),
                 dstDesc = p.dst.desc();
    bool copySrc = srcDesc != compiled.src,
         copyWeights = weightsDesc != compiled.weights,
         copyDst = dstDesc != compiled.dst;
    // One scratch buffer: regions of 64-byte multiples.
    size_t offsets[6] = {}, total = 0;
    auto reserve = [&](int region, size_t bytes) {
      offsets[region] = total;
      total += (bytes + 63) / 64 * 64;
    };
    enum { SrcCopy, WeightsCopy, DstCopy, Scratchpad, Reversed, BiasCopy };
    if (copySrc)
      reserve(SrcCopy, compiled.src.get_size());
    if (copyWeights)
      reserve(WeightsCopy, compiled.weights.get_size());
    if (copyDst)
      reserve(DstCopy, compiled.dst.get_size());
    reserve(Scratchpad, compiled.scratchpad.get_size());
    int64_t kernelElements = elements(kernel);
    if (anyReversed)
      reserve(Reversed, static_cast<size_t>(kernelElements) * sizeof(float));
    int64_t biasElements = sh.groups * sh.outFeatures;
    bool copyBias = e.bias && e.biasStride != 1;
    if (copyBias)
      reserve(BiasCopy, static_cast<size_t>(biasElements) * sizeof(float));
    char *scratch = total ? threadScratch(total) : nullptr;
    // Without its scratch memory the convolution runs in the loops, which
    // need none.
    if (total && !scratch)
      return false;
    auto region = [&](int r) {
      return reinterpret_cast<float *>(scratch + offsets[r]);
    };

    float *weightsData = kernel.data;
    if (anyReversed) {
      float *copy = region(Reversed);
      forEachIndex(kernelSizes, [&](const std::vector<int64_t> &index) {
        int64_t from = 0, to = 0;
        for (int i = 0; i < 3; ++i) {
          from += index[i] * dimOf(kernel, *kernelRoles[i]).stride;
          to += index[i] * kernelStrides[i];
        }
        for (int64_t d = 0; d < s; ++d) {
          int64_t k =
              c.reversed[d] ? sh.window[d] - 1 - index[3 + d] : index[3 + d];
          from += k * kernel.strides[c.kernel.spatial[d]];
          to += index[3 + d] * kernelStrides[3 + d];
        }
        copy[to] = kernel.data[from];
      });
      weightsData = copy;
    }

    dnnl::engine &engine = cpuEngine();
    dnnl::stream stream(engine);
    memory srcUser(srcDesc, engine, input.data);
    memory weightsUser(weightsDesc, engine, weightsData);
    memory dstUser(dstDesc, engine, output.data);
    auto inLayout = [&](int r, bool copied, memory &user,
                        const memory::desc &wanted, bool read) {
      if (!copied)
        return user;
      memory converted(wanted, engine, region(r));
      if (read)
        dnnl::reorder(user, converted).execute(stream, user, converted);
      return converted;
    };
    memory src = inLayout(SrcCopy, copySrc, srcUser, compiled.src, true);
    memory weights =
        inLayout(WeightsCopy, copyWeights, weightsUser, compiled.weights, true);
    memory dst =
        inLayout(DstCopy, copyDst, dstUser, compiled.dst, c.accumulate);
    memory scratchpad(compiled.scratchpad, engine,
                      scratch ? region(Scratchpad) : nullptr);
    std::unordered_map<int, memory> arguments = {
        {DNNL_ARG_SRC, src},
        {DNNL_ARG_WEIGHTS, weights},
        {DNNL_ARG_DST, dst},
        {DNNL_ARG_SCRATCHPAD, scratchpad}};
    if (e.bias) {
      const float *biasData = e.bias;
      if (copyBias) {
        float *copy = region(BiasCopy);
        for (int64_t i = 0; i < biasElements; ++i)
          copy[i] = e.bias[i * e.biasStride];
        biasData = copy;
      }
      arguments.emplace(DNNL_ARG_BIAS, memory(compiled.bias, engine,
                                              const_cast<float *>(biasData)));
    }
    compiled.primitive.execute(stream, arguments);
    // The ReLU in oneDNN's layout, before the reorder back (its padding
    // of blocked layouts holds zeros, which stay zeros).
    if (e.relu && copyDst) {
      stream.wait();
      reluDense(static_cast<float *>(dst.get_data_handle()),
                static_cast<int64_t>(compiled.dst.get_size() / sizeof(float)));
    }
    if (copyDst)
      dnnl::reorder(dst, dstUser).execute(stream, dst, dstUser);
    stream.wait();
    if (e.relu && !copyDst) {
      if (isDense(output))
        reluDense(output.data, elements(output));
      else
        applyEpilogue(c, sh, output, Epilogue{nullptr, 1, true});
    }
  } catch (const dnnl::error &error) {
    // Accepted when compiled but failing to run: the output may be partly
    // written, so no fallback can be exact. The call fails with
    // XHLO_AOT_LIBRARY_FAILURE (the compiled code tests the call's status
    // after each convolution).
    std::string reason =
        std::string("xhlo_aot_convolution_f32: oneDNN failed: ") + error.what();
    xhlo_aot_fail_call(XHLO_AOT_LIBRARY_FAILURE, reason.c_str());
  }
  return true;
}

} // namespace

namespace {

void convolve(XhloAotUnrankedMemRef *input, XhloAotUnrankedMemRef *kernel,
              XhloAotUnrankedMemRef *output, XhloAotMemRef1D *config,
              const XhloAotMemRef1D *bias = nullptr, bool relu = false) {
  Config c = decode(config);
  Descriptor in = unpack(input), k = unpack(kernel), out = unpack(output);
  Shape sh = checkShapes(c, in, k, out);
  Epilogue e;
  e.relu = relu;
  if (bias) {
    if (!bias->aligned || bias->sizes[0] != sh.groups * sh.outFeatures)
      fail("the bias is not one value per output feature");
    e.bias = static_cast<const float *>(bias->aligned) + bias->offset;
    e.biasStride = bias->strides[0];
  }
  if (elements(out) == 0)
    return;
  if (elements(in) == 0 || elements(k) == 0) {
    if (!c.accumulate)
      zeroOutput(out);
    applyEpilogue(c, sh, out, e);
    return;
  }
  if (!runOneDnn(c, sh, in, k, out, e)) {
    referenceConvolution(c, sh, in, k, out);
    applyEpilogue(c, sh, out, e);
  }
}

} // namespace

extern "C" void _mlir_ciface_xhlo_aot_convolution_f32(
    XhloAotUnrankedMemRef *input, XhloAotUnrankedMemRef *kernel,
    XhloAotUnrankedMemRef *output, XhloAotMemRef1D *config) {
  convolve(input, kernel, output, config);
}

extern "C" void _mlir_ciface_xhlo_aot_convolution_bias_f32(
    XhloAotUnrankedMemRef *input, XhloAotUnrankedMemRef *kernel,
    XhloAotMemRef1D *bias, XhloAotUnrankedMemRef *output,
    XhloAotMemRef1D *config, int64_t relu) {
  if (!bias)
    fail("the bias is not a memref");
  convolve(input, kernel, output, config, bias, relu != 0);
}
