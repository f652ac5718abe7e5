//===- XhloRunMain.cpp - Entry point of xhlo-run
//---------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements xhlo-run: load a program (hlo MLIR, HLO text or an
// HloModuleProto, chosen by content), compile its entry function for the
// interpreter, make its arguments (.npy files, random, zeros), run it, and
// print, save or check its results. With --device=grpc://HOST:PORT the
// entry is exported to an HloModuleProto and run by an xhlo-server instead
// (allocate the arguments, compile, execute, read the result).
//
//===----------------------------------------------------------------------===//

#include "xhlo/Tools/xhlo-run/XhloRunMain.h"

#include "HostRun.h"

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/InitAll/InitAll.h"
#include "xhlo/Interpreter/Executable.h"
#include "xhlo/Values/Npy.h"
#include "xhlo/Runtime/Device.h"
#include "xhlo/Target/Hlo/HloExport.h"
#include "xhlo/Target/Hlo/HloTranslations.h"
#if XHLO_ENABLE_GRPC
#include "xhlo/Runtime/Rpc/RemoteDevice.h"
#endif

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>
#include <complex>
#include <random>

namespace cl = llvm::cl;
namespace hlo = xhlo::hlo;
using namespace mlir;
using namespace xhlo;
using namespace xhlo::interp;

