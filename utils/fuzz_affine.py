#!/usr/bin/env python3
"""Random affine programs for the affine path's differential test.

Writes N kernels (`func.func @main` on i32 memrefs, in the format of
check_affine_against_upstream.py) into DIR: random loop nests (1 to 3 deep,
perfect or with several statements per level), bounds that are constant,
offset, triangular or min/max of those, steps of 1 or 2, affine.if guards
(with else regions), and statements `A[f(i)] = g(B[h(i)], C[k(i)], ...)`
whose indices are offsets, strides, sums of loop indices or constants, so
that reads and writes of one array meet in every direction (flow, anti and
output dependences, reductions, in-place updates). Every access stays in
bounds over the loops' ranges. Integers keep the comparison exact: any
difference from upstream is a wrong raising, never rounding.

  fuzz_affine.py DIR [--count N] [--seed S]
  check_affine_against_upstream.py DIR
"""

import argparse
import os
import random

DIM = 6
OPS = ["arith.addi", "arith.muli", "arith.maxsi", "arith.minsi",
       "arith.subi"]


class Loop:
    def __init__(self, name, lb, ub, step, lo, hi, operands):
        self.name, self.lb, self.ub, self.step = name, lb, ub, step
        self.lo, self.hi = lo, hi  # range of the induction variable
        self.operands = operands   # outer loops the bounds use


