//===- ElementTypeTest.cpp - The element type table
//-------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Checks every row of Dialect/Hlo/IR/HloElementTypes.def against XLA's proto
// and MLIR, and that the conversions between ElementType, MLIR types,
// PrimitiveType numbers, names and numpy codes round-trip. The tests expand
// the table, so a new row is tested without a new test.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.h"
#include "xhlo/Values/Literal.h"
#include "xhlo/Values/Npy.h"
#include "xhlo/xla_data.pb.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include "gtest/gtest.h"

#include <cstring>
#include <set>
#include <string>

using namespace xhlo;

namespace {

/// XLA's PrimitiveType values that are not array element types.
bool isArrayElementType(xla::PrimitiveType type) {
  return type != xla::PRIMITIVE_TYPE_INVALID && type != xla::TUPLE &&
         type != xla::OPAQUE_TYPE && type != xla::TOKEN && type != xla::BUFFER;
}

/// A literal of `type` through its constant attribute, and through a .npy file
/// when numpy has the type (`npy`, its code) or an error when it has not.
void checkHostRow(ElementType type, llvm::StringRef npy,
                  mlir::MLIRContext *context) {
  Literal literal(type, {3});
  auto *bytes = static_cast<uint8_t *>(literal.data());
  for (size_t i = 0; i < literal.getSizeInBytes(); ++i)
    bytes[i] = type == ElementType::Pred ? i % 2 : uint8_t(i * 37 + 1);
  // s2/s4/u2/u4 bytes hold values of the type, f6/f4 bytes bit patterns.
  literal.wrapSubByteIntegers();
  if (getElementKind(type) == hlo::ElementKind::Float &&
      getElementTypeBitWidth(type) < 8)
    for (size_t i = 0; i < literal.getSizeInBytes(); ++i)
      bytes[i] &= (1u << getElementTypeBitWidth(type)) - 1;
  // (toElementsAttr: #hlo.float_bits for the dialect's own float types.)
  std::optional<Literal> back =
      Literal::fromAttr(literal.toElementsAttr(context));
  ASSERT_TRUE(back);
  EXPECT_TRUE(back->isBitwiseEqual(literal));

  llvm::Expected<std::string> file = serializeNpy(literal);
  if (npy.empty()) {
    EXPECT_FALSE(static_cast<bool>(file));
    llvm::consumeError(file.takeError());
    return;
  }
  ASSERT_TRUE(static_cast<bool>(file)) << llvm::toString(file.takeError());
  std::string descr =
      (getElementTypeByteSize(type) == 1 ? "|" : "<") + npy.str();
  EXPECT_NE(file->find("'descr': '" + descr + "'"), std::string::npos);
  llvm::Expected<Literal> read = parseNpy(*file, "row.npy");
  ASSERT_TRUE(static_cast<bool>(read)) << llvm::toString(read.takeError());
  if (getElementTypeBitWidth(type) < 8 && type != ElementType::Pred) {
    // s4 is written as int8 holding the values and reads back as s8.
    EXPECT_EQ(getElementTypeByteSize(read->getElementType()), 1u);
    EXPECT_EQ(std::memcmp(read->data(), literal.data(), 3), 0);
    return;
  }
  EXPECT_TRUE(read->isBitwiseEqual(literal));
}

// Every row: its number is XLA's PrimitiveType of that name, its LiteralProto
// field exists, and its facts read back by number.
TEST(ElementTypeTable, XlaRowsMatchTheProto) {
  std::set<int> numbers;
  xla::LiteralProto literal;
#define XHLO_XLA_ELEMENT_TYPE(ENUM, NAME, NUMBER, KIND, BITS, SEMANTICS)       \
  {                                                                            \
    SCOPED_TRACE(#NAME);                                                       \
    EXPECT_TRUE(numbers.insert(NUMBER).second) << "number used twice";         \
    ASSERT_TRUE(xla::PrimitiveType_IsValid(NUMBER));                           \
    EXPECT_EQ(llvm::StringRef(xla::PrimitiveType_Name(                         \
                                  static_cast<xla::PrimitiveType>(NUMBER)))    \
                  .lower(),                                                    \
              #NAME);                                                          \
    (void)literal.NAME##s();                                                   \
    std::optional<hlo::XlaElementType> row = hlo::getXlaElementType(NUMBER);   \
    ASSERT_TRUE(row);                                                          \
    EXPECT_EQ(row->name, #NAME);                                               \
    EXPECT_EQ(row->primitive, NUMBER);                                         \
    EXPECT_EQ(row->kind, hlo::ElementKind::KIND);                              \
    EXPECT_EQ(row->bits, BITS##u);                                             \
    const llvm::fltSemantics *floatSemantics = SEMANTICS;                      \
    EXPECT_EQ(row->semantics, floatSemantics);                                 \
    if (floatSemantics) {                                                      \
      EXPECT_EQ(row->kind, hlo::ElementKind::Float);                           \
      EXPECT_EQ(llvm::APFloat::getSizeInBits(*floatSemantics), BITS##u);       \
    }                                                                          \
  }
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.def"

  // ... and every array element type of the proto has a row.
  const google::protobuf::EnumDescriptor *descriptor =
      xla::PrimitiveType_descriptor();
  for (int i = 0; i < descriptor->value_count(); ++i) {
    auto type = static_cast<xla::PrimitiveType>(descriptor->value(i)->number());
    if (isArrayElementType(type))
      EXPECT_TRUE(numbers.count(type)) << xla::PrimitiveType_Name(type);
    else
      EXPECT_FALSE(hlo::getXlaElementType(type))
          << xla::PrimitiveType_Name(type);
  }
}

// Every dialect row: MLIR type <-> number, and the type's own width and
// float semantics agree with the row.
TEST(ElementTypeTable, DialectRowsRoundTripThroughMlir) {
  mlir::MLIRContext context;
  // (The rows of the dialect's own float types need it.)
  context.loadDialect<hlo::HloDialect>();
  int rows = 0;
#define XHLO_DIALECT_ELEMENT_TYPE(ENUM, NAME, NUMBER, KIND, BITS, SEMANTICS,   \
                                  MLIR_TYPE)                                   \
  {                                                                            \
    SCOPED_TRACE(#NAME);                                                       \
    ++rows;                                                                    \
    mlir::Type type = hlo::getMlirElementType(NUMBER, &context);               \
    ASSERT_TRUE(type);                                                         \
    EXPECT_EQ(hlo::getPrimitiveType(type), NUMBER);                            \
    EXPECT_EQ(hlo::getXlaElementType(type)->name, #NAME);                      \
    const llvm::fltSemantics *floatSemantics = SEMANTICS;                      \
    if (auto floatType = llvm::dyn_cast<mlir::FloatType>(type)) {              \
      EXPECT_EQ(&floatType.getFloatSemantics(), floatSemantics);               \
      EXPECT_EQ(floatType.getWidth(), BITS##u);                                \
    }                                                                          \
  }
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.def"
  EXPECT_GE(rows, 21);

  // Types that are not XLA's element types.
  mlir::Builder b(&context);
  for (mlir::Type type :
       {mlir::Type(b.getIntegerType(8, /*isSigned=*/true)),
        mlir::Type(b.getIntegerType(7)), mlir::Type(b.getIndexType()),
        mlir::Type(b.getIntegerType(1, /*isSigned=*/false)),
        mlir::Type(b.getTF32Type()), mlir::Type(b.getF80Type()),
        mlir::Type(mlir::ComplexType::get(b.getF16Type())),
        mlir::Type(mlir::ComplexType::get(b.getI32Type())),
        mlir::Type(mlir::NoneType::get(&context))})
    EXPECT_FALSE(hlo::getPrimitiveType(type));
  EXPECT_FALSE(hlo::getMlirElementType(xla::TUPLE, &context));
  EXPECT_FALSE(hlo::getMlirElementType(xla::S1, &context));
}

// Every host row: ElementType <-> number <-> MLIR type <-> name, its byte
// size, a literal through DenseElementsAttr, and numpy's code through a
// .npy file.
TEST(ElementTypeTable, HostRowsRoundTrip) {
  mlir::MLIRContext context;
  // (The rows of the dialect's own float types need it.)
  context.loadDialect<hlo::HloDialect>();
  int rows = 0;
#define XHLO_HOST_ELEMENT_TYPE(ENUM, NAME, NUMBER, KIND, BITS, SEMANTICS,      \
                               MLIR_TYPE, STORAGE, NPY)                        \
  {                                                                            \
    SCOPED_TRACE(#NAME);                                                       \
    ElementType type = ElementType::ENUM;                                      \
    EXPECT_EQ(static_cast<int>(type), rows++) << "in the table's order";       \
    EXPECT_EQ(getPrimitiveType(type), NUMBER);                                 \
    EXPECT_EQ(getElementTypeFromPrimitive(NUMBER), type);                      \
    mlir::Type mlir = getMlirElementType(type, &context);                      \
    EXPECT_EQ(mlir, hlo::getMlirElementType(NUMBER, &context));                \
    EXPECT_EQ(getElementTypeFromMlir(mlir), type);                             \
    EXPECT_EQ(getElementTypeName(type), #NAME);                                \
    EXPECT_EQ(getElementTypeByteSize(type), sizeof(STORAGE));                  \
    EXPECT_EQ(getElementTypeBitWidth(type), BITS##u);                          \
    EXPECT_EQ(getElementTypeByteSize(type), (BITS##u + 7) / 8);                \
    checkHostRow(type, llvm::StringRef(NPY), &context);                        \
  }
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.def"
  EXPECT_GE(rows, 15);
  // XLA's types the host does not store.
  EXPECT_FALSE(getElementTypeFromPrimitive(xla::S1));
  EXPECT_FALSE(getElementTypeFromPrimitive(xla::TUPLE));
}

} // namespace
