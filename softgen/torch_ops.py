"""softgen.softmax / softgen.log_softmax: drop-ins for the torch functions.

Any dim, autograd through softgen's generated backward kernels, registered with
torch.library (`softgen::forward`, `softgen::backward`) with fake implementations, so
`torch.compile(fullgraph=True)` traces through them and CUDA graphs can capture them.

Costs, where the layout does not suit a last-dim kernel:
- `dim` other than the last: the tensor is moved so `dim` is last; if that dimension is then
  not contiguous, one copy (`.contiguous()`) is made, and the result is copied back.
- leading dimensions that do not flatten to rows without a copy: `reshape` copies.
- `dtype=`: the input is converted first (as torch does), one extra pass.
- CPU tensors and float64 run torch's own implementation (softgen's kernels are CUDA).

Small calls: once softgen's compiled launch path is built (softgen/runtime/fast_launch.py, in
the background), the hot path allocates and launches CUDA kernels in one C++ call.
"""
from __future__ import annotations

import sys
import threading

import torch
from torch import Tensor

DTYPES = {torch.float32: "fp32", torch.float16: "fp16", torch.bfloat16: "bf16"}
OPS = ("softmax", "log_softmax")


_kernels: dict[tuple, object] = {}      # (op, cols, dtype, device index) -> launcher
_dense: dict[tuple, object] = {}        # the same keys -> f(x, shape, device): output or None (the hot path)
_launch_modules: dict[tuple, tuple] = {}  # the same keys -> (CUDA launcher module, its Python hot path)
_fast_lock = threading.Lock()           # the fast launch's build thread and loads both upgrade _dense


# Inputs under this many bytes take a CUDA kernel where auto's table picked a Triton one: Triton's
# launch costs about 30 us a call from Python (H100, notes entry 106: bf16 64 x 1024 3.9x
# torch.softmax), more than such a kernel runs (64 MB read and written: about 45 us), while the
# table's Triton picks lead its CUDA ones by 1% at most.
SMALL_CALL_BYTES = 1 << 26


def _kernel(op: str, x: Tensor):
    key = (op, x.shape[-1], x.dtype, x.get_device())
    launcher = _kernels.get(key)
    if launcher is None:
        launcher = _kernels[key] = _load(key, x.device)
    return launcher


def _load(key, device):
    """The launcher auto picks for key; where that is a Triton kernel, forward calls on small
    inputs (SMALL_CALL_BYTES) go to auto's CUDA pick instead.  Registers the hot path (_dense)."""
    from softgen.runtime.loader import load
    op, cols, dtype = key[0], key[1], key[2]

    def auto(backend):
        with torch.cuda.device(device):
            return load(op=op, strategy="auto", cols=cols, dtype=DTYPES[dtype], backend=backend)
    chosen = auto("both")
    if op.endswith("_backward"):
        return chosen
    if _cuda_module(chosen) is not None:
        _register_dense(key, chosen)
        return chosen
    small, small_key = auto("cuda"), (*key, "small")    # cols and device where key has them (_fast_dense)
    _register_dense(small_key, small)
    large = getattr(chosen, "__softgen_dense__", None) or _checked_dense(chosen)

    def dense(x: Tensor, shape, device_):
        if shape[0] * shape[1] * dtype.itemsize < SMALL_CALL_BYTES:
            return _dense[small_key](x, shape, device_)
        return large(x, shape, device_)
    _dense[key] = dense

    def by_size(x: Tensor, *args, **kwargs):
        return (small if x.numel() * dtype.itemsize < SMALL_CALL_BYTES else chosen)(x, *args, **kwargs)
    by_size.__softgen_plan__ = getattr(chosen, "__softgen_plan__", None)
    return by_size


def _cuda_module(launcher):
    """The module of a forward CUDA launcher, None for a Triton one."""
    module = sys.modules.get(launcher.__module__)
    return module if hasattr(module, "launch_dense") else None


def _register_dense(key, launcher) -> None:
    """launcher's hot path as _dense[key], through the compiled launch path for CUDA kernels."""
    _dense[key] = getattr(launcher, "__softgen_dense__", None) or _checked_dense(launcher)
    module = _cuda_module(launcher)
    if hasattr(module, "launch_params"):     # not clusters over 8 blocks (cuLaunchKernelEx)
        _fast_launch(key, module)


def _fast_launch(key, module) -> None:
    """The hot path of `key` through the compiled launch path, now if it is built, else once it
    is (the build starts here)."""
    from softgen.runtime import fast_launch
    with _fast_lock:
        _launch_modules[key] = module, _dense[key]
        extension = fast_launch.module()
        if extension is not None:
            _dense[key] = _fast_dense(key, module, _dense[key], extension.launch)
    if extension is None:
        fast_launch.start(_fast_launch_ready)


