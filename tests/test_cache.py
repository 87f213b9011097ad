"""The on-disk compile cache: atomic entries, corruption detected, unwritable fallback."""
import multiprocessing
import os
import stat

import pytest

from softgen.runtime import cache


def build_files(directory):
    (directory / "kernel.bin").write_bytes(b"binary" * 100)
    (directory / "kernel.py").write_text("print('hi')\n")


def test_fetch_builds_once_then_reuses(tmp_path, monkeypatch):
    monkeypatch.setenv("SOFTGEN_CACHE_DIR", str(tmp_path))
    calls = []
    entry = cache.fetch("ab" * 32, lambda d: (calls.append(1), build_files(d)))
    again = cache.fetch("ab" * 32, lambda d: (calls.append(1), build_files(d)))
    assert entry == again and len(calls) == 1
    assert (entry / "kernel.bin").read_bytes() == b"binary" * 100
    assert cache.info()["entries"] == 1


def test_truncated_entry_is_rebuilt(tmp_path, monkeypatch):
    monkeypatch.setenv("SOFTGEN_CACHE_DIR", str(tmp_path))
    entry = cache.fetch("cd" * 32, build_files)
    with open(entry / "kernel.bin", "r+b") as f:
        f.truncate(10)
    calls = []
    entry = cache.fetch("cd" * 32, lambda d: (calls.append(1), build_files(d)))
    assert calls == [1] and (entry / "kernel.bin").read_bytes() == b"binary" * 100


def test_missing_manifest_is_rebuilt(tmp_path, monkeypatch):
    monkeypatch.setenv("SOFTGEN_CACHE_DIR", str(tmp_path))
    entry = cache.fetch("ef" * 32, build_files)
    (entry / cache.MANIFEST).unlink()
    calls = []
    cache.fetch("ef" * 32, lambda d: (calls.append(1), build_files(d)))
    assert calls == [1]


def test_failed_build_leaves_no_entry(tmp_path, monkeypatch):
    monkeypatch.setenv("SOFTGEN_CACHE_DIR", str(tmp_path))

    def broken(directory):
        (directory / "half.bin").write_bytes(b"x")
        raise RuntimeError("compiler failed")

    with pytest.raises(RuntimeError, match="compiler failed"):
        cache.fetch("12" * 32, broken)
    assert cache.info()["entries"] == 0
    assert not any((tmp_path / "12").iterdir())


KERNELS = [dict(strategy=s, cols=c, dtype=d, backend=b)
           for s, c in (("warp", 781), ("block", 4096), ("smem", 12345), ("online", None), ("cluster", 65536))
           for d, b in (("fp32", "cuda"), ("bf16", "cuda"), ("fp16", "cuda"), ("bf16", "triton"))
           if not (s == "cluster" and b == "triton")]


def _worker(args):
    """What softgen.load does to the cache, minus the GPU compile: render, key, fetch."""
    root, fields = args
    os.environ["SOFTGEN_CACHE_DIR"] = root
    from softgen.generator.plan import make_plan
    from softgen.generator.render import render
    from softgen.generator.spec import KernelSpec
    rendered = render(make_plan(KernelSpec(**fields)))
    key = cache.digest(*rendered.files.values())

    def build(directory):
        for name, text in rendered.files.items():
            (directory / name).write_text(text)

    entry = cache.fetch(key, build)
    return key, all((entry / n).read_text() == t for n, t in rendered.files.items())


def test_concurrent_loaders_leave_one_valid_entry_per_kernel(tmp_path):
    kernels = KERNELS + [dict(strategy="warp", cols=33, dtype="fp32", backend="triton")]
    assert len(kernels) == 20
    with multiprocessing.get_context("spawn").Pool(8) as pool:
        results = pool.map(_worker, [(str(tmp_path), k) for k in kernels for _ in range(8)])
    assert all(ok for _, ok in results)
    keys = {key for key, _ in results}
    assert len(keys) == 20
    entries = [p for p in tmp_path.glob("??/*") if p.is_dir()]
    assert sorted(p.name for p in entries) == sorted(keys)
    assert not [p for p in tmp_path.glob("??/.*")]           # no leftover temporaries
    assert all(cache._valid(p) for p in entries)


@pytest.mark.skipif(os.geteuid() == 0, reason="root can write anywhere")
def test_unwritable_cache_warns_once_and_builds_in_memory(tmp_path, monkeypatch):
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(stat.S_IRUSR | stat.S_IXUSR)
    monkeypatch.setenv("SOFTGEN_CACHE_DIR", str(locked / "cache"))
    monkeypatch.setattr(cache, "_warned", False)
    with pytest.warns(RuntimeWarning, match="not writable"):
        entry = cache.fetch("34" * 32, build_files)
    assert (entry / "kernel.bin").exists()


def test_unwritable_cache_file_in_the_way(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    monkeypatch.setenv("SOFTGEN_CACHE_DIR", str(blocker))
    monkeypatch.setattr(cache, "_warned", False)
    with pytest.warns(RuntimeWarning, match="not writable"):
        entry = cache.fetch("56" * 32, build_files)
    assert (entry / "kernel.py").read_text() == "print('hi')\n"
