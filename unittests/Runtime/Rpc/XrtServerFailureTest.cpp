//===- XrtServerFailureTest.cpp - How the device service fails ------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Every failure is a clear gRPC status and never a hang, and the server
// keeps serving everyone else: a wrong or missing token, an oversize
// allocation, malformed requests (bad literals, bad programs, bytes that are
// no proto at all), calls without a session; a server killed or stopped
// mid-run gives the client an error within seconds; a server that shuts
// down ends its sessions.
//
//===----------------------------------------------------------------------===//

#include "RpcTestUtils.h"

using namespace xhlo;
using namespace xhlo::runtime;
using namespace xhlo::runtime::test;

namespace {

using Clock = std::chrono::steady_clock;

TEST(XrtServerFailure, WrongOrMissingTokenIsRefused) {
  XrtServerOptions options;
  options.token = "s3cret";
  std::unique_ptr<XrtServer> server = startServer(options);
  ASSERT_TRUE(server);
  RemoteDeviceOptions good;
  good.token = "s3cret";
  std::unique_ptr<Device> trusted = connect(server->getAddress(), good);
  ASSERT_TRUE(trusted);

  std::string message;
  RemoteDeviceOptions wrong;
  wrong.token = "guess";
  EXPECT_EQ(
      errorCode(connectRemoteDevice(server->getAddress(), wrong), &message),
      ErrorCode::Unauthenticated);
  EXPECT_NE(message.find("wrong token"), std::string::npos) << message;
  EXPECT_EQ(errorCode(connectRemoteDevice(server->getAddress()), &message),
            ErrorCode::Unauthenticated);
  EXPECT_NE(message.find("the server requires a token"), std::string::npos)
      << message;

  // Every call checks the token, not only opening a session.
  RawClient raw(server->getAddress(), "guess");
  EXPECT_EQ(raw.health().error_code(), grpc::StatusCode::UNAUTHENTICATED);
  RawClient anonymous(server->getAddress());
  EXPECT_EQ(anonymous.health().error_code(), grpc::StatusCode::UNAUTHENTICATED);
  EXPECT_EQ(server->getStats().sessions, 1u);

  XHLO_ASSERT_OK_AND_ASSIGN(health, trusted->health());
  EXPECT_EQ(health.status, "SERVING");
  expectStillServes(server->getAddress(), good);
}

TEST(XrtServerFailure, OversizeAllocationIsRefused) {
  XrtServerOptions options;
  options.maxMemoryBytes = 1 << 20;
  std::unique_ptr<XrtServer> server = startServer(options);
  ASSERT_TRUE(server);
  std::unique_ptr<Device> device = connect(server->getAddress());
  ASSERT_TRUE(device);
  XHLO_ASSERT_OK_AND_ASSIGN(
      kept, device->allocate(RtValue(Literal(ElementType::F32, {1024}))));
  std::string message;
  // Within the message limit but over the quota.
  EXPECT_EQ(errorCode(device->allocate(
                          RtValue(Literal(ElementType::F32, {256 * 1024}))),
                      &message),
            ErrorCode::ResourceExhausted);
  EXPECT_NE(message.find("an allocation of 1048576 bytes would exceed the "
                         "device's memory quota (4096 of 1048576 bytes in "
                         "use)"),
            std::string::npos)
      << message;
  // Over the message limit: gRPC refuses it before the server reads it.
  EXPECT_EQ(errorCode(device->allocate(
                          RtValue(Literal(ElementType::F32, {1024 * 1024}))),
                      &message),
            ErrorCode::ResourceExhausted);
  // A literal whose shape alone claims too much is refused before it is
  // unpacked.
  RawClient raw(server->getAddress());
  ASSERT_NE(raw.openSession(), "");
  xla::LiteralProto huge;
  huge.mutable_shape()->set_element_type(xla::F32);
  huge.mutable_shape()->add_dimensions(int64_t(1) << 28);
  xrt::AllocateResponse response;
  EXPECT_EQ(raw.allocate(huge, response).error_code(),
            grpc::StatusCode::RESOURCE_EXHAUSTED);

  XHLO_ASSERT_OK_AND_ASSIGN(value, device->read(kept));
  EXPECT_EQ(getShapeString(value), "f32[1024]");
  EXPECT_EQ(server->getStats().usedBytes, 4096);
  expectStillServes(server->getAddress());
}

TEST(XrtServerFailure, MalformedRequestsAreRefused) {
  std::unique_ptr<XrtServer> server = startServer();
  ASSERT_TRUE(server);
  RawClient raw(server->getAddress());

  // No session yet.
  xla::LiteralProto literal;
  literal.mutable_shape()->set_element_type(xla::F32);
  literal.mutable_shape()->add_dimensions(4);
  literal.add_f32s(1);
  xrt::AllocateResponse response;
  grpc::Status status = raw.allocate(literal, response);
  EXPECT_EQ(status.error_code(), grpc::StatusCode::FAILED_PRECONDITION);
  EXPECT_NE(status.error_message().find("no session"), std::string::npos);

  ASSERT_NE(raw.openSession(), "");
  // A literal with fewer values than its shape needs.
  status = raw.allocate(literal, response);
  EXPECT_EQ(status.error_code(), grpc::StatusCode::INVALID_ARGUMENT);
  EXPECT_EQ(status.error_message(), "a literal of shape f32[4] needs 4 "
                                    "elements (16 bytes) but holds 4 bytes "
                                    "of values");
  // An element type the interpreter lacks.
  literal.mutable_shape()->set_element_type(xla::F8E4M3FN);
  EXPECT_EQ(raw.allocate(literal, response).error_code(),
            grpc::StatusCode::INVALID_ARGUMENT);
  // A program that does not import.
  {
    grpc::ClientContext context;
    raw.prepare(context);
    xrt::CompileRequest request;
    xla::HloModuleProto *module = request.mutable_computation()
                                      ->mutable_hlo_snapshot()
                                      ->mutable_hlo()
                                      ->mutable_hlo_module();
    module->set_name("broken");
    xla::HloComputationProto *computation = module->add_computations();
    computation->set_name("main");
    computation->set_id(1);
    computation->set_root_id(5);
    module->set_entry_computation_id(1);
    xrt::CompileResponse compiled;
    status = raw.stub->Compile(&context, request, &compiled);
    EXPECT_EQ(status.error_code(), grpc::StatusCode::INVALID_ARGUMENT);
    EXPECT_NE(status.error_message().find("cannot import the HloModuleProto"),
              std::string::npos)
        << status.error_message();
  }
  // Bytes that are no proto at all.
  status = raw.sendBytes("/xhlo.xrt.XrtService/Allocate",
                         std::string("\xff\xff\xff\xff\x0f garbage", 13));
  EXPECT_FALSE(status.ok());
  EXPECT_NE(status.error_code(), grpc::StatusCode::UNAVAILABLE)
      << status.error_message();
  // An unknown session id.
  raw.sessionId = "0123456789abcdef0123456789abcdef";
  status = raw.allocate(literal, response);
  EXPECT_EQ(status.error_code(), grpc::StatusCode::FAILED_PRECONDITION);
  EXPECT_NE(status.error_message().find("is not open"), std::string::npos);

  expectStillServes(server->getAddress());
}

TEST(XrtServerFailure, KilledServerGivesAClearErrorWithinSeconds) {
  ServerProcess process;
  ASSERT_NE(process.getAddress(), "");
  std::unique_ptr<Device> device = connect(process.getAddress());
  ASSERT_TRUE(device);
  ProgramBuilder builder;
  // About a millisecond per run, so that the kill lands mid-run.
  XHLO_ASSERT_OK_AND_ASSIGN(dot, builder.compile(*device, R"(
    func.func @main(%a: tensor<128x128xf32>) -> tensor<128x128xf32> {
      %r = hlo.dot %a, %a, lhs_contracting_dims = [1],
                           rhs_contracting_dims = [0]
        : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
      return %r : tensor<128x128xf32>
    })"));
  XHLO_ASSERT_OK_AND_ASSIGN(
      a, device->allocate(RtValue(Literal(ElementType::F32, {128, 128}))));
  std::atomic<int> runs{0};
  std::atomic<bool> killed{false};
  Clock::time_point killedAt;
  std::pair<ErrorCode, std::string> failure;
  double secondsToFail = -1;
  std::thread client([&] {
    while (true) {
      llvm::Expected<std::vector<AllocationHandle>> outputs =
          device->execute(dot, {a});
      if (outputs)
        outputs = [&]() -> llvm::Expected<std::vector<AllocationHandle>> {
          if (llvm::Error error = device->release(*outputs))
            return std::move(error);
          return std::vector<AllocationHandle>();
        }();
      if (!outputs) {
        failure = takeDeviceError(outputs.takeError());
        if (killed)
          secondsToFail = secondsSince(killedAt);
        return;
      }
      ++runs;
    }
  });
  ASSERT_TRUE(eventually([&] { return runs > 20; }));
  killedAt = Clock::now();
  killed = true;
  process.kill(SIGKILL);
  client.join();
  EXPECT_EQ(failure.first, ErrorCode::Unavailable) << failure.second;
  EXPECT_GE(secondsToFail, 0) << "failed before the kill: " << failure.second;
  EXPECT_LT(secondsToFail, 5);
  EXPECT_NE(failure.second.find("on xhlo-server " + process.getAddress()),
            std::string::npos)
      << failure.second;
  // Later calls fail at once: the session is known to be gone.
  Clock::time_point start = Clock::now();
  std::string message;
  EXPECT_TRUE(eventually([&] {
    return errorCode(device->read(a), &message) == ErrorCode::Unavailable &&
           message.find("the session has ended") != std::string::npos;
  }));
  EXPECT_LT(secondsSince(start), 5);
}

TEST(XrtServerFailure, StoppedServerHitsTheDeadline) {
  ServerProcess process;
  ASSERT_NE(process.getAddress(), "");
  RemoteDeviceOptions options;
  options.timeoutSeconds = 1;
  std::unique_ptr<Device> device = connect(process.getAddress(), options);
  ASSERT_TRUE(device);
  XHLO_ASSERT_OK_AND_ASSIGN(a, device->allocate(f32({4}, {1, 2, 3, 4})));
  process.kill(SIGSTOP);
  Clock::time_point start = Clock::now();
  std::string message;
  EXPECT_EQ(errorCode(device->read(a), &message), ErrorCode::DeadlineExceeded);
  double seconds = secondsSince(start);
  EXPECT_GE(seconds, 0.9);
  EXPECT_LT(seconds, 3);
  EXPECT_NE(message.find("no answer before the deadline"), std::string::npos)
      << message;
  process.kill(SIGKILL);
}

TEST(XrtServerFailure, ShutdownEndsSessions) {
  std::unique_ptr<XrtServer> server = startServer();
  ASSERT_TRUE(server);
  std::unique_ptr<Device> device = connect(server->getAddress());
  ASSERT_TRUE(device);
  XHLO_ASSERT_OK_AND_ASSIGN(a, device->allocate(f32({4}, {1, 2, 3, 4})));
  Clock::time_point start = Clock::now();
  server->shutdown();
  EXPECT_LT(secondsSince(start), 2);
  EXPECT_EQ(server->getStats().allocations, 0u);
  EXPECT_EQ(errorCode(device->read(a)), ErrorCode::Unavailable);
}

TEST(XrtServerFailure, NoServerAndTakenPortsAreClearErrors) {
  std::unique_ptr<XrtServer> server = startServer();
  ASSERT_TRUE(server);
  // A second server on the same port.
  XrtServerOptions options;
  options.listenAddress = server->getAddress();
  std::string message;
  EXPECT_EQ(errorCode(XrtServer::start(options), &message),
            ErrorCode::Unavailable);
  EXPECT_EQ(message, "cannot listen on " + server->getAddress() +
                         " (address in use or not local?)");
  // Nothing listens once the server is gone.
  std::string address = server->getAddress();
  server.reset();
  RemoteDeviceOptions quick;
  quick.connectTimeoutSeconds = 1;
  Clock::time_point start = Clock::now();
  EXPECT_EQ(errorCode(connectRemoteDevice(address, quick), &message),
            ErrorCode::Unavailable);
  EXPECT_LT(secondsSince(start), 3);
  EXPECT_EQ(message,
            "cannot connect to xhlo-server at " + address + " within 1 s");
  EXPECT_EQ(errorCode(connectRemoteDevice("nowhere", quick), &message),
            ErrorCode::InvalidArgument);
}

} // namespace
