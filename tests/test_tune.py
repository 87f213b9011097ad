"""softgen tune's band check (CPU: the selection and what it times, on synthetic timings)."""
import json

import softgen.bench.tune as tune
from softgen.bench.compare import Result


def kernel(cols, name, pct, status="ok", dtype="bf16", **fields):
    strategy = name.split("/")[0]
    return Result(dtype, cols, 100, name, status, 1.0, 30 * pct if status == "ok" else None,
                  pct if status == "ok" else None,
                  fields=dict(op="softmax", strategy=strategy, backend="cuda", dtype=dtype, cols=cols, **fields))


def test_band_edges_are_the_midpoints_auto_switches_at():
    assert tune.band_edges([2048, 128, 512, 2049]) == {128: [256], 512: [256, 1024], 2048: [1024], 2049: []}


def test_band_edges_take_the_width_one_pack_past_each_entry():
    """One 16-byte pack past a tuned width, where a shape sized to it first holds one more pack a
    thread (bf16: 8 elements), unless that is a tuned width or past the band's upper edge."""
    assert tune.band_edges([128, 136, 2048, 4096], past=8) == {
        128: [132], 136: [132, 528, 144], 2048: [528, 2896, 2056], 4096: [2896, 4104]}
    assert tune._edges([128, 130], "bf16") == {128: [129], 130: [129, 138]}     # 136: past 128's band
    assert tune._edges([1024], "fp32") == {1024: [1028]}


WIDTHS = [kernel(3000, "block/cuda", 101.0), kernel(8192, "block/cuda", 100.0)]
AT_4096 = [kernel(4096, "block/cuda block_size=128", 104.0, block_size=128),
           kernel(4096, "block/cuda", 102.5),
           kernel(4096, "cluster/cuda", 99.0),               # over BAND_SLACK behind: not a contender
           kernel(4096, "smem/cuda", 0, status="FAIL")]


def test_the_contender_that_holds_across_its_band_is_kept():
    """4096's fastest (128 threads, 104) falls to 95.6 at its lower edge (3505); the default
    (102.5) holds 101-105 there: the table keeps the default and its worst figure."""
    edges = [kernel(3505, "block/cuda block_size=128", 95.6, block_size=128), kernel(3505, "block/cuda", 105.0),
             kernel(5793, "block/cuda block_size=128", 0, status="skip", block_size=128),
             kernel(5793, "block/cuda", 101.0)]
    table = tune.table_from(WIDTHS + AT_4096, {"device": "GPU"}, at_edges=edges)
    entry = next(e for e in table["entries"]["bf16"] if e["cols"] == 4096)
    assert (entry["tunables"], entry["pct_copy"], entry["band_pct_copy"]) == ({}, 102.5, 101.0)
    # the neighbours' own configs were timed at the shared edges too (the same kernel): recorded
    assert [e.get("band_pct_copy") for e in table["entries"]["bf16"]] == [101.0, 101.0, 100.0]
    fastest = tune.table_from(WIDTHS + AT_4096, {"device": "GPU"})       # --no-bands
    assert next(e for e in fastest["entries"]["bf16"] if e["cols"] == 4096)["tunables"] == {"block_size": 128}


def test_a_contender_that_fails_validation_at_an_edge_is_not_kept():
    edges = [kernel(3505, "block/cuda", 0, status="FAIL"), kernel(3505, "block/cuda block_size=128", 99.0,
                                                                    block_size=128)]
    table = tune.table_from(WIDTHS + AT_4096, {"device": "GPU"}, at_edges=edges)
    entry = next(e for e in table["entries"]["bf16"] if e["cols"] == 4096)
    assert (entry["tunables"], entry["band_pct_copy"]) == ({"block_size": 128}, 99.0)


