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
