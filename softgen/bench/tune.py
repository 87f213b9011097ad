"""softgen tune: measure strategies and tunable variants, keep the fastest per width."""
from __future__ import annotations

import dataclasses
import json
import math
from pathlib import Path

from softgen.auto import GROUPS, _carries, table_entries, table_group
from softgen.bench.compare import Candidate, Result, Settings, environment, run
from softgen.errors import SoftgenError
from softgen.generator.plan import make_plan
from softgen.generator.spec import DTYPES, TUNABLES, KernelSpec

# auto serves a width from the nearest tuned width's config, so a width's entry should hold up to
# the midpoints with its neighbours: the configs within BAND_SLACK points (% of copy) of a width's
# fastest, at most BAND_CONFIGS of them, are timed at those midpoints too, and the one whose worst
# figure is highest is kept (H100, notes entry 98: configs fastest at their own width fell to
# 88-95 a few percent away, e.g. bf16 log_softmax_backward 4096's 128 threads 95.6 at 3500)
BAND_SLACK = 3.0
BAND_CONFIGS = 4
# Where none of them holds within BAND_SLACK of the width's fastest at its edges, the next
# WIDEN_CONFIGS fastest are timed there too (H100, notes entry 106: bf16 log_softmax 512's four
# fastest all ran 83 at 362; the fifth, CUDA warp at 256 threads, 100.4)
WIDEN_CONFIGS = 6

