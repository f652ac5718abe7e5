//===- RtValue.h - Values of hlo programs on the host ----------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the value an hlo program takes and returns on the host:
// an array (a shared, immutable Literal), a tuple of values, or a token. The
// interpreter, the devices and the tools pass values this way.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_VALUES_RTVALUE_H
#define XHLO_VALUES_RTVALUE_H

#include "xhlo/Values/Literal.h"

#include "mlir/IR/Types.h"

#include <memory>
#include <optional>
#include <vector>

namespace xhlo {

/// A runtime value: an array (a shared, immutable literal), a tuple of
/// values, or a token.
class RtValue {
public:
  /// What a value is: XLA's array, tuple or token.
  enum class Kind { Array, Tuple, Token };

  /// A token.
  RtValue() : kind(Kind::Token) {}
  /// An array value.
  RtValue(Literal literal)
      : kind(Kind::Array),
        array(std::make_shared<const Literal>(std::move(literal))) {}
  /// A tuple value.
  static RtValue tuple(std::vector<RtValue> elements) {
    RtValue value;
    value.kind = Kind::Tuple;
    value.elements =
        std::make_shared<const std::vector<RtValue>>(std::move(elements));
    return value;
  }
  /// A token value.
  static RtValue token() { return RtValue(); }

  /// Whether this is an array, a tuple or a token.
  Kind getKind() const { return kind; }
  bool isArray() const { return kind == Kind::Array; }
  bool isTuple() const { return kind == Kind::Tuple; }
  bool isToken() const { return kind == Kind::Token; }
  /// The array of an array value.
  const Literal &getArray() const { return *array; }
  /// The elements of a tuple value.
  const std::vector<RtValue> &getElements() const { return *elements; }
  /// Moves the array out when this value is its only holder, leaving a
  /// token (the interpreter hands a dead operand's buffer to a result this
  /// way); nothing otherwise.
  std::optional<Literal> takeUniqueArray() {
    if (kind != Kind::Array || array.use_count() != 1)
      return std::nullopt;
    Literal literal = std::move(const_cast<Literal &>(*array));
    array.reset();
    kind = Kind::Token;
    return literal;
  }

private:
  Kind kind;
  std::shared_ptr<const Literal> array;
  std::shared_ptr<const std::vector<RtValue>> elements;
};

/// Whether `value` has the type `type` (array shape and element type, tuple
/// structure, token).
bool matchesType(const RtValue &value, mlir::Type type);

} // namespace xhlo

#endif // XHLO_VALUES_RTVALUE_H
