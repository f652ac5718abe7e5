#!/usr/bin/env python3
"""Feed randomly mutated valid inputs to a tool and check that none crashes.

Each mutant of a valid input file (token deletion, duplication and swaps,
changed numbers and type names, truncation, ...) is run through the tool. The
tool may accept it (exit 0) or reject it, but a rejection must be an ordinary
failure (exit 1) with an `error:` diagnostic. A signal (crash), another exit
code, a silent failure or a run longer than the time limit fails the test, and
the offending input is written next to the report so it can be replayed.

With --mode=bytes the inputs are binary (e.g. serialized protos) and the
mutations flip, insert, delete, duplicate and truncate bytes.

With --args-from-run-lines, each input file's lit RUN lines that invoke the
tool give the arguments a mutant of that file runs with (one such line drawn
per mutant, its options' numbers sometimes mutated too; `%s`, `-o %t`,
-split-input-file and -verify-diagnostics left out): a test's own pass
options are fuzzed with its inputs. Files without such a line use --tool-arg.

With --run-args (the xhlo-run lane), 3 in 4 programs stay whole and half
of them get a tensor type or HLO shape with a dimension of 0, 2^31, 2^40,
2^62 or INT64_MAX (everywhere that type is written), and each run gets
hostile arguments: as many --arg options as the entry takes (4 runs in 5;
else 0-4), drawn from random values of every scale, NaN, infinities, the
integer types' extremes, malformed values, and .npy/idx files written into
--out that are empty, claim 2^40, INT64_MAX or overflowing shapes, are
truncated or malformed, or hold extreme values; sometimes an --expect file
of the same kind (a differing result, exit code 1 with xhlo-run's verdict,
is an ordinary outcome). Give the tool a --max-memory (--always-arg) so
that no run can take the machine's memory.

In every lane, "PLEASE submit a bug report", "LLVM ERROR" or a stack dump
on stderr is a failure whatever the exit code.

Deterministic for a given --seed.
"""

import argparse
import glob
import os
import random
import re
import shlex
import subprocess
import sys

TOKEN = re.compile(r"%[\w.#]+|@[\w.]+|#[\w.]+|!\w[\w.]*|[A-Za-z_][\w.$-]*|"
                   r"-?\d+(?:\.\d+)?(?:e[+-]?\d+)?|0x[0-9A-Fa-f]+|\S")
TYPE_WORDS = ["f32", "f16", "bf16", "f64", "i1", "i8", "i32", "i64", "ui8",
              "ui32", "index", "complex<f32>", "tuple<>", "!hlo.token",
              "tensor<?xf32>", "memref<4xf32>", "none"]
NUMBERS = ["0", "1", "-1", "2", "3", "7", "-7", "64", "1000000",
           "9223372036854775807", "-9223372036854775808", "2147483648",
           "0x7FC00000", "1.5", "-0.0", "4294967296"]


# What a crashed or aborted LLVM tool prints, whatever its exit code.
CRASH_MARKS = ("PLEASE submit a bug report", "LLVM ERROR", "Stack dump:")

# LLVM's command line parser's diagnostic of a bad option value (a mutated
# RUN line's option): an ordinary rejection.
CL_OPTION_ERROR = re.compile(r"^\S+: for the -+[\w-]+ option: ", re.M)

# xhlo-run's verdict when a result differs from its --expect file (exit
# code 1): an ordinary outcome of the xhlo-run lane's --expect files.
EXPECT_VERDICT = re.compile(r"^xhlo-run: result \d+(:| has shape)", re.M)

# Dimensions the xhlo-run lane gives tensor and HLO shapes: empty, past
# 32-bit indices, 4 TiB of f32, bytes past 2^63, INT64_MAX.
HUGE_DIMS = ["0", "2147483648", "1099511627776", "4611686018427387904",
             "9223372036854775807"]

# --arg values of the xhlo-run lane besides the files of
# write_argument_files.
ARG_VALUES = ["random", "zeros", "random:1e308", "random:1e-300", "random:0",
              "random:nan", "random:-1", "value:1e308", "value:-1e308",
              "value:nan", "value:-nan", "value:inf", "value:-inf",
              "value:-0", "value:1e-45", "value:-2147483648",
              "value:2147483647", "value:-9223372036854775808",
              "value:9223372036854775807", "value:18446744073709551616",
              "value:", "value:abc", "value:0x7fc00000", "", "nonsense"]