class Generator:
    def __init__(self, rng):
        self.rng = rng
        self.lines = []
        self.counter = 0
        self.arrays = []
        self.written = set()

    def fresh(self, prefix="v"):
        self.counter += 1
        return "%%%s%d" % (prefix, self.counter)

    def bound(self, loops, lower):
        """A bound map and operands, and its constant range [lo, hi]."""
        rng = self.rng
        options = ["const"]
        if loops:
            options += ["offset", "offset", "minmax"]
        kind = rng.choice(options)
        if kind == "const":
            value = rng.randint(0, 2) if lower else rng.randint(DIM - 2, DIM)
            return "%d" % value, [], value, value
        outer = rng.choice(loops)
        if lower:
            c = rng.randint(-1, 1)
        else:
            c = rng.randint(0, 2)
        lo, hi = outer.lo + c, outer.hi + c
        expr = "d0 + %d" % c if c >= 0 else "d0 - %d" % -c
        if kind == "offset":
            lo, hi = max(lo, 0), min(hi, DIM)
            if lower:
                # Keep the loop inside [0, DIM): max(0, d0 + c).
                return ("max affine_map<(d0) -> (0, %s)>(%s)" %
                        (expr, outer.name), [outer], max(lo, 0), max(hi, 0))
            return ("min affine_map<(d0) -> (%d, %s)>(%s)" %
                    (DIM, expr, outer.name), [outer], min(lo, DIM),
                    min(hi, DIM))
        # min/max with a constant
        k = rng.randint(1, DIM - 1)
        if lower:
            return ("max affine_map<(d0) -> (%d, %s)>(%s)" %
                    (rng.randint(0, 2), expr, outer.name), [outer], 0,
                    max(hi, 2))
        return ("min affine_map<(d0) -> (%d, %s)>(%s)" % (k, expr,
                                                          outer.name),
                [outer], min(lo, k), min(hi, k))

    def index(self, loops, size):
        """An index expression over `loops` in [0, size), and its operands,
        or None."""
        rng = self.rng
        for _ in range(20):
            kind = rng.choice(["iv", "iv", "iv", "offset", "stride", "sum",
                               "const"])
            if kind == "const" or not loops:
                return "%d" % rng.randint(0, size - 1), []
            loop = rng.choice(loops)
            if kind == "iv":
                lo, hi, text = loop.lo, loop.hi, loop.name
            elif kind == "offset":
                c = rng.choice([-2, -1, 1, 2])
                lo, hi = loop.lo + c, loop.hi + c
                text = "%s %s %d" % (loop.name, "+" if c > 0 else "-", abs(c))
            elif kind == "stride":
                lo, hi, text = 2 * loop.lo, 2 * loop.hi, "2 * " + loop.name
            else:
                other = rng.choice(loops)
                if other is loop:
                    continue
                lo, hi = loop.lo + other.lo, loop.hi + other.hi
                text = "%s + %s" % (loop.name, other.name)
            if lo >= 0 and hi < size:
                return text, []
        return None

    def access(self, loops, array):
        indices = []
        for size in array[1]:
            index = self.index(loops, size)
            if index is None:
                return None
            indices.append(index[0])
        return "%s[%s]" % (array[0], ", ".join(indices))

    def statement(self, loops, indent):
        rng = self.rng
        target = rng.choice(self.arrays)
        store = self.access(loops, target)
        if store is None:
            return
        values = []
        # Half the statements read other arrays than they write, so that
        # more of them are raised.
        sources = self.arrays
        if len(self.arrays) > 1 and rng.random() < 0.5:
            sources = [a for a in self.arrays if a is not target]
        for _ in range(rng.randint(1, 3)):
            array = rng.choice(sources)
            load = self.access(loops, array)
            if load is None:
                continue
            value = self.fresh()
            self.lines.append("%s%s = affine.load %s : %s" %
                              (indent, value, load, array[2]))
            values.append(value)
        if rng.random() < 0.4:
            # The stored element itself: an update or a reduction.
            value = self.fresh()
            self.lines.append("%s%s = affine.load %s : %s" %
                              (indent, value, store, target[2]))
            values.insert(0, value)
        if not values:
            values.append("%c1")
        result = values[0]
        for value in values[1:]:
            combined = self.fresh()
            self.lines.append("%s%s = %s %s, %s : i32" %
                              (indent, combined, rng.choice(OPS), result,
                               value))
            result = combined
        self.lines.append("%saffine.store %s, %s : %s" %
                          (indent, result, store, target[2]))
        self.written.add(target[3])

    def body(self, loops, depth, indent):
        rng = self.rng
        for _ in range(rng.randint(1, 2 if depth else 3)):
            choice = rng.random()
            if depth < 3 and choice < 0.55:
                self.loop(loops, depth, indent)
            elif loops and depth < 4 and choice < 0.7:
                self.guard(loops, depth, indent)
            else:
                self.statement(loops, indent)

    def guard(self, loops, depth, indent):
        rng = self.rng
        a, b = rng.choice(loops), rng.choice(loops)
        c = rng.randint(-1, 2)
        if a is b:
            condition = "affine_set<(d0) : (d0 - %d >= 0)>(%s)" % (c + 1,
                                                                  a.name)
        else:
            condition = ("affine_set<(d0, d1) : (d0 - d1 + %d >= 0)>(%s, %s)"
                         % (c, a.name, b.name))
        self.lines.append("%saffine.if %s {" % (indent, condition))
        self.body(loops, depth + 1, indent + "  ")
        if rng.random() < 0.5:
            self.lines.append("%s} else {" % indent)
            self.body(loops, depth + 1, indent + "  ")
        self.lines.append("%s}" % indent)

    def loop(self, loops, depth, indent):
        rng = self.rng
        lb, lb_operands, lb_lo, _ = self.bound(loops, True)
        ub, ub_operands, _, ub_hi = self.bound(loops, False)
        step = rng.choice([1, 1, 1, 2]) if "affine_map" not in lb else 1
        name = self.fresh("i")
        loop = Loop(name, lb, ub, step, lb_lo, max(lb_lo, ub_hi - 1),
                    lb_operands + ub_operands)
        self.lines.append("%saffine.for %s = %s to %s%s {" % (
            indent, name, lb, ub, " step %d" % step if step != 1 else ""))
        self.body(loops + [loop], depth + 1, indent + "  ")
        self.lines.append("%s}" % indent)

    def program(self, index):
        rng = self.rng
        shapes = [[DIM], [DIM, DIM], [DIM, DIM], [DIM, DIM, DIM]]
        count = rng.randint(2, 4)
        for i in range(count):
            shape = rng.choice(shapes)
            text = "memref<%sxi32>" % "x".join(map(str, shape))
            self.arrays.append(("%%m%d" % i, shape, text, i))
        self.lines.append("  %c1 = arith.constant 1 : i32")
        for _ in range(rng.randint(1, 3)):
            self.loop([], 0, "  ")
        args = ", ".join("%s: %s" % (a[0], a[2]) for a in self.arrays)
        header = ["// CATEGORY: fuzz",
                  "// Random affine program %d." % index]
        header += ["// ARG %d: int -4 4" % a[3] for a in self.arrays]
        return "\n".join(header + ["func.func @main(%s) {" % args] +
                         self.lines + ["  return", "}", ""])


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("dir")
    parser.add_argument("--count", type=int, default=50)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    os.makedirs(args.dir, exist_ok=True)
    written = 0
    index = 0
    while written < args.count:
        rng = random.Random(args.seed * 1000003 + index)
        generator = Generator(rng)
        text = generator.program(index)
        index += 1
        if not generator.written:
            continue
        with open(os.path.join(args.dir, "fuzz%03d.mlir" % written),
                  "w") as f:
            f.write(text)
        written += 1


if __name__ == "__main__":
    main()
