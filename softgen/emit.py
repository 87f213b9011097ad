"""Write rendered kernels to a directory (by default generated/), byte for byte reproducible."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Iterable

from softgen.errors import SoftgenError
from softgen.generator.plan import plans_for
from softgen.generator.render import render
from softgen.generator.spec import KernelSpec

PACKAGE_INIT = '"""Kernels written by `softgen emit`; each module is standalone."""\n'


@dataclass(frozen=True)
class Written:
    path: Path
    status: str          # "written", "unchanged", "differs" (check mode / not forced)


def rendered_files(specs: Iterable[KernelSpec]) -> dict[str, str]:
    """File name -> text for every kernel of every spec (both backends expanded)."""
    files: dict[str, str] = {}
    for spec in specs:
        for plan in plans_for(spec):
            files.update(render(plan).files)
    return files


def emit(specs: Iterable[KernelSpec], out_dir: str | Path, force: bool = False,
         check: bool = False) -> list[Written]:
    """Write the kernels of `specs` into `out_dir`.

    An existing file with other content is refused unless `force`; with `check`,
    nothing is written and each file is reported as unchanged or differs.
    """
    out_dir = Path(out_dir)
    files = rendered_files(specs)
    if not check:
        try:
            out_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise SoftgenError(f"--out {out_dir}: cannot create the directory ({exc.strerror}); "
                               "choose a writable one") from None
        init = out_dir / "__init__.py"
        if not init.exists():
            files = {"__init__.py": PACKAGE_INIT, **files}
    results = []
    for name, text in files.items():
        path = out_dir / name
        old = path.read_text() if path.exists() else None
        if old == text:
            results.append(Written(path, "unchanged"))
        elif check or (old is not None and not force):
            results.append(Written(path, "differs" if old is not None else "missing"))
        else:
            try:
                path.write_text(text)
            except OSError as exc:
                raise SoftgenError(f"{path}: cannot write ({exc.strerror}); choose a writable --out") from None
            results.append(Written(path, "written"))
    return results
