//===- Device.h - The device interface of the runtime -----------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares `Device`, the seam between programs and where they
// run: values are allocated on a device and named by handles, programs
// (HloModuleProtos wrapped in XRT's XLAComputation) are compiled into
// executables named by handles, executables run on allocation handles and
// give allocation handles back, and values are read back to the host. The
// operations mirror XRT's ops (docs/ARCHITECTURE.md, "Runtime").
// `LocalDevice` runs the interpreter in this process; `RemoteDevice`
// (Runtime/Rpc) is a client of xhlo-server. Errors carry a code, gRPC's
// canonical ones, so that a server and its clients report the same failure
// the same way.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_RUNTIME_DEVICE_H
#define XHLO_RUNTIME_DEVICE_H

#include "xhlo/Values/RtValue.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>
#include <vector>

namespace xhlo::xla {
class HloModuleProto;
} // namespace xhlo::xla

namespace xhlo::xrt {
class XLAComputation;
class XRTChainedExecutePlan;
class XRTChainedExecuteConfig;
} // namespace xhlo::xrt

namespace xhlo::runtime {

/// A value held by a device (XRT's allocation handle).
using AllocationHandle = int64_t;
/// A compiled program held by a device (XRT's compilation handle).
using ExecutableHandle = int64_t;

/// Why an operation failed: gRPC's canonical status codes, with their
/// numbers, so that they cross the wire unchanged.
enum class ErrorCode {
  Cancelled = 1,
  Unknown = 2,
  InvalidArgument = 3,
  DeadlineExceeded = 4,
  NotFound = 5,
  PermissionDenied = 7,
  ResourceExhausted = 8,
  FailedPrecondition = 9,
  Unimplemented = 12,
  Internal = 13,
  Unavailable = 14,
  Unauthenticated = 16,
};

/// The name of a code as gRPC spells it (`NOT_FOUND`).
llvm::StringRef getErrorCodeName(ErrorCode code);

/// An error of a device operation: a code and a message that says what
/// failed and why.
class DeviceError : public llvm::ErrorInfo<DeviceError> {
public:
  /// The class ID of llvm::ErrorInfo (for llvm::handleErrors and isa).
  static char ID;

  /// An error with `code` and `message`.
  DeviceError(ErrorCode code, std::string message)
      : code(code), message(std::move(message)) {}

  /// The gRPC status code of the error.
  ErrorCode getCode() const { return code; }
  /// What failed and why.
  const std::string &getMessage() const { return message; }

  /// Prints the message.
  void log(llvm::raw_ostream &os) const override;
  /// An inconvertible error code (llvm::Error's requirement).
  std::error_code convertToErrorCode() const override;

private:
  ErrorCode code;
  std::string message;
};

/// A DeviceError.
llvm::Error makeDeviceError(ErrorCode code, const llvm::Twine &message);

/// Takes `error` apart: its code (Unknown for errors that are not
/// DeviceErrors) and its message. `error` must be a failure.
std::pair<ErrorCode, std::string> takeDeviceError(llvm::Error error);

/// The options of one execution (XRT's XRTExecutionConfig).
struct ExecuteConfig {
  /// The device to run on; devices have exactly one (ordinal 0).
  int32_t deviceOrdinal = 0;
  /// Non-zero: the random number ops start afresh from this seed, as XRT
  /// resets the core's generator (the executable is compiled anew with it,
  /// and later runs continue from there). Zero: they continue from the
  /// executable's state (seed 0 when compiled).
  uint32_t rngSeed = 0;
  /// Release the argument handles after the run.
  bool releaseInputHandles = false;
  /// Release the executable handle after the run.
  bool releaseCompilationHandle = false;
  /// When the result is a tuple, return one handle per element instead of
  /// one for the tuple.
  bool returnExplodedTuple = false;
  /// A computation compiled for N replicas (XLAComputationConfig's
  /// num_replicas) runs as XRT runs it: one execute per replica, each with
  /// its own arguments and results, which meet at the collectives. The
  /// executes of one run name the same run id and their own replica id
  /// (XRT's CommonExecutionConfig run_id and replica_id).
  int32_t replicaId = 0;
  int64_t runId = 0;
};

/// What a device is.
struct DeviceInfo {
  /// The device's name (`cpu:0` for the interpreter).
  std::string name;
  /// What kind of device it is (`xhlo-interpreter`).
  std::string kind;
  /// The memory quota in bytes (0: no limit), and what it leaves free.
  int64_t memoryBytes = 0;
  int64_t freeBytes = 0;
  /// Bytes held by allocations (of every client, on a server).
  int64_t usedBytes = 0;
};

/// The answer of a health check.
struct HealthInfo {
  /// `SERVING` when the device serves.
  std::string status;
  /// The software behind the device (`xhlo <version>`).
  std::string version;
};

/// A device: allocations, executables and runs, named by handles. All
/// operations are thread-safe. A result is either what was asked for or a
/// DeviceError with its code:
/// - NotFound: a handle the device does not hold (released, or never made
///   by this client);
/// - InvalidArgument: a malformed value or program, or arguments whose
///   number, shapes or element types do not match the executable;
/// - ResourceExhausted: the device's memory quota would be exceeded;
/// - Unimplemented: a program the interpreter cannot run, several replicas
///   or cores;
/// - Unavailable, DeadlineExceeded, Unauthenticated: (remote devices) the
///   server is gone, too slow, or refuses the token.
class Device {
public:
  /// A local device frees what it holds; a remote device closes its
  /// session, and the server releases what the session held.
  virtual ~Device();

