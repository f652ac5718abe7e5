//===- DataMovementTest.cpp - Fast paths of the data-movement kernels -----===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The fast paths of slice, transpose, broadcast, concatenate, reverse,
// dynamic_slice and iota (strided runs, tiled transposes, threads for large
// arrays) against the reference kernels (ExecutableOptions::
// referenceKernels): random shapes of rank 0 to 6 with empty dimensions,
// strides beyond the extent, and every element width (1, 2, 4, 8 and 16
// bytes; pred and s4 take a byte each), byte for byte; plus hand-checked
// values and arrays large enough for the threaded and tiled loops. Also
// the while loop's shared constants (made once per plan).
//
//===----------------------------------------------------------------------===//

#include "KernelTestBase.h"

#include <random>

using namespace xhlo;
using namespace xhlo::interp;
using namespace xhlo::interp::test;

namespace {

/// An element type: its MLIR spelling and the values its bytes may hold
/// (pred 0/1, s4 -8..7, the others any byte).
struct TypeCase {
  const char *mlir;
  ElementType type;
  int lo, hi;
};

const TypeCase kTypes[] = {
    {"i1", ElementType::Pred, 0, 1},
    {"i4", ElementType::S4, -8, 7},
    {"i8", ElementType::S8, -128, 127},
    {"f16", ElementType::F16, -128, 127},
    {"bf16", ElementType::BF16, -128, 127},
    {"i32", ElementType::S32, -128, 127},
    {"f32", ElementType::F32, -128, 127},
    {"i64", ElementType::S64, -128, 127},
    {"f64", ElementType::F64, -128, 127},
    {"complex<f32>", ElementType::C64, -128, 127},
    {"complex<f64>", ElementType::C128, -128, 127},
};

std::string tensorType(llvm::ArrayRef<int64_t> shape, const char *element) {
  std::string type = "tensor<";
  for (int64_t size : shape)
    type += std::to_string(size) + "x";
  return type + element + ">";
}

std::string list(llvm::ArrayRef<int64_t> values) {
  std::string text;
  for (int64_t v : values)
    text += (text.empty() ? "" : ", ") + std::to_string(v);
  return "[" + text + "]";
}

class DataMovementTest : public KernelTestBase {
protected:
  static std::vector<Literal> single(Literal literal) {
    std::vector<Literal> literals;
    literals.push_back(std::move(literal));
    return literals;
  }

  /// A literal of `shape` whose bytes are random values of `c`'s range.
  Literal randomLiteral(const TypeCase &c, llvm::ArrayRef<int64_t> shape) {
    Literal literal(c.type, shape);
    std::uniform_int_distribution<int> value(c.lo, c.hi);
    auto *data = static_cast<int8_t *>(literal.data());
    for (size_t i = 0; i < literal.getSizeInBytes(); ++i)
      data[i] = static_cast<int8_t>(value(rng));
    return literal;
  }

  /// Runs @main of `source` on `args` with the fast paths (on `threads`
  /// threads, 0: one per hardware thread) and with the reference kernels
  /// and compares the results byte for byte.
  void check(const std::string &source, const std::vector<Literal> &args,
             unsigned threads = 0) {
    SCOPED_TRACE(source);
    std::vector<RtValue> results[2];
    for (int reference = 0; reference < 2; ++reference) {
      std::vector<RtValue> arguments;
      for (const Literal &arg : args)
        arguments.emplace_back(arg.clone());
      ExecutableOptions options;
      options.referenceKernels = reference;
      options.numThreads = threads;
      results[reference] = run(source, std::move(arguments), options);
      ASSERT_EQ(results[reference].size(), 1u);
    }
    const Literal &fast = results[0][0].getArray();
    const Literal &reference = results[1][0].getArray();
    ASSERT_EQ(fast.getElementType(), reference.getElementType());
    ASSERT_EQ(fast.getShape(), reference.getShape());
    ASSERT_EQ(fast.getSizeInBytes(), reference.getSizeInBytes());
    EXPECT_EQ(0,
              std::memcmp(fast.data(), reference.data(), fast.getSizeInBytes()))
        << "the fast path differs from the reference kernel";
    ++checked;
  }

  /// A random shape of `rank` (extents 0 to 4, 0 rarely).
  std::vector<int64_t> randomShape(int64_t rank) {
    std::vector<int64_t> shape;
    for (int64_t d = 0; d < rank; ++d)
      shape.push_back(rng() % 12 == 0 ? 0 : 1 + rng() % 4);
    return shape;
  }

  const TypeCase &randomType() {
    return kTypes[rng() % (sizeof(kTypes) / sizeof(kTypes[0]))];
  }

