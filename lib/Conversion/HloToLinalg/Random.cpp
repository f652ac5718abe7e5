//===- Random.cpp - hlo rng_bit_generator and rng to linalg ---------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file lowers hlo.rng_bit_generator to a linalg.generic over the
// output whose body computes each element's block of the generator from its
// position (the block is recomputed for each of its two or four words: no
// state between elements, so the loop is parallel), with exactly the bits of
// the interpreter's kernel (lib/Interpreter/Kernels/MiscKernels.cpp, XLA's
// RngBitGeneratorExpander):
//
// - THREE_FRY: Threefry-2x32, 20 rounds, key (lo32(key), hi32(key)); a
//   64-bit element j encrypts counter + j; 8- to 32-bit outputs split one
//   dimension s (the first even one, else the first largest) into halves:
//   element (o, p, k) takes word p % 2 of the block encrypting
//   counter + (o * halves + p / 2) * inner + k (XLA's ThreeFryRngBit32),
//   narrower types its low bits. The counter advances by the blocks used.
// - PHILOX and DEFAULT: Philox-4x32, 10 rounds, a 128-bit counter [lo, hi]
//   (state[1], state[2] for 3 words, state[1], state[0] for 2); block i
//   encrypts counter + i; 32-bit (and narrower) element j is word j % 4 of
//   block j / 4, 64-bit element j words 2w | 2w+1 << 32 of block j / 2
//   (w = j % 2). The counter advances by the blocks used (the high word
//   too for a 3-word state).
//
// hlo.rng (RNG_UNIFORM, RNG_NORMAL) draws the interpreter's values
// (xhlo/AotRuntime/RngDraw.h, one source for both) through the AOT
// runtime's scalar functions: per call of the op, one
// xhlo_aot_rng_stream(seed ^ position, call), then a linalg.generic whose
// body calls xhlo_aot_rng_<type>(distribution, a, b, stream, i) for its
// row-major index i. The position hash is the interpreter's, of the module
// as it came (annotateRngPositions, before anything moves the op), the seed
// the pass's `rng-seed`. `call` counts the op's calls within one call of the
// compiled function, as a fresh interpreter counts them in its first run:
// 0 for an op of a public function outside loops; otherwise a slot of an
// i64 counter table, one slot per op (per position: copies of one op share
// it), that the public function allocates on its stack, zeroed, and passes
// to the private functions that need it (an extra memref argument), so the
// code keeps no state between calls and threads do not share counters.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/AotRuntime/RngDraw.h"
#include "xhlo/AotRuntime/SmallFloatMath.h"
#include "xhlo/Conversion/HloToLinalg/HloToLinalg.h"
#include "xhlo/Dialect/Hlo/IR/HloAttrs.h"
#include "xhlo/Dialect/Hlo/IR/HloOps.h"
#include "xhlo/Dialect/Hlo/IR/HloRandom.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/LoopLikeInterface.h"

using namespace mlir;
using namespace xhlo;
using namespace xhlo::hlo_to_linalg;

/// On an hlo.rng: the hash of its position in the module as it came
/// (annotateRngPositions); on the placeholder calls of its call count too.
static constexpr llvm::StringLiteral kPositionAttr = "xhlo.rng_position";
/// On an hlo.rng during the pass: seed ^ position.
static constexpr llvm::StringLiteral kKeyAttr = "xhlo.rng_key";
/// The placeholder the rng pattern calls for the op's call count,
/// resolveRngCallCounts replaces.
static constexpr llvm::StringLiteral kCallCount = "__xhlo_rng_call_count";
static constexpr llvm::StringLiteral kStream = "xhlo_aot_rng_stream";
/// Called when the bounds passed in are ones the interpreter refuses.
static constexpr llvm::StringLiteral kBoundsFailed =
    "xhlo_aot_rng_bounds_failed";
static constexpr llvm::StringLiteral kSmallFloatDraw =
    "xhlo_aot_rng_small_float";
static constexpr llvm::StringLiteral kDrawFunctions[] = {
    "xhlo_aot_rng_f32",  "xhlo_aot_rng_f64",     "xhlo_aot_rng_f16",
    "xhlo_aot_rng_bf16", "xhlo_aot_rng_integer", kSmallFloatDraw};

