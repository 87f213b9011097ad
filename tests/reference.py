"""float64 reference and the tolerances every kernel test applies."""
import torch

TORCH_DTYPES = {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}
MANTISSA_BITS = {torch.float16: 10, torch.bfloat16: 7}
MIN_EXPONENT = {torch.float16: -14, torch.bfloat16: -126}


def reference(x: torch.Tensor) -> torch.Tensor:
    """softmax over the last dim in float64 (what every kernel is held to)."""
    return torch.softmax(x.double(), dim=-1)


def ulp(r: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
    """Spacing of `dtype` at |r| (r already rounded to dtype), as float64."""
    _, exponent = torch.frexp(r.abs().double().clamp_min(1e-300))
    exponent = torch.maximum(exponent - 1, torch.tensor(MIN_EXPONENT[dtype]))
    return torch.pow(2.0, (exponent - MANTISSA_BITS[dtype]).double())


def check(y: torch.Tensor, x: torch.Tensor, what: str = "") -> None:
    """y (the kernel's output for x) against the float64 reference.

    fp32: within 1e-6 absolute + 1e-5 relative.  fp16/bf16: within one ulp of the
    reference rounded to the dtype.  NaN exactly where the reference is NaN.
    """
    ref = reference(x).cpu()
    y = y.detach().cpu()
    nan_ref, nan_y = torch.isnan(ref), torch.isnan(y)
    if not torch.equal(nan_ref, nan_y):
        bad = (nan_ref != nan_y).nonzero()[:5].tolist()
        raise AssertionError(f"{what}: NaN mismatch at {bad} (reference NaN: {nan_ref.sum()}, "
                             f"kernel NaN: {nan_y.sum()}; unwritten outputs stay NaN)")
    ok = ~nan_ref
    if y.dtype == torch.float32:
        err = (y.double() - ref).abs()
        bound = 1e-6 + 1e-5 * ref.abs()
    else:
        rounded = ref.to(y.dtype)
        err = (y.double() - rounded.double()).abs()
        bound = ulp(rounded, y.dtype)
    bad = (err > bound) & ok
    if bad.any():
        i = bad.nonzero()[0].tolist()
        raise AssertionError(f"{what}: {int(bad.sum())} elements off; first at {i}: got "
                             f"{float(y[tuple(i)])}, reference {float(ref[tuple(i)])}, "
                             f"allowed error {float(bound[tuple(i)])}")


def random_rows(rows: int, cols: int, dtype: torch.dtype, device="cpu", scale=3.0, gen=None):
    return (torch.randn(rows, cols, generator=gen, dtype=torch.float32) * scale).to(dtype).to(device)


def poisoned(shape, dtype, device):
    return torch.full(shape, float("nan"), dtype=dtype, device=device)
