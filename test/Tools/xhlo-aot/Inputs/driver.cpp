// A generic driver of an ahead-of-time compiled function, for the tests:
// compiled with -DXHLO_AOT_HEADER='"f.h"' -DXHLO_AOT_NS=ns -DXHLO_AOT_FN=f, it
// reads each argument from a .npy file (its payload must have the header's
// byte count), calls ns::f and writes each result's bytes to a file:
//   driver [--null] [--scratch=MODE] a0.npy ... aN.npy r0.bin ... rM.bin
// With --null it passes a null first result and expects kNullPointer.
// --scratch says what it passes as the scratch buffer:
//   auto        none (null): the C++ function allocates one (the default);
//   caller      its own, aligned, filled with garbage; it calls twice, the
//               second time with the first call's leftovers in the scratch,
//               and checks that both calls write the same bytes; prints
//               "scratch N bytes";
//   misaligned  one byte past an aligned buffer: expects kMisalignedScratch
//               when the function has a scratch;
//   c-null      null to the C function itself (compile with
//               -DXHLO_AOT_C_SYMBOL=xhlo_aot_...): expects kNullPointer when
//               the function has a scratch, else computes.
// It deduces which parameters are arguments (const pointers) from the
// function's type, so one driver serves every test. It prints the status of
// a failed call ("driver: status 2") and exits 1.

#include XHLO_AOT_HEADER

#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <new>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#define XHLO_CAT2(a, b) a##b
#define XHLO_CAT(a, b) XHLO_CAT2(a, b)

namespace fn_ns = XHLO_AOT_NS;
constexpr auto argBytes = fn_ns::XHLO_CAT(XHLO_AOT_FN, _arg_bytes);
constexpr auto resultBytes = fn_ns::XHLO_CAT(XHLO_AOT_FN, _result_bytes);
constexpr size_t scratchBytes = fn_ns::XHLO_CAT(XHLO_AOT_FN, _scratch_bytes);
constexpr size_t scratchAlignment =
    fn_ns::XHLO_CAT(XHLO_AOT_FN, _scratch_alignment);

/// The payload of a .npy file (format 1.0 or 2.0), or false.
static bool readNpy(const char *path, std::vector<char> &data) {
  std::ifstream in(path, std::ios::binary);
  std::string bytes((std::istreambuf_iterator<char>(in)),
                    std::istreambuf_iterator<char>());
  if (bytes.size() < 12 || bytes.compare(0, 6, "\x93NUMPY") != 0)
    return false;
  size_t header = 0, start = 0;
  if (bytes[6] == 1) {
    header = (unsigned char)bytes[8] | (unsigned char)bytes[9] << 8;
    start = 10;
  } else {
    header = (unsigned char)bytes[8] | (unsigned char)bytes[9] << 8 |
             (unsigned char)bytes[10] << 16 |
             (size_t)(unsigned char)bytes[11] << 24;
    start = 12;
  }
  if (start + header > bytes.size())
    return false;
  data.assign(bytes.begin() + start + header, bytes.end());
  return true;
}

/// Calls `fn` (the C++ function or the C one) on the buffers, the first
/// result null with `nullResult`, and `scratch`.
template <typename R, typename... Ps, size_t... I>
static R call(R (*fn)(Ps...), std::vector<std::vector<char>> &buffers,
              bool nullResult, void *scratch, std::index_sequence<I...>) {
  using Types = std::tuple<Ps...>;
  return fn((nullResult && I == argBytes.size()
                 ? nullptr
                 : reinterpret_cast<std::tuple_element_t<I, Types>>(
                       buffers[I].data()))...,
            scratch);
}

template <typename R, typename... Ps>
static R call(R (*fn)(Ps...), std::vector<std::vector<char>> &buffers,
              bool nullResult, void *scratch) {
  // Every parameter but the last (the scratch) is an array.
  return call(fn, buffers, nullResult, scratch,
              std::make_index_sequence<sizeof...(Ps) - 1>());
}

