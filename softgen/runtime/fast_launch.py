"""The drop-ins' compiled launch path for small calls (fast_launch.cpp): the output's allocation
and the driver launch in one C++ call.

It is built with torch.utils.cpp_extension (a C++ compiler and ninja, no CUDA toolkit) into the
softgen cache, in a background thread the first time a drop-in loads a CUDA kernel, so no call
waits for the compiler: calls take the Python launch path until the build is in.  A build that
fails leaves that path (one warning).  SOFTGEN_FAST_LAUNCH=0 turns it off.
"""
from __future__ import annotations

import importlib.util
import os
import shutil
import sys
import threading
import warnings
from pathlib import Path
from typing import Callable

SOURCE = Path(__file__).with_name("fast_launch.cpp")

_lock = threading.Lock()
_started = False
_module = None
_loaded = None      # the extension build() returned, once it has
_build_lock = threading.Lock()


def enabled() -> bool:
    return os.environ.get("SOFTGEN_FAST_LAUNCH", "1") != "0"


def module():
    """The built extension, or None while it is not (yet) built."""
    return _module


def build():
    """The extension, from softgen's compile cache (built into it on a miss): built in a private
    directory and renamed into place under a lock a dead process releases (cache.fetch), so a
    process killed mid-build leaves nothing for the next one to wait on."""
    with _build_lock:               # a caller's build waits for the background one
        return _build_once()


def _build_once():
    import torch
    from softgen.runtime import cache
    global _loaded
    if _loaded is not None:         # once a process: torch's load, asked again for this name in
        return _loaded              # another build directory, builds it as softgen_fast_launch_v1
    name = "softgen_fast_launch"
    entry = cache.fetch(cache.digest(SOURCE.read_bytes(), torch.__version__, sys.version), _compiler(name))
    if name in sys.modules:         # built by this process
        _loaded = sys.modules[name]
        return _loaded
    spec = importlib.util.spec_from_file_location(name, entry / f"{name}.so")
    extension = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(extension)
    _loaded = extension
    return extension


def _compiler(name):
    def compile_into(directory: Path) -> None:
        from torch.utils.cpp_extension import load
        work = directory / "build"
        work.mkdir()
        load(name=name, sources=[str(SOURCE)], build_directory=str(work), extra_cflags=["-O2"], verbose=False)
        shutil.move(work / f"{name}.so", directory / f"{name}.so")
        shutil.rmtree(work)
    return compile_into


def start(on_ready: Callable[[object], None]) -> None:
    """Build in a background thread, once a process, then call on_ready(extension)."""
    global _started
    with _lock:
        if _started or not enabled():
            return
        _started = True
    threading.Thread(target=_build_then, args=(on_ready,), name="softgen-fast-launch", daemon=True).start()


def _build_then(on_ready):
    global _module
    try:
        _module = build()
    except Exception as error:      # noqa: BLE001 -- any build failure leaves the Python path
        warnings.warn(f"softgen: the compiled launch path for small calls could not be built ({error}); "
                      f"calls take the Python launch path (SOFTGEN_FAST_LAUNCH=0 skips the build)",
                      RuntimeWarning, stacklevel=1)
        return
    on_ready(_module)
