//===- OpenDevice.h - A local or remote device by URL ----------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares openDevice, the one place a tool turns a device URL
// into a Device: `local` (or nothing) is a LocalDevice, anything else the
// address of an xhlo-server (a RemoteDevice). It lives in its own library,
// XhloOpenDevice, which links both kinds, so that the core runtime links
// neither the interpreter nor gRPC.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_RUNTIME_OPENDEVICE_H
#define XHLO_RUNTIME_OPENDEVICE_H

#include "xhlo/Runtime/LocalDevice.h"
#include "xhlo/Runtime/Rpc/RemoteDevice.h"

#include <memory>
#include <string>

namespace xhlo::runtime {

/// The options of both kinds of device; openDevice uses those of the kind
/// the URL names.
struct OpenDeviceOptions {
  LocalDeviceOptions local;
  RemoteDeviceOptions remote;
  /// A file holding the server's shared secret (readTokenFile), which
  /// replaces `remote.token` when set.
  std::string tokenFile;
};

/// Whether `url` names the local device: `local` or empty.
bool isLocalDeviceUrl(llvm::StringRef url);

/// Whether this build has remote devices (built with XHLO_ENABLE_GRPC).
bool hasRemoteDevices();

/// The device `url` names: a LocalDevice for `local` or an empty URL (so
/// callers may static_cast it to LocalDevice), else the RemoteDevice of
/// connectRemoteDevice (`grpc://HOST:PORT` or `HOST:PORT`; its errors, and
/// readTokenFile's). In a build without gRPC a remote URL is an
/// Unimplemented error saying so.
llvm::Expected<std::unique_ptr<Device>>
openDevice(llvm::StringRef url, const OpenDeviceOptions &options = {});

} // namespace xhlo::runtime

#endif // XHLO_RUNTIME_OPENDEVICE_H
