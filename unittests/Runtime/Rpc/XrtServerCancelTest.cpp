//===- XrtServerCancelTest.cpp - Runs stop when their callers go ----------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Cancellation of executes (issue 17 item 6, must-hold 2): an endless while
// loop stops when the client's deadline passes, when the client cancels the
// call, when the client process is killed, and at the server's
// maxExecuteSeconds; the server counts its running executes
// (XrtServerStats::runningExecutes), so each test sees the server's run
// itself stop, not only the client's call fail. Also in-process: a
// LocalDevice run stopped by its flag and by its deadline, including a loop
// whose condition and body have no steps, and a sort whose comparator the
// stop reaches; what the stopped runs made is freed and no handle is made.
//
//===----------------------------------------------------------------------===//

#include "RpcTestUtils.h"

#include "xhlo/Runtime/LocalDevice.h"
#include "xhlo/xrt.pb.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

using namespace xhlo;
using namespace xhlo::runtime;
using namespace xhlo::runtime::test;

namespace {

using Clock = std::chrono::steady_clock;

/// while (true) { i = i + 1 }: never ends.
const char *kEndlessProgram = R"(
  func.func @main(%x: tensor<i32>) -> tensor<i32> {
    %r = hlo.while(%x) : tensor<i32> cond {
    ^bb0(%i: tensor<i32>):
      %t = hlo.constant dense<true> : tensor<i1>
      hlo.return %t : tensor<i1>
    } do {
    ^bb0(%i: tensor<i32>):
      %k = hlo.constant dense<1> : tensor<i32>
      %i1 = hlo.add %i, %k : tensor<i32>
      hlo.return %i1 : tensor<i32>
    }
    return %r : tensor<i32>
  })";

/// sum of i for i < n, by a while loop: n = 1000 gives 499500.
const char *kSumProgram = R"(
  func.func @main(%n: tensor<i32>) -> tensor<i32> {
    %zero = hlo.constant dense<0> : tensor<i32>
    %r:3 = hlo.while(%zero, %zero, %n) : tensor<i32>, tensor<i32>, tensor<i32>
    cond {
    ^bb0(%i: tensor<i32>, %s: tensor<i32>, %m: tensor<i32>):
      %p = hlo.compare LT, %i, %m : tensor<i32>
      hlo.return %p : tensor<i1>
    } do {
    ^bb0(%i: tensor<i32>, %s: tensor<i32>, %m: tensor<i32>):
      %k = hlo.constant dense<1> : tensor<i32>
      %s1 = hlo.add %s, %i : tensor<i32>
      %i1 = hlo.add %i, %k : tensor<i32>
      hlo.return %i1, %s1, %m : tensor<i32>, tensor<i32>, tensor<i32>
    }
    return %r#1 : tensor<i32>
  })";

RtValue s32(int32_t value) {
  return RtValue(
      makeLiteral(ElementType::S32, {}, std::vector<int32_t>{value}));
}

/// A raw client whose session holds the endless program and an s32
/// argument, and calls Execute with a deadline of its choice.
struct EndlessClient {
  explicit EndlessClient(const std::string &address) : raw(address) {
    EXPECT_NE(raw.openSession(), "");
    xrt::AllocateResponse allocated;
    xla::LiteralProto literal;
    literal.mutable_shape()->set_element_type(xla::S32);
    literal.add_s32s(0);
    EXPECT_TRUE(raw.allocate(literal, allocated).ok());
    argument = allocated.handle();
  }

  /// Compiles `source` in the session.
  int64_t compile(llvm::StringRef source) {
    // The XLAComputation of the program, as RemoteDevice would send it.
    struct Capturing : LocalDevice {
      llvm::Expected<ExecutableHandle>
      compile(const xrt::XLAComputation &computation) override {
        captured = computation;
        return LocalDevice::compile(computation);
      }
      xrt::XLAComputation captured;
    } device;
    ProgramBuilder builder;
    llvm::Expected<ExecutableHandle> local = builder.compile(device, source);
    EXPECT_TRUE(static_cast<bool>(local)) << llvm::toString(local.takeError());
    xrt::CompileRequest request;
    *request.mutable_computation() = device.captured;
    xrt::CompileResponse response;
    grpc::Status status =
        raw.call(&xrt::XrtService::Stub::Compile, request, response);
    EXPECT_TRUE(status.ok()) << status.error_message();
    return response.handle();
  }

