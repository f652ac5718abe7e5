//===- XhloRunMain.cpp - Entry point of xhlo-run --------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements xhlo-run's command line and driver: load a program
// (hlo MLIR, HLO text or an HloModuleProto, chosen by content:
// loadHloProgram), make its entry's arguments (Arguments.h), run it on the
// device --device names, locally or on an xhlo-server, as an hlo program
// (DeviceRun.h) or a host program (HostRun.h), and print, save or check its
// results (Results.h) and its time and profile (Profile.h).
//
//===----------------------------------------------------------------------===//

#include "xhlo/Tools/xhlo-run/XhloRunMain.h"

#include "Arguments.h"
#include "DeviceRun.h"
#include "HostRun.h"
#include "Profile.h"
#include "Results.h"

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/InitAll/InitAll.h"
#include "xhlo/Interpreter/Executable.h"
#include "xhlo/Runtime/LocalDevice.h"
#include "xhlo/Target/Hlo/HloModuleConfig.h"
#include "xhlo/Target/Hlo/HloProgram.h"
#include "xhlo/Tools/ImportLimitsOptions.h"
#include "xhlo/Values/MemoryBudget.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cstdint>
#include <memory>

namespace cl = llvm::cl;
namespace hlo = xhlo::hlo;
using namespace mlir;
using namespace xhlo;
using namespace xhlo::runner;

/// The entry function: `entryName` if given, else the module's `hlo.entry`,
/// else `main`, else the only public function.
static func::FuncOp findEntry(ModuleOp module, StringRef entryName) {
  StringRef name = entryName;
  if (name.empty())
    if (auto attr = module->getAttrOfType<StringAttr>("hlo.entry"))
      name = attr.getValue();
  if (!name.empty()) {
    auto func = module.lookupSymbol<func::FuncOp>(name);
    if (!func)
      module.emitError() << "no function @" << name << " to run";
    return func;
  }
  if (auto main = module.lookupSymbol<func::FuncOp>("main"))
    return main;
  func::FuncOp only;
  for (auto func : module.getOps<func::FuncOp>()) {
    if (!func.isPublic())
      continue;
    if (only) {
      module.emitError("several public functions and none is @main: name "
                       "the one to run with --entry");
      return nullptr;
    }
    only = func;
  }
  if (!only)
    module.emitError("no public function to run");
  return only;
}

/// --outfeed: prints one outfeed as a line of its own, flushed so that it
/// shows while the program runs: `CONFIG: DATA` (`outfeed: DATA` without a
/// config), DATA being the one value or the tuple of values as XLA literal
/// text.
static LogicalResult printOutfeed(Operation *, ArrayRef<const RtValue *> data,
                                  StringRef config) {
  llvm::raw_ostream &os = llvm::outs();
  os << (config.empty() ? "outfeed" : config) << ": ";
  if (data.size() == 1) {
    printValue(os, *data.front());
  } else {
    os << "(";
    llvm::interleaveComma(
        data, os, [&](const RtValue *value) { printValue(os, *value); });
    os << ")";
  }
  os << "\n";
  os.flush();
  return success();
}

/// The module's count `name` (replica_count, num_partitions: the
/// HloModuleConfig field's attribute), 1 when it has none.
static int64_t getModuleCount(ModuleOp module, StringRef name) {
  for (const HloModuleConfigField &field : getHloModuleConfigFields())
    if (field.textName == name)
      if (auto count = module->getAttrOfType<IntegerAttr>(field.attrName))
        return count.getInt();
  return 1;
}