/// The runtime function drawing elements of the signless `element`, or "".
static StringRef getDrawFunction(Type element) {
  if (element.isF32())
    return "xhlo_aot_rng_f32";
  if (element.isF64())
    return "xhlo_aot_rng_f64";
  if (element.isF16())
    return "xhlo_aot_rng_f16";
  if (element.isBF16())
    return "xhlo_aot_rng_bf16";
  if (element.isInteger(1) || element.isInteger(8) || element.isInteger(16) ||
      element.isInteger(32) || element.isInteger(64))
    return "xhlo_aot_rng_integer";
  return "";
}

/// The function type of the draw function `name`.
static FunctionType getDrawType(Builder &b, StringRef name) {
  Type i32 = b.getI32Type(), i64 = b.getI64Type();
  if (name == kSmallFloatDraw)
    return b.getFunctionType({i32, i32, i32, i32, i64, i64}, {i32});
  if (name == "xhlo_aot_rng_integer")
    return b.getFunctionType({i64, i64, i64, i64}, {i64});
  Type value = name == "xhlo_aot_rng_f32"   ? b.getF32Type()
               : name == "xhlo_aot_rng_f64" ? b.getF64Type()
                                            : i32;
  return b.getFunctionType({i32, value, value, i64, i64}, {value});
}

namespace {

/// Shorthands for the i32/i64 arithmetic of the generators.
struct Bits {
  OpBuilder &b;
  Location loc;

  Value c32(uint32_t v) {
    return b.create<arith::ConstantIntOp>(loc, int64_t(v), 32);
  }
  Value c64(uint64_t v) {
    return b.create<arith::ConstantOp>(loc,
                                       b.getIntegerAttr(b.getI64Type(), v));
  }
  Value add(Value x, Value y) { return b.create<arith::AddIOp>(loc, x, y); }
  Value mul(Value x, Value y) { return b.create<arith::MulIOp>(loc, x, y); }
  Value xorI(Value x, Value y) { return b.create<arith::XOrIOp>(loc, x, y); }
  Value orI(Value x, Value y) { return b.create<arith::OrIOp>(loc, x, y); }
  Value shl(Value x, Value y) { return b.create<arith::ShLIOp>(loc, x, y); }
  Value shr(Value x, Value y) { return b.create<arith::ShRUIOp>(loc, x, y); }
  Value lo32(Value x) {
    return b.create<arith::TruncIOp>(loc, b.getI32Type(), x);
  }
  Value hi32(Value x) { return lo32(shr(x, c64(32))); }
  Value wide(Value x) {
    return b.create<arith::ExtUIOp>(loc, b.getI64Type(), x);
  }
  /// x0 | x1 << 32 of two i32 words.
  Value join(Value x0, Value x1) {
    return orI(wide(x0), shl(wide(x1), c64(32)));
  }
  Value rotl(Value v, int r) {
    return orI(shl(v, c32(r)), shr(v, c32(32 - r)));
  }
  Value select(Value p, Value x, Value y) {
    return b.create<arith::SelectOp>(loc, p, x, y);
  }
  Value index(Value x) {
    return b.create<arith::IndexCastUIOp>(loc, b.getI64Type(), x);
  }

  /// Threefry-2x32 with 20 rounds of the words (x0, x1).
  std::pair<Value, Value> threefry(Value key0, Value key1, Value x0, Value x1) {
    static const int rotations[8] = {13, 15, 26, 6, 17, 29, 16, 24};
    Value ks[3] = {key0, key1, xorI(xorI(c32(0x1BD11BDAu), key0), key1)};
    x0 = add(x0, ks[0]);
    x1 = add(x1, ks[1]);
    for (int block = 0; block < 5; ++block) {
      const int *rot = rotations + (block % 2) * 4;
      for (int r = 0; r < 4; ++r) {
        x0 = add(x0, x1);
        x1 = rotl(x1, rot[r]);
        x1 = xorI(x1, x0);
      }
      x0 = add(x0, ks[(block + 1) % 3]);
      x1 = add(x1, add(ks[(block + 2) % 3], c32(block + 1)));
    }
    return {x0, x1};
  }

