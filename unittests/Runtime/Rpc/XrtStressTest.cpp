//===- XrtStressTest.cpp - The device service under load and attack -------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Issue 17 must-hold 7: a real xhlo-server process (--max-memory=64M) on
// loopback serves concurrent clients, each doing a fixed amount of work:
// valid requests (allocate, compile, execute, chained executes, reads,
// releases) whose every result is checked against values this test computes
// itself, interleaved with hostile ones (handles outside the valid range,
// other sessions' handles, half-valid release lists, garbage bytes, literals
// that claim huge or overflowing shapes or nest too deep, an allocation and
// a program over the quota, whiles nested past the import limit and a
// module that inlines past the size limit, plans with indices out of range,
// arguments that do not match) and xhlo-run clients killed with SIGKILL
// mid-execute. Every hostile request must get its status code. At the end
// the server is alive, holds no allocation, serves a fresh session, and its
// resident memory is back near its baseline.
//
//===----------------------------------------------------------------------===//

#include "RpcTestUtils.h"

#include "xhlo/hlo.pb.h"
#include "xhlo/xla_data.pb.h"
#include "xhlo/xrt.pb.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <atomic>
#include <mutex>
#include <random>

using namespace xhlo;
using namespace xhlo::runtime;
using namespace xhlo::runtime::test;

namespace {

/// Clients working at once, rounds each (the work is fixed, not the time),
/// and xhlo-run clients killed mid-execute.
constexpr int kClients = 12;
constexpr int kRounds = 24;
constexpr int kKilledClients = 3;
/// Elements of the arrays of the valid work (16 KiB of f32).
constexpr int64_t kElements = 4096;
/// The server's quota.
constexpr int64_t kQuotaBytes = int64_t(64) << 20;

/// (a * b + c, a - b) on f32[4096].
const char *kMulAddProgram = R"(
  func.func @main(%a: tensor<4096xf32>, %b: tensor<4096xf32>,
                  %c: tensor<4096xf32>)
      -> (tensor<4096xf32>, tensor<4096xf32>) {
    %m = hlo.multiply %a, %b : tensor<4096xf32>
    %s = hlo.add %m, %c : tensor<4096xf32>
    %d = hlo.subtract %a, %b : tensor<4096xf32>
    return %s, %d : tensor<4096xf32>, tensor<4096xf32>
  })";

/// The sum of s32[4096].
const char *kSumProgram = R"(
  func.func @main(%a: tensor<4096xi32>) -> tensor<i32> {
    %z = hlo.constant dense<0> : tensor<i32>
    %s = hlo.reduce(%a init: %z) dimensions = [0]
        : (tensor<4096xi32>, tensor<i32>) -> tensor<i32> {
    ^bb0(%u: tensor<i32>, %v: tensor<i32>):
      %t = hlo.add %u, %v : tensor<i32>
      hlo.return %t : tensor<i32>
    }
    return %s : tensor<i32>
  })";

/// A module of s32[] whiles (as test/Target/Hlo/Inputs/hostile_hlo.py
/// writes them): the body of level k runs `fanOut` whiles whose body is
/// level k-1, `levels` levels under the entry. fanOut 1 nests `levels`
/// deep; fanOut 2 inlines to 9 * 2^levels - 7 instructions.
xrt::XLAComputation hostileWhiles(int levels, int fanOut) {
  xla::HloModuleProto module;
  module.set_name("hostile");
  module.set_entry_computation_name("main");
  auto addInstruction = [](xla::HloComputationProto &computation,
                           const char *opcode, xla::PrimitiveType type) {
    xla::HloInstructionProto *instruction = computation.add_instructions();
    int64_t id = computation.instructions_size();
    instruction->set_name("v" + std::to_string(id));
    instruction->set_opcode(opcode);
    instruction->set_id(id);
    instruction->mutable_shape()->set_element_type(type);
    computation.set_root_id(id);
    return instruction;
  };
  xla::HloComputationProto *cond = module.add_computations();
  cond->set_name("cond");
  cond->set_id(1);
  addInstruction(*cond, "parameter", xla::S32)->set_parameter_number(0);
  xla::HloInstructionProto *constant =
      addInstruction(*cond, "constant", xla::PRED);
  constant->mutable_literal()->mutable_shape()->set_element_type(xla::PRED);
  constant->mutable_literal()->add_preds(false);
  for (int level = 0; level <= levels; ++level) {
    xla::HloComputationProto *computation = module.add_computations();
    computation->set_name(level == levels ? "main"
                                          : "body" + std::to_string(level));
    computation->set_id(level + 2);
    addInstruction(*computation, "parameter", xla::S32)
        ->set_parameter_number(0);
    if (level == 0) {
      xla::HloInstructionProto *add =
          addInstruction(*computation, "add", xla::S32);
      add->add_operand_ids(1);
      add->add_operand_ids(1);
      continue;
    }
    for (int i = 0; i < fanOut; ++i) {
      int64_t operand = computation->instructions_size();
      xla::HloInstructionProto *loop =
          addInstruction(*computation, "while", xla::S32);
      loop->add_operand_ids(operand);
      loop->add_called_computation_ids(level + 1); // The body, level - 1.
      loop->add_called_computation_ids(1);
    }
  }
  module.set_entry_computation_id(levels + 2);
  xrt::XLAComputation computation;
  *computation.mutable_hlo_snapshot()->mutable_hlo()->mutable_hlo_module() =
      std::move(module);
  return computation;
}

