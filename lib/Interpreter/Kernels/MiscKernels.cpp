//===- MiscKernels.cpp - Misc kernels of the interpreter ------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the reference kernels of rng, rng_bit_generator, ids,
// collectives, custom calls and outfeed.
//
// outfeed hands its data operands and outfeed_config to the run's outfeed
// handler (RunOptions::outfeed), synchronously, in the order the run
// reaches the outfeeds; a run without one fails at the outfeed (XLA's
// device would block until the host reads, which here would never happen).
// infeed always fails: the interpreter has no infeed queue.
//
// replica_id and partition_id are the run's (KernelContext; 0 unless the
// run says otherwise). A run with an exchange between replicas
// (KernelContext::getCollectives; Executable::runReplicated gives each
// device's run the ReplicaExchange of Rendezvous.h) hands it every
// collective; without one a collective runs in a group of one device, where
// it gets what XLA gives one replica alone in its group (all_reduce,
// reduce_scatter, all_gather, all_to_all and collective_broadcast return
// their operands; collective_permute returns its operand if the pairs hold
// 0 -> 0 and zeros if they hold nothing; ragged_all_to_all copies each
// update of the replica to itself). A collective whose replica groups
// (or source-target pairs) name more than one device fails, saying how to
// run several.
//
// The asynchronous forms: all_reduce_start, all_gather_start and
// collective_permute_start perform their collective (as above) and return
// it packed as XLA's start shape, whose contexts are zeros; their done ops
// unpack it. copy_start pairs its operand with itself. async_start runs the
// wrapped computation at once; async_update passes the context on;
// async_done returns the result.
//
// Random numbers:
// - rng draws from a stream derived from the seed of the run's random
//   state (the executable's own: ExecutableOptions::seed), the op's
//   position in the module (the index path of the op through its
//   ancestors' blocks, hlo::getRngPositionHash) and a per-op call counter
//   the random state keeps (KernelContext::countOpCall): the n-th call of
//   an op in the runs that share a random state gets the n-th stream.
//   Element i of a call is splitmix64(stream + i); UNIFORM floats use 53
//   random bits (scaled to [a, b), and stepped below b if rounding reaches
//   it), UNIFORM integers and preds use Lemire's multiply-shift over
//   [a, b), NORMAL uses Box-Muller in f64. The values are the
//   interpreter's own (not XLA's), written once in
//   xhlo/AotRuntime/RngDraw.h, which compiled code calls too.
// - rng_bit_generator THREE_FRY produces exactly XLA's bits
//   (xla/hlo/builder/lib/prng.cc ThreeFryBitGenerator as used by
//   RngBitGeneratorExpander, and JAX's threefry_2x32): state = [key,
//   counter]; Threefry-2x32 with 20 rounds, key words (lo32(key),
//   hi32(key)), input words (lo32(counter + j), hi32(counter + j)).
//   64-bit outputs: element j = out0 | out1 << 32 with j the row-major
//   index, new counter = counter + #elements. 32-bit outputs follow XLA's
//   ThreeFryRngBit32 (SplitShapeIntoHalves / CombineShapePair): dimension
//   s (the first even one, else the first largest; a scalar is [1]) is
//   split in ceil(d_s / 2) halves, each block's two words land at indices
//   2h and 2h + 1 of dimension s, and the counter advances by the number of
//   blocks (64-bit words). Narrower outputs (s2 to u16) are the 32-bit
//   outputs of the same shape converted to the type, their low bits (XLA's
//   ThreeFryRngBitNarrow). PHILOX follows XLA's
//   PhiloxBitGenerator as RngBitGeneratorExpander calls it: Philox-4x32
//   with 10 rounds, key (lo32(state[0]), hi32(state[0])), a 128-bit
//   counter [lo, hi] that is state[1..3) for a 3-word state and
//   [state[1], state[0]] for a 2-word one; block i encrypts counter + i;
//   32-bit outputs take the blocks' words in order (element 4i + w is word
//   w of block i), 64-bit outputs pair them (element 2i + w is
//   word 2w | word 2w+1 << 32); the counter advances by the number of
//   blocks (ceil(#32-bit words / 4)), and a 2-word state keeps only the
//   new low word. Narrower outputs are the 32-bit ones' low bits.
//   DEFAULT is PHILOX, the algorithm XLA's CPU and GPU compilers expand
//   DEFAULT to.
// - rng_get_and_update_state: one 128-bit state per random state (by
//   default one per executable, as XLA's CPU runtime), starting at
//   (lo = seed, hi = 0), returned as u64[2] [lo, hi], then advanced by
//   delta (RandomState::getAndUpdateRngState).
//
//===----------------------------------------------------------------------===//

#include "Callees.h"
#include "KernelUtils.h"

#include "xhlo/Interpreter/Executable.h"

