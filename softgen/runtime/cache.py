"""On-disk compile cache: one directory per kernel build, written atomically.

An entry is a directory `<root>/<key[:2]>/<key>/` holding the rendered files, the
compiled binary (CUDA) and `manifest.json` with every file's SHA-256.  Entries are
built in a private temporary directory and renamed into place under a per-key lock
(the only place an entry is installed or removed), so concurrent builders of one key
both succeed, exactly one entry survives, and an entry once handed out stays; an entry
whose files do not match its manifest is removed and rebuilt.
"""
from __future__ import annotations

import contextlib
import fcntl
import hashlib
import itertools
import json
import os
import shutil
import tempfile
import warnings
from pathlib import Path
from typing import Callable

MANIFEST = "manifest.json"


def cache_root() -> Path:
    return Path(os.environ.get("SOFTGEN_CACHE_DIR") or Path.home() / ".cache" / "softgen")


def digest(*parts: str | bytes) -> str:
    h = hashlib.sha256()
    for part in parts:
        h.update(part.encode() if isinstance(part, str) else part)
        h.update(b"\0")
    return h.hexdigest()


def _valid(entry: Path) -> bool:
    try:
        manifest = json.loads((entry / MANIFEST).read_text())
        return bool(manifest) and all(
            digest((entry / name).read_bytes()) == sha for name, sha in manifest.items())
    except (OSError, ValueError, AttributeError):
        return False


_trash_ids = itertools.count()


def _remove(entry: Path) -> None:
    """Move a bad entry aside first, so no reader ever sees it half-deleted."""
    trash = entry.with_name(f".trash-{entry.name}-{os.getpid()}-{next(_trash_ids)}")
    try:
        entry.rename(trash)
    except OSError:
        return
    shutil.rmtree(trash, ignore_errors=True)


_warned = False


@contextlib.contextmanager
def _repair_lock(entry: Path):
    """Serialise the removal of a bad entry, so nobody removes a repaired one."""
    locks = cache_root() / ".locks"      # kept apart: lock files are never deleted
    try:
        locks.mkdir(exist_ok=True)
        handle = open(locks / entry.name, "w")
    except OSError:             # read-only cache: nobody can repair it anyway
        yield
        return
    with handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        yield


def fetch(key: str, build: Callable[[Path], None]) -> Path:
    """Directory of the valid entry for `key`, running `build(tmpdir)` to fill it if needed.

    `build` writes its files into the directory it is given.  If the cache directory
    cannot be written, the entry is built in a temporary directory with one warning.
    """
    global _warned
    entry = cache_root() / key[:2] / key
    if entry.is_dir():
        if _valid(entry):
            return entry
        with _repair_lock(entry):
            # another process may have repaired it (and handed it out) meanwhile
            if _valid(entry):
                return entry
            _remove(entry)
    try:
        entry.parent.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=f".build-{key[:8]}-", dir=entry.parent))
    except OSError as exc:
        if not _warned:
            warnings.warn(f"softgen: cache directory {cache_root()} is not writable ({exc.strerror}); "
                          "compiling in memory. Set SOFTGEN_CACHE_DIR to a writable directory.",
                          RuntimeWarning, stacklevel=3)
            _warned = True
        tmp = Path(tempfile.mkdtemp(prefix="softgen-"))
        build(tmp)
        return tmp
    try:
        build(tmp)
        manifest = {p.name: digest(p.read_bytes()) for p in sorted(tmp.iterdir())}
        (tmp / MANIFEST).write_text(json.dumps(manifest, indent=1))
        # Installed under the lock, like every removal: a repairer that found the path bad
        # (or empty) must not then move aside an entry that was renamed in meanwhile and
        # may already have been handed to a caller.
        with _repair_lock(entry):
            if not _valid(entry):
                _remove(entry)
                tmp.rename(entry)
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)
    return entry


def info() -> dict:
    root = cache_root()
    entries = [p for p in root.glob("??/*") if p.is_dir() and not p.name.startswith(".")]
    size = sum(f.stat().st_size for e in entries for f in e.iterdir())
    return {"root": str(root), "entries": len(entries), "bytes": size}


def clear() -> int:
    root = cache_root()
    n = 0
    for entry in root.glob("??/*"):
        if entry.is_dir() and not entry.name.startswith("."):   # not builds in progress
            _remove(entry)
            n += 1
    return n