  /// Execute of `executable` on the argument in `context` (whose deadline
  /// the caller sets).
  grpc::Status execute(grpc::ClientContext &context, int64_t executable,
                       xrt::ExecuteResponse &response) {
    context.AddMetadata("x-xhlo-session", raw.sessionId);
    xrt::ExecuteRequest request;
    request.set_computation_handle(executable);
    request.add_input_handles(argument);
    return raw.stub->Execute(&context, request, &response);
  }

  RawClient raw;
  int64_t argument = 0;
};

/// How long the server's run may go on after the client's call failed: the
/// watcher's 10 ms poll plus one step of the loop, with room for a loaded
/// machine.
constexpr double kStopBoundSeconds = 0.5;

/// Waits until `server` runs no execute; the seconds it took, or a failure.
double waitUntilIdle(XrtServer &server) {
  Clock::time_point start = Clock::now();
  EXPECT_TRUE(
      eventually([&] { return server.getStats().runningExecutes == 0; }, 10))
      << "the server's run did not stop";
  return secondsSince(start);
}

// The client's deadline (300 ms) passes: the client gets DEADLINE_EXCEEDED,
// and the server's run stops too (its running executes drop to 0 within
// kStopBoundSeconds), with DEADLINE_EXCEEDED on the server's side; the
// session and its handles stay usable.
TEST(XrtServerCancel, EndlessWhileStopsAtTheClientsDeadline) {
  std::string log;
  llvm::raw_string_ostream logStream(log);
  XrtServerOptions options;
  options.log = &logStream;
  std::unique_ptr<XrtServer> server = startServer(options);
  ASSERT_TRUE(server);
  EndlessClient client(server->getAddress());
  int64_t endless = client.compile(kEndlessProgram);
  grpc::ClientContext context;
  context.set_deadline(std::chrono::system_clock::now() +
                       std::chrono::milliseconds(300));
  Clock::time_point start = Clock::now();
  xrt::ExecuteResponse response;
  grpc::Status status = client.execute(context, endless, response);
  double callSeconds = secondsSince(start);
  EXPECT_EQ(status.error_code(), grpc::StatusCode::DEADLINE_EXCEEDED)
      << status.error_message();
  EXPECT_GE(callSeconds, 0.29);
  EXPECT_LT(callSeconds, 5.0);
  double stopSeconds = waitUntilIdle(*server);
  EXPECT_LT(stopSeconds, kStopBoundSeconds);
  // The call logs why its run stopped before it counts as ended.
  EXPECT_NE(log.find("stopped (deadline exceeded): the computation passed "
                     "its deadline: "),
            std::string::npos)
      << log;
  std::fprintf(stderr,
               "client's call failed after %.3f s; the server's run stopped "
               "%.3f s later\n",
               callSeconds, stopSeconds);
  // Nothing was made; the session goes on.
  EXPECT_EQ(server->getStats().allocations, 1u);
  EXPECT_EQ(server->getStats().executables, 1u);
  int64_t sum = client.compile(kSumProgram);
  xla::LiteralProto n;
  n.mutable_shape()->set_element_type(xla::S32);
  n.add_s32s(1000);
  xrt::AllocateResponse allocated;
  ASSERT_TRUE(client.raw.allocate(n, allocated).ok());
  xrt::ExecuteRequest request;
  request.set_computation_handle(sum);
  request.add_input_handles(allocated.handle());
  xrt::ExecuteResponse executed;
  ASSERT_TRUE(
      client.raw.call(&xrt::XrtService::Stub::Execute, request, executed).ok());
  xrt::ReadLiteralRequest read;
  read.set_handle(executed.output_handles(0));
  xrt::ReadLiteralResponse value;
  ASSERT_TRUE(
      client.raw.call(&xrt::XrtService::Stub::ReadLiteral, read, value).ok());
  ASSERT_EQ(value.literal().s32s_size(), 1);
  EXPECT_EQ(value.literal().s32s(0), 499500);
}

