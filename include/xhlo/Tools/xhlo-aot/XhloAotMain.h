//===- XhloAotMain.h - Entry point of xhlo-aot ---------------- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the library entry point behind the xhlo-aot tool, which
// compiles an hlo module's entry ahead of time to an object file and a C++
// header.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_TOOLS_XHLO_AOT_XHLOAOTMAIN_H
#define XHLO_TOOLS_XHLO_AOT_XHLOAOTMAIN_H

namespace xhlo {

/// Parses the command line of xhlo-aot, loads the program, compiles its
/// entry and writes the object file and the header. Returns the process exit
/// code: 0 on success, 1 with a diagnostic on stderr otherwise.
int xhloAotMain(int argc, char **argv);

} // namespace xhlo

#endif // XHLO_TOOLS_XHLO_AOT_XHLOAOTMAIN_H