/// An f32 literal proto claiming `dimensions` with `values` values.
xla::LiteralProto claimedLiteral(std::vector<int64_t> dimensions, int values) {
  xla::LiteralProto literal;
  literal.mutable_shape()->set_element_type(xla::F32);
  for (int64_t dimension : dimensions) {
    literal.mutable_shape()->add_dimensions(dimension);
    literal.mutable_shape()->mutable_layout()->add_minor_to_major(
        literal.shape().dimensions_size() - 1);
  }
  for (int i = 0; i < values; ++i)
    literal.add_f32s(1);
  return literal;
}

/// A tuple literal nested `depth` deep around an f32 scalar: deeper than
/// protobuf's recursion limit (100) it is not a valid message.
xla::LiteralProto nestedTupleLiteral(int depth) {
  xla::LiteralProto literal = claimedLiteral({}, 1);
  for (int i = 0; i < depth; ++i) {
    xla::LiteralProto outer;
    outer.mutable_shape()->set_element_type(xla::TUPLE);
    *outer.mutable_shape()->add_tuple_shapes() = literal.shape();
    *outer.add_tuple_literals() = std::move(literal);
    literal = std::move(outer);
  }
  return literal;
}

/// What the clients share: the failures they saw, counts of what they
/// checked, and the handle each holds now (for the others to try).
struct Shared {
  std::mutex mutex;
  std::vector<std::string> failures;
  std::atomic<int64_t> checkedValues{0};     // Valid results compared.
  std::atomic<int64_t> refusedAsExpected{0}; // Hostile requests refused.
  std::atomic<int64_t> published[kClients] = {};

  void fail(std::string message) {
    std::lock_guard<std::mutex> lock(mutex);
    failures.push_back(std::move(message));
  }
};

/// The name of a gRPC code as the device errors spell it.
std::string codeName(grpc::StatusCode code) {
  return getErrorCodeName(static_cast<ErrorCode>(code)).str();
}

/// One client: a RemoteDevice (the project's client) for the valid work
/// and most hostile requests, and a raw session on its own connection for
/// what RemoteDevice cannot send.
class Client {
public:
  Client(int id, const std::string &address, Shared &shared)
      : id(id), address(address), shared(shared), raw(address), rng(1000 + id) {
    RemoteDeviceOptions options;
    options.clientName = "stress-" + std::to_string(id);
    llvm::Expected<std::unique_ptr<Device>> connected =
        connectRemoteDevice("grpc://" + address, options);
    if (!connected) {
      fail("connect: " + llvm::toString(connected.takeError()));
      return;
    }
    device = std::move(*connected);
    if (raw.openSession().empty())
      fail("the raw client opened no session");
  }

  void run() {
    if (!device)
      return;
    mulAdd = compile(kMulAddProgram, "the mul-add program");
    sum = compile(kSumProgram, "the sum program");
    overQuota = compile(broadcastSum(int64_t(1) << 25), "the 128 MiB program");
    for (round = 0; round < kRounds; ++round) {
      validRound();
      hostile(round % 13);
      // Clients 0 and 1 send one real allocation over the quota, once.
      if (id < 2 && round == 5)
        overQuotaAllocation();
      // Every 8 rounds the executable is released and compiled again.
      if (round % 8 == 7) {
        check(device->releaseExecutable({mulAdd}), "release the executable");
        mulAdd = compile(kMulAddProgram, "the mul-add program again");
      }
    }
    shared.published[id] = 0;
  }

private:
  void fail(const std::string &message) {
    shared.fail("client " + std::to_string(id) + " round " +
                std::to_string(round) + ": " + message);
  }

