//===- MemoryBudgetTest.cpp - Tests of array sizes and memory budgets -----===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The checked size of arrays (getArrayByteSize) at its overflow edges, the
// memory budget's counters, parents, messages and threads, and Literal's
// charges: made, freed, kept in the buffer cache, refused before they are
// allocated. Expected sizes are worked out by hand in the comments.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Values/MemoryBudget.h"
#include "xhlo/Values/Literal.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"

#include "gtest/gtest.h"

#include <thread>
#include <vector>

using namespace xhlo;

namespace {

constexpr int64_t kInt64Max = INT64_MAX;

/// The size, or the error's message prefixed with "error: ".
std::string sizeOf(ElementType type, llvm::ArrayRef<int64_t> shape) {
  llvm::Expected<uint64_t> bytes = getArrayByteSize(type, shape);
  if (!bytes)
    return "error: " + llvm::toString(bytes.takeError());
  return std::to_string(*bytes);
}

TEST(ArrayByteSize, SmallArrays) {
  EXPECT_EQ(sizeOf(ElementType::F32, {}), "4");
  EXPECT_EQ(sizeOf(ElementType::F32, {2, 3}), "24");
  EXPECT_EQ(sizeOf(ElementType::C128, {5}), "80");
  // Sub-byte types and pred take a byte per element on the host.
  EXPECT_EQ(sizeOf(ElementType::Pred, {7}), "7");
  EXPECT_EQ(sizeOf(ElementType::S2, {3, 3}), "9");
  EXPECT_EQ(sizeOf(ElementType::U4, {1000}), "1000");
  EXPECT_EQ(sizeOf(ElementType::F4E2M1FN, {16}), "16");
}

TEST(ArrayByteSize, ZeroSizedArraysAreEmptyWhateverTheOtherDimensions) {
  EXPECT_EQ(sizeOf(ElementType::S32, {2, 0}), "0");
  EXPECT_EQ(sizeOf(ElementType::F64, {0}), "0");
  // Dimensions whose product overflows are fine when another one is 0.
  EXPECT_EQ(sizeOf(ElementType::F32, {kInt64Max, kInt64Max, 0}), "0");
  EXPECT_EQ(sizeOf(ElementType::F32, {0, kInt64Max}), "0");
}

TEST(ArrayByteSize, OverflowingSizesAreErrors) {
  // INT64_MAX elements: 2^63 bytes of u8 and more of anything wider.
  EXPECT_EQ(sizeOf(ElementType::F32, {kInt64Max}),
            "error: f32[9223372036854775807] is too large: its size in bytes "
            "does not fit in 63 bits");
  EXPECT_EQ(sizeOf(ElementType::U8, {kInt64Max}).substr(0, 6), "error:");
  EXPECT_EQ(sizeOf(ElementType::Pred, {kInt64Max}).substr(0, 6), "error:");
  // 2^62 f32 elements: exactly 2^64 bytes, which wraps to 0 in 64 bits.
  EXPECT_EQ(sizeOf(ElementType::F32, {int64_t(1) << 62}).substr(0, 6),
            "error:");
  // Dimensions whose product wraps: 2^32 * 2^32 = 2^64 wraps to 0.
  EXPECT_EQ(sizeOf(ElementType::S8, {int64_t(1) << 32, int64_t(1) << 32})
                .substr(0, 6),
            "error:");
  // ... and 3 * (2^63 / 3 + 1) wraps past 2^63 to a small number.
  EXPECT_EQ(sizeOf(ElementType::U8, {3, kInt64Max / 3 + 1, 1}).substr(0, 6),
            "error:");
  // The largest size that is accepted: 2^62 bytes (2^60 f32 elements).
  EXPECT_EQ(sizeOf(ElementType::F32, {int64_t(1) << 60}),
            std::to_string(uint64_t(1) << 62));
  // Up to INT64_MAX - 8 MiB bytes (room to round up to huge pages).
  EXPECT_EQ(sizeOf(ElementType::U8, {kInt64Max - (8 << 20)}),
            std::to_string(kInt64Max - (8 << 20)));
  EXPECT_EQ(sizeOf(ElementType::U8, {kInt64Max - (8 << 20) + 1}).substr(0, 6),
            "error:");
}

TEST(ArrayByteSize, NegativeDimensionsAreErrors) {
  EXPECT_EQ(sizeOf(ElementType::F32, {2, -1}),
            "error: f32[2,-1] has a negative dimension");
  EXPECT_EQ(sizeOf(ElementType::F32, {0, -1}),
            "error: f32[0,-1] has a negative dimension");
}

TEST(ByteSizeText, FormatsAndParses) {
  EXPECT_EQ(formatByteSize(0), "0 B");
  EXPECT_EQ(formatByteSize(1023), "1023 B");
  EXPECT_EQ(formatByteSize(1024), "1 KiB");
  EXPECT_EQ(formatByteSize(1536), "1.5 KiB");
  // Truncated: 4 MiB - 64 B is not quite 4 MiB.
  EXPECT_EQ(formatByteSize((4 << 20) - 64), "3.9 MiB");
  EXPECT_EQ(formatByteSize(uint64_t(17) << 30 | uint64_t(717) << 20),
            "17.7 GiB");
  EXPECT_EQ(formatByteSize(uint64_t(22) << 30), "22 GiB");
  EXPECT_EQ(formatByteSize(uint64_t(4) << 40), "4 TiB");
  EXPECT_EQ(formatByteSize(UINT64_MAX), "16 EiB");
  EXPECT_EQ(parseByteSize("1048576"), uint64_t(1) << 20);
  EXPECT_EQ(parseByteSize("512M"), uint64_t(512) << 20);
  EXPECT_EQ(parseByteSize("4GiB"), uint64_t(4) << 30);
  EXPECT_EQ(parseByteSize("2t"), uint64_t(2) << 40);
  EXPECT_EQ(parseByteSize("8388607T"), uint64_t(8388607) << 40);
  EXPECT_EQ(parseByteSize("8388608T"), std::nullopt); // 2^63
  EXPECT_EQ(parseByteSize("12X"), std::nullopt);
  EXPECT_EQ(parseByteSize("-1"), std::nullopt);
  EXPECT_EQ(parseByteSize(""), std::nullopt);
  llvm::Expected<uint64_t> parsed = parseByteSizeOption("--max-memory", "3K");
  ASSERT_TRUE(bool(parsed));
  EXPECT_EQ(*parsed, 3072u);
  llvm::Expected<uint64_t> bad = parseByteSizeOption("--max-memory", "3Q");
  ASSERT_FALSE(bool(bad));
  EXPECT_EQ(llvm::toString(bad.takeError()),
            "--max-memory='3Q' is not a size (bytes, or a number with K, M, G "
            "or T; less than 8388608T)");
}

TEST(MemoryBudget, TypeByteSizes) {
  mlir::MLIRContext context;
  mlir::Builder b(&context);
  auto tensor = [&](llvm::ArrayRef<int64_t> shape, mlir::Type element) {
    return mlir::RankedTensorType::get(shape, element);
  };
  auto size = [](mlir::Type type, uint64_t alignment = 1) {
    llvm::Expected<uint64_t> bytes = getTypeByteSize(type, alignment);
    if (!bytes)
      return "error: " + llvm::toString(bytes.takeError());
    return std::to_string(*bytes);
  };
  mlir::Type f32x2x3 = tensor({2, 3}, b.getF32Type());
  mlir::Type i1x5 = tensor({5}, b.getI1Type());
  mlir::Type empty = tensor({4, 0}, b.getF64Type());
  EXPECT_EQ(size(f32x2x3), "24");
  EXPECT_EQ(size(i1x5), "5"); // pred takes a byte on the host
  EXPECT_EQ(size(empty), "0");
  EXPECT_EQ(size(b.getF32Type()), "0"); // not an array
  EXPECT_EQ(size(tensor({mlir::ShapedType::kDynamic}, b.getF32Type())), "0");
  mlir::Type tuple = mlir::TupleType::get(
      &context, {f32x2x3, mlir::TupleType::get(&context, {i1x5, empty})});
  EXPECT_EQ(size(tuple), "29");
  // Each array a whole number of cache lines, an empty one too.
  EXPECT_EQ(size(tuple, 64), "192");
  EXPECT_EQ(size(tensor({int64_t(1) << 62}, b.getF32Type())),
            "error: f32[4611686018427387904] is too large: its size in bytes "
            "does not fit in 63 bits");
  // Each array fits; their sum does not.
  mlir::Type half = tensor({int64_t(1) << 60}, b.getF32Type());
  EXPECT_EQ(size(mlir::TupleType::get(&context, {half, half})),
            "error: the arrays of a tuple hold more than 2^63 bytes");
}

TEST(MemoryBudget, ChargesAndReleases) {
  MemoryBudget budget(1000);
  EXPECT_FALSE(llvm::errorToBool(budget.charge(600, "a")));
  EXPECT_EQ(budget.getUsed(), 600u);
  EXPECT_EQ(budget.getAvailable(), 400u);
  llvm::Error error = budget.charge(401, "hlo.broadcast");
  ASSERT_TRUE(bool(error));
  EXPECT_EQ(llvm::toString(std::move(error)),
            "hlo.broadcast needs 401 B, but the memory budget has 400 B left "
            "(of 1000 B)");
  // A refused charge charges nothing.
  EXPECT_EQ(budget.getUsed(), 600u);
  EXPECT_TRUE(budget.tryCharge(400));
  EXPECT_EQ(budget.getAvailable(), 0u);
  EXPECT_FALSE(budget.tryCharge(1));
  budget.release(1000);
  EXPECT_EQ(budget.getUsed(), 0u);
  EXPECT_EQ(budget.getPeak(), 1000u);
  // Unchecked charges may pass the limit; the budget then has nothing left.
  budget.chargeUnchecked(1500);
  EXPECT_EQ(budget.getAvailable(), 0u);
  budget.release(1500);
  // Sizes that wrap around are refused, not wrapped.
  EXPECT_FALSE(budget.tryCharge(UINT64_MAX));
  EXPECT_TRUE(budget.tryCharge(1));
  EXPECT_FALSE(budget.tryCharge(UINT64_MAX));
  EXPECT_EQ(budget.getUsed(), 1u);
  budget.release(1);
}

/// A kernel's reservation charges the thread's current budget (not its
/// prepaid bytes), refuses what does not fit with the budget's error and
/// gives everything back when it ends.
TEST(MemoryBudget, ReservationsChargeTheCurrentBudgetWhileTheyLive) {
  MemoryBudget budget(1000);
  MemoryBudget::Scope scope(budget);
  MemoryBudget::Prepaid results(300);
  ASSERT_TRUE(results.isCharged());
  {
    MemoryBudget::Reservation scratch;
    EXPECT_TRUE(scratch.tryAdd(400));
    EXPECT_FALSE(llvm::errorToBool(scratch.add(200, "a")));
    EXPECT_EQ(scratch.getBytes(), 600u);
    EXPECT_EQ(budget.getUsed(), 900u);
    llvm::Error error = scratch.add(101, "the packed operand");
    EXPECT_EQ(llvm::toString(std::move(error)),
              "the packed operand needs 101 B, but the memory budget has "
              "100 B left (of 1000 B)");
    EXPECT_FALSE(scratch.tryAdd(101));
    EXPECT_EQ(scratch.getBytes(), 600u);
    EXPECT_EQ(budget.getUsed(), 900u);
  }
  EXPECT_EQ(budget.getUsed(), 300u);
  // release() gives back early; the end gives back nothing twice.
  MemoryBudget::Reservation scratch;
  EXPECT_TRUE(scratch.tryAdd(700));
  scratch.release();
  EXPECT_EQ(scratch.getBytes(), 0u);
  EXPECT_EQ(budget.getUsed(), 300u);
}

TEST(MemoryBudget, ChildrenChargeTheirParents) {
  MemoryBudget parent(1000);
  MemoryBudget a(800, &parent), b(800, &parent);
  EXPECT_TRUE(a.tryCharge(700));
  EXPECT_EQ(parent.getUsed(), 700u);
  // b has 800 of its own, but the parent only 300 left.
  EXPECT_EQ(b.getAvailable(), 300u);
  llvm::Error error = b.charge(400, "argument 0");
  EXPECT_EQ(llvm::toString(std::move(error)),
            "argument 0 needs 400 B, but the memory budget has 300 B left (of "
            "1000 B)");
  EXPECT_EQ(b.getUsed(), 0u);
  EXPECT_EQ(parent.getUsed(), 700u);
  // a's own limit refuses before its parent's.
  error = a.charge(200, "x");
  EXPECT_EQ(llvm::toString(std::move(error)),
            "x needs 200 B, but the memory budget has 100 B left (of 800 B)");
  EXPECT_TRUE(b.tryCharge(300));
  a.release(700);
  b.release(300);
  EXPECT_EQ(parent.getUsed(), 0u);
}

TEST(MemoryBudget, ThreadsChargeConcurrently) {
  MemoryBudget parent(uint64_t(1) << 40);
  MemoryBudget budget(uint64_t(1) << 40, &parent);
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&] {
      for (int i = 0; i < 100000; ++i) {
        ASSERT_TRUE(budget.tryCharge(64));
        budget.release(64);
        budget.chargeUnchecked(8);
      }
    });
  for (std::thread &thread : threads)
    thread.join();
  EXPECT_EQ(budget.getUsed(), 4u * 100000 * 8);
  EXPECT_EQ(parent.getUsed(), 4u * 100000 * 8);
  budget.release(4 * 100000 * 8);
  EXPECT_EQ(parent.getUsed(), 0u);
}