// The client cancels its call (ClientContext::TryCancel) 300 ms in: it gets
// CANCELLED and the server's run stops.
TEST(XrtServerCancel, EndlessWhileStopsWhenTheClientCancels) {
  std::unique_ptr<XrtServer> server = startServer();
  ASSERT_TRUE(server);
  EndlessClient client(server->getAddress());
  int64_t endless = client.compile(kEndlessProgram);
  grpc::ClientContext context;
  context.set_deadline(std::chrono::system_clock::now() +
                       std::chrono::seconds(60));
  grpc::Status status;
  std::thread call([&] {
    xrt::ExecuteResponse response;
    status = client.execute(context, endless, response);
  });
  ASSERT_TRUE(
      eventually([&] { return server->getStats().runningExecutes == 1; }, 10));
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  EXPECT_EQ(server->getStats().runningExecutes, 1u);
  context.TryCancel();
  call.join();
  EXPECT_EQ(status.error_code(), grpc::StatusCode::CANCELLED)
      << status.error_message();
  double stopSeconds = waitUntilIdle(*server);
  EXPECT_LT(stopSeconds, kStopBoundSeconds);
  std::fprintf(stderr, "the server's run stopped %.3f s after the cancel\n",
               stopSeconds);
  EXPECT_EQ(server->getStats().allocations, 1u);
  expectStillServes(server->getAddress());
}

// A client process killed with SIGKILL mid-execute (xhlo-run on the server):
// its connection closes, the server's run stops and its session is freed.
TEST(XrtServerCancel, EndlessWhileStopsWhenTheClientIsKilled) {
  std::unique_ptr<XrtServer> server = startServer();
  ASSERT_TRUE(server);
  llvm::SmallString<128> path;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("endless", "mlir", path));
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec);
    ASSERT_FALSE(ec);
    os << kEndlessProgram;
  }
  std::string device = "--device=grpc://" + server->getAddress();
  std::vector<llvm::StringRef> argv = {XHLO_RUN_PATH, path, "--arg=zeros",
                                       device, "--timeout=600"};
  std::optional<llvm::StringRef> redirects[] = {
      std::nullopt, llvm::StringRef(""), std::nullopt};
  std::string error;
  llvm::sys::ProcessInfo process = llvm::sys::ExecuteNoWait(
      XHLO_RUN_PATH, argv, std::nullopt, redirects, 0, &error);
  ASSERT_NE(process.Pid, 0) << error;
  bool running =
      eventually([&] { return server->getStats().runningExecutes == 1; }, 30);
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  ::kill(process.Pid, SIGKILL);
  llvm::sys::Wait(process, std::nullopt);
  llvm::sys::fs::remove(path);
  ASSERT_TRUE(running) << "xhlo-run never executed on the server";
  Clock::time_point killed = Clock::now();
  waitUntilIdle(*server);
  double stopSeconds = secondsSince(killed);
  EXPECT_LT(stopSeconds, kStopBoundSeconds);
  EXPECT_TRUE(eventually([&] {
    XrtServerStats stats = server->getStats();
    return stats.sessions == 0 && stats.allocations == 0 &&
           stats.executables == 0;
  }));
  std::fprintf(stderr,
               "the server's run stopped %.3f s after the client was "
               "killed\n",
               stopSeconds);
  expectStillServes(server->getAddress());
}

