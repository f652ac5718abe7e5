//===- AutodiffGradCheckTest.cpp - Gradients against finite differences ---===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The numerical gradient check of hlo-autodiff (issue 13, item 2), in
// process. Each case is MLIR text holding a function @f whose first result
// is a 0-d f64 loss and a gradient request @f_grad. The harness parses it,
// differentiates it (through xhlo-linalg-to-hlo for linalg/scf/tensor
// input, which runs hlo-autodiff last; with differentiateModule for hlo
// input), compiles @f and @f_grad with the interpreter, runs @f_grad on
// random f64 inputs (fixed seed), checks that its first results are @f's,
// and compares each gradient element with the central difference
// (f(x + h e_i) - f(x - h e_i)) / 2h. Large arguments are checked on a
// random subset of their elements.
//
// The elementwise and structural cases sum their outputs with constant,
// distinct weights using only reshape, slice, multiply and add (`@wsum`
// below), so that they depend on no rule but the ones they test. A few
// cases also compare with derivatives computed by hand; the comparison is
// shown to catch a gradient 1% off; ops hlo-autodiff declines must fail
// with a located error. XHLO_GRADCHECK_VERBOSE=1 prints, per case, the
// worst error over its tolerance.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/Pipelines.h"
#include "xhlo/Dialect/Hlo/IR/HloOps.h"
#include "xhlo/Dialect/Hlo/Transforms/Autodiff.h"
#include "xhlo/InitAll/InitAll.h"
#include "xhlo/Interpreter/Executable.h"
#include "xhlo/Values/Literal.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <map>
#include <random>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

using namespace xhlo;
using namespace xhlo::interp;

namespace {

//===----------------------------------------------------------------------===//
// The comparison
//===----------------------------------------------------------------------===//

/// Whether the analytic gradient element `analytic` agrees with the central
/// difference `numeric`: |a - n| <= atol + rtol * max(|a|, |n|), both
/// finite.
bool gradientMatches(double analytic, double numeric, double rtol,
                     double atol) {
  if (!std::isfinite(analytic) || !std::isfinite(numeric))
    return false;
  return std::abs(analytic - numeric) <=
         atol + rtol * std::max(std::abs(analytic), std::abs(numeric));
}

//===----------------------------------------------------------------------===//
// Cases
//===----------------------------------------------------------------------===//

/// How the harness makes one argument of @f.
struct ArgSpec {
  /// Random f64 elements, uniform in [lo, hi], each negated with
  /// probability 1/2 when `randomSign` (ranges away from zero on both
  /// sides).
  double lo = -2.0, hi = 2.0;
  bool randomSign = false;
  /// Given f64 elements (all of them), instead of random ones.
  std::vector<double> values;
  /// Given integer (or pred) elements: integer arguments need them.
  std::vector<int64_t> ints;
};

/// One gradient check.
struct GradCase {
  std::string name;
  std::string source;
  /// The input is linalg/scf/tensor/arith/math: run xhlo-linalg-to-hlo.
  bool linalg = false;
  std::map<unsigned, ArgSpec> args;
  double rtol = 1e-6, atol = 1e-8;
  /// The difference step, relative: h = step * max(1, |x|).
  double step = 1e-6;