TEST(MemoryBudget, DefaultIsAFractionOfPhysicalMemory) {
  uint64_t limit = MemoryBudget::getDefaultLimit();
  EXPECT_GT(limit, uint64_t(64) << 20);
  EXPECT_EQ(&MemoryBudget::getCurrent(), &MemoryBudget::getDefault());
}

TEST(LiteralBudget, LiteralsChargeTheCurrentBudgetWhileTheyLive) {
  MemoryBudget budget(1 << 20);
  MemoryBudget::Scope scope(budget);
  EXPECT_EQ(&MemoryBudget::getCurrent(), &budget);
  {
    // 2x3 f32: 24 bytes, allocated as 64 (the alignment).
    Literal small(ElementType::F32, {2, 3});
    EXPECT_EQ(budget.getUsed(), 64u);
    Literal empty = Literal::uninitialized(ElementType::S32, {2, 0});
    EXPECT_EQ(budget.getUsed(), 128u);
    Literal copy = small.clone();
    EXPECT_EQ(budget.getUsed(), 192u);
  }
  EXPECT_EQ(budget.getUsed(), 0u);
  // A literal freed on another thread gives its bytes back to its budget.
  const int64_t shape[] = {100};
  auto literal = std::make_unique<Literal>(ElementType::U8, shape);
  EXPECT_EQ(budget.getUsed(), 128u);
  std::thread([&] { literal.reset(); }).join();
  EXPECT_EQ(budget.getUsed(), 0u);
}