  void checkSlice(const TypeCase &t, const std::vector<int64_t> &shape) {
    std::vector<int64_t> starts, limits, strides, out;
    std::string spec;
    for (int64_t size : shape) {
      int64_t start = rng() % (size + 1);
      int64_t limit = start + rng() % (size - start + 1);
      // Strides up to beyond the extent.
      int64_t stride = 1 + rng() % (size + 2);
      out.push_back(limit > start ? (limit - start + stride - 1) / stride : 0);
      spec += (spec.empty() ? "" : ", ") + std::to_string(start) + ":" +
              std::to_string(limit) + ":" + std::to_string(stride);
    }
    std::string in = tensorType(shape, t.mlir), res = tensorType(out, t.mlir);
    check("func.func @main(%x: " + in + ") -> " + res +
              " {\n  %r = hlo.slice %x, slice = [" + spec + "] : (" + in +
              ") -> " + res + "\n  return %r : " + res + "\n}\n",
          single(randomLiteral(t, shape)));
  }

  /// A transpose of `shape` by `perm`, or by a random permutation.
  void checkTranspose(const TypeCase &t, const std::vector<int64_t> &shape,
                      std::vector<int64_t> perm = {}) {
    if (perm.empty()) {
      perm.resize(shape.size());
      for (size_t d = 0; d < perm.size(); ++d)
        perm[d] = d;
      std::shuffle(perm.begin(), perm.end(), rng);
    }
    std::vector<int64_t> out;
    for (int64_t p : perm)
      out.push_back(shape[p]);
    std::string in = tensorType(shape, t.mlir), res = tensorType(out, t.mlir);
    check("func.func @main(%x: " + in + ") -> " + res +
              " {\n  %r = hlo.transpose %x, dimensions = " + list(perm) +
              " : (" + in + ") -> " + res + "\n  return %r : " + res + "\n}\n",
          single(randomLiteral(t, shape)));
  }

  /// A broadcast of `shape` into a result with `extra` more dimensions
  /// (the operand's in order, at random places).
  void checkBroadcast(const TypeCase &t, const std::vector<int64_t> &shape,
                      int64_t extra) {
    int64_t rank = shape.size() + extra;
    std::vector<int64_t> all(rank);
    for (int64_t d = 0; d < rank; ++d)
      all[d] = d;
    std::shuffle(all.begin(), all.end(), rng);
    std::vector<int64_t> dims(all.begin(), all.begin() + shape.size());
    std::sort(dims.begin(), dims.end());
    std::vector<int64_t> out = randomShape(rank);
    for (size_t i = 0; i < dims.size(); ++i)
      out[dims[i]] = shape[i];
    std::string in = tensorType(shape, t.mlir), res = tensorType(out, t.mlir);
    check("func.func @main(%x: " + in + ") -> " + res +
              " {\n  %r = hlo.broadcast %x, dimensions = " + list(dims) +
              " : (" + in + ") -> " + res + "\n  return %r : " + res + "\n}\n",
          single(randomLiteral(t, shape)));
  }

  void checkConcatenate(const TypeCase &t, const std::vector<int64_t> &shape,
                        int64_t dim, int parts) {
    std::vector<Literal> args;
    std::string params, operands, types;
    std::vector<int64_t> out = shape;
    out[dim] = 0;
    for (int k = 0; k < parts; ++k) {
      std::vector<int64_t> part = shape;
      part[dim] = rng() % 4;
      out[dim] += part[dim];
      std::string type = tensorType(part, t.mlir),
                  name = "%a" + std::to_string(k);
      params += (k ? ", " : "") + name + ": " + type;
      operands += (k ? ", " : "") + name;
      types += (k ? ", " : "") + type;
      args.push_back(randomLiteral(t, part));
    }
    std::string res = tensorType(out, t.mlir);
    check("func.func @main(" + params + ") -> " + res +
              " {\n  %r = hlo.concatenate " + operands +
              ", dimension = " + std::to_string(dim) + " : (" + types +
              ") -> " + res + "\n  return %r : " + res + "\n}\n",
          args);
  }

  void checkReverse(const TypeCase &t, const std::vector<int64_t> &shape) {
    std::vector<int64_t> dims;
    for (size_t d = 0; d < shape.size(); ++d)
      if (rng() % 2)
        dims.push_back(d);
    std::string in = tensorType(shape, t.mlir);
    check("func.func @main(%x: " + in + ") -> " + in +
              " {\n  %r = hlo.reverse %x, dimensions = " + list(dims) + " : " +
              in + "\n  return %r : " + in + "\n}\n",
          single(randomLiteral(t, shape)));
  }

