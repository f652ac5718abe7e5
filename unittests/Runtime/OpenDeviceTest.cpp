//===- OpenDeviceTest.cpp - Devices by URL, functions compiled as loaded --===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// openDevice: `local` and the empty URL give a working LocalDevice, a
// server that is not there an error with a code (or, without gRPC, one
// saying so). LocalDevice::compileFunction: a function of the caller's
// context runs like an imported one, with the options' seed; its errors are
// diagnostics at its ops in the caller's context; getExecutable gives the
// interpreter's record of the last run.
//
//===----------------------------------------------------------------------===//

#include "RuntimeTestUtils.h"

#include "xhlo/Runtime/OpenDevice.h"

#include "mlir/IR/Diagnostics.h"

using namespace xhlo;
using namespace xhlo::runtime;
using namespace xhlo::runtime::test;

namespace {

TEST(OpenDeviceTest, LocalAndEmptyAreTheInterpreter) {
  for (llvm::StringRef url : {"local", ""}) {
    EXPECT_TRUE(isLocalDeviceUrl(url));
    XHLO_ASSERT_OK_AND_ASSIGN(device, openDevice(url));
    XHLO_ASSERT_OK_AND_ASSIGN(devices, device->listDevices());
    ASSERT_EQ(devices.size(), 1u);
    EXPECT_EQ(devices[0].kind, "xhlo-interpreter");
    ProgramBuilder programs;
    XHLO_ASSERT_OK_AND_ASSIGN(add, programs.compile(*device, kAddProgram));
    XHLO_ASSERT_OK_AND_ASSIGN(a, device->allocate(f32({4}, {1, 2, 3, 4})));
    XHLO_ASSERT_OK_AND_ASSIGN(outputs, device->execute(add, {a, a}));
    XHLO_ASSERT_OK_AND_ASSIGN(sum, device->read(outputs.front()));
    EXPECT_EQ(valuesOf<float>(sum), (std::vector<float>{2, 4, 6, 8}));
  }
}

TEST(OpenDeviceTest, LocalDeviceOptionsApply) {
  OpenDeviceOptions options;
  options.local.maxMemoryBytes = 8;
  XHLO_ASSERT_OK_AND_ASSIGN(device, openDevice("local", options));
  EXPECT_EQ(errorCode(device->allocate(f32({4}, {1, 2, 3, 4}))),
            ErrorCode::ResourceExhausted);
}

TEST(OpenDeviceTest, AnAbsentServerIsAnError) {
  EXPECT_FALSE(isLocalDeviceUrl("grpc://127.0.0.1:1"));
  OpenDeviceOptions options;
  options.remote.connectTimeoutSeconds = 2;
  options.remote.timeoutSeconds = 2;
  std::string message;
  ErrorCode code =
      errorCode(openDevice("grpc://127.0.0.1:1", options), &message);
  if (!hasRemoteDevices()) {
    EXPECT_EQ(code, ErrorCode::Unimplemented);
    EXPECT_NE(message.find("XHLO_ENABLE_GRPC=OFF"), std::string::npos)
        << message;
    return;
  }
  EXPECT_TRUE(code == ErrorCode::Unavailable ||
              code == ErrorCode::DeadlineExceeded)
      << getErrorCodeName(code).str() << ": " << message;
  // A token file that cannot be read fails before connecting.
  options.tokenFile = "/nonexistent/xhlo-token";
  EXPECT_NE(errorCode(openDevice("grpc://127.0.0.1:1", options), &message),
            ErrorCode::Unknown);
  EXPECT_NE(message.find("/nonexistent/xhlo-token"), std::string::npos)
      << message;
}

/// A context with hlo, parsing programs and collecting their diagnostics.
class LocalDeviceFunctionTest : public ::testing::Test {
protected:
  LocalDeviceFunctionTest()
      : handler(&context, [this](mlir::Diagnostic &diagnostic) {
          llvm::raw_string_ostream os(diagnostics);
          if (auto loc = llvm::dyn_cast<mlir::FileLineColLoc>(
                  diagnostic.getLocation()))
            os << loc.getLine() << ":" << loc.getColumn() << ": ";
          os << diagnostic.str() << "\n";
        }) {
    context.loadDialect<mlir::func::FuncDialect, xhlo::hlo::HloDialect>();
  }

  /// Parses `source` and returns its @main.
  mlir::func::FuncOp parse(llvm::StringRef source) {
    module = mlir::parseSourceString<mlir::ModuleOp>(source, &context);
    if (!module)
      return nullptr;
    return module->lookupSymbol<mlir::func::FuncOp>("main");
  }

