//===- RpcTestUtils.h - Servers for the device service tests ----*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file starts servers for the tests on loopback, each on a free port:
// in this process (XrtServer), or as a child xhlo-server process that a
// test can stop or kill.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_UNITTESTS_RUNTIME_RPC_RPCTESTUTILS_H
#define XHLO_UNITTESTS_RUNTIME_RPC_RPCTESTUTILS_H

#include "../RuntimeTestUtils.h"

#include "xhlo/Runtime/Rpc/RemoteDevice.h"
#include "xhlo/Runtime/Rpc/XrtServer.h"
#include "xhlo/xrt.grpc.pb.h"

#include <grpcpp/create_channel.h>
#include <grpcpp/generic/generic_stub.h>
#include <grpcpp/security/credentials.h>

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

#include <chrono>
#include <csignal>
#include <future>
#include <thread>

#include <unistd.h> // environ

namespace xhlo::runtime::test {

/// Starts an in-process server on a free loopback port.
inline std::unique_ptr<XrtServer> startServer(XrtServerOptions options = {}) {
  options.listenAddress = "127.0.0.1:0";
  llvm::Expected<std::unique_ptr<XrtServer>> server = XrtServer::start(options);
  if (!server) {
    ADD_FAILURE() << llvm::toString(server.takeError());
    return nullptr;
  }
  return std::move(*server);
}

/// Connects to `address`, failing the test (null) on an error.
inline std::unique_ptr<Device> connect(const std::string &address,
                                       RemoteDeviceOptions options = {}) {
  llvm::Expected<std::unique_ptr<Device>> device =
      connectRemoteDevice("grpc://" + address, options);
  if (!device) {
    ADD_FAILURE() << llvm::toString(device.takeError());
    return nullptr;
  }
  return std::move(*device);
}

/// Polls `condition` every 10 ms for up to `seconds`; whether it held.
template <typename Condition>
bool eventually(Condition condition, double seconds = 10) {
  auto end = std::chrono::steady_clock::now() +
             std::chrono::milliseconds(static_cast<int>(seconds * 1000));
  while (!condition()) {
    if (std::chrono::steady_clock::now() > end)
      return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return true;
}

/// A memory field of process `pid`'s /proc status in bytes (VmRSS unless
/// `field` names another: RssAnon, RssFile, ...), -1 if unknown.
inline int64_t residentBytes(int pid, llvm::StringRef field = "VmRSS") {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> status =
      llvm::MemoryBuffer::getFileAsStream("/proc/" + std::to_string(pid) +
                                          "/status");
  if (!status)
    return -1;
  llvm::StringRef text = (*status)->getBuffer();
  std::string key = (field + ":").str();
  size_t at = text.find("\n" + key);
  if (at == llvm::StringRef::npos)
    return -1;
  int64_t kib = 0;
  text.drop_front(at + 1 + key.size()).ltrim().consumeInteger(10, kib);
  return kib * 1024;
}

/// A raw client of the service: the generated stub, plus a session opened
/// by hand, to send what RemoteDevice never would.
class RawClient {
public:
  /// A client on a connection of its own (not shared with other clients
  /// of the process).
  RawClient(const std::string &address, std::string token = "")
      : channel(grpc::CreateCustomChannel(
            address, grpc::InsecureChannelCredentials(), ownConnection())),
        stub(xrt::XrtService::NewStub(channel)), token(std::move(token)) {}

  /// A client sharing `channel` (and so its connection) with another.
  RawClient(std::shared_ptr<grpc::Channel> channel, std::string token = "")
      : channel(std::move(channel)),
        stub(xrt::XrtService::NewStub(this->channel)), token(std::move(token)) {
  }

  static grpc::ChannelArguments ownConnection() {
    grpc::ChannelArguments arguments;
    arguments.SetInt(GRPC_ARG_USE_LOCAL_SUBCHANNEL_POOL, 1);
    return arguments;
  }

  /// Calls `method` of the stub (&xrt::XrtService::Stub::Execute, ...) with
  /// the session's metadata.
  template <typename Method, typename Request, typename Response>
  grpc::Status call(Method method, const Request &request, Response &response) {
    grpc::ClientContext context;
    prepare(context);
    return ((*stub).*method)(&context, request, &response);
  }

  ~RawClient() {
    if (reader) {
      sessionContext.TryCancel();
      reader->Finish();
    }
  }

  /// Opens a session; its id, empty on failure.
  std::string openSession() {
    prepare(sessionContext, /*withSession=*/false);
    xrt::OpenSessionRequest request;
    reader = stub->OpenSession(&sessionContext, request);
    xrt::SessionEvent event;
    if (!reader->Read(&event))
      return "";
    sessionId = event.session_id();
    return sessionId;
  }

  /// Adds the token and session metadata and a 10 s deadline.
  void prepare(grpc::ClientContext &context, bool withSession = true) {
    if (!token.empty())
      context.AddMetadata("authorization", "Bearer " + token);
    if (withSession && !sessionId.empty())
      context.AddMetadata("x-xhlo-session", sessionId);
    if (!withSession)
      return;
    context.set_deadline(std::chrono::system_clock::now() +
                         std::chrono::seconds(10));
  }

  grpc::Status allocate(const xla::LiteralProto &literal,
                        xrt::AllocateResponse &response) {
    grpc::ClientContext context;
    prepare(context);
    xrt::AllocateRequest request;
    *request.mutable_allocation()->mutable_value() = literal;
    return stub->Allocate(&context, request, &response);
  }

  grpc::Status health() {
    grpc::ClientContext context;
    prepare(context);
    xrt::HealthResponse response;
    return stub->Health(&context, xrt::HealthRequest(), &response);
  }

  /// Sends `bytes` (not a proto) as the request of `method`.
  grpc::Status sendBytes(const std::string &method, const std::string &bytes) {
    grpc::GenericStub generic(channel);
    grpc::ClientContext context;
    prepare(context);
    grpc::Slice slice(bytes);
    grpc::ByteBuffer request(&slice, 1), response;
    std::promise<grpc::Status> done;
    generic.UnaryCall(&context, method, grpc::StubOptions(), &request,
                      &response,
                      [&](grpc::Status status) { done.set_value(status); });
    return done.get_future().get();
  }

  std::shared_ptr<grpc::Channel> channel;
  std::unique_ptr<xrt::XrtService::Stub> stub;
  std::string token;
  grpc::ClientContext sessionContext;
  std::unique_ptr<grpc::ClientReader<xrt::SessionEvent>> reader;
  std::string sessionId;
};

/// Seconds on the steady clock since `start`.
inline double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
      .count();
}

/// A while of `iterations` 64x64 matrix products: a run of seconds for the
/// clients that are killed or stopped during it (about 0.1 ms an
/// iteration).
inline std::string spinProgram(int iterations) {
  return R"(
    func.func @main(%m: tensor<64x64xf32>) -> tensor<64x64xf32> {
      %zero = hlo.constant dense<0> : tensor<i32>
      %r:2 = hlo.while(%zero, %m) : tensor<i32>, tensor<64x64xf32> cond {
      ^bb0(%i: tensor<i32>, %y: tensor<64x64xf32>):
        %n = hlo.constant dense<)" +
         std::to_string(iterations) + R"(> : tensor<i32>
        %p = hlo.compare LT, %i, %n : tensor<i32>
        hlo.return %p : tensor<i1>
      } do {
      ^bb0(%i: tensor<i32>, %y: tensor<64x64xf32>):
        %k = hlo.constant dense<1> : tensor<i32>
        %i1 = hlo.add %i, %k : tensor<i32>
        %yy = hlo.dot %y, %y, lhs_contracting_dims = [1],
                              rhs_contracting_dims = [0]
          : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
        hlo.return %i1, %yy : tensor<i32>, tensor<64x64xf32>
      }
      return %r#1 : tensor<64x64xf32>
    })";
}

