//===- CountingDevice.h - A Device that counts and fails calls --*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file holds a Device for tests of what drives devices (the C API of
// HostApi.h, HostProgram): it forwards every call to another device, counts
// them, and fails the call of a chosen kind as a server that went away
// would (UNAVAILABLE).
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_UNITTESTS_RUNTIME_COUNTINGDEVICE_H
#define XHLO_UNITTESTS_RUNTIME_COUNTINGDEVICE_H

#include "xhlo/Runtime/Device.h"

namespace xhlo::runtime::test {

/// Forwards to `inner`, counting calls; fails calls of kind `failing`.
class CountingDevice : public Device {
public:
  enum class Call { None, Allocate, Compile, Execute, Read, Release };

  explicit CountingDevice(Device &inner) : inner(inner) {}

  /// Calls made (failed ones included), and handles released.
  int allocations = 0, compiles = 0, executions = 0, reads = 0;
  int releasedArrays = 0, releasedExecutables = 0;
  /// Calls of this kind fail with UNAVAILABLE, from the `failingFrom`-th
  /// call of the kind on (1: all of them).
  Call failing = Call::None;
  int failingFrom = 1;

  llvm::Expected<AllocationHandle> allocate(xhlo::RtValue value) override {
    ++allocations;
    if (fails(Call::Allocate, allocations))
      return unavailable("Allocate");
    return inner.allocate(std::move(value));
  }
  llvm::Expected<ExecutableHandle>
  compile(const xrt::XLAComputation &computation) override {
    ++compiles;
    if (fails(Call::Compile, compiles))
      return unavailable("Compile");
    return inner.compile(computation);
  }
  llvm::Expected<std::vector<AllocationHandle>>
  execute(ExecutableHandle executable,
          llvm::ArrayRef<AllocationHandle> arguments,
          const ExecuteConfig &config = {}) override {
    ++executions;
    if (fails(Call::Execute, executions))
      return unavailable("Execute");
    return inner.execute(executable, arguments, config);
  }
  llvm::Expected<std::vector<AllocationHandle>>
  executeChained(const xrt::XRTChainedExecutePlan &plan,
                 const xrt::XRTChainedExecuteConfig &config) override {
    return inner.executeChained(plan, config);
  }
  llvm::Expected<xhlo::RtValue> read(AllocationHandle handle,
                                     bool release = false) override {
    ++reads;
    if (fails(Call::Read, reads))
      return unavailable("ReadLiteral");
    return inner.read(handle, release);
  }
  llvm::Error release(llvm::ArrayRef<AllocationHandle> handles) override {
    releasedArrays += handles.size();
    if (fails(Call::Release, ++releases))
      return unavailable("Release");
    return inner.release(handles);
  }
  llvm::Error
  releaseExecutable(llvm::ArrayRef<ExecutableHandle> handles) override {
    releasedExecutables += handles.size();
    return inner.releaseExecutable(handles);
  }
  llvm::Expected<std::vector<DeviceInfo>> listDevices() override {
    return inner.listDevices();
  }
  llvm::Expected<HealthInfo> health() override { return inner.health(); }

private:
  /// Whether the `count`-th call of `kind` fails.
  bool fails(Call kind, int count) const {
    return failing == kind && count >= failingFrom;
  }
  static llvm::Error unavailable(llvm::StringRef call) {
    return makeDeviceError(ErrorCode::Unavailable,
                           call + " on the test device: it went away");
  }

  Device &inner;
  /// Calls of release (each may release several handles).
  int releases = 0;
};

} // namespace xhlo::runtime::test

#endif // XHLO_UNITTESTS_RUNTIME_COUNTINGDEVICE_H
