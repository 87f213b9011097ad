"""Add "backend_only" Triton entries to a tuning table from try_matrix tables whose first two
configs are `strategy=auto` and `strategy=auto,backend=triton` and whose others are explicit
Triton configs (scripts/eightyfourth_{a,b,c}.txt): at each width, an entry for the fastest of
those Triton kernels (what auto served backend "triton" among them, resolved on TABLE as it was
when the rounds ran), serving only calls that ask for backend "triton" (auto._choose; backend
"both" and "cuda" keep their picks).  Every timed width gets one, not only those where auto's
pick was slow: an entry carries to its neighbours, so one added at a width would otherwise
take over a neighbour whose own pick was fast (round b: 16-bit log_softmax_backward 13-377, where
the heuristic's Triton warp served, would have taken Triton online from 509 / 777's entries).
A width that already holds a Triton entry for backend "both" is left as it is; one holding an
earlier round's backend_only entry takes the new fastest (auto served that entry there, so the
round timed its kernel among the rest: the eighty-fifth session's Triton warp in chunks at 600 /
701 / 777, where the eighty-fourth's entries held padded Triton warp and block).  Keeping
auto's pick where it ran within two points of the fastest lost more than it kept (round e: 16-bit
log_softmax_backward 347 87.1 from 377's block, where warp runs 105.7; fp32 log_softmax 555 92.4
against 98.9): the fastest at each width it is.

    python scripts/add_triton_only_entries.py softgen/tuning/h200.json docs/bench/eightyfourth-[abc]-matrices.txt

Prints each entry it adds (with what auto served before), then writes TABLE in place.
"""
import dataclasses
import json
import pathlib
import sys
import tempfile

from softgen.auto import table_group
from softgen.bench.tune import save
from softgen.generator.spec import TUNABLES, KernelSpec
from add_h200_entries import CONFIG
from explore import tunables
from fill_h200 import ROW, TITLE, served_from

AUTO_TRITON = "strategy=auto,backend=triton"


def rows(lines):
    """[(op, dtype, cols, {config: pct}, copy GB/s)] of try_matrix tables."""
    out, op, dtype, configs = [], None, None, {}
    for line in lines:
        if m := TITLE.match(line):
            op, dtype, configs = m[1], m[2], {}
        elif m := CONFIG.match(line):
            configs[int(m[1])] = m[2].strip()
        elif (m := ROW.match(line)) and op:
            cells = {configs[i]: float(c) for i, c in enumerate(m[2].split()) if c != "-"}
            out.append((op, dtype, int(m[1]), cells, float(m[3])))
    return out


def config_of(spec: KernelSpec) -> str:
    """A spec's config as try_matrix writes it: strategy, backend, then its tunables set."""
    f = dataclasses.asdict(spec)
    return ",".join([f"strategy={spec.strategy}", f"backend={spec.backend}"] +
                    [f"{k}={f[k]}" for k in TUNABLES if f.get(k) is not None])


def triton_only_entry(cells: dict, served: str, cols: int, copy_gbps: float) -> dict | None:
    """The entry for the fastest Triton kernel timed at a width (served: auto's Triton pick's config)."""
    timed = {c: pct for c, pct in cells.items() if tunables(c).get("backend") == "triton" and "strategy=auto" not in c}
    if AUTO_TRITON in cells:
        timed.setdefault(served, cells[AUTO_TRITON])
    if not timed:
        return None
    config, pct = max(timed.items(), key=lambda cp: cp[1])
    f = tunables(config)
    return {"cols": cols, "strategy": f.pop("strategy"), "backend": f.pop("backend"), "tunables": f,
            "gbps": round(pct * copy_gbps / 100, 1), "pct_copy": pct, "backend_only": True}


def main(argv):
    if len(argv) < 2:
        sys.exit(__doc__)
    path, rounds = argv[0], argv[1:]
    table = json.load(open(path))
    before = pathlib.Path(tempfile.mkdtemp()) / "table.json"      # auto reads the table as the rounds did
    before.write_text(json.dumps(table))
    for op, dtype, cols, cells, copy_gbps in rows(line for r in rounds for line in open(r)):
        served = served_from(before, op, dtype, cols, backend="triton")
        entry = triton_only_entry(cells, config_of(served), cols, copy_gbps)
        if entry is None:
            continue
        entries = table.setdefault(table_group(op), {}).setdefault(dtype, [])
        there = [e for e in entries if e["cols"] == cols and e["backend"] == "triton"]
        if any(not e.get("backend_only") for e in there):
            print(f"{op} {dtype} {cols}: kept (backend \"both\"'s Triton entry is there)")
            continue
        # an earlier round's goes: auto served it, so the round timed it among the rest
        place(entries, entry, replacing=there)
        print(f"{op} {dtype} {cols}: {entry['strategy']} {entry['tunables'] or ''} {entry['pct_copy']} "
              f"(auto backend=triton: {served.strategy} {cells.get(AUTO_TRITON)})")
    save(table, path)


def place(entries: list, entry: dict, replacing: list) -> None:
    """entry into a dtype's entries in place of those in `replacing`, kept in width order (a
    width's backend_only entry after its other ones)."""
    for e in replacing:
        entries.remove(e)
    entries.append(entry)
    entries.sort(key=lambda e: (e["cols"], e.get("backend_only", False)))


if __name__ == "__main__":
    main(sys.argv[1:])
