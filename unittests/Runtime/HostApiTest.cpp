//===- HostApiTest.cpp - The C API that host programs call ----------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The C API of HostApi.h called as compiled host programs call it: memref
// descriptors of any strides in and out, executions with exploded results,
// one device call per C call (counted), statistics, and failures returned as
// the device's code with a message that names the failing call, kept by the
// context (later calls fail alike and reach no device) until taken, leaving
// nothing on the device once released. A program written in C
// (HostApiCTest.c) returns at the first failure.
//
//===----------------------------------------------------------------------===//

#include "CountingDevice.h"
#include "RuntimeTestUtils.h"

#include "xhlo/Runtime/HostApi.h"
#include "xhlo/Runtime/HostContext.h"
#include "xhlo/Runtime/LocalDevice.h"
#include "xhlo/Target/Hlo/HloExport.h"
#include "xhlo/hlo.pb.h"

using namespace xhlo;
using namespace xhlo::runtime;
using namespace xhlo::runtime::test;

extern "C" XhloXrtStatus
xhloTestRoundTrip(XhloXrtContext *context, float *input, float *output,
                  int64_t size, int64_t readHandleOffset, int *callsMade);

namespace {

/// A memref descriptor of rank 2 over `data`:
/// `{allocated, aligned, offset, sizes[2], strides[2]}`.
struct Descriptor2D {
  float *allocated;
  float *aligned;
  int64_t offset;
  int64_t sizes[2];
  int64_t strides[2];
};

/// A rank-1 descriptor.
struct Descriptor1D {
  float *allocated;
  float *aligned;
  int64_t offset;
  int64_t sizes[1];
  int64_t strides[1];
};

Descriptor1D vector(float *data, int64_t size) {
  return {data, data, 0, {size}, {1}};
}

/// The binary HloModuleProto of the hlo module `source` (entry @main).
std::string exportProgram(const char *source) {
  mlir::MLIRContext context;
  context.loadDialect<mlir::func::FuncDialect, xhlo::hlo::HloDialect>();
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(source, &context);
  EXPECT_TRUE(module);
  mlir::FailureOr<xla::HloModuleProto> proto = exportHloModule(*module);
  EXPECT_TRUE(mlir::succeeded(proto));
  return proto->SerializeAsString();
}

class HostApiTest : public ::testing::Test {
protected:
  /// Calls that must succeed.
  int64_t transfer(int64_t rank, const void *descriptor, int32_t type) {
    int64_t array = 0;
    EXPECT_EQ(xhlo_xrt_transfer(context, rank, descriptor, type, &array),
              XHLO_XRT_OK)
        << host.getMessage();
    return array;
  }
  int64_t compile(const std::string &proto) {
    int64_t executable = 0;
    EXPECT_EQ(xhlo_xrt_compile(context, proto.data(),
                               static_cast<int64_t>(proto.size()), &executable),
              XHLO_XRT_OK)
        << host.getMessage();
    return executable;
  }

  /// The failure the context keeps: its code (and message), taken.
  ErrorCode takeFailure(std::string *message) {
    return errorCode(host.takeFailure(), message);
  }