int main(int argc, char **argv) {
  bool nullResult = false;
  std::string scratchMode = "auto";
  for (; argc > 1 && std::strncmp(argv[1], "--", 2) == 0; --argc, ++argv) {
    if (std::strcmp(argv[1], "--null") == 0)
      nullResult = true;
    else if (std::strncmp(argv[1], "--scratch=", 10) == 0)
      scratchMode = argv[1] + 10;
    else {
      std::fprintf(stderr, "driver: unknown option %s\n", argv[1]);
      return 2;
    }
  }
  size_t count = argBytes.size() + resultBytes.size();
  if ((size_t)argc != count + 1) {
    std::fprintf(stderr, "driver: expected %zu arguments and %zu results\n",
                 argBytes.size(), resultBytes.size());
    return 2;
  }
  std::vector<std::vector<char>> buffers(count);
  for (size_t i = 0; i < argBytes.size(); ++i) {
    if (!readNpy(argv[1 + i], buffers[i])) {
      std::fprintf(stderr, "driver: %s is no .npy file\n", argv[1 + i]);
      return 2;
    }
    if (buffers[i].size() != argBytes[i]) {
      std::fprintf(stderr,
                   "driver: %s holds %zu bytes, argument %zu takes %zu\n",
                   argv[1 + i], buffers[i].size(), i, argBytes[i]);
      return 2;
    }
  }
  for (size_t i = 0; i < resultBytes.size(); ++i)
    buffers[argBytes.size() + i].assign(resultBytes[i], '\x5a');
  // An aligned scratch of the caller's (one byte more for "misaligned"),
  // only for the modes that pass one.
  std::align_val_t alignment{scratchAlignment};
  bool ownsScratch = scratchMode == "caller" || scratchMode == "misaligned";
  char *ownScratch = static_cast<char *>(::operator new(
      ownsScratch ? scratchBytes + 1 : 1, alignment, std::nothrow));
  if (!ownScratch) {
    std::fprintf(stderr, "driver: cannot allocate the scratch\n");
    return 2;
  }
  std::memset(ownScratch, 0x5a, ownsScratch ? scratchBytes + 1 : 1);
  xhlo_aot::Status status;
  if (scratchMode == "auto") {
    status = call(&fn_ns::XHLO_AOT_FN, buffers, nullResult, nullptr);
  } else if (scratchMode == "caller") {
    std::printf("scratch %zu bytes\n", scratchBytes);
    status = call(&fn_ns::XHLO_AOT_FN, buffers, nullResult, ownScratch);
    std::vector<std::vector<char>> first(buffers);
    // Again, with the first call's leftovers in the scratch and other
    // garbage in the results.
    for (size_t i = 0; i < resultBytes.size(); ++i)
      buffers[argBytes.size() + i].assign(resultBytes[i], '\xa5');
    if (status == xhlo_aot::Status::kOk)
      status = call(&fn_ns::XHLO_AOT_FN, buffers, nullResult, ownScratch);
    if (status == xhlo_aot::Status::kOk && first != buffers) {
      std::fprintf(stderr, "driver: a second call with the same scratch "
                           "wrote other results\n");
      return 1;
    }
  } else if (scratchMode == "misaligned") {
    status = call(&fn_ns::XHLO_AOT_FN, buffers, nullResult, ownScratch + 1);
    std::printf("status %d\n", (int)status);
    bool expected =
        scratchBytes == 0 || status == xhlo_aot::Status::kMisalignedScratch;
    return expected ? 0 : 1;
  } else if (scratchMode == "c-null") {
#ifdef XHLO_AOT_C_SYMBOL
    status = static_cast<xhlo_aot::Status>(
        call(&XHLO_AOT_C_SYMBOL, buffers, nullResult, nullptr));
    if (scratchBytes > 0) {
      std::printf("status %d\n", (int)status);
      return status == xhlo_aot::Status::kNullPointer ? 0 : 1;
    }
#else
    std::fprintf(stderr, "driver: --scratch=c-null needs XHLO_AOT_C_SYMBOL\n");
    return 2;
#endif
  } else {
    std::fprintf(stderr, "driver: unknown --scratch=%s\n", scratchMode.c_str());
    return 2;
  }
  ::operator delete(ownScratch, alignment);
  if (nullResult) {
    std::printf("status %d\n", (int)status);
    return status == xhlo_aot::Status::kNullPointer ? 0 : 1;
  }
  if (status != xhlo_aot::Status::kOk) {
    std::fprintf(stderr, "driver: status %d\n", (int)status);
    return 1;
  }
  for (size_t i = 0; i < resultBytes.size(); ++i) {
    std::ofstream out(argv[1 + argBytes.size() + i], std::ios::binary);
    out.write(buffers[argBytes.size() + i].data(),
              (std::streamsize)resultBytes[i]);
    if (!out) {
      std::fprintf(stderr, "driver: cannot write %s\n",
                   argv[1 + argBytes.size() + i]);
      return 2;
    }
  }
  return 0;
}