def test_hold_bands_times_the_contenders_at_each_edge_once(monkeypatch):
    """Both neighbours' contenders at a shared edge, in one run at that width, each compiled for
    the edge's width, and at the width one pack past theirs; widths with one contender and no
    neighbour with more time nothing."""
    runs = []

    def fake_run(settings, progress, on_result, make_candidates):
        (cols,) = settings.widths
        cands = make_candidates(settings, settings.dtypes[0], cols)
        runs.append((cols, sorted(c.name for c in cands), {c.fields["cols"] for c in cands}, settings.peers))
        return [Result("bf16", cols, 1, "copy", "ok", 1.0, 1.0, 100.0)] + \
            [kernel(cols, c.name, 100.0, **{k: v for k, v in c.fields.items() if k in ("block_size",)}) for c in cands]
    monkeypatch.setattr(tune, "run", fake_run)
    settings = tune.tune_settings(["bf16"], [3000, 4096, 8192])
    out = tune.hold_bands(WIDTHS + AT_4096, settings)
    assert runs == [(3505, ["block/cuda", "block/cuda block_size=128"], {3505}, []),
                    (4104, ["block/cuda", "block/cuda block_size=128"], {4104}, []),
                    (5793, ["block/cuda", "block/cuda block_size=128"], {5793}, [])]
    assert all(r.candidate != "copy" for r in out) and len(out) == 6


def test_interleaved_medians_time_every_candidate_each_round():
    """Round by round over all candidates (a slow spell lands on each alike), then medians."""
    from softgen.bench.compare import interleaved_medians
    order, times = [], {"a": iter([3.0, 1.0, 2.0]), "b": iter([5.0, 9.0, 4.0])}

    def bench(fn):
        order.append(fn())
        return next(times[order[-1]])
    assert interleaved_medians([lambda: "a", lambda: "b"], 3, bench) == [2.0, 5.0]
    assert order == ["a", "b"] * 3


def test_repeat_must_be_a_round_or_more():
    import pytest
    from softgen.errors import SoftgenError
    with pytest.raises(SoftgenError, match=r"repeat: 0 rounds.*repeat >= 1"):
        tune.tune_settings(["bf16"], [1024], repeat=0)
    assert tune.tune_settings(["bf16"], [1024], repeat=3).repeat == 3


def test_train_is_zero_or_the_calls_a_train():
    """Settings.train: 0 times with do_bench, N > 0 in trains of N calls (train_ms)."""
    import pytest
    from softgen.errors import SoftgenError
    with pytest.raises(SoftgenError, match=r"train: -1 calls; give 0 \(do_bench\) or the calls a train"):
        tune.tune_settings(["bf16"], [1024], train=-1)
    assert tune.tune_settings(["bf16"], [1024], train=20).train == 20


def test_band_edges_auto_serves_from_another_entry_do_not_count():
    """A Triton kernel timed on rows of exactly 1024 does not serve 1062 (its row pads to 2048
    there; auto takes the next entry), so its figure at 1062 neither sinks it nor gets timed;
    a CUDA one's does."""
    triton = Result("bf16", 1024, 100, "block/triton", "ok", 1.0, 3000.0, 100.6,
                    fields=dict(op="softmax", strategy="block", backend="triton", dtype="bf16", cols=1024))
    cuda = kernel(1024, "block/cuda block_size=128", 100.2, block_size=128)
    assert not tune.serves(triton, 1062) and tune.serves(triton, 1013) and tune.serves(cuda, 1062)
    assert not tune.serves(cuda, 1 << 20)               # invalid there: auto takes the next entry
    edges = [Result("bf16", 1062, 100, "block/triton", "ok", 1.0, 2600.0, 88.3, fields=triton.fields),
             kernel(1062, "block/cuda block_size=128", 92.3, block_size=128)]
    table = tune.table_from([triton, cuda, kernel(1101, "warp/cuda", 100.8)], {"device": "GPU"}, at_edges=edges)
    entry = next(e for e in table["entries"]["bf16"] if e["cols"] == 1024)
    assert (entry["backend"], entry["pct_copy"]) == ("triton", 100.6)


TUNED = ("block_size", "threads_per_row")


