//===- RuntimeTestUtils.h - Helpers of the runtime tests --------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file holds what the runtime's tests share: literals from vectors and
// back, hlo programs compiled on any Device, and checks of DeviceErrors.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_UNITTESTS_RUNTIME_RUNTIMETESTUTILS_H
#define XHLO_UNITTESTS_RUNTIME_RUNTIMETESTUTILS_H

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/Runtime/Device.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

#include <cstring>
#include <string>
#include <vector>

namespace xhlo::runtime::test {

using xhlo::ElementType;
using xhlo::Literal;
using xhlo::RtValue;

/// Asserts that `expr` (an llvm::Expected) succeeded and binds its value to
/// `var`.
#define XHLO_ASSERT_OK_AND_ASSIGN(var, expr)                                   \
  auto var##OrError = (expr);                                                  \
  ASSERT_TRUE(static_cast<bool>(var##OrError))                                 \
      << llvm::toString(var##OrError.takeError());                             \
  auto &var = *var##OrError

/// Asserts that `expr` (an llvm::Error) is success.
#define XHLO_ASSERT_OK(expr)                                                   \
  do {                                                                         \
    llvm::Error xhloError = (expr);                                            \
    ASSERT_FALSE(static_cast<bool>(xhloError))                                 \
        << llvm::toString(std::move(xhloError));                               \
  } while (false)

/// An array of `type` and `shape` holding `values`.
template <typename T>
Literal makeLiteral(ElementType type, llvm::ArrayRef<int64_t> shape,
                    const std::vector<T> &values) {
  Literal literal(type, shape);
  EXPECT_EQ(static_cast<size_t>(literal.getNumElements()), values.size());
  EXPECT_EQ(xhlo::getElementTypeByteSize(type), sizeof(T));
  std::memcpy(literal.data(), values.data(), values.size() * sizeof(T));
  return literal;
}

inline RtValue f32(llvm::ArrayRef<int64_t> shape,
                   const std::vector<float> &values) {
  return RtValue(makeLiteral(ElementType::F32, shape, values));
}

/// The elements of an array value as `T`.
template <typename T> std::vector<T> valuesOf(const RtValue &value) {
  EXPECT_TRUE(value.isArray());
  if (!value.isArray())
    return {};
  const Literal &literal = value.getArray();
  EXPECT_EQ(xhlo::getElementTypeByteSize(literal.getElementType()), sizeof(T));
  const T *data = literal.as<T>();
  return std::vector<T>(data, data + literal.getNumElements());
}

/// Whether two values have the same structure, shapes, types and bytes.
inline bool bitwiseEqual(const RtValue &a, const RtValue &b) {
  if (a.getKind() != b.getKind())
    return false;
  if (a.isArray())
    return a.getArray().isBitwiseEqual(b.getArray());
  if (a.isTuple()) {
    if (a.getElements().size() != b.getElements().size())
      return false;
    for (size_t i = 0; i < a.getElements().size(); ++i)
      if (!bitwiseEqual(a.getElements()[i], b.getElements()[i]))
        return false;
  }
  return true;
}

/// The code of a failed operation, and its message in `message`; fails the
/// test when it succeeded.
inline ErrorCode errorCode(llvm::Error error, std::string *message = nullptr) {
  if (!error) {
    ADD_FAILURE() << "expected an error";
    return ErrorCode::Unknown;
  }
  auto [code, text] = takeDeviceError(std::move(error));
  if (message)
    *message = text;
  return code;
}

template <typename T>
ErrorCode errorCode(llvm::Expected<T> value, std::string *message = nullptr) {
  if (value) {
    ADD_FAILURE() << "expected an error";
    return ErrorCode::Unknown;
  }
  return errorCode(value.takeError(), message);
}

/// Parses hlo MLIR into its own context and compiles it on devices.
class ProgramBuilder {
public:
  ProgramBuilder() {
    context.loadDialect<mlir::func::FuncDialect, xhlo::hlo::HloDialect>();
  }

  /// Compiles `source` (a module whose entry is @main) on `device`.
  llvm::Expected<ExecutableHandle> compile(Device &device,
                                           llvm::StringRef source) {
    mlir::OwningOpRef<mlir::ModuleOp> module =
        mlir::parseSourceString<mlir::ModuleOp>(source, &context);
    if (!module)
      return makeDeviceError(ErrorCode::InvalidArgument,
                             "cannot parse the test program");
    return compileMlirModule(device, *module);
  }

private:
  mlir::MLIRContext context;
};

/// a + b on f32[4].
inline const char *kAddProgram = R"(
  func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
    %r = hlo.add %a, %b : tensor<4xf32>
    return %r : tensor<4xf32>
  })";

/// (a * b, a + b) on f32[4]: a tuple result.
inline const char *kPairProgram = R"(
  func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>)
      -> (tensor<4xf32>, tensor<4xf32>) {
    %m = hlo.multiply %a, %b : tensor<4xf32>
    %s = hlo.add %a, %b : tensor<4xf32>
    return %m, %s : tensor<4xf32>, tensor<4xf32>
  })";

/// A scalar broadcast to `elements` f32 and summed back: an intermediate of
/// 4 * `elements` bytes.
inline std::string broadcastSum(int64_t elements) {
  std::string type = "tensor<" + std::to_string(elements) + "xf32>";
  return R"(
    func.func @main(%x: tensor<f32>) -> tensor<f32> {
      %b = hlo.broadcast %x, dimensions = [] : (tensor<f32>) -> )" +
         type + R"(
      %z = hlo.constant dense<0.0> : tensor<f32>
      %s = hlo.reduce(%b init: %z) dimensions = [0]
          : ()" +
         type + R"(, tensor<f32>) -> tensor<f32> {
      ^bb0(%u: tensor<f32>, %v: tensor<f32>):
        %t = hlo.add %u, %v : tensor<f32>
        hlo.return %t : tensor<f32>
      }
      return %s : tensor<f32>
    })";
}

} // namespace xhlo::runtime::test

#endif // XHLO_UNITTESTS_RUNTIME_RUNTIMETESTUTILS_H
