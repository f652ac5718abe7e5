//===- RpcCommon.h - What the device client and server share ----*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares what RemoteDevice and XrtServer agree on: the metadata
// keys of the token and the session, the keep-alive settings, the mapping
// between DeviceErrors and gRPC statuses, and between ExecuteConfig and
// XRT's XRTExecutionConfig.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_RUNTIME_RPC_RPCCOMMON_H
#define XHLO_LIB_RUNTIME_RPC_RPCCOMMON_H

#include "xhlo/Runtime/Device.h"
#include "xhlo/xrt.pb.h"

#include <grpcpp/support/status.h>

namespace xhlo::runtime::rpc {

/// The metadata key of the shared secret: `authorization: Bearer <token>`.
inline constexpr const char *kTokenKey = "authorization";
inline constexpr const char *kTokenPrefix = "Bearer ";
/// The metadata key that names the caller's session.
inline constexpr const char *kSessionKey = "x-xhlo-session";

/// Keep-alive: both ends ping an idle connection this often and drop it when
/// a ping goes unanswered for kKeepAliveTimeoutMs, so a vanished peer is
/// noticed within about 15 s even when no packet says it is gone.
inline constexpr int kKeepAliveTimeMs = 10000;
inline constexpr int kKeepAliveTimeoutMs = 5000;
/// The server accepts pings this often (gRPC's default of 5 minutes would
/// make it hang up on clients that ping every 10 s).
inline constexpr int kMinPingIntervalMs = 5000;

/// Large transfers: a flow-control window and frames large enough that a
/// 64 MiB literal streams without waiting for window updates every 64 KiB
/// (gRPC's defaults suit small messages over long distances).
inline constexpr int kStreamWindowBytes = 16 << 20;
inline constexpr int kMaxFrameBytes = 4 << 20;
inline constexpr int kTcpMinReadChunkBytes = 256 << 10;
inline constexpr int kTcpMaxReadChunkBytes = 8 << 20;

/// The status that reports `error` (consumed; OK for success).
grpc::Status toStatus(llvm::Error error);

/// The DeviceError of a failed call: the status's code, and `what` (the
/// operation and the server) before its message.
llvm::Error toError(const grpc::Status &status, const llvm::Twine &what);

/// XRT's execution config and ours.
ExecuteConfig fromProto(const xrt::XRTExecutionConfig &config);
xrt::XRTExecutionConfig toProto(const ExecuteConfig &config);

} // namespace xhlo::runtime::rpc

#endif // XHLO_LIB_RUNTIME_RPC_RPCCOMMON_H
