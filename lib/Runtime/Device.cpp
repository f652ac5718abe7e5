//===- Device.cpp - The device interface of the runtime -------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements what every device shares: its errors, the helpers
// that compile an HloModuleProto, an hlo MLIR module or HLO text on any
// device, and the shape strings of values.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Runtime/Device.h"

#include "xhlo/Target/Hlo/HloExport.h"
#include "xhlo/Target/Hlo/Text/HloTextParser.h"
#include "xhlo/Target/Hlo/Text/HloTextToProto.h"
#include "xhlo/xrt.pb.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace xhlo;
using namespace xhlo::runtime;

//===----------------------------------------------------------------------===//
// Errors
//===----------------------------------------------------------------------===//

char DeviceError::ID = 0;

llvm::StringRef xhlo::runtime::getErrorCodeName(ErrorCode code) {
  switch (code) {
  case ErrorCode::Cancelled:
    return "CANCELLED";
  case ErrorCode::Unknown:
    return "UNKNOWN";
  case ErrorCode::InvalidArgument:
    return "INVALID_ARGUMENT";
  case ErrorCode::DeadlineExceeded:
    return "DEADLINE_EXCEEDED";
  case ErrorCode::NotFound:
    return "NOT_FOUND";
  case ErrorCode::PermissionDenied:
    return "PERMISSION_DENIED";
  case ErrorCode::ResourceExhausted:
    return "RESOURCE_EXHAUSTED";
  case ErrorCode::FailedPrecondition:
    return "FAILED_PRECONDITION";
  case ErrorCode::Unimplemented:
    return "UNIMPLEMENTED";
  case ErrorCode::Internal:
    return "INTERNAL";
  case ErrorCode::Unavailable:
    return "UNAVAILABLE";
  case ErrorCode::Unauthenticated:
    return "UNAUTHENTICATED";
  }
  return "UNKNOWN";
}

void DeviceError::log(llvm::raw_ostream &os) const { os << message; }

std::error_code DeviceError::convertToErrorCode() const {
  return llvm::inconvertibleErrorCode();
}

llvm::Error xhlo::runtime::makeDeviceError(ErrorCode code,
                                           const llvm::Twine &message) {
  return llvm::make_error<DeviceError>(code, message.str());
}

std::pair<ErrorCode, std::string>
xhlo::runtime::takeDeviceError(llvm::Error error) {
  std::pair<ErrorCode, std::string> result{ErrorCode::Unknown, ""};
  llvm::handleAllErrors(
      std::move(error),
      [&](const DeviceError &deviceError) {
        result = {deviceError.getCode(), deviceError.getMessage()};
      },
      [&](const llvm::ErrorInfoBase &other) {
        result = {ErrorCode::Unknown, other.message()};
      });
  return result;
}

Device::~Device() = default;

//===----------------------------------------------------------------------===//
// Compiling on any device
//===----------------------------------------------------------------------===//

llvm::Expected<ExecutableHandle>
xhlo::runtime::compileHloModule(Device &device, xla::HloModuleProto module) {
  xrt::XLAComputation computation;
  if (module.has_host_program_shape())
    *computation.mutable_config()->mutable_program_shape() =
        module.host_program_shape();
  *computation.mutable_hlo_snapshot()->mutable_hlo()->mutable_hlo_module() =
      std::move(module);
  return device.compile(computation);
}

llvm::Expected<ExecutableHandle>
xhlo::runtime::compileMlirModule(Device &device, mlir::ModuleOp module) {
  std::string messages;
  mlir::FailureOr<xla::HloModuleProto> proto;
  {
    mlir::ScopedDiagnosticHandler handler(
        module.getContext(), [&](mlir::Diagnostic &diagnostic) {
          llvm::raw_string_ostream os(messages);
          os << (messages.empty() ? "" : "\n") << diagnostic.getLocation()
             << ": " << diagnostic.str();
          return mlir::success();
        });
    proto = exportHloModule(module);
  }
  if (failed(proto))
    return makeDeviceError(ErrorCode::InvalidArgument,
                           "cannot export the module to HLO: " + messages);
  return compileHloModule(device, std::move(*proto));
}

llvm::Expected<ExecutableHandle>
xhlo::runtime::compileHloText(Device &device, llvm::StringRef text) {
  llvm::SourceMgr sourceMgr;
  unsigned buffer = sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(text, "<hlo text>"), llvm::SMLoc());
  std::string messages;
  auto onError = [&](llvm::SMLoc loc, const llvm::Twine &message) {
    llvm::raw_string_ostream os(messages);
    sourceMgr.PrintMessage(os, loc, llvm::SourceMgr::DK_Error, message);
  };
  std::optional<hlo_text::Module> parsed =
      hlo_text::parseModule(sourceMgr, buffer, onError);
  std::optional<xla::HloModuleProto> proto;
  if (parsed)
    proto = hlo_text::convertToProto(*parsed, onError);
  if (!proto)
    return makeDeviceError(ErrorCode::InvalidArgument,
                           "cannot read the HLO text: " + messages);
  return compileHloModule(device, std::move(*proto));
}

//===----------------------------------------------------------------------===//
// Values
//===----------------------------------------------------------------------===//

static void printShape(llvm::raw_ostream &os, const xhlo::RtValue &value) {
  if (value.isToken()) {
    os << "token[]";
    return;
  }
  if (value.isTuple()) {
    os << "(";
    llvm::interleaveComma(
        value.getElements(), os,
        [&](const xhlo::RtValue &element) { printShape(os, element); });
    os << ")";
    return;
  }
  const xhlo::Literal &literal = value.getArray();
  os << xhlo::getElementTypeName(literal.getElementType()) << "[";
  llvm::interleave(literal.getShape(), os, ",");
  os << "]";
}

std::string xhlo::runtime::getShapeString(const xhlo::RtValue &value) {
  std::string text;
  llvm::raw_string_ostream os(text);
  printShape(os, value);
  return text;
}

int64_t xhlo::runtime::getByteSize(const xhlo::RtValue &value) {
  if (value.isArray())
    return value.getArray().getSizeInBytes();
  int64_t total = 0;
  if (value.isTuple())
    for (const xhlo::RtValue &element : value.getElements())
      total += getByteSize(element);
  return total;
}
