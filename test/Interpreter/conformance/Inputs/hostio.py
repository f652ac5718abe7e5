# -*- Python -*-
# The conformance suite's host transfers: outfeed, which xhlo-run --outfeed
# prints as XLA literal text (`config: literal`, one line per outfeed in the
# order the tokens chain them), compared element by element with the
# values sent (harness.check_outfeeds parses the text back to the type's
# bits; a NaN matches any NaN, the text carrying no payload). infeed, send,
# recv and their -done ops are refused by the interpreter (refusals.py
# checks the located errors).

import math

import numpy as np

from harness import Module
from structural import carriers
from xtypes import TYPES


def values(t):
    """The type's edge values (every value of the sub-byte types; NaN,
    infinities, signed zeros and subnormals of the floats)."""
    if t.kind == "complex":
        return carriers(t, 6) + [complex(math.nan, -0.0),
                                 complex(math.inf, -math.inf)]
    return t.edges()


def module(tname):
    t = TYPES[tname]
    m = Module("hostio_" + tname)
    v = values(t)
    x = m.param(tname, v)
    tok = m.emit_raw("token[]", "after-all()")
    # One array, then a tuple of a scalar and a 2-D array, chained by
    # their tokens.
    tok = m.outfeed([(x, tname, [len(v)], v)], tok)
    s = m.param(tname, [v[-1]], [])
    grid = np.array(v[:4] if len(v) >= 4 else (v * 4)[:4], dtype=object)
    y = m.param(tname, grid.reshape(2, 2).tolist())
    tok = m.outfeed([(s, tname, [], [v[-1]]),
                     (y, tname, [2, 2], grid.reshape(2, 2).tolist())], tok)
    # The data after the outfeeds (the run needs a result).
    r = m.emit(tname, [len(v)], "add-dependency(%s, %s)" % (x, tok))
    m.check("add-dependency", tname, r, [len(v)], v)
    return m
