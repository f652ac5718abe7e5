#!/usr/bin/env python3
"""Writes hostile HLO modules (issue 17 items 3 and 4) to stdout.

  nest N      whiles nested N deep: the body of level k runs a while whose
              body is level k-1 (N computations of bodies, one condition).
  fanout K    2^K whiles from 2K+2 computations: the body of level k runs
              two whiles whose body is level k-1, so inlining every use
              doubles at each level.

--format text writes HLO text, --format proto an HloModuleProto in protobuf
text format (the importer detects it). Every value is an s32[] scalar, or
with --tuple T a tuple of T of them (the innermost body returns its
parameter).
"""

import argparse
import sys


def text_module(bodies, entry_whiles, tuple):
    """HLO text: `bodies` is a list of (name, [body callee per while])."""
    shape = "(" + ", ".join(["s32[]"] * tuple) + ")" if tuple else "s32[]"
    out = ["HloModule hostile", "",
           "cond {", f"  p = {shape} parameter(0)",
           "  ROOT c = pred[] constant(false)", "}", ""]
    for name, callees in bodies + [("ENTRY main", entry_whiles)]:
        out.append(f"{name} {{")
        if not callees and tuple:
            out.append(f"  ROOT v0 = {shape} parameter(0)")
        else:
            out.append(f"  v0 = {shape} parameter(0)")
        if not callees and not tuple:
            out.append("  ROOT r = s32[] add(v0, v0)")
        for i, callee in enumerate(callees):
            root = "ROOT " if i == len(callees) - 1 else ""
            out.append(f"  {root}v{i + 1} = {shape} while(v{i}), "
                       f"condition=cond, body={callee}")
        out.append("}")
        out.append("")
    return "\n".join(out)


def proto_module(bodies, entry_whiles, tuple):
    """The same module as an HloModuleProto in text format."""
    out = ['name: "hostile"', 'entry_computation_name: "main"']
    scalar = "shape { element_type: S32 }"
    if tuple:
        scalar = ("shape { element_type: TUPLE " +
                  " ".join(["tuple_shapes { element_type: S32 }"] * tuple) +
                  " }")
    ids = {}

    def computation(name, cid, instrs, root):
        out.append("computations {")
        out.append(f'  name: "{name}" id: {cid} root_id: {root}')
        for instr in instrs:
            out.append(f"  instructions {{ {instr} }}")
        out.append("}")

    ids["cond"] = 1
    computation("cond", 1, [
        f'name: "p" opcode: "parameter" id: 1 parameter_number: 0 {scalar}',
        'name: "c" opcode: "constant" id: 2 shape { element_type: PRED } '
        'literal { shape { element_type: PRED } preds: false }'], 2)
    for index, (name, callees) in enumerate(bodies + [("main", entry_whiles)]):
        cid = index + 2
        ids[name] = cid
        instrs = [f'name: "v0" opcode: "parameter" id: 1 parameter_number: 0 '
                  f'{scalar}']
        if not callees and not tuple:
            instrs.append(f'name: "r" opcode: "add" id: 2 operand_ids: 1 '
                          f'operand_ids: 1 {scalar}')
        for i, callee in enumerate(callees):
            instrs.append(f'name: "v{i + 1}" opcode: "while" id: {i + 2} '
                          f'operand_ids: {i + 1} called_computation_ids: '
                          f'{ids[callee]} called_computation_ids: 1 {scalar}')
        computation(name, cid, instrs, len(instrs))
    out.append(f"entry_computation_id: {ids['main']}")
    return "\n".join(out) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("kind", choices=["nest", "fanout"])
    parser.add_argument("n", type=int)
    parser.add_argument("--format", choices=["text", "proto"], default="text")
    parser.add_argument("--tuple", type=int, default=0)
    args = parser.parse_args()
    bodies = [("body0", [])]
    for k in range(1, args.n):
        callees = [f"body{k - 1}"] * (1 if args.kind == "nest" else 2)
        bodies.append((f"body{k}", callees))
    entry = [f"body{args.n - 1}"] * (1 if args.kind == "nest" else 2)
    write = text_module if args.format == "text" else proto_module
    sys.stdout.write(write(bodies, entry, args.tuple))


if __name__ == "__main__":
    main()