  GradCase(std::string name, std::string source)
      : name(std::move(name)), source(std::move(source)) {}
  GradCase &convertFirst() {
    linalg = true;
    return *this;
  }
  GradCase &range(unsigned arg, double lo, double hi, bool randomSign = false) {
    args[arg].lo = lo;
    args[arg].hi = hi;
    args[arg].randomSign = randomSign;
    return *this;
  }
  GradCase &values(unsigned arg, std::vector<double> v) {
    args[arg].values = std::move(v);
    return *this;
  }
  GradCase &ints(unsigned arg, std::vector<int64_t> v) {
    args[arg].ints = std::move(v);
    return *this;
  }
  GradCase &tolerance(double r, double a) {
    rtol = r;
    atol = a;
    return *this;
  }
  GradCase &withStep(double h) {
    step = h;
    return *this;
  }
};

/// gtest prints parameters; keep it to the name.
void PrintTo(const GradCase &c, std::ostream *os) { *os << c.name; }

//===----------------------------------------------------------------------===//
// Source helpers
//===----------------------------------------------------------------------===//

std::vector<int64_t> parseShape(const std::string &text) {
  std::vector<int64_t> shape;
  if (text.empty())
    return shape;
  for (llvm::StringRef part : llvm::split(llvm::StringRef(text), 'x'))
    shape.push_back(std::stoll(part.str()));
  return shape;
}

int64_t numElementsOf(llvm::ArrayRef<int64_t> shape) {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

/// The weight of element k in `@wsum` (distinct, both signs, not small).
double sumWeight(int64_t k) {
  return (k % 2 ? -1.0 : 1.0) * (0.5 + 0.125 * static_cast<double>(k % 11));
}

std::string formatDouble(double v) {
  std::ostringstream os;
  os.precision(17);
  os << std::scientific << v;
  return os.str();
}

/// Expands the lines `%out = @wsum %v : 2x3` (the sum of %v's elements, a
/// tensor<2x3xf64>, weighted by sumWeight of their row-major index) and
/// `%out = @sum %v : 2x3` (weights 1) into hlo ops: reshape to 1-d,
/// multiply, one slice per element and adds. No reduce, so that the
/// elementwise and shape cases need no reduction rule.
std::string expandSums(const std::string &source) {
  static const std::regex line(
      R"(^(\s*)(%[A-Za-z0-9_]+) = @(w?sum) (%[A-Za-z0-9_#]+) : ([0-9x]+)\s*$)");
  std::istringstream in(source);
  std::string result, text;
  unsigned counter = 0;
  while (std::getline(in, text)) {
    std::smatch m;
    if (!std::regex_match(text, m, line)) {
      result += text + "\n";
      continue;
    }
    std::string indent = m[1], out = m[2], kind = m[3], value = m[4],
                shapeText = m[5];
    std::vector<int64_t> shape = parseShape(shapeText);
    int64_t n = numElementsOf(shape);
    std::string p = "%sum" + std::to_string(counter++) + "_";
    std::string type = "tensor<" + shapeText + "xf64>";
    std::string flat = "tensor<" + std::to_string(n) + "xf64>";
    std::string cur = p + "flat";
    result += indent + cur + " = hlo.reshape " + value + " : (" + type +
              ") -> " + flat + "\n";
    if (kind == "wsum") {
      std::string weights;
      for (int64_t k = 0; k < n; ++k)
        weights += (k ? ", " : "") + formatDouble(sumWeight(k));
      result += indent + p + "w = hlo.constant dense<[" + weights +
                "]> : " + flat + "\n";
      result += indent + p + "m = hlo.multiply " + cur + ", " + p +
                "w : " + flat + "\n";
      cur = p + "m";
    }
    std::string acc;
    for (int64_t k = 0; k < n; ++k) {
      std::string s = p + "s" + std::to_string(k);
      result += indent + s + " = hlo.slice " + cur + ", slice = [" +
                std::to_string(k) + ":" + std::to_string(k + 1) + "] : (" +
                flat + ") -> tensor<1xf64>\n";
      if (acc.empty()) {
        acc = s;
        continue;
      }
      std::string a = p + "a" + std::to_string(k);
      result +=
          indent + a + " = hlo.add " + acc + ", " + s + " : tensor<1xf64>\n";
      acc = a;
    }
    result += indent + out + " = hlo.reshape " + acc +
              " : (tensor<1xf64>) -> tensor<f64>\n";
  }
  return result;
}

/// The request `@f_grad` for a function of `argTypes` returning only the
/// loss, with respect to `wrt`.
std::string request(const std::vector<std::string> &argTypes,
                    const std::vector<int64_t> &wrt) {
  std::string args, results = "tensor<f64>", list;
  for (size_t i = 0; i < argTypes.size(); ++i)
    args += (i ? ", " : "") + std::string("%a") + std::to_string(i) + ": " +
            argTypes[i];
  for (size_t i = 0; i < wrt.size(); ++i) {
    results += ", " + argTypes[wrt[i]];
    list += (i ? ", " : "") + std::to_string(wrt[i]);
  }
  return "func.func private @f_grad(" + args + ") -> (" + results +
         ") attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: " + list +
         ">}\n";
}

/// loss = wsum(OP(x)) for x: tensor<2x3xf64>.
std::string unarySource(const std::string &op) {
  return "func.func @f(%x: tensor<2x3xf64>) -> tensor<f64> {\n"
         "  %y = " +
         op +
         " %x : tensor<2x3xf64>\n"
         "  %loss = @wsum %y : 2x3\n"
         "  return %loss : tensor<f64>\n"
         "}\n" +
         request({"tensor<2x3xf64>"}, {0});
}

/// loss = wsum(OP(x, y)) for x, y: tensor<2x3xf64>.
std::string binarySource(const std::string &op) {
  return "func.func @f(%x: tensor<2x3xf64>, %y: tensor<2x3xf64>) -> "
         "tensor<f64> {\n"
         "  %z = " +
         op +
         " %x, %y : tensor<2x3xf64>\n"
         "  %loss = @wsum %z : 2x3\n"
         "  return %loss : tensor<f64>\n"
         "}\n" +
         request({"tensor<2x3xf64>", "tensor<2x3xf64>"}, {0, 1});
}

//===----------------------------------------------------------------------===//
// The harness
//===----------------------------------------------------------------------===//

/// What a check computed, for the hand-derived comparisons.
struct GradRun {
  bool ok = false;
  /// @f's arguments.
  std::vector<RtValue> inputs;
  /// The differentiated arguments and their gradients (from @f_grad).
  std::vector<int64_t> wrt;
  std::vector<std::vector<double>> gradients;
  /// The loss.
  double loss = 0.0;
};

/// Prints `index` of an array of `shape` as [i, j, ...].
std::string formatIndex(int64_t flat, llvm::ArrayRef<int64_t> shape) {
  std::vector<int64_t> index(shape.size());
  for (int64_t d = static_cast<int64_t>(shape.size()) - 1; d >= 0; --d) {
    index[d] = flat % shape[d];
    flat /= shape[d];
  }
  std::string s = "[";
  for (size_t i = 0; i < index.size(); ++i)
    s += (i ? ", " : "") + std::to_string(index[i]);
  return s + "]";
}

/// The elements of an f32/f64 array as doubles.
std::vector<double> toDoubles(const Literal &literal) {
  std::vector<double> v(literal.getNumElements());
  if (literal.getElementType() == ElementType::F64) {
    std::memcpy(v.data(), literal.data(), v.size() * sizeof(double));
  } else if (literal.getElementType() == ElementType::F32) {
    for (size_t i = 0; i < v.size(); ++i)
      v[i] = literal.as<float>()[i];
  }
  return v;
}

class GradientChecker {
public:
  GradientChecker() {
    mlir::DialectRegistry registry;
    registerAllDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
    // Diagnostics name the op; the whole op (a function, for the request)
    // would bury them.
    context.printOpOnDiagnostic(false);
  }

  /// Runs the whole check of `c`, reporting failures with ADD_FAILURE.
  GradRun check(const GradCase &c) {
    GradRun run;
    std::string source = expandSums(c.source);
    if (!prepare(c, source))
      return run;

    // Inputs.
    std::mt19937_64 rng(0x5eed0000u + 13);
    mlir::FunctionType fType = fFunc.getFunctionType();
    for (unsigned i = 0; i < fType.getNumInputs(); ++i) {
      std::optional<Literal> literal = makeInput(c, i, fType.getInput(i), rng);
      if (!literal)
        return run;
      run.inputs.emplace_back(std::move(*literal));
    }

    // @f and @f_grad.
    mlir::FailureOr<std::vector<RtValue>> fResults =
        runFunction(*fExe, run.inputs);
    if (mlir::failed(fResults)) {
      ADD_FAILURE() << c.name << ": @f failed to run: " << takeDiagnostics();
      return run;
    }
    mlir::FailureOr<std::vector<RtValue>> gResults =
        runFunction(*gradExe, run.inputs);
    if (mlir::failed(gResults)) {
      ADD_FAILURE() << c.name
                    << ": @f_grad failed to run: " << takeDiagnostics();
      return run;
    }
    size_t numF = fResults->size();
    if (gResults->size() != numF + wrt.size()) {
      ADD_FAILURE() << c.name << ": @f_grad returned " << gResults->size()
                    << " values, expected " << numF + wrt.size();
      return run;
    }
    run.loss = lossOf((*fResults)[0]);

    // The forward results of @f_grad are @f's.
    for (size_t r = 0; r < numF; ++r) {
      const RtValue &a = (*fResults)[r], &b = (*gResults)[r];
      if (!a.isArray() || !b.isArray())
        continue;
      const Literal &la = a.getArray(), &lb = b.getArray();
      if (la.getElementType() != lb.getElementType() ||
          la.getShape() != lb.getShape()) {
        ADD_FAILURE() << c.name << ": result " << r
                      << " of @f_grad has another type than @f's";
        continue;
      }
      if (la.getElementType() == ElementType::F64 ||
          la.getElementType() == ElementType::F32) {
        std::vector<double> va = toDoubles(la), vb = toDoubles(lb);
        for (size_t k = 0; k < va.size(); ++k)
          if (!gradientMatches(vb[k], va[k], 1e-12, 1e-14)) {
            ADD_FAILURE() << c.name << ": result " << r << " element "
                          << formatIndex(k, la.getShape()) << " of @f_grad is "
                          << formatDouble(vb[k]) << ", @f's is "
                          << formatDouble(va[k]);
            break;
          }
      } else if (!la.isBitwiseEqual(lb)) {
        ADD_FAILURE() << c.name << ": result " << r
                      << " of @f_grad differs from @f's";
      }
    }

    // Each gradient against central differences.
    run.wrt = wrt;
    double worst = 0.0;
    unsigned checked = 0;
    for (size_t w = 0; w < wrt.size(); ++w) {
      unsigned arg = wrt[w];
      const RtValue &gradValue = (*gResults)[numF + w];
      const Literal &x = run.inputs[arg].getArray();
      if (!gradValue.isArray() ||
          gradValue.getArray().getShape() != x.getShape()) {
        ADD_FAILURE() << c.name << ": the gradient of argument " << arg
                      << " does not have the argument's shape";
        run.gradients.emplace_back();
        continue;
      }
      std::vector<double> analytic = toDoubles(gradValue.getArray());
      run.gradients.push_back(analytic);
      std::vector<int64_t> elements = pickElements(x.getNumElements(), rng);
      unsigned failures = 0;
      for (int64_t e : elements) {
        std::optional<double> numeric =
            centralDifference(c, run.inputs, arg, e);
        if (!numeric)
          return run;
        double scale = c.atol + c.rtol * std::max(std::abs(analytic[e]),
                                                  std::abs(*numeric));
        worst = std::max(worst, std::abs(analytic[e] - *numeric) / scale);
        ++checked;
        if (gradientMatches(analytic[e], *numeric, c.rtol, c.atol))
          continue;
        if (++failures <= 6)
          ADD_FAILURE() << c.name << ": d loss / d arg" << arg
                        << formatIndex(e, x.getShape())
                        << " at x = " << formatDouble(toDoubles(x)[e])
                        << ": analytic " << formatDouble(analytic[e])
                        << ", numeric " << formatDouble(*numeric) << " (rtol "
                        << c.rtol << ", atol " << c.atol << ")";
      }
      if (failures > 6)
        ADD_FAILURE() << c.name << ": arg" << arg << ": " << failures << " of "
                      << elements.size() << " checked elements differ";
    }
    // XHLO_GRADCHECK_VERBOSE=1 prints how close each case came to its
    // tolerance (1 is the limit).
    if (std::getenv("XHLO_GRADCHECK_VERBOSE"))
      llvm::errs() << "gradcheck " << c.name << ": " << checked
                   << " elements, worst error / tolerance " << worst << "\n";
    run.ok = true;
    return run;
  }

  /// The generated module (after prepare), for messages.
  std::string printModule() {
    std::string text;
    llvm::raw_string_ostream os(text);
    module->print(os);
    return text;
  }

private:
  /// Parses, differentiates and compiles; fails the test with the
  /// diagnostics when any step fails.
  bool prepare(const GradCase &c, const std::string &source) {
    mlir::ScopedDiagnosticHandler handler(&context, [&](mlir::Diagnostic &d) {
      collect(d);
      return mlir::success();
    });
    module = mlir::parseSourceString<mlir::ModuleOp>(source, &context);
    if (!module) {
      ADD_FAILURE() << c.name << ": cannot parse:\n"
                    << takeDiagnostics() << "\n"
                    << source;
      return false;
    }
    auto request = module->lookupSymbol<mlir::func::FuncOp>("f_grad");
    if (!request || !module->lookupSymbol<mlir::func::FuncOp>("f")) {
      ADD_FAILURE() << c.name << ": the case needs @f and @f_grad";
      return false;
    }
    // The differentiated arguments, from the request (every float argument
    // without xhlo.wrt).
    wrt.clear();
    if (auto list = request->getAttrOfType<mlir::DenseI64ArrayAttr>(
            hlo::kWrtAttrName)) {
      wrt.assign(list.asArrayRef().begin(), list.asArrayRef().end());
    } else {
      for (auto [i, type] : llvm::enumerate(request.getArgumentTypes()))
        if (auto t = mlir::dyn_cast<mlir::RankedTensorType>(type))
          if (mlir::isa<mlir::FloatType>(t.getElementType()))
            wrt.push_back(i);
    }

    if (c.linalg) {
      mlir::PassManager pm(&context);
      buildLinalgToHloPipeline(pm, LinalgToHloPipelineOptions());
      if (mlir::failed(pm.run(*module))) {
        ADD_FAILURE() << c.name << ": xhlo-linalg-to-hlo failed:\n"
                      << takeDiagnostics();
        return false;
      }
    }
    // The pipeline differentiates the requests itself; hlo input (and a
    // pipeline that did not) gets differentiateModule.
    if (hlo::hasGradientRequests(*module) &&
        mlir::failed(hlo::differentiateModule(*module))) {
      ADD_FAILURE() << c.name << ": differentiation failed:\n"
                    << takeDiagnostics();
      return false;
    }
    if (mlir::failed(mlir::verify(*module))) {
      ADD_FAILURE() << c.name
                    << ": the differentiated module does not verify:\n"
                    << takeDiagnostics() << "\n"
                    << printModule();
      return false;
    }
    fFunc = module->lookupSymbol<mlir::func::FuncOp>("f");
    gradFunc = module->lookupSymbol<mlir::func::FuncOp>("f_grad");
    if (!fFunc || !gradFunc || gradFunc.isExternal()) {
      ADD_FAILURE() << c.name << ": @f_grad has no body after differentiation";
      return false;
    }
    ExecutableOptions options;
    options.numThreads = 1;
    mlir::FailureOr<std::unique_ptr<Executable>> f =
        Executable::compile(fFunc, options);
    mlir::FailureOr<std::unique_ptr<Executable>> g =
        Executable::compile(gradFunc, options);
    if (mlir::failed(f) || mlir::failed(g)) {
      ADD_FAILURE() << c.name << ": cannot compile:\n"
                    << takeDiagnostics() << "\n"
                    << printModule();
      return false;
    }
    fExe = std::move(*f);
    gradExe = std::move(*g);
    return true;
  }

  /// A random (or given) argument `index` of type `type`.
  std::optional<Literal> makeInput(const GradCase &c, unsigned index,
                                   mlir::Type type, std::mt19937_64 &rng) {
    auto tensor = mlir::dyn_cast<mlir::RankedTensorType>(type);
    std::optional<ElementType> element =
        tensor ? getElementTypeFromMlir(tensor.getElementType()) : std::nullopt;
    if (!element) {
      ADD_FAILURE() << c.name << ": argument " << index
                    << " is not an array the harness can make";
      return std::nullopt;
    }
    ArgSpec spec;
    if (auto it = c.args.find(index); it != c.args.end())
      spec = it->second;
    Literal literal(*element, tensor.getShape());
    int64_t n = literal.getNumElements();
    if (*element == ElementType::F64) {
      if (!spec.values.empty() &&
          static_cast<int64_t>(spec.values.size()) != n) {
        ADD_FAILURE() << c.name << ": argument " << index << " needs " << n
                      << " values";
        return std::nullopt;
      }
      double *data = literal.as<double>();
      for (int64_t k = 0; k < n; ++k) {
        if (!spec.values.empty()) {
          data[k] = spec.values[k];
          continue;
        }
        double u = static_cast<double>(rng() >> 11) * 0x1.0p-53;
        double v = spec.lo + (spec.hi - spec.lo) * u;
        if (spec.randomSign && (rng() & 1))
          v = -v;
        data[k] = v;
      }
      return literal;
    }
    if (static_cast<int64_t>(spec.ints.size()) != n) {
      ADD_FAILURE() << c.name << ": argument " << index << " ("
                    << getElementTypeName(*element).str() << ") needs " << n
                    << " explicit integer values";
      return std::nullopt;
    }
    for (int64_t k = 0; k < n; ++k) {
      int64_t v = spec.ints[k];
      switch (*element) {
      case ElementType::Pred:
        literal.as<uint8_t>()[k] = v != 0;
        break;
      case ElementType::S8:
        literal.as<int8_t>()[k] = v;
        break;
      case ElementType::S16:
        literal.as<int16_t>()[k] = v;
        break;
      case ElementType::S32:
        literal.as<int32_t>()[k] = v;
        break;
      case ElementType::S64:
        literal.as<int64_t>()[k] = v;
        break;
      case ElementType::U8:
        literal.as<uint8_t>()[k] = v;
        break;
      case ElementType::U16:
        literal.as<uint16_t>()[k] = v;
        break;
      case ElementType::U32:
        literal.as<uint32_t>()[k] = v;
        break;
      case ElementType::U64:
        literal.as<uint64_t>()[k] = v;
        break;
      default:
        ADD_FAILURE() << c.name << ": argument " << index << " has type "
                      << getElementTypeName(*element).str()
                      << ", which the harness cannot make";
        return std::nullopt;
      }
    }
    return literal;
  }

  /// Every element of a small array; 40 random distinct ones of a larger
  /// one.
  std::vector<int64_t> pickElements(int64_t n, std::mt19937_64 &rng) {
    std::vector<int64_t> all(n);
    for (int64_t k = 0; k < n; ++k)
      all[k] = k;
    if (n <= 48)
      return all;
    for (int64_t k = 0; k < 40; ++k)
      std::swap(all[k], all[k + rng() % (n - k)]);
    all.resize(40);
    std::sort(all.begin(), all.end());
    return all;
  }

  /// (f(x + h e) - f(x - h e)) / 2h for element `e` of argument `arg`.
  std::optional<double> centralDifference(const GradCase &c,
                                          const std::vector<RtValue> &inputs,
                                          unsigned arg, int64_t e) {
    const Literal &x = inputs[arg].getArray();
    double x0 = x.as<double>()[e];
    double h = c.step * std::max(1.0, std::abs(x0));
    double values[2];
    for (int side = 0; side < 2; ++side) {
      Literal shifted = x.clone();
      // (x0 + h) - x0 is the step actually taken.
      shifted.as<double>()[e] = side == 0 ? x0 + h : x0 - h;
      std::vector<RtValue> args;
      for (unsigned i = 0; i < inputs.size(); ++i)
        args.push_back(i == arg ? RtValue(shifted.clone()) : inputs[i]);
      mlir::FailureOr<std::vector<RtValue>> results = runFunction(*fExe, args);
      if (mlir::failed(results)) {
        ADD_FAILURE() << c.name << ": @f failed to run: " << takeDiagnostics();
        return std::nullopt;
      }
      values[side] = lossOf((*results)[0]);
    }
    double up = (x0 + h) - x0, down = x0 - (x0 - h);
    return (values[0] - values[1]) / (up + down);
  }

  double lossOf(const RtValue &value) {
    if (!value.isArray() || value.getArray().getNumElements() != 1)
      return NAN;
    return toDoubles(value.getArray())[0];
  }

  mlir::FailureOr<std::vector<RtValue>>
  runFunction(Executable &exe, llvm::ArrayRef<RtValue> args) {
    mlir::ScopedDiagnosticHandler handler(&context, [&](mlir::Diagnostic &d) {
      collect(d);
      return mlir::success();
    });
    return exe.run(args);
  }

  void collect(mlir::Diagnostic &d) {
    std::string text;
    llvm::raw_string_ostream os(text);
    os << d.getLocation() << ": " << d.str();
    for (mlir::Diagnostic &note : d.getNotes())
      os << "\n  note: " << note.getLocation() << ": " << note.str();
    diagnostics += text + "\n";
  }

  std::string takeDiagnostics() {
    std::string result;
    std::swap(result, diagnostics);
    return result;
  }

  mlir::MLIRContext context;
  mlir::OwningOpRef<mlir::ModuleOp> module;
  mlir::func::FuncOp fFunc, gradFunc;
  std::unique_ptr<Executable> fExe, gradExe;
  std::vector<int64_t> wrt;
  std::string diagnostics;
};

//===----------------------------------------------------------------------===//
// The cases
//===----------------------------------------------------------------------===//

/// f2(x) = sum(d/dx sum(tanh(tanh(x)))): a request of a function that
/// calls a request.
GradCase secondDerivativeCase() {
  return GradCase("SecondDerivativeTanhTanh", R"mlir(
func.func @g(%x: tensor<4xf64>) -> tensor<f64> {
  %t = hlo.tanh %x : tensor<4xf64>
  %u = hlo.tanh %t : tensor<4xf64>
  %l = @sum %u : 4
  return %l : tensor<f64>
}
func.func private @g_grad(%x: tensor<4xf64>) -> (tensor<f64>, tensor<4xf64>) attributes {xhlo.gradient_of = @g, xhlo.wrt = array<i64: 0>}
func.func @f(%x: tensor<4xf64>) -> tensor<f64> {
  %r:2 = hlo.call @g_grad(%x) : (tensor<4xf64>) -> (tensor<f64>, tensor<4xf64>)
  %loss = @sum %r#1 : 4
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<4xf64>) -> (tensor<f64>, tensor<4xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}
)mlir");
}

std::vector<GradCase> elementwiseCases() {
  std::vector<GradCase> cases;
  cases.emplace_back("Add", binarySource("hlo.add"));
  cases.emplace_back("Subtract", binarySource("hlo.subtract"));
  cases.emplace_back("Multiply", binarySource("hlo.multiply"));
  cases.push_back(
      GradCase("Divide", binarySource("hlo.divide")).range(1, 0.5, 2.0, true));
  cases.emplace_back("Negate", unarySource("hlo.negate"));
  // Away from the kink at 0.
  cases.push_back(
      GradCase("Abs", unarySource("hlo.abs")).range(0, 0.2, 2.0, true));
  cases.push_back(
      GradCase("Sign", unarySource("hlo.sign")).range(0, 0.2, 2.0, true));
  cases.emplace_back("Exponential", unarySource("hlo.exponential"));
  cases.emplace_back("ExponentialMinusOne",
                     unarySource("hlo.exponential_minus_one"));
  cases.push_back(GradCase("Log", unarySource("hlo.log")).range(0, 0.3, 3.0));
  cases.push_back(GradCase("LogPlusOne", unarySource("hlo.log_plus_one"))
                      .range(0, -0.6, 2.0));
  cases.emplace_back("Logistic", unarySource("hlo.logistic"));
  cases.emplace_back("Tanh", unarySource("hlo.tanh"));
  cases.push_back(GradCase("Sqrt", unarySource("hlo.sqrt")).range(0, 0.3, 3.0));
  cases.push_back(
      GradCase("Rsqrt", unarySource("hlo.rsqrt")).range(0, 0.3, 3.0));
  cases.push_back(
      GradCase("Cbrt", unarySource("hlo.cbrt")).range(0, 0.3, 3.0, true));
  cases.push_back(GradCase("Power", binarySource("hlo.power"))
                      .range(0, 0.5, 2.0)
                      .range(1, -2.0, 2.0));
  cases.emplace_back("Sine", unarySource("hlo.sine"));
  cases.emplace_back("Cosine", unarySource("hlo.cosine"));
  cases.push_back(GradCase("Tan", unarySource("hlo.tan")).range(0, -1.2, 1.2));
  // Away from the origin and the branch cut.
  cases.push_back(GradCase("Atan2", binarySource("hlo.atan2"))
                      .range(0, 0.3, 2.0, true)
                      .range(1, 0.3, 2.0, true));
  cases.emplace_back("Maximum", binarySource("hlo.maximum"));
  cases.emplace_back("Minimum", binarySource("hlo.minimum"));
  // Ties: central differences give the half split too, (h - 0) / 2h.
  cases.push_back(GradCase("MaximumTies", binarySource("hlo.maximum"))
                      .values(0, {1.0, -0.5, 2.0, 0.25, 3.0, -1.5})
                      .values(1, {1.0, 0.5, 2.0, -0.25, 3.0, -2.5}));
  cases.push_back(GradCase("MinimumTies", binarySource("hlo.minimum"))
                      .values(0, {1.0, -0.5, 2.0, 0.25, 3.0, -1.5})
                      .values(1, {1.0, 0.5, 2.0, -0.25, 3.0, -2.5}));
  cases.push_back(GradCase("Clamp", R"mlir(
func.func @f(%lo: tensor<f64>, %x: tensor<2x3xf64>, %hi: tensor<2x3xf64>) -> tensor<f64> {
  %c = hlo.clamp %lo, %x, %hi : (tensor<f64>, tensor<2x3xf64>, tensor<2x3xf64>)
  %s = hlo.multiply %c, %x : tensor<2x3xf64>
  %loss = @wsum %s : 2x3
  return %loss : tensor<f64>
}
func.func private @f_grad(%lo: tensor<f64>, %x: tensor<2x3xf64>, %hi: tensor<2x3xf64>) -> (tensor<f64>, tensor<f64>, tensor<2x3xf64>, tensor<2x3xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1, 2>}
)mlir")
                      .values(0, {-0.6})
                      .values(1, {-1.5, -0.2, 0.1, 1.7, 0.4, -0.9})
                      .range(2, 0.3, 1.0));
  cases.push_back(GradCase("Select", R"mlir(
func.func @f(%p: tensor<2x3xi1>, %x: tensor<2x3xf64>, %y: tensor<2x3xf64>) -> tensor<f64> {
  %s = hlo.select %p, %x, %y : tensor<2x3xi1>, tensor<2x3xf64>
  %t = hlo.multiply %s, %x : tensor<2x3xf64>
  %loss = @wsum %t : 2x3
  return %loss : tensor<f64>
}
func.func private @f_grad(%p: tensor<2x3xi1>, %x: tensor<2x3xf64>, %y: tensor<2x3xf64>) -> (tensor<f64>, tensor<2x3xf64>, tensor<2x3xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 1, 2>}
)mlir")
                      .ints(0, {1, 0, 0, 1, 1, 0}));
  // The loss goes through f32: its rounding (~6e-8 relative) over a step
  // of 1e-3 makes the central difference good to ~1e-4 only.
  cases.push_back(GradCase("ConvertThroughF32", R"mlir(
func.func @f(%x: tensor<2x3xf64>) -> tensor<f64> {
  %a = hlo.multiply %x, %x : tensor<2x3xf64>
  %b = hlo.convert %a : (tensor<2x3xf64>) -> tensor<2x3xf32>
  %c = hlo.sine %b : tensor<2x3xf32>
  %d = hlo.convert %c : (tensor<2x3xf32>) -> tensor<2x3xf64>
  %loss = @wsum %d : 2x3
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<2x3xf64>) -> (tensor<f64>, tensor<2x3xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}
)mlir")
                      .withStep(1e-3)
                      .tolerance(2e-3, 5e-4));
  return cases;
}

std::vector<GradCase> structuralCases() {
  std::vector<GradCase> cases;
  cases.emplace_back("Broadcast", R"mlir(
func.func @f(%x: tensor<3xf64>, %m: tensor<2x3xf64>, %s: tensor<f64>) -> tensor<f64> {
  %b = hlo.broadcast %x, dimensions = [1] : (tensor<3xf64>) -> tensor<2x3xf64>
  %c = hlo.broadcast %m, dimensions = [2, 0] : (tensor<2x3xf64>) -> tensor<3x4x2xf64>
  %d = hlo.broadcast %s, dimensions = [] : (tensor<f64>) -> tensor<2x3xf64>
  %p = hlo.multiply %b, %m : tensor<2x3xf64>
  %q = hlo.multiply %c, %c : tensor<3x4x2xf64>
  %r = hlo.multiply %d, %p : tensor<2x3xf64>
  %l1 = @wsum %r : 2x3
  %l2 = @wsum %q : 3x4x2
  %loss = hlo.add %l1, %l2 : tensor<f64>
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<3xf64>, %m: tensor<2x3xf64>, %s: tensor<f64>) -> (tensor<f64>, tensor<3xf64>, tensor<2x3xf64>, tensor<f64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1, 2>}
)mlir");
  cases.emplace_back("Reshape", R"mlir(
func.func @f(%x: tensor<2x3xf64>) -> tensor<f64> {
  %r = hlo.reshape %x : (tensor<2x3xf64>) -> tensor<3x1x2xf64>
  %t = hlo.tanh %r : tensor<3x1x2xf64>
  %loss = @wsum %t : 3x1x2
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<2x3xf64>) -> (tensor<f64>, tensor<2x3xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}
)mlir");
  cases.emplace_back("Transpose", R"mlir(
func.func @f(%x: tensor<2x3x4xf64>) -> tensor<f64> {
  %t = hlo.transpose %x, dimensions = [2, 0, 1] : (tensor<2x3x4xf64>) -> tensor<4x2x3xf64>
  %s = hlo.sine %t : tensor<4x2x3xf64>
  %loss = @wsum %s : 4x2x3
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<2x3x4xf64>) -> (tensor<f64>, tensor<2x3x4xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}
)mlir");
  cases.emplace_back("SliceStrided", R"mlir(
func.func @f(%x: tensor<4x6xf64>) -> tensor<f64> {
  %a = hlo.slice %x, slice = [1:4:2, 0:6:3] : (tensor<4x6xf64>) -> tensor<2x2xf64>
  %b = hlo.slice %x, slice = [0:3, 2:5] : (tensor<4x6xf64>) -> tensor<3x3xf64>
  %sa = hlo.sine %a : tensor<2x2xf64>
  %sb = hlo.multiply %b, %b : tensor<3x3xf64>
  %l1 = @wsum %sa : 2x2
  %l2 = @wsum %sb : 3x3
  %loss = hlo.add %l1, %l2 : tensor<f64>
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<4x6xf64>) -> (tensor<f64>, tensor<4x6xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}
)mlir");
  // The second start (3, -1) is clamped to (2, 0).
  cases.push_back(GradCase("DynamicSlice", R"mlir(
func.func @f(%x: tensor<4x6xf64>, %i: tensor<i32>, %j: tensor<i32>, %k: tensor<i32>, %l: tensor<i32>) -> tensor<f64> {
  %a = hlo.dynamic_slice %x[%i, %j] dynamic_slice_sizes = [2, 3] : tensor<4x6xf64>, tensor<i32>
  %b = hlo.dynamic_slice %x[%k, %l] dynamic_slice_sizes = [2, 3] : tensor<4x6xf64>, tensor<i32>
  %sa = hlo.multiply %a, %a : tensor<2x3xf64>
  %sb = hlo.sine %b : tensor<2x3xf64>
  %l1 = @wsum %sa : 2x3
  %l2 = @wsum %sb : 2x3
  %loss = hlo.add %l1, %l2 : tensor<f64>
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<4x6xf64>, %i: tensor<i32>, %j: tensor<i32>, %k: tensor<i32>, %l: tensor<i32>) -> (tensor<f64>, tensor<4x6xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}
)mlir")
                      .ints(1, {1})
                      .ints(2, {2})
                      .ints(3, {3})
                      .ints(4, {-1}));
  // The second start (3, 5) is clamped to (2, 3) and overwrites part of
  // the first update.
  cases.push_back(GradCase("DynamicUpdateSlice", R"mlir(
func.func @f(%x: tensor<4x6xf64>, %u: tensor<2x3xf64>, %i: tensor<i32>, %j: tensor<i32>, %k: tensor<i32>, %l: tensor<i32>) -> tensor<f64> {
  %y = hlo.dynamic_update_slice %x[%i, %j], %u : tensor<4x6xf64>, tensor<2x3xf64>, tensor<i32>
  %u2 = hlo.sine %u : tensor<2x3xf64>
  %z = hlo.dynamic_update_slice %y[%k, %l], %u2 : tensor<4x6xf64>, tensor<2x3xf64>, tensor<i32>
  %q = hlo.multiply %z, %z : tensor<4x6xf64>
  %loss = @wsum %q : 4x6
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<4x6xf64>, %u: tensor<2x3xf64>, %i: tensor<i32>, %j: tensor<i32>, %k: tensor<i32>, %l: tensor<i32>) -> (tensor<f64>, tensor<4x6xf64>, tensor<2x3xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}
)mlir")
                      .ints(2, {1})
                      .ints(3, {2})
                      .ints(4, {3})
                      .ints(5, {5}));
  cases.emplace_back("PadNegativeInterior", R"mlir(
func.func @f(%x: tensor<2x3xf64>, %v: tensor<f64>, %y: tensor<4xf64>) -> tensor<f64> {
  %p = hlo.pad %x, %v, low = [1, -1], high = [-1, 2], interior = [1, 1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<3x6xf64>
  %q = hlo.pad %y, %v, low = [-1], high = [-2], interior = [2] : (tensor<4xf64>, tensor<f64>) -> tensor<7xf64>
  %pp = hlo.multiply %p, %p : tensor<3x6xf64>
  %qq = hlo.sine %q : tensor<7xf64>
  %l1 = @wsum %pp : 3x6
  %l2 = @wsum %qq : 7
  %loss = hlo.add %l1, %l2 : tensor<f64>
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<2x3xf64>, %v: tensor<f64>, %y: tensor<4xf64>) -> (tensor<f64>, tensor<2x3xf64>, tensor<f64>, tensor<4xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1, 2>}
)mlir");
  cases.emplace_back("Concatenate", R"mlir(
func.func @f(%a: tensor<2x3xf64>, %b: tensor<1x3xf64>, %c: tensor<2x2xf64>) -> tensor<f64> {
  %x = hlo.concatenate %a, %b, dimension = 0 : (tensor<2x3xf64>, tensor<1x3xf64>) -> tensor<3x3xf64>
  %y = hlo.concatenate %a, %c, %a, dimension = 1 : (tensor<2x3xf64>, tensor<2x2xf64>, tensor<2x3xf64>) -> tensor<2x8xf64>
  %sx = hlo.sine %x : tensor<3x3xf64>
  %sy = hlo.multiply %y, %y : tensor<2x8xf64>
  %l1 = @wsum %sx : 3x3
  %l2 = @wsum %sy : 2x8
  %loss = hlo.add %l1, %l2 : tensor<f64>
  return %loss : tensor<f64>
}
func.func private @f_grad(%a: tensor<2x3xf64>, %b: tensor<1x3xf64>, %c: tensor<2x2xf64>) -> (tensor<f64>, tensor<2x3xf64>, tensor<1x3xf64>, tensor<2x2xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1, 2>}
)mlir");
  cases.emplace_back("Reverse", R"mlir(
func.func @f(%x: tensor<2x3xf64>) -> tensor<f64> {
  %a = hlo.reverse %x, dimensions = [0, 1] : tensor<2x3xf64>
  %b = hlo.reverse %x, dimensions = [1] : tensor<2x3xf64>
  %p = hlo.multiply %a, %x : tensor<2x3xf64>
  %q = hlo.sine %b : tensor<2x3xf64>
  %s = hlo.add %p, %q : tensor<2x3xf64>
  %loss = @wsum %s : 2x3
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<2x3xf64>) -> (tensor<f64>, tensor<2x3xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}
)mlir");
  // Rows 1, 3, 1 (repeated); windows at (0, 1) twice and (3, 4), which is
  // clamped to (2, 3).
  cases.push_back(GradCase("GatherRepeated", R"mlir(
func.func @f(%x: tensor<5x4xf64>, %idx: tensor<3xi32>, %idx2: tensor<3x2xi32>) -> tensor<f64> {
  %g = hlo.gather %x[%idx] dimension_numbers = <offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1> slice_sizes = [1, 4] : tensor<5x4xf64>, tensor<3xi32>
  %h = hlo.gather %x[%idx2] dimension_numbers = <offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 1> slice_sizes = [2, 2] : tensor<5x4xf64>, tensor<3x2xi32>
  %t = hlo.tanh %g : tensor<3x4xf64>
  %u = hlo.multiply %h, %h : tensor<3x2x2xf64>
  %l1 = @wsum %t : 3x4
  %l2 = @wsum %u : 3x2x2
  %loss = hlo.add %l1, %l2 : tensor<f64>
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<5x4xf64>, %idx: tensor<3xi32>, %idx2: tensor<3x2xi32>) -> (tensor<f64>, tensor<5x4xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}
)mlir")
                      .ints(1, {1, 3, 1})
                      .ints(2, {0, 1, 4, 3, 0, 1}));
  // Rows 2, 0, 2: two updates add into row 2.
  cases.push_back(GradCase("ScatterAdd", R"mlir(
func.func @f(%x: tensor<3x3xf64>, %idx: tensor<3x1xi32>, %u: tensor<3x3xf64>) -> tensor<f64> {
  %r = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers = <update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> : tensor<3x3xf64>, tensor<3x1xi32>, tensor<3x3xf64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %s = hlo.add %a, %b : tensor<f64>
    hlo.return %s : tensor<f64>
  }
  %q = hlo.multiply %r, %r : tensor<3x3xf64>
  %loss = @wsum %q : 3x3
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<3x3xf64>, %idx: tensor<3x1xi32>, %u: tensor<3x3xf64>) -> (tensor<f64>, tensor<3x3xf64>, tensor<3x3xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 2>}
)mlir")
                      .ints(1, {2, 0, 2}));
  cases.emplace_back("Copy", R"mlir(
func.func @f(%x: tensor<2x3xf64>) -> tensor<f64> {
  %y = hlo.copy %x : tensor<2x3xf64>
  %z = hlo.multiply %y, %x : tensor<2x3xf64>
  %loss = @wsum %z : 2x3
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<2x3xf64>) -> (tensor<f64>, tensor<2x3xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}
)mlir");
  cases.emplace_back("TupleGetTupleElement", R"mlir(
func.func @f(%x: tensor<2x3xf64>, %y: tensor<2x3xf64>) -> tensor<f64> {
  %t = hlo.tuple(%x, %y) : tensor<2x3xf64>, tensor<2x3xf64>
  %a = hlo.get_tuple_element %t[0] : tuple<tensor<2x3xf64>, tensor<2x3xf64>>
  %b = hlo.get_tuple_element %t[1] : tuple<tensor<2x3xf64>, tensor<2x3xf64>>
  %m = hlo.multiply %a, %b : tensor<2x3xf64>
  %s = hlo.sine %a : tensor<2x3xf64>
  %z = hlo.add %m, %s : tensor<2x3xf64>
  %loss = @wsum %z : 2x3
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<2x3xf64>, %y: tensor<2x3xf64>) -> (tensor<f64>, tensor<2x3xf64>, tensor<2x3xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}
)mlir");
  cases.emplace_back("IotaCompareConstants", R"mlir(
func.func @f(%x: tensor<2x3xf64>) -> tensor<f64> {
  %io = hlo.iota iota_dimension = 1 : tensor<2x3xi32>
  %two = hlo.constant dense<2> : tensor<2x3xi32>
  %mask = hlo.compare LT, %io, %two : tensor<2x3xi32>
  %fi = hlo.iota iota_dimension = 0 : tensor<2x3xf64>
  %one = hlo.constant dense<1.0> : tensor<2x3xf64>
  %f1 = hlo.add %fi, %one : tensor<2x3xf64>
  %t = hlo.tanh %x : tensor<2x3xf64>
  %sq = hlo.multiply %x, %x : tensor<2x3xf64>
  %s = hlo.select %mask, %t, %sq : tensor<2x3xi1>, tensor<2x3xf64>
  %z = hlo.multiply %s, %f1 : tensor<2x3xf64>
  %loss = @wsum %z : 2x3
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<2x3xf64>) -> (tensor<f64>, tensor<2x3xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}
)mlir");
  return cases;
}

std::vector<GradCase> reductionCases() {
  std::vector<GradCase> cases;
  cases.emplace_back("ReduceAdd", R"mlir(
func.func @f(%x: tensor<2x3xf64>, %v: tensor<f64>) -> tensor<f64> {
  %zero = hlo.constant dense<0.0> : tensor<f64>
  %r = hlo.reduce(%x init: %zero) dimensions = [1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<2xf64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %s = hlo.add %a, %b : tensor<f64>
    hlo.return %s : tensor<f64>
  }
  %c = hlo.reduce(%x init: %v) dimensions = [0] : (tensor<2x3xf64>, tensor<f64>) -> tensor<3xf64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %s = hlo.add %a, %b : tensor<f64>
    hlo.return %s : tensor<f64>
  }
  %q = hlo.multiply %r, %r : tensor<2xf64>
  %s = hlo.sine %c : tensor<3xf64>
  %l1 = @wsum %q : 2
  %l2 = @wsum %s : 3
  %loss = hlo.add %l1, %l2 : tensor<f64>
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<2x3xf64>, %v: tensor<f64>) -> (tensor<f64>, tensor<2x3xf64>, tensor<f64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}
)mlir");
  cases.emplace_back("ReduceMax", R"mlir(
func.func @f(%x: tensor<3x4xf64>) -> tensor<f64> {
  %ninf = hlo.constant dense<0xFFF0000000000000> : tensor<f64>
  %r = hlo.reduce(%x init: %ninf) dimensions = [1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<3xf64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %m = hlo.maximum %a, %b : tensor<f64>
    hlo.return %m : tensor<f64>
  }
  %all = hlo.reduce(%x init: %ninf) dimensions = [0, 1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<f64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %m = hlo.maximum %a, %b : tensor<f64>
    hlo.return %m : tensor<f64>
  }
  %s = hlo.sine %r : tensor<3xf64>
  %l1 = @wsum %s : 3
  %loss = hlo.add %l1, %all : tensor<f64>
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<3x4xf64>) -> (tensor<f64>, tensor<3x4xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}
)mlir");
  cases.emplace_back("ReduceMin", R"mlir(
func.func @f(%x: tensor<3x4xf64>) -> tensor<f64> {
  %inf = hlo.constant dense<0x7FF0000000000000> : tensor<f64>
  %r = hlo.reduce(%x init: %inf) dimensions = [0] : (tensor<3x4xf64>, tensor<f64>) -> tensor<4xf64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %m = hlo.minimum %a, %b : tensor<f64>
    hlo.return %m : tensor<f64>
  }
  %s = hlo.multiply %r, %r : tensor<4xf64>
  %loss = @wsum %s : 4
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<3x4xf64>) -> (tensor<f64>, tensor<3x4xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}
)mlir");
  const char *reduceMultiply = R"mlir(
func.func @f(%x: tensor<3x3xf64>) -> tensor<f64> {
  %one = hlo.constant dense<1.0> : tensor<f64>
  %r = hlo.reduce(%x init: %one) dimensions = [1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<3xf64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %m = hlo.multiply %a, %b : tensor<f64>
    hlo.return %m : tensor<f64>
  }
  %loss = @wsum %r : 3
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<3x3xf64>) -> (tensor<f64>, tensor<3x3xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}
)mlir";
  cases.emplace_back("ReduceMultiply", reduceMultiply);
  // A row with one zero (the others' product is its derivative) and a row
  // with two (every derivative is 0).
  cases.push_back(
      GradCase("ReduceMultiplyZeros", reduceMultiply)
          .values(0, {1.5, 0.0, -0.7, 0.3, 1.2, -2.0, 0.0, 0.8, 0.0}));
  // Windows 2x3, stride 2, padded: 5x6 -> 3x3.
  cases.emplace_back("ReduceWindowAdd", R"mlir(
func.func @f(%x: tensor<5x6xf64>) -> tensor<f64> {
  %zero = hlo.constant dense<0.0> : tensor<f64>
  %r = hlo.reduce_window(%x init: %zero) window = <size = [2, 3], stride = [2, 2], pad_low = [1, 0], pad_high = [0, 1]> : (tensor<5x6xf64>, tensor<f64>) -> tensor<3x3xf64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %s = hlo.add %a, %b : tensor<f64>
    hlo.return %s : tensor<f64>
  }
  %q = hlo.multiply %r, %r : tensor<3x3xf64>
  %loss = @wsum %q : 3x3
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<5x6xf64>) -> (tensor<f64>, tensor<5x6xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}
)mlir");
  // Max pools, stride 2, padded with -inf: disjoint 2x2 windows, and
  // overlapping 3x3 windows.
  cases.emplace_back("ReduceWindowMax", R"mlir(
func.func @f(%x: tensor<5x6xf64>) -> tensor<f64> {
  %ninf = hlo.constant dense<0xFFF0000000000000> : tensor<f64>
  %r = hlo.reduce_window(%x init: %ninf) window = <size = [2, 2], stride = [2, 2], pad_low = [1, 1], pad_high = [0, 1]> : (tensor<5x6xf64>, tensor<f64>) -> tensor<3x4xf64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %m = hlo.maximum %a, %b : tensor<f64>
    hlo.return %m : tensor<f64>
  }
  %o = hlo.reduce_window(%x init: %ninf) window = <size = [3, 3], stride = [2, 2], pad_low = [1, 1], pad_high = [1, 1]> : (tensor<5x6xf64>, tensor<f64>) -> tensor<3x3xf64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %m = hlo.maximum %a, %b : tensor<f64>
    hlo.return %m : tensor<f64>
  }
  %s = hlo.sine %r : tensor<3x4xf64>
  %q = hlo.multiply %o, %o : tensor<3x3xf64>
  %l1 = @wsum %s : 3x4
  %l2 = @wsum %q : 3x3
  %loss = hlo.add %l1, %l2 : tensor<f64>
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<5x6xf64>) -> (tensor<f64>, tensor<5x6xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}
)mlir");
  return cases;
}

