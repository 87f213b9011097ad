"""scripts/merge_tables.py, scripts/fill_h200.py and scripts/add_h200_entries.py: the H200 table's
fill (notes entries 154-155)."""
import functools
import json
import pathlib
import sys

import pytest

from softgen import auto
from softgen.generator.spec import KernelSpec

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import add_h200_entries  # noqa: E402  (scripts: their folder on the path)
import add_triton_only_entries  # noqa: E402
import carried_h200_entries  # noqa: E402
import changed_entry_widths  # noqa: E402
import fill_h200  # noqa: E402
import h200_weak_entries  # noqa: E402
import weak_h200_entries  # noqa: E402
from conftest import HAS_NVCC  # noqa: E402
from merge_tables import merged  # noqa: E402


@pytest.fixture(autouse=True)
def _own_table_path(monkeypatch):
    """The builders point auto at the table they read (fill_h200.served_from): auto's own path and
    tables back after each test, for the tests that run after it in this process."""
    monkeypatch.setattr(auto, "tuned_table_path", auto.tuned_table_path)
    yield
    auto.forget_tables()


def _entry(cols, strategy="block", backend="cuda", pct=100.0, **tunables):
    return {"cols": cols, "strategy": strategy, "backend": backend, "tunables": tunables,
            "gbps": 4000.0, "pct_copy": pct}


def test_merge_keeps_own_entries_and_marks_the_others():
    """BASE's entries join OWN's at the widths OWN has none at, marked with BASE's device; a group
    OWN lacks stays out (its op reads the next group, as before); fp16 starts from OWN's bf16."""
    own = {"device": "B", "entries": {"bf16": [_entry(1024, pct=101)]}}
    base = {"device": "A", "entries": {"bf16": [_entry(1024, "warp"), _entry(2048)], "fp16": [_entry(4096)]},
            "log_softmax": {"bf16": [_entry(512)]}}
    out = merged(own, base)
    assert [(e["cols"], e["strategy"], e.get("timed_on")) for e in out["entries"]["bf16"]] == \
        [(1024, "block", None), (2048, "block", "A")]
    assert [(e["cols"], e.get("timed_on")) for e in out["entries"]["fp16"]] == [(1024, None), (4096, "A")]
    assert "log_softmax" not in out and own["entries"]["bf16"] == [_entry(1024, pct=101)]


TIMED = """softmax fp32 auto: % of copy
  c0: strategy=auto
  c1: strategy=auto,table=other
   cols     c0     c1
    600   93.0   99.0   copy 4000 GB/s
    700    -     98.0   copy 4000 GB/s
== rc 0
"""


def test_rows_read_every_column_and_names_the_unlisted_ones():
    rows = fill_h200.rows(TIMED.splitlines())
    assert rows == [("softmax", "fp32", 600, [(None, 93.0), ("other", 99.0)], 4000.0),
                    ("softmax", "fp32", 700, [("other", 98.0)], 4000.0)]
    unlisted = [line for line in TIMED.splitlines() if ": strategy=" not in line]
    assert fill_h200.rows(unlisted, (None, "other"))[0][3] == [(None, 93.0), ("other", 99.0)]


def test_fastest_keeps_a_cuda_twin_beside_a_triton_pick():
    triton = KernelSpec(strategy="online", cols=600, backend="triton")
    block = KernelSpec(strategy="block", cols=600)
    warp = KernelSpec(strategy="warp", cols=600)
    assert fill_h200.fastest([(block, 97.0), (triton, 99.0), (warp, 98.0)]) == [(triton, 99.0), (warp, 98.0)]
    assert fill_h200.fastest([(block, 99.0), (triton, 98.0)]) == [(block, 99.0)]
    assert fill_h200.fastest([(triton, 98.0)]) == [(triton, 98.0)]