def test_where_no_contender_holds_its_runners_up_are_timed_and_can_win(monkeypatch):
    """bf16 512's four fastest (within BAND_SLACK) all run 83 at its edge 362; the fifth, CUDA
    warp at 256 threads, is timed there only then (widen_bands) and kept at 100.4 (notes entry
    106); a width whose contenders hold (256, whose configs 362 timed) times no runner-up.
    The runners-up are timed at each of 512's edges, one pack past it (520) included."""
    names = ["block/cuda", "smem/cuda", "block/cuda block_size=128", "smem/cuda block_size=128"]
    fast = [kernel(512, n, 100.8 - i / 10, **({"block_size": 128} if "128" in n else {}))
            for i, n in enumerate(names)]
    fifth = kernel(512, "warp/cuda block_size=256", 99.9, block_size=256)
    slow = kernel(512, "warp/cuda", 90.0)
    narrow = [kernel(256, "warp/cuda threads_per_row=16", 100.0, threads_per_row=16),
              kernel(256, "warp/cuda threads_per_row=8", 99.5, threads_per_row=8)]
    results = fast + [fifth, slow] + narrow

    def at(cols, r, pct):
        return kernel(cols, r.candidate, pct, **{k: v for k, v in r.fields.items() if k in TUNED})
    at_edges = [at(362, r, 83.0) for r in fast] + [at(362, r, 99.0) for r in narrow]
    assert [r.candidate for r in tune.runners_up(tune._kernels(results), "bf16", 512)] == [fifth.candidate,
                                                                                           slow.candidate]
    runs = []

    def fake_run(settings, progress, on_result, make_candidates):
        (cols,) = settings.widths
        cands = make_candidates(settings, settings.dtypes[0], cols)
        runs.append((cols, sorted(c.name for c in cands)))
        return [kernel(cols, c.name, 100.4 if "256" in c.name else 85.0,
                       **{k: v for k, v in c.fields.items() if k in TUNED}) for c in cands]
    monkeypatch.setattr(tune, "run", fake_run)
    widened = tune.widen_bands(results, at_edges, tune.tune_settings(["bf16"], [256, 512]))
    assert runs == [(362, sorted([fifth.candidate, slow.candidate])),     # and one pack past 512:
                    (520, sorted([fifth.candidate, slow.candidate]))]
    table = tune.table_from(results, {"device": "GPU"}, at_edges=at_edges + widened)
    entry = next(e for e in table["entries"]["bf16"] if e["cols"] == 512)
    assert (entry["tunables"], entry["pct_copy"], entry["band_pct_copy"]) == ({"block_size": 256}, 99.9, 99.9)
    # without the runners-up's timings at the edge (an older tune), they are not kept untested
    entry = next(e for e in tune.table_from(results, {"device": "GPU"}, at_edges=at_edges)["entries"]["bf16"]
                 if e["cols"] == 512)
    assert entry["band_pct_copy"] == 83.0


def test_the_configs_a_table_holds_are_tuned_too():
    """A re-tune times the configs the current tables hold besides VARIANTS (some were found by
    exploration), once each, a Triton entry's on Triton; empty tunables add nothing."""
    extra = {"stage": 1, "cluster_size": 16, "block_size": 512, "async_copy": 0}
    known = tune.VARIANTS["warp"][0]
    table = {"entries": {"fp32": [
        {"cols": 262144, "strategy": "cluster", "backend": "cuda", "tunables": extra},
        {"cols": 250000, "strategy": "cluster", "backend": "cuda", "tunables": dict(extra)},
        {"cols": 128, "strategy": "warp", "backend": "cuda", "tunables": known},
        {"cols": 1024, "strategy": "warp", "backend": "triton", "tunables": {"num_warps": 8}},
        {"cols": 4096, "strategy": "block", "backend": "cuda", "tunables": {}}]}}
    variants = tune.incumbent_variants([table], "softmax", ["fp32"])
    assert variants["cluster"] == tune.VARIANTS["cluster"] + [extra]
    assert variants["warp"] == tune.VARIANTS["warp"] + [{"num_warps": 8, "backend": "triton"}]
    assert variants["block"] == tune.VARIANTS["block"]
    assert tune.incumbent_variants([table], "softmax", ["bf16"]) == tune.VARIANTS   # another dtype's
    settings = tune.tune_settings(["fp32"], [262144], tables=[table], op="softmax")
    assert extra in settings.variants["cluster"]


