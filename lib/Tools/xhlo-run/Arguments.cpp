//===- Arguments.cpp - xhlo-run's arguments -------------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements how xhlo-run makes the arguments --arg describes:
// .npy and idx files (checked against the parameter's type), random arrays,
// arrays of one value and zeros.
//
//===----------------------------------------------------------------------===//

#include "Arguments.h"

#include "Results.h"

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/Values/Idx.h"
#include "xhlo/Values/Npy.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <optional>
#include <random>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::runner;

/// An array of `type` filled by `fill(element index, byte pointer)` for
/// argument `index`; fails with an error when its size overflows or does
/// not fit in the memory budget (--max-memory), before it is allocated.
template <typename Fill>
static FailureOr<RtValue> makeArray(RankedTensorType type, unsigned index,
                                    Fill fill) {
  ElementType element = *getElementTypeFromMlir(type.getElementType());
  // A dynamic dimension is 0 here: compiling the program refuses it later
  // with a message about the parameter's type.
  SmallVector<int64_t> shape(type.getShape());
  for (int64_t &dim : shape)
    if (ShapedType::isDynamic(dim))
      dim = 0;
  llvm::Expected<Literal> literal =
      Literal::create(element, shape, "argument " + Twine(index));
  if (!literal) {
    llvm::errs() << "xhlo-run: error: " << llvm::toString(literal.takeError())
                 << "\n";
    return failure();
  }
  auto *bytes = static_cast<uint8_t *>(literal->data());
  size_t width = getElementTypeByteSize(element);
  for (int64_t i = 0; i < literal->getNumElements(); ++i)
    fill(element, bytes + i * width);
  return RtValue(std::move(*literal));
}

/// Whether an element of `type` holds `value` exactly (floats and complex
/// numbers: any number, rounded to nearest even; integers: whole numbers in
/// range; pred: 0 or 1).
static bool holdsExactly(Type type, double value) {
  auto integer = dyn_cast<IntegerType>(type);
  if (!integer)
    return true;
  unsigned width = integer.getWidth();
  if (width == 1)
    return value == 0 || value == 1;
  if (value != std::trunc(value))
    return false;
  if (integer.isUnsigned())
    return value >= 0 && value < std::ldexp(1.0, width);
  return value >= -std::ldexp(1.0, width - 1) &&
         value < std::ldexp(1.0, width - 1);
}

/// The smallest and largest value of the integer type `type` (s4: -8, 7).
static std::pair<int64_t, uint64_t> getIntegerRange(ElementType type) {
  unsigned bits = getElementTypeBitWidth(type);
  if (getElementKind(type) == hlo::ElementKind::Signed) {
    // -(2^(bits-1) - 1) - 1: no negation of INT64_MIN for s64 (UBSan).
    uint64_t largest = (uint64_t(1) << (bits - 1)) - 1;
    return {-int64_t(largest) - 1, largest};
  }
  return {0, bits == 64 ? ~uint64_t(0) : (uint64_t(1) << bits) - 1};
}

/// An integer type narrower than a byte (s2, s4, u2, u4), whose .npy files
/// hold its values as int8/uint8.
static bool isSubByteInteger(ElementType type) {
  hlo::ElementKind kind = getElementKind(type);
  return (kind == hlo::ElementKind::Signed ||
          kind == hlo::ElementKind::Unsigned) &&
         getElementTypeBitWidth(type) < 8;
}

/// `literal`, an int8/uint8 array of a .npy file, as the sub-byte integer
/// array of the parameter's type `type` when it is one and every value is
/// in its range; otherwise `literal` itself. Reports an out-of-range value
/// (the argument, the element index, the value) and fails.
static FailureOr<Literal> narrowNpyIntegers(Literal literal, ElementType type,
                                            unsigned index, StringRef spec) {
  ElementType from = literal.getElementType();
  if (!isSubByteInteger(type) || getElementKind(from) != getElementKind(type) ||
      getElementTypeByteSize(from) != 1 || getElementTypeBitWidth(from) != 8)
    return std::move(literal);
  auto [min, max] = getIntegerRange(type);
  bool isSigned = getElementKind(type) == hlo::ElementKind::Signed;
  const auto *in = static_cast<const uint8_t *>(literal.data());
  for (int64_t i = 0, e = literal.getNumElements(); i < e; ++i) {
    int64_t value = isSigned ? int64_t(int8_t(in[i])) : int64_t(in[i]);
    if (value < min || value > int64_t(max)) {
      llvm::errs() << "xhlo-run: error: argument " << index << " from '" << spec
                   << "': element " << i << " is " << value << ", not an "
                   << getElementTypeName(type) << " value (" << min << " to "
                   << max << ")\n";
      return failure();
    }
  }
  Literal narrow = Literal::uninitialized(type, literal.getShape());
  std::memcpy(narrow.data(), literal.data(), literal.getSizeInBytes());
  return std::move(narrow);
}