// maxExecuteSeconds = 1 (xhlo-server --max-execute-seconds=1): an endless
// loop with a 30 s client deadline fails with DEADLINE_EXCEEDED after about
// a second, naming the limit; an execute under the limit is unaffected
// and correct, and so is ExecuteChained.
TEST(XrtServerCancel, MaxExecuteSecondsStopsEndlessRuns) {
  XrtServerOptions options;
  options.maxExecuteSeconds = 1;
  std::unique_ptr<XrtServer> server = startServer(options);
  ASSERT_TRUE(server);
  RemoteDeviceOptions remote;
  remote.timeoutSeconds = 30;
  std::unique_ptr<Device> device = connect(server->getAddress(), remote);
  ASSERT_TRUE(device);
  ProgramBuilder builder;
  XHLO_ASSERT_OK_AND_ASSIGN(endless, builder.compile(*device, kEndlessProgram));
  XHLO_ASSERT_OK_AND_ASSIGN(sum, builder.compile(*device, kSumProgram));
  XHLO_ASSERT_OK_AND_ASSIGN(zero, device->allocate(s32(0)));
  XHLO_ASSERT_OK_AND_ASSIGN(n, device->allocate(s32(1000)));

  Clock::time_point start = Clock::now();
  std::string message;
  EXPECT_EQ(errorCode(device->execute(endless, {zero}), &message),
            ErrorCode::DeadlineExceeded);
  double seconds = secondsSince(start);
  EXPECT_GE(seconds, 0.99);
  EXPECT_LT(seconds, 2.5);
  EXPECT_NE(message.find("limit of 1 s per execute (--max-execute-seconds)"),
            std::string::npos)
      << message;
  EXPECT_NE(message.find("stopped before 'hlo."), std::string::npos) << message;
  EXPECT_EQ(server->getStats().runningExecutes, 0u);
  std::fprintf(stderr,
               "--max-execute-seconds=1 stopped the run after %.3f s: "
               "%s\n",
               seconds, message.c_str());

  // The same in a chained plan: the plan's op is named.
  xrt::XRTChainedExecutePlan plan;
  plan.add_ops()->set_data_handle(zero);
  xrt::XRTChainedExecuteOp *run = plan.add_ops();
  run->set_computation_handle(endless);
  run->add_inputs()->set_op_index(0);
  run->add_outputs()->set_result_index(0);
  EXPECT_EQ(errorCode(device->executeChained(plan, {}), &message),
            ErrorCode::DeadlineExceeded);
  EXPECT_NE(message.find("plan op 1: "), std::string::npos) << message;

  // Under the limit: correct (sum of 0..999 by hand).
  for (int i = 0; i < 3; ++i) {
    XHLO_ASSERT_OK_AND_ASSIGN(outputs, device->execute(sum, {n}));
    XHLO_ASSERT_OK_AND_ASSIGN(value, device->read(outputs[0], true));
    EXPECT_EQ(valuesOf<int32_t>(value), std::vector<int32_t>{499500});
  }
  EXPECT_EQ(server->getStats().allocations, 2u);
}

//===----------------------------------------------------------------------===//
// In-process: LocalDevice and the interpreter
//===----------------------------------------------------------------------===//

/// while (p) {} with p = true: neither the condition nor the body has a
/// step, so only the check at the start of each block sees the flag.
const char *kEmptyLoopProgram = R"(
  func.func @main(%p: tensor<i1>) -> tensor<i1> {
    %r = hlo.while(%p) : tensor<i1> cond {
    ^bb0(%q: tensor<i1>):
      hlo.return %q : tensor<i1>
    } do {
    ^bb0(%q: tensor<i1>):
      hlo.return %q : tensor<i1>
    }
    return %r : tensor<i1>
  })";

/// A sort of 1M elements whose comparator is a region (run per comparison)
/// inside an endless loop.
const char *kSortLoopProgram = R"(
  func.func @main(%x: tensor<1048576xf32>) -> tensor<1048576xf32> {
    %r = hlo.while(%x) : tensor<1048576xf32> cond {
    ^bb0(%y: tensor<1048576xf32>):
      %t = hlo.constant dense<true> : tensor<i1>
      hlo.return %t : tensor<i1>
    } do {
    ^bb0(%y: tensor<1048576xf32>):
      %s = hlo.sort(%y) dimension = 0
          : (tensor<1048576xf32>) -> tensor<1048576xf32> {
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %n = hlo.negate %a : tensor<f32>
        %m = hlo.negate %b : tensor<f32>
        %lt = hlo.compare LT, %n, %m : tensor<f32>
        hlo.return %lt : tensor<i1>
      }
      hlo.return %s : tensor<1048576xf32>
    }
    return %r : tensor<1048576xf32>
  })";

