"""Run a generated Triton kernel on the CPU under TRITON_INTERPRET=1 (no GPU needed)."""
from __future__ import annotations

import importlib.util
import os
import sys
import tempfile
from pathlib import Path

from softgen.generator.plan import make_plan
from softgen.generator.render import render
from softgen.generator.spec import KernelSpec


def load_interpreted(spec: KernelSpec, directory: str | Path | None = None):
    """Import the rendered Triton module of `spec` with the interpreter switched on."""
    if spec.backend != "triton":
        raise ValueError("only Triton kernels run under the interpreter")
    rendered = render(make_plan(spec))
    directory = Path(directory or tempfile.mkdtemp(prefix="softgen-interp-"))
    path = directory / f"{rendered.module_name}.py"
    path.write_text(rendered.module_source)
    # Triton reads the switch when the kernel is defined and again while it runs, so it
    # stays on for the rest of the process: call this only where no GPU kernels run.
    os.environ["TRITON_INTERPRET"] = "1"
    _check_language_interpreted()
    module_spec = importlib.util.spec_from_file_location(f"softgen_interp.{rendered.module_name}", path)
    module = importlib.util.module_from_spec(module_spec)
    sys.modules[module_spec.name] = module
    module_spec.loader.exec_module(module)
    return module


def _check_language_interpreted() -> None:
    """Triton decorates its own library (tl.max, tl.sum, ...) when triton.language is first
    imported, as interpreted functions only if TRITON_INTERPRET=1 was set by then; a kernel run
    under the interpreter with the compiled ones fails deep inside it."""
    import triton.language as tl
    from triton.runtime.jit import JITFunction

    if isinstance(tl.max, JITFunction):
        raise RuntimeError("triton was imported before TRITON_INTERPRET=1 was set, so its library "
                           "cannot run under the interpreter: set TRITON_INTERPRET=1 in the "
                           "environment before anything imports triton (TRITON_INTERPRET=1 python ...)")
