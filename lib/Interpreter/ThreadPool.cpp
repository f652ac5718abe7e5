//===- ThreadPool.cpp - The interpreter's worker threads ------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the interpreter's thread pool. One loop runs at a
// time: the caller publishes it under the mutex, wakes the workers, and every
// thread (the caller too) claims tasks until none are left: first from its
// own segment (a contiguous range of the tasks), then from the others'; the
// first thread to reach a segment runs it from its front, the others from
// its back. Contiguous ranges matter for memory-bound kernels:
// two threads that take alternate 256 KiB chunks of a 64 MiB sum read 30%
// slower on this project's machine than two that each stream through one
// half, because each jump restarts the hardware prefetchers' streams. The
// caller then closes the loop and waits only for the workers that
// joined it: a worker that wakes after that (it was asleep, or a loaded
// machine gave it no CPU) stays out, so the caller never waits for a thread
// that has not started. Loops are short-lived (one kernel) and often follow
// each other closely, so workers spin briefly for the next one before they
// sleep on a condition variable.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Interpreter/ThreadPool.h"

#include "xhlo/Values/MemoryBudget.h"

#include <algorithm>
#include <map>

using namespace xhlo;
using namespace xhlo::interp;

/// The worker index of the thread while it runs a task, and whether it is
/// inside a task (then nested loops run serially).
static thread_local unsigned currentWorker = 0;
static thread_local bool insideTask = false;

unsigned ThreadPool::getHardwareThreads() {
  unsigned n = std::thread::hardware_concurrency();
  return n ? n : 1;
}

unsigned ThreadPool::getCurrentWorker() { return currentWorker; }

std::shared_ptr<ThreadPool> ThreadPool::getShared(unsigned numThreads) {
  if (numThreads == 0)
    numThreads = getHardwareThreads();
  static std::mutex mutex;
  static std::map<unsigned, std::weak_ptr<ThreadPool>> *pools =
      new std::map<unsigned, std::weak_ptr<ThreadPool>>();
  std::lock_guard<std::mutex> lock(mutex);
  std::shared_ptr<ThreadPool> pool = (*pools)[numThreads].lock();
  if (!pool) {
    pool = std::make_shared<ThreadPool>(numThreads);
    (*pools)[numThreads] = pool;
  }
  return pool;
}

ThreadPool::ThreadPool(unsigned requested)
    : numThreads(requested ? requested : getHardwareThreads()),
      segments(new Segment[numThreads]) {
  workers.reserve(numThreads - 1);
  for (unsigned worker = 1; worker < numThreads; ++worker)
    workers.emplace_back([this, worker] { workerLoop(worker); });
}

ThreadPool::~ThreadPool() {
  {
    std::lock_guard<std::mutex> lock(mutex);
    stopping.store(true);
  }
  wake.notify_all();
  for (std::thread &thread : workers)
    thread.join();
}

/// The most tasks of one segment (offsets and counts fit in 32 bits).
static constexpr int64_t kMaxSegment = (int64_t(1) << 31) - 1;
/// Segment::range: the back offset's shift and the front offset's mask.
static constexpr unsigned kBackShift = 32;
static constexpr uint64_t kFrontMask = (uint64_t(1) << kBackShift) - 1;

void ThreadPool::runTasks(unsigned worker) {
  unsigned savedWorker = currentWorker;
  bool savedInside = insideTask;
  currentWorker = worker;
  insideTask = true;
  // The next task of `segment`, or -1 once it has none left. The thread that
  // takes a segment's first task goes on from its front; the others take
  // from its back. A thread's own segment is normally first touched by
  // itself; one whose owner is late (or absent on a loaded machine) is run
  // in increasing order by the first thread to reach it, which streams
  // better than from the back (decreasing chunks read ~10% slower here).
  enum class End { Undecided, Front, Back };
  auto claim = [](Segment &segment, End &end) -> int64_t {
    uint64_t range = segment.range.load(std::memory_order_relaxed);
    while (true) {
      uint64_t front = range & kFrontMask, back = range >> kBackShift;
      if (front >= back)
        return -1;
      bool fromFront =
          end == End::Front || (end == End::Undecided && front == 0);
      uint64_t next =
          fromFront ? range + 1 : range - (uint64_t(1) << kBackShift);
      if (segment.range.compare_exchange_weak(range, next,
                                              std::memory_order_relaxed)) {
        end = fromFront ? End::Front : End::Back;
        return segment.begin + int64_t(fromFront ? front : back - 1);
      }
    }
  };
  for (unsigned k = 0; k < numThreads; ++k) {
    Segment &segment = segments[(worker + k) % numThreads];
    End end = End::Undecided;
    for (int64_t task = claim(segment, end); task >= 0;
         task = claim(segment, end))
      job(task, worker);
  }
  currentWorker = savedWorker;
  insideTask = savedInside;
}

