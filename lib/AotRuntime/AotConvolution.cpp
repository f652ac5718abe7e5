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
  std::fprintf(stderr, "xhlo AOT runtime: convolution: %s\n", reason);
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
  /// oneDNN's direct algorithm only (mode 2), never Winograd's.
  bool directOnly = false;
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

/// The entries of the i64 configuration `ref` (at least `minimum`).
std::vector<int64_t> readConfig(const XhloAotMemRef1D *ref, int64_t minimum) {
  if (!ref || !ref->aligned || ref->sizes[0] < minimum)
    fail("the configuration is too short");
  const int64_t *v = static_cast<const int64_t *>(ref->aligned) + ref->offset;
  std::vector<int64_t> values(static_cast<size_t>(ref->sizes[0]));
  for (size_t i = 0; i < values.size(); ++i)
    values[i] = v[static_cast<int64_t>(i) * ref->strides[0]];
  return values;
}

/// The convolution of the configuration `v` (its first
/// XHLO_AOT_CONVOLUTION_CONFIG_SIZE(s) entries).
Config decode(const std::vector<int64_t> &v) {
  if (v.size() < 2)
    fail("the configuration is too short");
  auto at = [&](int64_t i) { return v[static_cast<size_t>(i)]; };
  Config c;
  c.numSpatial = at(0);
  if (c.numSpatial < 1 || c.numSpatial > 3)
    fail("the number of spatial dimensions is not 1, 2 or 3");
  int64_t s = c.numSpatial;
  if (static_cast<int64_t>(v.size()) < XHLO_AOT_CONVOLUTION_CONFIG_SIZE(s))
    fail("the configuration does not have 11 + 8 * spatial dimensions "
         "entries");
  int64_t mode = at(1);
  if (mode < 0 || mode > 3)
    fail("the configuration's mode is not a combination of 1 (accumulate) "
         "and 2 (direct algorithm only)");
  c.accumulate = (mode & 1) != 0;
  c.directOnly = (mode & 2) != 0;
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
  /// oneDNN's direct algorithm only (Config::directOnly).
  bool directOnly = false;
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
  key += p.directOnly ? "d" : "";
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

/// Whether the rule shared with the interpreter runs `p` on Winograd
/// (never for a problem on the direct algorithm only).
bool prefersWinograd(const Problem &p) {
  if (p.directOnly)
    return false;
  int64_t spatial = static_cast<int64_t>(p.strides.size());
  int64_t groups = static_cast<int64_t>(p.weights.dims.size()) == spatial + 3
                       ? p.weights.dims[0]
                       : 1;
  int64_t outputPixels = p.dst.dims[0];
  for (int64_t i = 0; i < spatial; ++i)
    outputPixels *= p.dst.dims[2 + i];
  return xhlo::preferWinogradConvolution(
      spatial, groups, p.weights.dims.data() + p.weights.dims.size() - 2,
      p.strides.data(), p.dilates.data(), p.src.dims[1], p.dst.dims[1],
      outputPixels);
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
  if (prefersWinograd(p)) {
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

/// The cached primitive of the problem `key` names, compiled (or refused)
/// by `compileIt` on first use.
template <typename F>
Compiled lookupOrCompile(const std::string &key, F compileIt) {
  static std::mutex mutex;
  static std::unordered_map<std::string, Compiled> cache;
  {
    std::lock_guard<std::mutex> lock(mutex);
    auto it = cache.find(key);
    if (it != cache.end())
      return it->second;
  }
  Compiled compiled;
  try {
    compiled = compileIt();
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

/// Runs `compiled` on its operands; a bias `biasStride` apart is first
/// copied densely to `biasCopy` when that is not null.
void execute(const Compiled &compiled, const memory &src, const memory &weights,
             const memory &dst, const memory &scratchpad, const float *bias,
             int64_t biasStride, float *biasCopy, int64_t biasElements,
             dnnl::stream &stream) {
  std::unordered_map<int, memory> arguments = {
      {DNNL_ARG_SRC, src},
      {DNNL_ARG_WEIGHTS, weights},
      {DNNL_ARG_DST, dst},
      {DNNL_ARG_SCRATCHPAD, scratchpad}};
  if (bias) {
    if (biasCopy) {
      for (int64_t i = 0; i < biasElements; ++i)
        biasCopy[i] = bias[i * biasStride];
      bias = biasCopy;
    }
    arguments.emplace(DNNL_ARG_BIAS, memory(compiled.bias, src.get_engine(),
                                            const_cast<float *>(bias)));
  }
  compiled.primitive.execute(stream, arguments);
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
  p.directOnly = c.directOnly;
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
  Compiled compiled =
      lookupOrCompile(problemKey(p), [&] { return compile(p); });
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
    execute(compiled, src, weights, dst, scratchpad, e.bias, e.biasStride,
            copyBias ? static_cast<float *>(region(BiasCopy)) : nullptr,
            biasElements, stream);
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
  std::vector<int64_t> values = readConfig(config, 2);
  Config c = decode(values);
  if (static_cast<int64_t>(values.size()) !=
      XHLO_AOT_CONVOLUTION_CONFIG_SIZE(c.numSpatial))
    fail("the configuration does not have 11 + 8 * spatial dimensions "
         "entries");
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

//===----------------------------------------------------------------------===//
// Chains of convolutions (xhlo_aot_convolution_stage_f32)
//===----------------------------------------------------------------------===//

namespace {

enum : int64_t {
  kStageBias = 1,
  kStageRelu = 2,
  kStageInputBlocked = 4,
  kStageOutputBlocked = 8,
};

/// A decoded stage configuration (AotRuntime.h gives its layout).
struct StageConfig {
  Config conv;
  int64_t flags = 0;
  int64_t poolWindow[2] = {1, 1}, poolStride[2] = {1, 1};
  float poolInit = 0;
  /// Batch, features, spatial[2] of the input and of the output (after
  /// the pool).
  int64_t in[4] = {}, out[4] = {};
  bool has(int64_t flag) const { return (flags & flag) != 0; }
  bool pools() const {
    return poolWindow[0] != 1 || poolWindow[1] != 1 || poolStride[0] != 1 ||
           poolStride[1] != 1;
  }
};

StageConfig decodeStage(const XhloAotMemRef1D *ref) {
  std::vector<int64_t> v =
      readConfig(ref, XHLO_AOT_CONVOLUTION_STAGE_CONFIG_SIZE);
  if (v.size() != XHLO_AOT_CONVOLUTION_STAGE_CONFIG_SIZE)
    fail("a stage's configuration does not have "
         "XHLO_AOT_CONVOLUTION_STAGE_CONFIG_SIZE entries");
  StageConfig st;
  st.conv = decode(v);
  const Config &c = st.conv;
  if (c.numSpatial != 2 || c.accumulate || c.input.group != -1 ||
      c.kernel.group != -1 || c.output.group != -1 || c.reversed[0] ||
      c.reversed[1])
    fail("a stage is not a convolution of 2 spatial dimensions and one "
         "group that overwrites its output without reversing its window");
  size_t next = XHLO_AOT_CONVOLUTION_CONFIG_SIZE(2);
  st.flags = v[next++];
  if (st.flags < 0 || st.flags > 15)
    fail("a stage's flags are not a combination of 1, 2, 4 and 8");
  for (int64_t &window : st.poolWindow)
    window = v[next++];
  for (int64_t &stride : st.poolStride)
    stride = v[next++];
  auto bits = static_cast<uint32_t>(v[next++]);
  std::memcpy(&st.poolInit, &bits, sizeof(bits));
  for (int64_t &size : st.in)
    size = v[next++];
  for (int64_t &size : st.out)
    size = v[next++];
  for (int i = 0; i < 2; ++i)
    if (st.poolWindow[i] < 1 || st.poolStride[i] < 1)
      fail("a stage's pool has a window or stride below 1");
  // Each extent positive and every buffer's element count far from
  // overflowing.
  for (const int64_t *dims : {st.in, st.out}) {
    int64_t product = 1;
    for (int i = 0; i < 4; ++i)
      if (dims[i] < 1 || __builtin_mul_overflow(product, dims[i], &product) ||
          product > (int64_t(1) << 40))
        fail("a stage's activation is empty or too large");
  }
  return st;
}

/// The floats of a blocked buffer for the {n, c, h, w} activation `dims`:
/// enough for each of kBlockedLayouts (nChw16c's padded channels are the
/// most), so a buffer blockedBuffer accepted holds any of them.
int64_t blockedFloats(const int64_t dims[4]) {
  return XHLO_AOT_CONVOLUTION_STAGE_BUFFER(dims[0], dims[1], dims[2], dims[3]);
}

/// The layouts a blocked buffer holds, by the block its header names: 1
/// nchw, 8 nChw8c, 16 nChw16c, 0 nhwc (element (n, c, h, w) at
/// (((n * ceil(C / B) + c / B) * H + h) * W + w) * B + c % B, B = C for
/// nhwc).
const std::pair<memory::format_tag, int64_t> kBlockedLayouts[] = {
    {memory::format_tag::nchw, 1},
    {memory::format_tag::nChw8c, 8},
    {memory::format_tag::nChw16c, 16},
    {memory::format_tag::nhwc, 0}};

memory::desc blockedDesc(int64_t block, const int64_t dims[4]) {
  for (auto [tag, b] : kBlockedLayouts)
    if (b == block)
      return memory::desc({dims[0], dims[1], dims[2], dims[3]},
                          memory::data_type::f32, tag);
  fail("a blocked buffer's header names no layout");
}

/// The block of `desc` when it is one of kBlockedLayouts, else -1.
int64_t blockOf(const memory::desc &desc) {
  memory::dims dims = desc.dims();
  if (dims.size() != 4)
    return -1;
  for (auto [tag, block] : kBlockedLayouts)
    if (desc == memory::desc(dims, memory::data_type::f32, tag))
      return block;
  return -1;
}

/// A blocked buffer: its descriptor checked to hold `dims`.
struct BlockedBuffer {
  float *header = nullptr;
  float *values = nullptr;
};

BlockedBuffer blockedBuffer(const Descriptor &d, const int64_t dims[4],
                            const char *what) {
  if (d.rank != 1 || d.strides[0] != 1 || d.sizes[0] < blockedFloats(dims)) {
    std::string reason = std::string("the ") + what +
                         " is not a dense blocked buffer of its activation";
    fail(reason.c_str());
  }
  return {d.data, d.data + XHLO_AOT_CONVOLUTION_STAGE_HEADER};
}

int64_t readBlock(const BlockedBuffer &buffer) {
  int64_t block;
  std::memcpy(&block, buffer.header, sizeof(block));
  for (auto [tag, b] : kBlockedLayouts)
    if (b == block)
      return block;
  fail("the input's blocked buffer names no layout (not written by the "
       "stage before)");
}

void writeBlock(const BlockedBuffer &buffer, int64_t block) {
  std::memcpy(buffer.header, &block, sizeof(block));
}

/// Runs `body(begin, end)` over [0, n) split between OpenMP's threads.
template <typename F> void parallelFor(int64_t n, F body) {
  const xhlo::aot::OpenMP &omp = xhlo::aot::openMP();
  struct Task {
    int64_t n;
    F *body;
    const xhlo::aot::OpenMP *omp;
  } task{n, &body, &omp};
  auto run = [](void *argument) {
    auto *t = static_cast<Task *>(argument);
    int64_t threads = t->omp->parallel ? t->omp->numThreads() : 1;
    int64_t thread = t->omp->parallel ? t->omp->threadNum() : 0;
    int64_t begin = t->n * thread / threads,
            end = t->n * (thread + 1) / threads;
    if (begin < end)
      (*t->body)(begin, end);
  };
  if (omp.parallel && n > 1)
    omp.parallel(run, &task, 0, 0);
  else
    run(&task);
}

/// The stage's max-pool from the {n, c, h, w} activation `in` into `out`
/// ({n, c, oh, ow}), both in the layout of `block`, then the stage's ReLU;
/// the padding channels of the last block stay zeros.
void maxPool(const StageConfig &st, const float *in, const int64_t dims[4],
             float *out, int64_t block) {
  int64_t c = dims[1], h = dims[2], w = dims[3];
  int64_t oh = st.out[2], ow = st.out[3];
  int64_t lanes = block == 0 ? c : block;
  int64_t blocks = block == 0 ? 1 : (c + block - 1) / block;
  int64_t kh = st.poolWindow[0], kw = st.poolWindow[1];
  int64_t sh = st.poolStride[0], sw = st.poolStride[1];
  float init = st.poolInit;
  bool relu = st.has(kStageRelu);
  int64_t valid = block > 1 ? c - (blocks - 1) * block : lanes;
  parallelFor(dims[0] * blocks * oh, [&](int64_t begin, int64_t end) {
    std::vector<float> acc(static_cast<size_t>(lanes));
    for (int64_t row = begin; row < end; ++row) {
      int64_t plane = row / oh, y = row % oh;
      bool last = block > 1 && plane % blocks == blocks - 1;
      for (int64_t x = 0; x < ow; ++x) {
        std::fill(acc.begin(), acc.end(), init);
        for (int64_t dy = 0; dy < kh; ++dy)
          for (int64_t dx = 0; dx < kw; ++dx) {
            const float *from =
                in + ((plane * h + y * sh + dy) * w + x * sw + dx) * lanes;
            for (int64_t l = 0; l < lanes; ++l)
              acc[l] = xhlo::maximumF32(acc[l], from[l]);
          }
        float *to = out + ((plane * oh + y) * ow + x) * lanes;
        for (int64_t l = 0; l < lanes; ++l)
          to[l] = last && l >= valid ? 0.0f
                  : relu             ? xhlo::maximumF32(acc[l], 0.0f)
                                     : acc[l];
      }
    }
  });
}

/// Chooses oneDNN's implementation of a stage. The activations stay in
/// nChw16c where oneDNN computes on it (its Winograd and direct AVX-512
/// kernels do; brgconv would pick nhwc, which Winograd cannot read): the
/// first of Winograd (where the shared rule prefers it) and the direct
/// convolution, each first on the stage before's layout `src` (when the
/// input is a blocked buffer) and then on a layout oneDNN picks for the
/// input, writing nChw16c and then a layout oneDNN picks, that is not
/// oneDNN's reference implementation; else its reference one.
Compiled compileStage(const Problem &p,
                      const std::optional<memory::desc> &src) {
  dnnl::primitive_attr attributes;
  attributes.set_scratchpad_mode(dnnl::scratchpad_mode::user);
  memory::desc bias;
  if (p.bias)
    bias = memory::desc({p.dst.dims[1]}, memory::data_type::f32,
                        memory::format_tag::a);
  memory::desc blocked16(p.dst.dims, memory::data_type::f32,
                         memory::format_tag::nChw16c);
  std::vector<memory::desc> sources;
  if (src)
    sources.push_back(*src);
  sources.push_back(p.src.any());
  auto describe = [&](bool winograd, const memory::desc &from,
                      const memory::desc &to) {
    return dnnl::convolution_forward::desc(
        winograd ? dnnl::prop_kind::forward_training
                 : dnnl::prop_kind::forward_inference,
        winograd ? dnnl::algorithm::convolution_winograd
                 : dnnl::algorithm::convolution_direct,
        from, p.weights.any(), bias, to, p.strides, p.dilates, p.padLow,
        p.padHigh);
  };
  for (bool winograd : {true, false}) {
    if (winograd && !prefersWinograd(p))
      continue;
    for (const memory::desc &from : sources)
      for (const memory::desc &to : {blocked16, p.dst.any()}) {
        try {
          dnnl::convolution_forward::primitive_desc pd(
              describe(winograd, from, to), attributes, cpuEngine());
          if (std::string(pd.impl_info_str()).rfind("ref", 0) != 0)
            return compiledFrom(pd);
        } catch (const dnnl::error &) {
          // The next candidate.
        }
      }
  }
  return compiledFrom(dnnl::convolution_forward::primitive_desc(
      describe(false, p.src.any(), p.dst.any()), attributes, cpuEngine()));
}

/// Fails the call with `status` and the reason; returns nothing.
void failStage(int32_t status, const std::string &what) {
  std::string reason = "xhlo_aot_convolution_stage_f32: " + what;
  xhlo_aot_fail_call(status, reason.c_str());
}

void runStage(const StageConfig &st, const Descriptor &input,
              const Descriptor &kernel, const XhloAotMemRef1D *biasRef,
              const Descriptor &output) {
  const Config &c = st.conv;
  // The operands against the configuration.
  checkRoles(kernel, c.kernel, 2, "kernel");
  bool blockedIn = st.has(kStageInputBlocked),
       blockedOut = st.has(kStageOutputBlocked);
  // An operand the caller passes: its dimensions in the roles the
  // configuration names, of the configuration's sizes; its view as oneDNN
  // takes it.
  auto checkUser = [&](const Descriptor &d, const Roles &roles,
                       const int64_t sizes[4], const char *what) {
    checkRoles(d, roles, 2, what);
    const int64_t dims[4] = {roles.first, roles.feature, roles.spatial[0],
                             roles.spatial[1]};
    View view;
    for (int i = 0; i < 4; ++i) {
      if (d.sizes[dims[i]] != sizes[i]) {
        std::string reason =
            std::string("the ") + what + "'s sizes are not the configuration's";
        fail(reason.c_str());
      }
      view.add(d.sizes[dims[i]], d.strides[dims[i]]);
    }
    return view;
  };
  BlockedBuffer inBuffer, outBuffer;
  View userIn, userOut;
  if (blockedIn)
    inBuffer = blockedBuffer(input, st.in, "input");
  else
    userIn = checkUser(input, c.input, st.in, "input");
  if (blockedOut)
    outBuffer = blockedBuffer(output, st.out, "output");
  else
    userOut = checkUser(output, c.output, st.out, "output");
  int64_t features = kernel.sizes[c.kernel.first];
  if (kernel.sizes[c.kernel.feature] != st.in[1] || st.out[0] != st.in[0] ||
      st.out[1] != features)
    fail("the batch or feature sizes of a stage's operands disagree");
  int64_t convolved[4] = {st.in[0], features, 0, 0};
  for (int i = 0; i < 2; ++i) {
    int64_t window = kernel.sizes[c.kernel.spatial[i]];
    int64_t padded = st.in[2 + i] + c.padLow[i] + c.padHigh[i];
    int64_t extent = (window - 1) * c.dilations[i] + 1;
    convolved[2 + i] = window < 1 || padded < extent
                           ? 0
                           : (padded - extent) / c.strides[i] + 1;
    int64_t pooled =
        convolved[2 + i] < st.poolWindow[i]
            ? 0
            : (convolved[2 + i] - st.poolWindow[i]) / st.poolStride[i] + 1;
    if (convolved[2 + i] < 1 || pooled != st.out[2 + i])
      fail("an output spatial size is not the window's and the pool's count "
           "of positions");
  }
  const float *bias = nullptr;
  int64_t biasStride = 1;
  if (st.has(kStageBias)) {
    if (!biasRef || !biasRef->aligned || biasRef->sizes[0] != features)
      fail("the bias is not one value per output feature");
    bias = static_cast<const float *>(biasRef->aligned) + biasRef->offset;
    biasStride = biasRef->strides[0];
  }

  // The problem: the source in the stage before's layout or the caller's,
  // the kernel in the caller's.
  Problem p;
  p.bias = bias != nullptr;
  p.directOnly = c.directOnly;
  for (int i = 0; i < 4; ++i) {
    p.src.add(st.in[i], 0);
    p.dst.add(convolved[i], 0);
  }
  p.weights.add(features, kernel.strides[c.kernel.first]);
  p.weights.add(st.in[1], kernel.strides[c.kernel.feature]);
  for (int i = 0; i < 2; ++i) {
    p.weights.add(kernel.sizes[c.kernel.spatial[i]],
                  kernel.strides[c.kernel.spatial[i]]);
    p.strides.push_back(c.strides[i]);
    p.dilates.push_back(c.dilations[i] - 1);
    p.padLow.push_back(c.padLow[i]);
    p.padHigh.push_back(c.padHigh[i]);
  }
  int64_t inBlock = blockedIn ? readBlock(inBuffer) : -1;
  std::optional<memory::desc> srcFixed;
  if (blockedIn)
    srcFixed = blockedDesc(inBlock, st.in);
  std::string key = "stage:" + std::to_string(inBlock) + ";" + problemKey(p);
  Compiled compiled =
      lookupOrCompile(key, [&] { return compileStage(p, srcFixed); });
  if (compiled.refused)
    return failStage(XHLO_AOT_LIBRARY_FAILURE,
                     "oneDNN has no implementation of the convolution");

  try {
    memory::desc srcGiven = blockedIn ? *srcFixed : userIn.desc();
    int64_t dstBlock = blockOf(compiled.dst);
    // Where the activation goes: straight into the output's blocked buffer
    // when nothing follows the convolution there and oneDNN writes one of
    // its layouts; else into scratch (and reblocked as nChw16c when oneDNN
    // chose another layout and a pool or the next stage reads it).
    bool dstInOutput = blockedOut && !st.pools() && dstBlock >= 0;
    bool reblock = dstBlock < 0 && (st.pools() || blockedOut);
    int64_t actBlock = dstBlock < 0 ? 16 : dstBlock;
    memory::desc actDesc = blockedDesc(actBlock, convolved);
    memory::desc pooledDesc = blockedDesc(actBlock, st.out);
    size_t offsets[7] = {}, total = 0;
    auto reserve = [&](int region, size_t bytes) {
      offsets[region] = total;
      total += (bytes + 63) / 64 * 64;
    };
    enum { SrcCopy, WeightsCopy, Dst, Reblocked, Pooled, Scratchpad, BiasCopy };
    bool copySrc = srcGiven != compiled.src;
    memory::desc weightsGiven = p.weights.desc();
    bool copyWeights = weightsGiven != compiled.weights;
    if (copySrc)
      reserve(SrcCopy, compiled.src.get_size());
    if (copyWeights)
      reserve(WeightsCopy, compiled.weights.get_size());
    if (!dstInOutput)
      reserve(Dst, compiled.dst.get_size());
    if (reblock && st.pools())
      reserve(Reblocked, actDesc.get_size());
    if (st.pools() && !blockedOut)
      reserve(Pooled, pooledDesc.get_size());
    reserve(Scratchpad, compiled.scratchpad.get_size());
    bool copyBias = bias && biasStride != 1;
    if (copyBias)
      reserve(BiasCopy, static_cast<size_t>(features) * sizeof(float));
    char *scratch = total ? threadScratch(total) : nullptr;
    if (total && !scratch)
      return failStage(XHLO_AOT_OUT_OF_MEMORY,
                       "cannot allocate the convolution's scratch memory");
    auto region = [&](int r) {
      return static_cast<void *>(scratch + offsets[r]);
    };

    dnnl::engine &engine = cpuEngine();
    dnnl::stream stream(engine);
    memory srcGivenMemory(srcGiven, engine,
                          blockedIn ? inBuffer.values : input.data);
    memory src = srcGivenMemory;
    if (copySrc) {
      src = memory(compiled.src, engine, region(SrcCopy));
      dnnl::reorder(srcGivenMemory, src).execute(stream, srcGivenMemory, src);
    }
    memory weightsGivenMemory(weightsGiven, engine, kernel.data);
    memory weights = weightsGivenMemory;
    if (copyWeights) {
      weights = memory(compiled.weights, engine, region(WeightsCopy));
      dnnl::reorder(weightsGivenMemory, weights)
          .execute(stream, weightsGivenMemory, weights);
    }
    memory dst(compiled.dst, engine,
               dstInOutput ? outBuffer.values : region(Dst));
    memory scratchpad(compiled.scratchpad, engine,
                      scratch ? region(Scratchpad) : nullptr);
    execute(compiled, src, weights, dst, scratchpad, bias, biasStride,
            copyBias ? static_cast<float *>(region(BiasCopy)) : nullptr,
            features, stream);
    stream.wait();
    // The ReLU on every value oneDNN wrote (the padding of blocked layouts
    // holds zeros, which stay zeros); before a pool, on the pool's result
    // instead (a pool's window is never empty, and max(x, +0.0) commutes
    // with the maximum of a window and its init: NaN stays NaN, -0.0
    // becomes +0.0 either way).
    if (st.has(kStageRelu) && !st.pools())
      reluDense(static_cast<float *>(dst.get_data_handle()),
                static_cast<int64_t>(compiled.dst.get_size() / sizeof(float)));
    // The activation in one of kBlockedLayouts.
    memory act = dst;
    if (reblock) {
      act = memory(actDesc, engine,
                   st.pools() ? region(Reblocked) : outBuffer.values);
      dnnl::reorder(dst, act).execute(stream, dst, act);
      stream.wait();
    }
    if (st.pools()) {
      memory pooled(pooledDesc, engine,
                    blockedOut ? outBuffer.values : region(Pooled));
      maxPool(st, static_cast<const float *>(act.get_data_handle()), convolved,
              static_cast<float *>(pooled.get_data_handle()), actBlock);
      act = pooled;
    }
    if (blockedOut) {
      writeBlock(outBuffer, actBlock);
    } else {
      memory user(userOut.desc(), engine, output.data);
      dnnl::reorder(act, user).execute(stream, act, user);
      stream.wait();
    }
  } catch (const dnnl::error &error) {
    failStage(XHLO_AOT_LIBRARY_FAILURE,
              std::string("oneDNN failed: ") + error.what());
  }
}

} // namespace

extern "C" void _mlir_ciface_xhlo_aot_convolution_stage_f32(
    XhloAotUnrankedMemRef *input, XhloAotUnrankedMemRef *kernel,
    XhloAotMemRef1D *bias, XhloAotUnrankedMemRef *output,
    XhloAotMemRef1D *config) {
  StageConfig st = decodeStage(config);
  runStage(st, unpack(input), unpack(kernel), bias, unpack(output));
}
