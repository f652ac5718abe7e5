//===- ThreadPool.cpp - The interpreter's worker threads ------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the interpreter's thread pool. One loop runs at a
// time: the caller publishes it under the mutex, wakes the workers, and every
// thread (the caller too) claims tasks from an atomic counter until none are
// left; the caller then waits for the workers to leave the loop. Loops are
// short-lived (one kernel), so workers sleep on a condition variable between
// them instead of spinning.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Interpreter/ThreadPool.h"

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

ThreadPool::ThreadPool(unsigned requested)
    : numThreads(requested ? requested : getHardwareThreads()) {
  workers.reserve(numThreads - 1);
  for (unsigned worker = 1; worker < numThreads; ++worker)
    workers.emplace_back([this, worker] { workerLoop(worker); });
}

ThreadPool::~ThreadPool() {
  {
    std::lock_guard<std::mutex> lock(mutex);
    stopping = true;
  }
  wake.notify_all();
  for (std::thread &thread : workers)
    thread.join();
}

void ThreadPool::runTasks(unsigned worker) {
  unsigned savedWorker = currentWorker;
  bool savedInside = insideTask;
  currentWorker = worker;
  insideTask = true;
  for (int64_t task = nextTask.fetch_add(1); task < jobTasks;
       task = nextTask.fetch_add(1))
    job(task, worker);
  currentWorker = savedWorker;
  insideTask = savedInside;
}

void ThreadPool::workerLoop(unsigned worker) {
  uint64_t seen = 0;
  while (true) {
    {
      std::unique_lock<std::mutex> lock(mutex);
      wake.wait(lock, [&] { return stopping || generation != seen; });
      if (stopping)
        return;
      seen = generation;
    }
    runTasks(worker);
    {
      std::lock_guard<std::mutex> lock(mutex);
      if (--pending == 0)
        done.notify_one();
    }
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
  // One loop at a time: a second caller (another thread running another
  // executable on this pool) waits for the first loop to finish.
  std::lock_guard<std::mutex> serial(loopMutex);
  {
    std::lock_guard<std::mutex> lock(mutex);
    job = body;
    jobTasks = numTasks;
    nextTask.store(0);
    pending = workers.size();
    ++generation;
  }
  wake.notify_all();
  runTasks(0);
  std::unique_lock<std::mutex> lock(mutex);
  done.wait(lock, [&] { return pending == 0; });
}