std::vector<GradCase> contractionCases() {
  std::vector<GradCase> cases;
  cases.emplace_back("DotPlain", R"mlir(
func.func @f(%a: tensor<2x3xf64>, %b: tensor<3x4xf64>) -> tensor<f64> {
  %r = hlo.dot %a, %b, lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<2x3xf64>, tensor<3x4xf64>) -> tensor<2x4xf64>
  %t = hlo.tanh %r : tensor<2x4xf64>
  %loss = @wsum %t : 2x4
  return %loss : tensor<f64>
}
func.func private @f_grad(%a: tensor<2x3xf64>, %b: tensor<3x4xf64>) -> (tensor<f64>, tensor<2x3xf64>, tensor<3x4xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}
)mlir");
  cases.emplace_back("DotBatched", R"mlir(
func.func @f(%a: tensor<2x2x3xf64>, %b: tensor<2x3x4xf64>) -> tensor<f64> {
  %r = hlo.dot %a, %b, lhs_batch_dims = [0], lhs_contracting_dims = [2], rhs_batch_dims = [0], rhs_contracting_dims = [1] : (tensor<2x2x3xf64>, tensor<2x3x4xf64>) -> tensor<2x2x4xf64>
  %t = hlo.tanh %r : tensor<2x2x4xf64>
  %loss = @wsum %t : 2x2x4
  return %loss : tensor<f64>
}
func.func private @f_grad(%a: tensor<2x2x3xf64>, %b: tensor<2x3x4xf64>) -> (tensor<f64>, tensor<2x2x3xf64>, tensor<2x3x4xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}
)mlir");
  // Contracting dimensions paired out of order: lhs (1, 2) with rhs (1, 0).
  cases.emplace_back("DotTwoContracting", R"mlir(
func.func @f(%a: tensor<2x3x4xf64>, %b: tensor<4x3x5xf64>) -> tensor<f64> {
  %r = hlo.dot %a, %b, lhs_contracting_dims = [1, 2], rhs_contracting_dims = [1, 0] : (tensor<2x3x4xf64>, tensor<4x3x5xf64>) -> tensor<2x5xf64>
  %t = hlo.sine %r : tensor<2x5xf64>
  %loss = @wsum %t : 2x5
  return %loss : tensor<f64>
}
func.func private @f_grad(%a: tensor<2x3x4xf64>, %b: tensor<4x3x5xf64>) -> (tensor<f64>, tensor<2x3x4xf64>, tensor<4x3x5xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}
)mlir");
  cases.emplace_back("ConvNHWCStridePad", R"mlir(
func.func @f(%x: tensor<1x5x5x2xf64>, %k: tensor<3x3x2x3xf64>) -> tensor<f64> {
  %r = hlo.convolution %x, %k, window = <size = [3, 3], stride = [2, 2], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]> : (tensor<1x5x5x2xf64>, tensor<3x3x2x3xf64>) -> tensor<1x3x3x3xf64>
  %q = hlo.multiply %r, %r : tensor<1x3x3x3xf64>
  %loss = @wsum %q : 1x3x3x3
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<1x5x5x2xf64>, %k: tensor<3x3x2x3xf64>) -> (tensor<f64>, tensor<1x5x5x2xf64>, tensor<3x3x2x3xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}
)mlir");
  // lhs dilation 2: 4 -> 7, padded to 9, window 3: 7 outputs.
  cases.emplace_back("ConvLhsDilation", R"mlir(
func.func @f(%x: tensor<1x4x2xf64>, %k: tensor<3x2x2xf64>) -> tensor<f64> {
  %r = hlo.convolution %x, %k, window = <size = [3], pad_low = [1], pad_high = [1], lhs_dilate = [2]>, dim_labels = <[b, 0, f]x[0, i, o]->[b, 0, f]> : (tensor<1x4x2xf64>, tensor<3x2x2xf64>) -> tensor<1x7x2xf64>
  %q = hlo.multiply %r, %r : tensor<1x7x2xf64>
  %loss = @wsum %q : 1x7x2
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<1x4x2xf64>, %k: tensor<3x2x2xf64>) -> (tensor<f64>, tensor<1x4x2xf64>, tensor<3x2x2xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}
)mlir");
  // rhs dilation 2: window 2 spans 3; 7 + 1 padding -> 6 outputs.
  cases.emplace_back("ConvRhsDilation", R"mlir(
func.func @f(%x: tensor<2x7x2xf64>, %k: tensor<2x2x3xf64>) -> tensor<f64> {
  %r = hlo.convolution %x, %k, window = <size = [2], pad_low = [1], pad_high = [0], rhs_dilate = [2]>, dim_labels = <[b, 0, f]x[0, i, o]->[b, 0, f]> : (tensor<2x7x2xf64>, tensor<2x2x3xf64>) -> tensor<2x6x3xf64>
  %q = hlo.sine %r : tensor<2x6x3xf64>
  %loss = @wsum %q : 2x6x3
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<2x7x2xf64>, %k: tensor<2x2x3xf64>) -> (tensor<f64>, tensor<2x7x2xf64>, tensor<2x2x3xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}
)mlir");
  // Two groups of 2 input features, 3 output features each.
  cases.emplace_back("ConvFeatureGroups", R"mlir(
func.func @f(%x: tensor<1x4x4x4xf64>, %k: tensor<3x3x2x6xf64>) -> tensor<f64> {
  %r = hlo.convolution %x, %k, window = <size = [3, 3], pad_low = [1, 0], pad_high = [0, 0]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 2 : (tensor<1x4x4x4xf64>, tensor<3x3x2x6xf64>) -> tensor<1x3x2x6xf64>
  %q = hlo.multiply %r, %r : tensor<1x3x2x6xf64>
  %loss = @wsum %q : 1x3x2x6
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<1x4x4x4xf64>, %k: tensor<3x3x2x6xf64>) -> (tensor<f64>, tensor<1x4x4x4xf64>, tensor<3x3x2x6xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}
)mlir");
  cases.emplace_back("ConvNCHWStridePad", R"mlir(
func.func @f(%x: tensor<2x2x5x5xf64>, %k: tensor<3x2x3x3xf64>) -> tensor<f64> {
  %r = hlo.convolution %x, %k, window = <size = [3, 3], stride = [2, 2], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<2x2x5x5xf64>, tensor<3x2x3x3xf64>) -> tensor<2x3x3x3xf64>
  %q = hlo.multiply %r, %r : tensor<2x3x3x3xf64>
  %loss = @wsum %q : 2x3x3x3
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<2x2x5x5xf64>, %k: tensor<3x2x3x3xf64>) -> (tensor<f64>, tensor<2x2x5x5xf64>, tensor<3x2x3x3xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}
)mlir");
  cases.emplace_back("BatchNormTraining", R"mlir(
func.func @f(%x: tensor<4x3xf64>, %s: tensor<3xf64>, %o: tensor<3xf64>) -> tensor<f64> {
  %y, %mean, %var = hlo.batch_norm_training %x, %s, %o, epsilon = 1.0e-03, feature_index = 1 : (tensor<4x3xf64>, tensor<3xf64>, tensor<3xf64>) -> (tensor<4x3xf64>, tensor<3xf64>, tensor<3xf64>)
  %t = hlo.tanh %y : tensor<4x3xf64>
  %l1 = @wsum %t : 4x3
  %mv = hlo.multiply %mean, %var : tensor<3xf64>
  %l2 = @wsum %mv : 3
  %loss = hlo.add %l1, %l2 : tensor<f64>
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<4x3xf64>, %s: tensor<3xf64>, %o: tensor<3xf64>) -> (tensor<f64>, tensor<4x3xf64>, tensor<3xf64>, tensor<3xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1, 2>}
)mlir");
  cases.emplace_back("BatchNormTrainingNCHW", R"mlir(
func.func @f(%x: tensor<2x3x2x2xf64>, %s: tensor<3xf64>, %o: tensor<3xf64>) -> tensor<f64> {
  %y, %mean, %var = hlo.batch_norm_training %x, %s, %o, epsilon = 1.0e-03, feature_index = 1 : (tensor<2x3x2x2xf64>, tensor<3xf64>, tensor<3xf64>) -> (tensor<2x3x2x2xf64>, tensor<3xf64>, tensor<3xf64>)
  %t = hlo.sine %y : tensor<2x3x2x2xf64>
  %loss = @wsum %t : 2x3x2x2
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<2x3x2x2xf64>, %s: tensor<3xf64>, %o: tensor<3xf64>) -> (tensor<f64>, tensor<2x3x2x2xf64>, tensor<3xf64>, tensor<3xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1, 2>}
)mlir");
  return cases;
}

