//===- Replicas.cpp - Runs of several devices at once ---------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements Executable::runReplicated: one thread per device,
// each an ordinary run (Executable::run) with its replica and partition ids
// and the run's ReplicaExchange (Rendezvous.h), all charging one memory
// budget and watching one stop flag. The calling thread waits for them,
// passing on its own stop flag; a device that fails raises the shared flag
// and aborts the exchange, so the others stop at their next step or
// collective. Diagnostics emitted in a device's thread are captured (a
// context handler that reads a thread-local list) and re-emitted by the
// caller with the device named, so that concurrent devices never
// interleave their messages.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Interpreter/Executable.h"
#include "xhlo/Interpreter/Rendezvous.h"
#include "xhlo/Values/MemoryBudget.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/raw_ostream.h"

#include <condition_variable>
#include <map>
#include <thread>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::interp;

/// The most devices a replicated run runs (one thread each).
static constexpr unsigned kMaxDevices = 256;

namespace {

/// A diagnostic emitted in a device's thread, kept for the caller.
struct CapturedDiagnostic {
  Location location;
  DiagnosticSeverity severity;
  std::string message;
  std::vector<std::pair<Location, std::string>> notes;
};

/// Where the calling thread's diagnostics go while it runs a device (null:
/// to the context's other handlers).
thread_local std::vector<CapturedDiagnostic> *capturedDiagnostics = nullptr;

/// A diagnostic's text with its location and notes, to find identical ones.
std::string fingerprint(const CapturedDiagnostic &diagnostic) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << diagnostic.location << '\n'
     << static_cast<int>(diagnostic.severity) << '\n'
     << diagnostic.message << '\n';
  for (const auto &[location, message] : diagnostic.notes)
    os << location << '\n' << message << '\n';
  return text;
}

} // namespace