namespace {

//===----------------------------------------------------------------------===//
// Loading the program
//===----------------------------------------------------------------------===//

enum class InputFormat { Mlir, HloText, HloProto };

/// Chooses the input format from the content: HLO text starts (after
/// comments) with `HloModule` or a computation; protos are binary or text
/// protos whose first field is a module field; everything else is MLIR.
InputFormat detectFormat(StringRef buffer) {
  StringRef text = buffer;
  while (true) {
    text = text.ltrim();
    if (text.consume_front("//")) {
      text = text.drop_until([](char c) { return c == '\n'; });
    } else if (text.consume_front("/*")) {
      size_t end = text.find("*/");
      text = end == StringRef::npos ? "" : text.drop_front(end + 2);
    } else {
      break;
    }
  }
  if (text.starts_with("HloModule") || text.starts_with("ENTRY "))
    return InputFormat::HloText;
  for (StringRef field : {"name:", "name :", "computations",
                          "entry_computation", "host_program_shape", "id:"})
    if (text.starts_with(field))
      return InputFormat::HloProto;
  // Binary protos start with a field tag (module fields 1-24) and are not
  // printable text.
  bool printable = llvm::all_of(buffer.take_front(256), [](char c) {
    return c == '\n' || c == '\t' || c == '\r' ||
           (static_cast<unsigned char>(c) >= 0x20);
  });
  if (!printable)
    return InputFormat::HloProto;
  return InputFormat::Mlir;
}

/// The entry function: `entryName` if given, else the module's `hlo.entry`,
/// else `main`, else the only public function.
func::FuncOp findEntry(ModuleOp module, StringRef entryName) {
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

//===----------------------------------------------------------------------===//
// Arguments
//===----------------------------------------------------------------------===//

/// An array of `type` filled by `fill(element index, byte pointer)`.
template <typename Fill> Literal makeArray(RankedTensorType type, Fill fill) {
  ElementType element = *getElementType(type.getElementType());
  Literal literal(element, type.getShape());
  auto *bytes = static_cast<uint8_t *>(literal.data());
  size_t width = getByteSize(element);
  for (int64_t i = 0; i < literal.getNumElements(); ++i)
    fill(element, bytes + i * width);
  return literal;
}

/// Stores `value` into one element of type `type`.
void storeDouble(ElementType type, uint8_t *out, double value) {
  auto store = [&](auto v) { std::memcpy(out, &v, sizeof(v)); };
  auto half = [&](const llvm::fltSemantics &sem) {
    llvm::APFloat f(value);
    bool lossy;
    f.convert(sem, llvm::APFloat::rmNearestTiesToEven, &lossy);
    store(static_cast<uint16_t>(f.bitcastToAPInt().getZExtValue()));
  };
  switch (type) {
  case ElementType::Pred:
    store(static_cast<uint8_t>(value != 0));
    break;
  case ElementType::S8:
    store(static_cast<int8_t>(value));
    break;
  case ElementType::S16:
    store(static_cast<int16_t>(value));
    break;
  case ElementType::S32:
    store(static_cast<int32_t>(value));
    break;
  case ElementType::S64:
    store(static_cast<int64_t>(value));
    break;
  case ElementType::U8:
    store(static_cast<uint8_t>(value));
    break;
  case ElementType::U16:
    store(static_cast<uint16_t>(value));
    break;
  case ElementType::U32:
    store(static_cast<uint32_t>(value));
    break;
  case ElementType::U64:
    store(static_cast<uint64_t>(value));
    break;
  case ElementType::F16:
    half(llvm::APFloat::IEEEhalf());
    break;
  case ElementType::BF16:
    half(llvm::APFloat::BFloat());
    break;
  case ElementType::F32:
    store(static_cast<float>(value));
    break;
  case ElementType::F64:
    store(value);
    break;
  case ElementType::C64:
    store(std::complex<float>(value, 0));
    break;
  case ElementType::C128:
    store(std::complex<double>(value, 0));
    break;
  }
}

/// Reads one element as a double (complex: its real part; use loadImag for
/// the other).
double loadDouble(ElementType type, const uint8_t *in, bool imag = false) {
  auto load = [&](auto v) {
    std::memcpy(&v, in, sizeof(v));
    return v;
  };
  auto half = [&](const llvm::fltSemantics &sem) {
    llvm::APFloat f(sem, llvm::APInt(16, load(uint16_t())));
    bool lossy;
    f.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
              &lossy);
    return f.convertToDouble();
  };
  switch (type) {
  case ElementType::Pred:
    return load(uint8_t()) != 0;
  case ElementType::S8:
    return load(int8_t());
  case ElementType::S16:
    return load(int16_t());
  case ElementType::S32:
    return load(int32_t());
  case ElementType::S64:
    return static_cast<double>(load(int64_t()));
  case ElementType::U8:
    return load(uint8_t());
  case ElementType::U16:
    return load(uint16_t());
  case ElementType::U32:
    return load(uint32_t());
  case ElementType::U64:
    return static_cast<double>(load(uint64_t()));
  case ElementType::F16:
    return half(llvm::APFloat::IEEEhalf());
  case ElementType::BF16:
    return half(llvm::APFloat::BFloat());
  case ElementType::F32:
    return load(float());
  case ElementType::F64:
    return load(double());
  case ElementType::C64: {
    auto c = load(std::complex<float>());
    return imag ? c.imag() : c.real();
  }
  case ElementType::C128: {
    auto c = load(std::complex<double>());
    return imag ? c.imag() : c.real();
  }
  }
  return 0;
}

bool isComplex(ElementType type) {
  return type == ElementType::C64 || type == ElementType::C128;
}

/// The argument for parameter `type` described by `spec`: a .npy path,
/// `random`, `random:S` or `zeros`.
FailureOr<RtValue> makeArgument(StringRef spec, Type type, unsigned index,
                                std::mt19937_64 &rng) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !getElementType(tensor.getElementType())) {
    if (isa<xhlo::hlo::TokenType>(type))
      return RtValue::token();
    llvm::errs() << "xhlo-run: error: argument " << index << " has type "
                 << type << ", which --arg cannot make\n";
    return failure();
  }
  if (spec == "zeros")
    return RtValue(makeArray(tensor, [](ElementType, uint8_t *) {}));
  // `random` or `random:S` (floats uniform in [-S, S)).
  double scale = 1.0;
  if (StringRef text = spec; text.consume_front("random:")) {
    if (text.getAsDouble(scale) || !(scale > 0)) {
      llvm::errs() << "xhlo-run: error: argument " << index << ": '" << spec
                   << "': expected random:S with a scale S > 0\n";
      return failure();
    }
    spec = "random";
  }
  if (spec == "random") {
    std::uniform_real_distribution<double> real(-scale, scale);
    std::uniform_int_distribution<int> small(0, 9);
    return RtValue(makeArray(tensor, [&](ElementType element, uint8_t *out) {
      bool isFloat = element == ElementType::F16 ||
                     element == ElementType::BF16 ||
                     element == ElementType::F32 ||
                     element == ElementType::F64 || isComplex(element);
      double value = element == ElementType::Pred ? small(rng) % 2
                     : isFloat                    ? real(rng)
                                                  : small(rng);
      storeDouble(element, out, value);
    }));
  }
  llvm::Expected<Literal> literal = readNpy(spec);
  if (!literal) {
    llvm::errs() << "xhlo-run: error: argument " << index << ": "
                 << llvm::toString(literal.takeError()) << "\n";
    return failure();
  }
  RtValue value(std::move(*literal));
  if (!matchesType(value, type)) {
    llvm::errs() << "xhlo-run: error: argument " << index << " from '" << spec
                 << "' is " << getName(value.getArray().getElementType())
                 << "[";
    llvm::interleave(value.getArray().getShape(), llvm::errs(), ",");
    llvm::errs() << "], the function takes "
                 << xhlo::hlo::getXlaShapeString(type) << "\n";
    return failure();
  }
  return value;
}

