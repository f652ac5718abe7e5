//===- XrtTypes.h - Device arrays, allocations, executables --- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the types of the xrt dialect (ArrayType, AllocationType,
// ExecutableType) and the rule that maps host types to device types: a
// statically shaped tensor of an XLA element type becomes the array of the
// same shape and element type, a tuple becomes the tuple of its elements'
// device types, and nothing else lives on the device.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_XRT_IR_XRTTYPES_H
#define XHLO_DIALECT_XRT_IR_XRTTYPES_H

#include "mlir/IR/BuiltinTypes.h"

#include <optional>

#define GET_TYPEDEF_CLASSES
#include "xhlo/Dialect/Xrt/IR/XrtTypes.h.inc"

namespace xhlo::xrt {

/// Whether `type` is a device value: an `!xrt.array` or a (nested) builtin
/// tuple of them.
bool isDeviceValueType(mlir::Type type);

/// The device type of a host type: tensor<2x3xf32> -> !xrt.array<2x3xf32>,
/// tuple<tensor<..>, ..> -> tuple<!xrt.array<..>, ..>. Null when the type
/// cannot live on the device (a dynamic or unranked tensor, an element type
/// XLA lacks, a token, anything else).
mlir::Type getDeviceType(mlir::Type hostType);

/// The host type of a device type: the inverse of getDeviceType. Null for a
/// type that is not a device value.
mlir::Type getHostType(mlir::Type deviceType);

/// The device signature of a computation's function type: every input and
/// result mapped by getDeviceType. Null when one of them does not map.
mlir::FunctionType getDeviceSignature(mlir::FunctionType hostSignature);

/// getDeviceType for ODS type inference: `type` itself when it has no device
/// type, so that the op's verifier reports it rather than the parser
/// crashing.
mlir::Type getArrayTypeOrSelf(mlir::Type type);

/// getHostType for ODS type inference: `type` itself when it is not an array.
mlir::Type getTensorTypeOrSelf(mlir::Type type);

} // namespace xhlo::xrt

#endif // XHLO_DIALECT_XRT_IR_XRTTYPES_H
