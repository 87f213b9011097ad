"""Test helpers around softgen.validate (the float64 reference and tolerances)."""
import torch

from softgen.validate import check, reference  # noqa: F401

TORCH_DTYPES = {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}


def random_rows(rows: int, cols: int, dtype: torch.dtype, device="cpu", scale=3.0, gen=None):
    return (torch.randn(rows, cols, generator=gen, dtype=torch.float32) * scale).to(dtype).to(device)


def poisoned(shape, dtype, device):
    return torch.full(shape, float("nan"), dtype=dtype, device=device)
