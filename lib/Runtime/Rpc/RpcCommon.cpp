//===- RpcCommon.cpp - What the device client and server share ------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file maps DeviceErrors to gRPC statuses and back (the codes are
// gRPC's numbers on both sides) and ExecuteConfig to XRTExecutionConfig.
//
//===----------------------------------------------------------------------===//

#include "RpcCommon.h"

using namespace xhlo;
using namespace xhlo::runtime;

grpc::Status rpc::toStatus(llvm::Error error) {
  if (!error)
    return grpc::Status::OK;
  auto [code, message] = takeDeviceError(std::move(error));
  return grpc::Status(static_cast<grpc::StatusCode>(code), message);
}

llvm::Error rpc::toError(const grpc::Status &status, const llvm::Twine &what) {
  auto code = static_cast<ErrorCode>(status.error_code());
  std::string message = status.error_message();
  switch (status.error_code()) {
  case grpc::StatusCode::DEADLINE_EXCEEDED:
    // gRPC's own words when the call's deadline passed here; a server that
    // stopped a run past its deadline or limit says why.
    if (message != "Deadline Exceeded")
      return makeDeviceError(code, what + ": " + message);
    return makeDeviceError(code, what + ": no answer before the deadline (" +
                                     message + ")");
  case grpc::StatusCode::UNAVAILABLE:
    return makeDeviceError(code, what + ": the server is unavailable (" +
                                     message + ")");
  case grpc::StatusCode::CANCELLED:
    return makeDeviceError(code, what + ": cancelled (" + message + ")");
  default:
    return makeDeviceError(code, what + ": " + message);
  }
}

ExecuteConfig rpc::fromProto(const xrt::XRTExecutionConfig &config) {
  ExecuteConfig result;
  result.deviceOrdinal = config.device_ordinal();
  result.rngSeed = config.rng_seed();
  result.releaseInputHandles = config.release_input_handles();
  result.releaseCompilationHandle = config.release_compilation_handle();
  result.returnExplodedTuple = config.return_exploded_tuple();
  result.replicaId = config.common_config().replica_id();
  result.runId = config.common_config().run_id();
  return result;
}

xrt::XRTExecutionConfig rpc::toProto(const ExecuteConfig &config) {
  xrt::XRTExecutionConfig result;
  result.set_device_ordinal(config.deviceOrdinal);
  result.set_rng_seed(config.rngSeed);
  result.set_release_input_handles(config.releaseInputHandles);
  result.set_release_compilation_handle(config.releaseCompilationHandle);
  result.set_return_exploded_tuple(config.returnExplodedTuple);
  if (config.replicaId || config.runId) {
    result.mutable_common_config()->set_replica_id(config.replicaId);
    result.mutable_common_config()->set_run_id(config.runId);
  }
  return result;
}
