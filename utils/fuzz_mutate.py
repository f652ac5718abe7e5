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
                            arg.startswith(("2>", ">", "<")):
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
    failures = 0
    accepted = rejected = skipped = 0
    for i in range(args.count):
        mutant, arg_lists = rng.choice(cases)
        tool_args = args.tool_arg
        if args.args_from_run_lines:
            tool_args = rng.choice(arg_lists)
            if rng.random() < 0.25:
                tool_args = mutate_args(tool_args, rng)
        for _ in range(rng.randrange(1, 4)):
            mutant = (mutate_bytes(mutant, rng) if args.mode == "bytes" else
                      mutate(mutant, rng))
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
            if rc == 0:
                accepted += 1
            elif rc == 1 and "error:" in stderr:
                rejected += 1
            elif rc < 0:
                problem = "crashed with signal %d" % -rc
            elif rc == 1:
                problem = "failed without an error diagnostic"
            else:
                problem = "exited with %d" % rc
        except subprocess.TimeoutExpired:
            problem, stderr = "timed out after %gs" % args.timeout, ""
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
