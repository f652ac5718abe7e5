//===- RemoteDevice.h - A device served by xhlo-server ----------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the client side of the device service: a Device whose
// operations are calls to an xhlo-server over gRPC. The header does not
// include gRPC, so programs can use remote devices without its headers.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_RUNTIME_RPC_REMOTEDEVICE_H
#define XHLO_RUNTIME_RPC_REMOTEDEVICE_H

#include "xhlo/Runtime/Device.h"

#include <memory>
#include <string>

namespace xhlo::runtime {

/// Options of a connection to xhlo-server.
struct RemoteDeviceOptions {
  /// The server's shared secret (empty: the server has none).
  std::string token;
  /// The deadline of every call, in seconds: a server that does not answer
  /// in time gives DeadlineExceeded, never a hang.
  double timeoutSeconds = 60;
  /// How long to wait for the connection and the session, in seconds.
  double connectTimeoutSeconds = 10;
  /// How the client names itself in the server's log.
  std::string clientName = "xhlo";
};

/// Connects to the xhlo-server at `target` (`grpc://HOST:PORT` or
/// `HOST:PORT`) and opens a session on it. The session lasts as long as the
/// device: destroying the device (or the process ending) closes it, and the
/// server then releases every handle the device made. When the server goes
/// away, the call in flight and every later one fail with Unavailable.
llvm::Expected<std::unique_ptr<Device>>
connectRemoteDevice(llvm::StringRef target,
                    const RemoteDeviceOptions &options = {});

/// Reads a shared-secret token file: its contents without surrounding
/// whitespace, which must not be empty.
llvm::Expected<std::string> readTokenFile(llvm::StringRef path);

} // namespace xhlo::runtime

#endif // XHLO_RUNTIME_RPC_REMOTEDEVICE_H