def test_served_is_the_kernel_try_matrix_timed(tmp_path, monkeypatch):
    """try_matrix's strategy=auto is auto on backend "both": where a table's pick is a Triton entry,
    that is the kernel timed and the one recorded, not backend "cuda"'s pick beside it (the tables
    of rounds c-e recorded the CUDA one with the Triton kernel's figure at 109 widths)."""
    (tmp_path / "baseline").mkdir()
    table = {"device": auto.H200, "entries": {"fp32": [_entry(512, "smem", "triton"), _entry(512, "block")]}}
    (tmp_path / "baseline" / "t.json").write_text(json.dumps(table))
    monkeypatch.setattr(fill_h200, "ROOT", tmp_path)
    monkeypatch.setattr(auto, "tuned_table_path", auto.tuned_table_path)    # restored after
    try:
        spec = fill_h200.served("t", "softmax", "fp32", 512)
    finally:
        auto.forget_tables()
    assert (spec.strategy, spec.backend) == ("smem", "triton")


def test_add_starts_a_group_from_the_entries_read_till_then():
    """A first fp16 (or fp32 log_softmax_backward) entry would serve every width: the group starts
    from what auto read for it before (bf16's; softmax_backward's)."""
    table = {"backward": {"fp32": [_entry(1000), _entry(8000)], "bf16": [_entry(2000)]}, "log_softmax_backward": {}}
    spec = KernelSpec(op="log_softmax_backward", strategy="warp", cols=500)
    fill_h200.add(table, "log_softmax_backward", "fp32", 500, spec, 104.0, 4000.0)
    assert [e["cols"] for e in table["log_softmax_backward"]["fp32"]] == [500, 1000, 8000]
    assert table["log_softmax_backward"]["fp32"][0]["gbps"] == 4160.0


# widths of fill_h200.DROP where a later round timed a kernel that builds without spills (the render
# test holds every entry to none): fp32 log_softmax 201860 on stage 7 at a blocks bound (notes
# entry 159, scripts/h200_stage7_fp32.py)
# kernels later rounds timed at a dropped width: bf16 backward 1101's Triton warp in chunks (the
# eighty-fifth session's round e, backend "triton" alone; tests/test_load_cpu.py compiles it spill-free)
RE_ENTERED = {("log_softmax", "fp32", 201860): {"stage": 7, "blocks_per_sm": 4},
              ("backward", "bf16", 1101): {"rows_per_block": 4, "threads_per_row": 32}}


@pytest.mark.parametrize("group", ["entries", "log_softmax", "backward", "log_softmax_backward"])
def test_shipped_h200_table_has_no_dropped_entry(group):
    """The entries fill_h200 leaves out (their kernels spill) are not in the shipped table, but
    for the kernels later rounds timed there."""
    table = json.loads((ROOT / "softgen" / "tuning" / "h200.json").read_text())
    for g, dtype, cols in fill_h200.DROP:
        if g == group:
            entries = [e for e in table[g][dtype] if e["cols"] == cols]
            later = RE_ENTERED.get((g, dtype, cols))
            assert all(later and later.items() <= e["tunables"].items() for e in entries), entries


ROUND_B = """op dtype cols  without  with   (% of copy; without -> with)
log_softmax_backward bf16     243   46.7  106.3   triton warp - -> cuda warp block_size=256
softmax fp32    2343   96.3   78.1   triton block vec=1,row_loop=0 -> triton online -
"""


def test_alignment_rounds_name_both_kernels():
    rows = add_h200_entries.measured(ROUND_B.splitlines(), ROOT / "softgen/tuning/h200.json", False)
    (op, dtype, cols, cells, copy), second = rows
    assert (op, dtype, cols, copy) == ("log_softmax_backward", "bf16", 243, None)
    assert [(s.strategy, s.backend, s.block_size, p) for s, p in cells] == [("warp", "triton", None, 46.7),
                                                                            ("warp", "cuda", 256, 106.3)]
    assert [(s.strategy, s.vec, s.row_loop) for s, _ in second[3]] == [("block", 1, 0), ("online", None, None)]