#include "xhlo/Dialect/Hlo/IR/HloOps.h"
#include "xhlo/Dialect/Hlo/IR/HloRandom.h"

#include "mlir/IR/SymbolTable.h"

#include <cmath>
#include <complex>
#include <cstring>
#include <functional>
#include <optional>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::interp;
namespace hlo = xhlo::hlo;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// The error of a collective that needs more than one device.
static LogicalResult failMultiDevice(Operation *op, int64_t devices) {
  return op->emitError() << "replica groups of " << devices
                         << " devices need a replicated run (xhlo-run "
                            "--replicas=N, Executable::runReplicated); this "
                            "run has one replica";
}

/// Checks that replica 0 runs alone in its group.
static LogicalResult checkSingleDevice(Operation *op,
                                       hlo::ReplicaGroupsAttr groups) {
  bool found = groups.getGroupSizes().empty();
  for (ArrayRef<int64_t> group : groups.getGroups()) {
    if (group.size() > 1)
      return failMultiDevice(op, group.size());
    if (!group.empty() && group.front() == 0)
      found = true;
  }
  if (!found)
    return op->emitError("the interpreter runs one replica (0), which is in "
                         "no replica group of this collective");
  return success();
}

static Kernel identityKernel() {
  return [](Operation *, ArrayRef<const RtValue *> operands,
            std::vector<RtValue> &results, KernelContext &) {
    for (const RtValue *operand : operands)
      results.push_back(*operand);
    return success();
  };
}

/// A kernel that fails with `message` (the op's name is prefixed).
static Kernel failingKernel(std::string message) {
  return [message](Operation *op, ArrayRef<const RtValue *>,
                   std::vector<RtValue> &, KernelContext &) {
    return op->emitError() << "'" << op->getName() << "': " << message;
  };
}

//===----------------------------------------------------------------------===//
// rng
//===----------------------------------------------------------------------===//

template <typename T>
static void fillFloat(Literal &out, hlo::RngDistribution distribution, T a, T b,
                      uint64_t stream) {
  bool normal = distribution == hlo::RngDistribution::NORMAL;
  T *data = out.as<T>();
  for (int64_t i = 0, e = out.getNumElements(); i < e; ++i)
    data[i] = rng_draw::drawReal<T>(normal, a, b, stream, i);
}

static void fillHalf(Literal &out, hlo::RngDistribution distribution,
                     uint16_t aBits, uint16_t bBits,
                     rng_draw::HalfFormat format, uint64_t stream) {
  bool normal = distribution == hlo::RngDistribution::NORMAL;
  uint16_t *data = out.as<uint16_t>();
  for (int64_t i = 0, e = out.getNumElements(); i < e; ++i)
    data[i] = rng_draw::drawHalf(normal, aBits, bBits, format, stream, i);
}

/// The 8-bit and narrower floats, as XLA's RngExpander does f16 and bf16
/// (ConvertSmallFpRngToF32Rng: the bounds converted to f32, an f32 rng, its
/// result converted back). XLA applies it to every type under 32 bits but
/// CHECK-fails on the f8 types (it expects f16 or bf16 there), so the CPU
/// backend aborts on an f8 rng; this kernel does what that rewrite spells
/// out instead: draw in f32, then XLA's convert from f32 (through f16 for
/// the formats whose convert goes through f16). A uniform value that rounds
/// up to b becomes the largest value of the type below b, as for f16.
template <typename K>
static LogicalResult
fillSmallFloat(Operation *op, Literal &out, hlo::RngDistribution distribution,
               typename K::S aBits, typename K::S bBits, uint64_t stream) {
  using S = typename K::S;
  bool uniform = distribution == hlo::RngDistribution::UNIFORM;
  if (uniform && out.getNumElements() > 0 &&
      !(K::load(aBits) <= K::load(bBits)))
    return op->emitError(rng_draw::getBoundsRefusal(/*integer=*/false));
  int32_t primitive = xhlo::detail::getHostPrimitiveType(K::kType);
  S *data = out.as<S>();
  for (int64_t i = 0, e = out.getNumElements(); i < e; ++i)
    data[i] = static_cast<S>(
        rng_draw::drawSmallFloat(primitive, !uniform, aBits, bBits, stream, i));
  return success();
}

/// Uniform integers in [a, b) (as int64/uint64 range arithmetic).
template <typename T>
static LogicalResult fillInt(Operation *op, Literal &out, T a, T b,
                             uint64_t stream) {
  if (!(a < b))
    return op->emitError() << rng_draw::getBoundsRefusal(/*integer=*/true)
                           << ", got a = " << static_cast<int64_t>(a)
                           << " and b = " << static_cast<int64_t>(b);
  T *data = out.as<T>();
  for (int64_t i = 0, e = out.getNumElements(); i < e; ++i)
    data[i] = static_cast<T>(rng_draw::drawInteger(
        static_cast<uint64_t>(a), static_cast<uint64_t>(b), stream, i));
  return success();
}