// A flag raised from another thread stops a LocalDevice run of each program
// (Cancelled, naming the op), a deadline stops it (DeadlineExceeded); no
// handle is made and the device's memory is back where it was.
TEST(LocalDeviceCancel, FlagsAndDeadlinesStopRuns) {
  LocalDevice device(LocalDeviceOptions{});
  ProgramBuilder builder;
  XHLO_ASSERT_OK_AND_ASSIGN(endless, builder.compile(device, kEndlessProgram));
  XHLO_ASSERT_OK_AND_ASSIGN(empty, builder.compile(device, kEmptyLoopProgram));
  XHLO_ASSERT_OK_AND_ASSIGN(sort, builder.compile(device, kSortLoopProgram));
  XHLO_ASSERT_OK_AND_ASSIGN(zero, device.allocate(s32(0)));
  XHLO_ASSERT_OK_AND_ASSIGN(
      yes, device.allocate(RtValue(
               makeLiteral(ElementType::Pred, {}, std::vector<uint8_t>{1}))));
  std::vector<float> values(1 << 20);
  for (size_t i = 0; i < values.size(); ++i)
    values[i] = static_cast<float>((i * 7919) % 1000003);
  XHLO_ASSERT_OK_AND_ASSIGN(x, device.allocate(f32({1 << 20}, values)));
  int64_t used = device.getUsedBytes();

  struct Case {
    const char *name;
    ExecutableHandle executable;
    AllocationHandle argument;
  } cases[] = {{"endless", endless, zero},
               {"empty loop", empty, yes},
               {"sort loop", sort, x}};
  for (const Case &c : cases) {
    SCOPED_TRACE(c.name);
    // Raised from another thread 200 ms in.
    interp::StopFlag flag;
    RunControl control;
    control.stop = &flag;
    std::thread raiser([&] {
      std::this_thread::sleep_for(std::chrono::milliseconds(200));
      flag.raise();
    });
    Clock::time_point start = Clock::now();
    std::string message;
    EXPECT_EQ(errorCode(device.execute(c.executable, {c.argument}, {}, control),
                        &message),
              ErrorCode::Cancelled);
    double seconds = secondsSince(start);
    raiser.join();
    EXPECT_LT(seconds, 0.2 + kStopBoundSeconds + 1.0) << message;
    EXPECT_NE(message.find("the run was cancelled and stopped before 'hlo."),
              std::string::npos)
        << message;
    // A deadline 200 ms ahead.
    RunControl timed;
    timed.deadline = Clock::now() + std::chrono::milliseconds(200);
    start = Clock::now();
    EXPECT_EQ(errorCode(device.execute(c.executable, {c.argument}, {}, timed),
                        &message),
              ErrorCode::DeadlineExceeded);
    seconds = secondsSince(start);
    EXPECT_GE(seconds, 0.19);
    EXPECT_LT(seconds, 0.2 + kStopBoundSeconds + 1.0) << message;
    EXPECT_NE(message.find("the computation passed its deadline: "),
              std::string::npos)
        << message;
    std::fprintf(stderr, "%s: stopped %.3f s after a 200 ms deadline\n", c.name,
                 seconds);
    // The sort stops inside its comparator (20M region calls a sort).
    if (c.executable == sort)
      EXPECT_TRUE(
          message.find("stopped before 'hlo.negate'") != std::string::npos ||
          message.find("stopped before 'hlo.compare'") != std::string::npos)
          << message;
    EXPECT_EQ(device.getNumAllocations(), 3u);
    EXPECT_EQ(device.getUsedBytes(), used);
  }
  // A flag raised before the run: it stops at its first step.
  interp::StopFlag raised;
  raised.raise(interp::StopReason::DeadlineExceeded);
  RunControl control;
  control.stop = &raised;
  EXPECT_EQ(errorCode(device.execute(endless, {zero}, {}, control)),
            ErrorCode::DeadlineExceeded);
}

} // namespace
