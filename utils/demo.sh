#!/usr/bin/env bash
#===- utils/demo.sh - README command (a): install, build, run the demo ---===//
#
# Installs what is missing, builds the three tools the job needs, and runs
# the main job on VGG19 (python-free-examples/vgg19/vgg19.mlir, linalg on
# tensors, with a softmax cross-entropy loss and a gradient request): convert
# it to hlo (hlo-autodiff writes the gradient), print the HLO instruction
# counts of the forward pass and of the gradient's forward and backward
# passes, export the forward pass
# as HLO text and as a binary HloModuleProto, and run one forward pass of
# the exported proto on the embedded CPU interpreter with random weights
# from a seed, printing a summary of the class probabilities and the time.
# Then it trains: the Fashion-MNIST MLP
# (python-free-examples/fashion-mnist/mlp.mlir, whose whole training loop
# becomes one hlo module) for one epoch of 937 batches of 64 on Debian's
# gzipped idx files, printing the loss every 100 steps as the running loop
# outfeeds it (xhlo-run --outfeed), with a progress bar, then the test
# accuracy on the 10000 test images and the time.
# The files are left in $XHLO_BUILD_DIR/demo.
#
#===----------------------------------------------------------------------===//
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${XHLO_BUILD_DIR:-$root/build}"
bin="$build/bin"
example="$root/python-free-examples/vgg19/vgg19.mlir"
mlp="$root/python-free-examples/fashion-mnist/mlp.mlir"
data=/usr/share/datasets/fashion-mnist
out="$build/demo"

"$root/utils/setup.sh"
"$root/utils/build.sh" --target xhlo-opt xhlo-translate xhlo-run
mkdir -p "$out"

echo "== xhlo demo: VGG19 forward and gradient, $example"
echo "-- convert to hlo (xhlo-linalg-to-hlo, which runs hlo-autodiff for the"
echo "   gradient request), then count the instructions per function"
echo "   (hlo-stats: @vgg19, the loss, and the gradient's forward and backward passes)"
"$bin/xhlo-opt" --xhlo-linalg-to-hlo --hlo-stats=per-function "$example" \
  -o "$out/vgg19.hlo.mlir"

echo "-- export: HLO text and HloModuleProto"
"$bin/xhlo-translate" --mlir-to-hlo-text "$out/vgg19.hlo.mlir" \
  -o "$out/vgg19.hlo.txt"
"$bin/xhlo-translate" --mlir-to-hlo-proto "$out/vgg19.hlo.mlir" \
  -o "$out/vgg19.hlo.pb"
for f in vgg19.hlo.txt vgg19.hlo.pb; do
  printf '  %-14s %8d bytes\n' "$f" "$(wc -c < "$out/$f")"
done
echo "  first lines of the HLO text:"
head -n 4 "$out/vgg19.hlo.txt" | cut -c 1-100 | sed 's/^/    /'

# Arguments: one 224x224 RGB image in [-1, 1), then each layer's weights,
# uniform in +-sqrt(6 / fan_in) (He initialisation, as PyTorch's layers are
# initialised at random), and zero biases.
args=(--arg=random)
for cin in 3 64 64 128 128 256 256 256 256 512 512 512 512 512 512 512; do
  args+=("--arg=random:$(awk -v n=$((9 * cin)) 'BEGIN { print sqrt(6 / n) }')"
    --arg=zeros)
done
for fanin in 25088 4096 4096; do
  args+=("--arg=random:$(awk -v n="$fanin" 'BEGIN { print sqrt(6 / n) }')"
    --arg=zeros)
done

echo "-- one forward pass of the exported proto on the interpreter (batch 1," \
  "random weights, seed 1)"
"$bin/xhlo-run" "$out/vgg19.hlo.pb" "${args[@]}" --seed=1 --summary --repeat=1

echo "== training: the Fashion-MNIST MLP 784-256-10, $mlp"
echo "-- convert to hlo: the training loop (shuffled batches, generated" \
  "gradient, SGD with momentum) and the evaluation become one hlo module"
"$bin/xhlo-opt" --xhlo-linalg-to-hlo "$mlp" -o "$out/mlp.hlo.mlir"
steps=937
echo "-- one epoch: $steps steps of 64 images (seed 1); the loop outfeeds" \
  "the mean loss of every 100 steps, printed as it runs"
export LC_NUMERIC=C
start=$(date +%s.%N)
elapsed() { awk -v now="$(date +%s.%N)" -v start="$start" \
  'BEGIN { printf "%.1f", now - start }'; }
shopt -s lastpipe # the loop below runs in this shell: it sets `accuracy`
accuracy=
# @fit(train images, labels, test images, labels, epochs, steps, seed):
# --outfeed prints `progress: (s32[] STEP, f32[] LOSS)` lines as the loop
# reaches them; --summary's `result 1` line holds the test accuracy.
"$bin/xhlo-run" "$out/mlp.hlo.mlir" --entry=fit \
  --arg="$data/train-images-idx3-ubyte.gz" \
  --arg="$data/train-labels-idx1-ubyte.gz" \
  --arg="$data/t10k-images-idx3-ubyte.gz" \
  --arg="$data/t10k-labels-idx1-ubyte.gz" \
  --arg=value:1 --arg=value:$steps --arg=value:1 --outfeed --summary |
  while IFS= read -r line; do
    if [[ $line =~ ^progress:\ \(s32\[\]\ ([0-9]+),\ f32\[\]\ ([^\)]+)\)$ ]]; then
      step=${BASH_REMATCH[1]}
      done_=$((30 * step / steps))
      bar=$(printf '%*s' "$done_" '' | tr ' ' '#')$(printf '%*s' $((30 - done_)) '')
      printf '  step %4d/%d  loss %.3f  [%s] %3d%%  %5.1f s\n' "$step" "$steps" \
        "${BASH_REMATCH[2]}" "$bar" $((100 * step / steps)) \
        "$(elapsed)"
    elif [[ $line =~ ^result\ 1:\ f32\[\]\ min\ ([^ ]+) ]]; then
      accuracy=${BASH_REMATCH[1]}
    fi
  done
if [ -z "$accuracy" ]; then
  echo "demo: error: xhlo-run printed no test accuracy" >&2
  exit 1
fi
printf '  test accuracy %s%% on the 10000 test images after one epoch, %s s\n' \
  "$(awk -v a="$accuracy" 'BEGIN { printf "%.2f", 100 * a }')" "$(elapsed)"
echo "== demo ok (files in $out)"
