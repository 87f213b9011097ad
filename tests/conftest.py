import os
import shutil

import pytest


def _has_cuda() -> bool:
    try:
        import torch
        return torch.cuda.is_available()
    except ImportError:
        return False


HAS_CUDA = _has_cuda()
HAS_NVCC = shutil.which("nvcc") is not None


def _has_nvrtc() -> bool:
    """NVRTC, the compiler softgen.load runs, loads here (CI installs nvidia-cuda-nvrtc 13.0)."""
    try:
        from cupy_backends.cuda.libs import nvrtc
        nvrtc.getVersion()
        return True
    except Exception:        # no cupy, or no libnvrtc for it to load
        return False


HAS_NVRTC = _has_nvrtc()
needs_nvrtc = pytest.mark.skipif(not HAS_NVRTC, reason="NVRTC does not load here "
                                                       "(pip install 'nvidia-cuda-nvrtc==13.0.*')")


def _import_triton_interpreted() -> None:
    """Without a GPU the Triton kernels run under the interpreter, whose library (tl.max, ...)
    triton decorates for it only if TRITON_INTERPRET=1 is set when triton.language is first
    imported, and gluon (imported by the online module) asserts the same of it: import both so
    here, whichever test file runs first (the switch itself is set by each test that
    interprets, and restored after it)."""
    saved = os.environ.get("TRITON_INTERPRET")
    os.environ["TRITON_INTERPRET"] = "1"
    try:
        import triton.language  # noqa: F401
        import triton.experimental.gluon.language  # noqa: F401
    except ImportError:
        pass
    finally:
        if saved is None:
            del os.environ["TRITON_INTERPRET"]
        else:
            os.environ["TRITON_INTERPRET"] = saved


if not HAS_CUDA:
    _import_triton_interpreted()


def pytest_collection_modifyitems(config, items):
    if HAS_CUDA:
        return
    skip = pytest.mark.skip(reason="needs a CUDA GPU (none found); run `pytest -m gpu` on a GPU machine")
    for item in items:
        if "gpu" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(autouse=True)
def _private_cache(tmp_path_factory, monkeypatch):
    """Each test session compiles into its own cache unless SOFTGEN_CACHE_DIR is set."""
    if not os.environ.get("SOFTGEN_CACHE_DIR"):
        monkeypatch.setenv("SOFTGEN_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "softgen-cache"))


@pytest.fixture(autouse=True)
def _release_gpu_memory(request):
    """Under pytest-xdist (`pytest -m gpu -n 8`) each worker's caching allocator would keep its
    largest test's memory for the rest of the run; beside the other workers' that ran the GPU
    out of memory at 14 workers (notes entry 150). Give it back after each GPU test."""
    yield
    if HAS_CUDA and os.environ.get("PYTEST_XDIST_WORKER") and "gpu" in request.keywords:
        import torch
        torch.cuda.empty_cache()
