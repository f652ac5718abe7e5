//===- Patterns.h - The op families of memref to tensor ------- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares, privately to MemrefToTensor, the converter that gives
// a function on memrefs value semantics. It walks each function in program
// order and keeps, for each buffer (a memref argument or allocation), the
// tensor that holds its contents at that point: reads of a buffer read that
// tensor, writes replace it. The op families are implemented one file
// each:
//
// - Buffers.cpp: views (memref.subview), allocations, loads, stores and
//   copies;
// - Structured.cpp: linalg ops on memrefs;
// - ControlFlow.cpp: scf.for, scf.if and scf.while, which carry the
//   buffers their regions write as more values;
// - Functions.cpp: which arguments each function writes, signatures, calls
//   and returns.
//
// Like the raising, this is one walk rather than a set of rewrite patterns:
// the tensor of a buffer depends on every write before the op, which a
// pattern that sees one op at a time does not know.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_CONVERSION_MEMREFTOTENSOR_PATTERNS_H
#define XHLO_LIB_CONVERSION_MEMREFTOTENSOR_PATTERNS_H

#include "xhlo/Conversion/MemrefToTensor/MemrefToTensor.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/SmallBitVector.h"

namespace mlir::linalg {
class LinalgOp;
} // namespace mlir::linalg

namespace xhlo::memref_to_tensor {

/// A view of a buffer: where it lies in the buffer (per buffer dimension:
/// offset, size, stride; the dimensions it drops) and its tensor type.
struct View {
  mlir::Value buffer;
  llvm::SmallVector<mlir::OpFoldResult> offsets, sizes, strides;
  llvm::SmallBitVector dropped;
  mlir::RankedTensorType type;
  /// Whether the view is the whole buffer.
  bool isWhole() const;
  /// Whether `other` designates the same elements in the same order.
  bool isSameAs(const View &other) const;
};

/// Which memref arguments each function with a body writes.
using WrittenArguments =
    llvm::DenseMap<mlir::Operation *, llvm::SmallVector<bool>>;

/// The buffer a memref value designates: itself for an argument or an
/// allocation, the buffer of its source for a view.
mlir::Value getBuffer(mlir::Value memref);

/// The memrefs `op` writes directly, not through a call: the memref of a
/// store, the target of a copy, the memref outputs of a linalg op.
llvm::SmallVector<mlir::Value> getDirectlyWritten(mlir::Operation *op);

/// Computes which arguments every function of `module` writes (through
/// stores, copies, linalg outputs and calls).
WrittenArguments computeWrittenArguments(mlir::ModuleOp module,
                                         mlir::SymbolTableCollection &symbols);

/// The result types of `func` once converted: its results, then a tensor per
/// argument it writes.
llvm::SmallVector<mlir::Type>
getConvertedResultTypes(mlir::func::FuncOp func,
                        const WrittenArguments &written);

/// The tensor type of the contents of `type`, a static memref.
mlir::RankedTensorType getTensorType(mlir::MemRefType type);

/// Converts one function.
class Converter {
public:
  Converter(const WrittenArguments &written,
            mlir::SymbolTableCollection &symbols)
      : written(written), symbols(symbols) {}

  /// Gives `func` tensor arguments and results and value semantics.
  mlir::LogicalResult convertFunction(mlir::func::FuncOp func);

private:
  /// The buffers' tensors at the current point of the walk.
  using State = llvm::DenseMap<mlir::Value, mlir::Value>;

  mlir::LogicalResult convertBlock(mlir::Block &block);
  mlir::LogicalResult convertOp(mlir::Operation *op);
  /// Erases `op` once the walk is done.
  void erase(mlir::Operation *op) { toErase.push_back(op); }

  // Buffers.cpp
  mlir::FailureOr<View> getView(mlir::Value memref, mlir::Operation *user);
  mlir::Value read(mlir::OpBuilder &builder, mlir::Location loc,
                   const View &view);
  void write(mlir::OpBuilder &builder, mlir::Location loc, const View &view,
             mlir::Value tensor);
  llvm::SmallVector<mlir::Value> getBufferIndices(mlir::OpBuilder &builder,
                                                  mlir::Location loc,
                                                  const View &view,
                                                  mlir::ValueRange indices);
  /// Converts `op` if it is a buffer op; `handled` says whether it was.
  mlir::LogicalResult convertBufferOp(mlir::Operation *op, bool &handled);

  // Structured.cpp
  mlir::LogicalResult convertLinalgOp(mlir::linalg::LinalgOp op);

  // ControlFlow.cpp
  /// The buffers defined outside `op` that its regions write.
  llvm::SmallVector<mlir::Value> getWrittenBuffers(mlir::Operation *op);
  mlir::LogicalResult convertRegionOp(mlir::Operation *op, bool &handled);

  // Functions.cpp
  mlir::LogicalResult convertCall(mlir::func::CallOp call);
  mlir::LogicalResult convertReturn(mlir::func::ReturnOp op);

  const WrittenArguments &written;
  mlir::SymbolTableCollection &symbols;
  mlir::func::FuncOp func;
  /// The memref arguments of `func`, their positions, and which it writes.
  llvm::SmallVector<mlir::Value> arguments;
  llvm::SmallVector<int64_t> argumentIndices;
  llvm::SmallVector<bool> argumentWritten;
  State current;
  llvm::DenseMap<mlir::Value, View> views;
  llvm::SmallVector<mlir::Operation *> toErase;
};

} // namespace xhlo::memref_to_tensor

#endif // XHLO_LIB_CONVERSION_MEMREFTOTENSOR_PATTERNS_H