def npy_bytes(descr, shape, data=b"", fortran=False, header=None):
    """A version 1.0 .npy file; `header` replaces the dict text."""
    text = header if header is not None else (
        "{'descr': '%s', 'fortran_order': %s, 'shape': %s, }" %
        (descr, fortran, shape))
    text += " " * ((64 - (10 + len(text) + 1) % 64) % 64) + "\n"
    return (b"\x93NUMPY\x01\x00" + len(text).to_bytes(2, "little") +
            text.encode() + data)


def idx_bytes(type_code, dims, data=b""):
    """An idx file (MNIST's format): magic, big-endian uint32 dims, data."""
    return (bytes([0, 0, type_code, len(dims)]) +
            b"".join(d.to_bytes(4, "big") for d in dims) + data)


def write_argument_files(directory):
    """Hostile argument files for xhlo-run (written once); their paths."""
    import struct
    f32 = lambda *v: struct.pack("<%df" % len(v), *v)
    f64 = lambda *v: struct.pack("<%dd" % len(v), *v)
    inf, nan = float("inf"), float("nan")
    files = {
        "empty.npy": npy_bytes("<f4", "(0,)"),
        "empty-2d.npy": npy_bytes("<f4", "(3, 0)"),
        "scalar.npy": npy_bytes("<f4", "()", f32(1.5)),
        "claims-2p40.npy": npy_bytes("<f4", "(1099511627776,)", f32(1, 2)),
        "claims-int64max.npy": npy_bytes("<f4", "(9223372036854775807,)"),
        "claims-overflow.npy": npy_bytes("<f4", "(4294967296, 4294967296)"),
        "claims-2p64.npy": npy_bytes("<f4", "(18446744073709551616,)"),
        "negative-dim.npy": npy_bytes("<f4", "(-1,)"),
        "f32-extremes.npy": npy_bytes(
            "<f4", "(8,)", f32(3.4e38, -3.4e38, nan, inf, -inf, -0.0, 1e-45,
                                0.0)),
        "f64-extremes.npy": npy_bytes(
            "<f8", "(8,)", f64(1e308, -1e308, nan, inf, -inf, -0.0, 5e-324,
                                0.0)),
        "i32-extremes.npy": npy_bytes(
            "<i4", "(4,)", struct.pack("<4i", -2**31, 2**31 - 1, 0, -1)),
        "i64-extremes.npy": npy_bytes(
            "<i8", "(4,)", struct.pack("<4q", -2**63, 2**63 - 1, 0, -1)),
        "u8.npy": npy_bytes("|u1", "(4,)", bytes([0, 1, 255, 128])),
        "bool.npy": npy_bytes("|b1", "(4,)", bytes([0, 1, 1, 0])),
        "complex.npy": npy_bytes("<c8", "(2,)", f32(1, 2, nan, inf)),
        "big-endian.npy": npy_bytes(">f4", "(2,)", struct.pack(">2f", 1, 2)),
        "fortran.npy": npy_bytes("<f4", "(2, 2)", f32(1, 2, 3, 4), True),
        "object.npy": npy_bytes("|O", "(1,)", b"\0" * 8),
        "truncated.npy": npy_bytes("<f4", "(100,)", f32(1, 2, 3)),
        "bad-header.npy": npy_bytes("", "", header="{'descr': <f4', (("),
        "header-past-end.npy": b"\x93NUMPY\x01\x00\xff\xff{'descr'",
        "not-npy.npy": b"\x93NUMPX garbage",
        "empty-file.npy": b"",
        "claims-2p62.idx": idx_bytes(0x0D, [2**31, 2**31]),
        "empty.idx": idx_bytes(0x08, [0, 28]),
        "truncated.idx": idx_bytes(0x08, [2, 28, 28], bytes(100)),
        "bad-type.idx": idx_bytes(0x42, [4], bytes(4)),
        "rank-255.idx": idx_bytes(0x08, [1] * 255, bytes(1)),
    }
    paths = []
    for name, data in sorted(files.items()):
        path = os.path.join(directory, name)
        with open(path, "wb") as f:
            f.write(data)
        paths.append(path)
    return paths