/// A short pause inside a spin loop.
static inline void spinPause() {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#endif
}

/// How long workers and the caller spin before they sleep: loops of one
/// kernel follow each other closely, and a futex wake-up costs more than
/// the small kernels themselves (2000 pauses: about 0.1 ms).
static constexpr int kSpinIterations = 2000;

/// ThreadPool::loop: the loop number's shift, the closed flag, and the
/// mask of the count of joined workers.
static constexpr unsigned kLoopShift = 32;
static constexpr uint64_t kClosed = uint64_t(1) << 31;
static constexpr uint64_t kJoinedMask = kClosed - 1;

void ThreadPool::workerLoop(unsigned worker) {
  uint64_t seen = 0;
  auto started = [&] {
    return (loop.load(std::memory_order_acquire) >> kLoopShift) != seen ||
           stopping.load(std::memory_order_acquire);
  };
  while (true) {
    // Spin a while for the next loop, then sleep.
    bool ready = false;
    for (int i = 0; i < kSpinIterations && !ready; ++i) {
      ready = started();
      if (!ready)
        spinPause();
    }
    if (!ready) {
      std::unique_lock<std::mutex> lock(mutex);
      wake.wait(lock, started);
    }
    if (stopping.load(std::memory_order_acquire))
      return;
    // Join the loop unless its caller has closed it (then it has finished
    // or is finishing its last tasks without this worker).
    uint64_t state = loop.load(std::memory_order_acquire);
    seen = state >> kLoopShift;
    bool joined = false;
    while (!(state & kClosed) && (state >> kLoopShift) == seen &&
           !(joined = loop.compare_exchange_weak(state, state + 1,
                                                 std::memory_order_acq_rel)))
      ;
    if (!joined)
      continue;
    runTasks(worker);
    left.fetch_add(1, std::memory_order_acq_rel);
    std::lock_guard<std::mutex> lock(mutex);
    done.notify_one();
  }
}

void ThreadPool::parallelFor(int64_t numTasks,
                             llvm::function_ref<void(int64_t, unsigned)> body) {
  if (numTasks <= 0)
    return;
  if (numTasks == 1 || workers.empty() || insideTask) {
    for (int64_t task = 0; task < numTasks; ++task)
      body(task, currentWorker);
    return;
  }
  // What the tasks allocate is charged to the caller's budget (a run's or a
  // device's), on whichever thread they run.
  MemoryBudget &budget = MemoryBudget::getCurrent();
  auto charged = [&budget, body](int64_t task, unsigned worker) {
    if (&MemoryBudget::getCurrent() == &budget)
      return body(task, worker);
    MemoryBudget::Scope scope(budget);
    body(task, worker);
  };
  // One loop at a time: a second caller (another thread running another
  // executable on this pool) waits for the first loop to finish.
  std::lock_guard<std::mutex> serial(loopMutex);
  job = charged;
  int64_t most = kMaxSegment * numThreads;
  for (int64_t first = 0; first < numTasks; first += most)
    runLoop(first, std::min(most, numTasks - first));
}

void ThreadPool::runLoop(int64_t first, int64_t count) {
  {
    std::lock_guard<std::mutex> lock(mutex);
    // Segment s: tasks [first + s * per + min(s, extra), ...), the first
    // `extra` segments one task longer.
    int64_t per = count / numThreads, extra = count % numThreads;
    for (unsigned s = 0; s < numThreads; ++s) {
      int64_t size = per + (int64_t(s) < extra ? 1 : 0);
      segments[s].begin = first + s * per + std::min<int64_t>(s, extra);
      segments[s].range.store(uint64_t(size) << kBackShift,
                              std::memory_order_relaxed);
    }
    left.store(0, std::memory_order_relaxed);
    uint64_t number = (loop.load(std::memory_order_relaxed) >> kLoopShift) + 1;
    loop.store(number << kLoopShift, std::memory_order_release);
  }
  wake.notify_all();
  runTasks(0);
  // No task is left to start: close the loop, and wait only for the
  // workers that joined it to finish theirs.
  uint64_t joined =
      loop.fetch_or(kClosed, std::memory_order_acq_rel) & kJoinedMask;
  for (int i = 0; i < kSpinIterations; ++i) {
    if (left.load(std::memory_order_acquire) == joined)
      return;
    spinPause();
  }
  std::unique_lock<std::mutex> lock(mutex);
  done.wait(lock, [&] { return left.load() == joined; });
}
