//===- HloTextAsync.h - XLA's async syntax sugar in HLO text ----*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the desugaring of XLA's asynchronous syntax sugar. XLA
// prints an async-start/update/done chain whose wrapped computation is one
// instruction over its parameters as that instruction's opcode with a
// `-start`, `-update` or `-done` suffix and the wrapped instruction's
// attributes on the start (HloPrintOptions::syntax_sugar_async_ops, on by
// default):
//
//   s = ((f32[4]), f32[8], s32[]) custom-call-start(p), custom_call_target="f"
//   u = ((f32[4]), f32[8], s32[]) custom-call-update(s)
//   d = f32[8] custom-call-done(u)
//
// The parser turns such chains into the explicit form, as XLA's parser
// builds it: a computation `async_wrapped` (one parameter `async_param` per
// operand, shaped as the start's operand shapes, and the root `async_op`
// of the wrapped opcode, shaped as the start's result) placed just before
// the computation of the start, and async-start/update/done that call it.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_TARGET_HLO_TEXT_HLOTEXTASYNC_H
#define XHLO_TARGET_HLO_TEXT_HLOTEXTASYNC_H

#include "xhlo/Target/Hlo/Text/HloTextAST.h"
#include "xhlo/Target/Hlo/Text/HloTextParser.h"

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <utility>

namespace xhlo::hlo_text {

/// Which instruction of an async chain a sugared opcode stands for.
enum class AsyncPart { Start, Update, Done };

/// The wrapped opcode and part of a sugared async opcode (`custom-call` and
/// Start for `custom-call-start`), or nothing when `opcode` is a known
/// opcode (`all-reduce-start`, `copy-done` are their own opcodes) or not a
/// known opcode with one of the suffixes.
std::optional<std::pair<llvm::StringRef, AsyncPart>>
splitAsyncOpcode(llvm::StringRef opcode);

/// Rewrites every sugared async instruction of `module` into the explicit
/// form (see the file comment), and gives an explicit async-update or
/// async-done written without `calls` (as today's XLA prints them) the
/// computation and execution thread of its chain's start. Names of the
/// generated computations and instructions are made unique in the module as
/// XLA's name uniquer does (`async_param`, `async_param.1`, ...). Reports
/// the first error (at the instruction, operand or attribute) and returns
/// false.
bool desugarAsyncOps(Module &module, ErrorHandler onError);

} // namespace xhlo::hlo_text

#endif // XHLO_TARGET_HLO_TEXT_HLOTEXTASYNC_H