  void checkIota(const TypeCase &t, const std::vector<int64_t> &shape,
                 int64_t dim) {
    std::string res = tensorType(shape, t.mlir);
    check("func.func @main() -> " + res +
              " {\n  %r = hlo.iota iota_dimension = " + std::to_string(dim) +
              " : " + res + "\n  return %r : " + res + "\n}\n",
          {});
  }

  /// A dynamic_slice with starts that clamp (negative and beyond the end).
  void checkDynamicSlice(const TypeCase &t, const std::vector<int64_t> &shape) {
    std::vector<int64_t> sizes;
    std::string params, indices, types;
    std::vector<Literal> args;
    args.push_back(randomLiteral(t, shape));
    for (size_t d = 0; d < shape.size(); ++d) {
      sizes.push_back(rng() % (shape[d] + 1));
      std::string name = "%i" + std::to_string(d);
      params += ", " + name + ": tensor<i32>";
      indices += (d ? ", " : "") + name;
      types += ", tensor<i32>";
      Literal start(ElementType::S32, {});
      start.as<int32_t>()[0] = static_cast<int32_t>(rng() % 9) - 3;
      args.push_back(std::move(start));
    }
    std::string in = tensorType(shape, t.mlir), res = tensorType(sizes, t.mlir);
    check("func.func @main(%x: " + in + params + ") -> " + res +
              " {\n  %r = hlo.dynamic_slice %x[" + indices +
              "] dynamic_slice_sizes = " + list(sizes) + " : " + in + types +
              "\n  return %r : " + res + "\n}\n",
          args);
  }