/// The argument for parameter `type` described by `spec`: a .npy path, an
/// idx path (isIdxPath: `.idx`, `.idx.gz`, `-idx3-ubyte.gz`, ...),
/// `random`, `random:S`, `value:V` or `zeros`.
static FailureOr<RtValue> makeArgument(StringRef spec, Type type,
                                       unsigned index, std::mt19937_64 &rng) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !getElementTypeFromMlir(tensor.getElementType())) {
    if (isa<xhlo::hlo::TokenType>(type))
      return RtValue::token();
    llvm::errs() << "xhlo-run: error: argument " << index << " has type "
                 << type << ", which --arg cannot make\n";
    return failure();
  }
  if (spec == "zeros")
    return makeArray(tensor, index, [](ElementType, uint8_t *) {});
  // `value:V`: every element V (a scalar parameter gets the number V).
  if (StringRef text = spec; text.consume_front("value:")) {
    double value;
    if (text.getAsDouble(value) ||
        !holdsExactly(tensor.getElementType(), value)) {
      ElementType element = *getElementTypeFromMlir(tensor.getElementType());
      llvm::errs() << "xhlo-run: error: argument " << index << ": '" << spec
                   << "': expected value:V with V a number that "
                   << getElementTypeName(element) << " holds\n";
      return failure();
    }
    return makeArray(tensor, index, [&](ElementType element, uint8_t *out) {
      storeDouble(element, out, value);
    });
  }
  // `random` or `random:S` (floats uniform in [-S, S)).
  double scale = 1.0;
  if (StringRef text = spec; text.consume_front("random:")) {
    if (text.getAsDouble(scale) || !(scale > 0)) {
      llvm::errs() << "xhlo-run: error: argument " << index << ": '" << spec
                   << "': expected random:S with a scale S > 0\n";
      return failure();
    }
    spec = "random";
  }
  if (spec == "random") {
    std::uniform_real_distribution<double> real(-scale, scale);
    // Integers 0..9, or up to the type's largest value (s4: 7, u2: 3).
    ElementType element = *getElementTypeFromMlir(tensor.getElementType());
    int largest = 9;
    if (getElementKind(element) == hlo::ElementKind::Signed ||
        getElementKind(element) == hlo::ElementKind::Unsigned)
      largest = int(std::min<uint64_t>(9, getIntegerRange(element).second));
    std::uniform_int_distribution<int> small(0, largest);
    return makeArray(tensor, index, [&](ElementType element, uint8_t *out) {
      hlo::ElementKind kind = getElementKind(element);
      double value =
          kind == hlo::ElementKind::Pred ? small(rng) % 2
          : kind == hlo::ElementKind::Float || kind == hlo::ElementKind::Complex
              ? real(rng)
              : small(rng);
      storeDouble(element, out, value);
    });
  }
  llvm::Expected<Literal> literal =
      isIdxPath(spec) ? readIdx(spec) : readNpy(spec);
  if (!literal) {
    llvm::errs() << "xhlo-run: error: argument " << index << ": "
                 << llvm::toString(literal.takeError()) << "\n";
    return failure();
  }
  FailureOr<Literal> narrowed = narrowNpyIntegers(
      std::move(*literal), *getElementTypeFromMlir(tensor.getElementType()),
      index, spec);
  if (failed(narrowed))
    return failure();
  RtValue value(std::move(*narrowed));
  if (!matchesType(value, type)) {
    llvm::errs() << "xhlo-run: error: argument " << index << " from '" << spec
                 << "' is "
                 << getElementTypeName(value.getArray().getElementType())
                 << "[";
    llvm::interleave(value.getArray().getShape(), llvm::errs(), ",");
    llvm::errs() << "], the function takes "
                 << xhlo::hlo::getXlaShapeString(type) << "\n";
    return failure();
  }
  return value;
}

