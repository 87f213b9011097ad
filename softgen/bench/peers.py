"""Softmax implementations softgen is measured against."""
from __future__ import annotations

import importlib
from typing import Callable

PEERS = ("torch", "naive", "liger", "quack")


def _naive(x):
    """Five separate torch ops: what an unfused softmax costs."""
    m = x.max(dim=1, keepdim=True)[0]
    e = (x - m).exp()
    return e / e.sum(dim=1, keepdim=True)


def _naive_log(x):
    """Unfused log_softmax: max, subtract, exp, sum, log, subtract."""
    z = x - x.max(dim=1, keepdim=True)[0]
    return z - z.exp().sum(dim=1, keepdim=True).log()


def _installed(module: str, name: str) -> tuple[Callable | None, str]:
    """(module's `name`, "") or (None, why): a peer library's function, imported when asked for."""
    try:
        return getattr(importlib.import_module(module), name), ""
    except Exception as exc:  # ImportError, or a broken install
        return None, f"not installed ({type(exc).__name__})"


def peer(name: str, op: str = "softmax") -> tuple[Callable | None, str]:
    """(function, "") or (None, why it cannot run)."""
    import torch
    if op == "softmax_backward":
        if name == "quack":     # its backward kernel (quack.softmax's autograd runs it)
            softmax_bwd, why = _installed("quack.softmax", "softmax_bwd")
            return (softmax_bwd and (lambda y, dy: softmax_bwd(dy, y))), why
        return {"torch": (lambda y, dy: torch.ops.aten._softmax_backward_data(dy, y, -1, y.dtype), ""),
                "naive": (lambda y, dy: y * (dy - (dy * y).sum(-1, keepdim=True)), "")
                }.get(name, (None, f"no {op} here"))
    if op == "log_softmax_backward":
        return {"torch": (lambda y, dy: torch.ops.aten._log_softmax_backward_data(dy, y, -1, y.dtype), ""),
                "naive": (lambda y, dy: dy - y.exp() * dy.sum(-1, keepdim=True), "")
                }.get(name, (None, f"no {op} here"))
    if name == "torch":
        fn = torch.softmax if op == "softmax" else torch.log_softmax
        return (lambda x: fn(x, dim=-1)), ""
    if name == "naive":
        return (_naive if op == "softmax" else _naive_log), ""
    if op != "softmax":
        return None, f"no {op} here"
    if name == "liger":
        function, why = _installed("liger_kernel.ops.softmax", "LigerSoftmaxFunction")
        return (function and function.apply), why
    if name == "quack":
        return _installed("quack", "softmax")
    raise ValueError(f"unknown peer {name!r}; choose from {', '.join(PEERS)}")
