//===- OffloadTest.cpp - Differential tests of offloadFunction ------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Builds random programs of hlo ops, host ops, calls with side effects and
// scf.for loops, offloads them, and runs both the original and the xrt
// program with a small evaluator (every tensor holds one number; add adds,
// a call appends to a trace, execute runs the outlined function). The
// results and traces must agree, no array or executable may be used after
// its release or released twice, each must be released, and each host value
// must be transferred at most once.
//
//===----------------------------------------------------------------------===//

#include "SinkModule.h"

#include "xhlo/Conversion/HloToXrt/HloToXrt.h"

#include "xhlo/Dialect/Hlo/IR/HloElementwiseOps.h"
#include "xhlo/Dialect/Xrt/IR/XrtOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Verifier.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

#include <random>
#include <string>
#include <vector>

using namespace mlir;
using namespace xhlo;

namespace {

/// Runs programs whose tensors each hold one number.
class Evaluator {
public:
  /// Runs `func` on `args`; false (with `error` set) on a misuse.
  bool run(func::FuncOp func, ArrayRef<double> args,
           SmallVectorImpl<double> &results) {
    Block &body = func.getBody().front();
    for (auto [arg, value] : llvm::zip_equal(body.getArguments(), args))
      set(arg, value);
    return runBlock(body, results);
  }

  std::vector<double> trace;
  std::string error;
  unsigned releases = 0;

private:
  /// Defines `value` (again, in a loop: a released handle is live again).
  void set(Value value, double number) {
    values[value] = number;
    released.erase(value);
  }

  double get(Value value) {
    if (released.contains(value) && error.empty())
      error = "a value is used after its release";
    return values.lookup(value);
  }

  bool runBlock(Block &block, SmallVectorImpl<double> &results) {
    for (Operation &op : block) {
      if (isa<func::ReturnOp, scf::YieldOp>(op)) {
        for (Value operand : op.getOperands())
          results.push_back(get(operand));
        return error.empty();
      }
      if (!runOp(op))
        return false;
    }
    return error.empty();
  }

  bool runOp(Operation &op) {
    if (isa<hlo::AddOp, arith::AddFOp>(op)) {
      set(op.getResult(0), get(op.getOperand(0)) + get(op.getOperand(1)));
    } else if (auto constant = dyn_cast<arith::ConstantIndexOp>(op)) {
      indices[constant] = constant.value();
    } else if (auto call = dyn_cast<func::CallOp>(op)) {
      trace.push_back(get(call.getOperand(0)));
    } else if (auto loop = dyn_cast<scf::ForOp>(op)) {
      SmallVector<double> carried;
      for (Value init : loop.getInitArgs())
        carried.push_back(get(init));
      for (int64_t i = indices.lookup(loop.getLowerBound());
           i < indices.lookup(loop.getUpperBound());
           i += indices.lookup(loop.getStep())) {
        for (auto [arg, value] :
             llvm::zip_equal(loop.getRegionIterArgs(), carried))
          set(arg, value);
        carried.clear();
        if (!runBlock(*loop.getBody(), carried))
          return false;
      }
      for (auto [result, value] : llvm::zip_equal(loop.getResults(), carried))
        set(result, value);
    } else if (auto compile = dyn_cast<xrt::CompileOp>(op)) {
      executables[compile.getExecutable()] = compile.getCalleeFunc();
    } else if (isa<xrt::TransferToDeviceOp, xrt::ReadOp>(op)) {
      set(op.getResult(0), get(op.getOperand(0)));
    } else if (auto execute = dyn_cast<xrt::ExecuteOp>(op)) {
      SmallVector<double> args, results;
      for (Value arg : execute.getArgs())
        args.push_back(get(arg));
      (void)get(execute.getExecutable());
      Evaluator device;
      if (!device.run(executables.lookup(execute.getExecutable()), args,
                      results)) {
        error = device.error;
        return false;
      }
      for (auto [result, value] :
           llvm::zip_equal(execute.getResults(), results))
        set(result, value);
    } else if (isa<xrt::ReleaseOp, xrt::ReleaseExecutableOp>(op)) {
      for (Value operand : op.getOperands()) {
        (void)get(operand);
        released.insert(operand);
        ++releases;
      }
    } else {
      error = "unexpected op " + op.getName().getStringRef().str();
      return false;
    }
    return error.empty();
  }

  DenseMap<Value, double> values;
  DenseMap<Value, int64_t> indices;
  DenseMap<Value, func::FuncOp> executables;
  llvm::DenseSet<Value> released;
};

class OffloadTest : public ::testing::Test {
protected:
  OffloadTest() : random(4321) {
    context.loadDialect<hlo::HloDialect, xrt::XrtDialect, arith::ArithDialect,
                        func::FuncDialect, scf::SCFDialect>();
  }