  /// Philox-4x32 with 10 rounds of the words `x`.
  void philox(Value key0, Value key1, Value x[4]) {
    for (int round = 0; round < 10; ++round) {
      Value p0 = mul(wide(x[0]), c64(0xD2511F53u));
      Value p1 = mul(wide(x[2]), c64(0xCD9E8D57u));
      Value y0 = xorI(xorI(hi32(p1), x[1]), key0);
      Value y2 = xorI(xorI(hi32(p0), x[3]), key1);
      x[0] = y0;
      x[1] = lo32(p1);
      x[2] = y2;
      x[3] = lo32(p0);
      key0 = add(key0, c32(0x9E3779B9u));
      key1 = add(key1, c32(0xBB67AE85u));
    }
  }
};

/// A linalg.generic making `type` whose body `body` computes each element
/// from its row-major index and its index along each dimension (as i64).
Value buildIndexedGeneric(
    OpBuilder &builder, Location loc, RankedTensorType type,
    function_ref<Value(OpBuilder &, Location, Value, ArrayRef<Value>)> body) {
  int64_t rank = type.getRank();
  SmallVector<int64_t> strides = computeSuffixProduct(type.getShape());
  auto generic = builder.create<linalg::GenericOp>(
      loc, TypeRange{type}, ValueRange{},
      ValueRange{buildEmpty(builder, loc, type)},
      SmallVector<AffineMap>{builder.getMultiDimIdentityMap(rank)},
      SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
      [&](OpBuilder &gb, Location gl, ValueRange) {
        Bits s{gb, gl};
        Value linear = s.c64(0);
        SmallVector<Value> at;
        for (int64_t d = 0; d < rank; ++d) {
          at.push_back(s.index(gb.create<linalg::IndexOp>(gl, d)));
          linear = s.add(linear, s.mul(at.back(), s.c64(strides[d])));
        }
        gb.create<linalg::YieldOp>(gl, body(gb, gl, linear, at));
      });
  return generic.getResult(0);
}

struct RngBitGeneratorLowering : OpConversionPattern<hlo::RngBitGeneratorOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::RngBitGeneratorOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkOperandsAndResults(op)))
      return failure();
    auto outType = toSignless(cast<RankedTensorType>(op.getOutput().getType()));
    Type element = outType.getElementType();
    if (!element.isInteger(8) && !element.isInteger(16) &&
        !element.isInteger(32) && !element.isInteger(64))
      return refuse(op, "its output must have 8- to 64-bit integer elements");
    unsigned width = element.getIntOrFloatBitWidth();
    Value state = adaptor.getInitialState();
    auto stateType = cast<RankedTensorType>(state.getType());
    int64_t words = stateType.getNumElements();
    bool threeFry = op.getRngAlgorithm() == hlo::RngAlgorithm::THREE_FRY;
    if (!stateType.getElementType().isInteger(64) || stateType.getRank() != 1)
      return refuse(op, "its state must be a vector of u64 words");
    if (words < 2 || (!threeFry && words > 3))
      return refuse(op, "its state must have 2 words (3 for PHILOX at most)");
    Location loc = op.getLoc();
    Bits top{rewriter, loc};
    auto word = [&](int64_t i) -> Value {
      return rewriter.create<tensor::ExtractOp>(
          loc, state,
          ValueRange{rewriter.create<arith::ConstantIndexOp>(loc, i)});
    };
    Value key = word(0), counter = word(1);
    Value hi = threeFry ? Value() : (words == 3 ? word(2) : key);
    ArrayRef<int64_t> shape = outType.getShape();
    int64_t rank = outType.getRank();
    int64_t n = outType.getNumElements();

    // THREE_FRY's split dimension for 8- to 32-bit outputs.
    int64_t split = -1, halves = 1, inner = 1, size = 1;
    if (threeFry && width < 64) {
      for (int64_t d = 0; d < rank && split < 0; ++d)
        if (shape[d] % 2 == 0)
          split = d;
      if (split < 0)
        for (int64_t d = 0; d < rank; ++d)
          if (split < 0 || shape[d] > shape[split])
            split = d;
      if (split >= 0) {
        size = shape[split];
        for (int64_t d = split + 1; d < rank; ++d)
          inner *= shape[d];
      }
      halves = (size + 1) / 2;
    }
    Value output = buildIndexedGeneric(
        rewriter, loc, outType,
        [&](OpBuilder &gb, Location gl, Value linear,
            ArrayRef<Value> at) -> Value {
          Bits s{gb, gl};
          // The element's index along the split dimension.
          Value along = split >= 0 ? at[split] : s.c64(0);
          Value key0 = s.lo32(key), key1 = s.hi32(key);
          Value bits;
          if (threeFry && width == 64) {
            Value input = s.add(counter, linear);
            auto [x0, x1] =
                s.threefry(key0, key1, s.lo32(input), s.hi32(input));
            bits = s.join(x0, x1);
          } else if (threeFry) {
            // (o, p, k) with p along the split dimension: the block of
            // (o * halves + p / 2) * inner + k; word p % 2.
            Value outerIndex =
                gb.create<arith::DivUIOp>(gl, linear, s.c64(size * inner));
            Value k = gb.create<arith::RemUIOp>(gl, linear, s.c64(inner));
            Value h = gb.create<arith::DivUIOp>(gl, along, s.c64(2));
            Value block = s.add(
                s.mul(s.add(s.mul(outerIndex, s.c64(halves)), h), s.c64(inner)),
                k);
            Value input = s.add(counter, block);
            auto [x0, x1] =
                s.threefry(key0, key1, s.lo32(input), s.hi32(input));
            Value odd = gb.create<arith::CmpIOp>(
                gl, arith::CmpIPredicate::ne,
                gb.create<arith::RemUIOp>(gl, along, s.c64(2)), s.c64(0));
            bits = s.select(odd, x1, x0);
          } else {
            int64_t perBlock = width == 64 ? 2 : 4;
            Value block =
                gb.create<arith::DivUIOp>(gl, linear, s.c64(perBlock));
            Value w = gb.create<arith::RemUIOp>(gl, linear, s.c64(perBlock));
            Value blockLo = s.add(counter, block);
            Value carry = gb.create<arith::CmpIOp>(
                gl, arith::CmpIPredicate::ult, blockLo, counter);
            Value blockHi = s.add(
                hi, gb.create<arith::ExtUIOp>(gl, gb.getI64Type(), carry));
            Value x[4] = {s.lo32(blockLo), s.hi32(blockLo), s.lo32(blockHi),
                          s.hi32(blockHi)};
            s.philox(key0, key1, x);
            auto pick = [&](ArrayRef<Value> values) {
              Value chosen = values.back();
              for (int64_t i = int64_t(values.size()) - 2; i >= 0; --i)
                chosen =
                    s.select(gb.create<arith::CmpIOp>(
                                 gl, arith::CmpIPredicate::eq, w, s.c64(i)),
                             values[i], chosen);
              return chosen;
            };
            bits = width == 64 ? pick({s.join(x[0], x[1]), s.join(x[2], x[3])})
                               : pick({x[0], x[1], x[2], x[3]});
          }
          if (bits.getType() != element)
            bits = gb.create<arith::TruncIOp>(gl, element, bits);
          // s2..u4 keep the word's low bits, as the interpreter (a small
          // float's byte is its code, as there).
          Type hloElement = getElementTypeOrSelf(op.getOutput().getType());
          if (isa<IntegerType>(computeElement(hloElement)) &&
              computeElement(hloElement) != element)
            bits = buildStore(gb, gl, hloElement,
                              buildLoad(gb, gl, hloElement, bits));
          return bits;
        });

    // The next state: the counter advanced by the blocks used.
    int64_t blocks;
    if (threeFry)
      blocks = width == 64 ? n : (n == 0 ? 0 : n / size * halves);
    else
      blocks = ((width == 64 ? 2 * n : n) + 3) / 4;
    Value newCounter = top.add(counter, top.c64(uint64_t(blocks)));
    Value next = rewriter.create<tensor::InsertOp>(
        loc, newCounter, state,
        ValueRange{rewriter.create<arith::ConstantIndexOp>(loc, 1)});
    if (!threeFry && words == 3) {
      Value carry = rewriter.create<arith::CmpIOp>(
          loc, arith::CmpIPredicate::ult, newCounter, counter);
      Value newHi = top.add(hi, rewriter.create<arith::ExtUIOp>(
                                    loc, rewriter.getI64Type(), carry));
      next = rewriter.create<tensor::InsertOp>(
          loc, newHi, next,
          ValueRange{rewriter.create<arith::ConstantIndexOp>(loc, 2)});
    }
    rewriter.replaceOp(op, {next, output});
    return success();
  }
};