static LogicalResult rngKernel(Operation *op,
                               ArrayRef<const RtValue *> operands,
                               std::vector<RtValue> &results,
                               KernelContext &context) {
  auto rng = cast<hlo::RngOp>(op);
  hlo::RngDistribution distribution = rng.getRngDistribution();
  const Literal &a = operands[0]->getArray();
  const Literal &b = operands[1]->getArray();
  auto shape = cast<RankedTensorType>(rng.getType()).getShape();
  Literal out(a.getElementType(), shape);

  uint64_t call = context.countOpCall(op);
  uint64_t stream =
      rng_draw::stream(context.getSeed() ^ hlo::getRngPositionHash(op), call);

  if (distribution == hlo::RngDistribution::UNIFORM &&
      out.getNumElements() > 0) {
    bool empty = false;
    switch (a.getElementType()) {
    case ElementType::F32:
      empty = !(a.as<float>()[0] <= b.as<float>()[0]);
      break;
    case ElementType::F64:
      empty = !(a.as<double>()[0] <= b.as<double>()[0]);
      break;
    case ElementType::F16:
      empty = !(rng_draw::halfToFloat(a.as<uint16_t>()[0], rng_draw::kF16) <=
                rng_draw::halfToFloat(b.as<uint16_t>()[0], rng_draw::kF16));
      break;
    case ElementType::BF16:
      empty = !(rng_draw::halfToFloat(a.as<uint16_t>()[0], rng_draw::kBF16) <=
                rng_draw::halfToFloat(b.as<uint16_t>()[0], rng_draw::kBF16));
      break;
    default:
      break;
    }
    if (empty)
      return op->emitError(rng_draw::getBoundsRefusal(/*integer=*/false));
  }

  switch (a.getElementType()) {
  case ElementType::F32:
    fillFloat<float>(out, distribution, a.as<float>()[0], b.as<float>()[0],
                     stream);
    break;
  case ElementType::F64:
    fillFloat<double>(out, distribution, a.as<double>()[0], b.as<double>()[0],
                      stream);
    break;
  case ElementType::F16:
    fillHalf(out, distribution, a.as<uint16_t>()[0], b.as<uint16_t>()[0],
             rng_draw::kF16, stream);
    break;
  case ElementType::BF16:
    fillHalf(out, distribution, a.as<uint16_t>()[0], b.as<uint16_t>()[0],
             rng_draw::kBF16, stream);
    break;
  default:
    // pred and the integers, in their storage type (s4 in int8_t, whose
    // values in [a, b) are in the type's range).
    if (failed(visitElementType(
            a.getElementType(), [&](auto tag) -> LogicalResult {
              using K = typename decltype(tag)::type;
              using S = typename K::S;
              if constexpr (K::kClass == kPred || K::kClass == kInt)
                return fillInt<S>(op, out, a.as<S>()[0], b.as<S>()[0], stream);
              else if constexpr (IsSmallFloatCodec<K>::value)
                return fillSmallFloat<K>(op, out, distribution, a.as<S>()[0],
                                         b.as<S>()[0], stream);
              else
                return op->emitError()
                       << "rng cannot draw "
                       << getElementTypeName(a.getElementType()) << " values";
            })))
      return failure();
  }
  results.push_back(std::move(out));
  return success();
}

//===----------------------------------------------------------------------===//
// rng_bit_generator
//===----------------------------------------------------------------------===//

static uint32_t rotl32(uint32_t v, int r) { return (v << r) | (v >> (32 - r)); }

/// Threefry-2x32 with 20 rounds (Random123, XLA, JAX).
static void threefry2x32(uint32_t key0, uint32_t key1, uint32_t &x0,
                         uint32_t &x1) {
  static const int rotations[8] = {13, 15, 26, 6, 17, 29, 16, 24};
  uint32_t ks[3] = {key0, key1, 0x1BD11BDAu ^ key0 ^ key1};
  x0 += ks[0];
  x1 += ks[1];
  for (int block = 0; block < 5; ++block) {
    const int *rot = rotations + (block % 2) * 4;
    for (int r = 0; r < 4; ++r) {
      x0 += x1;
      x1 = rotl32(x1, rot[r]);
      x1 ^= x0;
    }
    x0 += ks[(block + 1) % 3];
    x1 += ks[(block + 2) % 3] + static_cast<uint32_t>(block + 1);
  }
}