std::vector<GradCase> sortCases() {
  std::vector<GradCase> cases;
  cases.emplace_back("SortKeyValue", R"mlir(
func.func @f(%k: tensor<6xf64>, %v: tensor<6xf64>) -> tensor<f64> {
  %sk, %sv = hlo.sort(%k, %v) dimension = 0 : (tensor<6xf64>, tensor<6xf64>) -> (tensor<6xf64>, tensor<6xf64>) {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>, %c: tensor<f64>, %d: tensor<f64>):
    %lt = hlo.compare LT, %a, %b : tensor<f64>
    hlo.return %lt : tensor<i1>
  }
  %p = hlo.multiply %sk, %sv : tensor<6xf64>
  %q = hlo.sine %sv : tensor<6xf64>
  %z = hlo.add %p, %q : tensor<6xf64>
  %loss = @wsum %z : 6
  return %loss : tensor<f64>
}
func.func private @f_grad(%k: tensor<6xf64>, %v: tensor<6xf64>) -> (tensor<f64>, tensor<6xf64>, tensor<6xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}
)mlir");
  cases.emplace_back("SortRowsDescending", R"mlir(
func.func @f(%x: tensor<3x4xf64>) -> tensor<f64> {
  %s = hlo.sort(%x) dimension = 1 : (tensor<3x4xf64>) -> tensor<3x4xf64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %gt = hlo.compare GT, %a, %b : tensor<f64>
    hlo.return %gt : tensor<i1>
  }
  %q = hlo.multiply %s, %s : tensor<3x4xf64>
  %loss = @wsum %q : 3x4
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<3x4xf64>) -> (tensor<f64>, tensor<3x4xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}
)mlir");
  return cases;
}