def mutate_huge_shape(case, rng):
    """One tensor type (`tensor<2x3xf32>`) or HLO shape (`f32[2,3]`) of the
    case with a dimension replaced by one of HUGE_DIMS, everywhere the type
    is written (so that the program still verifies where it can)."""
    types = sorted({m.group(0) for m in re.finditer(
        r"tensor<(?:\d+x)+[\w<>]+>|\b[a-z]+\d*\[\d+(?:,\d+)*\]", case)})
    if not types:
        return case
    old = rng.choice(types)
    dims = list(re.finditer(r"\d+(?=x)|(?<=[\[,])\d+", old))
    m = rng.choice(dims)
    new = old[:m.start()] + rng.choice(HUGE_DIMS) + old[m.end():]
    return case.replace(old, new)


def entry_arity(case, tool_args):
    """How many parameters the entry of `case` takes (its --entry, else
    @main or the HLO ENTRY), None when that cannot be told."""
    entry = next((a.split("=", 1)[1] for a in tool_args
                  if a.startswith("--entry=")), "main")
    m = re.search(r"func\.func\s+(?:public\s+)?@%s\((.*?)\)\s*(?:->|\{|attr)"
                  % re.escape(entry), case, re.S)
    if m:
        return len(re.findall(r"%[\w.$-]+\s*:", m.group(1)))
    m = re.search(r"^ENTRY\b[^{]*\{(.*?)^\}", case, re.S | re.M)
    if m:
        return len(re.findall(r"\bparameter\(", m.group(1)))
    return None


def hostile_run_args(files, rng, arity):
    """--arg options, as many as the entry takes (`arity`) in 4 of 5 runs
    when that is known, else 0-4; sometimes an --expect; for the xhlo-run
    lane."""
    args = []
    count = (arity if arity is not None and rng.random() < 0.8 else
             rng.choice([0, 1, 2, 3, 4]))
    for _ in range(count):
        value = (rng.choice(files) if rng.random() < 0.4 else
                 rng.choice(ARG_VALUES))
        args.append("--arg=" + value)
    if rng.random() < 0.15:
        args.append("--expect=" + rng.choice(files))
    return args


def split_cases(text):
    """The `// -----` separated cases of a file."""
    return [c for c in re.split(r"^// -----\s*$", text, flags=re.M)
            if c.strip()]


# Mutants that crash MLIR 19's own parser or printer, which xhlo cannot
# avoid: they are skipped (counted apart), not run.
KNOWN_UPSTREAM_CRASHES = [
    # An i1 dense array with integer literals (`array<i1: 0>`) is stored with
    # the wrong size and the printer reads past it
    # (llvm/llvm-project#173373, fixed after LLVM 19).
    re.compile(r"array<\s*i1\s*:[^>]*?(?<![\w.])-?\d"),
]


# Arguments of a RUN line that only make sense under lit: the input file
# (`%s`), outputs, and the options that split or verify lit test files.
LIT_ONLY_ARGS = {"-split-input-file", "--split-input-file",
                 "-verify-diagnostics", "--verify-diagnostics"}


def run_line_args(text, tool):
    """The argument lists of the RUN lines of `text` that invoke `tool`."""
    lines, current = [], ""
    for m in re.finditer(r"^\s*(?://|#)\s*RUN:(.*)$", text, flags=re.M):
        part = m.group(1).strip()
        if part.endswith("\\"):
            current += part[:-1] + " "
            continue
        lines.append(current + part)
        current = ""
    name = os.path.basename(tool)
    result = []
    for line in lines:
        try:
            words = shlex.split(line)
        except ValueError:
            continue
        # The pipeline's commands; keep those that run the tool.
        command = []
        for word in words + ["|"]:
            if word not in ("|", "&&", ";"):
                command.append(word)
                continue
            if name in command:
                args = command[command.index(name) + 1:]
                kept, skip = [], False
                for arg in args:
                    if skip:
                        skip = False
                    elif arg in ("-o", "--o"):
                        skip = True
                    elif "%" in arg or arg in LIT_ONLY_ARGS or \
                            arg.startswith(("2>", ">", "<")) or arg == "-":
                        # "-" (standard input, a pipeline's tool) is the
                        # input the fuzzer passes itself.
                        continue
                    else:
                        kept.append(arg)
                if kept not in result:
                    result.append(kept)
            command = []
    return result


def mutate_args(args, rng):
    """`args` with one number of one option replaced."""
    spots = [(i, m) for i, arg in enumerate(args)
             for m in re.finditer(r"-?\d+", arg)]
    if not spots:
        return args
    i, m = rng.choice(spots)
    args = list(args)
    args[i] = args[i][:m.start()] + rng.choice(NUMBERS) + args[i][m.end():]
    return args