/// The code of the constant `value` of a float of at most 8 bits (an
/// hlo.constant), or -1.
static int32_t getSmallFloatCode(Value value) {
  auto constant = value.getDefiningOp<hlo::ConstantOp>();
  if (!constant)
    return -1;
  if (auto bits = dyn_cast<hlo::FloatBitsAttr>(constant.getValue()))
    return bits.getElementBits().empty() ? -1 : bits.getElementBits()[0];
  auto dense = dyn_cast<DenseElementsAttr>(constant.getValue());
  if (!dense || !dense.isSplat())
    return -1;
  auto element = dyn_cast<FloatAttr>(dense.getSplatValue<Attribute>());
  if (!element)
    return -1;
  return static_cast<int32_t>(
      element.getValue().bitcastToAPInt().getZExtValue());
}

/// The splat value of the constant `value` (an hlo.constant, or the
/// arith.constant it became), or null.
static Attribute getConstantScalar(Value original, Value converted) {
  Attribute value;
  if (auto constant = original.getDefiningOp<hlo::ConstantOp>())
    value = constant.getValue();
  else if (auto constant = converted.getDefiningOp<arith::ConstantOp>())
    value = constant.getValue();
  auto dense = dyn_cast_or_null<DenseElementsAttr>(value);
  if (!dense || !dense.isSplat())
    return {};
  return dense.getSplatValue<Attribute>();
}

