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
    x = torch.randn(4, 100)
    y = torch.softmax(x, -1)
    y[2, 7] *= 1.001
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