//===----------------------------------------------------------------------===//
// Printing and checking results
//===----------------------------------------------------------------------===//

/// One element in the spelling of XLA's literal text.
void printElement(llvm::raw_ostream &os, ElementType type, const uint8_t *in) {
  auto number = [&](double value, bool isDouble) {
    if (std::isnan(value)) {
      os << (std::signbit(value) ? "-nan" : "nan");
      return;
    }
    if (std::isinf(value)) {
      os << (value < 0 ? "-inf" : "inf");
      return;
    }
    char buffer[64];
    auto result = isDouble
                      ? std::to_chars(buffer, buffer + sizeof(buffer), value)
                      : std::to_chars(buffer, buffer + sizeof(buffer),
                                      static_cast<float>(value));
    os << StringRef(buffer, result.ptr - buffer);
  };
  switch (type) {
  case ElementType::Pred:
    os << (*in ? "true" : "false");
    return;
  case ElementType::S64:
    int64_t s;
    std::memcpy(&s, in, 8);
    os << s;
    return;
  case ElementType::U64:
    uint64_t u;
    std::memcpy(&u, in, 8);
    os << u;
    return;
  case ElementType::F64:
    number(loadDouble(type, in), /*isDouble=*/true);
    return;
  case ElementType::C64:
  case ElementType::C128:
    os << "(";
    number(loadDouble(type, in), type == ElementType::C128);
    os << ", ";
    number(loadDouble(type, in, /*imag=*/true), type == ElementType::C128);
    os << ")";
    return;
  case ElementType::F16:
  case ElementType::BF16:
  case ElementType::F32:
    number(loadDouble(type, in), /*isDouble=*/false);
    return;
  default:
    os << static_cast<int64_t>(loadDouble(type, in));
    return;
  }
}