struct RngLowering : OpConversionPattern<hlo::RngOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::RngOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkOperandsAndResults(op)))
      return failure();
    auto type = toSignless(cast<RankedTensorType>(op.getType()));
    Type element = type.getElementType();
    Type hloElement = getElementTypeOrSelf(op.getA().getType());
    std::optional<int32_t> smallFloat = getSmallFloatPrimitive(hloElement);
    StringRef draw =
        smallFloat ? StringRef(kSmallFloatDraw) : getDrawFunction(element);
    if (draw.empty())
      return refuse(op, "its elements are neither floats of 16 to 64 bits, "
                        "integers of 8 to 64 bits nor pred");
    auto key = op->getAttrOfType<IntegerAttr>(kKeyAttr);
    auto position = op->getAttrOfType<IntegerAttr>(kPositionAttr);
    if (!key || !position)
      return refuse(op, "it has no position (internal error)");
    bool normal = op.getRngDistribution() == hlo::RngDistribution::NORMAL;
    bool integer = isa<IntegerType>(element) && !smallFloat;
    bool isUnsigned = hloElement.isUnsignedInteger() || element.isInteger(1);

    // Bounds known now that the interpreter refuses: refused here too (its
    // messages). Integers draw uniformly whatever the distribution, and are
    // checked even when empty, as the interpreter does.
    Attribute a = getConstantScalar(op.getA(), adaptor.getA());
    Attribute b = getConstantScalar(op.getB(), adaptor.getB());
    if (smallFloat) {
      // Decoded through the interpreter's tables.
      int32_t x = getSmallFloatCode(op.getA()),
              y = getSmallFloatCode(op.getB());
      const std::array<uint32_t, 256> *values =
          small_float::getValueBits(*smallFloat);
      auto decode = [&](int32_t code) {
        return llvm::bit_cast<float>((*values)[static_cast<uint8_t>(code)]);
      };
      if (values && x >= 0 && y >= 0 && !normal && type.getNumElements() > 0 &&
          !(decode(x) <= decode(y)))
        return refuse(op, rng_draw::getBoundsRefusal(/*integer=*/false));
    } else if (isa_and_nonnull<IntegerAttr>(a) &&
               isa_and_nonnull<IntegerAttr>(b) && integer) {
      APInt x = cast<IntegerAttr>(a).getValue();
      APInt y = cast<IntegerAttr>(b).getValue();
      if (isUnsigned ? !x.ult(y) : !x.slt(y))
        return refuse(op, rng_draw::getBoundsRefusal(/*integer=*/true) +
                              Twine(", got a = ") +
                              Twine(isUnsigned ? int64_t(x.getZExtValue())
                                               : x.getSExtValue()) +
                              " and b = " +
                              Twine(isUnsigned ? int64_t(y.getZExtValue())
                                               : y.getSExtValue()));
    } else if (isa_and_nonnull<FloatAttr>(a) && isa_and_nonnull<FloatAttr>(b) &&
               !normal && type.getNumElements() > 0) {
      APFloat x = cast<FloatAttr>(a).getValue();
      APFloat y = cast<FloatAttr>(b).getValue();
      APFloat::cmpResult order = x.compare(y);
      if (order != APFloat::cmpLessThan && order != APFloat::cmpEqual)
        return refuse(op, rng_draw::getBoundsRefusal(/*integer=*/false));
    }

    Location loc = op.getLoc();
    Type i32 = rewriter.getI32Type(), i64 = rewriter.getI64Type();
    // The bounds as the draw function takes them.
    auto bound = [&](Value tensor) -> Value {
      Value value =
          rewriter.create<tensor::ExtractOp>(loc, tensor, ValueRange{});
      if (smallFloat)
        return rewriter.create<arith::ExtUIOp>(loc, i32, value);
      if (element.isF16() || element.isBF16())
        return rewriter.create<arith::ExtUIOp>(
            loc, i32,
            rewriter.create<arith::BitcastOp>(loc, rewriter.getI16Type(),
                                              value));
      if (integer && !element.isInteger(64))
        return isUnsigned ? rewriter.create<arith::ExtUIOp>(loc, i64, value)
                                .getResult()
                          : rewriter.create<arith::ExtSIOp>(loc, i64, value)
                                .getResult();
      return value;
    };
    Value lo = bound(adaptor.getA()), hi = bound(adaptor.getB());
    // Bounds not known now: checked as the interpreter checks them, once per
    // call of the op. Bounds it refuses make the call fail
    // (xhlo_aot_rng_bounds_failed records XHLO_AOT_INVALID_ARGUMENT, and
    // the compiled function returns it before anything else runs).
    bool constantBounds = smallFloat ? getSmallFloatCode(op.getA()) >= 0 &&
                                           getSmallFloatCode(op.getB()) >= 0
                                     : a && b;
    if (!constantBounds &&
        (integer || (!normal && type.getNumElements() > 0))) {
      Value x =
          rewriter.create<tensor::ExtractOp>(loc, adaptor.getA(), ValueRange{});
      Value y =
          rewriter.create<tensor::ExtractOp>(loc, adaptor.getB(), ValueRange{});
      Value ok;
      if (integer) {
        ok = rewriter.create<arith::CmpIOp>(
            loc,
            isUnsigned ? arith::CmpIPredicate::ult : arith::CmpIPredicate::slt,
            x, y);
      } else {
        if (smallFloat) {
          x = buildLoad(rewriter, loc, hloElement, x);
          y = buildLoad(rewriter, loc, hloElement, y);
        }
        ok = rewriter.create<arith::CmpFOp>(loc, arith::CmpFPredicate::OLE, x,
                                            y);
      }
      Value refused = rewriter.create<arith::XOrIOp>(
          loc, ok, rewriter.create<arith::ConstantIntOp>(loc, 1, 1));
      rewriter.create<scf::IfOp>(loc, refused, [&](OpBuilder &ib, Location il) {
        Value kind = ib.create<arith::ConstantIntOp>(il, integer, 32);
        ib.create<func::CallOp>(il, kBoundsFailed, TypeRange{},
                                ValueRange{kind});
        ib.create<scf::YieldOp>(il);
      });
    }
    // The stream of this call of the op.
    auto count = rewriter.create<func::CallOp>(loc, kCallCount, TypeRange{i64},
                                               ValueRange{});
    count->setAttr(kPositionAttr, position);
    Value seedXorPosition = rewriter.create<arith::ConstantOp>(
        loc, rewriter.getIntegerAttr(i64, key.getValue()));
    Value stream = rewriter
                       .create<func::CallOp>(
                           loc, kStream, TypeRange{i64},
                           ValueRange{seedXorPosition, count.getResult(0)})
                       .getResult(0);
    Value distribution;
    if (!integer)
      distribution = rewriter.create<arith::ConstantIntOp>(loc, normal, 32);

    FunctionType drawType = getDrawType(rewriter, draw);
    Value output = buildIndexedGeneric(
        rewriter, loc, type,
        [&](OpBuilder &gb, Location gl, Value linear, ArrayRef<Value>) {
          SmallVector<Value> args;
          if (smallFloat)
            args.push_back(
                gb.create<arith::ConstantIntOp>(gl, *smallFloat, 32));
          if (!integer)
            args.push_back(distribution);
          args.append({lo, hi, stream, linear});
          Value value =
              gb.create<func::CallOp>(gl, draw, drawType.getResults(), args)
                  .getResult(0);
          if (smallFloat)
            value = gb.create<arith::TruncIOp>(gl, element, value);
          else if (element.isF16() || element.isBF16())
            value = gb.create<arith::BitcastOp>(
                gl, element,
                gb.create<arith::TruncIOp>(gl, gb.getI16Type(), value));
          else if (integer && !element.isInteger(64))
            value = gb.create<arith::TruncIOp>(gl, element, value);
          return value;
        });
    rewriter.replaceOp(op, output);
    return success();
  }
};

} // namespace