def mutate(case, rng):
    tokens = [(m.start(), m.end()) for m in TOKEN.finditer(case)]
    if not tokens:
        return case
    kind = rng.randrange(10)
    start, end = tokens[rng.randrange(len(tokens))]
    token = case[start:end]
    if kind == 0:  # delete a token
        return case[:start] + case[end:]
    if kind == 1:  # duplicate a token
        return case[:end] + " " + token + case[end:]
    if kind == 2:  # swap with another token
        s2, e2 = tokens[rng.randrange(len(tokens))]
        if s2 < start:
            start, end, s2, e2 = s2, e2, start, end
        if s2 < end:
            return case
        return (case[:start] + case[s2:e2] + case[end:s2] + case[start:end] +
                case[e2:])
    if kind == 3:  # replace a number
        numbers = [(s, e) for s, e in tokens
                   if re.fullmatch(r"-?\d+", case[s:e])]
        if numbers:
            start, end = numbers[rng.randrange(len(numbers))]
        return case[:start] + rng.choice(NUMBERS) + case[end:]
    if kind == 4:  # replace a type word
        words = [m for m in re.finditer(
            r"\b(f32|f16|bf16|f64|i1|i8|i16|i32|i64|ui8|ui16|ui32|ui64)\b",
            case)]
        if words:
            m = rng.choice(words)
            return case[:m.start()] + rng.choice(TYPE_WORDS) + case[m.end():]
        return case
    if kind == 5:  # truncate
        return case[:rng.randrange(len(case))]
    if kind == 6:  # duplicate or drop a line
        lines = case.split("\n")
        i = rng.randrange(len(lines))
        if rng.random() < 0.5:
            lines.insert(i, lines[rng.randrange(len(lines))])
        else:
            del lines[i]
        return "\n".join(lines)
    if kind == 7:  # change a shape
        dims = [m for m in re.finditer(r"(?<=<)(\d+x)*\d+(?=x)", case)]
        if dims:
            m = rng.choice(dims)
            new = "x".join(str(rng.choice([0, 1, 2, 3, 5])) for _ in
                           range(rng.randrange(0, 4)))
            return case[:m.start()] + new + case[m.end():]
        return case
    if kind == 8:  # an attribute value / keyword to another keyword
        words = [(s, e) for s, e in tokens
                 if re.fullmatch(r"[A-Za-z_]\w*", case[s:e])]
        if words:
            start, end = words[rng.randrange(len(words))]
            s2, e2 = words[rng.randrange(len(words))]
            return case[:start] + case[s2:e2] + case[end:]
        return case
    # insert random punctuation
    return case[:start] + rng.choice(list("{}()[]<>,:=%^@#\"")) + case[start:]