/// Philox-4x32 with 10 rounds (Random123, XLA's Philox4x32).
static void philox4x32(uint32_t key0, uint32_t key1, uint32_t x[4]) {
  for (int round = 0; round < 10; ++round) {
    uint64_t p0 = static_cast<uint64_t>(x[0]) * 0xD2511F53u;
    uint64_t p1 = static_cast<uint64_t>(x[2]) * 0xCD9E8D57u;
    uint32_t y0 = static_cast<uint32_t>(p1 >> 32) ^ x[1] ^ key0;
    uint32_t y2 = static_cast<uint32_t>(p0 >> 32) ^ x[3] ^ key1;
    x[0] = y0;
    x[1] = static_cast<uint32_t>(p1);
    x[2] = y2;
    x[3] = static_cast<uint32_t>(p0);
    key0 += 0x9E3779B9u;
    key1 += 0xBB67AE85u;
  }
}

template <typename T>
static void storeBits(Literal &out, int64_t index, uint64_t bits) {
  out.as<T>()[index] = static_cast<T>(bits);
}

static LogicalResult rngBitGeneratorKernel(Operation *op,
                                           ArrayRef<const RtValue *> operands,
                                           std::vector<RtValue> &results,
                                           KernelContext &) {
  auto generator = cast<hlo::RngBitGeneratorOp>(op);
  const Literal &state = operands[0]->getArray();
  hlo::RngAlgorithm algorithm = generator.getRngAlgorithm();
  uint64_t key = state.as<uint64_t>()[0];
  uint64_t counter = state.as<uint64_t>()[1];
  uint32_t key0 = static_cast<uint32_t>(key),
           key1 = static_cast<uint32_t>(key >> 32);
  bool threeFry = algorithm == hlo::RngAlgorithm::THREE_FRY;

  auto outputType = cast<RankedTensorType>(generator.getOutput().getType());
  std::optional<ElementType> type =
      getElementTypeFromMlir(outputType.getElementType());
  if (!type)
    return op->emitError("rng_bit_generator: unsupported output type");
  Literal out(*type, outputType.getShape());
  int64_t n = out.getNumElements();
  size_t width = getElementTypeByteSize(*type);
  if (!threeFry) {
    // PHILOX (and DEFAULT, which XLA's CPU and GPU compilers expand as
    // PHILOX): a 128-bit counter [lo, hi] = state[1..3) for 3 words, and
    // [state[1], state[0]] for 2 words (XLA reverses the state).
    bool threeWords = state.getNumElements() >= 3;
    uint64_t lo = counter, hi = threeWords ? state.as<uint64_t>()[2] : key;
    // 32-bit words needed: 2 per 64-bit element, 1 otherwise (narrow
    // outputs are the 32-bit outputs truncated).
    int64_t words = width == 8 ? 2 * n : n;
    int64_t blocks = (words + 3) / 4;
    for (int64_t i = 0; i < blocks; ++i) {
      uint64_t blockLo = lo + static_cast<uint64_t>(i);
      uint64_t blockHi = hi + (blockLo < lo ? 1 : 0);
      uint32_t x[4] = {
          static_cast<uint32_t>(blockLo), static_cast<uint32_t>(blockLo >> 32),
          static_cast<uint32_t>(blockHi), static_cast<uint32_t>(blockHi >> 32)};
      philox4x32(key0, key1, x);
      if (width == 8) {
        for (int64_t w = 0; w < 2 && 2 * i + w < n; ++w)
          out.as<uint64_t>()[2 * i + w] =
              static_cast<uint64_t>(x[2 * w]) |
              (static_cast<uint64_t>(x[2 * w + 1]) << 32);
        continue;
      }
      for (int64_t w = 0; w < 4 && 4 * i + w < n; ++w) {
        int64_t index = 4 * i + w;
        if (width == 4)
          storeBits<uint32_t>(out, index, x[w]);
        else if (width == 2)
          storeBits<uint16_t>(out, index, x[w]);
        else
          storeBits<uint8_t>(out, index, x[w]);
      }
    }
    uint64_t newLo = lo + static_cast<uint64_t>(blocks);
    uint64_t newHi = hi + (newLo < lo ? 1 : 0);
    Literal newState = state.clone();
    newState.as<uint64_t>()[1] = newLo;
    if (threeWords)
      newState.as<uint64_t>()[2] = newHi;
    out.wrapSubByteIntegers(); // s2..u4: the word's low bits, as XLA converts
    results.push_back(std::move(newState));
    results.push_back(std::move(out));
    return success();
  }

  uint64_t advance;
  if (width == 8) {
    for (int64_t j = 0; j < n; ++j) {
      uint64_t input = counter + static_cast<uint64_t>(j);
      uint32_t x0 = static_cast<uint32_t>(input),
               x1 = static_cast<uint32_t>(input >> 32);
      threefry2x32(key0, key1, x0, x1);
      out.as<uint64_t>()[j] =
          static_cast<uint64_t>(x0) | (static_cast<uint64_t>(x1) << 32);
    }
    advance = n;
  } else {
    // XLA's SplitShapeIntoHalves: split the first even dimension (else the
    // first largest one) s into ceil(d_s / 2) halves; half element
    // (o, h, k) gets the row-major counter offset (o * hs + h) * inner + k
    // and its two words go to indices 2h and 2h + 1 of dimension s.
    ArrayRef<int64_t> shape = out.getShape();
    int64_t split = -1;
    for (int64_t i = 0, e = shape.size(); i < e && split < 0; ++i)
      if (shape[i] % 2 == 0)
        split = i;
    if (split < 0)
      for (int64_t i = 0, e = shape.size(); i < e; ++i)
        if (split < 0 || shape[i] > shape[split])
          split = i;
    int64_t outer = 1, inner = 1, size = 1;
    if (split >= 0) {
      size = shape[split];
      for (int64_t i = 0; i < split; ++i)
        outer *= shape[i];
      for (int64_t i = split + 1, e = shape.size(); i < e; ++i)
        inner *= shape[i];
    }
    int64_t halves = (size + 1) / 2;
    auto store = [&](int64_t index, uint32_t bits) {
      switch (width) {
      case 4:
        storeBits<uint32_t>(out, index, bits);
        break;
      case 2:
        storeBits<uint16_t>(out, index, bits);
        break;
      default:
        storeBits<uint8_t>(out, index, bits);
        break;
      }
    };
    for (int64_t o = 0; o < outer; ++o)
      for (int64_t h = 0; h < halves; ++h)
        for (int64_t k = 0; k < inner; ++k) {
          uint64_t input =
              counter + static_cast<uint64_t>((o * halves + h) * inner + k);
          uint32_t x0 = static_cast<uint32_t>(input),
                   x1 = static_cast<uint32_t>(input >> 32);
          threefry2x32(key0, key1, x0, x1);
          store((o * size + 2 * h) * inner + k, x0);
          if (2 * h + 1 < size)
            store((o * size + 2 * h + 1) * inner + k, x1);
        }
    advance = outer * halves * inner;
  }
  Literal newState = state.clone();
  newState.as<uint64_t>()[1] = counter + advance;
  out.wrapSubByteIntegers(); // s2..u4: the word's low bits, as XLA converts
  results.push_back(std::move(newState));
  results.push_back(std::move(out));
  return success();
}

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//

