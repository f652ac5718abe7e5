#!/usr/bin/env python3
"""Writes MLIR modules nested N deep for the exporter's bounds.

usage: deep_mlir.py while N     hlo.while nested N deep (each body runs the next)
       deep_mlir.py calls N     N functions, each calling the next
       deep_mlir.py callsite N  an op located at a CallSiteLoc chain N deep,
                                written through location aliases (which the
                                parser does not recurse on)
       deep_mlir.py arrays N    an array attribute nested N deep
       deep_mlir.py comment N   N opening brackets in a comment and a string
"""
import sys
kind, n = sys.argv[1], int(sys.argv[2])
if kind == "while":
    # hlo.while nested n deep, each body running the next.
    out = ["func.func @main(%x: tensor<i32>) -> tensor<i32> {"]
    def emit(level, var, ind):
        if level == 0:
            out.append(f"{ind}%r{level} = hlo.add {var}, {var} : tensor<i32>")
            return f"%r{level}"
        out.append(f"{ind}%r{level} = hlo.while({var}) : tensor<i32> cond {{")
        out.append(f"{ind}^bb0(%c{level}: tensor<i32>):")
        out.append(f"{ind}  %f{level} = hlo.constant dense<false> : tensor<i1>")
        out.append(f"{ind}  hlo.return %f{level} : tensor<i1>")
        out.append(f"{ind}}} do {{")
        out.append(f"{ind}^bb0(%b{level}: tensor<i32>):")
        return None
    for level in range(n, 0, -1):
        emit(level, "%x" if level == n else f"%b{level+1}", "")
    out.append(f"%r0 = hlo.add %b1, %b1 : tensor<i32>")
    prev = "%r0"
    for level in range(1, n + 1):
        out.append(f"hlo.return {prev} : tensor<i32>")
        out.append("}")
        prev = f"%r{level}"
    out.append(f"return {prev} : tensor<i32>")
    out.append("}")
    print("\n".join(out))
elif kind == "calls":
    print("func.func @main(%x: tensor<i32>) -> tensor<i32> {")
    print("  %r = hlo.call @f1(%x) : (tensor<i32>) -> tensor<i32>")
    print("  return %r : tensor<i32>")
    print("}")
    for i in range(1, n + 1):
        print(f"func.func private @f{i}(%x: tensor<i32>) -> tensor<i32> {{")
        if i < n:
            print(f"  %r = hlo.call @f{i + 1}(%x) : (tensor<i32>) -> tensor<i32>")
        else:
            print("  %r = hlo.add %x, %x : tensor<i32>")
        print("  return %r : tensor<i32>")
        print("}")
elif kind == "callsite":
    # An op located at a CallSiteLoc chain n deep, through aliases (the
    # parser does not recurse on them).
    print('#loc0 = loc("f0"("a.py":1:1))')
    for i in range(1, n + 1):
        print(f'#f{i} = loc("f{i}"("a.py":{i + 1}:1))')
        print(f'#loc{i} = loc(callsite(#f{i} at #loc{i - 1}))')
    print("func.func @main(%x: tensor<f32>) -> tensor<f32> {")
    print(f"  %y = hlo.negate %x : tensor<f32> loc(#loc{n})")
    print("  return %y : tensor<f32>")
    print("}")
elif kind == "arrays":
    print("func.func @main(%x: tensor<i32>) -> tensor<i32> attributes {a = "
          + "[" * n + "]" * n + "} {")
    print("  return %x : tensor<i32>")
    print("}")
elif kind == "comment":
    print("// " + "{([<" * n)
    print("func.func @main(%x: tensor<i32>) -> tensor<i32> attributes {a = \""
          + "{([<" * n + "\"} {")
    print("  return %x : tensor<i32>")
    print("}")