std::vector<GradCase> controlFlowCases() {
  std::vector<GradCase> cases;
  cases.emplace_back("Call", R"mlir(
func.func @g(%x: tensor<3xf64>, %y: tensor<3xf64>) -> tensor<3xf64> {
  %t = hlo.tanh %x : tensor<3xf64>
  %m = hlo.multiply %t, %y : tensor<3xf64>
  return %m : tensor<3xf64>
}
func.func @f(%x: tensor<3xf64>, %y: tensor<3xf64>) -> tensor<f64> {
  %a = hlo.call @g(%x, %y) : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
  %b = hlo.call @g(%a, %x) : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
  %loss = @wsum %b : 3
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<3xf64>, %y: tensor<3xf64>) -> (tensor<f64>, tensor<3xf64>, tensor<3xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}
)mlir");
  const char *conditionalPred = R"mlir(
func.func @f(%p: tensor<i1>, %x: tensor<3xf64>, %y: tensor<3xf64>) -> tensor<f64> {
  %t = hlo.tuple(%x, %y) : tensor<3xf64>, tensor<3xf64>
  %r = hlo.conditional %p (%t, %x) : (tensor<i1>, tuple<tensor<3xf64>, tensor<3xf64>>, tensor<3xf64>) -> tensor<3xf64> {
  ^bb0(%a: tuple<tensor<3xf64>, tensor<3xf64>>):
    %a0 = hlo.get_tuple_element %a[0] : tuple<tensor<3xf64>, tensor<3xf64>>
    %a1 = hlo.get_tuple_element %a[1] : tuple<tensor<3xf64>, tensor<3xf64>>
    %h = hlo.tanh %a0 : tensor<3xf64>
    %m = hlo.multiply %h, %a1 : tensor<3xf64>
    hlo.return %m : tensor<3xf64>
  }, {
  ^bb0(%b: tensor<3xf64>):
    %s = hlo.multiply %b, %b : tensor<3xf64>
    hlo.return %s : tensor<3xf64>
  }
  %u = hlo.multiply %r, %x : tensor<3xf64>
  %loss = @wsum %u : 3
  return %loss : tensor<f64>
}
func.func private @f_grad(%p: tensor<i1>, %x: tensor<3xf64>, %y: tensor<3xf64>) -> (tensor<f64>, tensor<3xf64>, tensor<3xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 1, 2>}
)mlir";
  cases.push_back(
      GradCase("ConditionalPredTrue", conditionalPred).ints(0, {1}));
  cases.push_back(
      GradCase("ConditionalPredFalse", conditionalPred).ints(0, {0}));
  const char *conditionalIndex = R"mlir(
func.func @f(%i: tensor<i32>, %x: tensor<3xf64>, %y: tensor<3xf64>) -> tensor<f64> {
  %t = hlo.tuple(%x, %y) : tensor<3xf64>, tensor<3xf64>
  %r:2 = hlo.conditional %i (%x, %t, %y) : (tensor<i32>, tensor<3xf64>, tuple<tensor<3xf64>, tensor<3xf64>>, tensor<3xf64>) -> (tensor<3xf64>, tensor<i32>) {
  ^bb0(%a: tensor<3xf64>):
    %k = hlo.constant dense<0> : tensor<i32>
    %s = hlo.sine %a : tensor<3xf64>
    hlo.return %s, %k : tensor<3xf64>, tensor<i32>
  }, {
  ^bb0(%u: tuple<tensor<3xf64>, tensor<3xf64>>):
    %k = hlo.constant dense<1> : tensor<i32>
    %a = hlo.get_tuple_element %u[0] : tuple<tensor<3xf64>, tensor<3xf64>>
    %b = hlo.get_tuple_element %u[1] : tuple<tensor<3xf64>, tensor<3xf64>>
    %m = hlo.multiply %a, %b : tensor<3xf64>
    %e = hlo.exponential %m : tensor<3xf64>
    hlo.return %e, %k : tensor<3xf64>, tensor<i32>
  }, {
  ^bb0(%b: tensor<3xf64>):
    %k = hlo.constant dense<2> : tensor<i32>
    %c = hlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf64>
    %m = hlo.multiply %b, %c : tensor<3xf64>
    %q = hlo.multiply %m, %b : tensor<3xf64>
    hlo.return %q, %k : tensor<3xf64>, tensor<i32>
  }
  %u = hlo.multiply %r#0, %y : tensor<3xf64>
  %loss = @wsum %u : 3
  return %loss : tensor<f64>
}
func.func private @f_grad(%i: tensor<i32>, %x: tensor<3xf64>, %y: tensor<3xf64>) -> (tensor<f64>, tensor<3xf64>, tensor<3xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 1, 2>}
)mlir";
  cases.push_back(GradCase("ConditionalIndex0", conditionalIndex).ints(0, {0}));
  cases.push_back(GradCase("ConditionalIndex1", conditionalIndex).ints(0, {1}));
  // An index out of range runs the last branch.
  cases.push_back(
      GradCase("ConditionalIndexOutOfRange", conditionalIndex).ints(0, {7}));
  // The loop scf.for gives: counter, bound and step in the state, 5 trips.
  cases.push_back(GradCase("WhileCounted", R"mlir(
func.func @f(%h0: tensor<3xf64>, %w: tensor<3xf64>) -> tensor<f64> {
  %c0 = hlo.constant dense<0> : tensor<i64>
  %n = hlo.constant dense<5> : tensor<i64>
  %s = hlo.constant dense<1> : tensor<i64>
  %r:5 = hlo.while(%c0, %h0, %n, %s, %w) : tensor<i64>, tensor<3xf64>, tensor<i64>, tensor<i64>, tensor<3xf64> cond {
  ^bb0(%i: tensor<i64>, %h: tensor<3xf64>, %b: tensor<i64>, %st: tensor<i64>, %ww: tensor<3xf64>):
    %p = hlo.compare LT, %i, %b : tensor<i64>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%i: tensor<i64>, %h: tensor<3xf64>, %b: tensor<i64>, %st: tensor<i64>, %ww: tensor<3xf64>):
    %m = hlo.multiply %h, %ww : tensor<3xf64>
    %c = hlo.constant dense<0.25> : tensor<3xf64>
    %a = hlo.add %m, %c : tensor<3xf64>
    %t = hlo.tanh %a : tensor<3xf64>
    %j = hlo.add %i, %st : tensor<i64>
    hlo.return %j, %t, %b, %st, %ww : tensor<i64>, tensor<3xf64>, tensor<i64>, tensor<i64>, tensor<3xf64>
  }
  %loss = @wsum %r#1 : 3
  return %loss : tensor<f64>
}
func.func private @f_grad(%h0: tensor<3xf64>, %w: tensor<3xf64>) -> (tensor<f64>, tensor<3xf64>, tensor<3xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}
)mlir")
                      .range(1, -1.5, 1.5));
  // Step 2 from 0 below 7 (4 trips), the counter used in the body, and a
  // value that accumulates across iterations.
  cases.push_back(GradCase("WhileStep2", R"mlir(
func.func @f(%h0: tensor<3xf64>, %w: tensor<3xf64>) -> tensor<f64> {
  %c0 = hlo.constant dense<0> : tensor<i32>
  %n = hlo.constant dense<7> : tensor<i32>
  %s = hlo.constant dense<2> : tensor<i32>
  %z = hlo.constant dense<0.0> : tensor<3xf64>
  %r:6 = hlo.while(%c0, %n, %s, %h0, %z, %w) : tensor<i32>, tensor<i32>, tensor<i32>, tensor<3xf64>, tensor<3xf64>, tensor<3xf64> cond {
  ^bb0(%i: tensor<i32>, %b: tensor<i32>, %st: tensor<i32>, %h: tensor<3xf64>, %acc: tensor<3xf64>, %ww: tensor<3xf64>):
    %p = hlo.compare LT, %i, %b : tensor<i32>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>, %b: tensor<i32>, %st: tensor<i32>, %h: tensor<3xf64>, %acc: tensor<3xf64>, %ww: tensor<3xf64>):
    %fi = hlo.convert %i : (tensor<i32>) -> tensor<f64>
    %tenth = hlo.constant dense<0.1> : tensor<f64>
    %off = hlo.multiply %fi, %tenth : tensor<f64>
    %offb = hlo.broadcast %off, dimensions = [] : (tensor<f64>) -> tensor<3xf64>
    %m = hlo.multiply %h, %ww : tensor<3xf64>
    %sn = hlo.sine %m : tensor<3xf64>
    %hn = hlo.add %sn, %offb : tensor<3xf64>
    %sq = hlo.multiply %hn, %hn : tensor<3xf64>
    %accn = hlo.add %acc, %sq : tensor<3xf64>
    %j = hlo.add %i, %st : tensor<i32>
    hlo.return %j, %b, %st, %hn, %accn, %ww : tensor<i32>, tensor<i32>, tensor<i32>, tensor<3xf64>, tensor<3xf64>, tensor<3xf64>
  }
  %out = hlo.add %r#3, %r#4 : tensor<3xf64>
  %loss = @wsum %out : 3
  return %loss : tensor<f64>
}
func.func private @f_grad(%h0: tensor<3xf64>, %w: tensor<3xf64>) -> (tensor<f64>, tensor<3xf64>, tensor<3xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}
)mlir"));
  // A counted loop inside a counted loop (3 x 2 trips), the inner one
  // reading a value of the outer body.
  cases.emplace_back("WhileNested", R"mlir(
func.func @f(%h0: tensor<3xf64>, %w: tensor<3xf64>) -> tensor<f64> {
  %c0 = hlo.constant dense<0> : tensor<i64>
  %n = hlo.constant dense<3> : tensor<i64>
  %s = hlo.constant dense<1> : tensor<i64>
  %r:5 = hlo.while(%c0, %h0, %n, %s, %w) : tensor<i64>, tensor<3xf64>, tensor<i64>, tensor<i64>, tensor<3xf64> cond {
  ^bb0(%i: tensor<i64>, %h: tensor<3xf64>, %b: tensor<i64>, %st: tensor<i64>, %ww: tensor<3xf64>):
    %p = hlo.compare LT, %i, %b : tensor<i64>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%i: tensor<i64>, %h: tensor<3xf64>, %b: tensor<i64>, %st: tensor<i64>, %ww: tensor<3xf64>):
    %e = hlo.sine %h : tensor<3xf64>
    %k0 = hlo.constant dense<0> : tensor<i64>
    %m = hlo.constant dense<2> : tensor<i64>
    %one = hlo.constant dense<1> : tensor<i64>
    %q:5 = hlo.while(%k0, %h, %m, %one, %e) : tensor<i64>, tensor<3xf64>, tensor<i64>, tensor<i64>, tensor<3xf64> cond {
    ^bb0(%k: tensor<i64>, %g: tensor<3xf64>, %kb: tensor<i64>, %ks: tensor<i64>, %ee: tensor<3xf64>):
      %p = hlo.compare LT, %k, %kb : tensor<i64>
      hlo.return %p : tensor<i1>
    } do {
    ^bb0(%k: tensor<i64>, %g: tensor<3xf64>, %kb: tensor<i64>, %ks: tensor<i64>, %ee: tensor<3xf64>):
      %gm = hlo.multiply %g, %ee : tensor<3xf64>
      %c = hlo.constant dense<0.5> : tensor<3xf64>
      %ga = hlo.add %gm, %c : tensor<3xf64>
      %gt = hlo.tanh %ga : tensor<3xf64>
      %kn = hlo.add %k, %ks : tensor<i64>
      hlo.return %kn, %gt, %kb, %ks, %ee : tensor<i64>, tensor<3xf64>, tensor<i64>, tensor<i64>, tensor<3xf64>
    }
    %hw = hlo.multiply %q#1, %ww : tensor<3xf64>
    %j = hlo.add %i, %st : tensor<i64>
    hlo.return %j, %hw, %b, %st, %ww : tensor<i64>, tensor<3xf64>, tensor<i64>, tensor<i64>, tensor<3xf64>
  }
  %loss = @wsum %r#1 : 3
  return %loss : tensor<f64>
}
func.func private @f_grad(%h0: tensor<3xf64>, %w: tensor<3xf64>) -> (tensor<f64>, tensor<3xf64>, tensor<3xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}
)mlir");
  // A conditional in a loop body on the counter's parity.
  cases.emplace_back("WhileWithConditional", R"mlir(
func.func @f(%h0: tensor<3xf64>, %w: tensor<3xf64>) -> tensor<f64> {
  %c0 = hlo.constant dense<0> : tensor<i32>
  %n = hlo.constant dense<4> : tensor<i32>
  %s = hlo.constant dense<1> : tensor<i32>
  %r:5 = hlo.while(%c0, %h0, %n, %s, %w) : tensor<i32>, tensor<3xf64>, tensor<i32>, tensor<i32>, tensor<3xf64> cond {
  ^bb0(%i: tensor<i32>, %h: tensor<3xf64>, %b: tensor<i32>, %st: tensor<i32>, %ww: tensor<3xf64>):
    %p = hlo.compare LT, %i, %b : tensor<i32>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>, %h: tensor<3xf64>, %b: tensor<i32>, %st: tensor<i32>, %ww: tensor<3xf64>):
    %two = hlo.constant dense<2> : tensor<i32>
    %par = hlo.remainder %i, %two : tensor<i32>
    %t = hlo.tuple(%h, %ww) : tensor<3xf64>, tensor<3xf64>
    %hn = hlo.conditional %par (%t, %h) : (tensor<i32>, tuple<tensor<3xf64>, tensor<3xf64>>, tensor<3xf64>) -> tensor<3xf64> {
    ^bb0(%a: tuple<tensor<3xf64>, tensor<3xf64>>):
      %a0 = hlo.get_tuple_element %a[0] : tuple<tensor<3xf64>, tensor<3xf64>>
      %a1 = hlo.get_tuple_element %a[1] : tuple<tensor<3xf64>, tensor<3xf64>>
      %m = hlo.multiply %a0, %a1 : tensor<3xf64>
      %th = hlo.tanh %m : tensor<3xf64>
      hlo.return %th : tensor<3xf64>
    }, {
    ^bb0(%b0: tensor<3xf64>):
      %sn = hlo.sine %b0 : tensor<3xf64>
      %sq = hlo.multiply %sn, %b0 : tensor<3xf64>
      hlo.return %sq : tensor<3xf64>
    }
    %j = hlo.add %i, %st : tensor<i32>
    hlo.return %j, %hn, %b, %st, %ww : tensor<i32>, tensor<3xf64>, tensor<i32>, tensor<i32>, tensor<3xf64>
  }
  %loss = @wsum %r#1 : 3
  return %loss : tensor<f64>
}
func.func private @f_grad(%h0: tensor<3xf64>, %w: tensor<3xf64>) -> (tensor<f64>, tensor<3xf64>, tensor<3xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}
)mlir");
  cases.push_back(secondDerivativeCase());
  return cases;
}