template <typename Op> static Kernel groupedIdentityKernel() {
  return [](Operation *op, ArrayRef<const RtValue *> operands,
            std::vector<RtValue> &results, KernelContext &) -> LogicalResult {
    if (failed(checkSingleDevice(op, cast<Op>(op).getReplicaGroups())))
      return failure();
    for (const RtValue *operand : operands)
      results.push_back(*operand);
    return success();
  };
}

static LogicalResult allToAllKernel(Operation *op,
                                    ArrayRef<const RtValue *> operands,
                                    std::vector<RtValue> &results,
                                    KernelContext &) {
  auto allToAll = cast<hlo::AllToAllOp>(op);
  if (std::optional<int64_t> count = allToAll.getSplitCount())
    if (*count != 1)
      return failMultiDevice(op, *count);
  if (!allToAll.getSplitCount() && operands.size() != 1)
    return failMultiDevice(op, operands.size());
  if (failed(checkSingleDevice(op, allToAll.getReplicaGroups())))
    return failure();
  for (const RtValue *operand : operands)
    results.push_back(*operand);
  return success();
}

static LogicalResult collectivePermuteKernel(Operation *op,
                                             ArrayRef<const RtValue *> operands,
                                             std::vector<RtValue> &results,
                                             KernelContext &) {
  // collective_permute's and collective_permute_start's.
  ArrayRef<int64_t> pairs =
      op->getAttrOfType<DenseI64ArrayAttr>("source_target_pairs").asArrayRef();
  bool selfPair = false;
  int64_t devices = 1;
  for (int64_t id : pairs)
    devices = std::max(devices, id + 1);
  if (devices > 1)
    return op->emitError() << "source-target pairs naming " << devices
                           << " devices need a replicated run (xhlo-run "
                              "--replicas=N, Executable::runReplicated); this "
                              "run has one replica";
  selfPair = !pairs.empty();
  if (selfPair) {
    results.push_back(*operands[0]);
    return success();
  }
  // No pair targets replica 0: it receives zeros.
  const Literal &operand = operands[0]->getArray();
  results.push_back(Literal(operand.getElementType(), operand.getShape()));
  return success();
}

