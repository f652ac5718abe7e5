#!/usr/bin/env python3
"""Runs xhlo-interpreter-bench and the same work in numpy/PyTorch, back to
back in one invocation, and prints speed ratios (issue 5); also VGG19
forward and one VGG19 train step (issue 15) at batch 1 and 8 from
xhlo-vgg19-bench (beside the binary given) against the same network in
PyTorch, and Fashion-MNIST training (an MLP epoch, 100 CNN steps) from
xhlo-fashion-mnist-bench.

Each comparison runs ROUNDS rounds; a round times the peer, then our
benchmark, and the ratio is peer_time / our_time (> 1: we are faster). The
medians of the rounds are printed with the issue's target; --check exits 1
when a median misses its target.

Usage: /usr/bin/python3 bench/peers/compare.py BUILD/bench/xhlo-interpreter-bench
       [--rounds N] [--check] [--filter SUBSTRING]
Debian's numpy belongs to /usr/bin/python3. Both sides get 2 threads
(OPENBLAS_NUM_THREADS=2, OMP_NUM_THREADS=2).
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("OPENBLAS_NUM_THREADS", "2")
os.environ.setdefault("OMP_NUM_THREADS", "2")


def time_peer(fn, min_seconds=0.5):
    """Median seconds per call of fn() over at least min_seconds."""
    fn()  # warm up
    times = []
    start = time.perf_counter()
    while time.perf_counter() - start < min_seconds or len(times) < 5:
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def numpy_dot(n):
    import numpy as np
    rng = np.random.default_rng(0)
    a = rng.uniform(-1, 1, (n, n)).astype(np.float32)
    b = rng.uniform(-1, 1, (n, n)).astype(np.float32)
    return lambda: a @ b


def numpy_matmul(lhs_shape, rhs_shape):
    import numpy as np
    rng = np.random.default_rng(0)
    a = rng.uniform(-1, 1, lhs_shape).astype(np.float32)
    b = rng.uniform(-1, 1, rhs_shape).astype(np.float32)
    return lambda: a @ b


def numpy_copy(nbytes):
    """numpy's copy of `nbytes` bytes (a fresh array, as our ops make): the
    peer of the data-movement ops (issue 19 item 5)."""
    import numpy as np
    a = np.ones(nbytes // 4, np.float32)
    return lambda: a.copy()


def torch_conv_bn_relu6():
    """DataMovementBench's block: conv2d 1x32x56x56 -> 64 3x3 pad 1,
    (y - mean) * scale + offset per channel, clamp to [0, 6]."""
    import torch
    torch.set_num_threads(2)
    gen = torch.Generator().manual_seed(0)
    x = torch.rand((1, 32, 56, 56), generator=gen) * 2 - 1
    w = torch.rand((64, 32, 3, 3), generator=gen) * 2 - 1
    mean, scale, offset = (torch.rand((1, 64, 1, 1), generator=gen)
                           for _ in range(3))

    def work():
        with torch.no_grad():
            y = torch.nn.functional.conv2d(x, w, padding=1)
            torch.clamp((y - mean) * scale + offset, 0, 6)
    return work


def torch_conv():
    import torch
    torch.set_num_threads(2)
    gen = torch.Generator().manual_seed(0)
    x = torch.rand((1, 64, 56, 56), generator=gen) * 2 - 1
    w = torch.rand((64, 64, 3, 3), generator=gen) * 2 - 1

    def work():
        with torch.no_grad():
            torch.nn.functional.conv2d(x, w, padding=1)
    return work


def torch_tanh_chain():
    import torch
    torch.set_num_threads(2)
    x = torch.rand(16777216, generator=torch.Generator().manual_seed(0)) * 2 - 1
    return lambda: torch.tanh(x * 2 + 1)


def torch_sum():
    import torch
    torch.set_num_threads(2)
    x = torch.rand(16777216, generator=torch.Generator().manual_seed(0)) * 2 - 1
    return lambda: x.sum()


def torch_softmax():
    import torch
    torch.set_num_threads(2)
    x = torch.rand((4096, 1000), generator=torch.Generator().manual_seed(0))
    return lambda: torch.softmax(x, 1)


def torch_layer_norm():
    """torch.nn.functional.layer_norm over the rows of [4096, 1024] with a
    scale and an offset per column (InterpreterBench's BM_LayerNormF32)."""
    import torch
    torch.set_num_threads(2)
    gen = torch.Generator().manual_seed(0)
    x = torch.rand((4096, 1024), generator=gen) * 2 - 1
    gamma = torch.rand(1024, generator=gen) * 2 - 1
    beta = torch.rand(1024, generator=gen) * 2 - 1

    def work():
        with torch.no_grad():
            torch.nn.functional.layer_norm(x, (1024,), gamma, beta, 1e-5)
    return work


def vgg19_model():
    """VGG19 (configuration E, ending in a softmax) as
    python-free-examples/vgg19 writes it: He-uniform weights, zero biases."""
    import torch
    torch.set_num_threads(2)
    torch.manual_seed(0)
    nn = torch.nn
    layers, channels = [], 3
    for v in [64, 64, "M", 128, 128, "M", 256, 256, 256, 256, "M",
              512, 512, 512, 512, "M", 512, 512, 512, 512, "M"]:
        if v == "M":
            layers.append(nn.MaxPool2d(2, 2))
            continue
        layers += [nn.Conv2d(channels, v, 3, padding=1), nn.ReLU()]
        channels = v
    layers += [nn.Flatten(), nn.Linear(25088, 4096), nn.ReLU(),
               nn.Linear(4096, 4096), nn.ReLU(), nn.Linear(4096, 1000),
               nn.Softmax(dim=1)]
    model = nn.Sequential(*layers)
    for layer in model:
        if isinstance(layer, (nn.Conv2d, nn.Linear)):
            nn.init.kaiming_uniform_(layer.weight, nonlinearity="relu")
            nn.init.zeros_(layer.bias)
    return model


def torch_vgg19(batch):
    """VGG19 forward."""
    import torch
    model = vgg19_model().eval()
    x = torch.rand((batch, 3, 224, 224)) * 2 - 1

    def work():
        with torch.no_grad():
            model(x)
    return work


def torch_vgg19_train_step(batch):
    """One VGG19 train step as @vgg19_train_step: forward, softmax
    cross-entropy against one-hot labels (mean over the batch), backward,
    plain SGD with lr 0.01 (the same labels as bench/Vgg19Bench.cpp)."""
    import torch
    model = vgg19_model().train()
    optimizer = torch.optim.SGD(model.parameters(), lr=0.01)
    x = torch.rand((batch, 3, 224, 224)) * 2 - 1
    y = torch.zeros((batch, 1000))
    for i in range(batch):
        y[i, (7 + 101 * i) % 1000] = 1

    def work():
        optimizer.zero_grad()
        loss = -(y * torch.log(model(x))).sum() / batch
        loss.backward()
        optimizer.step()
    return work


def fashion_mnist_data():
    """Synthetic u8 training images (60000x28x28) and labels (0..9) from a
    fixed seed, as bench/FashionMnistBench.cpp (time does not depend on the
    values)."""
    import torch
    gen = torch.Generator().manual_seed(15)
    images = torch.randint(0, 256, (60000, 28, 28), dtype=torch.uint8,
                           generator=gen)
    labels = torch.randint(0, 10, (60000,), dtype=torch.uint8, generator=gen)
    return images, labels


def torch_fit(make_model, make_optimizer, steps, channels_dim):
    """@fit of python-free-examples/fashion-mnist without its evaluation
    (as the benchmark runs it): fresh parameters (He-uniform for the ReLU
    layers, +-1/sqrt(fan_in) for the output, zero biases) and optimiser,
    one epoch of `steps` batches of 64 in a fresh permutation, each gathered
    from the u8 data and converted to float / 255, softmax cross-entropy,
    backward, optimiser step; the loss summed as the program does."""
    import torch
    torch.set_num_threads(2)
    images, labels = fashion_mnist_data()
    nn = torch.nn

    def work():
        model = make_model().train()
        layers = [m for m in model if isinstance(m, (nn.Conv2d, nn.Linear))]
        for layer in layers[:-1]:
            nn.init.kaiming_uniform_(layer.weight, nonlinearity="relu")
        # Uniform in +-1/sqrt(fan_in) (kaiming_uniform_ with a = sqrt(5)).
        nn.init.kaiming_uniform_(layers[-1].weight, a=5 ** 0.5)
        for layer in layers:
            nn.init.zeros_(layer.bias)
        optimizer = make_optimizer(model.parameters())
        perm = torch.randperm(60000)
        total = torch.zeros(())
        for s in range(steps):
            idx = perm[64 * s:64 * s + 64]
            x = images[idx].float().div(255)
            x = x.view(64, 1, 28, 28) if channels_dim else x.view(64, 784)
            loss = nn.functional.cross_entropy(model(x), labels[idx].long())
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            total += loss.detach()
        return total
    return work


def torch_mlp_epoch():
    """One epoch (937 steps) of mlp.mlir's MLP, 784-256-10 with ReLU, SGD
    with momentum 0.9 and lr 0.01."""
    import torch
    nn = torch.nn
    return torch_fit(
        lambda: nn.Sequential(nn.Linear(784, 256), nn.ReLU(),
                              nn.Linear(256, 10)),
        lambda p: torch.optim.SGD(p, lr=0.01, momentum=0.9), 937, False)


def torch_cnn_steps(steps):
    """`steps` steps of cnn.mlir's CNN in NCHW (unpadded 5x5 convolutions,
    2x2 max-pool, dense 1024, dense 10), Adam with lr 1e-3."""
    import torch
    nn = torch.nn
    return torch_fit(
        lambda: nn.Sequential(nn.Conv2d(1, 32, 5), nn.ReLU(), nn.MaxPool2d(2),
                              nn.Conv2d(32, 64, 5), nn.ReLU(), nn.MaxPool2d(2),
                              nn.Flatten(), nn.Linear(1024, 1024), nn.ReLU(),
                              nn.Linear(1024, 10)),
        lambda p: torch.optim.Adam(p, lr=1e-3), steps, True)


# (our benchmark, peer name, peer work builder, target ratio[, our binary
# beside the one given, when it is not that one])
COMPARISONS = [
    # Issue 19 item 2: at least numpy's speed (its matmul on OpenBLAS).
    ("BM_DotF32/1024/real_time", "numpy matmul f32 1024^3",
     lambda: numpy_dot(1024), 0.97),
    ("BM_DotShapeF32/8/128/64/128/real_time", "numpy matmul [8,128,64]x[8,64,128]",
     lambda: numpy_matmul((8, 128, 64), (8, 64, 128)), 1.0),
    ("BM_DotShapeF32/0/64/784/256/real_time", "numpy matmul [64,784]x[784,256]",
     lambda: numpy_matmul((64, 784), (784, 256)), 1.0),
    ("BM_ConvF32/real_time", "torch conv2d 1x64x56x56 3x3",
     torch_conv, 0.8),
    ("BM_TanhChainF32/real_time", "torch eager tanh(x*2+1) 16M",
     torch_tanh_chain, 4.0),
    # Issue 19 item 3: memory-bound reductions by a margin (their GB/s are
    # printed against BM_StreamF32's, this machine's bandwidth).
    ("BM_ReduceSumF32/real_time", "torch sum 16M f32",
     torch_sum, 1.3),
    ("BM_SoftmaxF32/real_time", "torch softmax [4096,1000]",
     torch_softmax, 1.5),
    ("BM_LayerNormF32/real_time", "torch layer_norm [4096,1024]",
     torch_layer_norm, 1.0),
    # The end-to-end model: issue 19 item 1, at least 1.3x PyTorch's speed.
    ("BM_Vgg19/1/real_time", "torch VGG19 forward batch 1",
     lambda: torch_vgg19(1), 1.3, "xhlo-vgg19-bench"),
    ("BM_Vgg19/8/real_time", "torch VGG19 forward batch 8",
     lambda: torch_vgg19(8), 1.3, "xhlo-vgg19-bench"),
    # A train step (issue 15): forward, loss, backward, SGD update.
    ("BM_Vgg19TrainStep/1/real_time", "torch VGG19 train step batch 1",
     lambda: torch_vgg19_train_step(1), 1.0, "xhlo-vgg19-bench"),
    ("BM_Vgg19TrainStep/8/real_time", "torch VGG19 train step batch 8",
     lambda: torch_vgg19_train_step(8), 1.0, "xhlo-vgg19-bench"),
    # Issue 19 item 5: data movement within 1.5x of numpy's copy of the
    # same bytes (ratio >= 1/1.5).
    ("BM_SliceF32/0/real_time", "numpy copy 126^3 f32",
     lambda: numpy_copy(126 ** 3 * 4), 1 / 1.5, "xhlo-datamove-bench"),
    ("BM_SliceF32/1/real_time", "numpy copy 128x128x64 f32",
     lambda: numpy_copy(128 * 128 * 64 * 4), 1 / 1.5, "xhlo-datamove-bench"),
    ("BM_IotaS64/real_time", "numpy copy 2M s64",
     lambda: numpy_copy(2 * 2 ** 20 * 8), 1 / 1.5, "xhlo-datamove-bench"),
    ("BM_TransposeF32/0/real_time", "numpy copy 1024^2 f32",
     lambda: numpy_copy(1024 * 1024 * 4), 1 / 1.5, "xhlo-datamove-bench"),
    ("BM_TransposeF32/1/real_time", "numpy copy 64x128x128 f32",
     lambda: numpy_copy(64 * 128 * 128 * 4), 1 / 1.5, "xhlo-datamove-bench"),
    ("BM_BroadcastF32/real_time", "numpy copy 1024^2 f32",
     lambda: numpy_copy(1024 * 1024 * 4), 1 / 1.5, "xhlo-datamove-bench"),
    ("BM_ConcatenateF32/0/real_time", "numpy copy 1024^2 f32",
     lambda: numpy_copy(1024 * 1024 * 4), 1 / 1.5, "xhlo-datamove-bench"),
    ("BM_ConcatenateF32/1/real_time", "numpy copy 1024^2 f32",
     lambda: numpy_copy(1024 * 1024 * 4), 1 / 1.5, "xhlo-datamove-bench"),
    ("BM_ConvBnRelu6/real_time", "torch conv2d+bn+relu6 1x32x56x56",
     torch_conv_bn_relu6, 1.0, "xhlo-datamove-bench"),
    # Fashion-MNIST training (issue 15): one MLP epoch; 100 CNN steps (an
    # epoch is about 937/100 of it).
    ("BM_MlpEpoch/real_time", "torch MLP epoch (937 steps of 64)",
     torch_mlp_epoch, 1.0, "xhlo-fashion-mnist-bench"),
    ("BM_CnnSteps/100/real_time", "torch CNN 100 steps of 64",
     lambda: torch_cnn_steps(100), 1.0, "xhlo-fashion-mnist-bench"),
]

# Bytes each memory-bound benchmark reads and writes (issue 19 item 3).
BANDWIDTH = {
    "BM_ReduceSumF32/real_time": 16777216 * 4,
    "BM_SoftmaxF32/real_time": 2 * 4096 * 1000 * 4,
    "BM_LayerNormF32/real_time": 2 * 4096 * 1024 * 4,
}

# A memory-bound comparison's ceiling: the benchmark that reads the same
# bytes as fast as this machine does (InterpreterBench's plain 2-thread
# read). Each round also times it; the peer's time over the faster of it and
# ours is the largest ratio any implementation could have reached in that
# round (issue 19 item 3: both sides of the 16M sum run at DRAM speed).
CEILINGS = {
    "BM_ReduceSumF32/real_time": "BM_StreamF32/0/real_time",
}

# The machine's bandwidth as our threads see it (InterpreterBench).
STREAM = {
    "BM_StreamF32/0/real_time": "64 MiB read by a plain sum, 2 threads",
    "BM_StreamF32/1/real_time": "64 MiB memcpy, read + write, 2 threads",
}

# (our benchmark, counter, upper bound[, our binary beside the one given]):
# figures of our own run (the timed run's when there was one).
CHECKS = [
    ("BM_MlpPeakMemory/real_time", "peak_over_live_set", 1.3),
    # Issue 15 item 4: activations freed as the backward pass consumes them.
    ("BM_Vgg19TrainStep/8/real_time", "peak_over_live_set", 1.3,
     "xhlo-vgg19-bench"),
    # Issue 19 item 5: a while iteration with a scalar body; broadcasts
    # feeding elementwise ops never run as steps of their own.
    ("BM_WhileScalar/real_time", "us_per_iteration", 0.5,
     "xhlo-datamove-bench"),
    ("BM_ConvBnRelu6/real_time", "materialised_broadcasts", 0,
     "xhlo-datamove-bench"),
    # Issue 19 item 4: the linalg-to-hlo pipeline at most 2 s per 100k ops
    # (per_op <= 20 us), in one function and in many; xhlo-translate's
    # export (to proto; text adds the printing) and import (text, proto) of
    # 100k instructions at most 1 s each (per_instruction <= 10 us).
    ("BM_LinalgToHloOneFunction/100000", "per_op", 20e-6,
     "xhlo-conversion-bench"),
    ("BM_LinalgToHloManyFunctions/100000", "per_op", 20e-6,
     "xhlo-conversion-bench"),
    ("BM_ExportToProto/100000", "per_instruction", 10e-6,
     "xhlo-hlo-translate-bench"),
    ("BM_PrintText/100000", "per_instruction", 10e-6,
     "xhlo-hlo-translate-bench"),
    ("BM_ImportText/100000", "per_instruction", 10e-6,
     "xhlo-hlo-translate-bench"),
    ("BM_ImportProto/100000", "per_instruction", 10e-6,
     "xhlo-hlo-translate-bench"),
    # Issue 20 item 5: code compiled ahead of time at least as fast as the
    # interpreter on the same program (one thread each, side by side).
    ("BM_AotTanhChain/real_time", "aot_over_interpreter", 1.0,
     "xhlo-aot-bench"),
    ("BM_AotMlp/threads:1/real_time", "aot_over_interpreter", 1.0,
     "xhlo-aot-bench"),
    ("BM_AotVgg19/real_time", "aot_over_interpreter", 1.0,
     "xhlo-aot-bench"),
]

# Our benchmarks' last JSON records, by name.
RECORDS = {}


def run_ours(binary, name, min_seconds=0.5):
    """Our benchmark's JSON record (also kept in RECORDS)."""
    with tempfile.NamedTemporaryFile(suffix=".json") as out:
        run = subprocess.run(
            [binary, "--benchmark_filter=^" + name + "$",
             "--benchmark_min_time=%g" % min_seconds,
             "--benchmark_out=" + out.name, "--benchmark_out_format=json"],
            capture_output=True, text=True)
        if run.returncode != 0:
            sys.exit("compare: %s failed:\n%s%s" % (name, run.stdout, run.stderr))
        report = json.load(open(out.name))
    for bench in report["benchmarks"]:
        if bench["name"] == name:
            if bench.get("error_occurred"):
                sys.exit("compare: %s failed: %s" %
                         (name, bench.get("error_message")))
            RECORDS[name] = bench
            return bench
    sys.exit("compare: %s did not run" % name)


def time_ours(binary, name, min_seconds=0.5):
    """Our seconds per call: the median of single calls when the benchmark
    reports it (median_seconds, as time_peer measures the peer), else the
    benchmark's mean."""
    bench = run_ours(binary, name, min_seconds)
    if "median_seconds" in bench:
        return bench["median_seconds"]
    scale = {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}
    return bench["real_time"] * scale[bench["time_unit"]]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--filter", default="")
    args = parser.parse_args()
    if not os.access(args.binary, os.X_OK):
        sys.exit("compare: %s is not an executable benchmark" % args.binary)
    missed = 0
    for name, peer, build, target, *other in COMPARISONS:
        if args.filter not in name:
            continue
        binary = args.binary
        if other:
            binary = os.path.join(os.path.dirname(args.binary), other[0])
            if not os.access(binary, os.X_OK):
                print("%-31s NOT COMPARED: %s is not built" % (name, binary))
                missed += 1
                continue
        try:
            work = build()
        except ImportError as error:
            # Not a pass: --check fails when a peer cannot run.
            print("%-31s NOT COMPARED: %s (/usr/bin/python3 needs Debian's "
                  "python3-numpy / python3-torch)" % (name, error))
            missed += 1
            continue
        ratios, ours, theirs, ceilings = [], [], [], []
        for _ in range(args.rounds):
            p = time_peer(work)
            o = time_ours(binary, name)
            theirs.append(p)
            ours.append(o)
            ratios.append(p / o)
            if name in CEILINGS:
                read = time_ours(binary, CEILINGS[name])
                ceilings.append(p / min(o, read))
        ratio = statistics.median(ratios)
        ok = ratio >= target
        missed += not ok
        print("%-31s %8.3f ms | %-30s %8.3f ms | ratio %.2fx (target >= %.2fx) %s"
              % (name, statistics.median(ours) * 1e3, peer,
                 statistics.median(theirs) * 1e3, ratio, target,
                 "ok" if ok else "MISSED"))
        if name in BANDWIDTH:
            print("%-31s %8.2f GB/s (bytes read and written over the median "
                  "time)" % ("", BANDWIDTH[name] / statistics.median(ours)
                            / 1e9))
        if ceilings:
            print("%-31s ceiling %.2fx: the peer's time over the fastest read "
                  "of the same bytes in each round (%s or ours), median"
                  % ("", statistics.median(ceilings), CEILINGS[name]))
    if any(args.filter in name for name in BANDWIDTH):
        # This machine's memory bandwidth in the same invocation (issue 19
        # item 3 states the reductions' GB/s against it).
        for name in STREAM:
            record = run_ours(args.binary, name)
            print("%-31s %8.2f GB/s (%s)" % (
                name, record["bytes_per_second"] / 1e9, STREAM[name]))
    for name, counter, bound, *other in CHECKS:
        if args.filter not in name:
            continue
        binary = args.binary
        if other:
            binary = os.path.join(os.path.dirname(args.binary), other[0])
        if name not in RECORDS and not os.access(binary, os.X_OK):
            print("%-31s NOT CHECKED: %s is not built" % (name, binary))
            missed += 1
            continue
        record = RECORDS.get(name) or run_ours(binary, name)
        value = record[counter]
        ok = value <= bound
        missed += not ok
        print("%-31s %s = %.4g (target <= %.4g) %s"
              % (name, counter, value, bound, "ok" if ok else "MISSED"))
    if args.check and missed:
        sys.exit(1)


if __name__ == "__main__":
    main()