  /// Fails unless `error` is success.
  bool check(llvm::Error error, const std::string &what) {
    if (!error)
      return true;
    fail(what + " failed: " + llvm::toString(std::move(error)));
    return false;
  }

  /// The value of `expected`, or a failure naming `what`.
  template <typename T>
  std::optional<T> check(llvm::Expected<T> expected, const std::string &what) {
    if (expected)
      return std::move(*expected);
    fail(what + " failed: " + llvm::toString(expected.takeError()));
    return std::nullopt;
  }

  /// Fails unless `error` is a DeviceError with `code`.
  void expectCode(ErrorCode code, llvm::Error error, const std::string &what) {
    if (!error) {
      fail(what + ": expected " + getErrorCodeName(code).str() +
           ", got success");
      return;
    }
    auto [got, message] = takeDeviceError(std::move(error));
    if (got != code) {
      fail(what + ": expected " + getErrorCodeName(code).str() + ", got " +
           getErrorCodeName(got).str() + " (" + message + ")");
      return;
    }
    if (message.empty())
      fail(what + ": refused without a message");
    ++shared.refusedAsExpected;
  }
  template <typename T>
  void expectCode(ErrorCode code, llvm::Expected<T> expected,
                  const std::string &what) {
    if (expected)
      fail(what + ": expected " + getErrorCodeName(code).str() +
           ", got success");
    else
      expectCode(code, expected.takeError(), what);
  }
  void expectCode(grpc::StatusCode code, const grpc::Status &status,
                  const std::string &what) {
    if (status.error_code() == code) {
      if (status.error_message().empty())
        fail(what + ": refused without a message");
      ++shared.refusedAsExpected;
      return;
    }
    fail(what + ": expected " + codeName(code) + ", got " +
         codeName(status.error_code()) + " (" + status.error_message() + ")");
  }

  ExecutableHandle compile(llvm::StringRef source, const std::string &what) {
    std::optional<ExecutableHandle> handle =
        check(builder.compile(*device, source), "compile " + what);
    return handle.value_or(0);
  }

  /// kElements small integers in [-64, 64] (every result of the work is an
  /// integer below 2^24, exact in f32 whatever the kernels' order).
  std::vector<float> randomValues() {
    std::uniform_int_distribution<int> distribution(-64, 64);
    std::vector<float> values(kElements);
    for (float &value : values)
      value = static_cast<float>(distribution(rng));
    return values;
  }

  AllocationHandle allocate(const std::vector<float> &values,
                            const std::string &what) {
    std::optional<AllocationHandle> handle =
        check(device->allocate(f32({kElements}, values)), "allocate " + what);
    return handle.value_or(0);
  }

  /// Reads `handle` and compares it with `expected`, element by element.
  void expectValues(AllocationHandle handle, const std::vector<float> &expected,
                    const std::string &what, bool release = false) {
    std::optional<RtValue> value =
        check(device->read(handle, release), "read " + what);
    if (!value)
      return;
    if (!value->isArray() ||
        value->getArray().getElementType() != ElementType::F32 ||
        value->getArray().getNumElements() !=
            static_cast<int64_t>(expected.size())) {
      fail(what + ": read " + getShapeString(*value) + ", expected f32[" +
           std::to_string(expected.size()) + "]");
      return;
    }
    const float *got = value->getArray().as<float>();
    for (size_t i = 0; i < expected.size(); ++i)
      if (got[i] != expected[i]) {
        fail(what + ": element " + std::to_string(i) + " is " +
             std::to_string(got[i]) + ", expected " +
             std::to_string(expected[i]));
        return;
      }
    ++shared.checkedValues;
  }