static LogicalResult raggedAllToAllKernel(Operation *op,
                                          ArrayRef<const RtValue *> operands,
                                          std::vector<RtValue> &results,
                                          KernelContext &) {
  if (failed(checkSingleDevice(
          op, cast<hlo::RaggedAllToAllOp>(op).getReplicaGroups())))
    return failure();
  const Literal &input = operands[0]->getArray();
  const Literal &output = operands[1]->getArray();
  const Literal &inputOffsets = operands[2]->getArray();
  const Literal &sendSizes = operands[3]->getArray();
  const Literal &outputOffsets = operands[4]->getArray();
  const Literal &recvSizes = operands[5]->getArray();
  if (input.getRank() == 0 || output.getRank() == 0)
    return op->emitError("ragged_all_to_all needs input and output of rank "
                         ">= 1");
  int64_t inRows = input.getShape()[0], outRows = output.getShape()[0];
  size_t rowBytes = inRows ? input.getSizeInBytes() / inRows : 0;
  if (outRows && output.getSizeInBytes() / outRows != rowBytes)
    return op->emitError("ragged_all_to_all input and output rows differ");
  Literal result = output.clone();
  // With one participant, every update of this replica goes to itself.
  for (int64_t j = 0, e = inputOffsets.getNumElements(); j < e; ++j) {
    int64_t from = readInteger(inputOffsets, j),
            size = readInteger(sendSizes, j);
    int64_t to = readInteger(outputOffsets, j),
            recv = readInteger(recvSizes, j);
    if (size != recv)
      return op->emitError() << "ragged_all_to_all update " << j << " sends "
                             << size << " rows to this replica "
                             << "but receives " << recv;
    if (size < 0 || from < 0 || to < 0 || from > inRows - size ||
        to > outRows - size)
      return op->emitError() << "ragged_all_to_all update " << j << " (rows ["
                             << from << ", " << from + size << ") to [" << to
                             << ", " << to + size << ")) is out of bounds";
    if (size > 0)
      std::memcpy(static_cast<char *>(result.data()) + to * rowBytes,
                  static_cast<const char *>(input.data()) + from * rowBytes,
                  size * rowBytes);
  }
  results.push_back(std::move(result));
  return success();
}

//===----------------------------------------------------------------------===//
// Asynchronous forms
//===----------------------------------------------------------------------===//

/// The value of XLA's packing of `values`: the one value, or a tuple of
/// several (a variadic collective's shape).
static RtValue packValues(std::vector<RtValue> values) {
  if (values.size() == 1)
    return std::move(values.front());
  return RtValue::tuple(std::move(values));
}

/// The values of `value` unpacked one level (a done op's results).
static void unpackValue(const RtValue &value, std::vector<RtValue> &results) {
  if (value.isTuple())
    llvm::append_range(results, value.getElements());
  else
    results.push_back(value);
}

/// A zero value of `type` (an array, a token or a tuple of them): the
/// contexts of a start's tuple, which hold nothing the interpreter needs.
static RtValue zeroValue(Type type) {
  if (auto tuple = dyn_cast<TupleType>(type)) {
    std::vector<RtValue> elements;
    for (Type element : tuple.getTypes())
      elements.push_back(zeroValue(element));
    return RtValue::tuple(std::move(elements));
  }
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return RtValue::token();
  std::optional<ElementType> element =
      getElementTypeFromMlir(tensor.getElementType());
  assert(element && "the verifier admits XLA element types only");
  return Literal(*element, tensor.getShape());
}

/// Appends zero values for the elements of the tuple `type` from `from` on.
static void appendContexts(Type type, size_t from,
                           std::vector<RtValue> &elements) {
  auto tuple = cast<TupleType>(type);
  for (size_t i = from; i < tuple.size(); ++i)
    elements.push_back(zeroValue(tuple.getType(i)));
}

/// How a -start op's tuple is made from its operands and what its
/// synchronous form computed.
using StartPacker = std::function<RtValue(
    Operation *, ArrayRef<const RtValue *>, std::vector<RtValue>)>;

/// A -start op's kernel: the collective computed at the start, as its
/// synchronous form does (through the run's exchange between replicas when
/// it has one, else `alone`), and packed by `pack` into XLA's start shape;
/// the done only unpacks it. XLA's runtimes may overlap the transfer with
/// the ops between start and done; one replica of the interpreter runs its
/// ops in order, so performing it at the start gives the same values (the
/// operands are immutable) and the same rendezvous order as the
/// synchronous form.
static Kernel startKernel(Kernel alone, StartPacker pack) {
  return [alone = std::move(alone), pack = std::move(pack)](
             Operation *op, ArrayRef<const RtValue *> operands,
             std::vector<RtValue> &results,
             KernelContext &context) -> LogicalResult {
    std::vector<RtValue> computed;
    Collectives *collectives = context.getCollectives();
    if (failed(collectives ? collectives->run(op, operands, computed, context)
                           : alone(op, operands, computed, context)))
      return failure();
    results.push_back(pack(op, operands, std::move(computed)));
    return success();
  };
}