  LocalDevice local;
  CountingDevice device{local};
  HostContext host{device};
  XhloXrtContext *context = host.getHandle();
};

//===----------------------------------------------------------------------===//
// Transfers
//===----------------------------------------------------------------------===//

TEST_F(HostApiTest, TransfersAndReadsStridedMemRefs) {
  // A 2x3 array stored column-major with an offset: element (i, j) at
  // 1 + i + 2 * j.
  float storage[7] = {-1, 1, 4, 2, 5, 3, 6};
  Descriptor2D columns = {storage, storage, 1, {2, 3}, {1, 2}};
  int64_t array = transfer(2, &columns, XHLO_XRT_F32);
  XHLO_ASSERT_OK_AND_ASSIGN(value, local.read(array));
  EXPECT_EQ(valuesOf<float>(value), std::vector<float>({1, 2, 3, 4, 5, 6}));

  // Read back row-major, and into the strided layout of another buffer.
  float rows[6] = {};
  Descriptor2D dense = {rows, rows, 0, {2, 3}, {3, 1}};
  EXPECT_EQ(xhlo_xrt_read(context, array, 2, &dense, XHLO_XRT_F32),
            XHLO_XRT_OK);
  EXPECT_EQ(std::vector<float>(rows, rows + 6),
            std::vector<float>({1, 2, 3, 4, 5, 6}));
  float other[7] = {};
  Descriptor2D strided = {other, other, 1, {2, 3}, {1, 2}};
  EXPECT_EQ(xhlo_xrt_read(context, array, 2, &strided, XHLO_XRT_F32),
            XHLO_XRT_OK);
  EXPECT_EQ(std::vector<float>(other, other + 7),
            std::vector<float>({0, 1, 4, 2, 5, 3, 6}));

  EXPECT_EQ(device.allocations, 1);
  EXPECT_EQ(device.reads, 2);
  EXPECT_EQ(host.getStatistics().transfers, 1);
  EXPECT_EQ(host.getStatistics().transferredBytes, 24);
  EXPECT_EQ(host.getStatistics().readBytes, 48);
  EXPECT_EQ(host.getNumLiveArrays(), 1u);
  EXPECT_EQ(xhlo_xrt_release(context, &array, 1), XHLO_XRT_OK);
  EXPECT_EQ(host.getNumLiveArrays(), 0u);
  EXPECT_EQ(local.getNumAllocations(), 0u);
  EXPECT_EQ(xhlo_xrt_get_status(context), XHLO_XRT_OK);
  EXPECT_STREQ(xhlo_xrt_get_message(context), "");
}

TEST_F(HostApiTest, ScalarsAndOtherElementTypes) {
  // A 0-d descriptor has no sizes or strides.
  struct {
    int32_t *allocated;
    int32_t *aligned;
    int64_t offset;
  } scalar;
  int32_t value = -7;
  scalar = {&value, &value, 0};
  int64_t array = transfer(0, &scalar, XHLO_XRT_S32);
  XHLO_ASSERT_OK_AND_ASSIGN(read, local.read(array));
  ASSERT_TRUE(read.isArray());
  EXPECT_EQ(read.getArray().getElementType(), ElementType::S32);
  EXPECT_EQ(read.getArray().getRank(), 0);
  EXPECT_EQ(valuesOf<int32_t>(read), std::vector<int32_t>({-7}));
}

//===----------------------------------------------------------------------===//
// Executables
//===----------------------------------------------------------------------===//

TEST_F(HostApiTest, CompilesExecutesAndExplodesResults) {
  int64_t executable = compile(exportProgram(kPairProgram));
  float a[4] = {1, 2, 3, 4}, b[4] = {10, 20, 30, 40};
  Descriptor1D da = vector(a, 4), db = vector(b, 4);
  int64_t arguments[2] = {transfer(1, &da, XHLO_XRT_F32),
                          transfer(1, &db, XHLO_XRT_F32)};
  int64_t results[2] = {0, 0};
  EXPECT_EQ(xhlo_xrt_execute(context, executable, arguments, 2, results, 2,
                             /*explodeResults=*/1),
            XHLO_XRT_OK);
  float product[4], sum[4];
  Descriptor1D dp = vector(product, 4), ds = vector(sum, 4);
  EXPECT_EQ(xhlo_xrt_read(context, results[0], 1, &dp, XHLO_XRT_F32),
            XHLO_XRT_OK);
  EXPECT_EQ(xhlo_xrt_read(context, results[1], 1, &ds, XHLO_XRT_F32),
            XHLO_XRT_OK);
  EXPECT_EQ(std::vector<float>(product, product + 4),
            std::vector<float>({10, 40, 90, 160}));
  EXPECT_EQ(std::vector<float>(sum, sum + 4),
            std::vector<float>({11, 22, 33, 44}));
  EXPECT_EQ(xhlo_xrt_release(context, arguments, 2), XHLO_XRT_OK);
  EXPECT_EQ(xhlo_xrt_release(context, results, 2), XHLO_XRT_OK);
  EXPECT_EQ(xhlo_xrt_release_executable(context, executable), XHLO_XRT_OK);

  // One device call per C call.
  EXPECT_EQ(device.compiles, 1);
  EXPECT_EQ(device.allocations, 2);
  EXPECT_EQ(device.executions, 1);
  EXPECT_EQ(device.reads, 2);
  EXPECT_EQ(device.releasedArrays, 4);
  EXPECT_EQ(device.releasedExecutables, 1);
  const HostStatistics &statistics = host.getStatistics();
  EXPECT_EQ(statistics.compiles, 1);
  EXPECT_EQ(statistics.executions, 1);
  EXPECT_EQ(statistics.releasedArrays, 4);
  EXPECT_EQ(statistics.releasedExecutables, 1);
  EXPECT_EQ(local.getNumAllocations(), 0u);
  EXPECT_EQ(local.getNumExecutables(), 0u);
}

//===----------------------------------------------------------------------===//
// Failures
//===----------------------------------------------------------------------===//

TEST_F(HostApiTest, AFailingCallReturnsItsCodeAndTheContextKeepsIt) {
  float data[4] = {1, 2, 3, 4};
  Descriptor1D descriptor = vector(data, 4);
  int64_t array = transfer(1, &descriptor, XHLO_XRT_F32);
  EXPECT_EQ(xhlo_xrt_read(context, 12345, 1, &descriptor, XHLO_XRT_F32),
            static_cast<XhloXrtStatus>(ErrorCode::NotFound));
  EXPECT_EQ(xhlo_xrt_get_status(context),
            static_cast<XhloXrtStatus>(ErrorCode::NotFound));
  EXPECT_EQ(std::string(xhlo_xrt_get_message(context))
                .rfind("xhlo_xrt_read (array 12345, f32[4]): ", 0),
            0u)
      << xhlo_xrt_get_message(context);

  // Later calls fail alike and reach no device, until the failure is taken.
  int64_t unused = -1;
  EXPECT_EQ(xhlo_xrt_transfer(context, 1, &descriptor, XHLO_XRT_F32, &unused),
            static_cast<XhloXrtStatus>(ErrorCode::NotFound));
  EXPECT_EQ(xhlo_xrt_release(context, &array, 1),
            static_cast<XhloXrtStatus>(ErrorCode::NotFound));
  EXPECT_EQ(unused, -1);
  EXPECT_EQ(device.allocations, 1);
  EXPECT_EQ(device.reads, 1);
  EXPECT_EQ(device.releasedArrays, 0);
  std::string message;
  EXPECT_EQ(takeFailure(&message), ErrorCode::NotFound);
  EXPECT_EQ(message.rfind("xhlo_xrt_read (array 12345, f32[4]): ", 0), 0u)
      << message;
  EXPECT_EQ(xhlo_xrt_get_status(context), XHLO_XRT_OK);
  llvm::Error none = host.takeFailure();
  EXPECT_FALSE(static_cast<bool>(none));

  // The array made before the failure is still held, and released on
  // request.
  EXPECT_EQ(host.getNumLiveArrays(), 1u);
  EXPECT_EQ(host.releaseAll(), 1u);
  EXPECT_EQ(local.getNumAllocations(), 0u);
}

TEST_F(HostApiTest, AProgramInCReturnsAtTheFirstFailure) {
  float input[3] = {1, 2, 3}, output[3] = {0, 0, 0};
  int calls = 0;
  EXPECT_EQ(xhloTestRoundTrip(context, input, output, 3, 0, &calls),
            XHLO_XRT_OK);
  EXPECT_EQ(calls, 3);
  EXPECT_EQ(std::vector<float>(output, output + 3),
            std::vector<float>({1, 2, 3}));
  EXPECT_EQ(device.releasedArrays, 1);

  // The read fails: the release after it is not made.
  EXPECT_EQ(xhloTestRoundTrip(context, input, output, 3, 1000, &calls),
            static_cast<XhloXrtStatus>(ErrorCode::NotFound));
  EXPECT_EQ(calls, 2);
  EXPECT_EQ(device.allocations, 2);
  EXPECT_EQ(device.releasedArrays, 1);
  std::string message;
  EXPECT_EQ(takeFailure(&message), ErrorCode::NotFound);
  EXPECT_EQ(message.rfind("xhlo_xrt_read (array ", 0), 0u) << message;
  EXPECT_EQ(host.releaseAll(), 1u);
  EXPECT_EQ(local.getNumAllocations(), 0u);
}

TEST_F(HostApiTest, ReadsCheckShapeAndElementType) {
  float data[4] = {1, 2, 3, 4};
  Descriptor1D descriptor = vector(data, 4);
  int64_t array = transfer(1, &descriptor, XHLO_XRT_F32);
  float other[4];
  Descriptor2D square = {other, other, 0, {2, 2}, {2, 1}};
  EXPECT_EQ(xhlo_xrt_read(context, array, 2, &square, XHLO_XRT_F32),
            static_cast<XhloXrtStatus>(ErrorCode::InvalidArgument));
  std::string message;
  EXPECT_EQ(takeFailure(&message), ErrorCode::InvalidArgument);
  EXPECT_NE(message.find("the device holds f32[4], the host expects f32[2,2]"),
            std::string::npos)
      << message;
}

TEST_F(HostApiTest, DeviceFailuresCarryTheDevicesCode) {
  int64_t executable = compile(exportProgram(R"(
    func.func @main() -> tensor<2xf32> {
      %c = hlo.constant dense<1.0> : tensor<2xf32>
      return %c : tensor<2xf32>
    })"));
  device.failing = CountingDevice::Call::Execute;
  int64_t result = 0;
  EXPECT_EQ(xhlo_xrt_execute(context, executable, nullptr, 0, &result, 1, 0),
            static_cast<XhloXrtStatus>(ErrorCode::Unavailable));
  std::string message;
  EXPECT_EQ(takeFailure(&message), ErrorCode::Unavailable);
  EXPECT_EQ(message.rfind("xhlo_xrt_execute (main", 0), 0u) << message;
  EXPECT_NE(message.find("Execute on the test device: it went away"),
            std::string::npos)
      << message;
  EXPECT_EQ(host.getNumLiveExecutables(), 1u);
  EXPECT_EQ(host.releaseAll(), 1u);
  EXPECT_EQ(local.getNumExecutables(), 0u);

  // Malformed protos are refused before the device sees them.
  device.failing = CountingDevice::Call::None;
  std::string garbage = "not a proto";
  EXPECT_EQ(xhlo_xrt_compile(context, garbage.data(),
                             static_cast<int64_t>(garbage.size()), &result),
            static_cast<XhloXrtStatus>(ErrorCode::InvalidArgument));
  EXPECT_EQ(takeFailure(&message), ErrorCode::InvalidArgument);
  EXPECT_EQ(message.rfind("xhlo_xrt_compile: ", 0), 0u) << message;
  EXPECT_EQ(device.compiles, 1);
}

TEST_F(HostApiTest, TheResultCountMustMatch) {
  int64_t executable = compile(exportProgram(kPairProgram));
  float a[4] = {1, 2, 3, 4};
  Descriptor1D da = vector(a, 4);
  int64_t arguments[2] = {transfer(1, &da, XHLO_XRT_F32),
                          transfer(1, &da, XHLO_XRT_F32)};
  int64_t results[3];
  EXPECT_EQ(xhlo_xrt_execute(context, executable, arguments, 2, results, 3,
                             /*explodeResults=*/1),
            static_cast<XhloXrtStatus>(ErrorCode::InvalidArgument));
  // The results the device made are held, so that they are released.
  EXPECT_EQ(host.getNumLiveArrays(), 4u);
  host.releaseAll();
  EXPECT_EQ(local.getNumAllocations(), 0u);
}

} // namespace
