"""softgen's exceptions: every message names the problem and how to fix it."""


class SoftgenError(Exception):
    """Base class of every error softgen raises on purpose."""


class SpecError(SoftgenError, ValueError):
    """A kernel spec is malformed or asks for something a strategy cannot do."""

    def __init__(self, field: str, message: str):
        self.field = field
        super().__init__(f"{field}: {message}")


class InputError(SoftgenError, ValueError):
    """A tensor handed to a kernel does not fit it (device, shape, dtype, layout)."""


class InputTypeError(SoftgenError, TypeError):
    """An argument of the wrong type (not a tensor, wrong dtype family)."""


class CompileError(SoftgenError, RuntimeError):
    """The CUDA or Triton compiler rejected a rendered kernel."""


class DeviceError(SoftgenError, RuntimeError):
    """No usable CUDA device, or the device cannot run this kernel."""