TEST(LiteralBudget, CreateRefusesBeforeAllocating) {
  MemoryBudget budget(1 << 20);
  MemoryBudget::Scope scope(budget);
  llvm::Expected<Literal> fits =
      Literal::create(ElementType::F32, {256, 1024}, "argument 0");
  ASSERT_TRUE(bool(fits));
  EXPECT_EQ(budget.getUsed(), uint64_t(1) << 20);
  EXPECT_EQ(fits->as<float>()[12345], 0.0f);
  llvm::Expected<Literal> more =
      Literal::create(ElementType::F32, {1}, "argument 1");
  ASSERT_FALSE(bool(more));
  EXPECT_EQ(llvm::toString(more.takeError()),
            "argument 1 (f32[1]) needs 64 B, but the memory budget has 0 B "
            "left (of 1 MiB)");
  // 4 TiB and INT64_MAX elements: refused without an attempt.
  llvm::Expected<Literal> huge =
      Literal::create(ElementType::F32, {int64_t(1) << 40}, "argument 2");
  ASSERT_FALSE(bool(huge));
  EXPECT_EQ(llvm::toString(huge.takeError()),
            "argument 2 (f32[1099511627776]) needs 4 TiB, but the memory "
            "budget has 0 B left (of 1 MiB)");
  llvm::Expected<Literal> overflow =
      Literal::create(ElementType::F32, {kInt64Max}, "argument 3");
  ASSERT_FALSE(bool(overflow));
  EXPECT_EQ(llvm::toString(overflow.takeError()),
            "argument 3: f32[9223372036854775807] is too large: its size in "
            "bytes does not fit in 63 bits");
  EXPECT_EQ(budget.getUsed(), uint64_t(1) << 20);
}