/// Prints a value as XLA's literal text: `f32[2,2] {{1, 2}, {3, 4}}`.
void printValue(llvm::raw_ostream &os, const RtValue &value) {
  if (value.isToken()) {
    os << "token[]";
    return;
  }
  if (value.isTuple()) {
    os << "(";
    llvm::interleaveComma(value.getElements(), os,
                          [&](const RtValue &e) { printValue(os, e); });
    os << ")";
    return;
  }
  const Literal &literal = value.getArray();
  ArrayRef<int64_t> shape = literal.getShape();
  os << getName(literal.getElementType()) << "[";
  llvm::interleave(shape, os, ",");
  os << "] ";
  const auto *bytes = static_cast<const uint8_t *>(literal.data());
  size_t width = getByteSize(literal.getElementType());
  int64_t next = 0;
  std::function<void(size_t)> level = [&](size_t dim) {
    if (dim == shape.size()) {
      printElement(os, literal.getElementType(), bytes + next++ * width);
      return;
    }
    os << "{";
    for (int64_t i = 0; i < shape[dim]; ++i) {
      if (i)
        os << ", ";
      level(dim + 1);
    }
    os << "}";
  };
  level(0);
}

/// Prints one line per array of `value` (tuples element by element): its
/// shape, the smallest, largest and mean element (complex: real parts), the
/// position of the largest, and how many elements are NaN or infinite.
void printSummary(llvm::raw_ostream &os, const RtValue &value,
                  const std::string &name) {
  if (value.isToken()) {
    os << name << ": token\n";
    return;
  }
  if (value.isTuple()) {
    for (auto [index, element] : llvm::enumerate(value.getElements()))
      printSummary(os, element, name + "." + std::to_string(index));
    return;
  }
  const Literal &literal = value.getArray();
  ElementType type = literal.getElementType();
  os << name << ": " << getName(type) << "[";
  llvm::interleave(literal.getShape(), os, ",");
  os << "]";
  const auto *bytes = static_cast<const uint8_t *>(literal.data());
  size_t width = getByteSize(type);
  double min = INFINITY, max = -INFINITY, sum = 0;
  int64_t argmax = -1, nonFinite = 0;
  for (int64_t i = 0, e = literal.getNumElements(); i < e; ++i) {
    double x = loadDouble(type, bytes + i * width);
    if (!std::isfinite(x)) {
      ++nonFinite;
      continue;
    }
    min = std::min(min, x);
    sum += x;
    if (argmax < 0 || x > max) {
      max = x;
      argmax = i;
    }
  }
  if (argmax < 0) {
    os << " no finite element (" << nonFinite << " NaN or inf)\n";
    return;
  }
  // The position of the largest element, one index per dimension.
  SmallVector<int64_t> position(literal.getRank());
  for (int64_t dim = literal.getRank() - 1, rest = argmax; dim >= 0; --dim) {
    position[dim] = rest % literal.getShape()[dim];
    rest /= literal.getShape()[dim];
  }
  os << llvm::format(" min %.6g max %.6g mean %.6g", min, max,
                     sum / (literal.getNumElements() - nonFinite))
     << " argmax [";
  llvm::interleave(position, os, ",");
  os << "]";
  if (nonFinite)
    os << ", " << nonFinite << " NaN or inf";
  os << "\n";
}