  /// Fills the block at the builder's insertion point with random ops over
  /// `values` (and the values they make), nesting loops up to `depth`.
  void fillBlock(OpBuilder &builder, SmallVector<Value> values, int depth,
                 func::FuncOp sink, SmallVectorImpl<Value> &made) {
    Location loc = builder.getUnknownLoc();
    int numOps = 1 + random() % 12;
    for (int i = 0; i < numOps; ++i) {
      Value a = values[random() % values.size()];
      Value b = values[random() % values.size()];
      unsigned kind = random() % 10;
      if (kind == 0) {
        builder.create<func::CallOp>(loc, sink, ValueRange{a});
      } else if (kind <= 2) {
        values.push_back(builder.create<arith::AddFOp>(loc, a, b));
      } else if (kind == 3 && depth > 0) {
        Value lb = builder.create<arith::ConstantIndexOp>(loc, 0);
        Value ub = builder.create<arith::ConstantIndexOp>(loc, random() % 4);
        Value step = builder.create<arith::ConstantIndexOp>(loc, 1);
        auto loop = builder.create<scf::ForOp>(
            loc, lb, ub, step, ValueRange{a},
            [&](OpBuilder &nested, Location, Value, ValueRange iterArgs) {
              SmallVector<Value> inner(values);
              inner.push_back(iterArgs[0]);
              SmallVector<Value> innerMade;
              fillBlock(nested, inner, depth - 1, sink, innerMade);
              Value yielded =
                  innerMade.empty() ? iterArgs[0] : innerMade.back();
              nested.create<scf::YieldOp>(loc, yielded);
            });
        values.push_back(loop.getResult(0));
      } else {
        values.push_back(builder.create<hlo::AddOp>(loc, a, b));
      }
      if (values.back().getDefiningOp() &&
          values.back().getDefiningOp()->getBlock() ==
              builder.getInsertionBlock())
        made.push_back(values.back());
    }
  }

  MLIRContext context;
  std::mt19937 random;
};

TEST_F(OffloadTest, RandomProgramsRunAlike) {
  int offloaded = 0;
  for (int trial = 0; trial < 400; ++trial) {
    OpBuilder builder(&context);
    Location loc = builder.getUnknownLoc();
    auto type = RankedTensorType::get({4}, builder.getF32Type());
    auto [module, sink, func] =
        xhlo::testing::createSinkModule(builder, {type, type});
    Block *body = &func.getBody().front();
    SmallVector<Value> made;
    fillBlock(builder, SmallVector<Value>(body->getArguments()), 2, sink, made);
    Value first = made.empty() ? body->getArgument(0) : made.front();
    Value last = made.empty() ? body->getArgument(1) : made.back();
    builder.create<func::ReturnOp>(loc, ValueRange{first, last});
    ASSERT_TRUE(succeeded(verify(*module)));

    std::vector<double> args = {double(random() % 7), double(random() % 7)};
    Evaluator before;
    SmallVector<double> expected;
    ASSERT_TRUE(before.run(func, args, expected)) << before.error;

    SymbolTable symbolTable(*module);
    OffloadStatistics statistics;
    ASSERT_TRUE(succeeded(offloadFunction(func, symbolTable, statistics)));
    std::string text;
    llvm::raw_string_ostream os(text);
    module->print(os);
    ASSERT_TRUE(succeeded(verify(*module))) << text;
    offloaded += statistics.computations > 0;

    // No hlo op is left on the host; each host value is transferred once;
    // every array and executable is released.
    unsigned numDeviceValues = 0;
    DenseMap<Value, int> transfers;
    bool hloLeft = false;
    func.walk([&](Operation *op) {
      hloLeft |= isa_and_nonnull<hlo::HloDialect>(op->getDialect());
      if (auto transfer = dyn_cast<xrt::TransferToDeviceOp>(op))
        EXPECT_EQ(++transfers[transfer.getInput()], 1) << text;
      if (isa<xrt::TransferToDeviceOp, xrt::ExecuteOp, xrt::CompileOp>(op)) {
        numDeviceValues += op->getNumResults();
        for (Value result : op->getResults())
          EXPECT_EQ(llvm::count_if(
                        result.getUsers(),
                        [](Operation *user) {
                          return isa<xrt::ReleaseOp, xrt::ReleaseExecutableOp>(
                              user);
                        }),
                    1)
              << "each device value has one release\n"
              << text;
      }
    });
    EXPECT_FALSE(hloLeft) << text;

    Evaluator after;
    SmallVector<double> actual;
    ASSERT_TRUE(after.run(func, args, actual)) << after.error << "\n" << text;
    EXPECT_EQ(std::vector<double>(actual.begin(), actual.end()),
              std::vector<double>(expected.begin(), expected.end()))
        << text;
    EXPECT_EQ(after.trace, before.trace) << text;
    // Loops release inside their body once per iteration, so count only
    // straight-line programs.
    bool hasLoop = false;
    func.walk([&](scf::ForOp) { hasLoop = true; });
    if (!hasLoop)
      EXPECT_EQ(after.releases, numDeviceValues) << text;
  }
  EXPECT_GT(offloaded, 300);
}

} // namespace