def test_a_variant_runs_on_its_backend_only():
    """compare times an untagged variant on CUDA only and a {"backend": "triton"} one on Triton
    only (a Triton incumbent such as fp32 2792's vec 1 without the row loop)."""
    from softgen.bench.compare import Settings, candidates
    triton_only = {"vec": 1, "row_loop": 0, "backend": "triton"}
    settings = Settings(dtypes=["fp32"], widths=[2792], strategies=["block"], peers=[],
                        variants={"block": [{"block_size": 512}, triton_only]})
    names = [c.name for c in candidates(settings, "fp32", 2792)]
    assert names == ["block/cuda", "block/cuda block_size=512", "block/triton", "block/triton vec=1 row_loop=0"]
    fields = next(c.fields for c in candidates(settings, "fp32", 2792) if c.name.endswith("row_loop=0"))
    assert (fields["backend"], fields["vec"], fields["row_loop"]) == ("triton", 1, 0)



def test_approx_rcp_variants_run_for_softmax_only():
    """The tuner's warp variants with approx_rcp (entry 136) are timed for softmax; log_softmax,
    whose scale is log(sum), skips them (their spec error drops the variant, not the width)."""
    import dataclasses
    from softgen.bench.compare import candidates
    from softgen.bench.tune import tune_settings
    names = {}
    for op in ("softmax", "log_softmax"):
        settings = dataclasses.replace(tune_settings(["bf16"], [224], op=op), strategies=["warp"], backends=["cuda"])
        names[op] = [c.name for c in candidates(settings, "bf16", 224)]
    assert "warp/cuda threads_per_row=16 block_size=256 approx_rcp=1" in names["softmax"]
    assert "warp/cuda approx_rcp=1" in names["softmax"]
    assert not [n for n in names["log_softmax"] if "approx_rcp" in n] and "warp/cuda" in names["log_softmax"]


def test_a_triton_pick_takes_the_fastest_cuda_kernel_beside_it():
    """Where a Triton kernel is the fastest at a width, the table keeps the fastest CUDA one there
    too (its twin: backend "cuda" and small calls take it, auto._choose); where a CUDA kernel is
    the fastest, the fastest Triton one as backend_only (calls asking for backend "triton" alone)."""
    def triton(cols, pct):
        return Result("fp32", cols, 100, "block/triton", "ok", 1.0, 30 * pct, pct,
                      fields=dict(op="softmax", strategy="block", backend="triton", dtype="fp32", cols=cols))
    results = [triton(1000, 101.5), kernel(1000, "block/cuda block_size=128", 100.6, dtype="fp32", block_size=128),
               kernel(1000, "smem/cuda", 99.0, dtype="fp32"), kernel(1000, "warp/cuda", 0, status="FAIL", dtype="fp32"),
               triton(2048, 99.0), kernel(2048, "block/cuda", 100.2, dtype="fp32")]
    entries = tune.table_from(results, {"device": "GPU"})["entries"]["fp32"]
    assert [(e["cols"], e["backend"], e["strategy"], e["tunables"], e["pct_copy"], e.get("backend_only", False))
            for e in entries] == [
        (1000, "triton", "block", {}, 101.5, False), (1000, "cuda", "block", {"block_size": 128}, 100.6, False),
        (2048, "cuda", "block", {}, 100.2, False), (2048, "triton", "block", {}, 99.0, True)]


