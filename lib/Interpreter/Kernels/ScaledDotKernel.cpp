//===- ScaledDotKernel.cpp - The kernel of hlo.scaled_dot -----------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// hlo.scaled_dot (XLA's `scaled-dot`) computed as XLA expands it
// (xla/service/gpu/transforms/scaled_dot_rewriter.cc, the ScaledDotRewriter
// that every backend without a native block-scaled dot runs): each operand
// with a non-scalar scale is dequantized, and the dequantized operands go
// into the dot kernel with the op's dimension numbers and result type.
//
// Dequantizing converts the operand and its scale to one type (XLA's
// GetTargetType: bf16 when both are narrower than 16 bits, the common type
// when equal, f32 when equally wide, else the wider), repeats each scale
// element over its block (operand size / scale size consecutive elements
// in every dimension: broadcast + reshape) and multiplies, rounding each
// product to that type. A scalar scale leaves its operand untouched.
//
//===----------------------------------------------------------------------===//

#include "KernelUtils.h"

#include "xhlo/Dialect/Hlo/IR/HloOps.h"
#include "xhlo/Interpreter/Executable.h"
#include "xhlo/Values/MemoryBudget.h"

#include <vector>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::interp;
namespace hlo = xhlo::hlo;

namespace {

/// XLA's GetTargetType (scaled_dot_rewriter.cc): the type operand and scale
/// are both converted to before they are multiplied.
ElementType getDequantizedType(ElementType operand, ElementType scale) {
  unsigned operandBits = getElementTypeBitWidth(operand);
  unsigned scaleBits = getElementTypeBitWidth(scale);
  if (operandBits < 16 && scaleBits < 16)
    return ElementType::BF16;
  if (operand == scale)
    return operand;
  if (operandBits == scaleBits)
    return ElementType::F32;
  return operandBits > scaleBits ? operand : scale;
}

/// The elements of `literal` as doubles (every element type of a real
/// scaled-dot is exact in a double: the narrow floats, bf16, f16, f32 and
/// integers up to 32 bits), or nothing for pred and complex.
std::optional<std::vector<double>> loadAsDoubles(const Literal &literal) {
  return visitElementType(
      literal.getElementType(),
      [&](auto tag) -> std::optional<std::vector<double>> {
        using K = typename decltype(tag)::type;
        if constexpr (K::kClass == kFloat || K::kClass == kInt) {
          const typename K::S *data = literal.as<typename K::S>();
          std::vector<double> values(literal.getNumElements());
          for (size_t i = 0; i < values.size(); ++i)
            values[i] = static_cast<double>(K::load(data[i]));
          return values;
        } else {
          return std::nullopt;
        }
      });
}

/// `operand` times `scale` repeated over its blocks, in the type XLA
/// dequantizes in (getDequantizedType); fails, located at `op`, for the
/// types the interpreter cannot dequantize.
FailureOr<Literal> dequantize(Operation *op, StringRef side,
                              const Literal &operand, const Literal &scale) {
  ElementType type =
      getDequantizedType(operand.getElementType(), scale.getElementType());
  auto refuse =
      [&]() {
        return op->emitError()
               << "scaled-dot: the interpreter dequantizes into bf16, f16, f32 "
                  "or f64 only; "
               << side << " (" << getElementTypeName(operand.getElementType())
               << ") and " << side << "_scale ("
               << getElementTypeName(scale.getElementType())
               << ") would be dequantized in " << getElementTypeName(type);
      };
  if (type != ElementType::BF16 && type != ElementType::F16 &&
      type != ElementType::F32 && type != ElementType::F64)
    return refuse();
  // The doubles are charged to the memory budget while they live.
  MemoryBudget::Reservation doubles;
  if (llvm::Error error = doubles.add(
          (operand.getNumElements() + scale.getNumElements()) * sizeof(double),
          "scaled-dot: " + side + " and " + side + "_scale as doubles"))
    return op->emitError() << llvm::toString(std::move(error));
  std::optional<std::vector<double>> values = loadAsDoubles(operand);
  std::optional<std::vector<double>> scales = loadAsDoubles(scale);
  if (!values || !scales)
    return refuse();

  ArrayRef<int64_t> shape = operand.getShape();
  ArrayRef<int64_t> scaleShape = scale.getShape();
  if (shape.size() != scaleShape.size())
    return op->emitError() << "scaled-dot: " << side
                           << "_scale must have the rank of " << side;
  // The verifier checked that each scale size divides the operand's.
  SmallVector<int64_t, 4> block(shape.size(), 0);
  for (size_t d = 0; d < shape.size(); ++d) {
    if (scaleShape[d] == 0 ? shape[d] != 0 : shape[d] % scaleShape[d] != 0)
      return op->emitError() << "scaled-dot: dimension " << d << " of " << side
                             << " must be a multiple of dimension " << d
                             << " of " << side << "_scale";
    block[d] = scaleShape[d] == 0 ? 1 : shape[d] / scaleShape[d];
  }
  SmallVector<int64_t, 4> scaleStrides = getStrides(scaleShape);

  // An intermediate of the step: checked against the budget (the step
  // charged only its result).
  llvm::Expected<Literal> created =
      Literal::create(type, shape, "scaled-dot: the dequantized " + side);
  if (!created)
    return op->emitError() << llvm::toString(created.takeError());
  Literal result = std::move(*created);
  visitElementType(type, [&](auto tag) {
    using O = typename decltype(tag)::type;
    if constexpr (O::kClass == kFloat) {
      using C = typename O::C;
      typename O::S *out = result.as<typename O::S>();
      // Both converted to the type, then multiplied in it (bf16 and f16
      // compute in f32 and round once, as XLA's CPU backend).
      auto convert = [](double x) { return O::load(O::store(C(x))); };
      int64_t i = 0;
      forEachIndex(shape, [&](ArrayRef<int64_t> index) {
        int64_t s = 0;
        for (size_t d = 0; d < index.size(); ++d)
          s += index[d] / block[d] * scaleStrides[d];
        out[i] = O::store(convert((*values)[i]) * convert((*scales)[s]));
        ++i;
      });
    }
  });
  return result;
}

} // namespace

namespace xhlo::interp {

/// Registers hlo.scaled_dot's kernel; called after the dot kernel is
/// registered (registerShapeKernels), whose loops it reuses.
void registerScaledDotKernel(KernelRegistry &registry) {
  const Kernel *found = registry.lookup(hlo::DotOp::getOperationName());
  Kernel dot = found ? *found : Kernel();
  registry.add(
      hlo::ScaledDotOp::getOperationName(),
      [dot](Operation *op, ArrayRef<const RtValue *> operands,
            std::vector<RtValue> &results,
            KernelContext &context) -> LogicalResult {
        if (!dot)
          return op->emitError("scaled-dot: the interpreter has no dot kernel");
        // A scalar scale leaves its operand as it is (XLA's Dequantize).
        RtValue dequantized[2];
        const RtValue *dotOperands[2] = {operands[0], operands[1]};
        for (int side = 0; side < 2; ++side) {
          const Literal &scale = operands[2 + side]->getArray();
          if (scale.getShape().empty())
            continue;
          FailureOr<Literal> literal = dequantize(
              op, side == 0 ? "lhs" : "rhs", operands[side]->getArray(), scale);
          if (failed(literal))
            return failure();
          dequantized[side] = RtValue(std::move(*literal));
          dotOperands[side] = &dequantized[side];
        }
        return dot(op, dotOperands, results, context);
      });
}

} // namespace xhlo::interp
