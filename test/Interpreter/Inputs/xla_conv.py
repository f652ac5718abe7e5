# A numpy reference of XLA's convolution, written from the operation
# semantics (https://openxla.org/xla/operation_semantics#conv_convolution),
# for contraction-numpy.mlir (imported by contraction_numpy.py).
#
# lhs_spec = (batch, feature, spatial...), rhs_spec = (output feature,
# input feature, spatial...), out_spec = (batch, feature, spatial...) name
# each operand's dimensions. The input is dilated by lhs_dilate (holes of
# zeros between elements), then padded by pad_low/pad_high (negative
# padding removes elements); the kernel's taps are spread by rhs_dilate and
# read back to front where rhs_reversal is set. With feature_group_count G
# the input features split in G groups and output feature o uses group
# o // (O / G); with batch_group_count B the input batch splits in B groups
# of batch / B and output feature o uses batch group o // (O / B), the
# output batch being batch / B. Products are summed in float64 (complex128
# for complex types); the caller rounds to the result type.

import numpy as np


def conv(lhs, rhs, lhs_spec, rhs_spec, out_spec, stride=None,
         pad_low=None, pad_high=None, lhs_dilate=None, rhs_dilate=None,
         rhs_reversal=None, feature_groups=1, batch_groups=1):
    n_spatial = len(lhs_spec) - 2
    ones = [1] * n_spatial
    stride = stride or ones
    pad_low = pad_low or [0] * n_spatial
    pad_high = pad_high or [0] * n_spatial
    lhs_dilate = lhs_dilate or ones
    rhs_dilate = rhs_dilate or ones
    rhs_reversal = rhs_reversal or [0] * n_spatial
    wide = np.complex128 if np.iscomplexobj(lhs) or np.iscomplexobj(rhs) \
        else np.float64
    x = np.transpose(lhs, lhs_spec).astype(wide)  # [N, C, spatial...]
    k = np.transpose(rhs, rhs_spec).astype(wide)  # [O, I, spatial...]
    n, c = x.shape[:2]
    o, i = k.shape[:2]
    assert c == i * feature_groups and o % feature_groups == 0
    assert n % batch_groups == 0 and o % batch_groups == 0

    # Dilate and pad the input (zeros), cropping for negative padding.
    dilated = [(s - 1) * d + 1 for s, d in zip(x.shape[2:], lhs_dilate)]
    padded_shape = [lo + s + hi for s, lo, hi in zip(dilated, pad_low,
                                                     pad_high)]
    at = [slice(None), slice(None)]
    for d in range(n_spatial):
        start = max(pad_low[d], 0)
        at.append(slice(start, start + dilated[d], lhs_dilate[d]))
    # Place the (dilated) input after the positive low padding, then cut the
    # negative padding away.
    big = np.zeros([n, c] + [max(pad_low[d], 0) + dilated[d] +
                             max(pad_high[d], 0) for d in range(n_spatial)],
                   wide)
    big[tuple(at)] = x
    crop = [slice(None), slice(None)]
    for d in range(n_spatial):
        lo = max(-pad_low[d], 0)
        hi = big.shape[2 + d] - max(-pad_high[d], 0)
        crop.append(slice(lo, hi))
    full = big[tuple(crop)]
    assert list(full.shape[2:]) == padded_shape

    taps = [(s - 1) * d + 1 for s, d in zip(k.shape[2:], rhs_dilate)]
    out_spatial = [(p - t) // s + 1 for p, t, s in zip(padded_shape, taps,
                                                       stride)]
    for d in range(n_spatial):
        if rhs_reversal[d]:
            k = np.flip(k, 2 + d)
    out_batch = n // batch_groups
    out = np.zeros([out_batch, o] + out_spatial, wide)
    o_per_fg = o // feature_groups
    o_per_bg = o // batch_groups
    for pos in np.ndindex(*out_spatial):
        for tap in np.ndindex(*k.shape[2:]):
            at = tuple(p * s + t * rd for p, s, t, rd in
                       zip(pos, stride, tap, rhs_dilate))
            window = full[(slice(None), slice(None)) + at]  # [N, C]
            kk = k[(slice(None), slice(None)) + tap]  # [O, I]
            for of in range(o):
                fg = of // o_per_fg
                bg = of // o_per_bg
                xs = window[bg * out_batch:(bg + 1) * out_batch,
                            fg * i:(fg + 1) * i]
                out[(slice(None), of) + pos] += xs @ kk[of]
    # [N', O, spatial...] -> the output's dimension order.
    order = np.argsort(out_spec)
    return np.transpose(out, order)


def spec(labels):
    """Dimension numbers from a dim_labels side such as 'b01f' (lhs/out) or
    '01io' (rhs): (batch or output feature, feature or input feature,
    spatial 0, spatial 1, ...) as dimension indices."""
    first = labels.index("b") if "b" in labels else labels.index("o")
    second = labels.index("f") if "f" in labels else labels.index("i")
    spatial = sorted((int(ch), d) for d, ch in enumerate(labels)
                     if ch.isdigit())
    return [first, second] + [d for _, d in spatial]