# Tunable variants tried besides each strategy's default plan (CUDA backend).
VARIANTS = {
    # 32 lanes x 256 threads: quack's shape at 16-bit 256 (notes entry 106: +0.5-1.0 there)
    # 32 lanes x 128: the H100 table's 16-bit 256 and fp32 128-256 (notes entry 125)
    # approx_rcp (softmax only; other ops skip it): the H100 table's 16-bit 224 and 264 (entry 136)
    "warp": [{"threads_per_row": 16}, {"block_size": 256}, {"threads_per_row": 16, "block_size": 256},
             {"threads_per_row": 32, "block_size": 256}, {"threads_per_row": 32, "block_size": 128},
             {"approx_rcp": 1}, {"threads_per_row": 16, "block_size": 256, "approx_rcp": 1}],
    "block": [{"block_size": b} for b in (128, 256, 512, 1024)],
    # flat: its rule's lanes a row miss the best by 0.6 points on average, more at some widths
    # (H200, notes entry 177: bf16 softmax 67 at 16 lanes 80, at 4 99.6); 256 threads (round c);
    # rows element by element or as packs, either at any width (entry 178: bf16 111 99.5 / 94.5,
    # 77 96.4 / 100.4)
    "flat": [{"threads_per_row": g, "row_packs": p} for p in (0, 1) for g in (1, 2, 4, 8, 16)]
    + [{"block_size": 256}],
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
                # backward stage 2 writing dx through one bulk copy a block (fp32 30827-43011,
                # notes entry 146; forward ops refuse it at stage 2)
                {"stage": 2, "cluster_size": 8, "bulk_store": 1}, {"stage": 2, "cluster_size": 16, "bulk_store": 1},
                # non-portable clusters (H100): half the slice, so two blocks share an SM
                {"stage": 1, "cluster_size": 16}, {"stage": 2, "cluster_size": 16},
                {"stage": 2, "cluster_size": 16, "block_size": 512}, {"stage": 0, "cluster_size": 16},
                # backward: y staged, dy read twice (a third of stage 1's shared memory)
                {"stage": 3, "cluster_size": 8}, {"stage": 3, "cluster_size": 16},
                {"stage": 3, "cluster_size": 16, "block_size": 256},
                # backward: y staged with cp.async, dy in registers (the default where stage 1
                # would fit fewer than three blocks an SM)
                {"stage": 4, "cluster_size": 8}, {"stage": 4, "cluster_size": 16},
                {"stage": 4, "cluster_size": 12}, {"stage": 4, "cluster_size": 12, "block_size": 512},
                # ... at two blocks of 256, all of dy held (fp32 softmax_backward 240980-262143 on
                # the H200, notes entry 160)
                {"stage": 4, "cluster_size": 16, "block_size": 256, "blocks_per_sm": 2},
                # ... x 16 at 384 threads (fp32 softmax_backward about 222000-225749 on the H200,
                # notes entry 188)
                {"stage": 4, "cluster_size": 16, "block_size": 384},
                # backward: as 4 with dy's packs past the registers in shared memory too, three
                # blocks an SM (fp32 180000-250000 on the H200, notes entry 159)
                {"stage": 8, "cluster_size": 16, "block_size": 256, "blocks_per_sm": 3},
                {"stage": 8, "cluster_size": 16, "block_size": 288, "blocks_per_sm": 3},
                {"stage": 8, "cluster_size": 16, "block_size": 320, "blocks_per_sm": 3},
                # ... and clusters of 12 at two blocks (fp32 235000-262144 at single widths, notes
                # entry 160)
                {"stage": 8, "cluster_size": 12, "block_size": 448, "blocks_per_sm": 2},
                {"stage": 8, "cluster_size": 12, "block_size": 512, "blocks_per_sm": 2},
                {"stage": 8, "cluster_size": 12, "block_size": 576, "blocks_per_sm": 2},
                # forward: the slice's exps in shared memory (fp32 32768-155000 at 16 blocks, notes
                # entry 104, until stage 6's bulk stores beat it, entry 144; 16-bit lost)
                {"stage": 5, "cluster_size": 8}, {"stage": 5, "cluster_size": 16},
                # forward: the slice's exps in registers, one row a cluster (16-bit 16384-262144,
                # fp32 170000-200001, notes entry 105)
                {"stage": 6, "cluster_size": 2}, {"stage": 6, "cluster_size": 4},
                {"stage": 6, "cluster_size": 8}, {"stage": 6, "cluster_size": 16},
                {"stage": 6, "cluster_size": 16, "block_size": 256},
                # ... at 128 threads bound to eight blocks an SM (64 registers, 32 warps: 16-bit
                # slices of up to six packs a thread, notes entry 137)
                {"stage": 6, "cluster_size": 8, "block_size": 128, "blocks_per_sm": 8},
                {"stage": 6, "cluster_size": 16, "block_size": 128, "blocks_per_sm": 8},
                # ... at 256 threads bound to four (16-bit x 16 with five or six packs, notes entry 138)
                {"stage": 6, "cluster_size": 16, "block_size": 256, "blocks_per_sm": 4},
                # ... writing through shared memory and one bulk copy a block (fp32 150001-190000,
                # notes entry 140; fp32 2895-140217 at x 2-x 16 and 128-256 threads, entry 144)
                {"stage": 6, "cluster_size": 16, "block_size": 256, "bulk_store": 1},
                {"stage": 6, "cluster_size": 16, "block_size": 192, "bulk_store": 1},
                {"stage": 6, "cluster_size": 8, "block_size": 192, "bulk_store": 1},
                {"stage": 6, "cluster_size": 4, "block_size": 256, "bulk_store": 1},
                {"stage": 6, "cluster_size": 4, "block_size": 192, "bulk_store": 1},
                {"stage": 6, "cluster_size": 2, "block_size": 256, "bulk_store": 1},
                {"stage": 6, "cluster_size": 2, "block_size": 192, "bulk_store": 1},
                {"stage": 6, "cluster_size": 2, "block_size": 128, "bulk_store": 1},
                # ... at 384 threads (fp32 log_softmax 229190-245997, entry 147)
                {"stage": 6, "cluster_size": 16, "block_size": 384, "bulk_store": 1},
                # ... at a cluster of 12, not a power of two (fp32 softmax 86995-92540, entry 146)
                {"stage": 6, "cluster_size": 12, "block_size": 256, "bulk_store": 1},
                # other shapes the H100 table's forward entries hold (16-bit x 4 x 128 at
                # 13544-16693, entry 145; x 16 at 192 / 512 threads, x 2 / x 4 at four / eight blocks)
                {"stage": 6, "cluster_size": 4, "block_size": 128},
                {"stage": 6, "cluster_size": 4, "block_size": 128, "blocks_per_sm": 8},
                {"stage": 6, "cluster_size": 2, "block_size": 256, "blocks_per_sm": 4},
                {"stage": 6, "cluster_size": 16, "block_size": 192},
                {"stage": 6, "cluster_size": 16, "block_size": 512},
                # forward 16-bit: stage 7 at a blocks bound, the packs it leaves registers for, the
                # rest of the slice in shared memory (H200 97000-262144, notes entry 158)
                {"stage": 7, "cluster_size": 8, "block_size": 128, "blocks_per_sm": 8},
                {"stage": 7, "cluster_size": 12, "block_size": 128, "blocks_per_sm": 8},
                {"stage": 7, "cluster_size": 12, "block_size": 160, "blocks_per_sm": 6},
                {"stage": 7, "cluster_size": 16, "block_size": 128, "blocks_per_sm": 8},
                {"stage": 7, "cluster_size": 16, "block_size": 160, "blocks_per_sm": 6},
                {"stage": 7, "cluster_size": 16, "block_size": 192, "blocks_per_sm": 5},
                # ... fp32 (ten packs a thread at 64 registers, fourteen at 80; 190000-262144, entry 159)
                {"stage": 7, "cluster_size": 16, "block_size": 192, "blocks_per_sm": 4},
                {"stage": 7, "cluster_size": 16, "block_size": 256, "blocks_per_sm": 3},
                # ... twelve packs at 224 x 4 (fp32 log_softmax 173322-184270, entry 188)
                {"stage": 7, "cluster_size": 16, "block_size": 224, "blocks_per_sm": 4},
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


def incumbent_variants(tables, op: str, dtypes) -> dict[str, list[dict]]:
    """VARIANTS plus the configs that `tables` (the table auto reads now, a table at --out) hold
    for op and dtypes.  Some were found by exploration rather than by the tuner (notes entry 107:
    fp32 262144's stage 1 x 16 at 512 threads without cp.async, 16-bit 200000-215000's stage 1 x
    16 at 256 threads; entry 135: fp32 2792's Triton block at vec 1 without the row loop), so a
    re-tune times them too and cannot lose them unseen.  A Triton entry's config carries
    backend "triton" (compare times a variant on its backend only; untagged ones on CUDA)."""
    variants = {strategy: list(configs) for strategy, configs in VARIANTS.items()}
    for table in tables:
        for dtype in dtypes:
            for entry in table_entries(table, op, dtype)[1]:
                found = variants.setdefault(entry["strategy"], [])
                config = dict(entry.get("tunables") or {})
                if config and entry["backend"] != "cuda":
                    config["backend"] = entry["backend"]
                if config and config not in found:
                    found.append(config)
    return variants


def tune_settings(dtypes, widths, tables=(), **kwargs) -> Settings:
    """Settings for `softgen tune`: no peers, every strategy's VARIANTS and the configs `tables`
    already hold (incumbent_variants)."""
    variants = incumbent_variants(tables, kwargs.get("op", "softmax"), dtypes)
    return Settings(dtypes=dtypes, widths=widths, peers=[], variants=variants, **kwargs)


def _kernels(results: list[Result]) -> list[Result]:
    return [r for r in results if r.status == "ok" and r.fields and r.fields.get("strategy") != "auto"]


def contenders(kernels: list[Result], dtype: str, cols: int) -> list[Result]:
    """The kernels (validated, _kernels) at (dtype, cols) within BAND_SLACK of the fastest,
    fastest first."""
    rs = sorted((r for r in kernels if (r.dtype, r.cols) == (dtype, cols)), key=lambda r: -r.gbps)
    return [r for r in rs if r.pct_copy >= rs[0].pct_copy - BAND_SLACK][:BAND_CONFIGS] if rs else []


def band_edges(widths, past: int = 0) -> dict[int, list[int]]:
    """Each tuned width's band edges: the geometric midpoints with its neighbours, where auto's
    nearest entry changes, and with `past`, the width that many elements beyond it (one 16-byte
    pack), where a shape sized to the width first holds one more pack a thread (H100, notes entry
    126: bf16 backward 2048's block x 256 102 there, 95 at 2056; 16-bit backward 128's 16 lanes
    99 at 136).  Tuned widths themselves, and widths past the band, are left out."""
    ws = sorted(set(widths))
    mids = [round(math.sqrt(a * b)) for a, b in zip(ws, ws[1:])]
    out = {}
    for i, w in enumerate(ws):
        upper = mids[i] if i < len(mids) else None
        edges = [m for m in (mids[i - 1] if i else None, upper) if m is not None and m not in ws]
        if past and w + past not in ws and w + past not in edges and (upper is None or w + past < upper):
            edges.append(w + past)
        out[w] = edges
    return out


def _edges(widths, dtype: str) -> dict[int, list[int]]:
    """band_edges with the width one 16-byte pack past each tuned width."""
    return band_edges(widths, past=16 // DTYPES[dtype])


def serves(r: Result, cols: int) -> bool:
    """Whether auto would serve width cols from r's config timed at r.cols: valid there, and a
    Triton kernel's row padded as at r.cols (auto._carries)."""
    try:
        spec = KernelSpec(**{**r.fields, "cols": cols})
        return _carries({"cols": r.cols}, spec, make_plan(spec))
    except SoftgenError:
        return False


def _worst(r: Result, dtype: str, edges: list[int], at_edges: dict, timed: bool = False) -> float | None:
    """r's config's lowest % of copy over its width and the edges it was timed at (None: it
    failed validation at one, or with `timed`, was not timed at one it serves); an edge it cannot
    run at counts for nothing (auto takes the next entry there)."""
    worst = r.pct_copy
    for edge in edges:
        if not serves(r, edge):         # auto takes another entry there: its figure is not this one's
            continue
        e = at_edges.get((dtype, edge, r.candidate))
        if (e is not None and e.status == "FAIL") or (timed and (e is None or e.status != "ok")):
            return None
        if e is not None and e.status == "ok":
            worst = min(worst, e.pct_copy)
    return worst


def runners_up(kernels: list[Result], dtype: str, cols: int) -> list[Result]:
    """The WIDEN_CONFIGS kernels at (dtype, cols) next fastest after its contenders."""
    rs = sorted((r for r in kernels if (r.dtype, r.cols) == (dtype, cols)), key=lambda r: -r.gbps)
    n = len(contenders(kernels, dtype, cols))
    return rs[n:n + WIDEN_CONFIGS]


def _holds(cands: list[Result], scored: list) -> bool:
    """Whether one of the scored kernels' worst figures is within BAND_SLACK of the fastest."""
    return any(w >= cands[0].pct_copy - BAND_SLACK for w, _ in scored)


def _band_scores(kernels: list[Result], dtype: str, cols: int, edges: list[int], by_edge: dict) -> list:
    """(worst figure, kernel) of the width's contenders that held validation at its edges, and,
    where none holds within BAND_SLACK of the fastest, of its runners-up timed at every edge they
    serve (widen_bands)."""
    cands = contenders(kernels, dtype, cols)
    scored = [(w, r) for r in cands if (w := _worst(r, dtype, edges, by_edge)) is not None]
    if cands and not _holds(cands, scored):
        scored += [(w, r) for r in runners_up(kernels, dtype, cols)
                   if (w := _worst(r, dtype, edges, by_edge, timed=True)) is not None]
    return scored


def table_from(results: list[Result], env: dict, op: str = "softmax", at_edges: list[Result] = ()) -> dict:
    """A validated softgen kernel per (dtype, width), under op's group: the fastest, or where
    at_edges holds timings at the band edges (hold_bands), the contender whose lowest figure over
    its width and edges is highest (its entry then records that figure as band_pct_copy).  Where
    that is a Triton kernel, a CUDA one chosen the same way among the CUDA kernels follows it (_pick);
    where it is a CUDA kernel, the Triton one chosen so, as "backend_only": it serves only calls
    asking for backend "triton" (auto._choose; H200, notes entry 167: without it such calls took
    Triton online carried from far entries, 23% of copy at bf16 softmax 136 where Triton warp ran 102)."""
    by_edge = {(r.dtype, r.cols, r.candidate): r for r in at_edges}
    kernels = _kernels(results)
    entries: dict[str, list] = {}
    for dtype in dict.fromkeys(r.dtype for r in kernels):
        widths = sorted({r.cols for r in kernels if r.dtype == dtype})
        edges = _edges(widths, dtype)
        for cols in widths:
            entry = _pick(kernels, dtype, cols, edges[cols], by_edge)
            entries.setdefault(dtype, []).append(entry)
            if entry["backend"] != "cuda" and (twin := _pick(_backend_kernels(kernels, "cuda"), dtype, cols, edges[cols], by_edge)):
                entries[dtype].append(twin)     # for backend "cuda" and small calls
            elif entry["backend"] == "cuda" and (alone := _pick(_backend_kernels(kernels, "triton"), dtype, cols, edges[cols], by_edge)):
                entries[dtype].append({**alone, "backend_only": True})      # for backend "triton"
    return {"device": env.get("device"), "environment": env, table_group(op): entries}


def _pick(kernels: list[Result], dtype: str, cols: int, edges: list[int], by_edge: dict) -> dict | None:
    """The entry at (dtype, cols) among kernels (None where none ran there): with band timings
    (by_edge), the scored kernel whose lowest figure is highest, with that figure as its
    band_pct_copy; otherwise, or where none held validation, the fastest."""
    cands = contenders(kernels, dtype, cols)
    if not cands:
        return None
    scored = _band_scores(kernels, dtype, cols, edges, by_edge) if by_edge else []
    worst, r = max(scored, key=lambda wr: wr[0]) if scored else (None, cands[0])
    entry = _entry(cols, r)
    if worst is not None and any((dtype, e, r.candidate) in by_edge for e in edges):
        entry["band_pct_copy"] = round(worst, 1)
    return entry


def _backend_kernels(kernels: list[Result], backend: str) -> list[Result]:
    return [r for r in kernels if r.fields["backend"] == backend]


def _entry(cols: int, r: Result) -> dict:
    tunables = {k: v for k, v in r.fields.items() if k in TUNABLES}
    if r.fields["strategy"] == "cluster":
        # a cluster entry names the stage and cluster size it ran, so that it keeps running them
        # where the defaults move (the forward's did: notes entry 180)
        plan = make_plan(KernelSpec(**{**r.fields, "cols": cols}))
        tunables = {"cluster_size": plan.cluster_size, "stage": plan.stage, **tunables}
    return {"cols": cols, "strategy": r.fields["strategy"], "backend": r.fields["backend"], "tunables": tunables,
            "gbps": round(r.gbps, 1), "pct_copy": round(r.pct_copy, 1)}


def hold_bands(results: list[Result], settings: Settings, progress=lambda s: None,
               on_result=lambda r: None) -> list[Result]:
    """Time each width's contenders at its band edges (each edge once, with both neighbours'
    contenders), as `run` does: copy, validation, then timing.  Where a Triton kernel contends,
    the CUDA contenders too (within BAND_SLACK of the fastest CUDA kernel), for its CUDA twin."""
    out, kernels = [], _kernels(results)
    for dtype in settings.dtypes:
        widths = sorted({r.cols for r in kernels if r.dtype == dtype})
        edges = _edges(widths, dtype)
        at: dict[int, dict[str, dict]] = {}
        for cols in widths:
            cands = contenders(kernels, dtype, cols)
            if any(r.fields["backend"] != "cuda" for r in cands):      # a Triton pick's CUDA twin too
                cands += [r for r in contenders(_backend_kernels(kernels, "cuda"), dtype, cols) if r not in cands]
            if len(cands) > 1:
                for edge in edges[cols]:
                    at.setdefault(edge, {}).update({r.candidate: r.fields for r in cands if serves(r, edge)})
        out += _time_at_edges(at, dtype, settings, progress, on_result)
    return out


def widen_bands(results: list[Result], at_edges: list[Result], settings: Settings, progress=lambda s: None,
                on_result=lambda r: None) -> list[Result]:
    """Where none of a width's contenders held within BAND_SLACK of its fastest at its band edges
    (hold_bands), time its runners-up at the edges each serves."""
    out, kernels = [], _kernels(results)
    by_edge = {(r.dtype, r.cols, r.candidate): r for r in at_edges}
    for dtype in settings.dtypes:
        widths = sorted({r.cols for r in kernels if r.dtype == dtype})
        edges = _edges(widths, dtype)
        at: dict[int, dict[str, dict]] = {}
        for cols in widths:
            cands = contenders(kernels, dtype, cols)
            if len(cands) < 2 or not any((dtype, e, r.candidate) in by_edge for e in edges[cols] for r in cands):
                continue                # hold_bands timed nothing here
            if _holds(cands, _band_scores(kernels, dtype, cols, edges[cols], by_edge)):
                continue
            for edge in edges[cols]:
                at.setdefault(edge, {}).update({r.candidate: r.fields for r in runners_up(kernels, dtype, cols)
                                                if serves(r, edge)})
        out += _time_at_edges(at, dtype, settings, progress, on_result)
    return out


def _time_at_edges(at: dict[int, dict[str, dict]], dtype: str, settings: Settings, progress, on_result) -> list:
    """Each edge's configs (name -> spec fields) compiled for the edge's width and timed there."""
    out = []
    for edge, fields in sorted(at.items()):
        def make(_settings, _dtype, cols, fields=fields):
            return [Candidate(name, lambda f=_at_width(f, cols): _load(f), fields=_at_width(f, cols))
                    for name, f in fields.items()]
        one = dataclasses.replace(settings, dtypes=[dtype], widths=[edge], peers=[])
        out += [r for r in run(one, progress, on_result, make_candidates=make) if r.candidate != "copy"]
    return out


def _at_width(fields: dict, cols: int) -> dict:
    return {**fields, "cols": cols if fields.get("cols") is not None else None}


def _load(fields: dict):
    import softgen
    return softgen.load(**fields)


def tune(settings: Settings, progress=lambda s: None, on_result=lambda r: None,
         bands: bool = True) -> tuple[dict, list[Result]]:
    """Time every candidate at every width, then (bands) the contenders at the band edges, and
    the runners-up where no contender held there; the table, and every result (band edges
    included)."""
    results = run(settings, progress, on_result)
    at_edges = hold_bands(results, settings, progress, on_result) if bands else []
    if bands:
        at_edges += widen_bands(results, at_edges, settings, progress, on_result)
    from softgen.bench.compare import command_line
    return table_from(results, environment(command_line()), settings.op, at_edges), results + at_edges


def read(path: str | Path) -> dict:
    """The table at path; {} where there is none or it is not JSON."""
    path = Path(path)
    try:
        return json.loads(path.read_text()) if path.exists() else {}
    except ValueError:
        return {}


def merge(table: dict, path: str | Path) -> dict:
    """table with the entries of the other op group, dtypes and widths kept from the table
    already at path, so tuning backward (or a few widths) does not drop the other timings."""
    old = read(path)
    if old.get("device") != table.get("device"):
        return table
    merged = {**old, "device": table["device"], "environment": _with_earlier(table["environment"], old)}
    for group in GROUPS:
        if group in table:
            dtypes = {**old.get(group, {})}
            for dtype, entries in table[group].items():      # new widths replace old ones
                by_cols = {**_by_width(dtypes.get(dtype, [])), **_by_width(entries)}
                dtypes[dtype] = [e for c in sorted(by_cols) for e in by_cols[c]]
            merged[group] = dtypes
    return merged


def _with_earlier(env: dict, old: dict) -> dict:
    """env (this run's) with the earlier runs whose entries the table at path holds, oldest first,
    each as its date and command: a table tuned in chunks of widths or dtypes names them all.  A
    run of this run's command is left out: `softgen tune` saves each dtype as it finishes, so the
    table it merges into already holds this command's earlier dtypes.  A note of entries set by hand
    (`edited`, written into the table's file) is kept as it is: it is free text, so a run that
    times its widths again leaves it to be edited by hand."""
    before = old.get("environment", {})
    earlier = [*before.get("earlier", []), {k: before[k] for k in ("date", "command") if k in before}]
    kept = {"edited": before["edited"]} if "edited" in before else {}
    return {**env, **kept, "earlier": [run for run in earlier if run and run.get("command") != env.get("command")]}


def _by_width(entries: list[dict]) -> dict[int, list[dict]]:
    """A dtype's entries grouped by width (a width holds an entry a backend)."""
    out: dict[int, list[dict]] = {}
    for e in entries:
        out.setdefault(e["cols"], []).append(e)
    return out


def save(table: dict, path: str | Path) -> Path:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(table, indent=1) + "\n")
    tmp.replace(path)
    return path