  /// One round of valid work: allocations, an exploded execute, a chained
  /// plan of two runs, an s32 sum, reads (some releasing) and releases.
  void validRound() {
    a = randomValues(), b = randomValues(), c = randomValues();
    std::vector<float> s(kElements), d(kElements), s2(kElements), d2(kElements);
    for (int64_t i = 0; i < kElements; ++i) {
      s[i] = a[i] * b[i] + c[i];
      d[i] = a[i] - b[i];
      s2[i] = s[i] * d[i] + c[i];
      d2[i] = s[i] - d[i];
    }
    ha = allocate(a, "a"), hb = allocate(b, "b"), hc = allocate(c, "c");
    shared.published[id] = ha;
    ExecuteConfig exploded;
    exploded.returnExplodedTuple = true;
    std::optional<std::vector<AllocationHandle>> outputs =
        check(device->execute(mulAdd, {ha, hb, hc}, exploded), "execute");
    if (outputs && outputs->size() != 2)
      fail("execute gave " + std::to_string(outputs->size()) +
           " handles, expected 2");
    if (outputs && outputs->size() == 2) {
      expectValues((*outputs)[0], s, "a * b + c");
      expectValues((*outputs)[1], d, "a - b", /*release=*/true);
      check(device->release({(*outputs)[0]}), "release a * b + c");
    }

    // The plan: ops 0-2 the data, op 3 mulAdd(a, b, c), op 4 mulAdd(op 3's
    // two results, c); results: op 3's first, op 4's two.
    xrt::XRTChainedExecutePlan plan;
    for (AllocationHandle handle : {ha, hb, hc})
      plan.add_ops()->set_data_handle(handle);
    xrt::XRTChainedExecuteOp *first = plan.add_ops();
    first->set_computation_handle(mulAdd);
    for (int op = 0; op < 3; ++op)
      first->add_inputs()->set_op_index(op);
    xrt::XRTChainedExecuteOp::Output *output = first->add_outputs();
    output->set_output_index(1);
    output->set_result_index(0);
    xrt::XRTChainedExecuteOp *second = plan.add_ops();
    second->set_computation_handle(mulAdd);
    for (int element : {1, 2}) {
      xrt::XRTChainedExecuteOp::Input *input = second->add_inputs();
      input->set_op_index(3);
      input->set_output_index(element);
    }
    second->add_inputs()->set_op_index(2);
    for (int element : {1, 2}) {
      output = second->add_outputs();
      output->set_output_index(element);
      output->set_result_index(element);
    }
    std::optional<std::vector<AllocationHandle>> chained =
        check(device->executeChained(plan, xrt::XRTChainedExecuteConfig()),
              "execute the chained plan");
    if (chained && chained->size() != 3)
      fail("the chained plan gave " + std::to_string(chained->size()) +
           " handles, expected 3");
    if (chained && chained->size() == 3) {
      expectValues((*chained)[0], s, "plan result 0 (a * b + c)", true);
      expectValues((*chained)[1], s2, "plan result 1 (s * d + c)");
      expectValues((*chained)[2], d2, "plan result 2 (s - d)");
      // A release naming a handle twice releases it once.
      check(device->release({(*chained)[1], (*chained)[2], (*chained)[1]}),
            "release the plan's results");
    }

    std::uniform_int_distribution<int32_t> distribution(-100000, 100000);
    Literal integers(ElementType::S32, {kElements});
    int64_t total = 0;
    for (int64_t i = 0; i < kElements; ++i) {
      integers.as<int32_t>()[i] = distribution(rng);
      total += integers.as<int32_t>()[i];
    }
    std::optional<AllocationHandle> hs =
        check(device->allocate(RtValue(std::move(integers))), "allocate s32");
    if (hs) {
      ExecuteConfig releasing;
      releasing.releaseInputHandles = true;
      std::optional<std::vector<AllocationHandle>> summed =
          check(device->execute(sum, {*hs}, releasing), "execute the sum");
      if (summed && summed->size() == 1) {
        std::optional<RtValue> value =
            check(device->read((*summed)[0], true), "read the sum");
        if (value && value->isArray() &&
            value->getArray().getElementType() == ElementType::S32 &&
            *value->getArray().as<int32_t>() == total)
          ++shared.checkedValues;
        else if (value)
          fail("the sum is not " + std::to_string(total));
      }
      // The run released its input.
      expectCode(ErrorCode::NotFound, device->read(*hs),
                 "read an input the run released");
    }
  }

