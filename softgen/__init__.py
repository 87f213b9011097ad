"""softgen: a code-generating softmax kernel compiler (CUDA C via cupy, and Triton)."""
__version__ = "0.1.0"

from softgen.errors import (CompileError, DeviceError, InputError, InputTypeError,  # noqa: E402
                            SoftgenError, SpecError)
from softgen.generator.spec import KernelSpec  # noqa: E402
from softgen.generator.plan import make_plan  # noqa: E402


def load(spec=None, **fields):
    """Compile (or fetch from the cache) the kernel of `spec` and return `f(x, out=None)`.

    `spec` is a KernelSpec or a mapping of its fields; keyword fields work too:
    `softgen.load(strategy="warp", cols=1024, dtype="bf16")`.
    """
    from softgen.runtime.loader import load as _load
    return _load(spec, **fields)


def __getattr__(name):
    """softgen.softmax / softgen.log_softmax import torch only when first used."""
    if name in ("softmax", "log_softmax"):
        from softgen import torch_ops
        globals()[name] = value = getattr(torch_ops, name)    # later lookups skip this function
        return value
    raise AttributeError(f"module 'softgen' has no attribute {name!r}")


__all__ = ["softmax", "log_softmax", "KernelSpec", "make_plan", "load", "SoftgenError", "SpecError", "InputError",
           "InputTypeError", "CompileError", "DeviceError", "__version__"]
