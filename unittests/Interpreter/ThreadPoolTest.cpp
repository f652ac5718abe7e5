//===- ThreadPoolTest.cpp - Tests of the interpreter's thread pool --------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Interpreter/ThreadPool.h"
#include "xhlo/Values/Literal.h"
#include "xhlo/Values/MemoryBudget.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <chrono>
#include <mutex>
#include <optional>
#include <set>
#include <thread>
#include <vector>

using namespace xhlo;
using xhlo::interp::ThreadPool;

namespace {

// What the tasks of a loop allocate is charged to the budget of the thread
// that started the loop, whichever thread runs them (before, the workers
// charged the process's default budget).
TEST(ThreadPool, TasksChargeTheCallersBudget) {
  ThreadPool pool(2);
  MemoryBudget budget(uint64_t(1) << 30);
  uint64_t defaultUsed = MemoryBudget::getDefault().getUsed();
  constexpr int64_t kTasks = 64;
  std::vector<std::optional<Literal>> made(kTasks);
  std::vector<MemoryBudget *> budgets(kTasks);
  std::mutex mutex;
  std::set<std::thread::id> threads;
  {
    MemoryBudget::Scope scope(budget);
    pool.parallelFor(kTasks, [&](int64_t task, unsigned) {
      budgets[task] = &MemoryBudget::getCurrent();
      llvm::Expected<Literal> literal =
          Literal::create(ElementType::F32, {1024}, "a task's array");
      ASSERT_TRUE(bool(literal)) << llvm::toString(literal.takeError());
      made[task] = std::move(*literal);
      {
        std::lock_guard<std::mutex> lock(mutex);
        threads.insert(std::this_thread::get_id());
      }
      // Long enough for the other thread to take tasks too.
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    });
  }
  EXPECT_EQ(threads.size(), 2u) << "the worker ran no task";
  for (int64_t task = 0; task < kTasks; ++task)
    EXPECT_EQ(budgets[task], &budget) << "task " << task;
  EXPECT_EQ(budget.getUsed(), uint64_t(kTasks) * 4096);
  EXPECT_EQ(MemoryBudget::getDefault().getUsed(), defaultUsed);
  // The workers' own budget is the default again after the loop.
  std::vector<MemoryBudget *> after(kTasks);
  pool.parallelFor(kTasks, [&](int64_t task, unsigned) {
    after[task] = &MemoryBudget::getCurrent();
    std::this_thread::sleep_for(std::chrono::microseconds(200));
  });
  for (int64_t task = 0; task < kTasks; ++task)
    EXPECT_EQ(after[task], &MemoryBudget::getDefault()) << "task " << task;
  made.clear();
  EXPECT_EQ(budget.getUsed(), 0u);
}

// Loops that follow each other closely, from two callers at once: workers
// join a loop only while its caller still has tasks to hand out, and a
// caller waits only for the workers that joined, so a worker arriving late
// must neither miss nor repeat a task, nor run one of a loop that has
// ended. Every task of every loop runs exactly once, and no two tasks of
// one loop run at once with the same worker index.
TEST(ThreadPool, BackToBackLoopsRunEveryTaskOnce) {
  ThreadPool pool(3);
  constexpr int kLoops = 20000;
  std::atomic<int64_t> total{0};
  std::atomic<bool> wrong{false};
  auto caller = [&] {
    for (int l = 0; l < kLoops; ++l) {
      int64_t tasks = 1 + l % 5;
      std::vector<std::atomic<int>> seen(tasks);
      std::atomic<int> busy[3] = {};
      pool.parallelFor(tasks, [&](int64_t task, unsigned worker) {
        if (worker >= 3 || busy[worker]++ != 0)
          wrong = true;
        ++seen[task];
        total += task + 1;
        --busy[worker];
      });
      for (int64_t t = 0; t < tasks; ++t)
        if (seen[t].load() != 1)
          wrong = true;
    }
  };
  std::thread other(caller);
  caller();
  other.join();
  EXPECT_FALSE(wrong.load());
  // Sum over both callers of 1 + ... + tasks.
  int64_t expected = 0;
  for (int l = 0; l < kLoops; ++l)
    expected += (1 + l % 5) * (2 + l % 5) / 2;
  EXPECT_EQ(total.load(), 2 * expected);
}

// Each thread runs contiguous ranges of tasks in order. The tasks are cut
// into one contiguous segment per thread; a thread runs its own segment,
// then what is left of the others'. The first thread to reach a segment
// (normally its owner) runs it from its front in increasing order, the
// others take from its back in decreasing order. Memory-bound kernels whose
// tasks are consecutive pieces of an array then stream through it in one
// run per thread. Every task runs once, whichever thread took it.
TEST(ThreadPool, ThreadsRunContiguousRangesOfTasks) {
  constexpr unsigned kThreads = 3;
  ThreadPool pool(kThreads);
  for (int64_t tasks : {1, 2, 3, 7, 100, 301}) {
    std::mutex mutex;
    std::vector<std::vector<int64_t>> ran(kThreads);
    pool.parallelFor(tasks, [&](int64_t task, unsigned worker) {
      {
        std::lock_guard<std::mutex> lock(mutex);
        ran[worker].push_back(task);
      }
      // Uneven task times, so that threads steal from each other.
      std::this_thread::sleep_for(
          std::chrono::microseconds(20 + task % 7 * 30));
    });
    // Segment s: [begin[s], begin[s + 1]), sizes differing by at most one.
    std::vector<int64_t> begin(kThreads + 1);
    for (unsigned s = 0; s <= kThreads; ++s)
      begin[s] = tasks / kThreads * s + std::min<int64_t>(s, tasks % kThreads);
    auto segmentOf = [&](int64_t task) {
      unsigned s = 0;
      while (task >= begin[s + 1])
        ++s;
      return s;
    };
    std::vector<int> count(tasks, 0);
    for (unsigned w = 0; w < kThreads; ++w) {
      // A thread's tasks, split by segment in the order it ran them.
      std::vector<std::vector<int64_t>> bySegment(kThreads);
      for (int64_t task : ran[w]) {
        ++count[task];
        bySegment[segmentOf(task)].push_back(task);
      }
      for (unsigned s = 0; s < kThreads; ++s) {
        const std::vector<int64_t> &in = bySegment[s];
        if (in.empty())
          continue;
        if (in.front() == begin[s]) {
          // It reached the segment first: from its front, in order.
          for (size_t i = 0; i < in.size(); ++i)
            EXPECT_EQ(in[i], begin[s] + int64_t(i))
                << "thread " << w << ", segment " << s << ", " << tasks
                << " tasks";
        } else {
          // From its back, in decreasing order.
          for (size_t i = 1; i < in.size(); ++i)
            EXPECT_LT(in[i], in[i - 1]) << "thread " << w << ", segment " << s
                                        << ", " << tasks << " tasks";
        }
      }
      // It ran its segments one after another, never going back to one.
      for (size_t i = 2; i < ran[w].size(); ++i) {
        unsigned now = segmentOf(ran[w][i]);
        for (size_t j = 0; j + 1 < i; ++j)
          if (segmentOf(ran[w][j]) == now) {
            EXPECT_EQ(segmentOf(ran[w][i - 1]), now)
                << "thread " << w << " went back to segment " << now;
            break;
          }
      }
    }
    for (int64_t task = 0; task < tasks; ++task)
      EXPECT_EQ(count[task], 1) << "task " << task << " of " << tasks;
    // The caller, which is always there, ran some task.
    EXPECT_FALSE(ran[0].empty());
  }
}

} // namespace