/// Compares `got` with the expected array; reports the worst element.
bool checkResult(const Literal &got, const Literal &expected, unsigned index,
                 double rtol, double atol) {
  if (got.getShape() != expected.getShape()) {
    llvm::errs() << "xhlo-run: result " << index << " has shape [";
    llvm::interleave(got.getShape(), llvm::errs(), ",");
    llvm::errs() << "], expected [";
    llvm::interleave(expected.getShape(), llvm::errs(), ",");
    llvm::errs() << "]\n";
    return false;
  }
  const auto *a = static_cast<const uint8_t *>(got.data());
  const auto *b = static_cast<const uint8_t *>(expected.data());
  size_t wa = getByteSize(got.getElementType());
  size_t wb = getByteSize(expected.getElementType());
  int64_t worst = -1, mismatches = 0;
  double worstExcess = 0;
  for (int64_t i = 0; i < got.getNumElements(); ++i) {
    for (bool imag : {false, true}) {
      if (imag && !isComplex(got.getElementType()))
        break;
      double x = loadDouble(got.getElementType(), a + i * wa, imag);
      double y = loadDouble(expected.getElementType(), b + i * wb, imag);
      bool ok;
      double excess;
      if (std::isnan(x) || std::isnan(y)) {
        ok = std::isnan(x) && std::isnan(y);
        excess = ok ? 0 : INFINITY;
      } else if (x == y) {
        ok = true;
        excess = 0;
      } else {
        double bound = atol + rtol * std::fabs(y);
        excess = std::fabs(x - y) - bound;
        ok = excess <= 0;
      }
      if (!ok) {
        ++mismatches;
        if (worst < 0 || excess > worstExcess) {
          worst = i;
          worstExcess = excess;
        }
      }
    }
  }
  if (!mismatches)
    return true;
  llvm::errs() << "xhlo-run: result " << index << ": " << mismatches << " of "
               << got.getNumElements()
               << " elements differ beyond rtol=" << rtol << " atol=" << atol
               << "; worst at flat index " << worst << ": got ";
  printElement(llvm::errs(), got.getElementType(), a + worst * wa);
  llvm::errs() << ", expected ";
  printElement(llvm::errs(), expected.getElementType(), b + worst * wb);
  llvm::errs() << "\n";
  return false;
}

//===----------------------------------------------------------------------===//
// Running on a device server
//===----------------------------------------------------------------------===//

/// Reports a device error as xhlo-run's; always fails.
LogicalResult reportDeviceError(llvm::Error error) {
  auto [code, message] = xhlo::runtime::takeDeviceError(std::move(error));
  llvm::errs() << "xhlo-run: error: " << message << " ["
               << xhlo::runtime::getErrorCodeName(code) << "]\n";
  return failure();
}

