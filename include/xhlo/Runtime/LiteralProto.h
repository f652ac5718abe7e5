//===- LiteralProto.h - Runtime values to and from LiteralProto -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the one place where host values (the interpreter's
// RtValue: arrays of every element type it has, tuples, tokens) become XLA's
// LiteralProto and back, as XRT's allocations and reads carry them. Arrays
// are copied in bulk (no per-element attribute building), so large
// transfers cost about a memcpy each way.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_RUNTIME_LITERALPROTO_H
#define XHLO_RUNTIME_LITERALPROTO_H

#include "xhlo/Values/RtValue.h"

#include "llvm/Support/Error.h"

namespace xhlo::xla {
class LiteralProto;
class ShapeProto;
} // namespace xhlo::xla

namespace xhlo::runtime {

/// Writes `value` into `proto` (cleared first): its shape with a row-major
/// layout (plus `format: DENSE` when `denseLayoutFormat`, which XRT servers
/// of TF-era XLA require), its elements in the field XLA uses for their
/// type (packed repeated fields, raw little-endian bytes for 8- and 16-bit
/// types, interleaved parts for complex numbers). Fails with
/// InvalidArgument when an array is too large for one message (2 GiB).
llvm::Error convertToLiteralProto(const xhlo::RtValue &value,
                                  xla::LiteralProto &proto,
                                  bool denseLayoutFormat = true);

/// The value of `proto`. Checks the shape (an element type the interpreter
/// has, static non-negative dimensions, a layout that permutes them; any
/// such layout is read into row-major order) and that the number of values
/// matches it; fails with InvalidArgument naming what is wrong.
llvm::Expected<xhlo::RtValue>
convertFromLiteralProto(const xla::LiteralProto &proto);

/// The bytes the arrays of a value of `shape` hold (as getByteSize), or
/// InvalidArgument when the shape is not one convertFromLiteralProto reads.
/// Lets a server check a quota before it unpacks a literal.
llvm::Expected<int64_t> getShapeByteSize(const xla::ShapeProto &shape);

} // namespace xhlo::runtime

#endif // XHLO_RUNTIME_LITERALPROTO_H