  /// Hostile request `kind` (0-12), then checks that a, b and c, held by
  /// this client all along, still hold their values, and releases them.
  void hostile(int kind) {
    int64_t foreign = shared.published[(id + 1) % kClients];
    if (foreign == 0)
      foreign = int64_t(1) << 62; // The largest valid handle, never made.
    switch (kind) {
    case 0:
      for (int64_t bad :
           {INT64_MAX, INT64_MAX - 1, INT64_MIN, int64_t(0), int64_t(-1)}) {
        std::string name = std::to_string(bad);
        expectCode(ErrorCode::InvalidArgument,
                   device->execute(mulAdd, {ha, bad, hc}),
                   "execute with input handle " + name);
        expectCode(ErrorCode::InvalidArgument, device->read(bad, true),
                   "read handle " + name);
        expectCode(ErrorCode::InvalidArgument, device->execute(bad, {ha}),
                   "execute executable handle " + name);
      }
      break;
    case 1:
      expectCode(ErrorCode::NotFound, device->read(foreign),
                 "read another session's handle " + std::to_string(foreign));
      expectCode(ErrorCode::NotFound,
                 device->execute(mulAdd, {ha, foreign, hc}),
                 "execute with another session's handle");
      expectCode(ErrorCode::NotFound, device->release({ha, foreign}),
                 "release [own, another session's]");
      break;
    case 2:
      // Half-valid release lists release nothing.
      expectCode(ErrorCode::InvalidArgument, device->release({ha, hb, 0}),
                 "release [own, own, 0]");
      expectCode(ErrorCode::InvalidArgument,
                 device->release({hc, INT64_MAX, ha}),
                 "release [own, INT64_MAX, own]");
      expectCode(ErrorCode::InvalidArgument,
                 device->releaseExecutable({mulAdd, INT64_MIN}),
                 "release executables [own, INT64_MIN]");
      break;
    case 3: {
      static const char *methods[] = {
          "Allocate",           "Compile",     "Execute",
          "ExecuteChained",     "ReadLiteral", "ReleaseAllocation",
          "ReleaseCompilation", "ListDevices", "Health"};
      std::string garbage(1 + rng() % 64, '\0');
      for (char &byte : garbage)
        byte = static_cast<char>(rng());
      garbage[0] = '\xff'; // Never a valid first tag.
      const char *method = methods[rng() % std::size(methods)];
      expectCode(
          grpc::StatusCode::INVALID_ARGUMENT,
          raw.sendBytes(std::string("/xhlo.xrt.XrtService/") + method, garbage),
          std::string("garbage bytes to ") + method);
      break;
    }
    case 4: {
      // Claims checked before anything is unpacked: over the quota, over
      // what a message can carry (2 GiB), overflowing, short of values.
      xrt::AllocateResponse response;
      expectCode(grpc::StatusCode::RESOURCE_EXHAUSTED,
                 raw.allocate(claimedLiteral({int64_t(1) << 28}, 0), response),
                 "allocate a literal claiming f32[2^28] (1 GiB)");
      expectCode(grpc::StatusCode::INVALID_ARGUMENT,
                 raw.allocate(claimedLiteral({int64_t(1) << 40}, 0), response),
                 "allocate a literal claiming f32[2^40]");
      expectCode(grpc::StatusCode::INVALID_ARGUMENT,
                 raw.allocate(claimedLiteral({INT64_MAX}, 0), response),
                 "allocate a literal claiming f32[INT64_MAX]");
      expectCode(
          grpc::StatusCode::INVALID_ARGUMENT,
          raw.allocate(claimedLiteral({int64_t(1) << 31, int64_t(1) << 31}, 0),
                       response),
          "allocate a literal claiming f32[2^31,2^31]");
      expectCode(grpc::StatusCode::INVALID_ARGUMENT,
                 raw.allocate(claimedLiteral({4}, 3), response),
                 "allocate f32[4] with 3 values");
      break;
    }
    case 5: {
      xrt::AllocateResponse response;
      expectCode(grpc::StatusCode::INVALID_ARGUMENT,
                 raw.allocate(nestedTupleLiteral(200), response),
                 "allocate a tuple nested 200 deep");
      break;
    }
    case 6: {
      std::optional<AllocationHandle> x =
          check(device->allocate(f32({}, {0.5f})), "allocate a scalar");
      if (x) {
        expectCode(ErrorCode::ResourceExhausted,
                   device->execute(overQuota, {*x}),
                   "execute a 128 MiB broadcast under the 64 MiB quota");
        check(device->release({*x}), "release the scalar");
      }
      break;
    }
    case 7:
      expectCode(ErrorCode::InvalidArgument,
                 device->compile(hostileWhiles(300, 1)),
                 "compile whiles nested 300 deep");
      break;
    case 8:
      expectCode(ErrorCode::InvalidArgument,
                 device->compile(hostileWhiles(17, 2)),
                 "compile whiles inlining to 1179641 instructions");
      break;
    case 9: {
      xrt::XRTChainedExecutePlan plan;
      plan.add_ops()->set_data_handle(ha);
      xrt::XRTChainedExecuteOp *run = plan.add_ops();
      run->set_computation_handle(mulAdd);
      run->add_inputs()->set_op_index(0);
      run->add_inputs()->set_op_index(0);
      run->add_inputs()->set_op_index(5); // No op 5.
      run->add_outputs()->set_result_index(0);
      expectCode(ErrorCode::InvalidArgument,
                 device->executeChained(plan, xrt::XRTChainedExecuteConfig()),
                 "a plan whose input names op 5 of 2");
      run->mutable_inputs(2)->set_op_index(0);
      run->mutable_outputs(0)->set_result_index(6399999);
      expectCode(ErrorCode::InvalidArgument,
                 device->executeChained(plan, xrt::XRTChainedExecuteConfig()),
                 "a plan with result_index 6399999 of 1");
      run->mutable_outputs(0)->set_result_index(0);
      run->mutable_inputs(1)->set_output_index(7); // a has no element 7.
      expectCode(ErrorCode::InvalidArgument,
                 device->executeChained(plan, xrt::XRTChainedExecuteConfig()),
                 "a plan reading element 7 of an array");
      break;
    }
    case 10:
      expectCode(ErrorCode::InvalidArgument, device->execute(mulAdd, {ha, hb}),
                 "execute with 2 of 3 arguments");
      expectCode(ErrorCode::InvalidArgument, device->execute(sum, {ha}),
                 "execute the s32 sum on f32");
      break;
    case 11:
      // An executable handle is not an allocation.
      expectCode(ErrorCode::NotFound, device->read(mulAdd),
                 "read an executable handle");
      expectCode(ErrorCode::NotFound, device->execute(ha, {ha}),
                 "execute an allocation handle");
      break;
    case 12: {
      // A session id the server never gave, on a connection of its own.
      RawClient stranger(address);
      stranger.sessionId = "0123456789abcdef";
      xrt::AllocateResponse allocated;
      expectCode(grpc::StatusCode::FAILED_PRECONDITION,
                 stranger.allocate(claimedLiteral({1}, 1), allocated),
                 "allocate in a session that does not exist");
      xrt::ReadLiteralRequest request;
      request.set_handle(ha);
      xrt::ReadLiteralResponse read;
      expectCode(
          grpc::StatusCode::FAILED_PRECONDITION,
          stranger.call(&xrt::XrtService::Stub::ReadLiteral, request, read),
          "read a's handle in a session that does not exist");
      break;
    }
    }
    // Nothing of ours was released or changed by any of it.
    expectValues(ha, a, "a after hostile request " + std::to_string(kind));
    expectValues(hb, b, "b after hostile request " + std::to_string(kind));
    expectValues(hc, c, "c after hostile request " + std::to_string(kind),
                 /*release=*/true);
    shared.published[id] = 0;
    check(device->release({ha, hb}), "release a and b");
  }