/// Runs `executable` on `arguments` (by replica) `repeat` times, timing
/// each run into `times`; the results of the last, by replica. Its errors
/// are diagnostics.
static FailureOr<std::vector<std::vector<RtValue>>>
runReplicas(const interp::Executable &executable,
            ArrayRef<std::vector<RtValue>> arguments,
            interp::ReplicatedRunOptions options, double maxExecuteSeconds,
            unsigned repeat, std::vector<double> &times) {
  std::vector<std::vector<RtValue>> last;
  for (unsigned i = 0; i < std::max(repeat, 1u); ++i) {
    auto start = std::chrono::steady_clock::now();
    if (maxExecuteSeconds > 0)
      options.run.deadline =
          start + std::chrono::duration_cast<std::chrono::nanoseconds>(
                      std::chrono::duration<double>(maxExecuteSeconds));
    FailureOr<std::vector<std::vector<RtValue>>> results =
        executable.runReplicated(arguments, options);
    if (failed(results))
      return failure();
    times.push_back(std::chrono::duration<double, std::milli>(
                        std::chrono::steady_clock::now() - start)
                        .count());
    last = std::move(*results);
  }
  return last;
}

//===----------------------------------------------------------------------===//
// Main
//===----------------------------------------------------------------------===//

int xhlo::xhloRunMain(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  // libLLVM registers ThinLTO's own "threads" option; move it aside so that
  // --threads is xhlo-run's.
  {
    llvm::StringMap<cl::Option *> &registered = cl::getRegisteredOptions();
    auto it = registered.find("threads");
    if (it != registered.end())
      it->second->setArgStr("llvm-thinlto-threads");
  }
  static cl::OptionCategory category("xhlo-run options");
  static cl::opt<std::string> inputFilename(
      cl::Positional,
      cl::desc("<program: hlo MLIR, HLO text or HloModuleProto>"), cl::Required,
      cl::cat(category));
  static cl::list<std::string> args(
      "arg",
      cl::desc("An argument, once per parameter in order (with --replicas, "
               "one for all replicas, or one per replica with the suffix @r, "
               "e.g. --arg=x0.npy@0 --arg=x1.npy@1): a .npy file (an "
               "s2/s4 or u2/u4 parameter takes int8/uint8 values in its "
               "range), an idx file, gzipped or not (named *.idx, *.idx.gz "
               "or *-idx<N>-ubyte[.gz], as MNIST's), "
               "'random' (uniform in [-1, 1) for floats, 0..9 for integers, "
               "at most the type's largest value), "
               "'random:S' (floats uniform in [-S, S)), 'value:V' (every "
               "element V, e.g. a scalar: --arg=value:937) or 'zeros'. "
               "Missing ones are an error naming them"),
      cl::cat(category));
  static cl::opt<std::string> entryName(
      "entry",
      cl::desc("The function to run (default: hlo.entry, main, or "
               "the only public function)"),
      cl::cat(category));
  static cl::opt<uint64_t> seed(
      "seed",
      cl::desc("Seed of --arg=random and of the program's random "
               "number ops"),
      cl::init(0), cl::cat(category));
  static cl::opt<bool> print("print",
                             cl::desc("Print the results as XLA literal text"),
                             cl::cat(category));
  static cl::opt<bool> summary(
      "summary",
      cl::desc("Print one line per result: its shape, min, max, mean, the "
               "position of its largest element, and its NaN/inf count"),
      cl::cat(category));
  static cl::opt<std::string> outDir(
      "out",
      cl::desc("Write result_<i>.npy files into this directory (every "
               "result is checked first: nothing is written if one cannot "
               "be). bf16 and the 8-bit and narrower floats, which numpy "
               "lacks, are written as their bits: uint16 (bf16) or uint8 "
               "arrays, which --expect reads back (numpy: "
               "a.view(ml_dtypes.bfloat16)); s2/s4 and u2/u4 as int8/uint8"),
      cl::cat(category));
  static cl::list<std::string> expect(
      "expect",
      cl::desc("A .npy file each result must match (once per result, in "
               "order) within --rtol and --atol, NaN matching NaN; exits 1 "
               "and reports the worst element otherwise. bf16 and 8-bit "
               "float results are expected as their bits (uint16, uint8), "
               "s2/s4 and u2/u4 as int8/uint8"),
      cl::cat(category));
  static cl::opt<double> rtol(
      "rtol",
      cl::desc("Relative tolerance of --expect: |got - expected| <= atol + "
               "rtol * |expected|. --rtol=0 --atol=0 compare bit patterns "
               "instead: -0 differs from 0, NaNs must have the same sign and "
               "payload, complex numbers both parts, and the first differing "
               "elements are reported with their bits in hex"),
      cl::init(1e-5), cl::cat(category));
  static cl::opt<double> atol(
      "atol",
      cl::desc("Absolute tolerance of --expect (0 together with --rtol=0: "
               "bit for bit, see --rtol)"),
      cl::init(1e-6), cl::cat(category));
  static cl::opt<unsigned> repeat(
      "repeat",
      cl::desc("Run N times and print the min and median time (given "
               "explicitly, also for N = 1)"),
      cl::init(1), cl::cat(category));
  static cl::opt<bool> profile(
      "profile",
      cl::desc("Print the ops that took the most time (last run), the "
               "peak bytes of simultaneously live buffers against the "
               "largest live set of values, the fused steps, and where the "
               "convolutions ran (oneDNN's forward, backward-data or "
               "backward-weights primitive, how many of them on its "
               "Winograd kernels, or the reference kernel)"),
      cl::cat(category));
  static cl::opt<bool> outfeed(
      "outfeed",
      cl::desc("Print each hlo.outfeed as the program runs it (training "
               "progress), one line on stdout: its outfeed_config (or "
               "'outfeed') and its data as XLA literal text, e.g. "
               "'report: (s32[] 100, f32[] 0.82)'. Without it an outfeed "
               "fails the run. Local device only"),
      cl::cat(category));
  static cl::opt<std::string> trace(
      "trace",
      cl::desc("Write a Chrome trace (chrome://tracing, Perfetto) of every "
               "kernel call of the last run to this .json file"),
      cl::cat(category));
  static cl::opt<unsigned> threads(
      "threads",
      cl::desc("Threads the kernels use, OpenBLAS and oneDNN included "
               "(default 0: one per hardware thread)"),
      cl::init(0), cl::cat(category));
  static cl::opt<bool> preciseMath(
      "precise-math",
      cl::desc("Compute f32 exp, log, tanh and logistic with libm instead "
               "of the fused steps' vectorised approximations (a few ulp), "
               "and convolutions on oneDNN's direct algorithm instead of "
               "Winograd's (which differs by up to ~7e-6 relative)"),
      cl::cat(category));
  static cl::opt<bool> referenceKernels(
      "reference-kernels",
      cl::desc("Run only the straightforward reference kernels, never a "
               "fused step or a library-backed fast path (to compare them)"),
      cl::cat(category));
  static cl::opt<interp::ReduceOrder> debugReduceOrder(
      "debug-reduce-order",
      cl::desc("A test aid: the order in which the reference kernels of "
               "hlo.reduce and hlo.reduce_window combine elements (XLA may "
               "use any order and tree shape, so a reducer whose result "
               "depends on it answers differently). With 'forward' the fast "
               "paths (add, multiply, maximum, minimum of one f32/f64 "
               "operand, vectorised or fused) keep their own fixed order; "
               "with 'reverse' or 'pairwise' they are off and every reduce "
               "and reduce_window runs the reference kernel in that order "
               "(the ops fused with a reduction then run unfused), in both "
               "kernel sets. Local device only"),
      cl::values(clEnumValN(interp::ReduceOrder::Forward, "forward",
                            "row-major order, from the init (default)"),
                 clEnumValN(interp::ReduceOrder::Reverse, "reverse",
                            "the last element first, from the init"),
                 clEnumValN(interp::ReduceOrder::Pairwise, "pairwise",
                            "a balanced tree of neighbours (the later one "
                            "the reducer's first operand), then the init "
                            "with its result")),
      cl::init(interp::ReduceOrder::Forward), cl::cat(category));
  static cl::opt<std::string> deviceName(
      "device",
      cl::desc("Where to run: 'local' (the interpreter in this process) or "
               "grpc://HOST:PORT (an xhlo-server)"),
      cl::init("local"), cl::cat(category));
  static cl::opt<std::string> tokenFile(
      "token-file",
      cl::desc("With --device=grpc://...: a file holding the server's "
               "shared secret"),
      cl::cat(category));
  static cl::opt<double> timeout(
      "timeout",
      cl::desc("With --device=grpc://...: the deadline of each call to the "
               "server, in seconds"),
      cl::init(60), cl::cat(category));
  static cl::opt<double> maxExecuteSeconds(
      "max-execute-seconds",
      cl::desc("The longest one execute on the local device may run, in "
               "seconds (default 0: no limit): the run stops at its next "
               "step with an error at the op it stopped before (a server "
               "stops a run at its client's deadline, --timeout)"),
      cl::init(0), cl::cat(category));
  static cl::opt<bool> offload(
      "offload",
      cl::desc("Host programs (ops other than func and hlo) without xrt ops: "
               "convert what converts to hlo and run it on the device, the "
               "rest on the host (=false: everything on the host)"),
      cl::init(true), cl::cat(category));
  static cl::opt<bool> xrtStats(
      "xrt-stats",
      cl::desc("Host programs: print how often the program called each xrt "
               "function of the runtime and the bytes moved (last run)"),
      cl::cat(category));
  static cl::opt<std::string> maxMemory(
      "max-memory",
      cl::desc("The most bytes the arrays of this process may hold at once "
               "(arguments, results and every intermediate), e.g. 512M or "
               "4G (default: three quarters of the physical memory). An op "
               "whose results would not fit stops the run with an error "
               "naming it and the sizes, before anything is allocated"),
      cl::cat(category));
  static cl::opt<unsigned> replicas(
      "replicas",
      cl::desc("Run N replicas of the entry at once, one thread each, "
               "exchanging values at the collectives (all_reduce, "
               "all_gather, ...) with XLA's semantics; replica_id is each "
               "one's id. Arguments: --arg without suffix for all replicas, "
               "--arg=SPEC@r per replica, --split-args for one array split "
               "among them. Results are printed, checked (--expect) and "
               "written (--out: result_<k>.npy, k counting replica 0's "
               "results first) replica by replica. Default: the module's "
               "replica_count, else 1. A module with num_partitions P runs "
               "N x P devices, device d = replica d / P, partition d % P, "
               "and @d names a device. Local device, hlo programs only"),
      cl::cat(category));
  static cl::list<unsigned> splitArgs(
      "split-args",
      cl::desc("With --replicas=N: these parameters (indices, "
               "comma-separated) each take one --arg whose dimension 0 is N "
               "times the parameter's, and replica r gets its r-th block "
               "along dimension 0 (a batch split among the replicas)"),
      cl::CommaSeparated, cl::cat(category));
  static cl::opt<double> collectiveTimeout(
      "collective-timeout",
      cl::desc("With --replicas: how long, in seconds, a replica waits at "
               "a collective for the others before the run fails (default "
               "10). Replicas that disagree on their collectives fail at "
               "once when none is left running"),
      cl::init(10), cl::cat(category));
  registerImportLimitsOptions(&category);
  cl::HideUnrelatedOptions(category);
  cl::ParseCommandLineOptions(
      argc, argv, "xhlo-run: run a program on the CPU interpreter\n");
  if (maxMemory.getNumOccurrences()) {
    llvm::Expected<uint64_t> limit =
        parseByteSizeOption("--max-memory", maxMemory);
    if (!limit) {
      llvm::errs() << "xhlo-run: error: " << llvm::toString(limit.takeError())
                   << "\n";
      return 1;
    }
    MemoryBudget::getDefault().setLimit(*limit);
  }
  if (!(rtol >= 0) || !(atol >= 0)) {
    llvm::errs() << "xhlo-run: error: --rtol and --atol must be numbers >= 0, "
                    "got --rtol="
                 << rtol << " --atol=" << atol << "\n";
    return 1;
  }
  if ((rtol.getNumOccurrences() || atol.getNumOccurrences()) && expect.empty())
    llvm::errs() << "xhlo-run: warning: --rtol and --atol only apply to "
                    "--expect, which is not given\n";
  bool remote = deviceName != "local";
  if (remote) {
    if (!StringRef(deviceName).starts_with("grpc://")) {
      llvm::errs() << "xhlo-run: error: --device='" << deviceName
                   << "': expected 'local' or grpc://HOST:PORT\n";
      return 1;
    }
    if (profile || !trace.empty() || threads || referenceKernels ||
        preciseMath || outfeed) {
      llvm::errs() << "xhlo-run: error: --profile, --trace, --threads, "
                      "--reference-kernels, --precise-math and --outfeed are "
                      "for --device=local (a server has its own options)\n";
      return 1;
    }
    if (debugReduceOrder.getNumOccurrences()) {
      llvm::errs() << "xhlo-run: error: --debug-reduce-order is for "
                      "--device=local\n";
      return 1;
    }
  }

  DialectRegistry registry;
  registerAllDialects(registry);
  // The program may come from anyone: no thread pool (the parallel
  // verifier's waits recurse once per op with regions, issue 17).
  MLIRContext context(registry, MLIRContext::Threading::DISABLED);
  context.loadDialect<func::FuncDialect, hlo::HloDialect>();

  std::string errorMessage;
  auto file = openInputFile(inputFilename, &errorMessage);
  if (!file) {
    llvm::errs() << "xhlo-run: error: " << errorMessage << "\n";
    return 1;
  }
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  DeviceErrors deviceErrors(&context);
  HloProgramFormat format;
  OwningOpRef<ModuleOp> module = loadHloProgram(sourceMgr, &context, &format);
  if (!module) {
    llvm::errs() << "xhlo-run: error: could not load '" << inputFilename
                 << "'\n";
    return 1;
  }
  func::FuncOp entry = findEntry(*module, entryName);
  if (!entry)
    return 1;
  // Programs with host code are compiled by LLVM and drive the device
  // through xrt calls.
  bool host = format == HloProgramFormat::Mlir && isHostProgram(*module);
  // Several replicas (or arguments per replica) run the interpreter's
  // replicated runs directly.
  int64_t numReplicas = replicas.getNumOccurrences()
                            ? replicas
                            : getModuleCount(*module, "replica_count");
  int64_t numPartitions = getModuleCount(*module, "num_partitions");
  bool replicated = replicas.getNumOccurrences() || numReplicas > 1 ||
                    numPartitions > 1 || !splitArgs.empty();
  if (replicated) {
    if (numReplicas < 1 || numReplicas > 256) {
      llvm::errs() << "xhlo-run: error: --replicas must be 1 to 256, got "
                   << numReplicas << "\n";
      return 1;
    }
    if (remote || host) {
      llvm::errs() << "xhlo-run: error: " << numReplicas
                   << " replicas run on --device=local and for hlo programs "
                      "only (a server runs a replicated computation as XRT "
                      "does: one execute per replica, with its replica_id "
                      "and a shared run_id)\n";
      return 1;
    }
    if (profile || !trace.empty()) {
      llvm::errs() << "xhlo-run: error: --profile and --trace are for one "
                      "replica\n";
      return 1;
    }
    if (numReplicas * numPartitions > 256) {
      llvm::errs() << "xhlo-run: error: " << numReplicas << " replicas of "
                   << numPartitions
                   << " partitions (the module's num_partitions) are more "
                      "than the 256 devices the interpreter runs at once\n";
      return 1;
    }
    if (!(collectiveTimeout > 0) || collectiveTimeout > 1e6) {
      llvm::errs() << "xhlo-run: error: --collective-timeout must be a "
                      "positive number of seconds up to 1e6\n";
      return 1;
    }
  }
  if (host && (profile || !trace.empty())) {
    llvm::errs() << "xhlo-run: error: --profile and --trace are for hlo "
                    "programs, not host programs\n";
    return 1;
  }

  DeviceFlags deviceFlags;
  deviceFlags.url = deviceName;
  deviceFlags.tokenFile = tokenFile;
  deviceFlags.timeout = timeout;
  if (!(maxExecuteSeconds >= 0) || maxExecuteSeconds > 1e9) {
    llvm::errs() << "xhlo-run: error: --max-execute-seconds must be 0 (no "
                    "limit) or a positive number of seconds up to 1e9\n";
    return 1;
  }
  deviceFlags.maxExecuteSeconds = maxExecuteSeconds;
  deviceFlags.local.seed = seed;
  deviceFlags.local.recordEvents = profile || !trace.empty();
  deviceFlags.local.referenceKernels = referenceKernels;
  deviceFlags.local.numThreads = threads;
  deviceFlags.local.preciseMath = preciseMath;
  deviceFlags.local.reduceOrder = debugReduceOrder;
  if (outfeed)
    deviceFlags.outfeed = printOutfeed;
  // An hlo program is compiled on the local device before its arguments
  // are made (so its errors come first); a server is reached, and a host
  // program compiled, once they are made.
  std::unique_ptr<runtime::Device> device;
  runtime::ExecutableHandle executable = 0;
  if (!remote && !host) {
    FailureOr<std::unique_ptr<runtime::Device>> local =
        openDevice(deviceFlags, deviceErrors);
    if (failed(local))
      return 1;
    device = std::move(*local);
    FailureOr<runtime::ExecutableHandle> compiled =
        compileEntry(*device, /*local=*/true, *module, entry, deviceErrors);
    if (failed(compiled))
      return 1;
    executable = *compiled;
  }

  SmallVector<Type> parameterTypes(entry.getArgumentTypes());
  if (host)
    for (Type &type : parameterTypes)
      type = getHostArgumentType(type);
  // Parameter names: a NameLoc on the argument (`loc("x")`), else none.
  std::vector<std::string> parameterNames;
  for (BlockArgument argument :
       entry.isExternal() ? ArrayRef<BlockArgument>() : entry.getArguments()) {
    auto name = dyn_cast<NameLoc>(argument.getLoc());
    parameterNames.push_back(name ? name.getName().str() : "");
  }
  if (replicated) {
    FailureOr<std::vector<std::vector<RtValue>>> replicaArguments =
        makeReplicaArguments(parameterTypes, entry.getSymName(), args,
                             numReplicas * numPartitions, splitArgs, seed,
                             parameterNames);
    if (failed(replicaArguments))
      return 1;
    llvm::Expected<std::shared_ptr<const interp::Executable>> local =
        static_cast<runtime::LocalDevice &>(*device).getExecutable(executable);
    if (!local) {
      (void)deviceErrors.report(local.takeError());
      return 1;
    }
    interp::ReplicatedRunOptions options;
    options.numReplicas = numReplicas;
    options.numPartitions = numPartitions;
    options.collectiveTimeout = std::chrono::milliseconds(
        static_cast<int64_t>(collectiveTimeout * 1000 + 0.5));
    if (outfeed)
      options.run.outfeed = printOutfeed;
    std::vector<double> times;
    FailureOr<std::vector<std::vector<RtValue>>> results = runReplicas(
        **local, *replicaArguments, options, maxExecuteSeconds, repeat, times);
    if (failed(results))
      return 1;
    device.reset();
    std::vector<RtValue> all;
    for (auto [device, values] : llvm::enumerate(*results)) {
      // "replica r", or with partitions "device d (replica r, partition p)".
      std::string name = "replica " + std::to_string(device);
      if (numPartitions > 1)
        name = "device " + std::to_string(device) + " (replica " +
               std::to_string(device / numPartitions) + ", partition " +
               std::to_string(device % numPartitions) + ")";
      bool several = numReplicas * numPartitions > 1;
      std::string prefix = several ? name + " " : "";
      if (print) {
        if (several)
          llvm::outs() << name << ":\n";
        for (const RtValue &result : values) {
          printValue(llvm::outs(), result);
          llvm::outs() << "\n";
        }
      }
      if (summary)
        for (auto [index, result] : llvm::enumerate(values))
          printSummary(llvm::outs(), result,
                       prefix + "result " + std::to_string(index));
      llvm::append_range(all, values);
    }
    if (repeat > 1 || repeat.getNumOccurrences())
      printTimes(llvm::outs(), times);
    if (!outDir.empty() && failed(writeResults(outDir, all)))
      return 1;
    if (!expect.empty() && failed(checkResults(expect, all, rtol, atol)))
      return 1;
    return 0;
  }
  FailureOr<std::vector<RtValue>> arguments = makeArguments(
      parameterTypes, entry.getSymName(), args, seed, parameterNames);
  if (failed(arguments))
    return 1;

  if (remote && !host && seed > UINT32_MAX) {
    llvm::errs() << "xhlo-run: error: --seed must fit in 32 bits (XRT's "
                    "rng_seed) with --device="
                 << deviceName << "\n";
    return 1;
  }
  if (!device) {
    FailureOr<std::unique_ptr<runtime::Device>> opened =
        openDevice(deviceFlags, deviceErrors);
    if (failed(opened))
      return 1;
    device = std::move(*opened);
  }
  std::vector<double> times;
  FailureOr<std::vector<RtValue>> results;
  if (host) {
    HostRunOptions hostOptions;
    hostOptions.offload = offload;
    hostOptions.statistics = xrtStats;
    hostOptions.repeat = repeat;
    results = runHostProgram(*module, entry, *device, *arguments, hostOptions,
                             times, deviceErrors);
  } else {
    if (remote) {
      FailureOr<runtime::ExecutableHandle> compiled =
          compileEntry(*device, /*local=*/false, *module, entry, deviceErrors);
      if (failed(compiled))
        return 1;
      executable = *compiled;
    }
    // A server starts the random number generator afresh from --seed, as
    // the local device's executable, compiled with it, does.
    results = runEntry(*device, executable, entry, *arguments,
                       remote ? static_cast<uint32_t>(seed) : 0, repeat, times,
                       deviceErrors);
  }
  if (failed(results))
    return 1;
  // --profile and --trace read the interpreter's record of the last run;
  // they are for hlo programs on the local device, which openDevice made a
  // LocalDevice.
  std::shared_ptr<const interp::Executable> profiled;
  if (profile || !trace.empty()) {
    llvm::Expected<std::shared_ptr<const interp::Executable>> local =
        static_cast<runtime::LocalDevice &>(*device).getExecutable(executable);
    if (!local) {
      (void)deviceErrors.report(local.takeError());
      return 1;
    }
    profiled = std::move(*local);
  }
  // Done with the device (a server's session ends here).
  device.reset();

  if (print)
    for (const RtValue &result : *results) {
      printValue(llvm::outs(), result);
      llvm::outs() << "\n";
    }
  if (summary)
    for (auto [index, result] : llvm::enumerate(*results))
      printSummary(llvm::outs(), result, "result " + std::to_string(index));
  if (repeat > 1 || repeat.getNumOccurrences())
    printTimes(llvm::outs(), times);
  if (profile)
    printProfile(llvm::outs(), *profiled);
  if (!trace.empty() && failed(writeTrace(trace, *profiled)))
    return 1;
  if (!outDir.empty() && failed(writeResults(outDir, *results)))
    return 1;
  if (!expect.empty() && failed(checkResults(expect, *results, rtol, atol)))
    return 1;
  return 0;
}
