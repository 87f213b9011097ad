"""softgen.load: render a spec, compile it (through the cache) and return a launcher."""
from __future__ import annotations

import importlib.util
import os
import sys
import tempfile
from pathlib import Path
from typing import Any, Callable, Mapping

from softgen import __version__
from softgen.errors import CompileError, DeviceError, InputError, InputTypeError, SpecError
from softgen.generator.plan import make_plan
from softgen.generator.render import render
from softgen.generator.spec import KernelSpec
from softgen.runtime import cache

CUDA_OPTIONS = ("--std=c++17",)
_loaded: dict[str, Callable] = {}                    # cache key -> launcher
_by_spec: dict[tuple[KernelSpec, str], Callable] = {}  # (spec, arch) -> launcher


def as_spec(spec: KernelSpec | Mapping[str, Any] | None = None, **fields) -> KernelSpec:
    if spec is None:
        spec = KernelSpec.from_mapping(fields, where="load")
    elif isinstance(spec, Mapping):
        spec = KernelSpec.from_mapping({**spec, **fields}, where="load")
    elif fields:
        raise SpecError("load", "pass either a spec or keyword fields, not both")
    if not isinstance(spec, KernelSpec):
        raise SpecError("load", f"expected a KernelSpec or a mapping of its fields, got {type(spec).__name__}")
    if spec.strategy == "auto":
        from softgen.auto import choose
        spec = choose(spec).spec
    if spec.backend == "both":
        raise SpecError("backend", "load() builds one kernel: choose 'cuda' or 'triton'")
    return spec


def _device_arch() -> str:
    try:
        import torch
    except ImportError:
        raise DeviceError("softgen.load needs torch (and cupy or triton): pip install 'softgen[gpu]'") from None
    if not torch.cuda.is_available():
        raise DeviceError("no CUDA GPU is available: softgen.load compiles for and runs on one "
                          "(use `softgen emit` to only generate sources)")
    major, minor = torch.cuda.get_device_capability()
    return f"sm_{major}{minor}"


def _versions(backend: str) -> str:
    import torch
    if backend == "cuda":
        import cupy
        from cupy_backends.cuda.libs import nvrtc
        return f"softgen {__version__} torch {torch.__version__} cupy {cupy.__version__} nvrtc {nvrtc.getVersion()}"
    import triton
    return f"softgen {__version__} torch {torch.__version__} triton {triton.__version__}"


def compile_cubin(source: str, name: str, arch: str) -> bytes:
    """NVRTC: CUDA C -> cubin for `arch`.  A failure keeps the source in a file of its own
    (the cache entry being built is discarded) and shows it with the compiler's log."""
    from cupy_backends.cuda.libs import nvrtc
    prog = nvrtc.createProgram(source, name + ".cu", (), ())
    try:
        try:
            nvrtc.compileProgram(prog, (f"--gpu-architecture={arch}",) + CUDA_OPTIONS)
        except nvrtc.NVRTCError:
            fd, kept = tempfile.mkstemp(prefix=f"{name}-", suffix=".cu")
            with os.fdopen(fd, "w") as f:
                f.write(source)
            raise CompileError(f"NVRTC could not compile {name} for {arch}; the source is kept in "
                               f"{kept}; compiler log:\n" + nvrtc.getProgramLog(prog)) from None
        return nvrtc.getCUBIN(prog)
    finally:
        nvrtc.destroyProgram(prog)


def nvrtc_log(source: str, name: str, arch: str, options: tuple[str, ...] = ()) -> str:
    """NVRTC's log for `source` built for `arch` as compile_cubin builds it, with `options` added
    (e.g. "--ptxas-options=-v": registers, stack and spills a kernel, which nvcc reports apart from
    NVRTC; notes entry 180).  Raises NVRTCError where the build fails."""
    from cupy_backends.cuda.libs import nvrtc
    prog = nvrtc.createProgram(source, name + ".cu", (), ())
    try:
        nvrtc.compileProgram(prog, (f"--gpu-architecture={arch}",) + CUDA_OPTIONS + options)
        return nvrtc.getProgramLog(prog)
    finally:
        nvrtc.destroyProgram(prog)


def _import(path: Path, name: str):
    spec = importlib.util.spec_from_file_location(f"softgen_kernels.{name}", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module   # Triton's JIT looks the module up to read its source
    spec.loader.exec_module(module)
    module.InputError, module.InputTypeError = InputError, InputTypeError
    return module


def load(spec: KernelSpec | Mapping[str, Any] | None = None, **fields) -> Callable:
    """Return `f(x, out=None)` for the kernel of `spec`, compiled for the current GPU."""
    spec = as_spec(spec, **fields)
    plan = make_plan(spec)                 # spec errors before device errors
    arch = _device_arch()
    # repeated calls (softgen.softmax on every step) skip rendering and hashing
    launcher = _by_spec.get((spec, arch))
    if launcher is None:
        launcher = _by_spec[(spec, arch)] = _load(plan, arch)
    return launcher


def _load(plan, arch: str) -> Callable:
    spec = plan.spec
    rendered = render(plan)
    name = rendered.plan.name
    key = cache.digest(*rendered.files.values(), " ".join(CUDA_OPTIONS), arch, _versions(spec.backend))
    if key in _loaded:
        return _loaded[key]

    def build(directory: Path) -> None:
        for file_name, text in rendered.files.items():
            (directory / file_name).write_text(text)
        if spec.backend == "cuda":
            (directory / f"{name}.cubin").write_bytes(compile_cubin(rendered.cuda_source, name, arch))

    entry = cache.fetch(key, build)
    module = _import(entry / f"{name}.py", name)
    if spec.backend == "cuda":
        import cupy
        module.use_module(cupy.RawModule(path=str(entry / f"{name}.cubin")))
    launcher = getattr(module, spec.op)
    launcher.__softgen_plan__ = rendered.plan
    launcher.__softgen_dense__ = getattr(module, "launch_dense", None)     # the drop-in's hot path
    _loaded[key] = launcher
    return launcher