/// A normal client still gets correct results from `address`.
inline void expectStillServes(const std::string &address,
                              RemoteDeviceOptions options = {}) {
  std::unique_ptr<Device> device = connect(address, options);
  ASSERT_TRUE(device);
  ProgramBuilder builder;
  XHLO_ASSERT_OK_AND_ASSIGN(add, builder.compile(*device, kAddProgram));
  XHLO_ASSERT_OK_AND_ASSIGN(a, device->allocate(f32({4}, {1, 2, 3, 4})));
  XHLO_ASSERT_OK_AND_ASSIGN(outputs, device->execute(add, {a, a}));
  XHLO_ASSERT_OK_AND_ASSIGN(value, device->read(outputs[0]));
  EXPECT_EQ(valuesOf<float>(value), (std::vector<float>{2, 4, 6, 8}));
}

/// An xhlo-server child process on a free loopback port (build/bin's,
/// XHLO_SERVER_PATH), killed when the object dies.
class ServerProcess {
public:
  /// The server's environment: empty (inherit ours), except in
  /// AddressSanitizer builds, where the tests that watch the server's
  /// resident memory return to its baseline would otherwise measure ASan's
  /// allocator: its quarantine holds 256 MiB of freed blocks by default and
  /// it returns no page to the system. The server there keeps a 16 MiB
  /// quarantine (use-after-free is still caught for recent frees) and
  /// releases free pages at once.
  static std::vector<std::string> serverEnvironment() {
#ifdef __SANITIZE_ADDRESS__
    std::vector<std::string> environment;
    std::string asan = "ASAN_OPTIONS=";
    for (char **entry = environ; *entry; ++entry) {
      llvm::StringRef variable(*entry);
      if (variable.starts_with("ASAN_OPTIONS="))
        asan = (variable + ":").str();
      else
        environment.push_back(variable.str());
    }
    asan += "quarantine_size_mb=16:allocator_release_to_os_interval_ms=0";
    environment.push_back(asan);
    return environment;
#else
    return {};
#endif
  }