  mlir::MLIRContext context;
  std::string diagnostics;
  mlir::ScopedDiagnosticHandler handler;
  mlir::OwningOpRef<mlir::ModuleOp> module;
};

TEST_F(LocalDeviceFunctionTest, RunsLikeAnImportedProgram) {
  LocalDevice device;
  mlir::func::FuncOp main = parse(kPairProgram);
  ASSERT_TRUE(main);
  XHLO_ASSERT_OK_AND_ASSIGN(pair, device.compileFunction(main));
  XHLO_ASSERT_OK_AND_ASSIGN(a, device.allocate(f32({4}, {1, 2, 3, 4})));
  XHLO_ASSERT_OK_AND_ASSIGN(outputs, device.execute(pair, {a, a}));
  XHLO_ASSERT_OK_AND_ASSIGN(value, device.read(outputs.front()));
  // Several results come back as one tuple, as from an imported module.
  ASSERT_TRUE(value.isTuple());
  EXPECT_EQ(valuesOf<float>(value.getElements()[0]),
            (std::vector<float>{1, 4, 9, 16}));
  EXPECT_EQ(valuesOf<float>(value.getElements()[1]),
            (std::vector<float>{2, 4, 6, 8}));
  XHLO_ASSERT_OK_AND_ASSIGN(executable, device.getExecutable(pair));
  EXPECT_GE(executable->getNumThreads(), 1u);
  XHLO_ASSERT_OK(device.releaseExecutable(pair));
  EXPECT_EQ(errorCode(device.getExecutable(pair)), ErrorCode::NotFound);
  // The executable outlives its handle while it is held.
  EXPECT_GE(executable->getNumThreads(), 1u);
  EXPECT_EQ(diagnostics, "");
}

TEST_F(LocalDeviceFunctionTest, TheSeedOfTheOptionsApplies) {
  mlir::func::FuncOp main = parse(R"(
    func.func @main() -> tensor<8xf32> {
      %a = hlo.constant dense<0.0> : tensor<f32>
      %b = hlo.constant dense<1.0> : tensor<f32>
      %r = hlo.rng UNIFORM, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<8xf32>
      return %r : tensor<8xf32>
    })");
  ASSERT_TRUE(main);
  auto firstRun = [&](uint64_t seed) {
    LocalDeviceOptions options;
    options.executableOptions.seed = seed;
    LocalDevice device(options);
    llvm::Expected<ExecutableHandle> rng = device.compileFunction(main);
    EXPECT_TRUE(bool(rng));
    llvm::Expected<std::vector<AllocationHandle>> outputs =
        device.execute(*rng, {});
    EXPECT_TRUE(bool(outputs));
    llvm::Expected<RtValue> value = device.read(outputs->front());
    EXPECT_TRUE(bool(value));
    return valuesOf<float>(*value);
  };
  std::vector<float> seven = firstRun(7);
  EXPECT_EQ(seven, firstRun(7));
  EXPECT_NE(seven, firstRun(8));
  // The same as a run with rng_seed 7 on a device whose seed is 0.
  LocalDevice device;
  XHLO_ASSERT_OK_AND_ASSIGN(rng, device.compileFunction(main));
  ExecuteConfig config;
  config.rngSeed = 7;
  XHLO_ASSERT_OK_AND_ASSIGN(outputs, device.execute(rng, {}, config));
  XHLO_ASSERT_OK_AND_ASSIGN(value, device.read(outputs.front()));
  EXPECT_EQ(valuesOf<float>(value), seven);
}

TEST_F(LocalDeviceFunctionTest, ErrorsAreDiagnosticsAtTheOps) {
  LocalDevice device;
  mlir::func::FuncOp main = parse(R"(
    func.func @main(%t: !hlo.token) -> !hlo.token {
      %d, %t2 = hlo.infeed %t : tensor<2xf32>
      return %t2 : !hlo.token
    })");
  ASSERT_TRUE(main);
  llvm::Expected<ExecutableHandle> infeed = device.compileFunction(main);
  std::string message;
  if (infeed) {
    XHLO_ASSERT_OK_AND_ASSIGN(token, device.allocate(RtValue::token()));
    EXPECT_EQ(errorCode(device.execute(*infeed, {token}), &message),
              ErrorCode::InvalidArgument);
  } else {
    EXPECT_EQ(errorCode(infeed.takeError(), &message),
              ErrorCode::Unimplemented);
  }
  EXPECT_NE(message.find("see its diagnostics"), std::string::npos) << message;
  // Located where the source has the op (line 3, column 17).
  EXPECT_NE(diagnostics.find("3:17: 'hlo.infeed': the interpreter has no "
                             "infeed queue"),
            std::string::npos)
      << diagnostics;
}

} // namespace