/// Programs in linalg on tensors and scf, converted by xhlo-linalg-to-hlo
/// (which differentiates the request last).
std::vector<GradCase> composedCases() {
  std::vector<GradCase> cases;
  // 5 -> 6 (ReLU) -> 3, softmax cross-entropy with one-hot labels.
  cases.push_back(GradCase("MlpSoftmaxCrossEntropy", R"mlir(
#id = affine_map<(n, f) -> (n, f)>
#col = affine_map<(n, f) -> (f)>
#all = affine_map<(n, f) -> ()>
func.func @f(%x: tensor<4x5xf64>, %w1: tensor<5x6xf64>, %b1: tensor<6xf64>, %w2: tensor<6x3xf64>, %b2: tensor<3xf64>, %y: tensor<4x3xf64>) -> tensor<f64> {
  %zero = arith.constant 0.0 : f64
  %quarter = arith.constant 0.25 : f64
  %e1 = tensor.empty() : tensor<4x6xf64>
  %z1 = linalg.fill ins(%zero : f64) outs(%e1 : tensor<4x6xf64>) -> tensor<4x6xf64>
  %m1 = linalg.matmul ins(%x, %w1 : tensor<4x5xf64>, tensor<5x6xf64>) outs(%z1 : tensor<4x6xf64>) -> tensor<4x6xf64>
  %h1 = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m1, %b1 : tensor<4x6xf64>, tensor<6xf64>) outs(%e1 : tensor<4x6xf64>) {
  ^bb0(%v: f64, %bias: f64, %o: f64):
    %s = arith.addf %v, %bias : f64
    %r = arith.maximumf %s, %zero : f64
    linalg.yield %r : f64
  } -> tensor<4x6xf64>
  %e2 = tensor.empty() : tensor<4x3xf64>
  %z2 = linalg.fill ins(%zero : f64) outs(%e2 : tensor<4x3xf64>) -> tensor<4x3xf64>
  %m2 = linalg.matmul ins(%h1, %w2 : tensor<4x6xf64>, tensor<6x3xf64>) outs(%z2 : tensor<4x3xf64>) -> tensor<4x3xf64>
  %logits = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m2, %b2 : tensor<4x3xf64>, tensor<3xf64>) outs(%e2 : tensor<4x3xf64>) {
  ^bb0(%v: f64, %bias: f64, %o: f64):
    %s = arith.addf %v, %bias : f64
    linalg.yield %s : f64
  } -> tensor<4x3xf64>
  %p = linalg.softmax dimension(1) ins(%logits : tensor<4x3xf64>) outs(%e2 : tensor<4x3xf64>) -> tensor<4x3xf64>
  %es = tensor.empty() : tensor<f64>
  %zs = linalg.fill ins(%zero : f64) outs(%es : tensor<f64>) -> tensor<f64>
  %loss = linalg.generic {indexing_maps = [#id, #id, #all], iterator_types = ["reduction", "reduction"]}
      ins(%p, %y : tensor<4x3xf64>, tensor<4x3xf64>) outs(%zs : tensor<f64>) {
  ^bb0(%pv: f64, %yv: f64, %acc: f64):
    %lg = math.log %pv : f64
    %t = arith.mulf %yv, %lg : f64
    %m = arith.mulf %t, %quarter : f64
    %a = arith.subf %acc, %m : f64
    linalg.yield %a : f64
  } -> tensor<f64>
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<4x5xf64>, %w1: tensor<5x6xf64>, %b1: tensor<6xf64>, %w2: tensor<6x3xf64>, %b2: tensor<3xf64>, %y: tensor<4x3xf64>) -> (tensor<f64>, tensor<4x5xf64>, tensor<5x6xf64>, tensor<6xf64>, tensor<6x3xf64>, tensor<3xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1, 2, 3, 4>}
)mlir")
                      .convertFirst()
                      .values(5, {1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 0}));
  // The same loss accumulated as acc + (-y log p / 4): the form above
  // (acc - y log p / 4, as python-free-examples/softmax-regression writes
  // it) becomes an hlo.reduce whose combiner is a subtract.
  cases.push_back(GradCase("MlpSoftmaxCrossEntropyAddForm", R"mlir(
#id = affine_map<(n, f) -> (n, f)>
#col = affine_map<(n, f) -> (f)>
#all = affine_map<(n, f) -> ()>
func.func @f(%x: tensor<4x5xf64>, %w1: tensor<5x6xf64>, %b1: tensor<6xf64>, %w2: tensor<6x3xf64>, %b2: tensor<3xf64>, %y: tensor<4x3xf64>) -> tensor<f64> {
  %zero = arith.constant 0.0 : f64
  %quarter = arith.constant 0.25 : f64
  %e1 = tensor.empty() : tensor<4x6xf64>
  %z1 = linalg.fill ins(%zero : f64) outs(%e1 : tensor<4x6xf64>) -> tensor<4x6xf64>
  %m1 = linalg.matmul ins(%x, %w1 : tensor<4x5xf64>, tensor<5x6xf64>) outs(%z1 : tensor<4x6xf64>) -> tensor<4x6xf64>
  %h1 = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m1, %b1 : tensor<4x6xf64>, tensor<6xf64>) outs(%e1 : tensor<4x6xf64>) {
  ^bb0(%v: f64, %bias: f64, %o: f64):
    %s = arith.addf %v, %bias : f64
    %r = arith.maximumf %s, %zero : f64
    linalg.yield %r : f64
  } -> tensor<4x6xf64>
  %e2 = tensor.empty() : tensor<4x3xf64>
  %z2 = linalg.fill ins(%zero : f64) outs(%e2 : tensor<4x3xf64>) -> tensor<4x3xf64>
  %m2 = linalg.matmul ins(%h1, %w2 : tensor<4x6xf64>, tensor<6x3xf64>) outs(%z2 : tensor<4x3xf64>) -> tensor<4x3xf64>
  %logits = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m2, %b2 : tensor<4x3xf64>, tensor<3xf64>) outs(%e2 : tensor<4x3xf64>) {
  ^bb0(%v: f64, %bias: f64, %o: f64):
    %s = arith.addf %v, %bias : f64
    linalg.yield %s : f64
  } -> tensor<4x3xf64>
  %p = linalg.softmax dimension(1) ins(%logits : tensor<4x3xf64>) outs(%e2 : tensor<4x3xf64>) -> tensor<4x3xf64>
  %es = tensor.empty() : tensor<f64>
  %zs = linalg.fill ins(%zero : f64) outs(%es : tensor<f64>) -> tensor<f64>
  %loss = linalg.generic {indexing_maps = [#id, #id, #all], iterator_types = ["reduction", "reduction"]}
      ins(%p, %y : tensor<4x3xf64>, tensor<4x3xf64>) outs(%zs : tensor<f64>) {
  ^bb0(%pv: f64, %yv: f64, %acc: f64):
    %lg = math.log %pv : f64
    %t = arith.mulf %yv, %lg : f64
    %m = arith.mulf %t, %quarter : f64
    %n = arith.negf %m : f64
    %a = arith.addf %acc, %n : f64
    linalg.yield %a : f64
  } -> tensor<f64>
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<4x5xf64>, %w1: tensor<5x6xf64>, %b1: tensor<6xf64>, %w2: tensor<6x3xf64>, %b2: tensor<3xf64>, %y: tensor<4x3xf64>) -> (tensor<f64>, tensor<4x5xf64>, tensor<5x6xf64>, tensor<6xf64>, tensor<6x3xf64>, tensor<3xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1, 2, 3, 4>}
)mlir")
                      .convertFirst()
                      .values(5, {1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 0}));
  // 6x6 input padded by 1, 3x3 kernel with stride 2 -> 3x3, bias, ReLU,
  // then a 2x2 max pool with stride 2 over the output padded with -inf.
  cases.push_back(GradCase("ConvBiasReluMaxPool", R"mlir(
#id4 = affine_map<(n, h, w, c) -> (n, h, w, c)>
#ch4 = affine_map<(n, h, w, c) -> (c)>
#all4 = affine_map<(n, h, w, c) -> ()>
func.func @f(%x: tensor<1x6x6x2xf64>, %k: tensor<3x3x2x3xf64>, %b: tensor<3xf64>) -> tensor<f64> {
  %zero = arith.constant 0.0 : f64
  %ninf = arith.constant 0xFFF0000000000000 : f64
  %xp = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i: index, %j: index, %l: index, %m: index):
    tensor.yield %zero : f64
  } : tensor<1x6x6x2xf64> to tensor<1x8x8x2xf64>
  %e = tensor.empty() : tensor<1x3x3x3xf64>
  %z = linalg.fill ins(%zero : f64) outs(%e : tensor<1x3x3x3xf64>) -> tensor<1x3x3x3xf64>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%xp, %k : tensor<1x8x8x2xf64>, tensor<3x3x2x3xf64>) outs(%z : tensor<1x3x3x3xf64>) -> tensor<1x3x3x3xf64>
  %r = linalg.generic {indexing_maps = [#id4, #ch4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %b : tensor<1x3x3x3xf64>, tensor<3xf64>) outs(%e : tensor<1x3x3x3xf64>) {
  ^bb0(%v: f64, %bias: f64, %o: f64):
    %s = arith.addf %v, %bias : f64
    %m = arith.maximumf %s, %zero : f64
    linalg.yield %m : f64
  } -> tensor<1x3x3x3xf64>
  %rp = tensor.pad %r low[0, 1, 1, 0] high[0, 0, 0, 0] {
  ^bb0(%i: index, %j: index, %l: index, %m: index):
    tensor.yield %ninf : f64
  } : tensor<1x3x3x3xf64> to tensor<1x4x4x3xf64>
  %win = tensor.empty() : tensor<2x2xf64>
  %ep = tensor.empty() : tensor<1x2x2x3xf64>
  %fp = linalg.fill ins(%ninf : f64) outs(%ep : tensor<1x2x2x3xf64>) -> tensor<1x2x2x3xf64>
  %p = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%rp, %win : tensor<1x4x4x3xf64>, tensor<2x2xf64>) outs(%fp : tensor<1x2x2x3xf64>) -> tensor<1x2x2x3xf64>
  %es = tensor.empty() : tensor<f64>
  %zs = linalg.fill ins(%zero : f64) outs(%es : tensor<f64>) -> tensor<f64>
  %loss = linalg.generic {indexing_maps = [#id4, #all4], iterator_types = ["reduction", "reduction", "reduction", "reduction"]}
      ins(%p : tensor<1x2x2x3xf64>) outs(%zs : tensor<f64>) {
  ^bb0(%v: f64, %acc: f64):
    %s = arith.mulf %v, %v : f64
    %a = arith.addf %acc, %s : f64
    linalg.yield %a : f64
  } -> tensor<f64>
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<1x6x6x2xf64>, %k: tensor<3x3x2x3xf64>, %b: tensor<3xf64>) -> (tensor<f64>, tensor<1x6x6x2xf64>, tensor<3x3x2x3xf64>, tensor<3xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1, 2>}
)mlir")
                      .convertFirst());
  cases.push_back(GradCase("LayerNorm", R"mlir(
#id = affine_map<(n, f) -> (n, f)>
#row = affine_map<(n, f) -> (n)>
#col = affine_map<(n, f) -> (f)>
#all = affine_map<(n, f) -> ()>
func.func @f(%x: tensor<3x4xf64>, %g: tensor<4xf64>, %b: tensor<4xf64>, %w: tensor<3x4xf64>) -> tensor<f64> {
  %zero = arith.constant 0.0 : f64
  %quarter = arith.constant 0.25 : f64
  %eps = arith.constant 1.0e-5 : f64
  %er = tensor.empty() : tensor<3xf64>
  %zr = linalg.fill ins(%zero : f64) outs(%er : tensor<3xf64>) -> tensor<3xf64>
  %sum = linalg.reduce ins(%x : tensor<3x4xf64>) outs(%zr : tensor<3xf64>) dimensions = [1]
    (%in: f64, %acc: f64) {
      %a = arith.addf %in, %acc : f64
      linalg.yield %a : f64
    }
  %var = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x, %sum : tensor<3x4xf64>, tensor<3xf64>) outs(%zr : tensor<3xf64>) {
  ^bb0(%v: f64, %s: f64, %acc: f64):
    %m = arith.mulf %s, %quarter : f64
    %d = arith.subf %v, %m : f64
    %d2 = arith.mulf %d, %d : f64
    %a = arith.addf %acc, %d2 : f64
    linalg.yield %a : f64
  } -> tensor<3xf64>
  %e = tensor.empty() : tensor<3x4xf64>
  %y = linalg.generic {indexing_maps = [#id, #row, #row, #col, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum, %var, %g, %b : tensor<3x4xf64>, tensor<3xf64>, tensor<3xf64>, tensor<4xf64>, tensor<4xf64>) outs(%e : tensor<3x4xf64>) {
  ^bb0(%v: f64, %s: f64, %vr: f64, %gv: f64, %bv: f64, %o: f64):
    %m = arith.mulf %s, %quarter : f64
    %d = arith.subf %v, %m : f64
    %vv = arith.mulf %vr, %quarter : f64
    %ve = arith.addf %vv, %eps : f64
    %r = math.rsqrt %ve : f64
    %n = arith.mulf %d, %r : f64
    %sc = arith.mulf %n, %gv : f64
    %o2 = arith.addf %sc, %bv : f64
    linalg.yield %o2 : f64
  } -> tensor<3x4xf64>
  %es = tensor.empty() : tensor<f64>
  %zs = linalg.fill ins(%zero : f64) outs(%es : tensor<f64>) -> tensor<f64>
  %loss = linalg.generic {indexing_maps = [#id, #id, #all], iterator_types = ["reduction", "reduction"]}
      ins(%y, %w : tensor<3x4xf64>, tensor<3x4xf64>) outs(%zs : tensor<f64>) {
  ^bb0(%v: f64, %wv: f64, %acc: f64):
    %t = math.tanh %v : f64
    %m = arith.mulf %t, %wv : f64
    %a = arith.addf %acc, %m : f64
    linalg.yield %a : f64
  } -> tensor<f64>
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<3x4xf64>, %g: tensor<4xf64>, %b: tensor<4xf64>, %w: tensor<3x4xf64>) -> (tensor<f64>, tensor<3x4xf64>, tensor<4xf64>, tensor<4xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1, 2>}
)mlir")
                      .convertFirst());
  // h = tanh(W h + U x_t) over 20 steps, x_t a row of xs at the loop index.
  cases.push_back(GradCase("TanhRnn20Steps", R"mlir(
#v = affine_map<(i) -> (i)>
#s = affine_map<(i) -> ()>
func.func @f(%h0: tensor<3xf64>, %W: tensor<3x3xf64>, %U: tensor<3x2xf64>, %xs: tensor<20x2xf64>) -> tensor<f64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c20 = arith.constant 20 : index
  %zero = arith.constant 0.0 : f64
  %e = tensor.empty() : tensor<3xf64>
  %h = scf.for %t = %c0 to %c20 step %c1 iter_args(%hi = %h0) -> tensor<3xf64> {
    %xt = tensor.extract_slice %xs[%t, 0] [1, 2] [1, 1] : tensor<20x2xf64> to tensor<2xf64>
    %z = linalg.fill ins(%zero : f64) outs(%e : tensor<3xf64>) -> tensor<3xf64>
    %a = linalg.matvec ins(%W, %hi : tensor<3x3xf64>, tensor<3xf64>) outs(%z : tensor<3xf64>) -> tensor<3xf64>
    %b = linalg.matvec ins(%U, %xt : tensor<3x2xf64>, tensor<2xf64>) outs(%a : tensor<3xf64>) -> tensor<3xf64>
    %hn = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]} ins(%b : tensor<3xf64>) outs(%e : tensor<3xf64>) {
    ^bb0(%val: f64, %o: f64):
      %th = math.tanh %val : f64
      linalg.yield %th : f64
    } -> tensor<3xf64>
    scf.yield %hn : tensor<3xf64>
  }
  %es = tensor.empty() : tensor<f64>
  %zs = linalg.fill ins(%zero : f64) outs(%es : tensor<f64>) -> tensor<f64>
  %loss = linalg.generic {indexing_maps = [#v, #s], iterator_types = ["reduction"]} ins(%h : tensor<3xf64>) outs(%zs : tensor<f64>) {
  ^bb0(%val: f64, %acc: f64):
    %sq = arith.mulf %val, %val : f64
    %a = arith.addf %acc, %sq : f64
    linalg.yield %a : f64
  } -> tensor<f64>
  return %loss : tensor<f64>
}
func.func private @f_grad(%h0: tensor<3xf64>, %W: tensor<3x3xf64>, %U: tensor<3x2xf64>, %xs: tensor<20x2xf64>) -> (tensor<f64>, tensor<3xf64>, tensor<3x3xf64>, tensor<3x2xf64>, tensor<20x2xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1, 2, 3>}
)mlir")
                      .convertFirst()
                      .range(0, -1.0, 1.0)
                      .range(1, -0.6, 0.6)
                      .range(2, -1.0, 1.0)
                      .range(3, -1.0, 1.0));
  cases.push_back(GradCase("SlicesConcatsPads", R"mlir(
#id = affine_map<(n, f) -> (n, f)>
#all = affine_map<(n, f) -> ()>
func.func @f(%x: tensor<4x6xf64>, %y: tensor<2x3xf64>, %v: tensor<f64>) -> tensor<f64> {
  %zero = arith.constant 0.0 : f64
  %vs = tensor.extract %v[] : tensor<f64>
  %a = tensor.extract_slice %x[1, 0] [2, 3] [1, 2] : tensor<4x6xf64> to tensor<2x3xf64>
  %b = tensor.concat dim(0) %a, %y : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<4x3xf64>
  %p = tensor.pad %b low[1, 0] high[0, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %vs : f64
  } : tensor<4x3xf64> to tensor<5x5xf64>
  %q = tensor.insert_slice %y into %p[0, 1] [2, 3] [1, 1] : tensor<2x3xf64> into tensor<5x5xf64>
  %es = tensor.empty() : tensor<f64>
  %zs = linalg.fill ins(%zero : f64) outs(%es : tensor<f64>) -> tensor<f64>
  %loss = linalg.generic {indexing_maps = [#id, #all], iterator_types = ["reduction", "reduction"]} ins(%q : tensor<5x5xf64>) outs(%zs : tensor<f64>) {
  ^bb0(%val: f64, %acc: f64):
    %s = math.sin %val : f64
    %m = arith.mulf %s, %val : f64
    %a2 = arith.addf %acc, %m : f64
    linalg.yield %a2 : f64
  } -> tensor<f64>
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<4x6xf64>, %y: tensor<2x3xf64>, %v: tensor<f64>) -> (tensor<f64>, tensor<4x6xf64>, tensor<2x3xf64>, tensor<f64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1, 2>}
)mlir")
                      .convertFirst());
  // acc[dst[i]] += tanh(table[src[i]]) in a loop: repeated source and
  // destination rows.
  cases.push_back(GradCase("GatherScatterLoop", R"mlir(
#v = affine_map<(i) -> (i)>
#id = affine_map<(n, f) -> (n, f)>
#all = affine_map<(n, f) -> ()>
func.func @f(%table: tensor<5x3xf64>, %src: tensor<4xi32>, %dst: tensor<4xi32>, %acc0: tensor<5x3xf64>) -> tensor<f64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f64
  %e = tensor.empty() : tensor<3xf64>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %acc0) -> tensor<5x3xf64> {
    %s32 = tensor.extract %src[%i] : tensor<4xi32>
    %s = arith.index_cast %s32 : i32 to index
    %d32 = tensor.extract %dst[%i] : tensor<4xi32>
    %d = arith.index_cast %d32 : i32 to index
    %row = tensor.extract_slice %table[%s, 0] [1, 3] [1, 1] : tensor<5x3xf64> to tensor<3xf64>
    %old = tensor.extract_slice %acc[%d, 0] [1, 3] [1, 1] : tensor<5x3xf64> to tensor<3xf64>
    %new = linalg.generic {indexing_maps = [#v, #v, #v], iterator_types = ["parallel"]} ins(%row, %old : tensor<3xf64>, tensor<3xf64>) outs(%e : tensor<3xf64>) {
    ^bb0(%a: f64, %b: f64, %o: f64):
      %t = math.tanh %a : f64
      %sum = arith.addf %t, %b : f64
      linalg.yield %sum : f64
    } -> tensor<3xf64>
    %upd = tensor.insert_slice %new into %acc[%d, 0] [1, 3] [1, 1] : tensor<3xf64> into tensor<5x3xf64>
    scf.yield %upd : tensor<5x3xf64>
  }
  %es = tensor.empty() : tensor<f64>
  %zs = linalg.fill ins(%zero : f64) outs(%es : tensor<f64>) -> tensor<f64>
  %loss = linalg.generic {indexing_maps = [#id, #all], iterator_types = ["reduction", "reduction"]} ins(%r : tensor<5x3xf64>) outs(%zs : tensor<f64>) {
  ^bb0(%val: f64, %a: f64):
    %sq = arith.mulf %val, %val : f64
    %s2 = arith.addf %a, %sq : f64
    linalg.yield %s2 : f64
  } -> tensor<f64>
  return %loss : tensor<f64>
}
func.func private @f_grad(%table: tensor<5x3xf64>, %src: tensor<4xi32>, %dst: tensor<4xi32>, %acc0: tensor<5x3xf64>) -> (tensor<f64>, tensor<5x3xf64>, tensor<5x3xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 3>}
)mlir")
                      .convertFirst()
                      .ints(1, {1, 3, 1, 4})
                      .ints(2, {0, 2, 0, 0}));
  return cases;
}