def test_a_retune_replaces_every_entry_at_its_widths(tmp_path):
    """A width's entries (a Triton pick and its CUDA twin) stay together through a merge and are
    replaced together by a re-tune of that width."""
    path = tmp_path / "table.json"
    pair = [{"cols": 1000, "backend": "triton"}, {"cols": 1000, "backend": "cuda"}]
    tune.save({"device": "GPU", "environment": {}, "entries": {"fp32": pair + [{"cols": 4096, "backend": "cuda"}]}}, path)
    kept = tune.merge({"device": "GPU", "environment": {}, "entries": {"fp32": [{"cols": 2048, "backend": "cuda"}]}}, path)
    assert [(e["cols"], e["backend"]) for e in kept["entries"]["fp32"]] == [
        (1000, "triton"), (1000, "cuda"), (2048, "cuda"), (4096, "cuda")]
    retuned = tune.merge({"device": "GPU", "environment": {}, "entries": {"fp32": [{"cols": 1000, "backend": "cuda"}]}}, path)
    assert [(e["cols"], e["backend"]) for e in retuned["entries"]["fp32"]] == [(1000, "cuda"), (4096, "cuda")]


def _triton(cols, pct, dtype="fp32"):
    return Result(dtype, cols, 100, "block/triton", "ok", 1.0, 30 * pct, pct,
                  fields=dict(op="softmax", strategy="block", backend="triton", dtype=dtype, cols=cols))


TWIN_WIDTHS = [_triton(1000, 105.0), kernel(1000, "block/cuda block_size=128", 100.6, dtype="fp32", block_size=128),
               kernel(1000, "warp/cuda", 100.2, dtype="fp32"), kernel(1000, "smem/cuda", 97.0, dtype="fp32"),
               kernel(2048, "block/cuda", 100.2, dtype="fp32")]


def test_a_twin_is_band_checked_like_the_pick():
    """A Triton pick's CUDA twin is the CUDA contender whose worst figure over its band is highest:
    the fastest CUDA kernel at 1000 (block x 128, 100.6) falls to 95.0 at its upper edge (1431),
    the next (warp, 100.2) holds 99.8 there; without band timings, the fastest."""
    edges = [_triton(1431, 101.0), kernel(1431, "block/cuda block_size=128", 95.0, dtype="fp32", block_size=128),
             kernel(1431, "warp/cuda", 99.8, dtype="fp32"), kernel(1431, "block/cuda", 100.0, dtype="fp32")]
    entries = tune.table_from(TWIN_WIDTHS, {"device": "GPU"}, at_edges=edges)["entries"]["fp32"]
    twin = next(e for e in entries if e["cols"] == 1000 and e["backend"] == "cuda")
    assert (twin["strategy"], twin["tunables"], twin["pct_copy"], twin["band_pct_copy"]) == ("warp", {}, 100.2, 99.8)
    fastest = tune.table_from(TWIN_WIDTHS, {"device": "GPU"})["entries"]["fp32"]
    assert next(e for e in fastest if e["cols"] == 1000 and e["backend"] == "cuda")["tunables"] == {"block_size": 128}


def test_hold_bands_times_a_triton_picks_cuda_contenders(monkeypatch):
    """Where a Triton kernel contends (here alone: the CUDA kernels trail it by more than
    BAND_SLACK), the CUDA contenders are timed at the band edges too (smem,
    over BAND_SLACK behind the fastest CUDA kernel, is not); the Triton kernel only where its
    padded row carries (1004, not 1431), and 2048's one contender nowhere."""
    runs = []

    def fake_run(settings, progress, on_result, make_candidates):
        (cols,) = settings.widths
        runs.append((cols, sorted(c.name for c in make_candidates(settings, settings.dtypes[0], cols))))
        return []
    monkeypatch.setattr(tune, "run", fake_run)
    tune.hold_bands(TWIN_WIDTHS, tune.tune_settings(["fp32"], [1000, 2048]))
    assert runs == [(1004, ["block/cuda block_size=128", "block/triton", "warp/cuda"]),
                    (1431, ["block/cuda block_size=128", "warp/cuda"])]


