"""softgen tune: measure strategies and tunable variants, keep the fastest per width."""
from __future__ import annotations

import json
from pathlib import Path

from softgen.auto import GROUPS, table_group
from softgen.bench.compare import Result, Settings, environment, run
from softgen.generator.spec import TUNABLES

# Tunable variants tried besides each strategy's default plan (CUDA backend).
VARIANTS = {
    "warp": [{"threads_per_row": 16}, {"block_size": 256}],
    "block": [{"block_size": b} for b in (128, 256, 512, 1024)],
    "smem": [{"block_size": b} for b in (128, 256, 512)] + [{"async_copy": 0}],
    # online: more or fewer packs in flight (tiles that do not fit a dtype's vec are skipped)
    "online": [{"block_size": 256}, {"block_size": 1024}, {"tile": 16384}, {"tile": 32768}],
    "cluster": [{"cluster_size": 2}, {"cluster_size": 4}, {"cluster_size": 8},
                {"cluster_size": 2, "block_size": 256}, {"cluster_size": 8, "block_size": 256},
                {"cluster_size": 4, "block_size": 256}, {"cluster_size": 4, "block_size": 128},
                {"cluster_size": 8, "block_size": 128},
                {"stage": 0, "cluster_size": 8},
                {"stage": 0, "cluster_size": 8, "block_size": 256},
                {"stage": 2, "cluster_size": 2}, {"stage": 2, "cluster_size": 4}, {"stage": 2, "cluster_size": 8},
                {"stage": 2, "cluster_size": 4, "block_size": 512}, {"stage": 2, "cluster_size": 8, "block_size": 512},
                # non-portable clusters (H100): half the slice, so two blocks share an SM
                {"stage": 1, "cluster_size": 16}, {"stage": 2, "cluster_size": 16},
                {"stage": 2, "cluster_size": 16, "block_size": 512}, {"stage": 0, "cluster_size": 16},
                # backward: y staged, dy read twice (a third of stage 1's shared memory)
                {"stage": 3, "cluster_size": 8}, {"stage": 3, "cluster_size": 16},
                {"stage": 3, "cluster_size": 16, "block_size": 256},
                # staged slices copied with cp.async (fp32's default) or through registers
                {"cluster_size": 4, "block_size": 256, "async_copy": 1}, {"cluster_size": 8, "async_copy": 1},
                {"cluster_size": 8, "block_size": 512, "async_copy": 1},
                {"stage": 1, "cluster_size": 16, "block_size": 128, "async_copy": 1},
                {"stage": 1, "cluster_size": 16, "block_size": 256, "async_copy": 1},
                {"stage": 1, "cluster_size": 8, "async_copy": 0}, {"stage": 1, "cluster_size": 16, "async_copy": 0},
                # each way of sharing partials where the default is another (H100: try_exchange.py)
                {"cluster_size": 8, "block_size": 256, "exchange": 0},
                {"cluster_size": 8, "block_size": 256, "exchange": 2},
                {"stage": 1, "cluster_size": 16, "block_size": 128, "async_copy": 1, "exchange": 2},
                {"stage": 1, "cluster_size": 16, "block_size": 256, "async_copy": 1, "exchange": 2},
                {"stage": 3, "cluster_size": 16, "exchange": 0}],
}


def tune_settings(dtypes, widths, **kwargs) -> Settings:
    return Settings(dtypes=dtypes, widths=widths, peers=[], variants=VARIANTS, **kwargs)


def table_from(results: list[Result], env: dict, op: str = "softmax") -> dict:
    """The fastest validated softgen kernel per (dtype, width), under op's group."""
    best: dict[tuple[str, int], Result] = {}
    for r in results:
        if r.status == "ok" and r.fields and r.fields.get("strategy") != "auto":
            key = (r.dtype, r.cols)
            if key not in best or r.gbps > best[key].gbps:
                best[key] = r
    entries: dict[str, list] = {}
    for (dtype, cols), r in sorted(best.items()):
        entries.setdefault(dtype, []).append({
            "cols": cols, "strategy": r.fields["strategy"], "backend": r.fields["backend"],
            "tunables": {k: v for k, v in r.fields.items() if k in TUNABLES},
            "gbps": round(r.gbps, 1), "pct_copy": round(r.pct_copy, 1)})
    return {"device": env.get("device"), "environment": env, table_group(op): entries}


def tune(settings: Settings, progress=lambda s: None, on_result=lambda r: None) -> tuple[dict, list[Result]]:
    results = run(settings, progress, on_result)
    from softgen.bench.compare import command_line
    return table_from(results, environment(command_line()), settings.op), results


def merge(table: dict, path: str | Path) -> dict:
    """table with the entries of the other op group, dtypes and widths kept from the table
    already at path, so tuning backward (or a few widths) does not drop the other timings."""
    path = Path(path)
    try:
        old = json.loads(path.read_text()) if path.exists() else {}
    except ValueError:
        old = {}
    if old.get("device") != table.get("device"):
        return table
    merged = {**old, "device": table["device"], "environment": table["environment"]}
    for group in GROUPS:
        if group in table:
            dtypes = {**old.get(group, {})}
            for dtype, entries in table[group].items():      # new widths replace old ones
                by_cols = {e["cols"]: e for e in dtypes.get(dtype, [])}
                by_cols.update({e["cols"]: e for e in entries})
                dtypes[dtype] = [by_cols[c] for c in sorted(by_cols)]
            merged[group] = dtypes
    return merged


def save(table: dict, path: str | Path) -> Path:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(table, indent=1) + "\n")
    tmp.replace(path)
    return path