  explicit ServerProcess(std::vector<std::string> extraArguments = {}) {
    llvm::SmallString<128> directory;
    if (llvm::sys::fs::createUniqueDirectory("xhlo-server-test", directory)) {
      ADD_FAILURE() << "cannot make a temporary directory";
      return;
    }
    this->directory = directory.str().str();
    std::string portFile = this->directory + "/port";
    std::vector<std::string> arguments = {
        XHLO_SERVER_PATH, "--listen=127.0.0.1:0", "--port-file=" + portFile};
    arguments.insert(arguments.end(), extraArguments.begin(),
                     extraArguments.end());
    std::vector<llvm::StringRef> argv(arguments.begin(), arguments.end());
    std::optional<llvm::StringRef> redirects[] = {
        std::nullopt, llvm::StringRef(""), std::nullopt};
    std::string error;
    std::vector<std::string> environment = serverEnvironment();
    std::vector<llvm::StringRef> envp(environment.begin(), environment.end());
    std::optional<llvm::ArrayRef<llvm::StringRef>> env;
    if (!environment.empty())
      env = envp;
    process = llvm::sys::ExecuteNoWait(XHLO_SERVER_PATH, argv, env, redirects,
                                       0, &error);
    if (!process.Pid) {
      ADD_FAILURE() << "cannot start xhlo-server: " << error;
      return;
    }
    running = true;
    // The server renames the file into place once it listens.
    if (!eventually([&] { return llvm::sys::fs::exists(portFile); })) {
      ADD_FAILURE() << "xhlo-server wrote no port file";
      return;
    }
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
        llvm::MemoryBuffer::getFile(portFile);
    if (file)
      address = "127.0.0.1:" + (*file)->getBuffer().trim().str();
  }

  ~ServerProcess() {
    kill(SIGKILL);
    if (!directory.empty())
      llvm::sys::fs::remove_directories(directory);
  }

  /// The process id.
  int getPid() const { return process.Pid; }

  /// HOST:PORT, empty if the server did not start.
  const std::string &getAddress() const { return address; }

  /// Sends `signal`; SIGKILL also reaps the process, SIGSTOP waits until
  /// it has stopped.
  void kill(int signal) {
    if (!running)
      return;
    ::kill(process.Pid, signal);
    if (signal == SIGKILL) {
      llvm::sys::Wait(process, std::nullopt);
      running = false;
    }
    if (signal == SIGSTOP)
      EXPECT_TRUE(eventually([&] { return getState() == 'T'; }));
  }

  /// Waits up to `seconds` for the process to exit by itself; whether it
  /// did (it is reaped then, and getExitCode tells how).
  bool waitForExit(double seconds) {
    if (!running)
      return true;
    bool exited = eventually(
        [&] {
          llvm::sys::ProcessInfo info =
              llvm::sys::Wait(process, /*SecondsToWait=*/0, nullptr, nullptr,
                              /*Polling=*/true);
          if (info.Pid != 0)
            exitCode = info.ReturnCode;
          return info.Pid != 0;
        },
        seconds);
    if (exited)
      running = false;
    return exited;
  }

  /// The exit code of a process waitForExit saw exit (-2 after a signal,
  /// as llvm::sys::Wait reports it); -1 before.
  int getExitCode() const { return exitCode; }

  /// The process's state letter in /proc (R, S, T, ...).
  char getState() const {
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> stat =
        llvm::MemoryBuffer::getFileAsStream(
            "/proc/" + std::to_string(process.Pid) + "/stat");
    if (!stat)
      return '?';
    llvm::StringRef text = (*stat)->getBuffer();
    size_t paren = text.rfind(')');
    return paren + 2 < text.size() ? text[paren + 2] : '?';
  }

private:
  llvm::sys::ProcessInfo process;
  bool running = false;
  int exitCode = -1;
  std::string directory;
  std::string address;
};

} // namespace xhlo::runtime::test

#endif // XHLO_UNITTESTS_RUNTIME_RPC_RPCTESTUTILS_H