  /// An allocation of 64 MiB and 4 bytes (over the whole quota; the
  /// server accepts messages of the quota and 1 MiB).
  void overQuotaAllocation() {
    Literal big(ElementType::F32, {(kQuotaBytes >> 2) + 1});
    expectCode(ErrorCode::ResourceExhausted,
               device->allocate(RtValue(std::move(big))),
               "allocate 64 MiB + 4 bytes under the 64 MiB quota");
  }

  int id;
  std::string address;
  Shared &shared;
  RawClient raw;
  std::mt19937 rng;
  std::unique_ptr<Device> device;
  ProgramBuilder builder;
  ExecutableHandle mulAdd = 0, sum = 0, overQuota = 0;
  int round = -1;
  std::vector<float> a, b, c;
  AllocationHandle ha = 0, hb = 0, hc = 0;
};

/// Runs xhlo-run on the spin program against the server and kills it with
/// SIGKILL after `delay`; a failure unless it was still running then.
void killClientMidExecute(const std::string &address,
                          const std::string &program, int index,
                          std::chrono::milliseconds delay, Shared &shared) {
  std::string device = "--device=grpc://" + address;
  std::vector<llvm::StringRef> argv = {XHLO_RUN_PATH, program, device,
                                       "--arg=random"};
  std::optional<llvm::StringRef> redirects[] = {
      std::nullopt, llvm::StringRef(""), llvm::StringRef("")};
  std::string error;
  llvm::sys::ProcessInfo process = llvm::sys::ExecuteNoWait(
      XHLO_RUN_PATH, argv, std::nullopt, redirects, 0, &error);
  std::string what = "killed client " + std::to_string(index);
  if (!process.Pid) {
    shared.fail(what + ": cannot start xhlo-run: " + error);
    return;
  }
  std::this_thread::sleep_for(delay);
  llvm::sys::ProcessInfo done =
      llvm::sys::Wait(process, 0, &error, nullptr, /*Polling=*/true);
  if (done.Pid != 0) {
    shared.fail(what + ": xhlo-run ended (exit code " +
                std::to_string(done.ReturnCode) +
                ") before it was killed; the spin program is too short");
    return;
  }
  ::kill(process.Pid, SIGKILL);
  llvm::sys::Wait(process, std::nullopt);
}