/// Runs `entry` on the xhlo-server at `url` `repeat` times (the first run
/// resets the random number generator to `seed`, as a fresh local
/// executable starts there), timing each run (execute and read), and
/// returns the results of the last run.
FailureOr<std::vector<RtValue>> runOnServer(ModuleOp module, func::FuncOp entry,
                                            llvm::ArrayRef<RtValue> arguments,
                                            StringRef url, StringRef tokenFile,
                                            double timeout, uint64_t seed,
                                            unsigned repeat,
                                            std::vector<double> &times) {
#if XHLO_ENABLE_GRPC
  using namespace xhlo::runtime;
  if (seed > UINT32_MAX) {
    llvm::errs() << "xhlo-run: error: --seed must fit in 32 bits (XRT's "
                    "rng_seed) with --device="
                 << url << "\n";
    return failure();
  }
  RemoteDeviceOptions options;
  options.timeoutSeconds = timeout;
  options.connectTimeoutSeconds = std::min(timeout, 10.0);
  options.clientName = "xhlo-run";
  if (!tokenFile.empty()) {
    llvm::Expected<std::string> token = readTokenFile(tokenFile);
    if (!token)
      return reportDeviceError(token.takeError());
    options.token = std::move(*token);
  }
  llvm::Expected<std::unique_ptr<Device>> device =
      connectRemoteDevice(url, options);
  if (!device)
    return reportDeviceError(device.takeError());

  // The exporter's entry is the module's hlo.entry: make it ours.
  module->setAttr("hlo.entry", entry.getSymNameAttr());
  FailureOr<xhlo::xla::HloModuleProto> proto = xhlo::exportHloModule(module);
  if (failed(proto))
    return failure();
  llvm::Expected<ExecutableHandle> executable =
      compileHloModule(**device, std::move(*proto));
  if (!executable)
    return reportDeviceError(executable.takeError());
  std::vector<AllocationHandle> handles;
  for (const RtValue &argument : arguments) {
    llvm::Expected<AllocationHandle> handle = (*device)->allocate(argument);
    if (!handle)
      return reportDeviceError(handle.takeError());
    handles.push_back(*handle);
  }
  RtValue result;
  for (unsigned i = 0; i < std::max(1u, repeat); ++i) {
    ExecuteConfig config;
    config.rngSeed = i == 0 ? static_cast<uint32_t>(seed) : 0;
    auto start = std::chrono::steady_clock::now();
    llvm::Expected<std::vector<AllocationHandle>> outputs =
        (*device)->execute(*executable, handles, config);
    if (!outputs)
      return reportDeviceError(outputs.takeError());
    llvm::Expected<RtValue> value =
        (*device)->read(outputs->front(), /*release=*/true);
    if (!value)
      return reportDeviceError(value.takeError());
    auto stop = std::chrono::steady_clock::now();
    times.push_back(
        std::chrono::duration<double, std::milli>(stop - start).count());
    result = std::move(*value);
  }
  // The server's result is one value; a function with other than one
  // result (or hlo.tuple_result) returns its results as a tuple.
  if (entry.getNumResults() != 1 || entry->hasAttr("hlo.tuple_result"))
    return result.getElements();
  return std::vector<RtValue>{std::move(result)};
#else
  llvm::errs() << "xhlo-run: error: --device=" << url
               << " needs gRPC, and this xhlo-run was built without it "
                  "(XHLO_ENABLE_GRPC=OFF)\n";
  return failure();
#endif
}

} // namespace

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
      cl::desc("An argument, once per parameter in order: a .npy file, "
               "'random' (uniform in [-1, 1) for floats, 0..9 for integers), "
               "'random:S' (floats uniform in [-S, S)) or 'zeros'. Missing "
               "ones are zeros."),
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
      "out", cl::desc("Write result_<i>.npy files into this directory"),
      cl::cat(category));
  static cl::list<std::string> expect(
      "expect",
      cl::desc("A .npy file each result must match (once per result, in "
               "order); exits 1 and reports the worst element otherwise"),
      cl::cat(category));
  static cl::opt<double> rtol("rtol",
                              cl::desc("Relative tolerance of --expect"),
                              cl::init(1e-5), cl::cat(category));
  static cl::opt<double> atol("atol",
                              cl::desc("Absolute tolerance of --expect"),
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
               "largest live set of values, and the fused steps"),
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
               "of the fused steps' vectorised approximations (a few ulp)"),
      cl::cat(category));
  static cl::opt<bool> referenceKernels(
      "reference-kernels",
      cl::desc("Run only the straightforward reference kernels, never a "
               "fused step or a library-backed fast path (to compare them)"),
      cl::cat(category));
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
  cl::HideUnrelatedOptions(category);
  cl::ParseCommandLineOptions(
      argc, argv, "xhlo-run: run a program on the CPU interpreter\n");
  bool remote = deviceName != "local";
  if (remote) {
    if (!StringRef(deviceName).starts_with("grpc://")) {
      llvm::errs() << "xhlo-run: error: --device='" << deviceName
                   << "': expected 'local' or grpc://HOST:PORT\n";
      return 1;
    }
    if (profile || !trace.empty() || threads || referenceKernels ||
        preciseMath) {
      llvm::errs() << "xhlo-run: error: --profile, --trace, --threads, "
                      "--reference-kernels and --precise-math are for "
                      "--device=local (a server has its own options)\n";
      return 1;
    }
  }

  DialectRegistry registry;
  registerAllDialects(registry);
  MLIRContext context(registry);
  context.loadDialect<func::FuncDialect, hlo::HloDialect>();

  std::string errorMessage;
  auto file = openInputFile(inputFilename, &errorMessage);
  if (!file) {
    llvm::errs() << "xhlo-run: error: " << errorMessage << "\n";
    return 1;
  }
  InputFormat format = detectFormat(file->getBuffer());
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  OwningOpRef<ModuleOp> module;
  switch (format) {
  case InputFormat::Mlir:
    module = parseSourceFile<ModuleOp>(sourceMgr, &context);
    break;
  case InputFormat::HloText:
    module = importHloText(sourceMgr, &context);
    break;
  case InputFormat::HloProto:
    module = importHloProto(sourceMgr, &context);
    break;
  }
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
  bool host = format == InputFormat::Mlir && isHostProgram(*module);
  if (host && (profile || !trace.empty())) {
    llvm::errs() << "xhlo-run: error: --profile and --trace are for hlo "
                    "programs, not host programs\n";
    return 1;
  }

  ExecutableOptions options;
  options.seed = seed;
  options.recordEvents = profile || !trace.empty();
  options.referenceKernels = referenceKernels;
  options.numThreads = threads;
  options.preciseMath = preciseMath;
  std::unique_ptr<Executable> executable;
  if (!remote && !host) {
    FailureOr<std::unique_ptr<Executable>> compiled =
        Executable::compile(entry, options);
    if (failed(compiled))
      return 1;
    executable = std::move(*compiled);
  }

  ArrayRef<Type> parameterTypes = entry.getArgumentTypes();
  if (args.size() > parameterTypes.size()) {
    llvm::errs() << "xhlo-run: error: " << args.size() << " --arg given, @"
                 << entry.getSymName() << " takes " << parameterTypes.size()
                 << "\n";
    return 1;
  }
  std::mt19937_64 rng(seed);
  std::vector<RtValue> arguments;
  for (auto [index, type] : llvm::enumerate(parameterTypes)) {
    StringRef spec = index < args.size() ? StringRef(args[index]) : "zeros";
    FailureOr<RtValue> argument =
        makeArgument(spec, host ? getHostArgumentType(type) : type, index, rng);
    if (failed(argument))
      return 1;
    arguments.push_back(std::move(*argument));
  }

  std::vector<double> times;
  FailureOr<std::vector<RtValue>> results;
  if (host) {
    HostRunOptions hostOptions;
    hostOptions.device = deviceName;
    hostOptions.tokenFile = tokenFile;
    hostOptions.timeout = timeout;
    hostOptions.local = options;
    hostOptions.offload = offload;
    hostOptions.statistics = xrtStats;
    hostOptions.repeat = repeat;
    results = runHostProgram(*module, entry, arguments, hostOptions, times);
    if (failed(results))
      return 1;
  } else if (remote) {
    results = runOnServer(*module, entry, arguments, deviceName, tokenFile,
                          timeout, seed, repeat, times);
    if (failed(results))
      return 1;
  }
  for (unsigned i = 0; !remote && !host && i < std::max(1u, unsigned(repeat));
       ++i) {
    auto start = std::chrono::steady_clock::now();
    results = executable->run(arguments);
    auto stop = std::chrono::steady_clock::now();
    if (failed(results))
      return 1;
    times.push_back(
        std::chrono::duration<double, std::milli>(stop - start).count());
  }

  if (print)
    for (const RtValue &result : *results) {
      printValue(llvm::outs(), result);
      llvm::outs() << "\n";
    }
  if (summary)
    for (auto [index, result] : llvm::enumerate(*results))
      printSummary(llvm::outs(), result, "result " + std::to_string(index));
  if (repeat > 1 || repeat.getNumOccurrences()) {
    std::sort(times.begin(), times.end());
    llvm::outs() << "time: min " << llvm::format("%.3f", times.front())
                 << " ms, median "
                 << llvm::format("%.3f", times[times.size() / 2]) << " ms over "
                 << times.size() << " runs\n";
  }
  if (profile) {
    // Total time per op name, over the top-level and nested calls alike
    // (a while's time includes its body's ops, listed on their own too).
    llvm::StringMap<std::pair<double, int64_t>> byOp;
    for (const ExecutionEvent &event : executable->getEvents()) {
      auto &entry = byOp[event.name];
      entry.first += event.durationMicros;
      ++entry.second;
    }
    std::vector<std::pair<std::string, std::pair<double, int64_t>>> rows;
    for (auto &entry : byOp)
      rows.push_back({entry.getKey().str(), entry.getValue()});
    llvm::sort(rows, [](const auto &a, const auto &b) {
      return a.second.first > b.second.first;
    });
    llvm::outs() << "top ops by time (last run):\n";
    for (size_t i = 0; i < rows.size() && i < 10; ++i)
      llvm::outs() << llvm::format("  %-28s %10.1f us  %6lld calls\n",
                                   rows[i].first.c_str(), rows[i].second.first,
                                   (long long)rows[i].second.second);
    // Peak against the largest set of values the plan keeps alive at once.
    int64_t peak = executable->getPeakBytes();
    int64_t liveSet = executable->getLiveSetBytes();
    llvm::outs() << "peak buffer bytes: " << peak
                 << " (largest live set of values: " << liveSet << ", ratio "
                 << llvm::format("%.2f", liveSet ? double(peak) / liveSet : 0.0)
                 << ")\n";
    auto [fusedSteps, fusedOps] = executable->getFusionStats();
    llvm::outs() << "fused steps: " << fusedSteps << " (running " << fusedOps
                 << " ops); threads: " << executable->getNumThreads() << "\n";
  }
  if (!trace.empty()) {
    std::error_code ec;
    llvm::raw_fd_ostream os(trace, ec, llvm::sys::fs::OF_Text);
    if (ec) {
      llvm::errs() << "xhlo-run: error: cannot write '" << trace
                   << "': " << ec.message() << "\n";
      return 1;
    }
    // Chrome's trace event format: complete ('X') events, microseconds.
    os << "{\"traceEvents\": [\n";
    bool first = true;
    for (const ExecutionEvent &event : executable->getEvents()) {
      os << (first ? "" : ",\n") << "  {\"name\": \"" << event.name
         << "\", \"ph\": \"X\", \"pid\": 0, \"tid\": " << event.depth
         << ", \"ts\": " << llvm::format("%.3f", event.startMicros)
         << ", \"dur\": " << llvm::format("%.3f", event.durationMicros) << "}";
      first = false;
    }
    os << "\n], \"displayTimeUnit\": \"ns\"}\n";
  }
  if (!outDir.empty()) {
    if (std::error_code ec = llvm::sys::fs::create_directories(outDir)) {
      llvm::errs() << "xhlo-run: error: cannot create '" << outDir
                   << "': " << ec.message() << "\n";
      return 1;
    }
    for (auto [index, result] : llvm::enumerate(*results)) {
      if (!result.isArray()) {
        llvm::errs() << "xhlo-run: error: result " << index
                     << " is not an array and cannot be written as .npy\n";
        return 1;
      }
      llvm::SmallString<128> path(outDir.getValue());
      llvm::sys::path::append(path, "result_" + std::to_string(index) + ".npy");
      if (llvm::Error error = writeNpy(result.getArray(), path)) {
        llvm::errs() << "xhlo-run: error: " << llvm::toString(std::move(error))
                     << "\n";
        return 1;
      }
    }
  }
  if (!expect.empty()) {
    if (expect.size() != results->size()) {
      llvm::errs() << "xhlo-run: error: " << expect.size()
                   << " --expect given for " << results->size() << " results\n";
      return 1;
    }
    bool ok = true;
    for (auto [index, result] : llvm::enumerate(*results)) {
      llvm::Expected<Literal> expected = readNpy(expect[index]);
      if (!expected) {
        llvm::errs() << "xhlo-run: error: "
                     << llvm::toString(expected.takeError()) << "\n";
        return 1;
      }
      if (!result.isArray()) {
        llvm::errs() << "xhlo-run: error: result " << index
                     << " is not an array\n";
        return 1;
      }
      ok &= checkResult(result.getArray(), *expected, index, rtol, atol);
    }
    if (!ok)
      return 1;
  }
  return 0;
}
