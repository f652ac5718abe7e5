//===- XhloServerMain.h - Entry point of xhlo-server ---------- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the library entry point behind xhlo-server, the gRPC
// device service that speaks XRT's protocol.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_TOOLS_XHLO_SERVER_XHLOSERVERMAIN_H
#define XHLO_TOOLS_XHLO_SERVER_XHLOSERVERMAIN_H

namespace xhlo {

/// Parses the command line of xhlo-server and serves until stopped. Returns
/// the process exit code.
int xhloServerMain(int argc, char **argv);

} // namespace xhlo

#endif // XHLO_TOOLS_XHLO_SERVER_XHLOSERVERMAIN_H