bool hlo_to_linalg::isRandomLowered(Operation *op) {
  return isa<hlo::RngBitGeneratorOp, hlo::RngOp>(op);
}

void hlo_to_linalg::populateRandomPatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    ConversionTarget &target) {
  patterns.add<RngBitGeneratorLowering, RngLowering>(typeConverter,
                                                     patterns.getContext());
  target.addLegalDialect<arith::ArithDialect, func::FuncDialect,
                         linalg::LinalgDialect, tensor::TensorDialect>();
}

//===----------------------------------------------------------------------===//
// rng's positions, keys and call counts
//===----------------------------------------------------------------------===//

void xhlo::annotateRngPositions(ModuleOp module) {
  Builder builder(module.getContext());
  module.walk([&](hlo::RngOp op) {
    if (!op->hasAttr(kPositionAttr))
      op->setAttr(kPositionAttr, builder.getI64IntegerAttr(static_cast<int64_t>(
                                     hlo::getRngPositionHash(op))));
  });
}

bool hlo_to_linalg::prepareRngOps(ModuleOp module, uint64_t seed) {
  annotateRngPositions(module);
  Builder builder(module.getContext());
  bool any = false;
  module.walk([&](hlo::RngOp op) {
    uint64_t position = static_cast<uint64_t>(
        op->getAttrOfType<IntegerAttr>(kPositionAttr).getInt());
    op->setAttr(kKeyAttr, builder.getI64IntegerAttr(
                              static_cast<int64_t>(seed ^ position)));
    any = true;
  });
  if (!any)
    return false;
  OpBuilder declare = OpBuilder::atBlockEnd(module.getBody());
  auto add = [&](StringRef name, FunctionType type) {
    if (!module.lookupSymbol(name))
      declare.create<func::FuncOp>(module.getLoc(), name, type).setPrivate();
  };
  Type i64 = declare.getI64Type();
  add(kCallCount, declare.getFunctionType({}, {i64}));
  add(kStream, declare.getFunctionType({i64, i64}, {i64}));
  add(kBoundsFailed, declare.getFunctionType({declare.getI32Type()}, {}));
  for (StringRef name : kDrawFunctions)
    add(name, getDrawType(declare, name));
  return true;
}

