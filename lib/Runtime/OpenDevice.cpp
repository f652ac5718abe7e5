//===- OpenDevice.cpp - A local or remote device by URL -------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements openDevice. XHLO_ENABLE_GRPC says whether the gRPC
// client (XhloXrtRpc) is linked in.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Runtime/OpenDevice.h"

using namespace xhlo::runtime;

bool xhlo::runtime::isLocalDeviceUrl(llvm::StringRef url) {
  return url.empty() || url == "local";
}

bool xhlo::runtime::hasRemoteDevices() {
#if XHLO_ENABLE_GRPC
  return true;
#else
  return false;
#endif
}

llvm::Expected<std::unique_ptr<Device>>
xhlo::runtime::openDevice(llvm::StringRef url,
                          const OpenDeviceOptions &options) {
  if (isLocalDeviceUrl(url))
    return std::make_unique<LocalDevice>(options.local);
#if XHLO_ENABLE_GRPC
  if (options.tokenFile.empty())
    return connectRemoteDevice(url, options.remote);
  llvm::Expected<std::string> token = readTokenFile(options.tokenFile);
  if (!token)
    return token.takeError();
  RemoteDeviceOptions remote = options.remote;
  remote.token = std::move(*token);
  return connectRemoteDevice(url, remote);
#else
  return makeDeviceError(ErrorCode::Unimplemented,
                         "the device '" + url +
                             "' is an xhlo-server, and this build has no "
                             "gRPC client (XHLO_ENABLE_GRPC=OFF)");
#endif
}
