//===- Random.cpp - hlo rng_bit_generator to linalg -----------------------===//
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
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace xhlo;
using namespace xhlo::hlo_to_linalg;

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
    SmallVector<int64_t> strides(rank, 1);
    for (int64_t d = rank - 2; d >= 0; --d)
      strides[d] = strides[d + 1] * shape[d + 1];

    auto generic = rewriter.create<linalg::GenericOp>(
        loc, TypeRange{outType}, ValueRange{},
        ValueRange{buildEmpty(rewriter, loc, outType)},
        SmallVector<AffineMap>{rewriter.getMultiDimIdentityMap(rank)},
        SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
        [&](OpBuilder &gb, Location gl, ValueRange) {
          Bits s{gb, gl};
          // The row-major index of the element, and its index along the
          // split dimension, as i64.
          Value linear = s.c64(0), along = s.c64(0);
          for (int64_t d = 0; d < rank; ++d) {
            Value at = s.index(gb.create<linalg::IndexOp>(gl, d));
            linear = s.add(linear, s.mul(at, s.c64(strides[d])));
            if (d == split)
              along = at;
          }
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
          gb.create<linalg::YieldOp>(gl, bits);
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
    rewriter.replaceOp(op, {next, generic.getResult(0)});
    return success();
  }
};

} // namespace

bool hlo_to_linalg::isRandomLowered(Operation *op) {
  return isa<hlo::RngBitGeneratorOp>(op);
}

void hlo_to_linalg::populateRandomPatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    ConversionTarget &target) {
  patterns.add<RngBitGeneratorLowering>(typeConverter, patterns.getContext());
  target.addLegalDialect<arith::ArithDialect, linalg::LinalgDialect,
                         tensor::TensorDialect>();
}
