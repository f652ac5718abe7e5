//===- HloProgram.cpp - Loading a program in any input format -------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements loadHloProgram: detect the format from the content,
// then parse MLIR or import HLO text or an HloModuleProto.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Target/Hlo/HloProgram.h"

#include "xhlo/Target/Hlo/HloTranslations.h"
#include "xhlo/Target/Hlo/MlirNesting.h"

#include "mlir/Parser/Parser.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace xhlo;

HloProgramFormat xhlo::detectHloProgramFormat(StringRef buffer) {
  StringRef text = buffer;
  while (true) {
    text = text.ltrim();
    if (text.consume_front("//")) {
      text = text.drop_until([](char c) { return c == '\n'; });
    } else if (text.consume_front("/*")) {
      size_t end = text.find("*/");
      text = end == StringRef::npos ? "" : text.drop_front(end + 2);
    } else {
      break;
    }
  }
  if (text.starts_with("HloModule") || text.starts_with("ENTRY "))
    return HloProgramFormat::HloText;
  for (StringRef field : {"name:", "name :", "computations",
                          "entry_computation", "host_program_shape", "id:"})
    if (text.starts_with(field))
      return HloProgramFormat::HloProto;
  // Binary protos start with a field tag (module fields 1-24) and are not
  // printable text.
  bool printable = llvm::all_of(buffer.take_front(256), [](char c) {
    return c == '\n' || c == '\t' || c == '\r' ||
           (static_cast<unsigned char>(c) >= 0x20);
  });
  if (!printable)
    return HloProgramFormat::HloProto;
  return HloProgramFormat::Mlir;
}

OwningOpRef<ModuleOp> xhlo::loadHloProgram(llvm::SourceMgr &sourceMgr,
                                           MLIRContext *context,
                                           HloProgramFormat *format) {
  HloProgramFormat detected = detectHloProgramFormat(
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID())->getBuffer());
  if (format)
    *format = detected;
  switch (detected) {
  case HloProgramFormat::Mlir:
    // Text nested deeper than MLIR's parser can go is refused first.
    if (failed(checkMlirNesting(sourceMgr, context)))
      return nullptr;
    return parseSourceFile<ModuleOp>(sourceMgr, context);
  case HloProgramFormat::HloText:
    return importHloText(sourceMgr, context);
  case HloProgramFormat::HloProto:
    return importHloProto(sourceMgr, context);
  }
  return nullptr;
}