/// Ops beyond the list of issue 13 that have rules: overwrite scatter and
/// select_and_scatter.
std::vector<GradCase> moreCases() {
  std::vector<GradCase> cases;
  // Distinct rows 2 and 0 are overwritten by the updates.
  cases.push_back(GradCase("ScatterOverwrite", R"mlir(
func.func @f(%x: tensor<3x3xf64>, %idx: tensor<2x1xi32>, %u: tensor<2x3xf64>) -> tensor<f64> {
  %r = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers = <update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> unique_indices : tensor<3x3xf64>, tensor<2x1xi32>, tensor<2x3xf64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    hlo.return %b : tensor<f64>
  }
  %q = hlo.multiply %r, %r : tensor<3x3xf64>
  %loss = @wsum %q : 3x3
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<3x3xf64>, %idx: tensor<2x1xi32>, %u: tensor<2x3xf64>) -> (tensor<f64>, tensor<3x3xf64>, tensor<2x3xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 2>}
)mlir")
                      .ints(1, {2, 0}));
  // The max-pool gradient op itself, differentiated w.r.t. its source (the
  // selection is piecewise constant in the operand).
  cases.emplace_back("SelectAndScatter", R"mlir(
func.func @f(%x: tensor<4x6xf64>, %src: tensor<2x3xf64>) -> tensor<f64> {
  %zero = hlo.constant dense<0.0> : tensor<f64>
  %r = hlo.select_and_scatter %x, %src, %zero window = <size = [2, 2], stride = [2, 2]> : (tensor<4x6xf64>, tensor<2x3xf64>, tensor<f64>) -> tensor<4x6xf64> select {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %ge = hlo.compare GE, %a, %b : tensor<f64>
    hlo.return %ge : tensor<i1>
  } scatter {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %s = hlo.add %a, %b : tensor<f64>
    hlo.return %s : tensor<f64>
  }
  %q = hlo.multiply %r, %x : tensor<4x6xf64>
  %t = hlo.sine %q : tensor<4x6xf64>
  %loss = @wsum %t : 4x6
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<4x6xf64>, %src: tensor<2x3xf64>) -> (tensor<f64>, tensor<4x6xf64>, tensor<2x3xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}
)mlir");
  return cases;
}

/// Ops that hlo-autodiff declines today (map, scan, a variadic argmax
/// reduce): differentiating them must fail with an error at the op, never
/// crash. When one gets a rule, move its case to the checked ones.
std::vector<GradCase> unsupportedCases() {
  std::vector<GradCase> cases;
  cases.emplace_back("Map", R"mlir(
func.func @f(%a: tensor<2x3xf64>, %b: tensor<2x3xf64>) -> tensor<f64> {
  %r = hlo.map(%a, %b) dimensions = [0, 1] : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64> {
  ^bb0(%x: tensor<f64>, %y: tensor<f64>):
    %m = hlo.multiply %x, %y : tensor<f64>
    %s = hlo.sine %m : tensor<f64>
    hlo.return %s : tensor<f64>
  }
  %loss = @wsum %r : 2x3
  return %loss : tensor<f64>
}
func.func private @f_grad(%a: tensor<2x3xf64>, %b: tensor<2x3xf64>) -> (tensor<f64>, tensor<2x3xf64>, tensor<2x3xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}
)mlir");
  // A cumulative sum and a cumulative product (with the carry out).
  cases.emplace_back("Scan", R"mlir(
func.func @f(%x: tensor<5xf64>, %init: tensor<f64>) -> tensor<f64> {
  %zero = hlo.constant dense<0.0> : tensor<f64>
  %sums, %total = hlo.scan(%x init: %zero) dimension = 0 is_associative = true : (tensor<5xf64>, tensor<f64>) -> (tensor<5xf64>, tensor<f64>) {
  ^bb0(%e: tensor<f64>, %c: tensor<f64>):
    %s = hlo.add %c, %e : tensor<f64>
    hlo.return %s, %s : tensor<f64>, tensor<f64>
  }
  %prods, %last = hlo.scan(%x init: %init) dimension = 0 : (tensor<5xf64>, tensor<f64>) -> (tensor<5xf64>, tensor<f64>) {
  ^bb0(%e: tensor<f64>, %c: tensor<f64>):
    %p = hlo.multiply %c, %e : tensor<f64>
    hlo.return %p, %p : tensor<f64>, tensor<f64>
  }
  %ss = hlo.sine %sums : tensor<5xf64>
  %l1 = @wsum %ss : 5
  %l2 = @wsum %prods : 5
  %a = hlo.add %l1, %l2 : tensor<f64>
  %b = hlo.multiply %total, %last : tensor<f64>
  %loss = hlo.add %a, %b : tensor<f64>
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<5xf64>, %init: tensor<f64>) -> (tensor<f64>, tensor<5xf64>, tensor<f64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}
)mlir");
  // argmax as a variadic reduce: the max value is differentiable.
  cases.push_back(GradCase("ReduceArgmax", R"mlir(
func.func @f(%x: tensor<3x4xf64>, %i: tensor<3x4xi32>) -> tensor<f64> {
  %ninf = hlo.constant dense<0xFFF0000000000000> : tensor<f64>
  %zero = hlo.constant dense<0> : tensor<i32>
  %v, %idx = hlo.reduce(%x, %i init: %ninf, %zero) dimensions = [1] : (tensor<3x4xf64>, tensor<3x4xi32>, tensor<f64>, tensor<i32>) -> (tensor<3xf64>, tensor<3xi32>) {
  ^bb0(%av: tensor<f64>, %ai: tensor<i32>, %bv: tensor<f64>, %bi: tensor<i32>):
    %ge = hlo.compare GE, %av, %bv : tensor<f64>
    %mv = hlo.select %ge, %av, %bv : tensor<i1>, tensor<f64>
    %mi = hlo.select %ge, %ai, %bi : tensor<i1>, tensor<i32>
    hlo.return %mv, %mi : tensor<f64>, tensor<i32>
  }
  %s = hlo.sine %v : tensor<3xf64>
  %loss = @wsum %s : 3
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<3x4xf64>, %i: tensor<3x4xi32>) -> (tensor<f64>, tensor<3x4xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}
)mlir")
                      .ints(1, {0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3}));
  return cases;
}