def test_served_follows_the_table_unless_the_round_bound_it(tmp_path):
    """Round b's code held every table to the alignment rule; round d's, only a table that says so."""
    table = {"device": auto.H200, "log_softmax_backward": {"bf16": [_entry(232, "warp", "triton"), _entry(226, "warp")]}}
    path = tmp_path / "t.json"
    path.write_text(json.dumps(table))
    try:
        free = add_h200_entries.served(path, "log_softmax_backward", "bf16", 243, False)
        bound = add_h200_entries.served(path, "log_softmax_backward", "bf16", 243, True)
    finally:
        auto.forget_tables()
    assert (free.backend, bound.backend) == ("triton", "cuda")



def test_shipped_h200_table_keeps_the_spilling_widths_next_fastest():
    """At the widths whose fastest kernel spills, the shipped table holds another (round d: fp32
    log_softmax 87666 / 206171, bf16 softmax_backward 1338)."""
    table = json.loads((ROOT / "softgen" / "tuning" / "h200.json").read_text())
    for op, dtype, cols in add_h200_entries.SPILLS:
        held = [e for e in table[auto.table_group(op)][dtype] if e["cols"] == cols]
        assert held and all(e["strategy"] != "block" or e["tunables"] for e in held)
    at_87666 = [e for e in table["log_softmax"]["fp32"] if e["cols"] == 87666]
    assert [e["tunables"].get("cluster_size") for e in at_87666] == [16]


def _passes(rows):
    """A try_matrix table of fp32 softmax: auto and two warp configs, one row a (width, cells)."""
    head = ("softmax fp32 auto: % of copy\n  c0: strategy=auto\n  c1: strategy=warp,block_size=256\n"
            "  c2: strategy=warp,block_size=512\n   cols     c0     c1     c2\n")
    return head + "".join(f" {cols:6d} {cells}   copy 4000 GB/s\n" for cols, cells in rows)


@pytest.mark.skipif(not HAS_NVCC, reason="nvcc not on PATH")
def test_enter_means_takes_the_highest_mean_over_the_passes(tmp_path):
    """A width's entry is the config with the highest mean over a round's passes, not the one
    with the best single pass; a width where one kernel alone was timed gets none."""
    one = tmp_path / "pass1.txt"
    two = tmp_path / "pass2.txt"
    one.write_text(_passes([(1000, "90.0   99.9   97.0"), (1100, "96.0      -      -")]))
    two.write_text(_passes([(1000, "90.0   93.0   97.0"), (1100, "96.0      -      -")]))
    table = {"entries": {"fp32": []}}
    add_h200_entries.enter_means(table, ROOT / "softgen/tuning/h200.json", [str(one), str(two)])
    assert [(e["cols"], e["tunables"], e["pct_copy"]) for e in table["entries"]["fp32"]] == \
        [(1000, {"block_size": 512}, 97.0)]


def _two_backends(cells):
    """A try_matrix table of fp32 softmax at 1000: CUDA warp at 256 threads and Triton online."""
    return ("softmax fp32 auto: % of copy\n  c0: strategy=warp,block_size=256\n"
            "  c1: strategy=online,backend=triton\n   cols     c0     c1\n"
            f"   1000 {cells}   copy 4000 GB/s\n")


@pytest.mark.skipif(not HAS_NVCC, reason="nvcc not on PATH")
def test_enter_means_twins_drops_a_triton_entry_that_lost(tmp_path):
    """With twins, a backend "both" Triton entry whose kernel a round timed slower than the CUDA one
    that came in goes (auto serves a width's Triton entry before its CUDA twin: the ninetieth
    session's bf16 softmax_backward 6601); a backend_only one stays, and without twins both stay."""
    round_ = tmp_path / "round.txt"
    round_.write_text(_two_backends("  99.0   97.0"))
    triton = {"cols": 1000, "strategy": "online", "backend": "triton", "tunables": {}, "gbps": 3960.0, "pct_copy": 99.0}
    for twins, only, kept in ((True, False, []), (True, True, ["triton"]), (False, False, ["triton"])):
        table = {"entries": {"fp32": [{**triton, **({"backend_only": True} if only else {})}]}}
        add_h200_entries.enter_means(table, ROOT / "softgen/tuning/h200.json", [str(round_)], twins=twins)
        assert sorted(e["backend"] for e in table["entries"]["fp32"]) == sorted(["cuda", *kept])