FailureOr<std::vector<RtValue>>
xhlo::runner::makeArguments(ArrayRef<Type> types, StringRef entryName,
                            ArrayRef<std::string> specs, uint64_t seed,
                            ArrayRef<std::string> names) {
  if (specs.size() > types.size()) {
    llvm::errs() << "xhlo-run: error: " << specs.size() << " --arg given, @"
                 << entryName << " takes " << types.size() << "\n";
    return failure();
  }
  std::mt19937_64 rng(seed);
  std::vector<RtValue> arguments;
  for (auto [index, type] : llvm::enumerate(types)) {
    if (index == specs.size()) {
      // The given ones are made (and their errors reported) first.
      // Tokens need no --arg; any other missing parameter is an error.
      size_t given = specs.size();
      while (given < types.size() && isa<xhlo::hlo::TokenType>(types[given]))
        ++given;
      if (given < types.size()) {
        // Zeros only when asked for (--arg=zeros): a forgotten argument would
        // otherwise run quietly on zeros.
        llvm::errs() << "xhlo-run: error: @" << entryName << " takes "
                     << types.size() << " parameters, " << specs.size()
                     << " --arg given; missing:";
        for (size_t missing = specs.size(); missing < types.size(); ++missing) {
          llvm::errs() << (missing == specs.size() ? " " : ", ") << "parameter "
                       << missing;
          if (missing < names.size() && !names[missing].empty())
            llvm::errs() << " '" << names[missing] << "'";
          llvm::errs() << " (";
          if (auto tensor = dyn_cast<RankedTensorType>(types[missing]);
              tensor && getElementTypeFromMlir(tensor.getElementType()))
            llvm::errs() << xhlo::hlo::getXlaShapeString(tensor);
          else
            llvm::errs() << types[missing];
          llvm::errs() << ")";
        }
        llvm::errs() << ". Give one --arg per parameter, in order (--arg=zeros "
                        "for an array of zeros)\n";
        return failure();
      }
    }
    StringRef spec = index < specs.size() ? StringRef(specs[index]) : "";
    FailureOr<RtValue> argument = makeArgument(spec, type, index, rng);
    if (failed(argument))
      return failure();
    arguments.push_back(std::move(*argument));
  }
  return arguments;
}

/// Splits `spec` into its spec and `@r` replica suffix, if it has one.
static std::pair<StringRef, std::optional<unsigned>>
splitReplicaSuffix(StringRef spec) {
  size_t at = spec.rfind('@');
  unsigned replica;
  if (at == StringRef::npos || at + 1 == spec.size() ||
      spec.drop_front(at + 1).getAsInteger(10, replica))
    return {spec, std::nullopt};
  return {spec.take_front(at), replica};
}

