//===- NpyTest.cpp - Tests for literals and .npy files
//---------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The expected bytes below were written by numpy (np.save /
// np.lib.format.write_array), the independent oracle for the format.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Values/Npy.h"
#include "xhlo/Values/Literal.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"

#include "gtest/gtest.h"

#include <complex>
#include <string>

using namespace xhlo;

namespace {

// numpy 1.24.2: F32_2x3
const char kF32_2x3[] =
    "\x93\x4e\x55\x4d\x50\x59\x01\x00\x76\x00\x7b\x27\x64\x65\x73\x63\x72\x27"
    "\x3a\x20\x27\x3c\x66\x34\x27\x2c\x20\x27\x66\x6f\x72\x74\x72\x61\x6e\x5f"
    "\x6f\x72\x64\x65\x72\x27\x3a\x20\x46\x61\x6c\x73\x65\x2c\x20\x27\x73\x68"
    "\x61\x70\x65\x27\x3a\x20\x28\x32\x2c\x20\x33\x29\x2c\x20\x7d\x20\x20\x20"
    "\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20"
    "\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20"
    "\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20"
    "\x20\x0a\x00\x00\x00\x00\x00\x00\x00\x3f\x00\x00\x80\x3f\x00\x00\xc0\x3f"
    "\x00\x00\x00\x40\x00\x00\x20\x40";
const size_t kF32_2x3Size = 152;
// numpy 1.24.2: I16_BIG
const char kI16_BIG[] =
    "\x93\x4e\x55\x4d\x50\x59\x01\x00\x76\x00\x7b\x27\x64\x65\x73\x63\x72\x27"
    "\x3a\x20\x27\x3e\x69\x32\x27\x2c\x20\x27\x66\x6f\x72\x74\x72\x61\x6e\x5f"
    "\x6f\x72\x64\x65\x72\x27\x3a\x20\x46\x61\x6c\x73\x65\x2c\x20\x27\x73\x68"
    "\x61\x70\x65\x27\x3a\x20\x28\x33\x2c\x29\x2c\x20\x7d\x20\x20\x20\x20\x20"
    "\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20"
    "\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20"
    "\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20"
    "\x20\x0a\x00\x01\xff\xfe\x01\x2c";
const size_t kI16_BIGSize = 134;
// numpy 1.24.2: F64_FORTRAN
const char kF64_FORTRAN[] =
    "\x93\x4e\x55\x4d\x50\x59\x01\x00\x76\x00\x7b\x27\x64\x65\x73\x63\x72\x27"
    "\x3a\x20\x27\x3c\x66\x38\x27\x2c\x20\x27\x66\x6f\x72\x74\x72\x61\x6e\x5f"
    "\x6f\x72\x64\x65\x72\x27\x3a\x20\x54\x72\x75\x65\x2c\x20\x27\x73\x68\x61"
    "\x70\x65\x27\x3a\x20\x28\x32\x2c\x20\x33\x29\x2c\x20\x7d\x20\x20\x20\x20"
    "\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20"
    "\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20"
    "\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20"
    "\x20\x0a\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x40"
    "\x00\x00\x00\x00\x00\x00\xf0\x3f\x00\x00\x00\x00\x00\x00\x10\x40\x00\x00"
    "\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x14\x40";
const size_t kF64_FORTRANSize = 176;
// numpy 1.24.2: BOOL
const char kBOOL[] =
    "\x93\x4e\x55\x4d\x50\x59\x01\x00\x76\x00\x7b\x27\x64\x65\x73\x63\x72\x27"
    "\x3a\x20\x27\x7c\x62\x31\x27\x2c\x20\x27\x66\x6f\x72\x74\x72\x61\x6e\x5f"
    "\x6f\x72\x64\x65\x72\x27\x3a\x20\x46\x61\x6c\x73\x65\x2c\x20\x27\x73\x68"
    "\x61\x70\x65\x27\x3a\x20\x28\x33\x2c\x29\x2c\x20\x7d\x20\x20\x20\x20\x20"
    "\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20"
    "\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20"
    "\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20"
    "\x20\x0a\x01\x00\x01";
const size_t kBOOLSize = 131;
// numpy 1.24.2: C64
const char kC64[] =
    "\x93\x4e\x55\x4d\x50\x59\x01\x00\x76\x00\x7b\x27\x64\x65\x73\x63\x72\x27"
    "\x3a\x20\x27\x3c\x63\x38\x27\x2c\x20\x27\x66\x6f\x72\x74\x72\x61\x6e\x5f"
    "\x6f\x72\x64\x65\x72\x27\x3a\x20\x46\x61\x6c\x73\x65\x2c\x20\x27\x73\x68"
    "\x61\x70\x65\x27\x3a\x20\x28\x32\x2c\x29\x2c\x20\x7d\x20\x20\x20\x20\x20"
    "\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20"
    "\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20"
    "\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20"
    "\x20\x0a\x00\x00\x80\x3f\x00\x00\x00\x40\x00\x00\x60\xc0\x00\x00\x00\x00";
const size_t kC64Size = 144;
// numpy 1.24.2: F16_SCALAR
const char kF16_SCALAR[] =
    "\x93\x4e\x55\x4d\x50\x59\x01\x00\x76\x00\x7b\x27\x64\x65\x73\x63\x72\x27"
    "\x3a\x20\x27\x3c\x66\x32\x27\x2c\x20\x27\x66\x6f\x72\x74\x72\x61\x6e\x5f"
    "\x6f\x72\x64\x65\x72\x27\x3a\x20\x46\x61\x6c\x73\x65\x2c\x20\x27\x73\x68"
    "\x61\x70\x65\x27\x3a\x20\x28\x29\x2c\x20\x7d\x20\x20\x20\x20\x20\x20\x20"
    "\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20"
    "\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20"
    "\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20"
    "\x20\x0a\x00\x3e";
const size_t kF16_SCALARSize = 130;
// numpy 1.24.2: U8_V2
const char kU8_V2[] =
    "\x93\x4e\x55\x4d\x50\x59\x02\x00\x74\x00\x00\x00\x7b\x27\x64\x65\x73\x63"
    "\x72\x27\x3a\x20\x27\x7c\x75\x31\x27\x2c\x20\x27\x66\x6f\x72\x74\x72\x61"
    "\x6e\x5f\x6f\x72\x64\x65\x72\x27\x3a\x20\x46\x61\x6c\x73\x65\x2c\x20\x27"
    "\x73\x68\x61\x70\x65\x27\x3a\x20\x28\x31\x2c\x20\x32\x29\x2c\x20\x7d\x20"
    "\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20"
    "\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20"
    "\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20"
    "\x20\x0a\x07\xff";
const size_t kU8_V2Size = 130;

/// Parses numpy's bytes, failing the test on an error.
Literal parseOk(const char *bytes, size_t size) {
  llvm::Expected<Literal> literal =
      parseNpy(llvm::StringRef(bytes, size), "test.npy");
  if (!literal) {
    ADD_FAILURE() << llvm::toString(literal.takeError());
    return Literal(ElementType::F32, {});
  }
  return std::move(*literal);
}

/// The error message of parsing `bytes`.
std::string parseError(llvm::StringRef bytes) {
  llvm::Expected<Literal> literal = parseNpy(bytes, "bad.npy");
  if (literal)
    return "";
  return llvm::toString(literal.takeError());
}

TEST(Npy, ReadsNumpyFiles) {
  Literal f32 = parseOk(kF32_2x3, kF32_2x3Size);
  EXPECT_EQ(f32.getElementType(), ElementType::F32);
  EXPECT_EQ(f32.getShape(), llvm::ArrayRef<int64_t>({2, 3}));
  EXPECT_EQ(f32.as<float>()[5], 2.5f);

  Literal big = parseOk(kI16_BIG, kI16_BIGSize);
  EXPECT_EQ(big.getElementType(), ElementType::S16);
  EXPECT_EQ(big.as<int16_t>()[1], -2);
  EXPECT_EQ(big.as<int16_t>()[2], 300);

  // Fortran order comes back row-major: element [1][0] is 3.
  Literal fortran = parseOk(kF64_FORTRAN, kF64_FORTRANSize);
  EXPECT_EQ(fortran.getShape(), llvm::ArrayRef<int64_t>({2, 3}));
  for (int i = 0; i < 6; ++i)
    EXPECT_EQ(fortran.as<double>()[i], i);

  Literal pred = parseOk(kBOOL, kBOOLSize);
  EXPECT_EQ(pred.getElementType(), ElementType::Pred);
  EXPECT_EQ(pred.as<uint8_t>()[2], 1);

  Literal c64 = parseOk(kC64, kC64Size);
  EXPECT_EQ(c64.as<std::complex<float>>()[0], std::complex<float>(1, 2));
  EXPECT_EQ(c64.as<std::complex<float>>()[1], std::complex<float>(-3.5, 0));

  Literal f16 = parseOk(kF16_SCALAR, kF16_SCALARSize);
  EXPECT_EQ(f16.getRank(), 0);
  EXPECT_EQ(f16.as<uint16_t>()[0], 0x3e00); // 1.5 in binary16

  Literal u8 = parseOk(kU8_V2, kU8_V2Size); // a version 2.0 header
  EXPECT_EQ(u8.getShape(), llvm::ArrayRef<int64_t>({1, 2}));
  EXPECT_EQ(u8.as<uint8_t>()[1], 255);
}

TEST(Npy, WritesWhatNumpyWrites) {
  Literal f32 = parseOk(kF32_2x3, kF32_2x3Size);
  llvm::Expected<std::string> bytes = serializeNpy(f32);
  ASSERT_TRUE(static_cast<bool>(bytes));
  EXPECT_EQ(*bytes, std::string(kF32_2x3, kF32_2x3Size));
  Literal pred = parseOk(kBOOL, kBOOLSize);
  bytes = serializeNpy(pred);
  ASSERT_TRUE(static_cast<bool>(bytes));
  EXPECT_EQ(*bytes, std::string(kBOOL, kBOOLSize));
  Literal f16 = parseOk(kF16_SCALAR, kF16_SCALARSize);
  bytes = serializeNpy(f16);
  ASSERT_TRUE(static_cast<bool>(bytes));
  EXPECT_EQ(*bytes, std::string(kF16_SCALAR, kF16_SCALARSize));
}

TEST(Npy, RoundTripsEveryType) {
  for (ElementType type :
       {ElementType::Pred, ElementType::S8, ElementType::S16, ElementType::S32,
        ElementType::S64, ElementType::U8, ElementType::U16, ElementType::U32,
        ElementType::U64, ElementType::F16, ElementType::F32, ElementType::F64,
        ElementType::C64, ElementType::C128}) {
    Literal literal(type, {3, 1, 2});
    auto *bytes = static_cast<uint8_t *>(literal.data());
    for (size_t i = 0; i < literal.getSizeInBytes(); ++i)
      bytes[i] = type == ElementType::Pred ? i % 2 : (i * 37 + 5) & 0xff;
    llvm::Expected<std::string> npy = serializeNpy(literal);
    ASSERT_TRUE(static_cast<bool>(npy)) << getElementTypeName(type).str();
    llvm::Expected<Literal> back = parseNpy(*npy, "roundtrip.npy");
    ASSERT_TRUE(static_cast<bool>(back)) << getElementTypeName(type).str();
    EXPECT_TRUE(back->isBitwiseEqual(literal))
        << getElementTypeName(type).str();
  }
  Literal bf16(ElementType::BF16, {2});
  llvm::Expected<std::string> npy = serializeNpy(bf16);
  ASSERT_FALSE(static_cast<bool>(npy));
  EXPECT_EQ(llvm::toString(npy.takeError()),
            "numpy has no bfloat16: convert the result to f32 to write it");
}

TEST(Npy, RejectsMalformedFiles) {
  EXPECT_EQ(parseError("PK\x03\x04"),
            "bad.npy: not a .npy file (no \\x93NUMPY magic)");
  std::string good(kF32_2x3, kF32_2x3Size);
  EXPECT_EQ(parseError(good.substr(0, good.size() - 3)),
            "bad.npy: data holds 21 bytes, the shape needs 24");
  EXPECT_EQ(parseError(good.substr(0, 40)), "bad.npy: truncated header");
  std::string object = good;
  object.replace(object.find("<f4"), 3, "|O8");
  EXPECT_NE(parseError(object).find("unsupported dtype '|O8'"),
            std::string::npos);
  std::string huge = good;
  huge.replace(huge.find("(2, 3)"), 6, "(9999999999999, 99999999)");
  EXPECT_NE(parseError(huge).find("is too large"), std::string::npos);
  std::string negative = good;
  negative.replace(negative.find("(2, 3)"), 6, "(2, -3)");
  EXPECT_NE(parseError(negative).find("invalid dimension '-3'"),
            std::string::npos);
}

TEST(Literal, ConvertsFromAndToConstants) {
  mlir::MLIRContext context;
  mlir::Builder b(&context);
  auto type = mlir::RankedTensorType::get({2, 2}, b.getI1Type());
  auto pred = mlir::DenseElementsAttr::get(
      type, llvm::ArrayRef<bool>({true, false, false, true}));
  std::optional<Literal> literal = Literal::fromAttr(pred);
  ASSERT_TRUE(literal);
  EXPECT_EQ(literal->as<uint8_t>()[3], 1);
  EXPECT_EQ(literal->toAttr(&context), pred);

  auto f32 = mlir::DenseElementsAttr::get(
      mlir::RankedTensorType::get({3}, b.getF32Type()),
      llvm::ArrayRef<float>({1.5f, -2.0f, 4.0f}));
  literal = Literal::fromAttr(f32);
  ASSERT_TRUE(literal);
  EXPECT_EQ(literal->as<float>()[1], -2.0f);
  EXPECT_EQ(literal->toAttr(&context), f32);

  auto splat = mlir::DenseElementsAttr::get(
      mlir::RankedTensorType::get({4}, b.getIntegerType(16, false)),
      llvm::ArrayRef<uint16_t>({7}));
  literal = Literal::fromAttr(splat);
  ASSERT_TRUE(literal);
  EXPECT_EQ(literal->as<uint16_t>()[3], 7);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(literal->data()) % 64, 0u);
}

} // namespace