/// A done op's kernel: element `index` of its operand's tuple (or the
/// operand itself, for all_reduce_done, when `index` is none), unpacked one
/// level when `unpack`.
static Kernel doneKernel(std::optional<size_t> index, bool unpack) {
  return [index, unpack](Operation *, ArrayRef<const RtValue *> operands,
                         std::vector<RtValue> &results, KernelContext &) {
    const RtValue &value =
        index ? operands[0]->getElements()[*index] : *operands[0];
    if (unpack)
      unpackValue(value, results);
    else
      results.push_back(value);
    return success();
  };
}

/// async_start: runs the wrapped computation on the operands at once (a
/// collective inside it goes through the run's exchange like any other)
/// and returns ((operands), result, context...).
static LogicalResult asyncStartKernel(Operation *op,
                                      ArrayRef<const RtValue *> operands,
                                      std::vector<RtValue> &results,
                                      KernelContext &context) {
  auto start = cast<hlo::AsyncStartOp>(op);
  FailureOr<std::vector<RtValue>> returned =
      runCallee(op, start.getCallsAttr(), operands, context);
  if (failed(returned))
    return failure();
  std::vector<RtValue> arguments;
  for (const RtValue *operand : operands)
    arguments.push_back(*operand);
  std::vector<RtValue> elements;
  elements.push_back(RtValue::tuple(std::move(arguments)));
  elements.push_back(packValues(std::move(*returned)));
  appendContexts(start.getType(), 2, elements);
  results.push_back(RtValue::tuple(std::move(elements)));
  return success();
}

static void registerAsyncKernels(KernelRegistry &registry) {
  registry.add(hlo::AllReduceStartOp::getOperationName(),
               startKernel(groupedIdentityKernel<hlo::AllReduceStartOp>(),
                           [](Operation *, ArrayRef<const RtValue *>,
                              std::vector<RtValue> reduced) {
                             return packValues(std::move(reduced));
                           }));
  registry.add(hlo::AllReduceDoneOp::getOperationName(),
               doneKernel(std::nullopt, /*unpack=*/true));

  registry.add(hlo::AllGatherStartOp::getOperationName(),
               startKernel(groupedIdentityKernel<hlo::AllGatherStartOp>(),
                           [](Operation *, ArrayRef<const RtValue *> operands,
                              std::vector<RtValue> gathered) {
                             std::vector<RtValue> inputs;
                             for (const RtValue *operand : operands)
                               inputs.push_back(*operand);
                             return RtValue::tuple(
                                 {packValues(std::move(inputs)),
                                  packValues(std::move(gathered))});
                           }));
  registry.add(hlo::AllGatherDoneOp::getOperationName(),
               doneKernel(1, /*unpack=*/true));

  registry.add(hlo::CollectivePermuteStartOp::getOperationName(),
               startKernel(collectivePermuteKernel,
                           [](Operation *op, ArrayRef<const RtValue *> operands,
                              std::vector<RtValue> permuted) {
                             std::vector<RtValue> elements{
                                 *operands[0], std::move(permuted[0])};
                             appendContexts(op->getResult(0).getType(), 2,
                                            elements);
                             return RtValue::tuple(std::move(elements));
                           }));
  registry.add(hlo::CollectivePermuteDoneOp::getOperationName(),
               doneKernel(1, /*unpack=*/false));

  // copy-start's destination and source are the operand (values are
  // immutable); copy-done returns the destination.
  registry.add(hlo::CopyStartOp::getOperationName(),
               [](Operation *op, ArrayRef<const RtValue *> operands,
                  std::vector<RtValue> &results, KernelContext &) {
                 std::vector<RtValue> elements{*operands[0], *operands[0]};
                 appendContexts(op->getResult(0).getType(), 2, elements);
                 results.push_back(RtValue::tuple(std::move(elements)));
                 return success();
               });
  registry.add(hlo::CopyDoneOp::getOperationName(),
               doneKernel(0, /*unpack=*/false));

  registry.add(hlo::AsyncStartOp::getOperationName(), asyncStartKernel);
  registry.add(hlo::AsyncUpdateOp::getOperationName(), identityKernel());
  registry.add(hlo::AsyncDoneOp::getOperationName(),
               doneKernel(1, /*unpack=*/false));
}

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

