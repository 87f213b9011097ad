"""The drop-ins' compiled launch path (softgen/runtime/fast_launch.*): it builds from the C++
source with torch's extension tools (no GPU, no CUDA toolkit needed), refuses what it cannot
launch, and on a GPU gives softgen.softmax's results for small calls."""
import shutil
import threading
import time

import pytest
import torch
from torch.utils.cpp_extension import is_ninja_available

import softgen
from softgen import torch_ops
from softgen.runtime import fast_launch
from softgen.validate import check

needs_compiler = pytest.mark.skipif(shutil.which("c++") is None or not is_ninja_available(),
                                    reason="building the extension needs a C++ compiler and ninja")


@pytest.fixture(scope="module")
def extension(tmp_path_factory):
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("SOFTGEN_CACHE_DIR", str(tmp_path_factory.mktemp("fast-launch-cache")))
        return fast_launch.build()


@needs_compiler
def test_launch_refuses_cpu_tensors_and_declines_what_is_not_dense(extension):
    with pytest.raises(ValueError, match="x must be a CUDA tensor, got one on cpu"):
        extension.launch(torch.zeros(2, 3), 0, 128, 0, 1, 1, True, 0)
    if torch.cuda.is_available():
        x = torch.randn(4, 200, device="cuda")
        assert extension.launch(x[:, :96], 0, 128, 0, 1, 1, True, 0) is None          # rows 200 apart
        assert extension.launch(x[:0], 0, 128, 0, 1, 1, True, 0) is None               # no rows
        assert extension.launch(x[0], 0, 128, 0, 1, 1, True, 0) is None                # not 2-D


@needs_compiler
def test_a_second_cache_directory_gets_the_extension_this_process_loaded(extension, tmp_path, monkeypatch):
    """Once a process: torch's load, asked for the same name in another build directory, builds
    softgen_fast_launch_v1, whose .so the cache never finds (the drop-ins build into softgen's
    cache, then this file's fixture into its own)."""
    monkeypatch.setenv("SOFTGEN_CACHE_DIR", str(tmp_path))
    assert fast_launch.build() is extension
    assert not list(tmp_path.rglob("*.so"))


@needs_compiler
def test_a_build_waits_for_the_one_in_flight(extension, monkeypatch):
    """The drop-ins build in a background thread; a build() meanwhile (this file's fixture, after
    test_torch_ops's calls) waits for it and gets its extension, not a second torch load."""
    monkeypatch.setattr(fast_launch, "_loaded", None)
    calls = []

    def once():
        calls.append(1)
        time.sleep(0.2)
        fast_launch._loaded = extension
        return extension
    monkeypatch.setattr(fast_launch, "_build_once", lambda: fast_launch._loaded or once())
    got = []
    threads = [threading.Thread(target=lambda: got.append(fast_launch.build())) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert got == [extension] * 3 and calls == [1]


def test_off_switch_starts_no_build(monkeypatch):
    monkeypatch.setenv("SOFTGEN_FAST_LAUNCH", "0")
    monkeypatch.setattr(fast_launch, "_started", False)
    started = []
    monkeypatch.setattr(fast_launch.threading, "Thread", lambda **kw: started.append(kw))
    fast_launch.start(lambda extension: None)
    assert not started and not fast_launch._started


def test_a_failed_build_warns_and_keeps_the_python_path(monkeypatch):
    def broken():
        raise RuntimeError("no compiler here")
    monkeypatch.setattr(fast_launch, "build", broken)
    monkeypatch.setattr(fast_launch, "_module", None)
    ready = []
    with pytest.warns(RuntimeWarning, match="could not be built \\(no compiler here\\).*SOFTGEN_FAST_LAUNCH=0"):
        fast_launch._build_then(ready.append)
    assert not ready and fast_launch.module() is None


@pytest.mark.gpu
@needs_compiler
@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
@pytest.mark.parametrize("rows,cols", [(1, 4096), (8, 32768), (64, 1024), (3, 100003)])
def test_gpu_small_calls_through_the_compiled_launch(extension, monkeypatch, dtype, rows, cols):
    """softgen.softmax's hot path through the extension: every output element written (the
    allocator handed it a block poisoned with NaN) and within the float64 reference's tolerance."""
    torch.manual_seed(rows * cols)
    monkeypatch.setattr(fast_launch, "_module", extension)
    for table in ("_kernels", "_dense", "_launch_modules"):     # load afresh, with the extension in
        monkeypatch.setattr(torch_ops, table, {})
    x = (3 * torch.randn(rows, cols, device="cuda")).to(dtype)
    softgen.softmax(x)                                          # loads the kernel (fast path now)
    key = ("softmax", cols, dtype, x.get_device())
    small = (*key, "small")         # where auto's pick is Triton, small calls take its CUDA pick
    if torch_ops._kernels[key].__softgen_plan__.cluster_size <= 8:        # larger: cuLaunchKernelEx
        assert "_fast_dense" in torch_ops._dense[small if small in torch_ops._dense else key].__qualname__
    for _ in range(2):
        poison = torch.full_like(x, float("nan"))
        del poison                                              # the output reuses its block
        y = softgen.softmax(x)
        torch.cuda.synchronize()
        check(y, x, f"fast launch {rows}x{cols} {dtype}")
    padded = torch.zeros(rows, cols + 8, device="cuda", dtype=dtype)[:, :cols].copy_(x)
    check(softgen.softmax(padded), x, "fast launch, padded rows (the checked path)")