TEST(LiteralBudget, CachedBuffersStayChargedUntilTheBudgetNeedsThem) {
  Literal::releaseCachedBuffers();
  MemoryBudget budget(uint64_t(4) << 20);
  MemoryBudget::Scope scope(budget);
  // 1 MiB buffers are kept when freed (256 KiB and more).
  {
    Literal big(ElementType::U8, {1 << 20});
  }
  EXPECT_EQ(Literal::getCachedBufferBytes(), size_t(1) << 20);
  EXPECT_EQ(budget.getUsed(), uint64_t(1) << 20);
  // The next literal of that size takes it: still 1 MiB charged.
  {
    Literal again(ElementType::U8, {1 << 20});
    EXPECT_EQ(Literal::getCachedBufferBytes(), 0u);
    EXPECT_EQ(budget.getUsed(), uint64_t(1) << 20);
  }
  // A charge that needs the room frees the kept buffer first.
  llvm::Expected<Literal> most =
      Literal::create(ElementType::U8, {(4 << 20) - 64}, "most");
  ASSERT_TRUE(bool(most));
  EXPECT_EQ(Literal::getCachedBufferBytes(), 0u);
  EXPECT_EQ(budget.getUsed(), (uint64_t(4) << 20) - 64);
}

TEST(LiteralBudget, ABudgetFreesItsCachedBuffersWhenItEnds) {
  Literal::releaseCachedBuffers();
  {
    MemoryBudget budget(uint64_t(4) << 20);
    MemoryBudget::Scope scope(budget);
    {
      Literal big(ElementType::U8, {1 << 20});
    }
    EXPECT_EQ(Literal::getCachedBufferBytes(), size_t(1) << 20);
  }
  EXPECT_EQ(Literal::getCachedBufferBytes(), 0u);
}