def test_enter_means_twins_retimes_a_carried_entry_timed_alone(tmp_path):
    """With twins, a width timed in one config alone whose entry was carried from another GPU
    (timed_on) takes that config at the figure it ran (the ninetieth session's round c); an entry
    timed here keeps its figure."""
    round_ = tmp_path / "round.txt"
    round_.write_text("softmax fp32 auto: % of copy\n  c0: strategy=warp,block_size=256\n   cols     c0\n"
                      "   1000   93.3   copy 4000 GB/s\n")
    entry = {"cols": 1000, "strategy": "warp", "backend": "cuda", "tunables": {"block_size": 256}, "gbps": 4060.0,
             "pct_copy": 101.5}
    for carried, pct in ((True, 93.3), (False, 101.5)):
        table = {"entries": {"fp32": [{**entry, **({"timed_on": "NVIDIA H100 80GB HBM3"} if carried else {})}]}}
        add_h200_entries.enter_means(table, ROOT / "softgen/tuning/h200.json", [str(round_)], twins=True)
        assert [(e["pct_copy"], "timed_on" in e) for e in table["entries"]["fp32"]] == [(pct, False)]


def test_nearest_entry_is_the_one_auto_ranks_first():
    """A width past the midpoint of two entries is still served by the farther one where it has the
    row's 16-byte alignment and lies within auto.SAME_WIDTH of the nearest (fp32 log_softmax)."""
    widths = [245449, 245839, 250000, 250775]
    served = functools.partial(add_h200_entries.nearest_entry, "log_softmax", "fp32")
    assert served(250000, widths, 247000)            # aligned: the aligned entry, not 245839
    assert served(245839, widths, 246500)            # odd: the nearest odd one
    assert not served(245839, widths, 248297)        # odd, nearer 250775 than 245839
    assert served(250775, widths, 248297)


@pytest.mark.skipif(not HAS_NVCC, reason="nvcc not on PATH")
def test_spill_free_checks_only_widths_an_entry_serves():
    """Stage 4 x 16 at 256 threads, two blocks an SM, spills 24 bytes 1% past 262143, where part of
    dy is read twice and auto does not carry it: checked there unless `serves` says which widths
    auto takes it at."""
    fast = KernelSpec(op="softmax_backward", strategy="cluster", cols=262143, stage=4, cluster_size=16,
                      block_size=256, blocks_per_sm=2)
    slow = KernelSpec(op="softmax_backward", strategy="cluster", cols=262143, cluster_size=8, block_size=512,
                      async_copy=1)
    cells = [(fast, 93.0), (slow, 92.7)]
    assert add_h200_entries.spill_free(cells, (1.01,)) == [(slow, 92.7)]
    assert add_h200_entries.spill_free(cells, (1.01,), lambda cols: True) == cells


def test_spill_free_leaves_a_triton_kernel_unchecked():
    """nvcc builds the CUDA kernels alone: a fastest Triton kernel stays the fastest (the seventy-eighth
    session's builder had stopped on rendering it as CUDA)."""
    triton = KernelSpec(op="softmax", strategy="smem", backend="triton", cols=3611)
    cuda = KernelSpec(op="softmax", strategy="block", cols=3611, block_size=256)
    cells = [(triton, 99.0), (cuda, 98.9)]
    assert add_h200_entries.spill_free(cells, (0.99, 1.01)) == cells


