//===- XhloRunMain.h - Entry point of xhlo-run ---------------- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the library entry point behind the xhlo-run tool, which
// loads a program and runs it on a device.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_TOOLS_XHLO_RUN_XHLORUNMAIN_H
#define XHLO_TOOLS_XHLO_RUN_XHLORUNMAIN_H

namespace xhlo {

/// Parses the command line of xhlo-run, loads the program and runs it.
/// Returns the process exit code: 0 on success, non-zero with a diagnostic on
/// stderr otherwise.
int xhloRunMain(int argc, char **argv);

} // namespace xhlo

#endif // XHLO_TOOLS_XHLO_RUN_XHLORUNMAIN_H
