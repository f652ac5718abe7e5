// classify: Fashion-MNIST classes by the classifier xhlo-aot compiled
// (classifier.mlir; no compiler or interpreter at run time).
//   classify IMAGES-idx3-ubyte[.gz] W1.npy B1.npy W2.npy B2.npy
// prints one class (0-9) per image. The weights are float32 .npy files, as
// `xhlo-run ../fashion-mnist/mlp.mlir --entry=fit ... --out=DIR` writes them
// (result_2.npy to result_5.npy).
#include "classifier.h"

#include <zlib.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

// The whole file, gunzipped if it is gzipped.
static bool readFile(const char *path, std::vector<unsigned char> &data) {
  gzFile file = gzopen(path, "rb");
  unsigned char chunk[1 << 16];
  int n = 0;
  while (file && (n = gzread(file, chunk, sizeof chunk)) > 0)
    data.insert(data.end(), chunk, chunk + n);
  return file && gzclose(file) == Z_OK && n == 0;
}

// A float32 .npy file of exactly `bytes` bytes of data.
static bool readNpy(const char *path, size_t bytes, std::vector<float> &out) {
  std::vector<unsigned char> d;
  if (!readFile(path, d) || d.size() < 12 ||
      std::memcmp(d.data(), "\x93NUMPY", 6))
    return false;
  size_t start =
      d[6] == 1 ? 10 + (d[8] | d[9] << 8)
                : 12 + (d[8] | d[9] << 8 | d[10] << 16 | size_t(d[11]) << 24);
  std::string header(d.begin() + 10, d.begin() + std::min(start, d.size()));
  if (start > d.size() || d.size() - start != bytes ||
      header.find("'<f4'") == std::string::npos)
    return false;
  out.resize(bytes / sizeof(float));
  std::memcpy(out.data(), d.data() + start, bytes);
  return true;
}

int main(int argc, char **argv) {
  using namespace fashion;
  std::vector<unsigned char> idx;
  std::vector<float> w[4];
  if (argc != 6 || !readFile(argv[1], idx) || idx.size() < 16 ||
      std::memcmp(idx.data(), "\0\0\x08\x03", 4)) {
    std::fprintf(
        stderr,
        "usage: classify IMAGES-idx3-ubyte[.gz] W1.npy B1.npy W2.npy B2.npy\n");
    return 1;
  }
  for (int i = 0; i < 4; ++i)
    if (!readNpy(argv[2 + i], classify_arg_bytes[1 + i], w[i])) {
      std::fprintf(stderr,
                   "classify: %s is no float32 .npy file of %zu bytes\n",
                   argv[2 + i], classify_arg_bytes[1 + i]);
      return 1;
    }
  size_t count = size_t(idx[4]) << 24 | idx[5] << 16 | idx[6] << 8 | idx[7];
  const size_t image = 28 * 28, batch = classify_arg0_shape[0];
  if (idx.size() != 16 + count * image) {
    std::fprintf(stderr, "classify: %s does not hold %zu images of 28x28\n",
                 argv[1], count);
    return 1;
  }
  std::vector<uint8_t> images(batch * image);
  int32_t classes[classify_result0_elements];
  for (size_t first = 0; first < count; first += batch) {
    size_t n = count - first < batch ? count - first : batch;
    std::memset(images.data(), 0, images.size()); // the last batch is padded
    std::memcpy(images.data(), idx.data() + 16 + first * image, n * image);
    if (classify(images.data(), w[0].data(), w[1].data(), w[2].data(),
                 w[3].data(), classes) != xhlo_aot::Status::kOk)
      return 1;
    for (size_t i = 0; i < n; ++i)
      std::printf("%d\n", classes[i]);
  }
  return 0;
}
