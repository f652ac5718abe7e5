//===- FastConvolution.cpp - hlo.convolution through oneDNN ---------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The fast path of f32 hlo.convolution with 1 to 3 spatial dimensions: any
// dim_labels (the operands' layouts become oneDNN strides), window strides,
// non-negative padding, window (rhs) dilation and feature groups. oneDNN
// picks its own blocked layouts (format `any`); operands and the result are
// reordered to and from them. Base (lhs) dilation, window reversal, batch
// groups and negative padding decline to the reference kernel.
//
// This file is compiled with exceptions: oneDNN's C++ API reports errors by
// throwing, and every exception is caught here (the fast path then declines).
//
// Threads: the primitives are cached process-wide (under a lock) and run by
// whichever thread needs them, several at once when concurrent runs do. So
// they are created with a user scratchpad (oneDNN's own scratchpad, the
// default, ties a primitive to the thread that created it), and each call's
// scratchpad and reordered copies live in buffers of the calling thread.
//
//===----------------------------------------------------------------------===//

#include "FastKernels.h"
#include "KernelUtils.h"

#include "llvm/ADT/StringMap.h"

#include <oneapi/dnnl/dnnl.hpp>

#include <mutex>
#include <string>
#include <vector>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::interp;
namespace hlo = xhlo::hlo;

namespace {

using dnnl::memory;

dnnl::engine &cpuEngine() {
  static dnnl::engine engine(dnnl::engine::kind::cpu, 0);
  return engine;
}

/// A chosen oneDNN implementation.
struct Compiled {
  dnnl::convolution_forward::primitive_desc pd;
  dnnl::convolution_forward primitive;
};

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

std::string problemKey(const memory::desc &src, const memory::desc &weights,
                       const memory::desc &dst, ArrayRef<int64_t> strides,
                       ArrayRef<int64_t> dilates, ArrayRef<int64_t> padLow,
                       ArrayRef<int64_t> padHigh) {
  std::string key;
  auto add = [&](ArrayRef<int64_t> values) {
    for (int64_t v : values)
      key += std::to_string(v) + ",";
    key += ";";
  };
  for (const memory::desc *desc : {&src, &weights, &dst}) {
    add(ArrayRef<int64_t>(desc->data.dims, desc->data.ndims));
    add(ArrayRef<int64_t>(desc->data.format_desc.blocking.strides,
                          desc->data.ndims));
  }
  add(strides);
  add(dilates);
  add(padLow);
  add(padHigh);
  return key;
}

/// Runs the convolution; throws dnnl::error when oneDNN refuses it.
int64_t runConvolution(hlo::ConvolutionOp op, const Literal &lhs,
                       const Literal &rhs, Literal &result) {
  hlo::ConvDimensionNumbersAttr dnums = op.getDimLabels();
  hlo::WindowAttr window = op.getWindow();
  ArrayRef<int64_t> lhsShape = lhs.getShape(), rhsShape = rhs.getShape(),
                    outShape = result.getShape();
  SmallVector<int64_t, 4> lhsStrides = getStrides(lhsShape),
                          rhsStrides = getStrides(rhsShape),
                          outStrides = getStrides(outShape);
  int64_t groups = op.getFeatureGroupCount();
  ArrayRef<int64_t> inSpatial = dnums.getInputSpatialDimensions();
  ArrayRef<int64_t> kSpatial = dnums.getKernelSpatialDimensions();
  ArrayRef<int64_t> outSpatial = dnums.getOutputSpatialDimensions();

  // src: {N, C, spatial...}; dst: {N, O, spatial...}; weights:
  // {[G,] O/G, I/G, spatial...} (XLA's output features are group-major).
  memory::dims srcDims{lhsShape[dnums.getInputBatchDimension()],
                       lhsShape[dnums.getInputFeatureDimension()]};
  memory::dims srcStrides{lhsStrides[dnums.getInputBatchDimension()],
                          lhsStrides[dnums.getInputFeatureDimension()]};
  memory::dims dstDims{outShape[dnums.getOutputBatchDimension()],
                       outShape[dnums.getOutputFeatureDimension()]};
  memory::dims dstStrides{outStrides[dnums.getOutputBatchDimension()],
                          outStrides[dnums.getOutputFeatureDimension()]};
  int64_t kOut = dnums.getKernelOutputFeatureDimension();
  int64_t kIn = dnums.getKernelInputFeatureDimension();
  memory::dims wDims, wStrides;
  if (groups > 1) {
    wDims = {groups, rhsShape[kOut] / groups, rhsShape[kIn]};
    wStrides = {rhsShape[kOut] / groups * rhsStrides[kOut], rhsStrides[kOut],
                rhsStrides[kIn]};
  } else {
    wDims = {rhsShape[kOut], rhsShape[kIn]};
    wStrides = {rhsStrides[kOut], rhsStrides[kIn]};
  }
  memory::dims strides, dilates, padLow, padHigh;
  for (size_t s = 0; s < inSpatial.size(); ++s) {
    srcDims.push_back(lhsShape[inSpatial[s]]);
    srcStrides.push_back(lhsStrides[inSpatial[s]]);
    dstDims.push_back(outShape[outSpatial[s]]);
    dstStrides.push_back(outStrides[outSpatial[s]]);
    wDims.push_back(rhsShape[kSpatial[s]]);
    wStrides.push_back(rhsStrides[kSpatial[s]]);
    strides.push_back(window.getStrideAt(s));
    dilates.push_back(window.getRhsDilateAt(s) - 1);
    padLow.push_back(window.getPadLowAt(s));
    padHigh.push_back(window.getPadHighAt(s));
  }

  using dt = memory::data_type;
  using tag = memory::format_tag;
  memory::desc srcUser(srcDims, dt::f32, srcStrides);
  memory::desc wUser(wDims, dt::f32, wStrides);
  memory::desc dstUser(dstDims, dt::f32, dstStrides);
  dnnl::convolution_forward::desc desc(
      dnnl::prop_kind::forward_inference, dnnl::algorithm::convolution_direct,
      memory::desc(srcDims, dt::f32, tag::any),
      memory::desc(wDims, dt::f32, tag::any), memory::desc(),
      memory::desc(dstDims, dt::f32, tag::any), strides, dilates, padLow,
      padHigh);
  dnnl::engine &engine = cpuEngine();
  // Choosing an implementation costs more than a small convolution: keep
  // the primitive of every problem seen (keyed by its descriptor's text).
  std::string key =
      problemKey(srcUser, wUser, dstUser, strides, dilates, padLow, padHigh);
  Compiled compiled;
  {
    std::lock_guard<std::mutex> lock(cacheMutex());
    auto it = cache().find(key);
    if (it != cache().end())
      compiled = it->second;
  }
  if (!compiled.primitive) {
    dnnl::primitive_attr attributes;
    attributes.set_scratchpad_mode(dnnl::scratchpad_mode::user);
    compiled.pd =
        dnnl::convolution_forward::primitive_desc(desc, attributes, engine);
    compiled.primitive = dnnl::convolution_forward(compiled.pd);
    std::lock_guard<std::mutex> lock(cacheMutex());
    cache().try_emplace(key, compiled);
  }
  const dnnl::convolution_forward::primitive_desc &pd = compiled.pd;
  dnnl::stream stream(engine);

  memory srcMem(srcUser, engine, const_cast<void *>(lhs.data()));
  memory wMem(wUser, engine, const_cast<void *>(rhs.data()));
  memory dstMem(dstUser, engine, result.data());
  // Reordered copies and the primitive's scratchpad live in per-thread
  // scratch buffers that are reused from call to call (allocating them each
  // time costs page faults).
  thread_local std::vector<float> scratch[4];
  int64_t temporaryBytes = 0;
  auto scratchFor = [&](int which, const memory::desc &desc) {
    std::vector<float> &buffer = scratch[which];
    temporaryBytes += desc.get_size();
    size_t floats = (desc.get_size() + sizeof(float) - 1) / sizeof(float);
    if (buffer.size() < floats)
      buffer.resize(floats);
    return memory(desc, engine, buffer.data());
  };
  auto toPrimitive = [&](int which, memory &user, const memory::desc &wanted) {
    if (user.get_desc() == wanted)
      return user;
    memory converted = scratchFor(which, wanted);
    dnnl::reorder(user, converted).execute(stream, user, converted);
    return converted;
  };
  memory src = toPrimitive(0, srcMem, pd.src_desc());
  memory weights = toPrimitive(1, wMem, pd.weights_desc());
  memory dst = pd.dst_desc() == dstUser ? dstMem : scratchFor(2, pd.dst_desc());
  memory scratchpad = scratchFor(3, pd.scratchpad_desc());
  compiled.primitive.execute(stream, {{DNNL_ARG_SRC, src},
                                      {DNNL_ARG_WEIGHTS, weights},
                                      {DNNL_ARG_DST, dst},
                                      {DNNL_ARG_SCRATCHPAD, scratchpad}});
  if (dst != dstMem)
    dnnl::reorder(dst, dstMem).execute(stream, dst, dstMem);
  stream.wait();
  return temporaryBytes;
}

} // namespace

