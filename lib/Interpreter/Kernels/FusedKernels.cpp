//===- FusedKernels.cpp - Running fused groups and fast reductions --------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file runs the programs of fused groups (see Fusion.h); the fast path
// of simple reductions is in FastReduce.cpp. A fused program runs in tiles of
// the group's flat iteration space (whole rows when it reduces), each tile
// evaluating every node with one vectorised loop into a cache-resident
// scratch buffer; outputs are written straight into their literals. Tiles
// have fixed sizes, independent of the number of threads, so results do not
// depend on it.
//
//===----------------------------------------------------------------------===//

#include "../Fusion.h"
#include "VectorLoops.h"

#include "xhlo/Dialect/Hlo/IR/HloOps.h"
#include "xhlo/Interpreter/ThreadPool.h"

#include "mlir/IR/BuiltinTypes.h"

#include <cstring>
#include <memory>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::interp;
using namespace xhlo::interp::fusion;

/// Bytes per tile of a fused program.
static constexpr int64_t kTileBytes = 16 * 1024;

/// The vectorised loops of `T`.
template <typename T> static const TypedVectorLoops<T> &typedLoops() {
  if constexpr (std::is_same_v<T, float>)
    return getVectorLoops().f32;
  else
    return getVectorLoops().f64;
}

namespace {

/// A node's values in the current tile: `ptr[i]` for element i of the tile
/// (Full), row `firstRow + i` (Row), column i (Col), or `ptr[0]` (splat).
struct View {
  void *ptr = nullptr;
  bool splat = false;
  /// A virtual broadcast: `ptr` is the Row source (element r - firstRow for
  /// row r) or the Col source (element c for column c).
  Layout spread = Layout::Full;
};

/// Raw memory of 64-byte alignment.
struct AlignedBuffer {
  struct Free {
    void operator()(void *p) const { std::free(p); }
  };
  std::unique_ptr<void, Free> memory;
  void *get(size_t bytes) {
    if (!memory)
      memory.reset(std::aligned_alloc(64, (bytes + 63) / 64 * 64));
    return memory.get();
  }
};

template <typename T> class TileRunner {
public:
  TileRunner(const FusedProgram &program, ArrayRef<const void *> inputs,
             ArrayRef<void *> outputs, int64_t capacity)
      : program(program), inputs(inputs), outputs(outputs), capacity(capacity),
        loops(typedLoops<T>()) {}

  /// Evaluates the program over elements [begin, end) of the flat shape.
  void run(int64_t begin, int64_t end, char *scratch, char *scalars);

private:
  size_t elementSize(const Node &node) const {
    return node.pred ? 1 : sizeof(T);
  }
  void broadcast(const Node &node, const Node &source, View from, View to,
                 int64_t begin, int64_t end);

  const FusedProgram &program;
  ArrayRef<const void *> inputs;
  ArrayRef<void *> outputs;
  int64_t capacity;
  const TypedVectorLoops<T> &loops;
};

} // namespace

/// Fills `n` elements of `size` bytes at `to` with the one at `from`.
static void fill(void *to, const void *from, size_t size, int64_t n) {
  char *dst = static_cast<char *>(to);
  if (size == 1) {
    std::memset(dst, *static_cast<const uint8_t *>(from), n);
  } else if (size == 4) {
    uint32_t value;
    std::memcpy(&value, from, 4);
    uint32_t *out = reinterpret_cast<uint32_t *>(dst);
    for (int64_t i = 0; i < n; ++i)
      out[i] = value;
  } else {
    uint64_t value;
    std::memcpy(&value, from, 8);
    uint64_t *out = reinterpret_cast<uint64_t *>(dst);
    for (int64_t i = 0; i < n; ++i)
      out[i] = value;
  }
}