@pytest.mark.skipif(not HAS_NVCC, reason="nvcc not on PATH")
def test_spill_free_checks_the_cuda_twin_of_a_triton_winner():
    """Beside a fastest Triton kernel the fastest CUDA one comes in too (its twin for backend
    "cuda"): one that spills gives way to the next (the ninety-first session's first build entered
    bf16 softmax_backward 1195's block default, which spills 8 bytes; smem does not)."""
    def spec(strategy, backend="cuda", **tunables):
        return KernelSpec(op="softmax_backward", strategy=strategy, cols=1195, dtype="bf16", backend=backend, **tunables)
    triton = spec("warp", "triton", rows_per_block=2, threads_per_row=32)
    cells = [(triton, 106.8), (spec("block"), 105.7), (spec("smem"), 105.6)]
    free = add_h200_entries.spill_free(cells, (0.99, 1.01))
    assert free == [cells[0], cells[2]]
    assert fill_h200.fastest(free) == [cells[0], cells[2]]


@pytest.mark.skipif(not HAS_NVCC, reason="nvcc not on PATH")
def test_retimed_widths_lose_both_backends_entries(tmp_path):
    """A width the rounds timed keeps only the fastest kernel they timed: the slower Triton entry
    the table held beside the CUDA one goes too (auto would serve it on its old figure)."""
    round_ = tmp_path / "round.txt"
    round_.write_text(_passes([(1000, "90.0   93.0   97.0")]))
    old = {"cols": 1000, "strategy": "online", "backend": "triton", "tunables": {}, "gbps": 4100.0, "pct_copy": 99.0}
    table = {"entries": {"fp32": [dict(old), {**old, "strategy": "warp", "backend": "cuda", "pct_copy": 90.0},
                                  {**old, "cols": 2000}]}}
    h200_weak_entries.retimed(table, ROOT / "softgen/tuning/h200.json", [str(round_)])
    assert [(e["cols"], e["backend"], e["tunables"], e["pct_copy"]) for e in table["entries"]["fp32"]] == \
        [(1000, "cuda", {"block_size": 512}, 97.0), (2000, "triton", {}, 99.0)]


def test_a_width_timed_on_one_kernel_keeps_its_entries(tmp_path):
    """A round whose configs at a width are all auto's pick there timed one kernel: the width keeps
    its entries (the seventy-eighth session's first build dropped fp16 softmax_backward 262144's)."""
    round_ = tmp_path / "round.txt"
    round_.write_text("softmax fp32 auto: % of copy\n  c0: strategy=auto\n  c1: strategy=warp,block_size=256\n"
                      "   cols     c0     c1\n   1000   96.0   96.2   copy 4000 GB/s\n")
    base = tmp_path / "base.json"
    entry = {"cols": 1000, "strategy": "warp", "backend": "cuda", "tunables": {"block_size": 256}, "gbps": 3840.0,
             "pct_copy": 96.0}
    table = json.loads((ROOT / "softgen/tuning/h200.json").read_text())
    table["entries"]["fp32"] = [entry]
    base.write_text(json.dumps(table))
    h200_weak_entries.retimed(table, base, [str(round_)])
    assert table["entries"]["fp32"] == [entry]


def test_weak_entries_are_those_under_95_well_below_their_neighbours(monkeypatch):
    """An entry under 95 whose neighbours' median is more than GAP above is weak; one under 95 among
    neighbours as slow, or one at 95 or more, is not; the matrix line times the neighbours' configs."""
    def entry(cols, pct, **tunables):
        return {"cols": cols, "strategy": "block", "backend": "cuda", "tunables": tunables, "gbps": 40 * pct,
                "pct_copy": pct}
    fp32 = [entry(1000, 100.0), entry(1100, 99.0, block_size=256), entry(1200, 90.0, block_size=128),
            entry(1300, 100.5), entry(1400, 96.0), entry(5000, 92.0), entry(5100, 93.0), entry(5200, 91.0)]
    monkeypatch.setattr(weak_h200_entries, "TABLE", {group: {} for group in auto.GROUPS} | {"entries": {"fp32": fp32}})
    found = [(op, e["cols"]) for op, dtype, e, near in weak_h200_entries.weak(3.0)]
    assert found == [("softmax", 1200)]
    assert weak_h200_entries.config(fp32[2]) == "strategy=block,block_size=128"
    assert "strategy=block,block_size=256" in weak_h200_entries.common("softmax", 1200)


