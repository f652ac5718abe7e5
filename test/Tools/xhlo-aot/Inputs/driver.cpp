// A generic driver of an ahead-of-time compiled function, for the tests:
// compiled with -DXHLO_AOT_HEADER='"f.h"' -DXHLO_AOT_NS=ns -DXHLO_AOT_FN=f, it
// reads each argument from a .npy file (its payload must have the header's
// byte count), calls ns::f and writes each result's bytes to a file:
//   driver a0.npy ... aN.npy r0.bin ... rM.bin
// With --null first it passes a null first result and expects kNullPointer.
// It deduces which parameters are arguments (const pointers) from the
// function's type, so one driver serves every test.

#include XHLO_AOT_HEADER

#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#define XHLO_CAT2(a, b) a##b
#define XHLO_CAT(a, b) XHLO_CAT2(a, b)

namespace fn_ns = XHLO_AOT_NS;
constexpr auto argBytes = fn_ns::XHLO_CAT(XHLO_AOT_FN, _arg_bytes);
constexpr auto resultBytes = fn_ns::XHLO_CAT(XHLO_AOT_FN, _result_bytes);

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

template <typename... Ps, size_t... I>
static xhlo_aot::Status call(xhlo_aot::Status (*fn)(Ps...),
                             std::vector<std::vector<char>> &buffers,
                             bool nullResult, std::index_sequence<I...>) {
  return fn((nullResult && I == argBytes.size()
                 ? nullptr
                 : reinterpret_cast<Ps>(buffers[I].data()))...);
}

template <typename... Ps>
static xhlo_aot::Status call(xhlo_aot::Status (*fn)(Ps...),
                             std::vector<std::vector<char>> &buffers,
                             bool nullResult) {
  return call(fn, buffers, nullResult, std::index_sequence_for<Ps...>());
}

int main(int argc, char **argv) {
  bool nullResult = argc > 1 && std::strcmp(argv[1], "--null") == 0;
  if (nullResult) {
    --argc;
    ++argv;
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
  xhlo_aot::Status status = call(&fn_ns::XHLO_AOT_FN, buffers, nullResult);
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