  std::mt19937 rng{19};
  int checked = 0;
};

TEST_F(DataMovementTest, RandomShapesOfEveryWidthMatchReference) {
  int expected = 0;
  for (int round = 0; round < 60; ++round) {
    for (const TypeCase &t : kTypes) {
      int64_t rank = rng() % 7;
      expected += rank > 0 ? 7 : 4;
      std::vector<int64_t> shape = randomShape(rank);
      checkSlice(t, shape);
      checkTranspose(t, shape);
      checkReverse(t, shape);
      checkBroadcast(t, shape, rng() % (7 - rank));
      if (rank > 0) {
        checkConcatenate(t, shape, rng() % rank, 1 + rng() % 3);
        // hlo.iota has no pred form.
        if (t.type != ElementType::Pred)
          checkIota(t, shape, rng() % rank);
        else
          ++checked;
        checkDynamicSlice(t, shape);
      }
    }
  }
  EXPECT_EQ(checked, expected);
}

/// Transposes of 4- and 8-byte elements, which move 8x8 (4x4) register
/// blocks when the CPU has AVX2: extents that fill whole blocks, that leave
/// edges of every width, a power-of-two row length (whose columns share
/// cache sets) and the tiled dimension in the middle of a 3-D array. The
/// random bytes hold NaNs of many payloads, which must arrive unchanged.
TEST_F(DataMovementTest, RegisterBlockTransposesMatchReference) {
  const TypeCase &s32 = kTypes[5], &f32 = kTypes[6], &s64 = kTypes[7],
                 &f64 = kTypes[8];
  for (const TypeCase *t : {&s32, &f32, &s64, &f64}) {
    checkTranspose(*t, {16, 16}, {1, 0});
    checkTranspose(*t, {33, 18}, {1, 0});
    checkTranspose(*t, {17, 31}, {1, 0});
    checkTranspose(*t, {23, 16}, {1, 0});
    checkTranspose(*t, {256, 256}, {1, 0});
    checkTranspose(*t, {5, 40, 19}, {0, 2, 1});
  }
  checkTranspose(f32, {1024, 1024}, {1, 0});
  EXPECT_EQ(checked, 25);
}

/// Slices with stride 2 along the contiguous dimension of 4-byte elements
/// (read 16 at a time in vectors when the CPU has AVX2): rows whose length
/// leaves no tail, a tail of every length, and a slice ending at the array's
/// last element (the vector loads must not read past it).
TEST_F(DataMovementTest, EvenElementSlicesMatchReference) {
  const TypeCase &s32 = kTypes[5], &f32 = kTypes[6];
  for (const TypeCase *t : {&s32, &f32})
    for (int64_t cols : {16, 17, 18, 31, 32, 33, 40, 130, 131}) {
      std::string in = tensorType({3, cols}, t->mlir);
      for (int64_t start : {0, 1}) {
        int64_t out = (cols - start + 1) / 2;
        std::string res = tensorType({3, out}, t->mlir);
        check("func.func @main(%x: " + in + ") -> " + res +
                  " {\n  %r = hlo.slice %x, slice = [0:3, " +
                  std::to_string(start) + ":" + std::to_string(cols) +
                  ":2] : (" + in + ") -> " + res + "\n  return %r : " + res +
                  "\n}\n",
              single(randomLiteral(*t, {3, cols})));
      }
    }
  EXPECT_EQ(checked, 36);
}

/// Arrays large enough for the threaded loops (>= 1 MiB), the tiled
/// transpose (extents of 16 and more, not multiples of the tile) and
/// whole-row runs.
TEST_F(DataMovementTest, LargeArraysMatchReference) {
  const TypeCase &i8 = kTypes[2], &f16 = kTypes[3], &f32 = kTypes[6],
                 &f64 = kTypes[8], &c128 = kTypes[10], &pred = kTypes[0];
  checkTranspose(f32, {67, 130});
  checkTranspose(f32, {520, 530});
  checkTranspose(c128, {40, 37});
  checkTranspose(c128, {300, 270});
  checkTranspose(i8, {300, 1200});
  checkTranspose(f16, {3, 33, 17, 40});
  checkTranspose(pred, {130, 70});
  checkTranspose(f64, {33, 40, 50});
  checkSlice(f32, {80, 80, 80});
  checkSlice(f64, {100, 3, 1000});
  checkBroadcast(f32, {1024}, 2);
  checkBroadcast(c128, {300}, 1);
  checkConcatenate(f32, {300, 1000}, 1, 3);
  checkConcatenate(f64, {700, 300}, 0, 3);
  // Row by row (64 rows and more), parts of width 0 to 3.
  checkConcatenate(f32, {100, 7, 5}, 1, 4);
  checkConcatenate(c128, {80, 3}, 1, 3);
  checkConcatenate(i8, {70, 2, 9}, 2, 3);
  checkConcatenate(f16, {64, 1}, 1, 5);
  checkReverse(f32, {400, 700});
  checkIota(f32, {3, 100000}, 1);
  checkIota(kTypes[7], {1 << 18}, 0);
  checkIota(f16, {5, 300, 300}, 0);
  checkIota(kTypes[1], {2000, 700}, 1);
  checkDynamicSlice(f64, {400, 600});
  EXPECT_EQ(checked, 24);
}

/// Slices that become a few long runs (whole rows merged into one, with
/// stride 1, 2 or 3, or a broadcast along one dimension), which the copy
/// cuts into pieces so that the threads share them: 3 and 2 threads (pieces
/// of uneven length, a thread's range starting and ending inside a run),
/// elements of 1 to 16 bytes, run lengths that are not multiples of a cache
/// line.
TEST_F(DataMovementTest, LongRunsSplitAcrossThreadsMatchReference) {
  struct Case {
    const TypeCase &type;
    std::vector<int64_t> shape;
    const char *spec;
    std::vector<int64_t> out;
  };
  const Case cases[] = {
      // The benchmark's slice: one run of 1M every second element.
      {kTypes[6], {128, 128, 128}, "0:128, 0:128, 1:128:2", {128, 128, 64}},
      {kTypes[5], {2, 300001}, "0:2, 0:300001:2", {2, 150001}},
      {kTypes[6], {3, 400000}, "0:3, 5:399990", {3, 399985}},
      {kTypes[8], {1, 600001}, "0:1, 1:600001:3", {1, 200000}},
      {kTypes[2], {2, 1500000}, "1:2, 7:1499999", {1, 1499992}},
      {kTypes[10], {5, 70001}, "1:4, 0:70001", {3, 70001}},
  };
  for (const Case &c : cases) {
    std::string in = tensorType(c.shape, c.type.mlir),
                res = tensorType(c.out, c.type.mlir);
    for (unsigned threads : {2u, 3u})
      check("func.func @main(%x: " + in + ") -> " + res +
                " {\n  %r = hlo.slice %x, slice = [" + c.spec + "] : (" + in +
                ") -> " + res + "\n  return %r : " + res + "\n}\n",
            single(randomLiteral(c.type, c.shape)), threads);
  }
  // A scalar and a row broadcast into one and two long runs.
  for (unsigned threads : {2u, 3u}) {
    check("func.func @main(%x: tensor<f32>) -> tensor<2x300007xf32> {\n"
          "  %r = hlo.broadcast %x, dimensions = [] : (tensor<f32>) -> "
          "tensor<2x300007xf32>\n  return %r : tensor<2x300007xf32>\n}\n",
          single(randomLiteral(kTypes[6], {})), threads);
    check("func.func @main(%x: tensor<2xf64>) -> tensor<2x300007xf64> {\n"
          "  %r = hlo.broadcast %x, dimensions = [0] : (tensor<2xf64>) -> "
          "tensor<2x300007xf64>\n  return %r : tensor<2x300007xf64>\n}\n",
          single(randomLiteral(kTypes[8], {2})), threads);
  }
  EXPECT_EQ(checked, 16);
}

/// Hand-checked values (not only agreement with the reference kernels).
TEST_F(DataMovementTest, HandValues) {
  Literal x(ElementType::S32, {2, 3, 4});
  for (int i = 0; i < 24; ++i)
    x.as<int32_t>()[i] = i;
  auto one = [&](const std::string &body, const char *type) {
    std::vector<RtValue> args;
    args.emplace_back(x.clone());
    std::vector<RtValue> results =
        run("func.func @main(%x: tensor<2x3x4xi32>) -> " + std::string(type) +
                " {\n  %r = " + body + "\n  return %r : " + type + "\n}\n",
            std::move(args));
    return results.size() == 1 ? valuesOf<int32_t>(results[0])
                               : std::vector<int32_t>();
  };
  // x[1, 0:3:2, 1:4:2]
  EXPECT_EQ(one("hlo.slice %x, slice = [1:2, 0:3:2, 1:4:2] : "
                "(tensor<2x3x4xi32>) -> tensor<1x2x2xi32>",
                "tensor<1x2x2xi32>"),
            (std::vector<int32_t>{13, 15, 21, 23}));
  // x.transpose(2, 0, 1)[:, 0, :] rows: element (k, i, j) = x[i, j, k].
  std::vector<int32_t> t =
      one("hlo.transpose %x, dimensions = [2, 0, 1] : (tensor<2x3x4xi32>) -> "
          "tensor<4x2x3xi32>",
          "tensor<4x2x3xi32>");
  ASSERT_EQ(t.size(), 24u);
  EXPECT_EQ((std::vector<int32_t>(t.begin(), t.begin() + 6)),
            (std::vector<int32_t>{0, 4, 8, 12, 16, 20}));
  EXPECT_EQ(t[23], 23);
  EXPECT_EQ(t[6], 1);
  // Reversing dimensions 0 and 2.
  std::vector<int32_t> r =
      one("hlo.reverse %x, dimensions = [0, 2] : tensor<2x3x4xi32>",
          "tensor<2x3x4xi32>");
  ASSERT_EQ(r.size(), 24u);
  EXPECT_EQ((std::vector<int32_t>(r.begin(), r.begin() + 4)),
            (std::vector<int32_t>{15, 14, 13, 12}));
  std::vector<int32_t> iota =
      run1<int32_t>("func.func @main() -> tensor<2x3xi32> {\n  %r = hlo.iota "
                    "iota_dimension = 1 : tensor<2x3xi32>\n  return %r : "
                    "tensor<2x3xi32>\n}\n");
  EXPECT_EQ(iota, (std::vector<int32_t>{0, 1, 2, 0, 1, 2}));
}

/// A loop reads its small constants at every iteration: they are made once
/// per plan and shared by the iterations and by concurrent runs, and the
/// results stay right.
TEST_F(DataMovementTest, LoopConstantsAreShared) {
  std::unique_ptr<Executable> executable = compile(R"(
func.func @main(%n: tensor<i64>) -> tensor<i64> {
  %zero = hlo.constant dense<0> : tensor<i64>
  %r:2 = hlo.while(%zero, %zero) : tensor<i64>, tensor<i64> cond {
  ^bb0(%i: tensor<i64>, %s: tensor<i64>):
    %limit = hlo.constant dense<1000> : tensor<i64>
    %p = hlo.compare LT, %i, %limit : tensor<i64>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%i: tensor<i64>, %s: tensor<i64>):
    %one = hlo.constant dense<1> : tensor<i64>
    %j = hlo.add %i, %one : tensor<i64>
    %t = hlo.add %s, %i : tensor<i64>
    hlo.return %j, %t : tensor<i64>, tensor<i64>
  }
  %out = hlo.add %r#1, %n : tensor<i64>
  return %out : tensor<i64>
}
)");
  ASSERT_TRUE(executable);
  for (int64_t n : {0, 5, -7}) {
    Literal arg(ElementType::S64, {});
    arg.as<int64_t>()[0] = n;
    std::vector<RtValue> args;
    args.emplace_back(std::move(arg));
    mlir::FailureOr<std::vector<RtValue>> results = executable->run(args);
    ASSERT_TRUE(mlir::succeeded(results));
    EXPECT_EQ(valuesOf<int64_t>((*results)[0]),
              (std::vector<int64_t>{999 * 1000 / 2 + n}));
  }
}

} // namespace