// Issue 17 must-hold 7. Time: the work took 11-17 s here on 2 loaded cores
// (ctest's timeout is 120 s). Memory: the server's VmRSS once every session
// has closed must be within 48 MiB of its baseline, measured after one
// warm-up session (so gRPC's and the interpreter's threads and pools
// exist). With --max-memory=64M the message block pool and the buffer
// cache keep at most 16 MiB each while sessions are open and nothing once
// none is; the other 16 MiB are for what the heap keeps of the clients'
// concurrent messages (12 sessions of ~100 KiB arrays, per-thread malloc
// arenas). Measured: baseline 67-68 MiB, after every session closed +6 to
// +7 MiB in 8 of 8 runs (the anonymous memory +3.5 to +4.5, of which
// glibc's arenas 2.5-3.7 MiB; the rest is shared libraries' pages the work
// touched). Before xhlo-server fixed glibc's trim threshold, the free tops
// of its arenas stayed resident: +8 to +54 MiB, the test flaked on an idle
// machine.
TEST(XrtStress, ConcurrentValidAndHostileClients) {
  ServerProcess server({"--max-memory=64M"});
  ASSERT_NE(server.getAddress(), "");
  const std::string address = server.getAddress();
  int pid = server.getPid();

  // The warm-up session, then the baseline.
  expectStillServes(address);
  int64_t baseline = residentBytes(pid);
  ASSERT_GT(baseline, 0);
  int64_t baselineAnon = residentBytes(pid, "RssAnon");
  int64_t baselineFile = residentBytes(pid, "RssFile");

  llvm::SmallString<128> directory;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("xhlo-stress", directory));
  std::string spinPath = (directory + "/spin.mlir").str();
  {
    std::error_code error;
    llvm::raw_fd_ostream file(spinPath, error);
    ASSERT_FALSE(error) << error.message();
    // Endless in practice (2e9 64x64 dots): the client is killed after 1 s
    // and the server must cancel the execute (100,000 iterations once took
    // over a second; faster dots and loop steps finished them first).
    file << spinProgram(2000000000);
  }

  // The work: valid and hostile clients at once, and clients killed in the
  // middle of an execute.
  Shared shared;
  auto work = [&] {
    std::vector<std::thread> threads;
    for (int id = 0; id < kClients; ++id)
      threads.emplace_back([&, id] {
        Client client(id, address, shared);
        client.run();
      });
    threads.emplace_back([&] {
      for (int i = 0; i < kKilledClients; ++i)
        killClientMidExecute(address, spinPath, i,
                             std::chrono::milliseconds(1000), shared);
    });
    for (std::thread &thread : threads)
      thread.join();
  };
  auto start = std::chrono::steady_clock::now();
  work();
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  int64_t peak = residentBytes(pid);

  for (size_t i = 0; i < shared.failures.size() && i < 40; ++i)
    ADD_FAILURE() << shared.failures[i];
  EXPECT_EQ(shared.failures.size(), 0u);
  std::fprintf(stderr,
               "stress: %d clients x %d rounds and %d killed xhlo-run clients "
               "in %.1f s: %lld valid results checked, %lld hostile requests "
               "refused as expected, %zu failures\n",
               kClients, kRounds, kKilledClients, seconds,
               (long long)shared.checkedValues.load(),
               (long long)shared.refusedAsExpected.load(),
               shared.failures.size());

  // The server is alive, and once the killed clients' runs are over it
  // holds nothing.
  EXPECT_NE(server.getState(), 'Z');
  EXPECT_FALSE(server.waitForExit(0)) << "the server exited";
  // Whether, within 30 s, a fresh session sees the server hold no array.
  auto holdsNothing = [&] {
    std::unique_ptr<Device> fresh = connect(address);
    if (!fresh)
      return false;
    int64_t used = -1;
    bool empty = eventually(
        [&] {
          llvm::Expected<std::vector<DeviceInfo>> devices =
              fresh->listDevices();
          if (!devices) {
            llvm::consumeError(devices.takeError());
            return false;
          }
          used = devices->empty() ? -1 : (*devices)[0].usedBytes;
          return used == 0;
        },
        30);
    if (!empty)
      ADD_FAILURE() << "the server still holds " << used
                    << " bytes of allocations";
    return empty;
  };
  EXPECT_TRUE(holdsNothing());
  expectStillServes(address);