def _timed_entry(cols, pct, strategy="cluster", **tunables):
    return {"cols": cols, "strategy": strategy, "backend": "cuda", "tunables": tunables, "gbps": 40 * pct,
            "pct_copy": pct}


def test_common_past_12000_holds_the_long_shapes_and_the_nearby_entries_configs(monkeypatch):
    """Past 12000 columns a weak width is timed on the long cluster shapes and on the configs the
    H200 entries of its direction and element size hold within a factor 1.5; an fp32 entry's
    config or a far one's is not among a 16-bit width's."""
    bf16 = [_timed_entry(50000, 99.0, cluster_size=4, stage=6), _timed_entry(200000, 99.0, cluster_size=2, stage=5)]
    fp32 = [_timed_entry(60000, 99.0, cluster_size=8, stage=1)]
    table = {group: {} for group in auto.GROUPS} | {"entries": {"bf16": bf16, "fp32": fp32}}
    monkeypatch.setattr(weak_h200_entries, "TABLE", table)
    configs = weak_h200_entries.common("softmax", 60000, "bf16")
    assert configs[:len(weak_h200_entries.LONG["forward"])] == weak_h200_entries.LONG["forward"]
    assert "strategy=cluster,cluster_size=4,stage=6" in configs
    assert "strategy=cluster,cluster_size=2,stage=5" not in configs
    assert "strategy=cluster,cluster_size=8,stage=1" not in configs
    assert weak_h200_entries.common("softmax_backward", 60000, "bf16") == weak_h200_entries.LONG["backward"]


def test_carried_entries_are_timed_against_their_nearest_h200_neighbours(monkeypatch):
    """An entry carried from the H100 (timed_on) is listed with the two H200-timed entries each
    side; H200-timed entries are not listed."""
    fp32 = [_timed_entry(c, 99.0, "warp", block_size=b) for c, b in ((100, 64), (200, 128), (300, 256), (500, 512))]
    fp32.insert(2, {**_timed_entry(260, 101.0, "block", block_size=64), "timed_on": "NVIDIA H100 80GB HBM3"})
    monkeypatch.setattr(carried_h200_entries, "TABLE", {group: {} for group in auto.GROUPS} | {"log_softmax": {"fp32": fp32}})
    found = [(op, dtype, e["cols"], [n["cols"] for n in near])
             for op, dtype, e, near in carried_h200_entries.carried(["softmax", "log_softmax"])]
    assert found == [("log_softmax", "fp32", 260, [100, 200, 300, 500])]


def test_changed_entry_widths_lists_a_fresh_width_each_changed_entry_serves():
    """A rebuilt table's changed entry gets a width near it that neither table holds and that auto
    serves from it (2247 goes to the unaligned entry at 2243: 2248, of 2244's 16-byte alignment);
    unchanged entries none."""
    old = json.loads((ROOT / "softgen/tuning/h200.json").read_text())
    new = json.loads(json.dumps(old))
    kept = [_timed_entry(2000, 99.0, "block"), _timed_entry(2243, 99.0, "block"), _timed_entry(2600, 99.0, "block")]
    old["log_softmax"]["fp32"] = kept[:2] + [_timed_entry(2244, 94.0, "block")] + kept[2:]
    new["log_softmax"]["fp32"] = kept[:2] + [_timed_entry(2244, 101.0, "block", block_size=128)] + kept[2:]
    assert changed_entry_widths.changed(old, new) == {("log_softmax", "fp32"): [2244]}
    widths = [2000, 2243, 2244, 2600]
    assert changed_entry_widths.fresh_width("log_softmax", "fp32", 2244, widths, set(widths)) == 2248


