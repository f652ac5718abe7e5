//===- Fusion.h - Fusion of elementwise ops and reductions ------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The interpreter's fusion: when a block is compiled, chains of f32/f64
// elementwise ops, the broadcasts and splat constants that feed them, and
// reductions over trailing dimensions are grouped into one fused step. The
// step walks its iteration space once, in tiles small enough to stay in
// cache, evaluating every op of the group per tile with vectorised loops;
// tiles run on the thread pool. Only the group's values used outside it are
// written to memory.
//
// A group's values live in a 2-D view [rows, cols] of its shape split at
// `split`: `Full` values have the whole shape, `Row` values one element per
// row (what a reduction over the trailing dimensions produces, and what a
// broadcast along them reads), `Col` values one element per column, and
// `Scalar` values one element.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_INTERPRETER_FUSION_H
#define XHLO_LIB_INTERPRETER_FUSION_H

#include "Kernels/VectorLoops.h"

#include "xhlo/Interpreter/Executable.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <optional>
#include <vector>

namespace xhlo::interp {

class ThreadPool;

namespace fusion {

/// Where a value of a group lives in the group's [rows, cols] view.
enum class Layout : uint8_t { Full, Row, Col, Scalar };

/// What a node computes.
enum class NodeKind : uint8_t {
  /// An operand of the fused step (`input`), read in place.
  Input,
  /// A splat constant (`constant`).
  Constant,
  Unary,
  Binary,
  Compare,
  Select,
  PredBinary,
  PredNot,
  /// A reduction of a Full value over its columns into a Row value, folded
  /// with the Scalar init operand.
  Reduce,
  /// A Row or Col value spread over the Full shape.
  Broadcast,
};

/// One value of a fused group.
struct Node {
  NodeKind kind;
  Layout layout;
  /// Whether the elements are pred (one byte each) instead of the group's
  /// float type.
  bool pred = false;
  /// UnaryKind, BinaryKind, CompareKind, PredKind or ReduceKind.
  uint8_t code = 0;
  /// Operand nodes (earlier in the program).
  int operands[3] = {-1, -1, -1};
  /// Input: the index among the fused step's operands.
  unsigned input = 0;
  /// Constant: the value.
  double constant = 0;
  /// The scratch buffer of the node's values in a tile (-1: none needed,
  /// e.g. inputs, constants and outputs, which live elsewhere).
  int scratch = -1;
  /// The index among the fused step's results, or -1.
  int output = -1;
  /// A Broadcast whose readers (elementwise nodes) take its Row or Col
  /// source a row segment at a time instead of a filled buffer.
  bool virtualBroadcast = false;
};

/// A fused group compiled into a program over tiles.
struct FusedProgram {
  /// F32 or F64.
  ElementType type;
  /// The Full shape and its split into [rows, cols].
  llvm::SmallVector<int64_t, 4> shape;
  int64_t rows = 1;
  int64_t cols = 1;
  /// Whether a node reduces rows (then tiles are whole rows).
  bool hasReduce = false;
  std::vector<Node> nodes;
  /// The fused step's results: their node and their literal's shape.
  llvm::SmallVector<int> outputs;
  llvm::SmallVector<llvm::SmallVector<int64_t, 4>> outputShapes;
  /// For each output, an input (Node::input) whose buffer it may take when
  /// the input dies at this step: a whole array of the same size that the
  /// program has finished reading, tile by tile, before it writes the
  /// output; -1 when there is none.
  llvm::SmallVector<int> donorInputs;
  /// Row inputs (Node::input) that hold one period of the rows, with how
  /// many times it repeats: a broadcast of middle dimensions (a bias over
  /// NCHW's channels, rows N x C) reads its operand [C] as rows; the step's
  /// runner passes the operand repeated (N copies).
  llvm::SmallVector<std::pair<unsigned, int64_t>> repeatedInputs;
  /// How many scratch buffers a tile needs.
  int numScratch = 0;
  /// Set when the nodes are a softmax over the rows, as XLA writes it: f32
  /// m = reduce maximum of the input from a splat constant, e = exp(input
  /// - broadcast m), s = reduce add of e from a splat constant, e divided
  /// by broadcast s, the only output. The step then runs
  /// VectorLoops::softmaxRows (three passes over a row instead of the
  /// nodes' five over a tile; the same results bit for bit).
  struct Softmax {
    unsigned input = 0;
    float maxInit = 0;
    float sumInit = 0;
  };
  std::optional<Softmax> softmax;
  /// Set when the nodes are a layer normalisation over the rows as JAX
  /// writes it: f32 mean = reduce add of the input from a splat constant,
  /// divided by a splat constant; d = input - broadcast mean; var = reduce
  /// add of d * d from a splat constant, divided by a splat constant;
  /// rstd = rsqrt(var + a splat constant); d * broadcast rstd * broadcast
  /// scale + broadcast offset (Col inputs), the only output. The step then
  /// runs VectorLoops::layerNormRows (three passes over a row instead of
  /// the nodes' seven over a tile; the same results bit for bit).
  struct LayerNorm {
    unsigned input = 0, scale = 0, offset = 0;
    LayerNormConstants constants;
  };
  std::optional<LayerNorm> layerNorm;
  /// The name of the step in traces and profiles: `fusion(add,tanh)`.
  std::string name;
  /// An op of a convolution's elementwise tail: the value combined with
  /// one value per output feature (the next of the step's per-feature
  /// inputs) or with a splat, the value first (`valueFirst`) or second.
  /// The most per-feature values a tail reads.
  static constexpr int kMaxTailValues = 4;
  struct TailOp {
    BinaryKind kind = BinaryKind::Add;
    bool valueFirst = true;
    bool perFeature = false;
    float scalar = 0;
  };
  /// One forward f32 hlo.convolution of a chain, with what follows it in
  /// the group: its bias (a broadcast of one value per output feature,
  /// added; a post-op of oneDNN's primitive), a maximum with a splat
  /// constant (a ReLU), and a max-pool (an hlo.reduce_window of maximum
  /// over spatial windows that do not overlap the edges); or, instead of
  /// the ReLU and pool, a tail of elementwise ops with per-feature values
  /// and splats (a batch norm and a clamp: (y - mean) * scale + offset,
  /// ReLU6), which ends the chain.
  struct ConvolutionStage {
    mlir::Operation *convolution = nullptr;
    bool bias = false;
    std::optional<float> reluBound;
    mlir::Operation *pool = nullptr;
    float poolInit = 0;
    llvm::SmallVector<TailOp, 2> tail;
  };
  /// A chain of convolutions, each reading the value of the stage before
  /// it and nothing else reading those values (runFusedConvolution): the
  /// activations between stages stay in oneDNN's blocked layouts. The
  /// step's inputs are the first stage's lhs, then each stage's rhs, bias
  /// (when it has one) and its tail's per-feature values; `nodes` is
  /// empty. `convolution` is the first
  /// stage's.
  llvm::SmallVector<ConvolutionStage, 1> convolutionChain;
  mlir::Operation *convolution = nullptr;
  /// The chain's convolutions run on oneDNN's direct algorithm only, never
  /// Winograd's (planFusion's `preciseMath`).
  bool directConvolutions = false;
};

/// Runs `program` on the arrays at `inputs` (in the order of Node::input)
/// and appends one literal per output to `results`. An output whose entry
/// in `donated` holds a literal (its donor input's, see donorInputs) is
/// written into it. Returns the bytes of scratch memory the threads used.
/// A program whose `convolution` is set runs with runFusedConvolution.
int64_t runFusedProgram(const FusedProgram &program,
                        llvm::ArrayRef<const void *> inputs,
                        llvm::MutableArrayRef<std::optional<Literal>> donated,
                        std::vector<RtValue> &results, ThreadPool &pool);

/// Whether oneDNN computes the f32 forward convolution `op` followed by its
/// bias (`bias`: one value per output feature added) in one primitive
/// (Kernels/FastConvolution.cpp), and, with `pool`, whether the layout it
/// writes is one the chain's max-pool and elementwise tail read (channels
/// in blocks, innermost). `directOnly`: on oneDNN's direct algorithm
/// (FusedProgram::directConvolutions).
bool canFuseConvolution(mlir::Operation *op, bool bias, bool pool = false,
                        bool directOnly = false);

/// Runs a program whose `convolution` is set (see FusedProgram) on `inputs`
/// (the first lhs, then each stage's rhs[, bias]) and appends its result to
/// `results`. Returns the most bytes of scratch memory (activations between
/// stages, operands in oneDNN's layouts, scratchpads) live at once, or the
/// memory budget's refusal when they do not fit. `winogradStages`, when
/// given, receives how many stages ran on oneDNN's Winograd kernels.
llvm::Expected<int64_t> runFusedConvolution(const FusedProgram &program,
                                            llvm::ArrayRef<const void *> inputs,
                                            std::vector<RtValue> &results,
                                            int *winogradStages = nullptr);

/// A group found in a block.
struct FusionGroup {
  /// The fused ops in block order; the step runs at the last one.
  llvm::SmallVector<mlir::Operation *> members;
  /// The values the step reads, in the order of Node::input.
  llvm::SmallVector<mlir::Value> inputs;
  /// The values it produces, in the order of FusedProgram::outputs.
  llvm::SmallVector<mlir::Value> outputs;
  std::shared_ptr<const FusedProgram> program;
};

/// The fusion decisions for one block.
struct BlockFusion {
  std::vector<FusionGroup> groups;
  /// The group of each fused op.
  llvm::DenseMap<mlir::Operation *, unsigned> groupOf;
  /// Splat constants that only fused ops read (they need no step).
  llvm::DenseSet<mlir::Operation *> absorbed;
};

/// Groups the fusible ops of `block` (see the file comment). With
/// `preciseMath`, f32 exp, log, tanh and logistic call libm and
/// convolutions run on oneDNN's direct algorithm (never Winograd's).
BlockFusion planFusion(mlir::Block &block, bool preciseMath = false);

/// If `op` is an hlo.reduce of one f32/f64 operand whose body applies add,
/// multiply, maximum or minimum to its arguments, its ReduceKind.
std::optional<ReduceKind> matchSimpleReduce(mlir::Operation *op);

/// If `op` is an hlo.reduce_window of one f32/f64 operand whose body
/// applies add, multiply, maximum or minimum to its arguments, its
/// ReduceKind.
std::optional<ReduceKind> matchSimpleReduceWindow(mlir::Operation *op);

/// What the regions of a select_and_scatter the fast path takes compute:
/// `select(a, b)` is `compare direction, a, b` (IEEE or, with `totalOrder`,
/// XLA's total order), and `scatter` adds or multiplies.
struct SimpleSelectAndScatter {
  CompareKind select;
  bool totalOrder = false;
  ReduceKind scatter;
};

/// If `op` is an hlo.select_and_scatter of f32/f64 whose select region is
/// one compare of its arguments and whose scatter region adds or multiplies
/// them, what they compute.
std::optional<SimpleSelectAndScatter>
matchSimpleSelectAndScatter(mlir::Operation *op);

/// The fast path of a simple select_and_scatter (see
/// matchSimpleSelectAndScatter; Kernels/FastSelectAndScatter.cpp): any rank,
/// window size, stride, padding and window dilation, with the reference
/// kernel's selection (the first element of the window in row-major order,
/// replaced by each later one the select does not keep) and its order of
/// scattering (source elements in row-major order), so results are the same
/// bit for bit; independent slices of the leading dimensions (or, when no
/// two windows overlap, ranges of source elements) split over the threads.
/// False (nothing done) for base dilation and window reversal.
bool runFastSelectAndScatter(mlir::Operation *op,
                             const SimpleSelectAndScatter &kind,
                             llvm::ArrayRef<const RtValue *> operands,
                             std::vector<RtValue> &results, ThreadPool &pool);

/// The fast path of a simple reduce_window (see matchSimpleReduceWindow):
/// any rank, window size, stride, padding and window dilation, with the
/// window folded in XLA's order (init, then the in-bounds elements in
/// row-major window order; padding skipped), output rows split over the
/// threads. False (nothing done) for base dilation.
bool runFastReduceWindow(mlir::Operation *op, ReduceKind kind,
                         llvm::ArrayRef<const RtValue *> operands,
                         std::vector<RtValue> &results, ThreadPool &pool);

/// The fast path of a simple reduce (see matchSimpleReduce) over any set of
/// dimensions on the thread pool (Kernels/FastReduce.cpp); false (nothing
/// done) for an empty operand, which the reference kernel then runs.
bool runFastReduce(mlir::Operation *op, ReduceKind kind,
                   llvm::ArrayRef<const RtValue *> operands,
                   std::vector<RtValue> &results, ThreadPool &pool);

} // namespace fusion
} // namespace xhlo::interp

#endif // XHLO_LIB_INTERPRETER_FUSION_H