#ifndef __SANITIZE_ADDRESS__
  int64_t closed = 0;
  EXPECT_TRUE(eventually(
      [&] {
        closed = residentBytes(pid);
        return closed - baseline < int64_t(48) << 20;
      },
      10))
      << "VmRSS " << (baseline >> 20) << " MiB at the baseline, "
      << (closed >> 20) << " MiB after every session closed";
  std::fprintf(stderr,
               "server VmRSS: %lld MiB at the baseline, %lld MiB after the "
               "work, %lld MiB after every session closed\n",
               (long long)(baseline >> 20), (long long)(peak >> 20),
               (long long)(closed >> 20));
  std::fprintf(stderr,
               "server RssAnon %lld -> %lld KiB, RssFile %lld -> %lld KiB "
               "(the baseline -> after every session closed)\n",
               (long long)(baselineAnon >> 10),
               (long long)(residentBytes(pid, "RssAnon") >> 10),
               (long long)(baselineFile >> 10),
               (long long)(residentBytes(pid, "RssFile") >> 10));
#else
  // AddressSanitizer's allocator keeps much of what the work freed
  // (size-class free lists, the quarantine, the shadow of every page
  // touched: 195 MiB at the baseline, 298 at the end of the work and 279
  // once every session closed, with no failure), so the baseline bound
  // would measure ASan. What it must show instead: the same work again
  // leaves the server within 32 MiB of where the first left it (measured
  // +20; a leak of the work's sessions, arrays or executables would add its
  // 80-100 MiB again), and LeakSanitizer finds nothing unreachable when the
  // server stops on SIGTERM (it exits 23 when it does).
  int64_t first = residentBytes(pid);
  work();
  EXPECT_EQ(shared.failures.size(), 0u);
  EXPECT_TRUE(holdsNothing());
  int64_t second = 0;
  EXPECT_TRUE(eventually(
      [&] {
        second = residentBytes(pid);
        return second - first < int64_t(32) << 20;
      },
      10))
      << "VmRSS " << (baseline >> 20) << " MiB at the baseline, "
      << (first >> 20) << " MiB after the work, " << (second >> 20)
      << " MiB after the same work again";
  std::fprintf(stderr,
               "server VmRSS (AddressSanitizer): %lld MiB at the baseline, "
               "%lld MiB at the end of the work, %lld MiB once its sessions "
               "closed, %lld MiB after the same work again\n",
               (long long)(baseline >> 20), (long long)(peak >> 20),
               (long long)(first >> 20), (long long)(second >> 20));
  server.kill(SIGTERM);
  ASSERT_TRUE(server.waitForExit(30)) << "SIGTERM did not stop the server";
  EXPECT_EQ(server.getExitCode(), 0)
      << "the server's exit after SIGTERM (LeakSanitizer's report, if any, "
         "is on stderr)";
#endif
  llvm::sys::fs::remove_directories(directory);
}

} // namespace