TEST(LiteralBudget, PrepaidBytesPayForTheNextLiterals) {
  MemoryBudget budget(1000);
  MemoryBudget::Scope scope(budget);
  {
    MemoryBudget::Prepaid prepaid(640);
    ASSERT_TRUE(prepaid.isCharged());
    EXPECT_EQ(budget.getUsed(), 640u);
    // Taken from the prepaid bytes: nothing more is charged.
    Literal a(ElementType::F32, {100}); // 400 bytes -> 448
    EXPECT_EQ(budget.getUsed(), 640u);
    {
      // A nested prepaid charge puts the outer one's 192 bytes aside.
      MemoryBudget::Prepaid inner(64);
      ASSERT_TRUE(inner.isCharged());
      EXPECT_EQ(budget.getUsed(), 704u);
      Literal b(ElementType::F32, {1}); // 64, prepaid
      Literal c(ElementType::F32, {1}); // 64, beyond it: charged
      EXPECT_EQ(budget.getUsed(), 768u);
    }
    // b and c freed: 768 - 128.
    EXPECT_EQ(budget.getUsed(), 640u);
    Literal d(ElementType::F32, {48}); // 192, the rest of the outer one
    EXPECT_EQ(budget.getUsed(), 640u);
    {
      // A refused charge charges nothing and leaves the outer one in place.
      MemoryBudget::Prepaid refused(400);
      ASSERT_FALSE(refused.isCharged());
      EXPECT_EQ(llvm::toString(refused.getRefusal("hlo.broadcast")),
                "hlo.broadcast needs 400 B, but the memory budget has 360 B "
                "left (of 1000 B)");
      EXPECT_EQ(budget.getUsed(), 640u);
    }
    Literal e(ElementType::F32, {1}); // 64, nothing prepaid left: charged
    EXPECT_EQ(budget.getUsed(), 704u);
  }
  EXPECT_EQ(budget.getUsed(), 0u);
  // What a prepaid charge leaves unused is released when it ends.
  {
    MemoryBudget::Prepaid unused(500);
    ASSERT_TRUE(unused.isCharged());
  }
  EXPECT_EQ(budget.getUsed(), 0u);
}

TEST(LiteralBudget, EmptyConstantsHaveNoBytesToCopy) {
  mlir::MLIRContext context;
  auto type =
      mlir::RankedTensorType::get({2, 0}, mlir::IntegerType::get(&context, 32));
  auto attr = mlir::DenseElementsAttr::get(type, llvm::ArrayRef<int32_t>());
  std::optional<Literal> literal = Literal::fromAttr(attr);
  ASSERT_TRUE(literal.has_value());
  EXPECT_EQ(literal->getNumElements(), 0);
  EXPECT_EQ(literal->getShape(), llvm::ArrayRef<int64_t>({2, 0}));
}

} // namespace
