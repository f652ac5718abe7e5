//===- XrtServer.cpp - The device service over gRPC -----------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file starts and stops the gRPC server around XrtServiceImpl: the
// listening port (SO_REUSEPORT off, so a taken port is an error rather than
// a silently shared one), message size limits that follow the memory quota,
// and keep-alive pings that find vanished clients.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Runtime/Rpc/XrtServer.h"

#include "RpcCommon.h"
#include "XrtService.h"

#include <grpcpp/security/server_credentials.h>
#include <grpcpp/server.h>
#include <grpcpp/server_builder.h>
#include <grpcpp/support/server_interceptor.h>

#include <chrono>
#include <limits>

using namespace xhlo;
using namespace xhlo::runtime;

int64_t xhlo::runtime::getMaxPooledBytes(int64_t maxMemoryBytes) {
  return LocalDevice::getCacheBound(maxMemoryBytes);
}

namespace {

/// Answers INVALID_ARGUMENT, whatever status gRPC would give (INTERNAL from
/// synchronous handlers, others from callback ones), when a request's bytes
/// are not the message its method takes.
class MalformedRequestInterceptor : public grpc::experimental::Interceptor {
public:
  explicit MalformedRequestInterceptor(std::string method)
      : method(std::move(method)) {}

  void
  Intercept(grpc::experimental::InterceptorBatchMethods *methods) override {
    using grpc::experimental::InterceptionHookPoints;
    if (methods->QueryInterceptionHookPoint(
            InterceptionHookPoints::POST_RECV_MESSAGE) &&
        !methods->GetRecvMessage())
      malformed = true;
    if (methods->QueryInterceptionHookPoint(
            InterceptionHookPoints::PRE_SEND_STATUS) &&
        malformed)
      methods->ModifySendStatus(
          grpc::Status(grpc::StatusCode::INVALID_ARGUMENT,
                       "the request is not a valid message of " + method +
                           " (malformed protobuf bytes)"));
    methods->Proceed();
  }

private:
  std::string method;
  bool malformed = false;
};

class MalformedRequestInterceptorFactory
    : public grpc::experimental::ServerInterceptorFactoryInterface {
public:
  grpc::experimental::Interceptor *
  CreateServerInterceptor(grpc::experimental::ServerRpcInfo *info) override {
    return new MalformedRequestInterceptor(info->method());
  }
};

} // namespace

struct XrtServer::Impl {
  std::unique_ptr<rpc::XrtServiceImpl> service;
  std::unique_ptr<grpc::Server> server;
  std::string host;
  int port = 0;
  std::mutex mutex;
  bool stopped = false;
};

XrtServer::XrtServer(std::unique_ptr<Impl> impl) : impl(std::move(impl)) {}

XrtServer::~XrtServer() { shutdown(); }

llvm::Expected<std::unique_ptr<XrtServer>>
XrtServer::start(const XrtServerOptions &options) {
  llvm::StringRef address = options.listenAddress;
  size_t colon = address.rfind(':');
  if (colon == llvm::StringRef::npos || colon == 0)
    return makeDeviceError(ErrorCode::InvalidArgument,
                           "'" + address + "' is not HOST:PORT");
  unsigned port;
  if (address.drop_front(colon + 1).getAsInteger(10, port) || port > 65535)
    return makeDeviceError(ErrorCode::InvalidArgument,
                           "'" + address + "' has no valid port");

  auto impl = std::make_unique<Impl>();
  impl->host = address.take_front(colon).str();
  impl->service = std::make_unique<rpc::XrtServiceImpl>(options);

  grpc::ServerBuilder builder;
  builder.AddListeningPort(address.str(), grpc::InsecureServerCredentials(),
                           &impl->port);
  builder.RegisterService(impl->service.get());
  std::vector<
      std::unique_ptr<grpc::experimental::ServerInterceptorFactoryInterface>>
      interceptors;
  interceptors.push_back(
      std::make_unique<MalformedRequestInterceptorFactory>());
  builder.experimental().SetInterceptorCreators(std::move(interceptors));
  // A request holds at most the quota (plus room for the message around the
  // literal); protobuf caps messages below 2 GiB anyway.
  int64_t maxMessage = std::numeric_limits<int32_t>::max();
  if (options.maxMemoryBytes > 0)
    maxMessage = std::min(maxMessage, options.maxMemoryBytes + (1 << 20));
  builder.SetMaxReceiveMessageSize(static_cast<int>(maxMessage));
  builder.SetMaxSendMessageSize(std::numeric_limits<int32_t>::max());
  builder.AddChannelArgument(GRPC_ARG_ALLOW_REUSEPORT, 0);
  builder.AddChannelArgument(GRPC_ARG_KEEPALIVE_TIME_MS, rpc::kKeepAliveTimeMs);
  builder.AddChannelArgument(GRPC_ARG_KEEPALIVE_TIMEOUT_MS,
                             rpc::kKeepAliveTimeoutMs);
  builder.AddChannelArgument(GRPC_ARG_KEEPALIVE_PERMIT_WITHOUT_CALLS, 1);
  builder.AddChannelArgument(
      GRPC_ARG_HTTP2_MIN_RECV_PING_INTERVAL_WITHOUT_DATA_MS,
      rpc::kMinPingIntervalMs);
  builder.AddChannelArgument(GRPC_ARG_HTTP2_MAX_PING_STRIKES, 0);
  builder.AddChannelArgument(GRPC_ARG_HTTP2_STREAM_LOOKAHEAD_BYTES,
                             rpc::kStreamWindowBytes);
  builder.AddChannelArgument(GRPC_ARG_HTTP2_MAX_FRAME_SIZE,
                             rpc::kMaxFrameBytes);
  builder.AddChannelArgument(GRPC_ARG_TCP_MIN_READ_CHUNK_SIZE,
                             rpc::kTcpMinReadChunkBytes);
  builder.AddChannelArgument(GRPC_ARG_TCP_MAX_READ_CHUNK_SIZE,
                             rpc::kTcpMaxReadChunkBytes);
  impl->server = builder.BuildAndStart();
  if (!impl->server || impl->port == 0)
    return makeDeviceError(ErrorCode::Unavailable,
                           "cannot listen on " + address +
                               " (address in use or not local?)");
  return std::unique_ptr<XrtServer>(new XrtServer(std::move(impl)));
}

int XrtServer::getPort() const { return impl->port; }

std::string XrtServer::getAddress() const {
  return impl->host + ":" + std::to_string(impl->port);
}

void XrtServer::wait() { impl->server->Wait(); }

void XrtServer::shutdown(double graceSeconds) {
  {
    std::lock_guard<std::mutex> lock(impl->mutex);
    if (impl->stopped)
      return;
    impl->stopped = true;
  }
  // Session streams never end by themselves: end them first, then give
  // calls in flight a few seconds.
  impl->service->endAllSessions();
  impl->server->Shutdown(
      std::chrono::system_clock::now() +
      std::chrono::milliseconds(static_cast<int64_t>(graceSeconds * 1000)));
}

XrtServerStats XrtServer::getStats() const { return impl->service->getStats(); }