/// Second derivatives through other rules: the gradient of a function of
/// a generated gradient (whose backward ops are then differentiated).
std::vector<GradCase> secondDerivativeCases() {
  std::vector<GradCase> cases;
  // Through dot: d/d(x, W) of sum(d/dx sum(tanh(W x)) * c).
  cases.emplace_back("SecondDerivativeDotTanh", R"mlir(
func.func @g(%x: tensor<3xf64>, %w: tensor<2x3xf64>) -> tensor<f64> {
  %d = hlo.dot %w, %x, lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<2x3xf64>, tensor<3xf64>) -> tensor<2xf64>
  %t = hlo.tanh %d : tensor<2xf64>
  %l = @sum %t : 2
  return %l : tensor<f64>
}
func.func private @g_grad(%x: tensor<3xf64>, %w: tensor<2x3xf64>) -> (tensor<f64>, tensor<3xf64>) attributes {xhlo.gradient_of = @g, xhlo.wrt = array<i64: 0>}
func.func @f(%x: tensor<3xf64>, %w: tensor<2x3xf64>) -> tensor<f64> {
  %r:2 = hlo.call @g_grad(%x, %w) : (tensor<3xf64>, tensor<2x3xf64>) -> (tensor<f64>, tensor<3xf64>)
  %loss = @wsum %r#1 : 3
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<3xf64>, %w: tensor<2x3xf64>) -> (tensor<f64>, tensor<3xf64>, tensor<2x3xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}
)mlir");
  // Through gather (whose adjoint is a scatter-add) and reduce.
  cases.push_back(GradCase("SecondDerivativeGatherReduce", R"mlir(
func.func @g(%x: tensor<5xf64>, %idx: tensor<4x1xi32>) -> tensor<f64> {
  %gt = hlo.gather %x[%idx] dimension_numbers = <collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1> slice_sizes = [1] : tensor<5xf64>, tensor<4x1xi32>
  %s = hlo.sine %gt : tensor<4xf64>
  %q = hlo.multiply %s, %gt : tensor<4xf64>
  %zero = hlo.constant dense<0.0> : tensor<f64>
  %l = hlo.reduce(%q init: %zero) dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %c = hlo.add %a, %b : tensor<f64>
    hlo.return %c : tensor<f64>
  }
  return %l : tensor<f64>
}
func.func private @g_grad(%x: tensor<5xf64>, %idx: tensor<4x1xi32>) -> (tensor<f64>, tensor<5xf64>) attributes {xhlo.gradient_of = @g, xhlo.wrt = array<i64: 0>}
func.func @f(%x: tensor<5xf64>, %idx: tensor<4x1xi32>) -> tensor<f64> {
  %r:2 = hlo.call @g_grad(%x, %idx) : (tensor<5xf64>, tensor<4x1xi32>) -> (tensor<f64>, tensor<5xf64>)
  %loss = @wsum %r#1 : 5
  return %loss : tensor<f64>
}
func.func private @f_grad(%x: tensor<5xf64>, %idx: tensor<4x1xi32>) -> (tensor<f64>, tensor<5xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}
)mlir")
                      .ints(1, {3, 0, 3, 1}));
  // Through a counted loop: the backward loop counts down.
  cases.emplace_back("SecondDerivativeWhile", R"mlir(
func.func @g(%h0: tensor<3xf64>, %w: tensor<3xf64>) -> tensor<f64> {
  %c0 = hlo.constant dense<0> : tensor<i64>
  %n = hlo.constant dense<3> : tensor<i64>
  %s = hlo.constant dense<1> : tensor<i64>
  %r:5 = hlo.while(%c0, %h0, %n, %s, %w) : tensor<i64>, tensor<3xf64>, tensor<i64>, tensor<i64>, tensor<3xf64> cond {
  ^bb0(%i: tensor<i64>, %h: tensor<3xf64>, %b: tensor<i64>, %st: tensor<i64>, %ww: tensor<3xf64>):
    %p = hlo.compare LT, %i, %b : tensor<i64>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%i: tensor<i64>, %h: tensor<3xf64>, %b: tensor<i64>, %st: tensor<i64>, %ww: tensor<3xf64>):
    %m = hlo.multiply %h, %ww : tensor<3xf64>
    %t = hlo.tanh %m : tensor<3xf64>
    %j = hlo.add %i, %st : tensor<i64>
    hlo.return %j, %t, %b, %st, %ww : tensor<i64>, tensor<3xf64>, tensor<i64>, tensor<i64>, tensor<3xf64>
  }
  %l = @sum %r#1 : 3
  return %l : tensor<f64>
}
func.func private @g_grad(%h0: tensor<3xf64>, %w: tensor<3xf64>) -> (tensor<f64>, tensor<3xf64>) attributes {xhlo.gradient_of = @g, xhlo.wrt = array<i64: 0>}
func.func @f(%h0: tensor<3xf64>, %w: tensor<3xf64>) -> tensor<f64> {
  %r:2 = hlo.call @g_grad(%h0, %w) : (tensor<3xf64>, tensor<3xf64>) -> (tensor<f64>, tensor<3xf64>)
  %loss = @wsum %r#1 : 3
  return %loss : tensor<f64>
}
func.func private @f_grad(%h0: tensor<3xf64>, %w: tensor<3xf64>) -> (tensor<f64>, tensor<3xf64>, tensor<3xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}
)mlir");
  // In linalg: the pipeline differentiates the inner request first.
  cases.push_back(GradCase("SecondDerivativeLinalg", R"mlir(
#v = affine_map<(i) -> (i)>
#s = affine_map<(i) -> ()>
func.func @g(%x: tensor<4xf64>) -> tensor<f64> {
  %zero = arith.constant 0.0 : f64
  %es = tensor.empty() : tensor<f64>
  %zs = linalg.fill ins(%zero : f64) outs(%es : tensor<f64>) -> tensor<f64>
  %l = linalg.generic {indexing_maps = [#v, #s], iterator_types = ["reduction"]} ins(%x : tensor<4xf64>) outs(%zs : tensor<f64>) {
  ^bb0(%val: f64, %acc: f64):
    %e = math.exp %val : f64
    %t = math.tanh %e : f64
    %a = arith.addf %acc, %t : f64
    linalg.yield %a : f64
  } -> tensor<f64>
  return %l : tensor<f64>
}
func.func private @g_grad(%x: tensor<4xf64>) -> (tensor<f64>, tensor<4xf64>) attributes {xhlo.gradient_of = @g, xhlo.wrt = array<i64: 0>}
func.func @f(%x: tensor<4xf64>) -> tensor<f64> {
  %zero = arith.constant 0.0 : f64
  %r:2 = func.call @g_grad(%x) : (tensor<4xf64>) -> (tensor<f64>, tensor<4xf64>)
  %es = tensor.empty() : tensor<f64>
  %zs = linalg.fill ins(%zero : f64) outs(%es : tensor<f64>) -> tensor<f64>
  %l = linalg.generic {indexing_maps = [#v, #v, #s], iterator_types = ["reduction"]} ins(%r#1, %x : tensor<4xf64>, tensor<4xf64>) outs(%zs : tensor<f64>) {
  ^bb0(%gv: f64, %xv: f64, %acc: f64):
    %m = arith.mulf %gv, %xv : f64
    %a = arith.addf %acc, %m : f64
    linalg.yield %a : f64
  } -> tensor<f64>
  return %l : tensor<f64>
}
func.func private @f_grad(%x: tensor<4xf64>) -> (tensor<f64>, tensor<4xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}
)mlir")
                      .convertFirst()
                      .range(0, -1.0, 1.0));
  return cases;
}

/// scf.if in scf.for (a conditional with tuple operands in a loop).
std::vector<GradCase> composedControlFlowCases() {
  std::vector<GradCase> cases;
  cases.push_back(GradCase("LoopWithIf", R"mlir(
#v = affine_map<(i) -> (i)>
#s = affine_map<(i) -> ()>
func.func @f(%h0: tensor<3xf64>, %w: tensor<3xf64>) -> tensor<f64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %zero = arith.constant 0.0 : f64
  %e = tensor.empty() : tensor<3xf64>
  %h = scf.for %i = %c0 to %c5 step %c1 iter_args(%hi = %h0) -> tensor<3xf64> {
    %r = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %r, %c0 : index
    %hn = scf.if %even -> tensor<3xf64> {
      %a = linalg.generic {indexing_maps = [#v, #v, #v], iterator_types = ["parallel"]} ins(%hi, %w : tensor<3xf64>, tensor<3xf64>) outs(%e : tensor<3xf64>) {
      ^bb0(%x: f64, %y: f64, %o: f64):
        %m = arith.mulf %x, %y : f64
        %t = math.tanh %m : f64
        linalg.yield %t : f64
      } -> tensor<3xf64>
      scf.yield %a : tensor<3xf64>
    } else {
      %b = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]} ins(%hi : tensor<3xf64>) outs(%e : tensor<3xf64>) {
      ^bb0(%x: f64, %o: f64):
        %sn = math.sin %x : f64
        %m = arith.mulf %sn, %x : f64
        linalg.yield %m : f64
      } -> tensor<3xf64>
      scf.yield %b : tensor<3xf64>
    }
    scf.yield %hn : tensor<3xf64>
  }
  %es = tensor.empty() : tensor<f64>
  %zs = linalg.fill ins(%zero : f64) outs(%es : tensor<f64>) -> tensor<f64>
  %loss = linalg.generic {indexing_maps = [#v, #s], iterator_types = ["reduction"]} ins(%h : tensor<3xf64>) outs(%zs : tensor<f64>) {
  ^bb0(%val: f64, %acc: f64):
    %sq = arith.mulf %val, %val : f64
    %a = arith.addf %acc, %sq : f64
    linalg.yield %a : f64
  } -> tensor<f64>
  return %loss : tensor<f64>
}
func.func private @f_grad(%h0: tensor<3xf64>, %w: tensor<3xf64>) -> (tensor<f64>, tensor<3xf64>, tensor<3xf64>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}
)mlir")
                      .convertFirst());
  return cases;
}

std::vector<GradCase> allCases() {
  std::vector<GradCase> all;
  for (auto family :
       {elementwiseCases, structuralCases, reductionCases, contractionCases,
        sortCases, controlFlowCases, composedCases, composedControlFlowCases,
        secondDerivativeCases, moreCases})
    for (GradCase &c : family())
      all.push_back(std::move(c));
  return all;
}

class GradCheckTest : public ::testing::TestWithParam<GradCase> {};

TEST_P(GradCheckTest, MatchesFiniteDifferences) {
  GradientChecker checker;
  checker.check(GetParam());
}

INSTANTIATE_TEST_SUITE_P(Autodiff, GradCheckTest,
                         ::testing::ValuesIn(allCases()),
                         [](const ::testing::TestParamInfo<GradCase> &info) {
                           return info.param.name;
                         });

TEST(AutodiffUnsupported, FailsWithAnErrorAtTheOp) {
  for (const GradCase &c : unsupportedCases()) {
    mlir::DialectRegistry registry;
    registerAllDialects(registry);
    mlir::MLIRContext context(registry);
    context.loadAllAvailableDialects();
    context.printOpOnDiagnostic(false);
    std::string messages;
    mlir::ScopedDiagnosticHandler handler(&context, [&](mlir::Diagnostic &d) {
      llvm::raw_string_ostream os(messages);
      os << d.getLocation() << ": " << d.str() << "\n";
      return mlir::success();
    });
    mlir::OwningOpRef<mlir::ModuleOp> module =
        mlir::parseSourceString<mlir::ModuleOp>(expandSums(c.source), &context);
    ASSERT_TRUE(module) << c.name << ": " << messages;
    EXPECT_TRUE(mlir::failed(hlo::differentiateModule(*module)))
        << c.name << " is differentiated now: move it to the checked cases";
    EXPECT_NE(messages.find("loc(\"-\":"), std::string::npos)
        << c.name << ": the error has no location: " << messages;
    EXPECT_NE(messages.find("op "), std::string::npos)
        << c.name << ": the error does not name the op: " << messages;
  }
}

//===----------------------------------------------------------------------===//
// Hand-derived values
//===----------------------------------------------------------------------===//

/// d/dx sum(x * x) = 2x.
TEST(AutodiffHandDerived, SquareIsTwoX) {
  GradCase c("SumOfSquares",
             "func.func @f(%x: tensor<2x3xf64>) -> tensor<f64> {\n"
             "  %y = hlo.multiply %x, %x : tensor<2x3xf64>\n"
             "  %loss = @sum %y : 2x3\n"
             "  return %loss : tensor<f64>\n"
             "}\n" +
                 request({"tensor<2x3xf64>"}, {0}));
  GradientChecker checker;
  GradRun run = checker.check(c);
  ASSERT_TRUE(run.ok);
  const double *x = run.inputs[0].getArray().as<double>();
  for (int k = 0; k < 6; ++k)
    EXPECT_NEAR(run.gradients[0][k], 2 * x[k], 1e-14) << "element " << k;
}

/// d tanh(x) = 1 - tanh(x)^2, times the weights of @wsum.
TEST(AutodiffHandDerived, TanhIsOneMinusSquare) {
  GradientChecker checker;
  GradRun run = checker.check(GradCase("Tanh", unarySource("hlo.tanh")));
  ASSERT_TRUE(run.ok);
  const double *x = run.inputs[0].getArray().as<double>();
  for (int k = 0; k < 6; ++k) {
    double t = std::tanh(x[k]);
    EXPECT_NEAR(run.gradients[0][k], sumWeight(k) * (1 - t * t), 1e-14)
        << "element " << k;
  }
}

/// maximum and minimum split the adjoint in half between equal operands
/// (JAX's rule), and give it to the larger (smaller) one otherwise.
TEST(AutodiffHandDerived, MaxMinTiesSplitInHalf) {
  std::string source =
      "func.func @f(%x: tensor<2x3xf64>, %y: tensor<2x3xf64>) -> tensor<f64> "
      "{\n"
      "  %m = hlo.maximum %x, %y : tensor<2x3xf64>\n"
      "  %n = hlo.minimum %x, %y : tensor<2x3xf64>\n"
      "  %t = hlo.multiply %n, %n : tensor<2x3xf64>\n"
      "  %s = hlo.add %m, %t : tensor<2x3xf64>\n"
      "  %loss = @sum %s : 2x3\n"
      "  return %loss : tensor<f64>\n"
      "}\n" +
      request({"tensor<2x3xf64>", "tensor<2x3xf64>"}, {0, 1});
  std::vector<double> x{1.0, -0.5, 2.0, 0.25, 3.0, -1.5};
  std::vector<double> y{1.0, 0.5, 2.0, -0.25, 3.0, -2.5};
  GradCase c("MaxMinTies", source);
  c.values(0, x).values(1, y);
  GradientChecker checker;
  GradRun run = checker.check(c);
  ASSERT_TRUE(run.ok);
  for (int k = 0; k < 6; ++k) {
    // d/dx [max(x, y) + min(x, y)^2].
    double dx, dy;
    double mn = std::min(x[k], y[k]);
    if (x[k] == y[k]) {
      dx = dy = 0.5 + 0.5 * 2 * mn;
    } else if (x[k] > y[k]) {
      dx = 1.0;
      dy = 2 * mn;
    } else {
      dx = 2 * mn;
      dy = 1.0;
    }
    EXPECT_DOUBLE_EQ(run.gradients[0][k], dx) << "x element " << k;
    EXPECT_DOUBLE_EQ(run.gradients[1][k], dy) << "y element " << k;
  }
}

/// The gradient of f2(x) = sum(d/dx sum(tanh(tanh(x)))), with t = tanh x,
/// u = tanh t: d/dx (1 - u^2)(1 - t^2) = -2 (1 - t^2)(1 - u^2)(u (1 - t^2)
/// + t).
TEST(AutodiffHandDerived, SecondDerivativeOfTanhTanh) {
  GradientChecker checker;
  GradRun run = checker.check(secondDerivativeCase());
  ASSERT_TRUE(run.ok);
  const double *x = run.inputs[0].getArray().as<double>();
  for (int k = 0; k < 4; ++k) {
    double t = std::tanh(x[k]), u = std::tanh(t);
    double expected = -2 * (1 - t * t) * (1 - u * u) * (u * (1 - t * t) + t);
    EXPECT_NEAR(run.gradients[0][k], expected, 1e-13) << "element " << k;
  }
}

//===----------------------------------------------------------------------===//
// The comparison can fail
//===----------------------------------------------------------------------===//

TEST(AutodiffGradComparator, DetectsWrongGradients) {
  // Within tolerance.
  EXPECT_TRUE(gradientMatches(1.0, 1.0 + 1e-9, 1e-6, 1e-8));
  EXPECT_TRUE(gradientMatches(0.0, 5e-9, 1e-6, 1e-8));
  EXPECT_TRUE(gradientMatches(-3.0, -3.0, 1e-6, 1e-8));
  // 1% off, a sign error, a gradient that should be zero, not finite.
  EXPECT_FALSE(gradientMatches(1.01 * 0.7, 0.7, 1e-6, 1e-8));
  EXPECT_FALSE(gradientMatches(1.01 * -2e-3, -2e-3, 1e-6, 1e-8));
  EXPECT_FALSE(gradientMatches(0.7, -0.7, 1e-6, 1e-8));
  EXPECT_FALSE(gradientMatches(1e-6, 0.0, 1e-6, 1e-8));
  EXPECT_FALSE(gradientMatches(NAN, 1.0, 1e-6, 1e-8));
  EXPECT_FALSE(gradientMatches(1.0, INFINITY, 1e-6, 1e-8));
}

/// On a real case: the generated gradient passes, and the same gradient
/// scaled by 1.01 would fail at every non-zero element.
TEST(AutodiffGradComparator, DetectsScaledGradientOfRealCase) {
  GradientChecker checker;
  GradRun run = checker.check(GradCase("Sine", unarySource("hlo.sine")));
  ASSERT_TRUE(run.ok);
  const double *x = run.inputs[0].getArray().as<double>();
  for (int k = 0; k < 6; ++k) {
    double numeric = sumWeight(k) * std::cos(x[k]);
    EXPECT_TRUE(gradientMatches(run.gradients[0][k], numeric, 1e-6, 1e-8));
    EXPECT_FALSE(
        gradientMatches(1.01 * run.gradients[0][k], numeric, 1e-6, 1e-8));
  }
}

} // namespace