FailureOr<std::vector<std::vector<RtValue>>>
Executable::runReplicated(ArrayRef<std::vector<RtValue>> arguments,
                          const ReplicatedRunOptions &options) const {
  func::FuncOp func = getFunction();
  unsigned numReplicas = options.numReplicas;
  unsigned numPartitions = options.numPartitions;
  if (numReplicas == 0 || numPartitions == 0)
    return func.emitError() << "a replicated run needs at least one replica "
                               "and one partition, got "
                            << numReplicas << " and " << numPartitions;
  uint64_t numDevices = uint64_t(numReplicas) * numPartitions;
  if (numDevices > kMaxDevices)
    return func.emitError()
           << "the interpreter runs at most " << kMaxDevices
           << " devices at once, got " << numReplicas << " replicas of "
           << numPartitions << " partitions";
  if (arguments.size() != numDevices)
    return func.emitError() << numDevices << " devices need " << numDevices
                            << " argument lists, got " << arguments.size();

  MemoryBudget *budget =
      options.run.budget ? options.run.budget : &MemoryBudget::getCurrent();
  StopFlag stopAll;
  ReplicaExchange exchange(numReplicas, numPartitions,
                           options.collectiveTimeout, &stopAll);
  uint64_t seed = options.run.random ? options.run.random->getSeed()
                                     : getRandomState().getSeed();
  std::mutex outfeedMutex;
  OutfeedHandler outfeed;
  if (options.run.outfeed)
    outfeed = [&](Operation *op, ArrayRef<const RtValue *> data,
                  StringRef config) {
      std::lock_guard<std::mutex> lock(outfeedMutex);
      return options.run.outfeed(op, data, config);
    };

  std::vector<FailureOr<std::vector<RtValue>>> outcomes(numDevices, failure());
  std::vector<std::vector<CapturedDiagnostic>> diagnostics(numDevices);
  std::vector<RunStats> stats(numDevices);
  std::vector<std::unique_ptr<RandomState>> randoms;
  for (uint64_t d = 0; d < numDevices; ++d)
    randoms.push_back(std::make_unique<RandomState>(seed));

  // Devices that fail at once build their diagnostics at once, and printing
  // an op for one may create attributes: the context's uniquers must take
  // locks while the devices run (xhlo-run's context has threading off).
  MLIRContext *context = func.getContext();
  bool wasThreaded = context->isMultithreadingEnabled();
  if (!wasThreaded)
    context->enableMultithreading(true);
  DiagnosticEngine &engine = context->getDiagEngine();
  DiagnosticEngine::HandlerID handler =
      engine.registerHandler([](Diagnostic &diagnostic) -> LogicalResult {
        if (!capturedDiagnostics)
          return failure();
        CapturedDiagnostic captured{diagnostic.getLocation(),
                                    diagnostic.getSeverity(),
                                    diagnostic.str(),
                                    {}};
        for (Diagnostic &note : diagnostic.getNotes())
          captured.notes.emplace_back(note.getLocation(), note.str());
        capturedDiagnostics->push_back(std::move(captured));
        return success();
      });

  std::mutex doneMutex;
  std::condition_variable done;
  unsigned running = numDevices;
  std::vector<std::thread> threads;
  for (unsigned d = 0; d < numDevices; ++d)
    threads.emplace_back([&, d] {
      capturedDiagnostics = &diagnostics[d];
      RunOptions run;
      run.random = randoms[d].get();
      run.stats = &stats[d];
      run.replicaId = d / numPartitions;
      run.partitionId = d % numPartitions;
      run.collectives = &exchange;
      run.outfeed = outfeed;
      run.budget = budget;
      run.stop = &stopAll;
      run.deadline = options.run.deadline;
      outcomes[d] = this->run(arguments[d], run);
      if (failed(outcomes[d])) {
        stopAll.raise(StopReason::Cancelled);
        exchange.abort();
      }
      exchange.finish(d);
      capturedDiagnostics = nullptr;
      std::lock_guard<std::mutex> lock(doneMutex);
      --running;
      done.notify_all();
    });
  {
    // Pass the caller's stop flag on, and wake the rendezvous once the
    // shared flag is raised (by a deadline, which only raises the flag).
    std::unique_lock<std::mutex> lock(doneMutex);
    while (running > 0) {
      done.wait_for(lock, std::chrono::milliseconds(20));
      if (options.run.stop)
        if (StopReason reason = options.run.stop->getReason();
            reason != StopReason::None)
          stopAll.raise(reason);
      if (stopAll.getReason() != StopReason::None)
        exchange.abort();
    }
  }
  for (std::thread &thread : threads)
    thread.join();
  engine.eraseHandler(handler);
  if (!wasThreaded)
    context->disableMultithreading(true);

  if (options.stats)
    *options.stats = stats;
  std::vector<unsigned> failedDevices;
  for (unsigned d = 0; d < numDevices; ++d)
    if (failed(outcomes[d]))
      failedDevices.push_back(d);
  if (failedDevices.empty()) {
    std::vector<std::vector<RtValue>> results;
    for (FailureOr<std::vector<RtValue>> &outcome : outcomes)
      results.push_back(std::move(*outcome));
    return results;
  }

  // The devices whose failure is their own (not a stop because another
  // failed); all failed devices when the caller stopped them.
  std::vector<unsigned> primary;
  for (unsigned d : failedDevices)
    if (!exchange.wasAborted(d) &&
        !(stats[d].stopped == StopReason::Cancelled &&
          !(options.run.stop &&
            options.run.stop->getReason() != StopReason::None)))
      primary.push_back(d);
  if (primary.empty())
    primary = failedDevices;

  // Devices with identical diagnostics are named together.
  std::vector<std::string> keys(numDevices);
  std::map<std::string, std::vector<unsigned>> byKey;
  std::vector<std::string> order;
  for (unsigned d : primary) {
    for (const CapturedDiagnostic &diagnostic : diagnostics[d])
      keys[d] += fingerprint(diagnostic);
    auto [it, inserted] = byKey.try_emplace(keys[d]);
    if (inserted)
      order.push_back(keys[d]);
    it->second.push_back(d);
  }
  unsigned stopped = failedDevices.size() - primary.size();
  for (const std::string &key : order) {
    const std::vector<unsigned> &devices = byKey[key];
    std::string who;
    if (devices.size() == 1) {
      who = exchange.describeDevice(devices.front());
    } else {
      who = numPartitions == 1 ? "replicas " : "devices ";
      for (auto [index, device] : llvm::enumerate(devices))
        who += (index ? ", " : "") + std::to_string(device);
    }
    const std::vector<CapturedDiagnostic> &list = diagnostics[devices.front()];
    if (list.empty()) {
      func.emitError() << who << " failed";
      continue;
    }
    for (const CapturedDiagnostic &captured : list) {
      InFlightDiagnostic diagnostic = func.getContext()->getDiagEngine().emit(
          captured.location, captured.severity);
      diagnostic << who << ": " << captured.message;
      for (const auto &[location, message] : captured.notes)
        diagnostic.attachNote(location) << message;
      if (stopped && &key == &order.front() && &captured == &list.front())
        diagnostic.attachNote(func.getLoc())
            << stopped << " other device" << (stopped == 1 ? "" : "s")
            << " stopped because of it";
    }
  }
  return failure();
}
