"""Several processes racing on corrupted cache entries: each gets a valid entry, and exactly
one valid entry per key survives, with no temporaries left behind."""
import json
import multiprocessing
import os
import random


from softgen.runtime import cache

PAYLOAD = b"binary" * 100
PROCESSES = 6


def build_files(directory):
    (directory / "kernel.bin").write_bytes(PAYLOAD)
    (directory / "kernel.py").write_text("print('hi')\n")


def corrupt(entry, how: str) -> None:
    if how == "truncated":
        with open(entry / "kernel.bin", "r+b") as f:
            f.truncate(10)
    elif how == "flipped":
        data = bytearray((entry / "kernel.bin").read_bytes())
        data[7] ^= 0xFF
        (entry / "kernel.bin").write_bytes(bytes(data))
    elif how == "no manifest":
        (entry / cache.MANIFEST).unlink()
    elif how == "garbage manifest":
        (entry / cache.MANIFEST).write_bytes(b"\x00{not json")
    elif how == "manifest a list":
        (entry / cache.MANIFEST).write_text(json.dumps(["kernel.bin"]))
    elif how == "empty manifest":
        (entry / cache.MANIFEST).write_text("{}")
    elif how == "file missing":
        (entry / "kernel.py").unlink()
    elif how == "empty entry":
        for f in entry.iterdir():
            f.unlink()
    else:
        raise AssertionError(how)


HOW = ["truncated", "flipped", "no manifest", "garbage manifest", "manifest a list", "empty manifest",
       "file missing", "empty entry"]


def _racer(root, keys, barrier, results, seed):
    os.environ["SOFTGEN_CACHE_DIR"] = root
    order = keys * 3
    random.Random(seed).shuffle(order)
    barrier.wait()                      # all processes start fetching at once
    problems = []
    for key in order:
        try:
            entry = cache.fetch(key, build_files)
            if (entry / "kernel.bin").read_bytes() != PAYLOAD:
                problems.append(f"{key[:4]}: wrong content")
        except Exception as exc:        # reported to the test, which names it
            problems.append(f"{key[:4]}: {type(exc).__name__}: {exc}")
    results.put(problems)


def test_racing_processes_rebuild_corrupted_entries(tmp_path, monkeypatch):
    monkeypatch.setenv("SOFTGEN_CACHE_DIR", str(tmp_path))
    keys = [f"{i:02x}" * 32 for i in range(len(HOW))]
    for key, how in zip(keys, HOW):
        corrupt(cache.fetch(key, build_files), how)
        assert not cache._valid(tmp_path / key[:2] / key), how
    ctx = multiprocessing.get_context("spawn")
    barrier, results = ctx.Barrier(PROCESSES), ctx.Queue()
    procs = [ctx.Process(target=_racer, args=(str(tmp_path), keys, barrier, results, seed))
             for seed in range(PROCESSES)]
    for p in procs:
        p.start()
    problems = [results.get(timeout=120) for _ in procs]
    for p in procs:
        p.join(timeout=30)
        assert p.exitcode == 0
    assert problems == [[]] * PROCESSES
    entries = sorted(p.name for p in tmp_path.glob("??/*") if not p.name.startswith("."))
    assert entries == sorted(keys)
    assert all(cache._valid(tmp_path / key[:2] / key) for key in keys)
    assert not list(tmp_path.glob("??/.*")), "temporaries left behind"


def test_an_entry_handed_out_is_not_removed_by_a_slower_racer(tmp_path, monkeypatch):
    """Deterministic replay of the interleaving: B finds the entry corrupt; before B moves it
    aside, A removes it, rebuilds it and is handed the new entry; then B moves A's entry aside."""
    monkeypatch.setenv("SOFTGEN_CACHE_DIR", str(tmp_path))
    key = "ab" * 32
    corrupt(cache.fetch(key, build_files), "truncated")
    valid, handed = cache._valid, {}

    def b_checks_then_a_runs(entry):
        answer = valid(entry)                          # B: corrupt
        if not handed:
            monkeypatch.setattr(cache, "_valid", valid)
            handed["a"] = cache.fetch(key, build_files)  # A, in between: rebuilt and handed out
        return answer

    monkeypatch.setattr(cache, "_valid", b_checks_then_a_runs)
    a_entry_gone = []

    def b_build(directory):
        a_entry_gone.append(not (handed["a"] / "kernel.bin").exists())
        build_files(directory)

    cache.fetch(key, b_build)
    assert not any(a_entry_gone), "the entry handed to A vanished while A may be reading it"


def test_clear_leaves_builds_in_progress_alone(tmp_path, monkeypatch):
    monkeypatch.setenv("SOFTGEN_CACHE_DIR", str(tmp_path))
    cache.fetch("cd" * 32, build_files)
    in_progress = tmp_path / "ef" / ".build-efefefef-x1"       # as fetch() names them
    in_progress.mkdir(parents=True)
    (in_progress / "kernel.bin").write_bytes(PAYLOAD)
    assert cache.info()["entries"] == 1
    assert cache.clear() == 1
    assert in_progress.exists()


def test_an_entry_is_installed_only_under_the_repair_lock(tmp_path, monkeypatch):
    """A repairer holds the lock between finding the path bad and replacing it; a builder that
    finishes meanwhile waits for it instead of renaming its entry in (where the repairer would
    then move it aside)."""
    import threading
    monkeypatch.setenv("SOFTGEN_CACHE_DIR", str(tmp_path))
    key = "9a" * 32
    entry = tmp_path / key[:2] / key
    done = threading.Event()
    with cache._repair_lock(entry):
        worker = threading.Thread(target=lambda: (cache.fetch(key, build_files), done.set()))
        worker.start()
        assert not done.wait(1.0), "fetch installed its entry while another process held the lock"
        assert not entry.exists()
    worker.join(timeout=30)
    assert done.is_set() and cache._valid(entry)
