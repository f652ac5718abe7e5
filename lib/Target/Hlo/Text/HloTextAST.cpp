//===- HloTextAST.cpp - Syntax tree of XLA's HLO text
//----------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the small helpers of the HLO text syntax tree.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Target/Hlo/Text/HloTextAST.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace xhlo::hlo_text;

static const Attribute *findAttribute(const std::vector<Attribute> &attributes,
                                      llvm::StringRef name) {
  for (const Attribute &attribute : attributes)
    if (attribute.name == name)
      return &attribute;
  return nullptr;
}

const Attribute *Instruction::getAttribute(llvm::StringRef name) const {
  return findAttribute(attributes, name);
}

const Attribute *Module::getAttribute(llvm::StringRef name) const {
  return findAttribute(attributes, name);
}

static void print(llvm::raw_ostream &os, const Shape &shape, bool withLayout) {
  switch (shape.kind) {
  case Shape::Kind::Tuple:
    os << "(";
    llvm::interleave(
        shape.elements, os,
        [&](const Shape &element) { print(os, element, withLayout); }, ", ");
    os << ")";
    return;
  case Shape::Kind::Token:
    os << "token[]";
    return;
  case Shape::Kind::Opaque:
    os << "opaque[]";
    return;
  case Shape::Kind::Buffer:
    os << "b(";
    print(os, shape.elements.front(), withLayout);
    os << ")";
    return;
  case Shape::Kind::Array:
    break;
  }
  os << shape.elementType << "[";
  for (auto [index, dim] : llvm::enumerate(shape.dimensions)) {
    if (index)
      os << ",";
    bool dynamic =
        !shape.dynamicDimensions.empty() && shape.dynamicDimensions[index];
    if (dynamic && dim < 0)
      os << "?";
    else
      os << (dynamic ? "<=" : "") << dim;
  }
  os << "]";
  if (!withLayout || shape.dimensions.empty())
    return;
  os << "{";
  if (shape.minorToMajor) {
    llvm::interleave(*shape.minorToMajor, os, ",");
  } else {
    // The default layout: row-major, minor-to-major = rank-1, ..., 0.
    for (int64_t d = shape.dimensions.size() - 1; d >= 0; --d)
      os << d << (d ? "," : "");
  }
  if (!shape.layoutExtras.empty())
    os << ":" << shape.layoutExtras;
  os << "}";
}

std::string xhlo::hlo_text::printShape(const Shape &shape, bool withLayout) {
  std::string text;
  llvm::raw_string_ostream os(text);
  print(os, shape, withLayout);
  return text;
}
