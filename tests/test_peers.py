"""The peers softgen is timed against (softgen.bench.peers): which exist for each op, and that each
computes its op with its arguments in the right order (CPU, float64 reference)."""
import sys
import types

import pytest
import torch

from softgen.bench.peers import peer


def _softmax_backward_reference(y, dy):
    return y * (dy - (dy * y).sum(-1, keepdim=True))


def _pair(rows=4, cols=37):
    g = torch.Generator().manual_seed(0)
    y = torch.softmax(torch.randn(rows, cols, generator=g, dtype=torch.float64) * 3, dim=-1)
    return y, torch.randn(rows, cols, generator=g, dtype=torch.float64)


def test_torch_backward_peers_match_the_reference():
    y, dy = _pair()
    fn, why = peer("torch", "softmax_backward")
    assert why == "" and torch.allclose(fn(y, dy), _softmax_backward_reference(y, dy))
    logy = torch.log(y)
    fn, why = peer("torch", "log_softmax_backward")
    assert why == "" and torch.allclose(fn(logy, dy), dy - y * dy.sum(-1, keepdim=True))


def test_quack_backward_peer_passes_dy_then_y(monkeypatch):
    """quack's softmax_bwd takes (dy, y); the peer is called as softgen's backward is, (y, dy)."""
    calls = []

    def softmax_bwd(dy, y):
        calls.append((dy, y))
        return _softmax_backward_reference(y, dy)

    package, module = types.ModuleType("quack"), types.ModuleType("quack.softmax")
    module.softmax_bwd = softmax_bwd
    package.softmax = module
    monkeypatch.setitem(sys.modules, "quack", package)
    monkeypatch.setitem(sys.modules, "quack.softmax", module)
    y, dy = _pair()
    fn, why = peer("quack", "softmax_backward")
    assert why == "" and torch.allclose(fn(y, dy), _softmax_backward_reference(y, dy))
    assert calls[0][0] is dy and calls[0][1] is y


def test_missing_or_absent_peers_say_why(monkeypatch):
    monkeypatch.setitem(sys.modules, "quack", None)          # import quack raises ModuleNotFoundError
    monkeypatch.setitem(sys.modules, "quack.softmax", None)
    assert peer("quack", "softmax_backward") == (None, "not installed (ModuleNotFoundError)")
    assert peer("quack", "softmax") == (None, "not installed (ModuleNotFoundError)")
    assert peer("quack", "log_softmax_backward") == (None, "no log_softmax_backward here")
    assert peer("liger", "softmax_backward") == (None, "no softmax_backward here")
    with pytest.raises(ValueError, match="unknown peer 'nobody'; choose from torch, naive, liger, quack"):
        peer("nobody", "softmax")