FailureOr<std::vector<std::vector<RtValue>>> xhlo::runner::makeReplicaArguments(
    ArrayRef<Type> types, StringRef entryName, ArrayRef<std::string> specs,
    unsigned numReplicas, ArrayRef<unsigned> splitParameters, uint64_t seed,
    ArrayRef<std::string> names) {
  // Each parameter's spec: one for all replicas, or one per replica.
  struct ParameterSpecs {
    std::string shared;
    std::vector<std::optional<std::string>> perReplica;
  };
  std::vector<ParameterSpecs> parameters;
  auto incomplete = [&](const ParameterSpecs &parameter) {
    return !parameter.perReplica.empty() &&
           llvm::is_contained(parameter.perReplica, std::nullopt);
  };
  auto reportIncomplete = [&]() {
    size_t index = parameters.size() - 1;
    llvm::errs() << "xhlo-run: error: argument " << index
                 << " is given per replica, but not for replica";
    bool first = true;
    for (auto [replica, spec] : llvm::enumerate(parameters.back().perReplica))
      if (!spec) {
        llvm::errs() << (first ? " " : ", ") << replica;
        first = false;
      }
    llvm::errs() << " (give one --arg=SPEC@r for each of the " << numReplicas
                 << " replicas, one after the other)\n";
  };
  for (const std::string &given : specs) {
    auto [spec, replica] = splitReplicaSuffix(given);
    if (!replica) {
      if (!parameters.empty() && incomplete(parameters.back())) {
        reportIncomplete();
        return failure();
      }
      parameters.push_back({spec.str(), {}});
      continue;
    }
    if (*replica >= numReplicas) {
      llvm::errs() << "xhlo-run: error: --arg=" << given << " names replica "
                   << *replica << ", but the run has " << numReplicas
                   << " replica" << (numReplicas == 1 ? "" : "s") << "\n";
      return failure();
    }
    if (parameters.empty() || !incomplete(parameters.back()))
      parameters.push_back(
          {"", std::vector<std::optional<std::string>>(numReplicas)});
    std::optional<std::string> &slot = parameters.back().perReplica[*replica];
    if (slot) {
      reportIncomplete();
      return failure();
    }
    slot = spec.str();
  }
  if (!parameters.empty() && incomplete(parameters.back())) {
    reportIncomplete();
    return failure();
  }
  for (unsigned index : splitParameters) {
    if (index >= types.size()) {
      llvm::errs() << "xhlo-run: error: --split-args names parameter " << index
                   << ", but @" << entryName << " takes " << types.size()
                   << "\n";
      return failure();
    }
    auto tensor = dyn_cast<RankedTensorType>(types[index]);
    if (!tensor || tensor.getRank() == 0) {
      llvm::errs() << "xhlo-run: error: --split-args: parameter " << index
                   << " is no array of rank >= 1 to split along dimension "
                      "0\n";
      return failure();
    }
    if (index < parameters.size() && !parameters[index].perReplica.empty()) {
      llvm::errs() << "xhlo-run: error: --split-args: argument " << index
                   << " is split, so it takes one --arg without @r\n";
      return failure();
    }
  }

  // The replica-independent view checks the count (and reports missing
  // ones as makeArguments does) without making anything.
  if (parameters.size() > types.size()) {
    llvm::errs() << "xhlo-run: error: " << parameters.size()
                 << " arguments given, @" << entryName << " takes "
                 << types.size() << "\n";
    return failure();
  }
  size_t given = parameters.size();
  while (given < types.size() && isa<xhlo::hlo::TokenType>(types[given]))
    ++given;
  if (given < types.size()) {
    llvm::errs() << "xhlo-run: error: @" << entryName << " takes "
                 << types.size() << " parameters, " << parameters.size()
                 << " given; missing:";
    for (size_t missing = parameters.size(); missing < types.size();
         ++missing) {
      llvm::errs() << (missing == parameters.size() ? " " : ", ")
                   << "parameter " << missing;
      if (missing < names.size() && !names[missing].empty())
        llvm::errs() << " '" << names[missing] << "'";
    }
    llvm::errs() << ". Give one --arg per parameter (or one per replica, "
                    "with @r), in order\n";
    return failure();
  }

  std::mt19937_64 rng(seed);
  std::vector<std::vector<RtValue>> arguments(numReplicas);
  for (auto [index, type] : llvm::enumerate(types)) {
    if (index >= parameters.size()) {
      for (std::vector<RtValue> &replica : arguments)
        replica.push_back(RtValue::token());
      continue;
    }
    const ParameterSpecs &parameter = parameters[index];
    if (!parameter.perReplica.empty()) {
      for (unsigned replica = 0; replica < numReplicas; ++replica) {
        FailureOr<RtValue> argument =
            makeArgument(*parameter.perReplica[replica], type, index, rng);
        if (failed(argument))
          return failure();
        arguments[replica].push_back(std::move(*argument));
      }
      continue;
    }
    if (!llvm::is_contained(splitParameters, index)) {
      FailureOr<RtValue> argument =
          makeArgument(parameter.shared, type, index, rng);
      if (failed(argument))
        return failure();
      for (std::vector<RtValue> &replica : arguments)
        replica.push_back(*argument);
      continue;
    }
    // Split: the whole array, then a block per replica.
    auto tensor = cast<RankedTensorType>(type);
    SmallVector<int64_t> shape(tensor.getShape());
    if (shape[0] > std::numeric_limits<int64_t>::max() / numReplicas) {
      llvm::errs() << "xhlo-run: error: argument " << index
                   << ": dimension 0 times " << numReplicas
                   << " replicas overflows\n";
      return failure();
    }
    shape[0] *= numReplicas;
    FailureOr<RtValue> whole =
        makeArgument(parameter.shared, tensor.clone(shape), index, rng);
    if (failed(whole))
      return failure();
    const Literal &array = whole->getArray();
    size_t block = array.getSizeInBytes() / numReplicas;
    for (unsigned replica = 0; replica < numReplicas; ++replica) {
      llvm::Expected<Literal> piece = Literal::create(
          array.getElementType(), tensor.getShape(),
          "argument " + Twine(index) + " of replica " + Twine(replica),
          /*zeroed=*/false);
      if (!piece) {
        llvm::errs() << "xhlo-run: error: " << llvm::toString(piece.takeError())
                     << "\n";
        return failure();
      }
      std::memcpy(piece->data(),
                  static_cast<const char *>(array.data()) + replica * block,
                  block);
      arguments[replica].push_back(std::move(*piece));
    }
  }
  return arguments;
}
