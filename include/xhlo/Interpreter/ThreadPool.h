//===- ThreadPool.h - The interpreter's worker threads ----------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the interpreter's thread pool: a fixed set of workers
// that run the tasks of one parallel loop at a time, with the calling thread
// taking part. Kernels split their work into tasks of roughly equal size;
// a loop started from inside a task runs serially in that task's thread, so
// nested kernels (a region body run by a parallel kernel) cannot deadlock.
// Each thread runs a contiguous range of neighbouring tasks in order (see
// parallelFor), so a kernel whose tasks are consecutive pieces of an array
// streams through memory in one run per thread.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_INTERPRETER_THREADPOOL_H
#define XHLO_INTERPRETER_THREADPOOL_H

#include "llvm/ADT/STLFunctionalExtras.h"

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace xhlo::interp {

/// A pool of `getNumThreads()` threads, the caller of `parallelFor` being one
/// of them.
class ThreadPool {
public:
  /// A pool of `numThreads` threads in all (0: one per hardware thread).
  explicit ThreadPool(unsigned numThreads = 0);
  ~ThreadPool();
  ThreadPool(const ThreadPool &) = delete;
  ThreadPool &operator=(const ThreadPool &) = delete;

  /// The number of threads that run tasks, the caller included.
  unsigned getNumThreads() const { return numThreads; }

  /// Runs `body(task, worker)` for every task in [0, numTasks) and returns
  /// when all have run. The tasks are cut into one contiguous segment per
  /// thread; each thread runs its own segment, then what is left of the
  /// others'. The first thread to reach a segment (normally its owner) runs
  /// it in increasing order from its front, the others take from its back
  /// (decreasing), so a thread that starts late or runs slowly holds up
  /// nobody, and no thread's tasks interleave with another's.
  /// `worker` is in [0, getNumThreads()) and no two tasks of the loop run at
  /// once with the same `worker`, so it can index the loop's per-thread scratch
  /// memory (only the loop's: a loop that runs serially in another thread at
  /// the same time uses the same indices, so scratch kept across loops belongs
  /// to an OS thread, not to a worker index). Called from inside a task, with
  /// one thread or with one task, it runs every task serially in the calling
  /// thread, with that thread's own worker index (`getCurrentWorker`).
  void
  parallelFor(int64_t numTasks,
              llvm::function_ref<void(int64_t task, unsigned worker)> body);

  /// The worker index of the calling thread while it runs a task of this
  /// kind of loop (0 outside any task).
  static unsigned getCurrentWorker();

  /// The number of hardware threads (at least 1).
  static unsigned getHardwareThreads();

  /// The process-wide pool of `numThreads` threads (0: one per hardware
  /// thread), created on first use and shared by every executable that asks
  /// for that many threads, so that many executables do not mean many idle
  /// threads. Loops from different threads take turns on it.
  static std::shared_ptr<ThreadPool> getShared(unsigned numThreads);

private:
  void workerLoop(unsigned worker);
  void runTasks(unsigned worker);
  /// Runs tasks [first, first + count) of `job` (count at most
  /// kMaxSegment * numThreads) on the pool.
  void runLoop(int64_t first, int64_t count);

  /// One thread's share of a loop's tasks: the tasks from `begin` (this
  /// segment's first) plus the offsets in [front, back), both packed in
  /// `range` (front in the low 32 bits), taken from the front by the first
  /// thread to reach the segment and from the back by the others.
  struct alignas(64) Segment {
    int64_t begin = 0;
    std::atomic<uint64_t> range{0};
  };

  unsigned numThreads;
  std::vector<std::thread> workers;
  /// Held by the caller for the whole of a loop.
  std::mutex loopMutex;
  /// Guards the loop's publication and the caller's sleep on `done`.
  std::mutex mutex;
  std::condition_variable wake;
  std::condition_variable done;
  /// The loop being run (read only by the workers that joined it).
  llvm::function_ref<void(int64_t, unsigned)> job;
  /// The loop's tasks, one segment per thread (`numThreads` of them).
  std::unique_ptr<Segment[]> segments;
  /// The current loop: its number in the high 32 bits, kClosed once the
  /// caller has run out of tasks (no worker joins it after that), and the
  /// number of workers that joined it in the low bits. A worker that wakes
  /// late (asleep, or not given a CPU on a loaded machine) finds the loop
  /// closed and never holds up its caller.
  std::atomic<uint64_t> loop{0};
  /// Workers that joined the current loop and have left it.
  std::atomic<uint64_t> left{0};
  std::atomic<bool> stopping{false};
};

} // namespace xhlo::interp

#endif // XHLO_INTERPRETER_THREADPOOL_H