void hlo_to_linalg::eraseUnusedRngFunctions(ModuleOp module) {
  SmallVector<StringRef> names{kCallCount, kStream, kBoundsFailed};
  names.append(std::begin(kDrawFunctions), std::end(kDrawFunctions));
  for (StringRef name : names) {
    auto function = module.lookupSymbol<func::FuncOp>(name);
    if (function && function.isExternal() &&
        SymbolTable::symbolKnownUseEmpty(function, module))
      function.erase();
  }
}

/// Whether `op` may run more than once per run of its function: it is in
/// a loop.
static bool isInLoop(Operation *op, func::FuncOp function) {
  for (Operation *parent = op->getParentOp(); parent && parent != function;
       parent = parent->getParentOp())
    if (isa<LoopLikeOpInterface>(parent) || isa<linalg::LinalgOp>(parent))
      return true;
  return false;
}

LogicalResult hlo_to_linalg::resolveRngCallCounts(ModuleOp module) {
  SmallVector<func::CallOp> counts;
  module.walk([&](func::CallOp call) {
    if (call.getCallee() == kCallCount)
      counts.push_back(call);
  });
  if (counts.empty())
    return success();
  SymbolTableCollection symbols;
  SymbolUserMap users(symbols, module);
  // Placeholders of public functions outside loops (that no function
  // calls) count 0; the others need a slot of the table, one per position.
  llvm::MapVector<int64_t, int64_t> slots;
  llvm::SetVector<func::FuncOp> needing;
  SmallVector<func::CallOp> counted;
  for (func::CallOp count : counts) {
    auto function = count->getParentOfType<func::FuncOp>();
    if (function.isPublic() && !isInLoop(count, function) &&
        users.getUsers(function).empty()) {
      OpBuilder b(count);
      count.getResult(0).replaceAllUsesWith(
          b.create<arith::ConstantIntOp>(count.getLoc(), 0, 64));
      count.erase();
      continue;
    }
    int64_t position =
        count->getAttrOfType<IntegerAttr>(kPositionAttr).getInt();
    slots.insert({position, static_cast<int64_t>(slots.size())});
    needing.insert(function);
    counted.push_back(count);
  }
  if (counted.empty())
    return success();
  // Every function calling one that needs the table needs it too.
  for (size_t i = 0; i < needing.size(); ++i) {
    func::FuncOp function = needing[i];
    for (Operation *user : users.getUsers(function)) {
      auto call = dyn_cast<func::CallOp>(user);
      if (!call)
        return user->emitError()
               << "@" << function.getSymName()
               << " holds rng ops and is used other than by func.call";
      if (function.isPublic())
        return call.emitError()
               << "@" << function.getSymName()
               << " holds rng ops that count their calls and is public: "
                  "the functions calling it cannot share its counters "
                  "(make it private)";
      needing.insert(call->getParentOfType<func::FuncOp>());
    }
  }
  // The table: allocated by public functions, an extra argument of the
  // others, passed along by every call of them.
  MLIRContext *context = module.getContext();
  auto tableType = MemRefType::get({static_cast<int64_t>(slots.size())},
                                   IntegerType::get(context, 64));
  llvm::DenseMap<func::FuncOp, Value> tables;
  for (func::FuncOp function : needing) {
    Block &entry = function.getBody().front();
    Location loc = function.getLoc();
    if (function.isPublic()) {
      OpBuilder b = OpBuilder::atBlockBegin(&entry);
      Value table = b.create<memref::AllocaOp>(loc, tableType);
      Value zero = b.create<arith::ConstantIntOp>(loc, 0, 64);
      for (int64_t slot = 0; slot < tableType.getNumElements(); ++slot)
        b.create<memref::StoreOp>(
            loc, zero, table,
            ValueRange{b.create<arith::ConstantIndexOp>(loc, slot)});
      tables[function] = table;
      continue;
    }
    tables[function] = entry.addArgument(tableType, loc);
    SmallVector<Type> inputs(function.getArgumentTypes());
    inputs.push_back(tableType);
    function.setType(
        FunctionType::get(context, inputs, function.getResultTypes()));
  }
  for (func::FuncOp function : needing)
    if (!function.isPublic())
      for (Operation *user : users.getUsers(function)) {
        auto call = cast<func::CallOp>(user);
        Value table = tables[call->getParentOfType<func::FuncOp>()];
        call.getOperandsMutable().append(table);
      }
  // Each counted placeholder reads its slot and increments it.
  for (func::CallOp count : counted) {
    OpBuilder b(count);
    Location loc = count.getLoc();
    Value table = tables[count->getParentOfType<func::FuncOp>()];
    int64_t position =
        count->getAttrOfType<IntegerAttr>(kPositionAttr).getInt();
    Value slot = b.create<arith::ConstantIndexOp>(loc, slots[position]);
    Value calls = b.create<memref::LoadOp>(loc, table, ValueRange{slot});
    Value next = b.create<arith::AddIOp>(
        loc, calls, b.create<arith::ConstantIntOp>(loc, 1, 64));
    b.create<memref::StoreOp>(loc, next, table, ValueRange{slot});
    count.getResult(0).replaceAllUsesWith(calls);
    count.erase();
  }
  return success();
}