def test_variants_hold_the_h100_tables_stage6_shapes():
    """Every forward stage 6 shape of the H100 table (fp32 bulk stores, notes entry 144; 16-bit x
    4 x 128, entry 145; the cluster of 12, entry 146; x 16 x 384, entry 147) is a VARIANT, so a tune on a Hopper GPU
    without a table times them; each bulk-store shape makes a plan with the bulk store at its
    entry's width."""
    from importlib import resources

    from softgen.auto import table_entries
    from softgen.generator.plan import make_plan
    from softgen.generator.spec import KernelSpec
    table = json.loads(resources.files("softgen.tuning").joinpath("h100.json").read_text())
    shapes = bulk = 0
    for op in ("softmax", "log_softmax"):
        for dtype in ("fp32", "bf16", "fp16"):
            for entry in table_entries(table, op, dtype)[1]:
                config = entry.get("tunables", {})
                if entry["strategy"] != "cluster" or config.get("stage") != 6:
                    continue
                shapes += 1
                assert config in tune.VARIANTS["cluster"], (op, dtype, entry["cols"], config)
                if config.get("bulk_store"):
                    bulk += 1
                    spec = KernelSpec(strategy="cluster", cols=entry["cols"], dtype=dtype, op=op, **config)
                    assert make_plan(spec).bulk_store
    assert bulk >= 40 and shapes >= 150


def test_the_cli_saves_each_dtype_as_it_finishes(tmp_path, monkeypatch):
    """`softgen tune` tunes one dtype at a time and saves each as it finishes: a tune cut short in
    its second dtype keeps the first's entries (the GPU and the timing are stubbed: CPU)."""
    import torch
    from click.testing import CliRunner
    from softgen.cli import main
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(torch.cuda, "get_device_name", lambda *a: "Stub GPU")
    tuned = []

    def stub_tune(settings, progress, bands):
        dtype, = settings.dtypes
        tuned.append(dtype)
        if dtype == "bf16":
            raise KeyboardInterrupt
        entry = {"cols": 1024, "strategy": "block", "backend": "cuda", "tunables": {}, "gbps": 3000.0, "pct_copy": 100.0}
        return {"device": "Stub GPU", "environment": {}, "entries": {dtype: [entry]}}, []
    monkeypatch.setattr(tune, "tune", stub_tune)
    out = tmp_path / "table.json"
    result = CliRunner().invoke(main, ["tune", "--cols", "1024", "--dtype", "fp32,bf16", "--out", str(out)])
    assert tuned == ["fp32", "bf16"] and result.exit_code != 0
    saved = json.loads(out.read_text())
    assert [e["cols"] for e in saved["entries"]["fp32"]] == [1024] and "bf16" not in saved["entries"]


def test_a_merged_table_names_every_run_it_holds(tmp_path):
    """A table tuned in chunks keeps each earlier chunk's date and command, oldest first, beside the
    newest run's environment (the H200 table had named only its last chunk)."""
    path = tmp_path / "table.json"
    run = lambda n: {"date": f"day {n}", "command": f"softgen tune --cols {n}", "torch": "2.11"}  # noqa: E731
    entries = lambda n: {"fp32": [{"cols": n, "backend": "cuda"}]}  # noqa: E731
    tune.save({"device": "GPU", "environment": run(1), "entries": entries(1)}, path)
    tune.save(tune.merge({"device": "GPU", "environment": run(2), "entries": entries(2)}, path), path)
    merged = tune.merge({"device": "GPU", "environment": run(3), "entries": entries(3)}, path)
    assert merged["environment"] == {**run(3), "earlier": [
        {"date": "day 1", "command": "softgen tune --cols 1"}, {"date": "day 2", "command": "softgen tune --cols 2"}]}
    assert tune.merge({"device": "other", "environment": run(4), "entries": entries(4)}, path)["environment"] == run(4)
    # `softgen tune` saves each dtype as it finishes: the same command's earlier save is not another run
    again = {**run(3), "date": "day 3, bf16"}
    tune.save(merged, path)
    assert tune.merge({"device": "GPU", "environment": again, "entries": entries(3)}, path)["environment"] == {
        **again, "earlier": merged["environment"]["earlier"]}