bool xhlo::interp::fastConvolution(hlo::ConvolutionOp op, const Literal &lhs,
                                   const Literal &rhs, Literal &result,
                                   int64_t *temporaryBytes) {
  if (lhs.getElementType() != ElementType::F32 ||
      rhs.getElementType() != ElementType::F32 ||
      result.getElementType() != ElementType::F32)
    return false;
  hlo::WindowAttr window = op.getWindow();
  size_t numSpatial = op.getDimLabels().getInputSpatialDimensions().size();
  if (numSpatial < 1 || numSpatial > 3 || op.getBatchGroupCount() != 1 ||
      op.getFeatureGroupCount() < 1)
    return false;
  for (size_t s = 0; s < numSpatial; ++s)
    if (window.getLhsDilateAt(s) != 1 || window.getRhsReversalAt(s) ||
        window.getPadLowAt(s) < 0 || window.getPadHighAt(s) < 0 ||
        window.getRhsDilateAt(s) < 1 || window.getStrideAt(s) < 1)
      return false;
  if (lhs.getNumElements() == 0 || rhs.getNumElements() == 0 ||
      result.getNumElements() == 0)
    return false;
  try {
    int64_t temporary = runConvolution(op, lhs, rhs, result);
    if (temporaryBytes)
      *temporaryBytes = temporary;
    return true;
  } catch (const dnnl::error &) {
    return false;
  }
}
