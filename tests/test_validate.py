"""The checker itself must fail on wrong answers, or every numeric test is hollow."""
import pytest
import torch

from softgen.validate import Mismatch, check


def test_accepts_correct_output():
    x = torch.randn(4, 100) * 3
    check(torch.softmax(x, -1), x)
    xb = x.bfloat16()
    check(torch.softmax(xb.double(), -1).bfloat16(), xb)


def test_rejects_wrong_values():
    x = torch.randn(4, 100, generator=torch.Generator().manual_seed(0))
    y = torch.softmax(x, -1)
    y[2, 7] += 1e-4            # far above 1e-6 + 1e-5 * y, whatever y is (y <= 1)
    with pytest.raises(Mismatch, match=r"1 elements off; first at \[2, 7\]"):
        check(y, x)


def test_rejects_two_ulp_in_bf16():
    x = torch.randn(4, 100).bfloat16()
    y = torch.softmax(x.double(), -1).bfloat16()
    bits = y.view(torch.int16)
    bits[1, 3] += 2                               # two units in the last place
    with pytest.raises(Mismatch, match="elements off"):
        check(y, x)


def test_rejects_unwritten_output():
    x = torch.randn(3, 10)
    y = torch.softmax(x, -1)
    y[1, 4] = float("nan")
    with pytest.raises(Mismatch, match="NaN where the reference has none"):
        check(y, x)
    x[0] = float("-inf")                          # reference NaN row
    with pytest.raises(Mismatch, match="NaN"):
        check(torch.softmax(torch.randn(3, 10), -1), x)


def test_round_to_is_correctly_rounded():
    """Exact rounding (Python fractions) beats torch's own float64 -> fp16 conversion,
    which rounds twice through float32 near midpoints."""
    import math
    from fractions import Fraction
    from softgen.validate import round_to
    torch.manual_seed(1)
    ref = torch.rand(3000, dtype=torch.float64) * 1e-2
    for dtype, bits, min_exp in ((torch.bfloat16, 7, -126), (torch.float16, 10, -14)):
        got = round_to(ref, dtype).tolist()
        for r, g in zip(ref.tolist(), got):
            step = Fraction(2) ** (max(math.frexp(r)[1] - 1, min_exp) - bits)
            assert Fraction(g) == round(Fraction(r) / step) * step


@pytest.mark.gpu
def test_rounding_on_gpu_matches_cpu():
    from softgen.validate import round_to, ulp
    ref = torch.rand(1 << 20, dtype=torch.float64) * 1e-2
    for dtype in (torch.bfloat16, torch.float16):
        assert torch.equal(round_to(ref.cuda(), dtype).cpu(), round_to(ref, dtype))
        assert torch.equal(ulp(ref.cuda(), dtype).cpu(), ulp(ref, dtype))
    x = (torch.randn(4096, 781, device="cuda") * 3).bfloat16()
    check(torch.softmax(x.double(), -1).bfloat16(), x)


def dominant_rows(dtype, gap=10.0):
    """Rows whose first element exceeds the rest by about e^gap: log_softmax there is -log(sum)
    with sum within e^-gap of 1."""
    x = torch.randn(64, 140, generator=torch.Generator().manual_seed(1)) * 3
    x[:, 0] = x.max(dim=1).values + gap
    return x.to(dtype)


@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16])
def test_log_softmax_16bit_keeps_float32_log_sum_error(dtype):
    """A float32 log-sum (torch's own result too) misses fp16's ulp at outputs near 0 by up to
    a few 1e-7: within LOG_SUM_ERROR it passes; further off, or off by 2 ulps away from 0, not."""
    x = dominant_rows(dtype)
    y = torch.log_softmax(x.float(), -1).to(dtype)
    check(y, x, op="log_softmax")
    near_zero = y.clone()
    near_zero[5, 0] -= 3e-6                       # 3x the float32 floor, at an output of -5e-5
    with pytest.raises(Mismatch, match=r"first at \[5, 0\]"):
        check(near_zero, x, op="log_softmax")
    far = y.clone()
    far.view(torch.int16)[7, 3] += 2              # two ulps at an output of about -10 .. -20
    with pytest.raises(Mismatch, match=r"first at \[7, 3\]"):
        check(far, x, op="log_softmax")