template <typename T>
void TileRunner<T>::broadcast(const Node &node, const Node &source, View from,
                              View to, int64_t begin, int64_t end) {
  size_t size = elementSize(node);
  char *dst = static_cast<char *>(to.ptr);
  const char *src = static_cast<const char *>(from.ptr);
  int64_t cols = program.cols;
  int64_t firstRow = begin / cols;
  if (node.layout == Layout::Row) {
    int64_t rows = (end - begin) / cols;
    if (from.splat)
      fill(dst, src, size, rows);
    else
      std::memcpy(dst, src, rows * size);
    return;
  }
  if (from.splat) {
    fill(dst, src, size, end - begin);
    return;
  }
  switch (source.layout) {
  case Layout::Full:
  case Layout::Scalar:
    std::memcpy(dst, src, (end - begin) * size);
    return;
  case Layout::Row:
  case Layout::Col:
    // Segment by segment of one row each.
    for (int64_t i = begin; i < end;) {
      int64_t row = i / cols, col = i % cols;
      int64_t n = std::min(end - i, cols - col);
      char *out = dst + (i - begin) * size;
      if (source.layout == Layout::Row)
        fill(out, src + (row - firstRow) * size, size, n);
      else
        std::memcpy(out, src + col * size, n * size);
      i += n;
    }
    return;
  }
}

/// Calls `body(offset, n, views)` for each row segment of [begin, end)
/// with the operand views narrowed to it (virtual broadcasts become a splat
/// of the row's value or the row's columns), or once for the whole range
/// when no operand is a virtual broadcast.
template <typename Body>
static void forSegments(int64_t begin, int64_t end, int64_t cols,
                        ArrayRef<View> operands, ArrayRef<size_t> sizes,
                        Body body) {
  bool spread = llvm::any_of(
      operands, [](const View &v) { return v.spread != Layout::Full; });
  if (!spread) {
    body(0, end - begin, operands);
    return;
  }
  int64_t firstRow = begin / cols;
  SmallVector<View, 3> narrowed(operands.begin(), operands.end());
  for (int64_t i = begin; i < end;) {
    int64_t row = i / cols, col = i % cols;
    int64_t n = std::min(end - i, cols - col);
    for (auto [k, view] : llvm::enumerate(operands)) {
      char *ptr = static_cast<char *>(view.ptr);
      View &out = narrowed[k];
      if (view.spread == Layout::Row) {
        out.ptr = ptr + (row - firstRow) * sizes[k];
        out.splat = true;
      } else if (view.spread == Layout::Col) {
        out.ptr = ptr + col * sizes[k];
        out.splat = false;
      } else if (!view.splat) {
        out.ptr = ptr + (i - begin) * sizes[k];
      }
    }
    body(i - begin, n, narrowed);
    i += n;
  }
}