def mutate_bytes(data, rng):
    data = bytearray(data)
    if not data:
        return bytes(data)
    kind = rng.randrange(6)
    i = rng.randrange(len(data))
    if kind == 0:  # flip bits of a byte
        data[i] ^= 1 << rng.randrange(8)
    elif kind == 1:  # replace a byte
        data[i] = rng.randrange(256)
    elif kind == 2:  # insert bytes
        data[i:i] = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 5)))
    elif kind == 3:  # delete a run
        del data[i:i + rng.randrange(1, 8)]
    elif kind == 4:  # duplicate a run
        j = rng.randrange(len(data))
        data[i:i] = data[j:j + rng.randrange(1, 32)]
    else:  # truncate
        del data[i:]
    return bytes(data)


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tool", required=True, help="the tool to run")
    parser.add_argument("--tool-arg", action="append", default=[],
                        help="an extra argument for the tool (repeatable)")
    parser.add_argument("--count", type=int, default=300,
                        help="number of mutants to run")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=20.0,
                        help="seconds one run may take")
    parser.add_argument("--mode", choices=["tokens", "bytes"],
                        default="tokens")
    parser.add_argument("--out", default=".",
                        help="where to write inputs that failed")
    parser.add_argument("--args-from-run-lines", action="store_true",
                        help="run each file's mutants with the arguments of "
                        "its RUN lines that invoke the tool")
    parser.add_argument("--always-arg", action="append", default=[],
                        help="an argument every run gets, also with "
                        "--args-from-run-lines (repeatable)")
    parser.add_argument("--verbose", action="store_true",
                        help="print every mutant's outcome to stderr: the "
                        "arguments of an accepted one, the first line of a "
                        "rejection")
    parser.add_argument("--run-args", action="store_true",
                        help="the xhlo-run lane: hostile --arg values and "
                        "files, huge and zero-sized shapes")
    parser.add_argument("inputs", nargs="+",
                        help="valid input files or globs")
    args = parser.parse_args()

    files = sorted({f for pattern in args.inputs for f in glob.glob(pattern)})
    # Each case with the argument lists it may run with.
    if args.mode == "bytes":
        cases = [(open(f, "rb").read(), [args.tool_arg]) for f in files]
    else:
        cases = []
        for f in files:
            text = open(f).read()
            arg_lists = [args.tool_arg]
            if args.args_from_run_lines:
                arg_lists = run_line_args(text, args.tool) or arg_lists
            cases += [(c, arg_lists) for c in split_cases(text)]
    if not cases:
        print("fuzz: no input cases found", file=sys.stderr)
        return 2
    rng = random.Random(args.seed)
    argument_files = []
    if args.run_args:
        argument_files = write_argument_files(args.out)
    failures = 0
    accepted = rejected = skipped = 0
    for i in range(args.count):
        mutant, arg_lists = rng.choice(cases)
        tool_args = args.tool_arg
        if args.args_from_run_lines:
            tool_args = rng.choice(arg_lists)
            if rng.random() < 0.25:
                tool_args = mutate_args(tool_args, rng)
        # The xhlo-run lane leaves 3 in 4 programs whole (other lanes fuzz
        # the parsers), so that the arguments reach valid programs too.
        for _ in range(rng.randrange(1, 4) if not args.run_args else
                       rng.choice([0, 0, 0, 1])):
            mutant = (mutate_bytes(mutant, rng) if args.mode == "bytes" else
                      mutate(mutant, rng))
        tool_args = args.always_arg + tool_args
        if args.run_args:
            if args.mode == "tokens" and rng.random() < 0.5:
                mutant = mutate_huge_shape(mutant, rng)
            arity = (entry_arity(mutant, tool_args)
                     if args.mode == "tokens" else None)
            tool_args = tool_args + hostile_run_args(argument_files, rng,
                                                     arity)
        data = mutant if args.mode == "bytes" else mutant.encode()
        if args.mode == "tokens" and any(
                known.search(mutant) for known in KNOWN_UPSTREAM_CRASHES):
            skipped += 1
            continue
        try:
            proc = subprocess.run([args.tool, *tool_args, "-"],
                                  input=data, capture_output=True,
                                  timeout=args.timeout)
            rc, stderr = proc.returncode, proc.stderr.decode(errors="replace")
            problem = None
            crash_mark = next((m for m in CRASH_MARKS if m in stderr), None)
            if crash_mark and rc >= 0:
                problem = "printed '%s' (exit code %d)" % (crash_mark, rc)
            elif rc == 0:
                accepted += 1
            elif rc == 1 and ("error:" in stderr or
                              CL_OPTION_ERROR.search(stderr) or
                              (args.run_args and
                               EXPECT_VERDICT.search(stderr))):
                rejected += 1
            elif rc < 0:
                problem = "crashed with signal %d" % -rc
            elif rc == 1:
                problem = "failed without an error diagnostic"
            else:
                problem = "exited with %d" % rc
        except subprocess.TimeoutExpired:
            problem, stderr = "timed out after %gs" % args.timeout, ""
        if args.verbose and not problem:
            print("fuzz: mutant %d %s: %s" %
                  (i, "accepted" if rc == 0 else "rejected",
                   shlex.join(tool_args) if rc == 0 else
                   (stderr.strip().splitlines() or [""])[0][:200]),
                  file=sys.stderr)
        if problem:
            failures += 1
            path = os.path.join(args.out, "fuzz-failure-%d.input" % i)
            with open(path, "wb") as f:
                f.write(data)
            print("fuzz: mutant %d %s; input in %s, arguments %s\n%s" %
                  (i, problem, path, shlex.join(tool_args), stderr[-2000:]),
                  file=sys.stderr)
    print("fuzz: %d mutants of %d cases from %d files: %d accepted, "
          "%d rejected with a diagnostic, %d skipped as known upstream "
          "crashes, %d failures" %
          (args.count, len(cases), len(files), accepted, rejected, skipped,
           failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