def test_a_merged_table_keeps_its_note_of_hand_set_entries(tmp_path):
    """The H200 table's note of its hand-set entry (bf16 131072) was dropped by the next tune."""
    path = tmp_path / "table.json"
    env = {"date": "day 1", "command": "softgen tune --cols 1", "edited": "bf16 1 set by hand"}
    tune.save({"device": "GPU", "environment": env, "entries": {"bf16": [{"cols": 1, "backend": "cuda"}]}}, path)
    merged = tune.merge({"device": "GPU", "environment": {"date": "day 2", "command": "softgen tune --op softmax_backward"},
                         "backward": {"bf16": [{"cols": 2, "backend": "cuda"}]}}, path)
    assert merged["environment"]["edited"] == "bf16 1 set by hand"
    assert merged["environment"]["earlier"] == [{"date": "day 1", "command": "softgen tune --cols 1"}]
    assert merged["entries"] == {"bf16": [{"cols": 1, "backend": "cuda"}]}


def test_variants_hold_the_h200_tables_backward_stage8_shapes():
    """`softgen tune` times every backward stage 8 shape, and stage 4 but x 16's default, that the
    H200 table's fp32 backward entries hold (notes entries 159-160)."""
    from importlib import resources

    from softgen.auto import table_entries
    table = json.loads(resources.files("softgen.tuning").joinpath("h200.json").read_text())
    shapes = set()
    for op in ("softmax_backward", "log_softmax_backward"):
        for entry in table_entries(table, op, "fp32")[1]:
            config = entry.get("tunables", {})
            if entry["strategy"] == "cluster" and config.get("stage") in (4, 8) \
                    and config != {"stage": 4, "cluster_size": 16}:
                shapes.add(json.dumps(config, sort_keys=True))
    assert len(shapes) >= 5
    for config in map(json.loads, shapes):
        assert config in tune.VARIANTS["cluster"], config


def test_variants_hold_the_h200_tables_stage7_bound_shapes():
    """`softgen tune` times every stage 7 shape at a blocks bound that the H200 table's forward
    entries hold (notes entries 158-159), so a re-tune can find them again."""
    from importlib import resources

    from softgen.auto import table_entries
    table = json.loads(resources.files("softgen.tuning").joinpath("h200.json").read_text())
    shapes = 0
    for op in ("softmax", "log_softmax"):
        for dtype in ("bf16", "fp16", "fp32"):
            for entry in table_entries(table, op, dtype)[1]:
                config = entry.get("tunables", {})
                if entry["strategy"] == "cluster" and config.get("stage") == 7 and "blocks_per_sm" in config:
                    shapes += 1
                    assert config in tune.VARIANTS["cluster"], (op, dtype, entry["cols"], config)
    assert shapes >= 100


def test_a_cluster_entry_names_the_stage_and_cluster_size_it_ran():
    """An entry for the cluster's default plan keeps that plan if the defaults move (notes entry
    180: the forward's did, from stage 1 to 6); other strategies' entries keep the spec's fields."""
    fields = dict(op="softmax", strategy="cluster", backend="cuda", dtype="bf16", cols=262144)
    entry = tune._entry(262144, Result("bf16", 262144, 256, "cluster/cuda", "ok", 1.0, 3800.0, 96.0, fields=fields))
    assert entry["tunables"] == {"cluster_size": 16, "stage": 6}
    named = tune._entry(262144, Result("bf16", 262144, 256, "cluster/cuda", "ok", 1.0, 3800.0, 96.0,
                                       fields={**fields, "stage": 1, "block_size": 256}))
    assert named["tunables"] == {"cluster_size": 16, "stage": 1, "block_size": 256}
    block = dict(op="softmax", strategy="block", backend="cuda", dtype="bf16", cols=4096)
    assert tune._entry(4096, Result("bf16", 4096, 16384, "block/cuda", "ok", 1.0, 3800.0, 99.0, fields=block))["tunables"] == {}