template <typename T>
void TileRunner<T>::run(int64_t begin, int64_t end, char *scratch,
                        char *scalars) {
  const std::vector<Node> &nodes = program.nodes;
  int64_t cols = program.cols;
  int64_t firstRow = begin / cols;
  int64_t numRows = program.hasReduce ? (end - begin) / cols : 0;
  SmallVector<View, 32> views(nodes.size());
  for (size_t index = 0; index < nodes.size(); ++index) {
    const Node &node = nodes[index];
    size_t size = elementSize(node);
    View &view = views[index];
    if (node.kind == NodeKind::Input) {
      const char *base = static_cast<const char *>(inputs[node.input]);
      switch (node.layout) {
      case Layout::Full:
        view.ptr = const_cast<char *>(base + begin * size);
        break;
      case Layout::Row:
        view.ptr = const_cast<char *>(base + firstRow * size);
        break;
      case Layout::Col:
        view.ptr = const_cast<char *>(base);
        break;
      case Layout::Scalar:
        view.ptr = const_cast<char *>(base);
        view.splat = true;
        break;
      }
      continue;
    }
    int64_t n = node.layout == Layout::Full  ? end - begin
                : node.layout == Layout::Row ? numRows
                                             : 1;
    // Where the node's values go: its output, a scalar, or scratch.
    if (node.output >= 0) {
      char *out = static_cast<char *>(outputs[node.output]);
      view.ptr = out + (node.layout == Layout::Full ? begin : firstRow) * size;
    } else if (node.layout == Layout::Scalar) {
      view.ptr = scalars + index * 16;
      view.splat = true;
    } else {
      view.ptr = scratch + node.scratch * capacity * sizeof(T);
    }
    if (node.kind == NodeKind::Constant) {
      if (node.pred)
        *static_cast<uint8_t *>(view.ptr) = node.constant != 0;
      else
        *static_cast<T *>(view.ptr) = static_cast<T>(node.constant);
      continue;
    }
    auto in = [&](int i) -> const View & { return views[node.operands[i]]; };
    auto typed = [](const View &v) { return static_cast<const T *>(v.ptr); };
    auto bytes = [](const View &v) {
      return static_cast<const uint8_t *>(v.ptr);
    };
    if (node.virtualBroadcast) {
      view = in(0);
      view.spread = nodes[node.operands[0]].layout;
      continue;
    }
    // Elementwise nodes, a row segment at a time when they read a virtual
    // broadcast.
    SmallVector<View, 3> operands;
    SmallVector<size_t, 3> sizes;
    for (int operand : node.operands)
      if (operand >= 0) {
        operands.push_back(views[operand]);
        sizes.push_back(elementSize(nodes[operand]));
      }
    auto segments = [&](auto body) {
      if (node.layout == Layout::Full)
        forSegments(begin, end, cols, operands, sizes, body);
      else
        body(0, n, ArrayRef<View>(operands));
    };
    char *outBase = static_cast<char *>(view.ptr);
    switch (node.kind) {
    case NodeKind::Unary:
      segments([&](int64_t at, int64_t count, ArrayRef<View> v) {
        T *out = reinterpret_cast<T *>(outBase) + at;
        loops.unary(static_cast<UnaryKind>(node.code), typed(v[0]), out,
                    v[0].splat ? 1 : count);
        if (v[0].splat)
          fill(out, out, sizeof(T), count);
      });
      break;
    case NodeKind::Binary:
      segments([&](int64_t at, int64_t count, ArrayRef<View> v) {
        loops.binary(static_cast<BinaryKind>(node.code), typed(v[0]),
                     v[0].splat, typed(v[1]), v[1].splat,
                     reinterpret_cast<T *>(outBase) + at, count);
      });
      break;
    case NodeKind::Compare:
      segments([&](int64_t at, int64_t count, ArrayRef<View> v) {
        loops.compare(static_cast<CompareKind>(node.code), typed(v[0]),
                      v[0].splat, typed(v[1]), v[1].splat,
                      reinterpret_cast<uint8_t *>(outBase) + at, count);
      });
      break;
    case NodeKind::Select:
      segments([&](int64_t at, int64_t count, ArrayRef<View> v) {
        loops.select(bytes(v[0]), v[0].splat, typed(v[1]), v[1].splat,
                     typed(v[2]), v[2].splat,
                     reinterpret_cast<T *>(outBase) + at, count);
      });
      break;
    case NodeKind::PredBinary:
      segments([&](int64_t at, int64_t count, ArrayRef<View> v) {
        getVectorLoops().pred(static_cast<PredKind>(node.code), bytes(v[0]),
                              v[0].splat, bytes(v[1]), v[1].splat,
                              reinterpret_cast<uint8_t *>(outBase) + at, count);
      });
      break;
    case NodeKind::PredNot:
      segments([&](int64_t at, int64_t count, ArrayRef<View> v) {
        uint8_t *out = reinterpret_cast<uint8_t *>(outBase) + at;
        getVectorLoops().predNot(bytes(v[0]), out, v[0].splat ? 1 : count);
        if (v[0].splat)
          fill(out, out, 1, count);
      });
      break;
    case NodeKind::Reduce: {
      auto kind = static_cast<ReduceKind>(node.code);
      T *out = static_cast<T *>(view.ptr);
      loops.reduceRows(kind, typed(in(0)), numRows, cols, out);
      loops.combine(kind, typed(in(1)), true, out, false, out, numRows);
      break;
    }
    case NodeKind::Broadcast:
      broadcast(node, nodes[node.operands[0]], in(0), view, begin, end);
      break;
    case NodeKind::Input:
    case NodeKind::Constant:
      break;
    }
  }
}