  /// Holds `value` (an array or a tuple of them) on the device.
  virtual llvm::Expected<AllocationHandle> allocate(xhlo::RtValue value) = 0;

  /// Compiles the HloModuleProto of `computation` (its
  /// hlo_snapshot.hlo.hlo_module); config.program_shape, if set, must agree
  /// with the module's parameters.
  virtual llvm::Expected<ExecutableHandle>
  compile(const xrt::XLAComputation &computation) = 0;

  /// Runs `executable` on `arguments`. The result is one value (a tuple when
  /// the entry computation returns one), so one handle, or one per tuple
  /// element with `config.returnExplodedTuple`.
  virtual llvm::Expected<std::vector<AllocationHandle>>
  execute(ExecutableHandle executable,
          llvm::ArrayRef<AllocationHandle> arguments,
          const ExecuteConfig &config = {}) = 0;

  /// Runs XRT's chained execution plan: ops in post order, each either an
  /// allocation or a run of an executable on earlier ops' outputs; returns
  /// the handles the plan's outputs name, by result_index.
  virtual llvm::Expected<std::vector<AllocationHandle>>
  executeChained(const xrt::XRTChainedExecutePlan &plan,
                 const xrt::XRTChainedExecuteConfig &config) = 0;

  /// The value of an allocation, copied to the host; `release` releases the
  /// handle too.
  virtual llvm::Expected<xhlo::RtValue> read(AllocationHandle handle,
                                             bool release = false) = 0;

  /// Releases allocations (every known one; NotFound names the others).
  virtual llvm::Error release(llvm::ArrayRef<AllocationHandle> handles) = 0;

  /// Releases executables (every known one; NotFound names the others).
  virtual llvm::Error
  releaseExecutable(llvm::ArrayRef<ExecutableHandle> handles) = 0;

  /// The devices behind this one (one today).
  virtual llvm::Expected<std::vector<DeviceInfo>> listDevices() = 0;

  /// Whether the device serves.
  virtual llvm::Expected<HealthInfo> health() = 0;
};

/// Compiles `module` on `device`: wraps it into an XLAComputation whose
/// program shape is the module's.
llvm::Expected<ExecutableHandle> compileHloModule(Device &device,
                                                  xla::HloModuleProto module);

/// Compiles an hlo MLIR module (exported to an HloModuleProto first; the
/// entry is the exporter's: `hlo.entry`, else `main`).
llvm::Expected<ExecutableHandle> compileMlirModule(Device &device,
                                                   mlir::ModuleOp module);

/// Compiles HLO text (as XLA prints it).
llvm::Expected<ExecutableHandle> compileHloText(Device &device,
                                                llvm::StringRef text);

/// The shape of a value as XLA prints it: `f32[2,2]`, `(s32[], f32[3])`,
/// `token[]`.
std::string getShapeString(const xhlo::RtValue &value);

/// The bytes of every array in `value` (tuples: the sum of their elements).
int64_t getByteSize(const xhlo::RtValue &value);

} // namespace xhlo::runtime

#endif // XHLO_RUNTIME_DEVICE_H