void xhlo::interp::registerMiscKernels(KernelRegistry &registry) {
  auto idKernel = [](unsigned (KernelContext::*id)() const) -> Kernel {
    return [id](Operation *, ArrayRef<const RtValue *>,
                std::vector<RtValue> &results, KernelContext &context) {
      Literal out(ElementType::U32, {});
      out.as<uint32_t>()[0] = (context.*id)();
      results.push_back(std::move(out));
      return success();
    };
  };
  registry.add(hlo::ReplicaIdOp::getOperationName(),
               idKernel(&KernelContext::getReplicaId));
  registry.add(hlo::PartitionIdOp::getOperationName(),
               idKernel(&KernelContext::getPartitionId));

  // add_dependency returns its value (not the token); domain is identity.
  registry.add(hlo::AddDependencyOp::getOperationName(),
               [](Operation *, ArrayRef<const RtValue *> operands,
                  std::vector<RtValue> &results, KernelContext &) {
                 results.push_back(*operands[0]);
                 return success();
               });
  registry.add(hlo::DomainOp::getOperationName(), identityKernel());

  // Collectives: the run's exchange between replicas when it has one,
  // else one replica alone.
  auto collective = [&](StringRef name, Kernel alone) {
    registry.add(name,
                 [alone = std::move(alone)](
                     Operation *op, ArrayRef<const RtValue *> operands,
                     std::vector<RtValue> &results, KernelContext &context) {
                   if (Collectives *collectives = context.getCollectives())
                     return collectives->run(op, operands, results, context);
                   return alone(op, operands, results, context);
                 });
  };
  collective(hlo::AllReduceOp::getOperationName(),
             groupedIdentityKernel<hlo::AllReduceOp>());
  collective(hlo::AllGatherOp::getOperationName(),
             groupedIdentityKernel<hlo::AllGatherOp>());
  collective(hlo::ReduceScatterOp::getOperationName(),
             groupedIdentityKernel<hlo::ReduceScatterOp>());
  collective(hlo::CollectiveBroadcastOp::getOperationName(),
             groupedIdentityKernel<hlo::CollectiveBroadcastOp>());
  collective(hlo::AllToAllOp::getOperationName(), allToAllKernel);
  collective(hlo::CollectivePermuteOp::getOperationName(),
             collectivePermuteKernel);
  collective(hlo::RaggedAllToAllOp::getOperationName(), raggedAllToAllKernel);
  registerAsyncKernels(registry);

  // Random numbers.
  registry.add(hlo::RngOp::getOperationName(), rngKernel);
  registry.add(hlo::RngBitGeneratorOp::getOperationName(),
               rngBitGeneratorKernel);
  registry.add(hlo::RngGetAndUpdateStateOp::getOperationName(),
               [](Operation *op, ArrayRef<const RtValue *>,
                  std::vector<RtValue> &results, KernelContext &context) {
                 int64_t delta =
                     cast<hlo::RngGetAndUpdateStateOp>(op).getDelta();
                 Literal out(ElementType::U64, {2});
                 auto [lo, hi] = context.getAndUpdateRngState(delta);
                 out.as<uint64_t>()[0] = lo;
                 out.as<uint64_t>()[1] = hi;
                 results.push_back(std::move(out));
                 return success();
               });

  // custom_call: the target registered from C++
  // (KernelRegistry::registerCustomCallTarget), or a clear error.
  registry.add(hlo::CustomCallOp::getOperationName(),
               [](Operation *op, ArrayRef<const RtValue *> operands,
                  std::vector<RtValue> &results,
                  KernelContext &context) -> LogicalResult {
                 StringRef target =
                     cast<hlo::CustomCallOp>(op).getCustomCallTarget();
                 std::optional<Kernel> kernel =
                     KernelRegistry::lookupCustomCallTarget(target);
                 if (!kernel)
                   return op->emitError()
                          << "no custom-call target '" << target
                          << "' is registered with the interpreter";
                 return (*kernel)(op, operands, results, context);
               });

  // Host and device communication: outfeed hands its data to the run's
  // outfeed handler (RunOptions::outfeed) as it runs; infeed has no queue.
  registry.add(hlo::InfeedOp::getOperationName(),
               failingKernel("the interpreter has no infeed queue"));
  registry.add(
      hlo::OutfeedOp::getOperationName(),
      [](Operation *op, ArrayRef<const RtValue *> operands,
         std::vector<RtValue> &results,
         KernelContext &context) -> LogicalResult {
        const OutfeedHandler *handler = context.getOutfeedHandler();
        if (!handler)
          return op->emitError()
                 << "'" << op->getName()
                 << "': the run has no outfeed receiver (xhlo-run "
                    "--outfeed prints each outfeed; from C++, set "
                    "RunOptions::outfeed)";
        auto outfeed = cast<hlo::OutfeedOp>(op);
        // The last operand is the token.
        if (failed((*handler)(op, operands.drop_back(),
                              outfeed.getOutfeedConfig().value_or(""))))
          return failure();
        results.push_back(RtValue::token());
        return success();
      });
  std::string noChannel =
      "the interpreter has no channels to send or receive over";
  registry.add(hlo::SendOp::getOperationName(), failingKernel(noChannel));
  registry.add(hlo::SendDoneOp::getOperationName(), failingKernel(noChannel));
  registry.add(hlo::RecvOp::getOperationName(), failingKernel(noChannel));
  registry.add(hlo::RecvDoneOp::getOperationName(), failingKernel(noChannel));
}
