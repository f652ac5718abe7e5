//===- HloAssembly.h - Custom assembly directives of hlo ------ -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file holds the `custom<...>` directives that hlo op assembly formats
// share. Private to the dialect library.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_DIALECT_HLO_IR_HLOASSEMBLY_H
#define XHLO_LIB_DIALECT_HLO_IR_HLOASSEMBLY_H

#include "xhlo/Dialect/Hlo/IR/HloAttrs.h"

#include "mlir/IR/OpImplementation.h"

#include <type_traits>
#include <utility>

namespace xhlo::hlo {

/// `custom<HloEnum>($attr)`: an enum attribute as its bare case name, e.g.
/// `LT` for `#hlo<comparison_direction LT>`.
template <typename AttrT>
mlir::ParseResult parseHloEnum(mlir::OpAsmParser &parser, AttrT &attr) {
  using EnumT = std::decay_t<decltype(std::declval<AttrT>().getValue())>;
  llvm::StringRef keyword;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseKeyword(&keyword))
    return mlir::failure();
  std::optional<EnumT> value = symbolizeEnum<EnumT>(keyword);
  if (!value)
    return parser.emitError(loc)
           << "unknown " << AttrT::getMnemonic() << " '" << keyword << "'";
  attr = AttrT::get(parser.getContext(), *value);
  return mlir::success();
}

template <typename AttrT>
void printHloEnum(mlir::OpAsmPrinter &printer, mlir::Operation *, AttrT attr) {
  printer << stringifyEnum(attr.getValue());
}

} // namespace xhlo::hlo

#endif // XHLO_LIB_DIALECT_HLO_IR_HLOASSEMBLY_H