def test_a_kept_width_keeps_the_first_tables_entries(tmp_path):
    """retimed's kept (op, cols) are left as the base table holds them, however the rounds timed them."""
    round_ = tmp_path / "round.txt"
    round_.write_text(_passes([(1000, "90.0   93.0   97.0")]))
    entry = _timed_entry(1000, 90.0, "warp")
    table = {"entries": {"fp32": [dict(entry)]}}
    h200_weak_entries.retimed(table, ROOT / "softgen/tuning/h200.json", [str(round_)], {("softmax", 1000)})
    assert table["entries"]["fp32"] == [entry]


@pytest.mark.skipif(not HAS_NVCC, reason="nvcc not on PATH")
def test_a_round_named_with_dtypes_enters_those_dtypes_alone(tmp_path):
    """PATH#bf16 enters PATH's bf16 tables and leaves the fp32 ones (a probe's lines, not picks)."""
    round_ = tmp_path / "round.txt"
    fp32 = _passes([(1000, "90.0   93.0   97.0")])
    round_.write_text(fp32 + fp32.replace("softmax fp32", "softmax bf16"))
    table = {"entries": {"fp32": [_timed_entry(1000, 90.0, "warp")], "bf16": [_timed_entry(1000, 90.0, "warp")]}}
    h200_weak_entries.retimed(table, ROOT / "softgen/tuning/h200.json", [f"{round_}#bf16"])
    assert table["entries"]["fp32"] == [_timed_entry(1000, 90.0, "warp")]
    assert [(e["strategy"], e["tunables"], e["pct_copy"]) for e in table["entries"]["bf16"]] == \
        [("warp", {"block_size": 512}, 97.0)]


@pytest.mark.skipif(not HAS_NVCC, reason="nvcc not on PATH")
def test_a_sessions_ops_enter_those_ops_alone(tmp_path):
    """retimed's ops (h200_weak_entries.OPS: the eightieth session's backward alone) enter those
    ops' widths and leave another op's, timed in the same round, as the base table holds them."""
    round_ = tmp_path / "round.txt"
    softmax = _passes([(1000, "90.0   93.0   97.0")])
    round_.write_text(softmax + softmax.replace("softmax fp32", "log_softmax fp32"))
    entry = _timed_entry(1000, 90.0, "warp")
    table = {"entries": {"fp32": [dict(entry)]}, "log_softmax": {"fp32": [dict(entry)]}}
    h200_weak_entries.retimed(table, ROOT / "softgen/tuning/h200.json", [str(round_)], ops={"log_softmax"})
    assert table["entries"]["fp32"] == [entry]
    assert [(e["strategy"], e["tunables"], e["pct_copy"]) for e in table["log_softmax"]["fp32"]] == \
        [("warp", {"block_size": 512}, 97.0)]
    assert h200_weak_entries.OPS["eightieth"] == {"softmax_backward", "log_softmax_backward"}


def test_changed_entry_widths_skips_a_width_served_one_kernel_from_both_tables(tmp_path):
    """A fresh width is timed only where the two tables serve it different kernels: an entry that
    took an H200 figure and kept its kernel (a carried entry re-timed) serves its width as before."""
    old = json.loads((ROOT / "softgen/tuning/h200.json").read_text())
    kept = [_timed_entry(2000, 99.0, "block"), _timed_entry(2600, 99.0, "block")]
    old["log_softmax"]["fp32"] = kept[:1] + [{**_timed_entry(2244, 94.0, "block"), "timed_on": auto.H100}] + kept[1:]
    figure = json.loads(json.dumps(old))
    figure["log_softmax"]["fp32"][1] = _timed_entry(2244, 101.0, "block")
    kernel = json.loads(json.dumps(old))
    kernel["log_softmax"]["fp32"][1] = _timed_entry(2244, 101.0, "block", block_size=128)
    assert changed_entry_widths.changed(old, figure) == {("log_softmax", "fp32"): [2244]}
    paths = {}
    for name, table in (("old", old), ("figure", figure), ("kernel", kernel)):
        paths[name] = tmp_path / f"{name}.json"
        paths[name].write_text(json.dumps(table))
    assert not changed_entry_widths.serves_apart(paths["old"], paths["figure"], "log_softmax", "fp32", 2248)
    assert changed_entry_widths.serves_apart(paths["old"], paths["kernel"], "log_softmax", "fp32", 2248)
    assert auto.choose(KernelSpec(strategy="auto", cols=2248, op="log_softmax"), auto.H200, (9, 0)).reason.startswith("shipped")