int64_t fusion::runFusedProgram(const FusedProgram &program,
                                ArrayRef<const void *> inputs,
                                MutableArrayRef<std::optional<Literal>> donated,
                                std::vector<RtValue> &results,
                                ThreadPool &pool) {
  if (getenv("XHLO_DEBUG_FUSION")) {
    fprintf(stderr, "%s scratch=%d\n", program.name.c_str(),
            program.numScratch);
    for (auto [i, n] : llvm::enumerate(program.nodes))
      fprintf(stderr,
              "  %zu kind=%d layout=%d pred=%d code=%d ops=%d,%d,%d in=%u "
              "scratch=%d out=%d virt=%d\n",
              i, (int)n.kind, (int)n.layout, n.pred, n.code, n.operands[0],
              n.operands[1], n.operands[2], n.input, n.scratch, n.output,
              n.virtualBroadcast);
  }
  SmallVector<Literal, 4> literals;
  SmallVector<void *, 4> outputs;
  for (auto [index, node, shape] :
       llvm::enumerate(program.outputs, program.outputShapes)) {
    ElementType type =
        program.nodes[node].pred ? ElementType::Pred : program.type;
    if (index < donated.size() && donated[index])
      literals.push_back(std::move(*donated[index]));
    else
      literals.push_back(Literal::uninitialized(type, shape));
    outputs.push_back(literals.back().data());
  }
  size_t elementSize = getElementTypeByteSize(program.type);
  int64_t total = program.rows * program.cols;
  if ((program.softmax || program.layerNorm) && total > 0) {
    // Row kernels: tasks of consecutive rows, a few per thread.
    auto input = [&](unsigned index) {
      return static_cast<const float *>(inputs[index]);
    };
    float *out = static_cast<float *>(outputs[0]);
    int64_t rows = program.rows, cols = program.cols;
    int64_t rowsPerTask = std::max<int64_t>(1, kTileBytes / 4 / cols);
    int64_t tasks = std::min<int64_t>((rows + rowsPerTask - 1) / rowsPerTask,
                                      4 * pool.getNumThreads());
    const VectorLoops &loops = getVectorLoops();
    pool.parallelFor(tasks, [&](int64_t task, unsigned) {
      int64_t r0 = rows * task / tasks, r1 = rows * (task + 1) / tasks;
      if (const auto &softmax = program.softmax)
        loops.softmaxRows(input(softmax->input) + r0 * cols, r1 - r0, cols,
                          softmax->maxInit, softmax->sumInit, out + r0 * cols);
      else
        loops.layerNormRows(input(program.layerNorm->input) + r0 * cols,
                            r1 - r0, cols, program.layerNorm->constants,
                            input(program.layerNorm->scale),
                            input(program.layerNorm->offset), out + r0 * cols);
    });
    for (Literal &literal : literals)
      results.emplace_back(std::move(literal));
    return 0;
  }
  // Tiles: whole rows when the program reduces, flat ranges otherwise.
  // (No larger than the program: small arrays get small scratch buffers.)
  int64_t tile =
      std::max<int64_t>(1, std::min<int64_t>(kTileBytes / elementSize, total));
  int64_t rowsPerTile = 1;
  if (program.hasReduce) {
    rowsPerTile = std::max<int64_t>(1, tile / program.cols);
    tile = rowsPerTile * program.cols;
  }
  int64_t numTiles = total == 0 ? 0 : (total + tile - 1) / tile;
  size_t scratchBytes = program.numScratch * tile * elementSize;
  size_t scalarBytes = program.nodes.size() * 16;
  std::vector<AlignedBuffer> scratch(pool.getNumThreads());
  std::vector<AlignedBuffer> scalars(pool.getNumThreads());

  auto runTiles = [&](auto tag) {
    using T = decltype(tag);
    TileRunner<T> runner(program, inputs, outputs, tile);
    // Each task runs a run of consecutive tiles, so that every thread
    // streams through memory in order (the hardware prefetchers follow);
    // a few tasks per thread even out the load.
    int64_t tasks = std::min<int64_t>(numTiles, 4 * pool.getNumThreads());
    pool.parallelFor(tasks, [&](int64_t task, unsigned worker) {
      char *scratchBuffer =
          static_cast<char *>(scratch[worker].get(scratchBytes));
      char *scalarBuffer =
          static_cast<char *>(scalars[worker].get(scalarBytes));
      for (int64_t t = numTiles * task / tasks,
                   last = numTiles * (task + 1) / tasks;
           t < last; ++t)
        runner.run(t * tile, std::min(total, (t + 1) * tile), scratchBuffer,
                   scalarBuffer);
    });
  };
  if (program.type == ElementType::F32)
    runTiles(float());
  else
    runTiles(double());
  for (Literal &literal : literals)
    results.emplace_back(std::move(literal));
  int64_t workers = std::min<int64_t>(numTiles, pool.getNumThreads());
  return workers * static_cast<int64_t>(scratchBytes + scalarBytes);
}
