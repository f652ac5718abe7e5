//===- XhloServerMain.cpp - Entry point of xhlo-server --------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements xhlo-server's driver: parse the flags, start an
// XrtServer, print the address it listens on (and write the port to
// --port-file, so that scripts and tests can start it on port 0), and serve
// until SIGINT or SIGTERM, which stop it within 2 seconds: sessions end and
// their handles are released, calls in flight get a second and are then
// cancelled (a run stops at its next step), and if one is still running
// after that (a single kernel call longer than that) the process exits
// without waiting for it.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Tools/xhlo-server/XhloServerMain.h"

#include "xhlo/Runtime/Rpc/RemoteDevice.h"
#include "xhlo/Runtime/Rpc/XrtServer.h"
#include "xhlo/Tools/ImportLimitsOptions.h"
#include "xhlo/Values/MemoryBudget.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <thread>

#include <unistd.h>

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace cl = llvm::cl;
using namespace xhlo;
using namespace xhlo::runtime;

/// The pipe through which the stop signals reach the stopping thread.
static int stopPipe[2] = {-1, -1};

static void onStopSignal(int signal) {
  char byte = static_cast<char>(signal);
  ssize_t written = write(stopPipe[1], &byte, 1);
  (void)written;
}

int xhlo::xhloServerMain(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  // libLLVM registers ThinLTO's own "threads" option; move it aside.
  {
    llvm::StringMap<cl::Option *> &registered = cl::getRegisteredOptions();
    auto it = registered.find("threads");
    if (it != registered.end())
      it->second->setArgStr("llvm-thinlto-threads");
  }
  static cl::OptionCategory category("xhlo-server options");
  static cl::opt<std::string> listen(
      "listen",
      cl::desc("Where to listen, HOST:PORT (port 0: a free port, printed "
               "at startup)"),
      cl::init("127.0.0.1:8470"), cl::cat(category));
  static cl::opt<std::string> tokenFile(
      "token-file",
      cl::desc("A file holding a shared secret every call must carry "
               "(clients: xhlo-run --token-file)"),
      cl::cat(category));
  static cl::opt<std::string> maxMemory(
      "max-memory",
      cl::desc("The most bytes the allocations of all clients, and what "
               "their runs allocate, may hold, e.g. 512M or 4G (default 0: "
               "no limit but the process's); the server keeps at most a "
               "quarter of it (and 256M) of freed memory for reuse"),
      cl::init("0"), cl::cat(category));
  static cl::opt<unsigned> threads(
      "threads",
      cl::desc("Threads of the interpreter's kernel pool, which every "
               "executable shares (default 0: one per hardware thread)"),
      cl::init(0), cl::cat(category));
  static cl::opt<unsigned> maxSessions(
      "max-sessions",
      cl::desc("The most sessions all clients together may hold open at "
               "once (default 256); one more is refused with "
               "RESOURCE_EXHAUSTED"),
      cl::init(256), cl::cat(category));
  static cl::opt<unsigned> maxSessionsPerConnection(
      "max-sessions-per-connection",
      cl::desc("The most sessions one client connection may hold open at "
               "once (default 16)"),
      cl::init(16), cl::cat(category));
  static cl::opt<unsigned> maxHandlesPerSession(
      "max-handles-per-session",
      cl::desc("The most allocations and executables one session may hold "
               "(default 65536)"),
      cl::init(65536), cl::cat(category));
  static cl::opt<double> maxExecuteSeconds(
      "max-execute-seconds",
      cl::desc("The longest one Execute or ExecuteChained may run, in "
               "seconds (default 0: no limit): its run stops at the next "
               "step with DEADLINE_EXCEEDED naming the limit. Runs stop "
               "anyway when their client cancels, goes away or passes its "
               "deadline"),
      cl::init(0), cl::cat(category));
  static cl::opt<std::string> portFile(
      "port-file",
      cl::desc("Write the port the server listens on to this file once it "
               "listens"),
      cl::cat(category));
  static cl::opt<bool> verbose(
      "verbose", cl::desc("Log sessions opening and closing to stderr"),
      cl::cat(category));
  registerImportLimitsOptions(&category);
  cl::HideUnrelatedOptions(category);
  cl::ParseCommandLineOptions(
      argc, argv,
      "xhlo-server: serve the interpreter as a device over gRPC (XRT's "
      "messages; see docs/ARCHITECTURE.md, Runtime)\n");

  XrtServerOptions options;
  options.listenAddress = listen;
  options.executableOptions.numThreads = threads;
  if (maxSessions == 0 || maxSessionsPerConnection == 0 ||
      maxHandlesPerSession == 0) {
    llvm::errs() << "xhlo-server: error: --max-sessions, "
                    "--max-sessions-per-connection and "
                    "--max-handles-per-session must be at least 1\n";
    return 1;
  }
  if (!(maxExecuteSeconds >= 0) || maxExecuteSeconds > 1e9) {
    llvm::errs() << "xhlo-server: error: --max-execute-seconds must be 0 (no "
                    "limit) or a positive number of seconds up to 1e9\n";
    return 1;
  }
  options.maxExecuteSeconds = maxExecuteSeconds;
  options.maxSessions = maxSessions;
  options.maxSessionsPerConnection = maxSessionsPerConnection;
  options.maxHandlesPerSession = maxHandlesPerSession;
  if (verbose)
    options.log = &llvm::errs();
  llvm::Expected<uint64_t> quota =
      parseByteSizeOption("--max-memory", maxMemory);
  if (!quota) {
    llvm::errs() << "xhlo-server: error: " << llvm::toString(quota.takeError())
                 << "\n";
    return 1;
  }
  options.maxMemoryBytes = *quota;
#ifdef __GLIBC__
  // With a quota, what glibc's malloc keeps of freed memory is memory the
  // quota does not see, so the server bounds it (unless the environment
  // tunes malloc itself):
  // - per-thread arenas (up to 8 per core, each keeping what its threads
  //   freed): two per core. The stress test's server kept 50-67 MiB more
  //   after every session closed at 16 arenas, 8 at 2.
  // - the free top of each arena: glibc returns it to the system once it
  //   passes the trim threshold, which grows with every large buffer freed
  //   (to twice the mmap threshold, up to 64 MiB), and malloc_trim does not
  //   shrink the top of the per-thread arenas. A fixed 1 MiB threshold (which
  //   also fixes the mmap threshold at its 128 KiB default): the stress
  //   test's server had kept 8-20 MiB of free arena top resident, once 45.
  if (*quota) {
    if (!std::getenv("MALLOC_ARENA_MAX")) {
      unsigned cores = std::max(1u, std::thread::hardware_concurrency());
      mallopt(M_ARENA_MAX, static_cast<int>(2 * cores));
    }
    if (!std::getenv("MALLOC_TRIM_THRESHOLD_") &&
        !std::getenv("MALLOC_MMAP_THRESHOLD_"))
      mallopt(M_TRIM_THRESHOLD, 1 << 20);
  }
#endif
  if (!tokenFile.empty()) {
    llvm::Expected<std::string> token = readTokenFile(tokenFile);
    if (!token) {
      llvm::errs() << "xhlo-server: error: "
                   << llvm::toString(token.takeError()) << "\n";
      return 1;
    }
    options.token = std::move(*token);
  }
  llvm::StringRef host =
      llvm::StringRef(options.listenAddress).rsplit(':').first;
  if (options.token.empty() && host != "127.0.0.1" && host != "localhost" &&
      host != "[::1]")
    llvm::errs() << "xhlo-server: warning: listening on " << host
                 << " without --token-file: anyone who reaches the port can "
                    "run programs\n";

  // SIGINT and SIGTERM write to a pipe that one thread reads to shut the
  // server down (a handler, not a blocked mask: libraries such as OpenBLAS
  // start threads before main that would take the signal instead).
  if (pipe(stopPipe) != 0) {
    llvm::errs() << "xhlo-server: error: cannot make a pipe\n";
    return 1;
  }
  struct sigaction action = {};
  action.sa_handler = onStopSignal;
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, nullptr);
  sigaction(SIGTERM, &action, nullptr);

  llvm::Expected<std::unique_ptr<XrtServer>> server = XrtServer::start(options);
  if (!server) {
    llvm::errs() << "xhlo-server: error: " << llvm::toString(server.takeError())
                 << "\n";
    return 1;
  }
  if (!portFile.empty()) {
    // Written whole under a temporary name, then renamed: a reader never
    // sees a partial port.
    std::string temporary = portFile + ".tmp";
    std::error_code ec;
    {
      llvm::raw_fd_ostream os(temporary, ec);
      if (!ec)
        os << (*server)->getPort() << "\n";
    }
    if (!ec)
      ec = llvm::sys::fs::rename(temporary, portFile);
    if (ec) {
      llvm::errs() << "xhlo-server: error: cannot write '" << portFile
                   << "': " << ec.message() << "\n";
      return 1;
    }
  }
  llvm::outs() << "xhlo-server: listening on " << (*server)->getAddress()
               << "\n";
  llvm::outs().flush();

  std::thread stopper([&] {
    char signal = 0;
    while (read(stopPipe[0], &signal, 1) < 0 && errno == EINTR)
      continue;
    if (verbose)
      llvm::errs() << "xhlo-server: stopping (signal " << int(signal) << ")\n";
    // Cancelled runs stop at their next step; if a single long kernel call
    // holds the shutdown up, exit anyway (the system frees what it held).
    std::thread([] {
      std::this_thread::sleep_for(std::chrono::milliseconds(1800));
      llvm::errs() << "xhlo-server: a call still runs 1.8 s after the stop "
                      "signal; exiting without it\n";
      llvm::errs().flush();
      std::_Exit(0);
    }).detach();
    (*server)->shutdown(/*graceSeconds=*/1);
  });
  (*server)->wait();
  stopper.join();
  return 0;
}
