//===- Rendezvous.h - Collectives between devices of one run ----*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the exchange between the devices (replicas times
// partitions) that run one program together, each on a thread of its own
// (Executable::runReplicated): the Collectives their collective kernels
// hand every collective to.
//
// Each execution of a collective by a group of devices is one rendezvous,
// keyed by the op, how many times the device ran that op before (so every
// iteration of a loop is an instance of its own) and the group's first
// device. A device arrives with its operands and waits until every member
// of its group has; then each member computes its own results from all
// operands (the arrays are shared, not copied) and goes on. Groups follow
// XLA's CollectiveOpGroupMode: without channel_id the replica groups name
// replicas (of the device's partition); with channel_id, all_reduce,
// all_gather and reduce_scatter name replicas of every partition, or
// global device ids with use_global_device_ids, and all_to_all,
// collective_permute and collective_broadcast name partitions (of the
// device's replica). Empty groups mean one group of all.
//
// A rendezvous never waits forever: it fails at once when no device is
// left running (every device waits at some rendezvous or has finished,
// so none can complete: the replicas disagree on their collectives), when a
// member it waits for has finished, when the exchange is aborted (another
// device failed), and otherwise after the timeout.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_INTERPRETER_RENDEZVOUS_H
#define XHLO_INTERPRETER_RENDEZVOUS_H

#include "xhlo/Interpreter/Executable.h"

#include <chrono>
#include <condition_variable>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <tuple>
#include <vector>

namespace xhlo::interp {

/// The collectives of numReplicas * numPartitions devices, device d being
/// replica d / numPartitions, partition d % numPartitions. Thread-safe: each
/// device calls run() from its own thread.
class ReplicaExchange final : public Collectives {
public:
  /// `stop` (may be null) is raised when a rendezvous fails, so that the
  /// devices that compute stop at their next step.
  ReplicaExchange(unsigned numReplicas, unsigned numPartitions,
                  std::chrono::milliseconds timeout, StopFlag *stop = nullptr);
  ~ReplicaExchange() override;

  mlir::LogicalResult run(mlir::Operation *op,
                          llvm::ArrayRef<const RtValue *> operands,
                          std::vector<RtValue> &results,
                          KernelContext &context) override;

  /// Says that `device` has finished its run (it reaches no more
  /// collectives): rendezvous waiting for it fail.
  void finish(unsigned device);
  /// Fails every rendezvous waiting now or later (a device failed, or the
  /// run was stopped); their errors are secondary (wasAborted).
  void abort();
  /// Whether `device` last failed a collective only because the exchange
  /// was aborted (its error is a consequence of another device's).
  bool wasAborted(unsigned device) const;

  unsigned getNumDevices() const { return numReplicas * numPartitions; }
  /// "replica 2", or "device 5 (replica 2, partition 1)" with partitions.
  std::string describeDevice(unsigned device) const;

  struct Instance;

private:
  enum class State { Running, Waiting, Finished };
  /// Fails, under the lock, the rendezvous that cannot complete: those
  /// waiting for a finished device, and all of them when no device runs.
  void failStuckLocked();
  /// Fails `instance` with `message` (said by each waiting member at its
  /// op) and aborts the run.
  void failLocked(Instance &instance, const std::string &message);

  const unsigned numReplicas;
  const unsigned numPartitions;
  const std::chrono::milliseconds timeout;
  StopFlag *stop;

  mutable std::mutex mutex;
  std::condition_variable changed;
  bool aborted = false;
  std::vector<State> states;
  /// The rendezvous each device waits at (while Waiting).
  std::vector<std::shared_ptr<Instance>> waitingAt;
  std::vector<bool> abortedDevices;
  /// How many times each device ran each collective op.
  std::vector<std::map<mlir::Operation *, uint64_t>> occurrences;
  /// The rendezvous some member has arrived at and that are not complete.
  std::map<std::tuple<mlir::Operation *, uint64_t, unsigned>,
           std::shared_ptr<Instance>>
      open;
};

} // namespace xhlo::interp

#endif // XHLO_INTERPRETER_RENDEZVOUS_H