def _fast_launch_ready(extension) -> None:
    with _fast_lock:
        for key, (module, python_dense) in _launch_modules.items():
            _dense[key] = _fast_dense(key, module, python_dense, extension.launch)


def _fast_dense(key, module, fallback, launch):
    """launch_dense's contract through one C++ call: the output allocated and the kernel launched
    with the parameters the launcher's module gives for its loaded kernel (read again whenever
    the module loads it anew); the Python path where the module is not ready on the device or
    gives no parameters for these rows (a grid that follows the row count)."""
    cols, device = key[1], key[3]
    current_device, current_stream = module._current_device, module._current_stream
    handle = params = None

    def dense(x: Tensor, shape, device_):
        nonlocal handle, params
        if device == module._ready and device == current_device():
            if module._handle is not handle:
                handle = module._handle
                params = module.launch_params(device, cols)
            if params is not None:
                return launch(x, *params, current_stream(device))
        return fallback(x, shape, device_)
    return dense


def _checked_dense(launcher):
    """launch_dense's contract for launchers without one (Triton): dense rows, else None."""
    def dense(x: Tensor, shape, device):
        return launcher(x) if shape[0] and x.is_contiguous() else None
    return dense


def _ours(x: Tensor) -> bool:
    return x.is_cuda and x.dtype in DTYPES and x.dim() == 2 and x.shape[0] > 0 and x.shape[1] > 0


@torch.library.custom_op("softgen::forward", mutates_args=())
def forward(x: Tensor, op: str) -> Tensor:
    """op (softmax or log_softmax) over the last dim of a 2-D tensor."""
    if not _ours(x):
        return (torch.softmax if op == "softmax" else torch.log_softmax)(x, dim=-1)
    return _kernel(op, x)(x if x.stride(-1) == 1 else x.contiguous())


@forward.register_fake
def _(x: Tensor, op: str) -> Tensor:
    return torch.empty_like(x, memory_format=torch.contiguous_format)


@torch.library.custom_op("softgen::backward", mutates_args=())
def backward(y: Tensor, dy: Tensor, op: str) -> Tensor:
    """Gradient of op at its output y for the upstream gradient dy (2-D, last dim)."""
    dy = dy if dy.stride(-1) == 1 else dy.contiguous()
    if not _ours(y):
        if op == "softmax":
            return y * (dy - (dy * y).sum(-1, keepdim=True))
        return dy - y.exp() * dy.sum(-1, keepdim=True)
    return _kernel(f"{op}_backward", y)(y, dy)


@backward.register_fake
def _(y: Tensor, dy: Tensor, op: str) -> Tensor:
    return torch.empty_like(y, memory_format=torch.contiguous_format)


def _setup_context(ctx, inputs, output):
    ctx.op = inputs[1]
    ctx.save_for_backward(output)


def _backward(ctx, grad):
    (y,) = ctx.saved_tensors
    return backward(y, grad, ctx.op), None


forward.register_autograd(_backward, setup_context=_setup_context)


def _apply(op: str, x: Tensor, dim: int, dtype: torch.dtype | None) -> Tensor:
    if not isinstance(x, Tensor):
        raise TypeError(f"softgen.{op}: x must be a torch.Tensor, got {type(x).__name__}")
    if dtype is not None:
        x = x.to(dtype)
    if x.dim() == 0:
        return forward(x.reshape(1, 1), op).reshape(())
    if not -x.dim() <= dim < x.dim():
        raise IndexError(f"softgen.{op}: dim {dim} is out of range for a {x.dim()}-D tensor "
                         f"(expected -{x.dim()} .. {x.dim() - 1})")
    moved = x.movedim(dim, -1)
    rows = moved.reshape(-1, moved.shape[-1])
    return forward(rows, op).reshape(moved.shape).movedim(-1, dim)


_grad_enabled = torch.is_grad_enabled
_compiling = torch.compiler.is_compiling


def _drop_in(op: str):
    def fn(x: Tensor, dim: int = -1, dtype: torch.dtype | None = None) -> Tensor:
        # Eager hot path: 2-D rows of a tensor with a kernel already loaded for its width,
        # dtype and device, nothing to record for autograd or a compiler: the kernel directly,
        # without the custom op's dispatch (tens of microseconds on small inputs).
        if type(x) is Tensor and dtype is None and (dim == -1 or dim == 1):
            shape = x.shape
            if len(shape) == 2 and not (x.requires_grad and _grad_enabled()) and not _compiling():
                device = x.get_device()                                     # CPU: -1
                dense = _dense.get((op, shape[1], x.dtype, device))
                if dense is not None:
                    out = dense(x, shape, device)
                    if out is not None:
                        return out
        return _apply(op, x, dim, dtype)
    fn.__name__ = fn.__qualname__ = op
    fn.__doc__ = f"Drop-in for torch.{op}(x, dim, dtype) (see the module notes for costs)."
    return fn


softmax = _drop_in("softmax")
log_softmax = _drop_in("log_softmax")