ROUND_TABLE = """softmax bf16 auto: % of copy
  c0: strategy=auto
  c1: strategy=auto,backend=triton
  c2: strategy=warp,backend=triton
  c3: strategy=online,backend=triton
   cols     c0     c1     c2     c3
    137   94.7   23.3   82.4   23.2   copy 3850 GB/s
    377   97.9   62.0      -   61.5   copy 3852 GB/s
== rc 0
"""


def test_triton_only_entries_take_the_fastest_triton_kernel_at_each_width():
    """scripts/add_triton_only_entries.py: a backend_only entry for the fastest explicit Triton
    config at each width (never auto's columns), its GB/s from the row's copy; where auto's Triton
    pick was not timed explicitly, its figure counts for its config."""
    (row137, row377) = add_triton_only_entries.rows(ROUND_TABLE.splitlines())
    op, dtype, cols, cells, copy = row137
    assert (op, dtype, cols, copy) == ("softmax", "bf16", 137, 3850.0)
    entry = add_triton_only_entries.triton_only_entry(cells, "strategy=online,backend=triton", cols, copy)
    assert entry == {"cols": 137, "strategy": "warp", "backend": "triton", "tunables": {},
                     "gbps": round(82.4 * 3850 / 100, 1), "pct_copy": 82.4, "backend_only": True}
    *_, cells, copy = row377            # warp rejected the width ("-"); auto served smem, not timed alone
    entry = add_triton_only_entries.triton_only_entry(cells, "strategy=smem,backend=triton,vec=4", 377, copy)
    assert (entry["strategy"], entry["tunables"], entry["pct_copy"]) == ("smem", {"vec": 4}, 62.0)


def test_triton_only_entries_replace_an_earlier_rounds_but_keep_backend_boths(tmp_path, capsys):
    """add_triton_only_entries on a table: an earlier round's backend_only entry at a width gives
    way to the new round's fastest (auto served it there, so the round timed it: notes entry 168),
    while a Triton entry that backend "both" picks stays as it is."""
    table = json.loads((ROOT / "softgen" / "tuning" / "h200.json").read_text())
    bf16 = [e for e in table["entries"]["bf16"] if e["cols"] not in (137, 377)]
    bf16 += [{**_entry(137, "online", "triton", 23.3), "backend_only": True}, _entry(377, "smem", "triton", 99.0)]
    table["entries"]["bf16"] = sorted(bf16, key=lambda e: e["cols"])
    path, rounds = tmp_path / "table.json", tmp_path / "round.txt"
    path.write_text(json.dumps(table))
    rounds.write_text(ROUND_TABLE)
    add_triton_only_entries.main([str(path), str(rounds)])
    after = {(e["cols"], e["backend"]): e for e in json.loads(path.read_text())["entries"]["bf16"] if e["cols"] in (137, 377)}
    assert list(after) == [(137, "triton"), (377, "triton")]
    assert (after[137, "triton"]["strategy"], after[137, "triton"]["pct_copy"], after[137, "triton"]["backend_only"]) == \
        ("warp", 82.4, True)
    assert after[377, "triton"] == _entry(377, "smem", "triton", 99.0)
    assert "softmax bf16 377: kept (backend \"both\"'s Triton entry is there)" in capsys.readouterr().out
