"""The float64 reference and the tolerances every kernel is held to."""
from __future__ import annotations

MANTISSA_BITS = {"float16": 10, "bfloat16": 7}
MIN_EXPONENT = {"float16": -14, "bfloat16": -126}
FP32_ABS_ERROR = 1e-6          # fp32 arithmetic: this absolute error plus FP32_REL_ERROR relative
FP32_REL_ERROR = 1e-5
# Absolute error a log_softmax output keeps from its float32 log-sum (the bound fp32 outputs are
# held to): an output near 0 is -log(sum) with sum near 1, whose float32 rounding (2^-24 an
# addition) exceeds a 16-bit ulp there (fp16 6e-8 below 6e-5), torch's own result included
LOG_SUM_ERROR = FP32_ABS_ERROR


class Mismatch(AssertionError):
    """A kernel's output is not the softmax of its input."""


def reference(x, op: str = "softmax"):
    """The op (softmax or log_softmax) over the last dim in float64, on x's device."""
    import torch
    fn = {"softmax": torch.softmax, "log_softmax": torch.log_softmax}[op]
    return fn(x.double(), dim=-1)


def ulp(r, dtype):
    """Spacing of `dtype` (float16 / bfloat16) at |r|, as float64."""
    import torch
    name = str(dtype).removeprefix("torch.")
    # floor(log2 |r|) from the float64 exponent bits (exact; zero maps to the minimum)
    exponent = ((r.double().abs().view(torch.int64) >> 52) & 0x7FF) - 1023
    exponent = torch.clamp_min(exponent, MIN_EXPONENT[name]) - MANTISSA_BITS[name]
    # 2**exponent assembled from bits: CUDA's pow(2.0, e) can be an ulp short of exact,
    # and a bound one ulp too small fails correct results one ulp from the reference
    return ((exponent + 1023) << 52).view(torch.float64)


def round_to(r, dtype):
    """float64 r rounded to the nearest `dtype` value (ties to even), exactly, in float64.

    Done by hand because a device's float64 -> bf16 conversion may round twice
    (through float32) and land one ulp off near a midpoint.
    """
    import torch
    step = ulp(r, dtype)
    return torch.round(r / step) * step


def check(y, x, what: str = "", op: str = "softmax") -> None:
    """Raise Mismatch unless y is op(x) (softmax or log_softmax) within tolerance.

    fp32: within 1e-6 absolute + 1e-5 relative of the float64 reference.  fp16 / bf16:
    within one ulp of the float64 reference rounded to the dtype (log_softmax: or within
    LOG_SUM_ERROR, where that is larger: outputs under 1e-3 in fp16, 1.3e-4 in bf16, which a
    float32 log-sum cannot hold to a 16-bit ulp).  NaN exactly where the reference is NaN (an
    output left unwritten stays NaN when poisoned).
    """
    import torch
    ref = reference(x, op)
    y = y.detach()
    nan_ref, nan_y = torch.isnan(ref), torch.isnan(y)
    if not torch.equal(nan_ref, nan_y):
        bad = (nan_ref != nan_y).nonzero()[:3].tolist()
        raise Mismatch(f"{what}: NaN where the reference has none (or the reverse) at {bad}; "
                       f"reference NaN {int(nan_ref.sum())}, kernel NaN {int(nan_y.sum())}")
    if y.dtype == torch.float32:
        err = (y.double() - ref).abs()
        bound = FP32_ABS_ERROR + FP32_REL_ERROR * ref.abs()
    else:
        rounded = round_to(ref, y.dtype)
        err = (y.double() - rounded).abs()
        bound = ulp(rounded, y.dtype)
        if op == "log_softmax":
            bound = bound.clamp_min(LOG_SUM_ERROR)
    bad = (err > bound) & ~nan_ref
    if bad.any():
        i = tuple(bad.nonzero()[0].tolist())
        raise Mismatch(f"{what}: {int(bad.sum())} elements off; first at {list(i)}: got {float(y[i]):.6g}, "
                       f"reference {float(ref[i]):.6g}, allowed error {float(bound[i]):.2g}")


def check_backward(dx, y, dy, op: str, what: str = "") -> None:
    """Raise Mismatch unless dx is the gradient of `op` (softmax_backward or
    log_softmax_backward) at forward output y and upstream gradient dy.

    The float64 reference uses the y and dy the kernel saw.  Allowed error: fp32
    arithmetic on the terms (1e-5 of their magnitude, plus 1e-6), the fp32 row sum s
    (one fp32 epsilon of the sum of its terms' magnitudes: s cancels, its error does not)
    times s's factor in dx, and, for fp16 / bf16, one ulp of the reference rounded to the dtype.
    """
    import torch
    y64, dy64 = y.double(), dy.double()
    eps = 2.0 ** -23
    if op == "softmax_backward":
        terms = dy64 * y64
        s = terms.sum(-1, keepdim=True)
        sum_error = eps * terms.abs().sum(-1, keepdim=True)
        want, size = y64 * (dy64 - s), y64.abs() * (dy64.abs() + s.abs())
        factor = y64.abs()
    else:
        s = dy64.sum(-1, keepdim=True)
        sum_error = eps * dy64.abs().sum(-1, keepdim=True)
        want, size = dy64 - y64.exp() * s, dy64.abs() + y64.exp() * s.abs()
        factor = y64.exp()
    bound = FP32_ABS_ERROR + FP32_REL_ERROR * size + factor * sum_error
    if dx.dtype != torch.float32:
        bound = bound + ulp(round_to(want, dx.dtype), dx.dtype)
    got = dx.detach().double()
    bad = ~((got - want).abs() <= bound) & ~want.isnan()
    if bad.any() or not torch.equal(got.isnan(), want.isnan()):
        i = tuple((bad | (got.isnan() != want.isnan())).nonzero()[0].tolist())
        raise Mismatch(f"{what}: {op} off at {list(i)}: got {float(got[i]):.6g}, reference "
                       f"{float(want[i]):.6g}, allowed error {float(bound[i]):.2g}")
