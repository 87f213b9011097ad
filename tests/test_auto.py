"""strategy auto: the shipped table, the heuristic fallback, explain and emit."""
import json
import re

import pytest
from click.testing import CliRunner

from softgen.auto import H100, H200, choose, heuristic, load_table, table_entries
from softgen.cli import main
from softgen.errors import SoftgenError
from softgen.generator.plan import make_plan
from softgen.generator.spec import BACKWARD_OPS, KernelSpec


def test_shipped_table_covers_the_sweep():
    table, source = load_table(H100)
    assert "h100.json" in source
    for group, op, dtypes in (("entries", "softmax", ("fp32", "bf16", "fp16")),
                              ("backward", "softmax_backward", ("fp32", "bf16", "fp16")),
                              ("log_softmax_backward", "log_softmax_backward", ("bf16", "fp16"))):
        for dtype in dtypes:
            widths = [e["cols"] for e in table[group][dtype]]
            assert 128 in widths and 262144 in widths
            for e in table[group][dtype]:       # every entry is a valid kernel at its width
                make_plan(KernelSpec(op=op, strategy=e["strategy"], cols=e["cols"], dtype=dtype,
                                     backend=e["backend"], **e["tunables"]))


def test_h200_table_covers_the_sweep_and_the_widths_between():
    """The H200's table: its own entries at the sweep's widths in every op's group and dtype, the
    H100's between them to 262144 and entries at the seventy-first session's random widths (notes
    entry 154), each a valid kernel at its width, every op and dtype reading its own."""
    from softgen.bench.compare import SWEEP_WIDTHS
    table, source = load_table(H200)
    assert "h200.json" in source and table["device"] == H200 and "filled" in table["environment"]
    for op, group in (("softmax", "entries"), ("log_softmax", "log_softmax"), ("softmax_backward", "backward"),
                      ("log_softmax_backward", "log_softmax_backward")):
        for dtype in ("fp32", "bf16", "fp16"):
            timed_op, entries = table_entries(table, op, dtype)
            assert timed_op == op and entries is table[group][dtype]
            widths = {e["cols"] for e in entries}
            # the H100's fill stops at the H200's widest: past it its stage 7 / x 384 entries spill here;
            # bf16 log_softmax_backward's one entry past the sweep (262152, notes entry 196) is the H200's own
            widest = 262152 if (op, dtype) == ("log_softmax_backward", "bf16") else 262144
            assert len(widths) > 80 and max(widths) == widest
            assert all((e["strategy"], e["tunables"]) == ("cluster", {"cluster_size": 16, "stage": 4})
                       for e in entries if e["cols"] > 262144)
            missing = set(SWEEP_WIDTHS) - widths    # log_softmax: softmax's approx_rcp entries, left out
            assert all(e["tunables"].get("approx_rcp") for e in table["entries"][dtype] if e["cols"] in missing)
            assert not missing or op == "log_softmax"
            for e in entries:
                make_plan(KernelSpec(op=op, strategy=e["strategy"], cols=e["cols"], dtype=dtype,
                                     backend=e["backend"], **e["tunables"]))
    # the seventy-fifth session's entries (notes entry 158): 16-bit forward 97000-262144 on stage 7 at
    # a blocks bound, but the sweep's 131072, where stage 6 x 16 ran faster (round k)
    for group in ("entries", "log_softmax"):
        for dtype in ("bf16", "fp16"):
            by_width = {e["cols"]: e["tunables"] for e in table[group][dtype] if not e.get("backend_only")}
            assert by_width[262144]["stage"] == 7 and by_width[262144]["cluster_size"] == 16
            assert "blocks_per_sm" in by_width[262144]
            assert by_width[131072] == {"stage": 6, "cluster_size": 16}


@pytest.mark.parametrize("dtype, cols, strategy", [("fp32", 262144, "cluster"), ("bf16", 12345, "block"),
                                                   ("fp16", 128, "warp")])
def test_h200_choice_comes_from_its_table(dtype, cols, strategy):
    for op in ("softmax", "log_softmax", "softmax_backward", "log_softmax_backward"):
        choice = choose(KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype), device_name=H200, capability=(9, 0))
        assert "shipped table h200.json" in choice.reason and "timed as" not in choice.reason
        if op.endswith("softmax"):
            assert choice.spec.strategy == strategy


def test_entries_from_another_gpus_table_say_so(tmp_path, monkeypatch):
    """An entry carried from another GPU's table carries `timed_on`: auto's reason names that GPU
    and explain gives its % of copy only (its GB/s are the other GPU's: the H100's copy is about
    0.72 x the H200's), while the table's own entries give their GB/s.  (The shipped H200 table
    carried 34 such entries until the ninetieth session re-timed them; here one is marked so.)"""
    import softgen.auto as auto
    table = load_table(H200)[0]
    h100_entry = next(e for e in table["backward"]["bf16"] if e["cols"] == 236968)
    own_entry = next(e for e in table["backward"]["bf16"] if e["cols"] == 131072)
    h100_entry["timed_on"] = H100
    path = tmp_path / "h200.json"
    path.write_text(json.dumps(table))
    monkeypatch.setattr(auto, "tuned_table_path", lambda name: path)
    auto.forget_tables()
    try:
        carried = choose(KernelSpec(op="softmax_backward", strategy="auto", cols=236968, dtype="bf16"), H200, (9, 0))
        assert f"timed on {H100}" in carried.reason and carried.expected_gbps is None
        assert carried.expected_pct_copy == h100_entry["pct_copy"]
        own = choose(KernelSpec(op="softmax_backward", strategy="auto", cols=131072, dtype="bf16"), H200, (9, 0))
        assert "timed on" not in own.reason and own.expected_gbps == own_entry["gbps"]
        result = CliRunner().invoke(main, ["explain", "--cols", "236968,131072", "--dtype", "bf16", "--op",
                                           "softmax_backward", "--device", H200])
    finally:
        auto.forget_tables()
    assert result.exit_code == 0, result.output
    carried_line, own_line = [line for line in result.output.splitlines() if line.startswith("bf16 N=")]
    assert carried_line.endswith(f"% of copy, timed on {H100}); expected {h100_entry['pct_copy']:.0f}% of copy]")
    assert f"expected {own_entry['gbps']:.0f} GB/s" in own_line


def test_h200_table_is_timed_on_the_h200_alone():
    """The ninetieth session re-timed the 34 entries the H200 table carried from the H100's (round
    c): fp32 softmax 16388's x 4 stage 6 at 256 threads ran 93.3 here, x 2 stage 6 at 192 threads
    99.8, and it served 16448 at 91.5 (round a).  Every entry now gives the H200's GB/s."""
    table = load_table(H200)[0]
    assert not [(group, dtype, e["cols"]) for group in ("entries", "log_softmax", "backward", "log_softmax_backward")
                for dtype, entries in table[group].items() for e in entries if "timed_on" in e]
    choice = choose(KernelSpec(op="softmax", strategy="auto", cols=16388, dtype="fp32"), H200, (9, 0))
    assert (choice.spec.cluster_size, choice.spec.block_size, choice.expected_pct_copy) == (2, 192, 99.8)
    assert "timed on" not in choice.reason and choice.expected_gbps


def test_alignment_bound_keeps_an_entry_to_its_16_byte_alignment():
    """With "triton" alignment-bound, a Triton entry timed at an aligned width does not serve an
    unaligned one (nor the reverse); a CUDA entry still does, and without the bound both do."""
    from softgen.auto import _carries
    entry = {"cols": 232, "strategy": "warp", "backend": "triton"}
    for cols, aligned in ((243, False), (240, True), (231, False)):
        spec = KernelSpec(op="log_softmax_backward", strategy="warp", cols=cols, dtype="bf16", backend="triton")
        plan = make_plan(spec)
        assert _carries(entry, spec, plan)
        assert _carries(entry, spec, plan, ("triton",)) == aligned
        cuda = KernelSpec(op="log_softmax_backward", strategy="warp", cols=cols, dtype="bf16")
        assert _carries({**entry, "backend": "cuda"}, cuda, make_plan(cuda), ("triton",))
    odd = {"cols": 2443, "strategy": "block", "backend": "triton"}
    spec = KernelSpec(strategy="block", cols=2448, dtype="fp32", backend="triton")
    assert not _carries(odd, spec, make_plan(spec), ("triton",))


def test_alignment_bound_under_keeps_narrow_entries_to_their_alignment():
    """With "alignment_bound_under" 128, an entry under 128 columns serves rows of its own 16-byte
    alignment only, a CUDA one too (bf16 softmax CUDA warp at its own lanes 88% of copy at 40, 48
    at 45; notes entry 165); one at 128 serves either, as without the bound."""
    from softgen.auto import _carries
    entry = {"cols": 40, "strategy": "warp", "backend": "cuda"}
    for cols, aligned in ((41, False), (45, False), (48, True)):
        spec = KernelSpec(strategy="warp", cols=cols, dtype="bf16")
        assert _carries(entry, spec, make_plan(spec), ("triton",))
        assert _carries(entry, spec, make_plan(spec), ("triton",), narrow_bound=128) == aligned
        assert _carries({**entry, "cols": 128}, spec, make_plan(spec), ("triton",), narrow_bound=128)


@pytest.mark.parametrize("op,dtype,cols,backend,width,strategy,lanes", [
    ("softmax_backward", "fp32", 24, "both", 24, "warp", None),     # 128's 32 lanes a row ran 35.8% of copy
    ("softmax", "bf16", 40, "both", 40, "warp", None),              # Triton warp, 100.6
    ("softmax", "bf16", 40, "cuda", 40, "warp", None),              # its CUDA twin, 87.9
    ("softmax", "bf16", 44, "cuda", 45, "flat", 4),                 # not the aligned twin: 45's flat (entry 177)
    ("softmax", "bf16", 44, "both", 45, "flat", 4),
    # 16 lanes a row (130's): 12.0, own 37.3; since entry 179, 13's flat on one lane (104)
    ("log_softmax_backward", "bf16", 11, "both", 13, "flat", 1),
])
def test_h200_table_serves_narrow_rows_from_their_own_entries(op, dtype, cols, backend, width, strategy, lanes):
    """The H200 table's entries under 128 (rounds eightysecond d-e, notes entry 165) serve the
    rows under 128 of their own 16-byte alignment, either backend's, in place of the 128-column
    entries' lanes a row."""
    assert load_table(H200)[0]["alignment_bound_under"] == 128
    choice = choose(KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype, backend=backend), H200, (9, 0))
    assert f"at width {width} (" in choice.reason
    assert (choice.spec.strategy, choice.spec.threads_per_row) == (strategy, lanes)
    assert choice.spec.backend == ("triton" if (dtype, cols, backend) == ("bf16", 40, "both") else "cuda")


@pytest.mark.parametrize("op,dtype,cols,strategy,tunables", [
    # % of copy in the eighty-ninth session's rounds (H200, notes entry 172): the pick, then the
    # shape auto took there at the session's start
    ("softmax", "bf16", 8300, "block", {"block_size": 256}),         # 101.1; the default's 88.2
    ("log_softmax", "bf16", 9403, "block", {"block_size": 256}),     # 9388's: 99.3; 94.6
    ("softmax", "bf16", 10245, "cluster", {"cluster_size": 2, "stage": 6}),   # five packs: 100.3
    ("softmax", "bf16", 10250, "block", {"block_size": 256}),        # 99.2; six packs at x 2 94.1
    ("softmax_backward", "bf16", 25573, "cluster", {"cluster_size": 4}),      # 99.0; 89.4 at 256
    ("log_softmax_backward", "bf16", 66200, "cluster", {"cluster_size": 8}),  # 106.3; 89.7
    ("softmax_backward", "bf16", 80000, "cluster", {"cluster_size": 16, "stage": 1}),  # 105.2
    ("softmax_backward", "fp16", 84143, "cluster", {"cluster_size": 16, "stage": 4}),  # 104.0; 95.2
    ("log_softmax_backward", "fp16", 137169, "cluster", {"cluster_size": 12, "stage": 4}),  # 103.8; 92.4
    ("log_softmax_backward", "fp16", 154, "warp", {"threads_per_row": 8}),   # 105.1; 94.7
    ("log_softmax_backward", "fp32", 96000, "cluster", {"cluster_size": 12, "stage": 4}),  # 100.7; 95.5
])
def test_h200_table_serves_the_shapes_its_weak_bands_were_retimed_on(op, dtype, cols, strategy, tunables):
    """The eighty-ninth session's entries: CUDA block at 256 threads at 16-bit forward rows of
    8192-11000 (the default's three packs a thread ran 94-97), stage 4 at 16-bit backward rows not a
    multiple of 16 bytes (stage 1 ran 94-98) beside stage 1 at rows that are, and x 2 stage 6 only
    while it holds five packs a thread (from 10248 it takes six)."""
    choice = choose(KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype), H200, (9, 0))
    assert (choice.spec.strategy, choice.spec.backend, choice.spec.tunables()) == (strategy, "cuda", tunables)
    assert "shipped table h200.json" in choice.reason


@pytest.mark.parametrize("op,dtype,cols,strategy,backend,tunables", [
    # % of copy at fresh widths in the ninetieth session's rounds c, f and h (H200, notes entry
    # 173), backend "both": the pick, then auto on the table at the session's start
    ("softmax_backward", "fp32", 93500, "cluster", "cuda", {"cluster_size": 12, "stage": 4}),  # 100.9; 82.8
    ("log_softmax_backward", "fp32", 1048, "block", "triton", {}),          # 105.0; 77.8
    ("softmax_backward", "bf16", 1075, "warp", "triton", {"threads_per_row": 32, "rows_per_block": 2}),  # 107.9; 89.5
    ("softmax_backward", "bf16", 11800, "cluster", "cuda", {"cluster_size": 2}),             # 107.1; 93.3
    ("softmax_backward", "fp16", 8350, "block", "cuda", {}),                                  # 103.2; 93.1
    ("log_softmax_backward", "fp32", 8350, "block", "cuda", {"block_size": 512}),            # 103.7; 93.8
    ("softmax", "fp32", 16500, "cluster", "cuda", {"cluster_size": 4, "stage": 6}),          # 99.4; 94.7
    ("log_softmax_backward", "bf16", 493, "warp", "cuda", {}),                                # 107.7; 95.0
    ("log_softmax", "bf16", 21270, "cluster", "cuda", {"block_size": 256, "cluster_size": 2, "stage": 6,
                                                       "blocks_per_sm": 4}),                  # 100.0; 94.1
    ("softmax_backward", "fp32", 1470, "block", "triton", {}),              # 104.6; 94.9
    ("softmax_backward", "bf16", 6450, "cluster", "cuda", {"cluster_size": 2}),               # 98.7; 94.0
    ("softmax", "fp32", 4068, "cluster", "cuda", {"block_size": 128, "cluster_size": 2, "stage": 6,
                                                  "bulk_store": 1}),                         # 100.0; 93.8
    ("log_softmax", "fp32", 4092, "cluster", "cuda", {"block_size": 128, "cluster_size": 2, "stage": 6,
                                                      "bulk_store": 1}),                     # 101.0; 92.7-95.1 (rounds h-i)
])
def test_h200_table_serves_the_ninetieth_sessions_shapes(op, dtype, cols, strategy, backend, tunables):
    """The ninetieth session's entries, where auto at the session's start served an entry whose
    config does not carry (x 8 stage 2 from 90000-91445 at fp32 backward 92728-97098, smem at 256
    threads from 1024, online from 12345 at 16-bit softmax_backward) or one timed on the H100
    (fp32 softmax 16388), or whose entry ran under 97 (16-bit log_softmax 21422's default cluster;
    4096's Triton online twin at fp32 forward rows of 16-byte multiples 4040-4092)."""
    choice = choose(KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype, backend="both"), H200, (9, 0))
    assert (choice.spec.strategy, choice.spec.backend, choice.spec.tunables()) == (strategy, backend, tunables)
    assert "shipped table h200.json" in choice.reason


@pytest.mark.parametrize("op,dtype,cols,strategy,backend,tunables", [
    # % of copy at fresh widths in the ninety-first session's rounds e-f (H200, notes entry 174),
    # backend "both": the pick, then auto on the table at the session's start
    ("log_softmax", "bf16", 72522, "cluster", "cuda", {"block_size": 128, "cluster_size": 8, "stage": 7,
                                                       "blocks_per_sm": 8}),                  # 98.2; 92.9
    ("log_softmax", "fp16", 72194, "cluster", "cuda", {"block_size": 128, "cluster_size": 8, "stage": 7,
                                                       "blocks_per_sm": 8}),                  # 97.0; 92.7
    ("softmax", "fp16", 79882, "cluster", "cuda", {"block_size": 128, "cluster_size": 8, "stage": 7,
                                                   "blocks_per_sm": 8}),                      # 97.8; 94.0
    ("log_softmax", "fp16", 38822, "cluster", "cuda", {"block_size": 128, "cluster_size": 8, "stage": 6,
                                                       "blocks_per_sm": 8}),                  # 99.4; 94.3
    ("log_softmax", "bf16", 31443, "cluster", "cuda", {"cluster_size": 4, "stage": 6}),      # 99.3; 95.3
    ("log_softmax", "fp16", 7388, "block", "cuda", {"block_size": 128}),                     # 100.0; 93.9
    ("log_softmax", "bf16", 7620, "block", "cuda", {"block_size": 256}),                     # 101.6; 96.3
    ("softmax_backward", "bf16", 1229, "warp", "triton", {"threads_per_row": 32, "rows_per_block": 2}),  # 106.2; 96.2
])
def test_h200_table_serves_the_ninetyfirst_sessions_shapes(op, dtype, cols, strategy, backend, tunables):
    """The ninety-first session's entries, where auto at the session's start served cluster x 16
    stage 6 at 128 threads (16-bit forward 72000-80000; x 8 stage 7 at that shape runs 96-99),
    x 4 at its default stage, or x 2 stage 6 at 16-bit log_softmax 7300-7800 (block 100-101.6),
    or block at 128 threads at bf16 softmax_backward 1195-1229."""
    choice = choose(KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype, backend="both"), H200, (9, 0))
    assert (choice.spec.strategy, choice.spec.backend, choice.spec.tunables()) == (strategy, backend, tunables)
    assert "shipped table h200.json" in choice.reason


S224 = {"block_size": 224, "cluster_size": 16, "stage": 7, "blocks_per_sm": 4}


@pytest.mark.parametrize("op,dtype,cols,strategy,tunables", [
    # % of copy in the hundred-fifth session's rounds c-d and h (H200, notes entry 188): the pick,
    # then auto on the table at the session's start
    ("log_softmax", "fp32", 175086, "cluster", S224),                         # 96.6; 95.0
    ("log_softmax", "fp32", 177205, "cluster", S224),                         # 96.5; 93.6
    ("log_softmax", "fp32", 172000, "cluster", {"block_size": 192, "cluster_size": 16, "stage": 6}),  # slice in registers
    ("log_softmax", "fp32", 186000, "cluster", {"cluster_size": 16, "stage": 6}),   # 224 x 4 level from 185788
    ("softmax_backward", "fp32", 222551, "cluster", {"block_size": 384, "cluster_size": 16, "stage": 4}),  # 95.7; 92.6
    ("softmax", "fp16", 119657, "cluster", {"block_size": 128, "cluster_size": 12, "stage": 7, "blocks_per_sm": 8}),  # 96.0; 94.7
    ("softmax", "fp16", 169632, "cluster", {"block_size": 128, "cluster_size": 16, "stage": 7, "blocks_per_sm": 8}),  # 95.5; 91.6
    ("softmax", "bf16", 850, "block", {}),                                   # 101.2; 93.8 (921's Triton warp)
    ("softmax", "bf16", 877, "block", {}),                                   # 883's; 95.0 at 883
    ("log_softmax", "fp16", 861, "warp", {"threads_per_row": 32, "block_size": 128}),  # 101.2; 96.0 (856's block)
])
def test_h200_table_serves_the_hundredfifth_sessions_shapes(op, dtype, cols, strategy, tunables):
    """The hundred-fifth session's entries: fp32 log_softmax 173322-184270 at stage 7 x 16 x 224
    at four blocks (stage 6 at 256 threads ran 93.6-96.4), whose slice fits the registers under
    about 172032 columns, where the stage 6 entry at 170000 serves; fp32 softmax_backward about
    222000-225749 at x 16 stage 4 x 384; fp16 softmax 119799 at x 12 and 170850 at x 16 (128 x 8);
    16-bit rows of 845-910 not a multiple of 16 bytes at CUDA kernels of their own (bf16 softmax
    block, fp16 log_softmax warp at 32 lanes a row), where the aligned entries' Triton kernels
    do not carry."""
    choice = choose(KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype, backend="both"), H200, (9, 0))
    assert (choice.spec.strategy, choice.spec.backend, choice.spec.tunables()) == (strategy, "cuda", tunables)
    assert "shipped table h200.json" in choice.reason


@pytest.mark.parametrize("op,dtype,cols,backend,strategy,backend_picked", [
    # % of copy in the hundred-sixth session's round b (H200, notes entry 189): the pick, then
    # auto on the table at the session's start
    ("softmax", "bf16", 904, "both", "warp", "triton"),                       # 102.1; 100.9 (899's CUDA block)
    ("softmax", "bf16", 905, "both", "block", "cuda"),                        # odd rows keep 910's CUDA block
    ("softmax_backward", "fp16", 518, "both", "online", "triton"),            # 108.6 (517's); Triton warp 104.9
    ("softmax_backward", "fp16", 523, "both", "warp", "triton"),              # 104.9; 86.3 (Triton online)
    ("softmax_backward", "fp16", 541, "both", "warp", "triton"),              # 106.0; 102.4 (571's CUDA warp x 256)
    ("softmax_backward", "fp16", 523, "cuda", "warp", "cuda"),                # 102.4; 92.3 (512's CUDA block)
    ("softmax_backward", "bf16", 520, "both", "warp", "triton"),              # 107.6; 77.6 (Triton online)
])
def test_h200_table_serves_the_hundredsixth_sessions_short_rows(op, dtype, cols, backend, strategy, backend_picked):
    """The hundred-sixth session's entries: bf16 softmax's rows of 888-952 a multiple of 16 bytes
    at Triton warp (the hundred-fifth session's CUDA block entries at 850-910 serve the others);
    16-bit softmax_backward about 520-551 at Triton warp, with CUDA warp twins for backend
    "cuda", where Triton online runs 78-89% of copy (517's online entry keeps 514-519)."""
    choice = choose(KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype, backend=backend), H200, (9, 0))
    assert (choice.spec.strategy, choice.spec.backend) == (strategy, backend_picked)
    assert choice.spec.tunables() == {}
    assert "shipped table h200.json" in choice.reason


@pytest.mark.parametrize("op,dtype,cols,strategy,backend", [
    # % of copy in the hundred-sixth session's rounds c-d (H200, notes entry 189): the pick, then
    # auto (Triton online) on the table at the session's start
    ("softmax", "fp32", 526, "block", "cuda"),               # 99.8; 96.5
    ("softmax", "fp32", 536, "warp", "triton"),              # 101.8; 90.0
    ("log_softmax", "fp32", 530, "block", "cuda"),           # 99.4; 97.7
    ("log_softmax", "fp32", 519, "online", "triton"),        # 513's: 100.8 (CUDA block 99.8)
    ("softmax", "bf16", 1045, "block", "cuda"),              # 102.4; 69.3
    ("log_softmax", "bf16", 1057, "warp", "cuda"),           # 101.5; 77.0
    ("log_softmax", "fp16", 1041, "warp", "cuda"),           # 102.2; 81.0
    ("softmax", "fp16", 1032, "block", "cuda"),              # 101.4; 71.6
])
def test_h200_table_serves_past_a_power_of_two_off_triton_online(op, dtype, cols, strategy, backend):
    """The hundred-sixth session's forward entries just past 512 (fp32) and 1024 (16-bit) columns,
    where Triton online's program of one warp, 4 groups of 16 bytes a thread, ran 69-93% of copy."""
    choice = choose(KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype, backend="both"), H200, (9, 0))
    assert (choice.spec.strategy, choice.spec.backend, choice.spec.tunables()) == (strategy, backend, {})
    assert "shipped table h200.json" in choice.reason


@pytest.mark.parametrize("cols", [540, 544, 548, 552])
def test_h200_fp32_softmax_544_takes_cuda_block(cols):
    """fp32 softmax 544 (136 groups of 16 bytes, a multiple of 16 columns): 536's Triton warp entry
    served it and ran 91.9% of copy, CUDA block 100.5 (H200, notes entry 190, round a); 544's
    block entry serves 537-570 (548 / 552: block 99.4 / 99.8)."""
    choice = choose(KernelSpec(strategy="auto", cols=cols, dtype="fp32", backend="both"), H200, (9, 0))
    assert (choice.spec.strategy, choice.spec.backend) == ("block", "cuda")
    assert "fastest at width 544" in choice.reason


@pytest.mark.parametrize("cols,backend", [
    # % of copy in the hundred-seventh session's rounds d-g (H200, notes entry 190): auto on the
    # table before (Triton online, 3611's / 4180's entries), then on the table with the entries
    (3290, "cuda"),         # 95.9 -> 105.1
    (3640, "triton"),       # 96.5 -> 105.7 (3611's Triton block, in online's place)
    (3760, "triton"),       # 97.0 -> 105.6
    (4150, "cuda"),         # 96.1 -> 105.3 (4180's CUDA block, in online's place)
    (4230, "cuda"),         # 95.2 -> 105.4
])
def test_h200_bf16_softmax_backward_3275_to_4245_takes_block(cols, backend):
    """bf16 softmax_backward 3275-4245, where Triton online ran 95-99% of copy: the fastest of
    CUDA / Triton block where it led (103.6-106.8), Triton block on the odd rows it carries to."""
    choice = choose(KernelSpec(op="softmax_backward", strategy="auto", cols=cols, dtype="bf16", backend="both"),
                    H200, (9, 0))
    assert (choice.spec.strategy, choice.spec.backend) == ("block", backend)
    assert choice.spec.tunables() == {}


@pytest.mark.parametrize("op,dtype,cols,kernel", [
    # the hundred-eighth session's rounds c-d (H200, notes entry 191): widths models use where auto
    # ran 94-96% of copy and another kernel led by more than a point in both rounds
    ("log_softmax", "fp16", 11008, ("block", "cuda", {"block_size": 256})),    # 94.1 -> 98.0
    ("log_softmax", "fp16", 10950, ("block", "cuda", {"block_size": 256})),    # 96.9 -> 100.0 (odd)
    ("log_softmax", "fp16", 11160, ("block", "cuda", {"block_size": 256})),    # 96.6 -> 99.9
    ("softmax", "fp16", 16384, ("block", "cuda", {"block_size": 256})),        # 95.7 -> 97.0
    ("softmax", "bf16", 16384, ("block", "cuda", {"block_size": 256})),        # 95.6 -> 97.0
    ("log_softmax", "fp16", 16384, ("smem", "triton", {})),                    # 96.3 -> 97.5
    ("softmax", "bf16", 32768, ("cluster", "cuda", {"cluster_size": 4, "stage": 6})),      # 95.5 -> 97.0
    ("log_softmax", "fp32", 32768, ("cluster", "cuda", {"block_size": 256, "cluster_size": 8, "stage": 6,
                                                        "bulk_store": 1})),    # 96.0 -> 97.4
    # round g, then round h across the widths they serve
    ("softmax", "fp32", 18432, ("cluster", "cuda", {"block_size": 192, "cluster_size": 4, "stage": 6,
                                                    "bulk_store": 1})),       # 95.4 -> 98.3
    ("log_softmax", "fp32", 17900, ("cluster", "cuda", {"block_size": 192, "cluster_size": 4, "stage": 6,
                                                        "bulk_store": 1})),   # 97.7 -> 99.7
    ("log_softmax", "fp32", 6400, ("block", "cuda", {"block_size": 512})),    # 96.7 -> 99.8
    ("log_softmax", "fp32", 6301, ("block", "cuda", {"block_size": 512})),    # 95.5 -> 98.7 (odd)
    # beside them, widths the entries leave to their neighbours' kernels
    ("log_softmax", "fp32", 6601, ("cluster", "cuda", {"block_size": 256, "cluster_size": 2, "stage": 6,
                                                       "bulk_store": 1})),
    ("log_softmax", "fp16", 11314, ("cluster", "cuda", {"cluster_size": 2, "stage": 6})),
    ("softmax", "fp16", 16385, ("cluster", "cuda", {"cluster_size": 2, "stage": 6})),
    ("log_softmax", "fp16", 16385, ("cluster", "cuda", {"cluster_size": 2, "stage": 6})),
])
def test_h200_model_widths_take_the_hundredeighth_entries(op, dtype, cols, kernel):
    """The H200 table's entries at widths models use (6400, 11008, 16384, 18432, 32768) and where
    they stop: 16385 is not a multiple of 16 bytes, and the aligned 16384's kernel does not serve it."""
    choice = choose(KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype, backend="both"), H200, (9, 0))
    assert (choice.spec.strategy, choice.spec.backend, choice.spec.tunables()) == kernel


@pytest.mark.parametrize("cols,cluster_size", [
    # round f (notes entry 191), % of copy at stage 1 -> stage 6: the entries' own widths level
    # (16384 95.5 / 95.3, 32768 95.2 / 95.5), the aligned rows they serve ahead
    (16200, 2),     # 98.2 -> 100.0
    (16400, 2),     # 96.5 -> 100.0
    (30959, 4),     # 95.7 -> 100.5
    (32776, 4),     # 93.9 -> 97.1
])
def test_h200_bf16_log_softmax_takes_stage_6_for_stage_1(cols, cluster_size):
    """bf16 log_softmax's cluster entries at 16384, 30959 and 32768 run stage 6, not stage 1,
    which ran their aligned neighbours up to 5 points slower."""
    choice = choose(KernelSpec(op="log_softmax", strategy="auto", cols=cols, dtype="bf16", backend="both"),
                    H200, (9, 0))
    assert (choice.spec.strategy, choice.spec.tunables()) == ("cluster", {"cluster_size": cluster_size, "stage": 6})


def test_h200_fp16_log_softmax_16384_keeps_its_cuda_twin():
    """fp16 log_softmax 16384's Triton smem entry sits beside the cluster entry, which serves
    backend "cuda" (a call that cannot take Triton still gets the width's fastest CUDA kernel)."""
    choice = choose(KernelSpec(op="log_softmax", strategy="auto", cols=16384, dtype="fp16", backend="cuda"),
                    H200, (9, 0))
    assert (choice.spec.strategy, choice.spec.tunables()) == ("cluster", {"cluster_size": 2, "stage": 6})
    assert "fastest CUDA kernel at width 16384" in choice.reason


def test_h200_forward_holds_no_stage_1_entry():
    """No H200 forward entry runs cluster stage 1, CUDA twins included: stage 6 ran level or ahead
    wherever both were timed (notes entries 191-192; fp16 log_softmax 16384's twin 95.9 -> 96.4)."""
    table = load_table(H200)[0]
    stage_1 = [(op, dtype, e["cols"]) for op in ("softmax", "log_softmax") for dtype in ("fp32", "bf16", "fp16")
               for e in table_entries(table, op, dtype)[1] if e["tunables"].get("stage") == 1]
    assert stage_1 == []


S192 = {"stage": 6, "bulk_store": 1}


@pytest.mark.parametrize("op,cols,kernel", [
    # the hundred-ninth session's round a (H200, notes entry 192), medians of five
    ("log_softmax", 13824, ("cluster", {"block_size": 192, "cluster_size": 4, **S192})),   # 95.8 -> 97.5
    ("log_softmax", 13296, ("cluster", {"block_size": 192, "cluster_size": 4, **S192})),   # aligned: 12909's 256 x 2 before
    ("log_softmax", 13426, ("cluster", {"block_size": 192, "cluster_size": 4, **S192})),   # odd rows 13426-14758
    ("log_softmax", 14758, ("cluster", {"block_size": 192, "cluster_size": 4, **S192})),
    ("log_softmax", 14904, ("cluster", {"block_size": 192, "cluster_size": 4, **S192})),   # 15914's 256 x 4 before
    ("softmax", 53248, ("cluster", {"block_size": 192, "cluster_size": 8, **S192})),       # 95.8 -> 96.2
    ("softmax", 51600, ("cluster", {"block_size": 192, "cluster_size": 8, **S192})),
    ("log_softmax", 6093, ("cluster", {"block_size": 128, "cluster_size": 2, **S192})),    # 99.2 -> 100.4
    ("log_softmax", 6147, ("cluster", {"block_size": 128, "cluster_size": 2, **S192})),    # 99.0 -> 99.4
    # where they stop
    ("log_softmax", 13292, ("cluster", {"block_size": 256, "cluster_size": 2, **S192})),
    ("log_softmax", 13425, ("cluster", {"block_size": 256, "cluster_size": 2, **S192})),
    ("log_softmax", 14759, ("cluster", {"block_size": 256, "cluster_size": 4, **S192})),
    ("log_softmax", 14905, ("cluster", {"block_size": 256, "cluster_size": 4, **S192})),
    ("softmax", 51598, ("cluster", {"block_size": 256, "cluster_size": 4, **S192})),
    ("log_softmax", 6148, ("block", {"block_size": 512})),
])
def test_h200_fp32_takes_the_hundredninth_entries(op, cols, kernel):
    """The H200 table's fp32 entries at log_softmax 13824 and 6147 and softmax 53248, and where
    their neighbours' kernels take over."""
    choice = choose(KernelSpec(op=op, strategy="auto", cols=cols, dtype="fp32", backend="both"), H200, (9, 0))
    assert (choice.spec.strategy, choice.spec.tunables()) == kernel


@pytest.mark.parametrize("op,dtype,cols,kernel", [
    # rounds c-f (H200, notes entry 192): aligned rows that 8192's Triton online entries served,
    # at 84.5-98.4% of copy, take CUDA cluster entries
    ("softmax", "fp32", 7876, ("cluster", "cuda", {"block_size": 256, "cluster_size": 2, **S192})),   # 97.8 -> 101.7
    ("softmax", "fp32", 8188, ("cluster", "cuda", {"block_size": 256, "cluster_size": 2, **S192})),   # 97.0 -> 100.3
    ("softmax", "fp32", 8196, ("cluster", "cuda", {"block_size": 192, "cluster_size": 2, **S192})),   # 90.5 -> 100.0
    ("softmax", "fp32", 8380, ("cluster", "cuda", {"block_size": 192, "cluster_size": 2, **S192})),   # 85.4 -> 99.4
    ("softmax", "fp32", 8448, ("cluster", "cuda", {"block_size": 192, "cluster_size": 2, **S192})),   # 98.3 -> 98.7
    ("softmax", "fp32", 8197, ("cluster", "cuda", {"block_size": 192, "cluster_size": 2, **S192})),   # odd: 95.7 -> 101.3
    ("log_softmax", "fp32", 8556, ("cluster", "cuda", {"block_size": 192, "cluster_size": 2, **S192})),  # 92.1 -> 100.3
    ("log_softmax", "fp32", 8212, ("cluster", "cuda", {"block_size": 192, "cluster_size": 2, **S192})),  # 96.8 -> 100.7
    ("softmax_backward", "bf16", 8400, ("cluster", "cuda", {"cluster_size": 2})),                     # 89.7 -> 105.9
    # where Triton online led: the power of two itself
    ("softmax", "fp32", 8192, ("online", "triton", {})),
    ("log_softmax", "fp32", 8192, ("online", "triton", {})),
    ("softmax_backward", "bf16", 8192, ("online", "triton", {})),
])
def test_h200_aligned_rows_about_8192_leave_triton_online(op, dtype, cols, kernel):
    """The aligned rows about 8192 that 8192's Triton online entries served (fp32 softmax
    7876-8556, log_softmax 8024-8556, bf16 softmax_backward 8112-8600) take CUDA cluster entries
    where it ran slower: all but 8192 itself (fp32 softmax's from 8188 to 8196)."""
    choice = choose(KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype, backend="both"), H200, (9, 0))
    assert (choice.spec.strategy, choice.spec.backend, choice.spec.tunables()) == kernel


@pytest.mark.parametrize("op,dtype,cols,kernel", [
    # round hundredtenth a (H200, notes entry 193): rows over 2 KB that a Triton online entry
    # across the 16-element line served take the next entry's kernel
    ("softmax", "bf16", 1032, ("block", "cuda")),                     # 68.2 -> 101.4 (1024's online)
    ("log_softmax", "fp16", 1032, ("warp", "cuda")),                  # 79.7 -> 100.9
    ("softmax", "fp32", 4120, ("cluster", "cuda")),                   # 93.4 -> 100.5 (4096's online)
    ("softmax", "fp32", 516, ("block", "cuda")),                      # 96.9 -> 99.4 (512's online)
    ("log_softmax", "fp32", 8188, ("cluster", "cuda")),               # 97.2 -> 101.9 (8192's online)
    ("softmax_backward", "fp32", 4052, ("smem", "cuda")),             # 88.9 -> 99.9 (4096's online)
    ("log_softmax_backward", "fp32", 4208, ("smem", "cuda")),         # 101.5 -> 102.5 (4180's online)
    ("softmax_backward", "bf16", 4120, ("block", "cuda")),            # 96.7 -> 106.1 (4096's online)
    # rows of 2 KB and less keep them (the rule lost there: 103.3 -> 101.2, 103.6 -> 101.3)
    ("softmax", "fp32", 400, ("online", "triton")),
    ("log_softmax", "fp16", 960, ("online", "triton")),
    ("softmax", "bf16", 1016, ("online", "triton")),
    ("softmax_backward", "fp32", 508, ("online", "triton")),
    # past a power of two on the same side (round c: 4096's entry 92.4 at 4112 / 4128)
    ("softmax", "fp32", 4128, ("cluster", "cuda")),
    ("softmax_backward", "bf16", 4128, ("block", "cuda")),
    # round d: fp32 log_softmax 4100's Triton online entry gone (4104-4136 92.6-94.6 on it, 99.8-100.6
    # on cluster 128 x 2)
    ("log_softmax", "fp32", 4100, ("cluster", "cuda")),
    ("log_softmax", "fp32", 4136, ("cluster", "cuda")),
    # and the entries themselves, on their own side of the line
    ("softmax", "bf16", 1024, ("online", "triton")),
    ("softmax", "fp32", 4096, ("online", "triton")),
])
def test_h200_triton_online_entries_stop_at_the_16_element_line(op, dtype, cols, kernel):
    """Past 2 KB a row, a Triton online entry at a width on one side of the 16-element line, or of
    a power of two, does not serve a width on the other: the launcher peels the one and not the
    other, and tiles them to their powers of two."""
    choice = choose(KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype, backend="both"), H200, (9, 0))
    assert (choice.spec.strategy, choice.spec.backend) == kernel


WARP_32X4 = {"threads_per_row": 32, "block_size": 128}


@pytest.mark.parametrize("op,dtype,cols,kernel", [
    # rounds hundredeleventh b-d (H200, notes entry 194): nine CUDA entries 3-11 points under another
    # config at their own width take it; auto where they serve (before -> after, % of copy)
    ("log_softmax_backward", "fp32", 1536, ("smem", "cuda", {})),     # 94.9 -> 101.4 (torch 96.4)
    ("log_softmax_backward", "fp32", 1600, ("smem", "cuda", {})),     # 98.9 -> 103.8
    ("log_softmax_backward", "fp32", 1758, ("smem", "cuda", {})),     # 99.6 -> 102.9 (was 256 threads)
    ("log_softmax_backward", "fp32", 1850, ("smem", "cuda", {})),     # 101.4 -> 103.3
    ("log_softmax", "fp16", 656, ("warp", "cuda", WARP_32X4)),        # 99.0 -> 101.6
    ("log_softmax", "fp16", 777, ("warp", "cuda", WARP_32X4)),        # 91.6 -> 101.1 (781's block)
    ("log_softmax", "fp16", 800, ("warp", "cuda", WARP_32X4)),        # 95.3 -> 101.9
    ("log_softmax", "fp16", 864, ("warp", "cuda", WARP_32X4)),        # 97.6 -> 102.3
    ("softmax_backward", "bf16", 1206, ("smem", "cuda", {})),         # 94.3 -> 105.5 (was block 128)
    ("log_softmax_backward", "fp16", 500, ("block", "cuda", {})),     # 96.5 -> 105.7 (was smem)
])
def test_h200_stale_entries_take_the_faster_config(op, dtype, cols, kernel):
    """The H200 table's entries that ran several points under another config at their own width
    (fp16 log_softmax 781's block: 100.5 when tuned, 91.7 since) carry the faster one."""
    choice = choose(KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype, backend="both"), H200, (9, 0))
    assert (choice.spec.strategy, choice.spec.backend, choice.spec.tunables()) == kernel


@pytest.mark.parametrize("op,dtype,cols,kernel", [
    # rounds hundredtwelfth a-j (H200, notes entry 195): where the entry serving rows off the
    # 16-byte line, or 16-byte rows a few packs past a power of two, ran 5-12 points under another
    # config, that config serves them (before -> after, % of copy)
    ("log_softmax_backward", "fp16", 530, ("warp", "cuda", {})),     # 96.6 -> 106.6 (512's smem)
    ("log_softmax_backward", "fp16", 571, ("warp", "cuda", {})),     # 99.2 -> 106.7
    ("log_softmax_backward", "fp16", 605, ("warp", "cuda", {})),     # 101.5 -> 106.9
    ("softmax_backward", "fp16", 1209, ("block", "cuda", {})),       # 99.6 -> 107.3 (was 128 threads)
    ("log_softmax_backward", "fp16", 6733, ("cluster", "cuda", {"cluster_size": 2})),  # 95.4 -> 104.3
    ("log_softmax_backward", "fp16", 6833, ("cluster", "cuda", {"cluster_size": 2})),  # 93.3 -> 103.4
    ("log_softmax_backward", "fp16", 7701, ("cluster", "cuda", {"cluster_size": 2})),  # 8192's smem before
    ("log_softmax_backward", "bf16", 545, ("warp", "cuda", {})),     # 98.0 -> 105.5 (560's smem)
    ("softmax", "bf16", 10312, ("block", "cuda", {"block_size": 256})),  # 94.3 -> 100.2 (10240's cluster)
    ("softmax_backward", "fp32", 32832, ("cluster", "cuda", {"cluster_size": 12, "stage": 4})),  # 91.7 -> 99.0
    ("log_softmax_backward", "fp32", 32832, ("cluster", "cuda", {"cluster_size": 16, "stage": 4})),  # 91.4 -> 101.7
    ("log_softmax_backward", "fp32", 8224, ("block", "cuda", {"block_size": 512})),  # 91.6 -> 100.9
    ("log_softmax_backward", "bf16", 65600, ("cluster", "cuda", {"cluster_size": 8, "stage": 4})),  # 93.4 -> 104.8
    ("log_softmax_backward", "fp16", 65720, ("cluster", "cuda", {"cluster_size": 8, "stage": 4})),  # 90.7 -> 104.6
    # rounds hundredthirteenth a-b (H200, notes entry 196): 16-byte rows a few packs past a power
    # of two, where the power of two's entry ran under 95 and another config 8-25 points over it
    # (before -> after, % of copy; single runs)
    ("softmax_backward", "bf16", 1032, ("smem", "cuda", {})),        # 88.1 -> 107.0 (1023's block 128)
    ("log_softmax", "bf16", 2064, ("block", "cuda", {})),            # 95.0 -> 103.1 (was 128 threads)
    ("log_softmax", "bf16", 2104, ("block", "cuda", {})),            # 95.8 -> 102.8
    ("softmax_backward", "bf16", 131200, ("cluster", "cuda", {"cluster_size": 16, "stage": 4})),  # 82.9 -> 104.1
    ("softmax_backward", "fp16", 131136, ("cluster", "cuda", {"cluster_size": 16, "stage": 4})),  # 93.3 -> 103.6
    ("softmax_backward", "fp16", 131584, ("cluster", "cuda", {"cluster_size": 16, "stage": 4})),  # 84.8 -> 102.6
    ("log_softmax_backward", "bf16", 262184, ("cluster", "cuda", {"cluster_size": 16, "stage": 4})),  # 75.3 -> 100.0
    # rows off the 16-byte line past 65536: 65148's x 16 stage 1 ran 91.7-100.7 there (rounds h-i)
    ("log_softmax_backward", "fp16", 65663, ("cluster", "cuda", {"cluster_size": 8, "stage": 4})),  # 93.0 -> 103.9
    ("log_softmax_backward", "bf16", 65601, ("cluster", "cuda", {"cluster_size": 8, "stage": 4})),  # 98.2 -> 104.4
    ("softmax_backward", "bf16", 65663, ("cluster", "cuda", {"cluster_size": 8, "stage": 4})),      # 92.6 -> 103.7
    ("softmax_backward", "fp16", 65819, ("cluster", "cuda", {"cluster_size": 8, "stage": 4})),      # 93.8 -> 104.4
])
def test_h200_entries_off_the_16_byte_line_and_past_powers_of_two(op, dtype, cols, kernel):
    """The H200 table serves rows off the 16-byte line (fp16 log_softmax_backward 6833: 93.3 on
    6862's smem) and rows a few packs past a power of two (fp32 log_softmax_backward 8224: 91.6
    on 8192's cluster x 4; 16-bit softmax_backward 131200: 83 on 131072's cluster x 8) from entries
    of the config timed faster there."""
    choice = choose(KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype, backend="both"), H200, (9, 0))
    assert (choice.spec.strategy, choice.spec.backend, choice.spec.tunables()) == kernel


def test_peels_apart_takes_triton_online_rows_over_2_kb_across_the_line_or_a_power_of_two():
    """auto._peels_apart: Triton online only, rows over ONLINE_PEEL_BOUND_BYTES, across the
    16-element line or a power of two, either direction."""
    from softgen.auto import ONLINE_PEEL_BOUND_BYTES, _peels_apart

    def apart(entry_cols, cols, dtype="bf16", strategy="online", backend="triton"):
        spec = KernelSpec(strategy=strategy, cols=cols, dtype=dtype, backend=backend)
        return _peels_apart(entry_cols, spec, make_plan(spec))

    assert ONLINE_PEEL_BOUND_BYTES == 2048
    assert apart(1024, 1032) and apart(1032, 1024 + 16)         # 2064 bytes, either side
    assert not apart(1024, 1016)                                # 2032 bytes
    assert not apart(4112, 4160) and not apart(4100, 4108)      # same side of the line and of 4096
    assert apart(4096, 4112) and apart(4112, 4096)              # across 4096, both multiples of 16
    assert apart(512, 516, "fp32") and not apart(512, 508, "fp32")
    assert not apart(1024, 1032, backend="cuda")
    assert not apart(1024, 1032, strategy="block")


@pytest.mark.parametrize("cols,kernel", [
    (2247, ("smem", "triton")),     # round d: 94.7 on 2343's Triton block -> 98.8 Triton smem
    (2343, ("smem", "triton")),
    (2477, ("smem", "triton")),
    (2244, ("block", "cuda")),      # 2150's CUDA block, aligned and odd
    (2245 - 4, ("block", "cuda")),
    (2300, ("block", "triton")),    # aligned rows: 2448's Triton block
])
def test_h200_fp32_softmax_odd_rows_about_2343_take_triton_smem(cols, kernel):
    """fp32 softmax 2343's entry, which serves the odd rows of 2245-2477, is Triton smem (notes
    entry 192, round d), not Triton block with vec 1; aligned rows keep 2448's Triton block."""
    choice = choose(KernelSpec(op="softmax", strategy="auto", cols=cols, dtype="fp32", backend="both"), H200, (9, 0))
    assert (choice.spec.strategy, choice.spec.backend) == kernel


def test_only_the_h200_table_is_alignment_bound():
    """The H200 table's entries were timed at one width each: it holds Triton entries to their
    alignment.  The H100's were timed at their band edges too (fp32 softmax's Triton block from
    2792 ran 100.0-100.3 at odd 2793-2894): it leaves the rule out."""
    assert load_table(H200)[0]["alignment_bound"] == ["triton"]
    assert "alignment_bound" not in load_table(H100)[0]


def test_warps_bound_keeps_a_stage_6_entry_to_its_blocks_an_sm():
    """With warps_bound, 150001's bf16 stage 6 x 12 entry (224 threads, 7 packs a thread, four
    blocks an SM) serves 150300 (the same shape) but not 150683, where it holds 8 packs and three
    blocks fit (H200 151285: 80-81% of copy where x 16 runs 86); without the bound it serves both."""
    from softgen.auto import _carries
    entry = {"cols": 150001, "strategy": "cluster", "backend": "cuda"}
    for cols, same_blocks in ((150300, True), (150683, False), (149000, True)):
        spec = KernelSpec(strategy="cluster", cols=cols, dtype="bf16", cluster_size=12, stage=6)
        plan = make_plan(spec)
        assert _carries(entry, spec, plan)
        assert _carries(entry, spec, plan, warps_bound=True) == same_blocks
    # other stages hold their slice elsewhere: the bound leaves them be
    spec = KernelSpec(strategy="cluster", cols=150683, dtype="bf16", cluster_size=12, stage=1)
    assert _carries(entry, spec, make_plan(spec), warps_bound=True)


def test_only_the_h200_table_is_warps_bound():
    """The H200 table holds stage 6 entries to their blocks an SM, and auto's pick at bf16 softmax
    151285 is not 150001's x 12 there; the H100's table (band-tuned) leaves the rule out."""
    assert load_table(H200)[0]["warps_bound"] is True
    assert "warps_bound" not in load_table(H100)[0]
    choice = choose(KernelSpec(strategy="auto", cols=151285, dtype="bf16"), H200, (9, 0))
    assert choice.spec.cluster_size != 12 and "width 150001" not in choice.reason


@pytest.mark.parametrize("dtype", ["bf16", "fp16"])
@pytest.mark.parametrize("cols", [233, 238, 245, 250, 254])
def test_h200_odd_short_backward_rows_leave_an_aligned_triton_warp(dtype, cols):
    """232's Triton warp (107% of copy there) served 16-bit log_softmax_backward at 231-254: 45-49
    (81 at 254) at the widths not a multiple of 16 bytes, where CUDA's warp x 256 runs 105-107
    (H200, notes entry 155, round b; widths between those timed)."""
    choice = choose(KernelSpec(op="log_softmax_backward", strategy="auto", cols=cols, dtype=dtype, backend="both"),
                    device_name=H200, capability=(9, 0))
    assert (choice.spec.strategy, choice.spec.backend) == ("warp", "cuda")


@pytest.mark.parametrize("op, dtype, cols", [
    ("log_softmax_backward", "bf16", 189), ("log_softmax_backward", "fp16", 274), ("log_softmax_backward", "bf16", 380),
    ("log_softmax_backward", "fp32", 189)])
def test_h200_short_backward_rows_leave_triton_warp_padded_to_256(op, dtype, cols):
    """Between the H200's own entries at 128 and 256, bf16 log_softmax_backward took 256's Triton
    warp, its row padded to 256 (128's Triton entry does not carry past 128, and its CUDA twin
    serves backend "cuda" only): 38-69% of copy at 189 / 274, 85-87 at 375-380.  The filled table
    serves CUDA warp there: 100-107, and at fp32 189 104 (88 before; seed 7104, out of sample;
    notes entry 154, round e)."""
    choice = choose(KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype, backend="both"), device_name=H200,
                    capability=(9, 0))
    assert (choice.spec.strategy, choice.spec.backend) == ("warp", "cuda")


@pytest.mark.parametrize("op, dtype, cols, strategy, size, stage, threads", [
    ("softmax_backward", "fp32", 557, "block", None, None, 128),
    ("softmax_backward", "bf16", 132503, "cluster", 16, 4, None),
    ("softmax_backward", "fp32", 90004, "cluster", 8, 2, None),
    ("softmax_backward", "fp32", 35604, "cluster", 12, 4, None),
    ("log_softmax_backward", "fp32", 3280, "block", None, None, 256),
    ("log_softmax_backward", "fp32", 91453, "cluster", 8, 2, None)])
def test_h200_backward_entries_carried_from_the_h100_retimed(op, dtype, cols, strategy, size, stage, threads):
    """The backward's entries carried from the H100 table are timed on the H200 against their
    nearest H200-timed neighbours' configs, and the fastest entered (notes entry 163; % of copy
    at fresh widths, before -> after): fp32 softmax_backward 557 90.7 -> 103.7, bf16 132503
    91.1 -> 102.5, fp32 90004 93.7 -> 101.8 (round b); fp32 softmax_backward 35604 95.5 -> 102.0,
    log_softmax_backward 3280 95.2 -> 105.3, 91453 93.1 -> 102.2 (round ev)."""
    choice = choose(KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype), device_name=H200, capability=(9, 0))
    assert "timed on" not in choice.reason
    spec = choice.spec
    assert (spec.strategy, spec.cluster_size, spec.stage, spec.block_size) == (strategy, size, stage, threads)


@pytest.mark.parametrize("cols", [1, 100, 781, 3001, 20000, 100000, 262144, 400000])
@pytest.mark.parametrize("backend", ["cuda", "triton", "both"])
def test_choice_is_valid_for_any_width(cols, backend):
    choice = choose(KernelSpec(strategy="auto", cols=cols, dtype="bf16", backend=backend), device_name=H100)
    assert choice.spec.strategy != "auto"
    assert backend == "both" or choice.spec.backend == backend
    make_plan(choice.spec)


def test_exact_width_uses_its_entry():
    choice = choose(KernelSpec(strategy="auto", cols=4096, dtype="fp32"), device_name=H100)
    assert "fastest at width 4096" in choice.reason and choice.expected_gbps > 1000


def test_unknown_device_falls_back_to_heuristic():
    choice = choose(KernelSpec(strategy="auto", cols=100, dtype="fp32"), device_name="Some Other GPU",
                    capability=(8, 0))
    assert "heuristic" in choice.reason and choice.spec.strategy == "warp"
    wide = heuristic(KernelSpec(strategy="auto", cols=300000, dtype="fp32"), capability=(8, 0))
    assert wide.strategy == "online"            # no clusters before sm_90
    assert heuristic(KernelSpec(strategy="auto", cols=300000), capability=(9, 0)).strategy == "cluster"


@pytest.mark.parametrize("op,dtype,cols,capability,backend,strategy", [
    ("softmax", "bf16", 37, (8, 0), "both", "flat"),
    ("log_softmax", "fp32", 127, (9, 0), "cuda", "flat"),
    ("softmax", "bf16", 40, (9, 0), "both", "warp"),            # a multiple of 16 bytes: row by row
    ("softmax", "bf16", 129, (9, 0), "both", "warp"),           # past FLAT_CAP
    ("softmax_backward", "bf16", 37, (9, 0), "both", "flat"),
    ("log_softmax_backward", "bf16", 95, (8, 0), "cuda", "flat"),   # 190 bytes
    ("log_softmax_backward", "fp32", 47, (9, 0), "both", "flat"),   # 188 bytes
    ("softmax_backward", "bf16", 97, (9, 0), "both", "warp"),       # 194 bytes: past FLAT_BACKWARD_CAP_BYTES
    ("softmax_backward", "fp32", 49, (9, 0), "both", "warp"),
    ("softmax_backward", "bf16", 40, (9, 0), "both", "warp"),       # a multiple of 16 bytes
    ("softmax_backward", "bf16", 37, (9, 0), "triton", "warp"),
    ("softmax", "bf16", 37, (7, 5), "both", "warp"),            # no cp.async before sm_80
    ("softmax", "bf16", 37, (9, 0), "triton", "warp"),          # CUDA only
])
def test_heuristic_takes_flat_for_narrow_unaligned_rows(op, dtype, cols, capability, backend, strategy):
    """Without a table, rows that are not a multiple of 16 bytes take flat on sm_80 and newer:
    forward rows of up to 128 columns (H200, notes entry 177: 97-101% of copy where warp ran
    18-95), backward rows under 192 bytes (notes entry 179: 101-106 where auto ran 29-100)."""
    spec = heuristic(KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype, backend=backend), capability)
    assert spec.strategy == strategy
    make_plan(spec)


def test_flat_entries_serve_rows_of_their_own_alignment():
    """A flat entry carries to rows of its own 16-byte alignment only, in any table (flat ran
    below warp at aligned rows: bf16 softmax 256 91% of copy, warp 99)."""
    from softgen.auto import _carries
    entry = {"cols": 203, "strategy": "flat", "backend": "cuda"}
    for cols, carries in ((201, True), (205, True), (200, False), (208, False)):
        spec = KernelSpec(strategy="flat", cols=cols, dtype="bf16", threads_per_row=16)
        assert _carries(entry, spec, make_plan(spec)) == carries


def test_flat_entry_takes_flat_lanes_where_its_own_conflict():
    """bf16 log_softmax 33 from the entry at 35 (4 lanes a row, 100% of copy there): at 33 those
    lanes read shared memory 2.8 ways (1.0 at 35), so auto takes flat's own lanes for 33 (2, 1.9
    ways) and says so (round e: 33 on 35's lanes 92% of copy; round d, fp16 softmax 33: 4 lanes
    92.5, 2 lanes 101.3); at 34 the entry's lanes carry as they are."""
    entries = table_entries(load_table(H200)[0], "log_softmax", "bf16")[1]
    assert any(e["cols"] == 35 and e["strategy"] == "flat" and e["tunables"]["threads_per_row"] == 4 for e in entries)
    choice = choose(KernelSpec(op="log_softmax", strategy="auto", cols=33, dtype="bf16"), H200, (9, 0))
    assert choice.spec.strategy == "flat" and choice.spec.threads_per_row == 2
    assert "fastest at width 35" in choice.reason and "2 lanes a row (flat's rule) for the entry's 4" in choice.reason
    choice = choose(KernelSpec(op="log_softmax", strategy="auto", cols=34, dtype="bf16"), H200, (9, 0))
    assert (choice.spec.strategy, choice.spec.threads_per_row) == ("flat", 4) and "lanes a row" not in choice.reason


@pytest.mark.parametrize("op,dtype,cols,rows", [
    ("log_softmax", "bf16", 63, 128), ("log_softmax", "fp16", 63, 128), ("log_softmax", "bf16", 62, 128),
    ("softmax", "bf16", 63, 128), ("softmax", "bf16", 93, 128), ("log_softmax", "bf16", 94, 64),
])
def test_h200_table_takes_flat_tiles_of_more_rows_at_16bit_63_and_93(op, dtype, cols, rows):
    """16-bit rows of 61-63 and 93 columns taken as packs on 4 lanes ran 93-97% of copy at flat's
    default tile (1-2 rows a group between its barriers) and 99.5-101.7 at twice or four times
    the rows (notes entry 179, rounds g-h; round i: 16-bit log_softmax 63 94.9-95.3 -> 99.5-99.8)."""
    spec = choose(KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype, backend="cuda"), H200, (9, 0)).spec
    assert (spec.strategy, spec.row_packs, spec.threads_per_row, spec.rows_per_block) == ("flat", 1, 4, rows)


@pytest.mark.parametrize("op,dtype,cols,strategy,lanes", [
    ("log_softmax_backward", "bf16", 27, "flat", None),     # round c: warp's 29 entry 34% of copy, flat 105
    ("log_softmax_backward", "fp16", 3, "flat", None),      # 30 -> 103.5
    ("softmax_backward", "fp32", 27, "flat", None),         # 79 -> 99-101
    ("softmax_backward", "bf16", 63, "flat", 16),           # 16 lanes, 2.0 ways (103.6; 8 lanes 79.6)
    ("softmax_backward", "bf16", 40, "warp", None),         # a multiple of 16 bytes
    ("softmax_backward", "bf16", 111, "warp", None),        # warp leads past 100 columns (104 / 101)
    ("softmax_backward", "fp32", 63, "warp", None),         # and past 48 in fp32 (102-104 / 99-101)
])
def test_h200_table_takes_flat_for_narrow_unaligned_backward_rows(op, dtype, cols, strategy, lanes):
    """The H200 table's backward entries (notes entry 179, rounds a-c): flat at rows not a multiple
    of 16 bytes under about 100 16-bit columns or 48 fp32, where auto's row-by-row picks ran
    29-98% of copy and flat 99-106."""
    choice = choose(KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype, backend="cuda"), H200, (9, 0))
    assert choice.spec.strategy == strategy
    if lanes:
        assert choice.spec.threads_per_row == lanes


@pytest.mark.parametrize("op,dtype,cols,strategy", [
    ("softmax", "bf16", 37, "flat"), ("log_softmax", "fp16", 21, "flat"), ("softmax", "fp32", 45, "flat"),
    ("softmax", "bf16", 127, "flat"),
    ("softmax", "bf16", 40, "warp"),        # a multiple of 16 bytes: the H100's own 128-column entry
    ("softmax", "bf16", 131, "warp"),       # past the carried entries: the H100's own
    ("softmax_backward", "bf16", 37, "flat"), ("log_softmax_backward", "fp32", 45, "flat"),
    ("log_softmax_backward", "fp16", 99, "flat"),
    ("softmax_backward", "bf16", 40, "warp"),       # a multiple of 16 bytes
    ("softmax_backward", "bf16", 131, "warp"),
])
def test_h100_table_carries_the_h200s_flat_entries_under_127(op, dtype, cols, strategy):
    """The H100 table holds the H200 table's flat entries under 127 columns (forward: notes entry
    177; backward: entry 179), marked as timed on the H200 (no H100 lent; its rows there took
    128's entries): auto serves them to rows of their alignment under 128 and says where they
    were timed."""
    choice = choose(KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype), H100, (9, 0))
    assert choice.spec.strategy == strategy
    if strategy == "flat":
        assert "timed on NVIDIA H200" in choice.reason and choice.expected_gbps is None
    else:
        assert "timed on" not in choice.reason


def test_widths_past_every_entry_say_so():
    """A width no entry of the table serves (fp32 rows over the largest slice stage 7 holds)
    takes the heuristic, and the reason names the table, not a missing one."""
    choice = choose(KernelSpec(strategy="auto", cols=3000000, dtype="fp32"), device_name=H100, capability=(9, 0))
    assert choice.reason.startswith("heuristic by row size (no entry of shipped table h100.json serves")
    assert choice.spec.strategy == "cluster"
    unknown = choose(KernelSpec(strategy="auto", cols=100, dtype="fp32"), device_name="Some Other GPU",
                     capability=(8, 0))
    assert unknown.reason == "heuristic by row size (no tuning table for this device)"


def test_a_stage4_entry_does_not_carry_to_widths_where_dy_is_read_twice():
    """524288's backward stage 4 entry holds all of dy's slice in registers; just past it the
    slice outgrows them (part of dy read twice, another kernel), so auto takes the next entry;
    an entry timed with the rest streamed (1000000) serves widths that stream too."""
    def chosen(cols):
        return choose(KernelSpec(strategy="auto", op="softmax_backward", cols=cols, dtype="bf16"), device_name=H100)
    held = chosen(524288)
    assert held.spec.stage == 4 and not make_plan(held.spec).streams_dy_rest
    past = chosen(525000)
    assert make_plan(KernelSpec(op="softmax_backward", strategy="cluster", cols=525000, dtype="bf16",
                                stage=4, cluster_size=16)).streams_dy_rest
    assert "fastest at width 524288" not in past.reason and not make_plan(past.spec).streams_dy_rest
    wide = chosen(990000)
    assert "fastest at width 1000000" in wide.reason and make_plan(wide.spec).streams_dy_rest


def test_auto_needs_cols():
    with pytest.raises(SoftgenError, match="cols: strategy 'auto' specialises on the row width"):
        choose(KernelSpec(strategy="auto", dtype="fp32"), device_name=H100)


def test_explain_and_emit_auto(tmp_path):
    runner = CliRunner()
    result = runner.invoke(main, ["explain", "--cols", "4096,262144", "--dtype", "bf16", "--device", H100])
    assert result.exit_code == 0, result.output
    assert "bf16 N=4096: softmax_" in result.output and "% of copy" in result.output
    result = runner.invoke(main, ["emit", "--strategy", "auto", "--cols", "4096", "--dtype", "bf16",
                                  "--backend", "cuda", "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert list(tmp_path.glob("softmax_*_c4096_bf16_cuda*.cu"))


def test_explain_shows_the_row_loop_of_triton_block_and_smem():
    """softgen explain names row_loop for Triton block / smem plans, 0 as well as 1."""
    result = CliRunner().invoke(main, ["explain", "--cols", "2500,2051", "--dtype", "fp32", "--device", H100])
    assert result.exit_code == 0, result.output
    at_2500, at_2051 = result.output.split("fp32 N=2051")
    assert "_triton" in at_2500 and "vec=1," in at_2500 and at_2500.splitlines()[1].endswith("row_loop=0")
    assert "_triton" in at_2051 and at_2051.splitlines()[1].endswith("row_loop=1")


@pytest.mark.parametrize("cols", [1, 781, 4096, 12345, 50000, 262144, 400000])
@pytest.mark.parametrize("dtype", ["fp32", "bf16", "fp16"])
def test_backward_choice_is_valid_for_any_width(cols, dtype):
    for op in ("softmax_backward", "log_softmax_backward"):
        choice = choose(KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype), device_name=H100)
        assert choice.spec.op == op and choice.spec.strategy != "auto"
        make_plan(choice.spec)


def test_tuning_one_op_keeps_the_other(tmp_path):
    from softgen.bench.tune import merge, save
    path = tmp_path / "table.json"
    forward = {"device": "GPU", "environment": {}, "entries": {"fp32": [{"cols": 1}], "bf16": [{"cols": 2}]}}
    save(forward, path)
    backward = {"device": "GPU", "environment": {"new": 1}, "backward": {"fp32": [{"cols": 3}]}}
    merged = merge(backward, path)
    assert merged["entries"] == forward["entries"] and merged["backward"] == backward["backward"]
    retuned = merge({"device": "GPU", "environment": {}, "entries": {"fp32": [{"cols": 4}]}}, save(merged, path))
    assert retuned["entries"] == {"fp32": [{"cols": 1}, {"cols": 4}], "bf16": [{"cols": 2}]}
    assert "backward" in retuned
    replaced = merge({"device": "GPU", "environment": {}, "entries": {"bf16": [{"cols": 2, "new": 1}]}}, path)
    assert replaced["entries"]["bf16"] == [{"cols": 2, "new": 1}]
    other = {"device": "Other GPU", "environment": {}, "entries": {}}
    assert merge(other, path) == other              # another device's table is replaced


@pytest.mark.parametrize("dtype,cols,entry", [
    ("fp32", 262143, 262143), ("fp32", 250001, 262143), ("fp32", 250000, 262144), ("fp32", 262144, 262144),
    ("fp32", 262145, 262145), ("fp32", 131071, 131071), ("fp32", 131072, 131072), ("fp32", 1023, 1025),
    ("fp32", 1020, 1024), ("bf16", 32769, 32767), ("bf16", 32760, 32768), ("bf16", 12345, 12345)])
def test_odd_widths_take_odd_entries(dtype, cols, entry):
    """Among the entries about as near as the nearest, one of the width's 16-byte alignment comes
    first: an odd width runs peeled (fp32 200001 from 262144's entry 90% of copy, from 262143's
    96; notes entry 87), an aligned one takes an aligned entry."""
    choice = choose(KernelSpec(strategy="auto", cols=cols, dtype=dtype, backend="both"), device_name=H100)
    assert f"fastest at width {entry} " in choice.reason


@pytest.mark.parametrize("op", ["softmax_backward", "log_softmax_backward"])
@pytest.mark.parametrize("cols,entry", [(262144, 262144), (262151, 262145), (263000, 262152), (263001, 262145),
                                        (265000, 262152), (266047, 262145), (268000, 270000)])
def test_16bit_backward_past_262144_takes_stage4(op, cols, entry):
    """Past 262144 the 16-bit backward's 262144 entry ran 84-97% of copy (H100, notes entry 127,
    round k), where stage 4 x 16 runs 101-102: stage 4 serves from 262145 (odd widths) and
    262152 (aligned ones, which rank aligned entries first)."""
    choice = choose(KernelSpec(op=op, strategy="auto", cols=cols, dtype="fp16"), device_name=H100)
    assert f"fastest at width {entry} " in choice.reason
    if cols > 262144:
        assert (choice.spec.strategy, choice.spec.stage, choice.spec.cluster_size) == ("cluster", 4, 16)


@pytest.mark.parametrize("cols,cluster_size", [(81000, 16), (81920, 16), (81921, 16), (82000, 8), (82001, 8),
                                                (82500, 8), (84000, 8)])
def test_bf16_softmax_stage6_steps_to_x8_past_81921(cols, cluster_size):
    """bf16 softmax at stage 6 x 16 ran 101.4-102.1% of copy to 81921 and 96.2-96.9 at 82000-82500
    (H100, notes entry 128, rounds e-f), where x 8 runs 101.2-102.0: a pair of each alignment on
    either side of the step."""
    choice = choose(KernelSpec(op="softmax", strategy="auto", cols=cols, dtype="bf16"), device_name=H100)
    assert (choice.spec.strategy, choice.spec.stage, choice.spec.cluster_size) == ("cluster", 6, cluster_size)


@pytest.mark.parametrize("op", ["softmax", "log_softmax"])
@pytest.mark.parametrize("cols", [160000, 162360, 162361, 175000, 195000])
def test_fp32_forward_stage6_at_256_threads_from_160000(op, cols):
    """fp32 softmax at 162360 ran 92.3% of copy on stage 6's default shape (H100, notes entry 128,
    round g); 256 threads a block run 99.4-100.0 over 158000-199000 in both forward ops."""
    spec = _served(op, "fp32", cols)
    assert (spec.strategy, spec.stage, spec.block_size) == ("cluster", 6, 256)


def _served(op, dtype, cols, backend="cuda"):
    """The spec auto serves on the H100 table (backend "both": Triton entries too)"""
    spec = KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype, backend=backend)
    return choose(spec, device_name=H100).spec


def _served_shape(op, dtype, cols):
    spec = _served(op, dtype, cols)
    plan = make_plan(spec)
    return spec.strategy, spec.stage, plan.block_size, plan.packs_per_thread


@pytest.mark.parametrize("op, dtype", [("log_softmax", "bf16"), ("log_softmax", "fp16"), ("softmax", "fp16")])
@pytest.mark.parametrize("cols", [142000, 143353, 143360, 143361])
def test_16bit_stage6_keeps_five_blocks_of_seven_packs_to_143361(op, dtype, cols):
    """Stage 6 x 16's default, 160 threads at 7 packs and five blocks an SM, ran 100.4-101.3% of
    copy up to 143361 (H100, notes entry 129, round f) and steps to 8 packs there."""
    assert _served_shape(op, dtype, cols) == ("cluster", 6, 160, 7)


@pytest.mark.parametrize("op, dtype", [("log_softmax", "bf16"), ("log_softmax", "fp16"), ("softmax", "fp16")])
@pytest.mark.parametrize("cols", [143368, 143369, 145001, 150001, 157443])
def test_16bit_stage6_past_143361_leaves_160_threads_at_eight_packs(op, dtype, cols):
    """160 threads at 8 packs ran 96.0-98.3% of copy at 143369-151001 at four blocks an SM and
    98.0-99.2 at five; 192 threads (log_softmax) and 256 (fp16 softmax from 150001) ran 98.4-100.4
    (H100, notes entry 129, rounds b-f)."""
    strategy, stage, threads, _ = _served_shape(op, dtype, cols)
    assert (strategy, stage) == ("cluster", 6) and threads in (192, 256)


@pytest.mark.parametrize("dtype", ["bf16", "fp16"])
@pytest.mark.parametrize("cols", [164000, 165000, 166000])
def test_16bit_softmax_six_packs_at_256_threads_take_four_blocks(dtype, cols):
    """Stage 6 x 16 at 256 threads steps to six packs past 163840, which ran 89.6-90.4% of copy
    at three blocks an SM (H100, notes entry 129, round c); bound to four (64 registers, no
    spills) they run 99.9-101.2 at 163841-166891, +0.2-1.6 over the table before in fp16, -0.2 to
    +0.8 in bf16
    (notes entry 138, round k)."""
    spec = _served("softmax", dtype, cols)
    plan = make_plan(spec)
    assert (spec.strategy, spec.stage, plan.block_size, plan.packs_per_thread) == ("cluster", 6, 256, 6)
    assert plan.min_blocks == 4


@pytest.mark.parametrize("cols", [141776, 150001, 158556, 163840, 166000])
def test_bf16_softmax_stage6_from_141776(cols):
    """bf16 softmax's stage 1 x 16 ran 96.4-98.8% of copy at 141776-166000; stage 6 at 192 threads
    98.4-100.7 (H100, notes entries 129-130), and at four blocks of 256 from 141776 +0.1-1.4 over
    that (notes entry 138)."""
    assert _served_shape("softmax", "bf16", cols)[:3] == ("cluster", 6, 256)


@pytest.mark.parametrize("dtype", ["bf16", "fp16"])
@pytest.mark.parametrize("cols", [157443, 160640, 163840, 165000, 166890])
def test_16bit_log_softmax_stage6_at_192_threads_to_166890(dtype, cols):
    """16-bit log_softmax's stage 1 x 16 (the 163840 entry) ran 97.1-98.9% of copy at
    160640-166891; stage 6 x 16 at 192 threads 98.4-100.7 (H100, notes entry 130, round f)."""
    assert _served_shape("log_softmax", dtype, cols)[:3] == ("cluster", 6, 192)


@pytest.mark.parametrize("op, dtype", [("softmax", "bf16"), ("softmax", "fp16"), ("log_softmax", "bf16"),
                                       ("log_softmax", "fp16")])
@pytest.mark.parametrize("cols, stage", [(196616, 6), (196617, 6), (198000, 6), (199001, 6), (200704, 6), (200711, 6),
                                         (200712, 1), (200713, 1), (200821, 1), (201000, 1)])
def test_16bit_forward_stage6_at_224_threads_to_200711(op, dtype, cols, stage):
    """16-bit stage 6 x 16 at 224 threads x 7 packs, four blocks an SM, ran 100.4-101.5% of copy
    at 196620-200703 where the table's stage 1 ran 96.1-99.4 (bf16; fp16 softmax level), and
    steps to 8 packs and three blocks at 200712 / 200713 (aligned / odd), 95.0 at fp16 200712;
    stage 1 serves from there (H100, notes entry 131, round d)."""
    spec = _served(op, dtype, cols)
    plan = make_plan(spec)
    assert (spec.strategy, spec.stage) == ("cluster", stage)
    if stage == 6:
        assert (plan.block_size, plan.packs_per_thread, plan.min_blocks) == (224, 7, 4)


@pytest.mark.parametrize("dtype", ["bf16", "fp16"])
@pytest.mark.parametrize("op, cols, strategy, threads", [
    ("softmax", 8193, "block", 128), ("softmax", 8199, "block", 128), ("softmax", 8200, "block", 352),
    ("softmax", 8672, "block", 384), ("softmax", 9001, "block", 384), ("softmax", 10344, "block", 448),
    ("log_softmax", 8428, "smem", 256), ("log_softmax", 8429, "block", 352), ("log_softmax", 10344, "block", 448)])
def test_16bit_forward_block_past_8199(op, dtype, cols, strategy, threads):
    """softmax's 8192 entry, block at 128 threads, holds 16-bit rows to 8199; past it 12345's
    Triton smem served to 10346 at 98.6-101.6% of copy, where block at its default threads runs
    102.1-103.0.  log_softmax's 8192 entry (smem) serves to 8428, then block in place of Triton
    smem (100.4-101.5 -> 102.3-103.2; H100, notes entry 132, rounds g-h).  From 10345 the odd
    12345 entry serves (stage 6 x 2 since round l)."""
    spec = _served(op, dtype, cols)
    assert (spec.strategy, spec.backend, make_plan(spec).block_size) == (strategy, "cuda", threads)


@pytest.mark.parametrize("op, dtype", [("softmax", "bf16"), ("softmax", "fp16"), ("log_softmax", "bf16"),
                                       ("log_softmax", "fp16")])
@pytest.mark.parametrize("cols", [10347, 12345, 12744, 13288, 14222, 16384])
def test_16bit_forward_stage6_from_10347(op, dtype, cols):
    """12345's Triton smem served 16-bit softmax / log_softmax at 10347-14222 at 98.9-100.3% of
    copy (quack 101.2-101.3 at bf16 12744 / 13288), and log_softmax's 16384 entry, smem, served
    its aligned and odd neighbours at 95.3-99.2 (15679-19000); stage 6 x 2, 16384's softmax
    entry, runs 98.9-102.7 there (H100, notes entry 132, rounds k-o).  x 4 x 128 took over from
    about 13550 (notes entry 145; log_softmax 16384 keeps x 2)."""
    spec = _served(op, dtype, cols)
    x4 = cols == 14222 or (cols == 16384 and op == "softmax")
    assert (spec.strategy, spec.stage, spec.cluster_size) == ("cluster", 6, 4 if x4 else 2)


@pytest.mark.parametrize("op, dtype, cols, stage, size, threads", [
    ("log_softmax", "fp32", 199500, 6, 16, 256), ("log_softmax", "fp32", 200000, 6, 16, 256),
    ("log_softmax", "bf16", 132530, 6, 16, None), ("log_softmax", "fp16", 134001, 6, 16, None),
    ("log_softmax", "bf16", 136967, 6, 16, None),
    ("softmax_backward", "bf16", 11386, None, 4, None), ("softmax_backward", "bf16", 14222, None, 4, None),
    ("log_softmax_backward", "bf16", 11386, None, 4, None), ("log_softmax_backward", "bf16", 12345, None, 4, None)])
def test_weak_entries_retimed(op, dtype, cols, stage, size, threads):
    """Entries the weak-entries audit listed, timed across their bands against their neighbours'
    configs (H100, notes entry 132, rounds p-q, % of copy): fp32 log_softmax 200000's stage 1
    97.1-97.2 -> stage 6 x 16 x 256 99.5; 16-bit log_softmax 134001's stage 1 98.1-99.5 ->
    stage 6 x 16 99.6-101.1; bf16 softmax_backward / log_softmax_backward 12345's cluster x 2
    103.8-104.5 -> x 4 104.2-104.8 (the entries' recorded 99.1-99.6 were noisy timings)."""
    spec = _served(op, dtype, cols)
    assert (spec.strategy, spec.stage, spec.cluster_size, spec.block_size) == ("cluster", stage, size, threads)


@pytest.mark.parametrize("dtype", ["bf16", "fp16"])
@pytest.mark.parametrize("cols", [2057, 2200, 2569])
def test_16bit_log_softmax_block_x128_past_2048(dtype, cols):
    """3000's block at its default threads served 16-bit log_softmax at 2057-2569 (2048's Triton
    block pads rows past it to 4096) at 101.6-102.3% of copy; block at 128 threads 101.8-102.7
    (H100, notes entry 132, rounds i and s)."""
    spec = _served("log_softmax", dtype, cols)
    assert (spec.strategy, spec.backend, spec.block_size) == ("block", "cuda", 128)


@pytest.mark.parametrize("cols, strategy", [(2792, "block"), (2894, "block"), (2895, "cluster"), (3000, "cluster"),
                                            (3505, "cluster")])
def test_fp32_softmax_triton_block_to_2894(cols, strategy):
    """fp32 softmax's Triton block at its default warps (4 at 2793-2990) ran 100.0-100.3% of copy
    at 2793-3505, at 16 warps 100.4-101.3 from 2820 (99.4-99.7 at 2793; liger 100.8 at 3000);
    the default keeps 2792's entry to 2894 (H100, notes entry 132, rounds d, s and t).  From
    2895 CUDA cluster stage 6 x 2 x 128 with bulk stores replaces 16 warps: +0.8-1.3 at
    2895-3505 (notes entry 144, round m)."""
    spec = _served("softmax", "fp32", cols, backend="both")
    assert spec.strategy == strategy
    assert spec.backend == ("triton" if strategy == "block" else "cuda")


@pytest.mark.parametrize("dtype", ["bf16", "fp16"])
@pytest.mark.parametrize("cols", [5019, 5800, 6944, 7039, 8013])
def test_16bit_log_softmax_block_at_5019_8013(dtype, cols):
    """8192's smem served 16-bit log_softmax from 5793 at 98.9-100.6% of copy; block at its default
    threads (the 6150 and 7839 entries) runs 99.8-102.7 at 5800-8014 (H100, notes entry 132,
    rounds u-v)."""
    spec = _served("log_softmax", dtype, cols)
    assert (spec.strategy, spec.backend, spec.block_size) == ("block", "cuda", None)


@pytest.mark.parametrize("dtype", ["bf16", "fp16"])
@pytest.mark.parametrize("op, cols, threads", [("log_softmax", 670, 256), ("log_softmax", 706, 256),
                                               ("log_softmax", 760, 256), ("softmax", 706, None), ("softmax", 740, None)])
def test_16bit_forward_cuda_warp_at_663_760(dtype, op, cols, threads):
    """781's Triton entries (bf16 smem, which 16-bit log_softmax reads; fp16 softmax warp) served
    16-bit softmax / log_softmax from 697 / 630 at 97.7-101.5% of copy; CUDA warp (at 256
    threads for log_softmax) runs 101.5-102.2 there (H100, notes entry 133, rounds c-e)."""
    spec = _served(op, dtype, cols, backend="both")
    assert (spec.strategy, spec.backend, spec.block_size) == ("warp", "cuda", threads)


@pytest.mark.parametrize("dtype", ["bf16", "fp16"])
@pytest.mark.parametrize("cols, threads", [(576, None), (600, None), (1112, 128), (1168, 128), (1200, 128)])
def test_16bit_softmax_block_at_545_1200(dtype, cols, threads):
    """622's warp (16 lanes a row in fp16), 1101's warp (bf16) or block (fp16) and from about 1188
    1280's block served 16-bit softmax at 576-600 and 1112-1200 at 101.4-102.0% of copy (quack
    102.6 at fp16 576, 102.3 at 1128); block at its default threads (576's entry) and at 128
    (1128's) runs 102.0-103.0 (H100, notes entry 133, rounds g-k)."""
    spec = _served("softmax", dtype, cols, backend="both")
    assert (spec.strategy, spec.backend, spec.block_size) == ("block", "cuda", threads)


@pytest.mark.parametrize("dtype", ["bf16", "fp16"])
@pytest.mark.parametrize("cols, strategy, threads", [(540, "warp", 256), (560, "block", None), (600, "block", None),
                                                     (640, "block", None), (656, "block", None), (658, "warp", 256)])
def test_16bit_log_softmax_block_at_544_656(dtype, cols, strategy, threads):
    """512's and 740's warp at 256 threads served 16-bit log_softmax at 544-652 at 101.8-102.3% of
    copy; block at its default threads (576's entry, to 656 at aligned widths, then 740's warp
    again) runs 102.0-102.8 (H100, notes entry 133, rounds j-k)."""
    spec = _served("log_softmax", dtype, cols, backend="both")
    assert (spec.strategy, spec.block_size) == (strategy, threads)


@pytest.mark.parametrize("op, dtype, cols, strategy, threads", [
    ("softmax_backward", "bf16", 640, "block", 128), ("softmax_backward", "bf16", 740, "block", 128),
    ("log_softmax_backward", "bf16", 540, "warp", 256), ("log_softmax_backward", "bf16", 600, "warp", 256),
    ("log_softmax_backward", "bf16", 640, "block", 128), ("log_softmax_backward", "bf16", 720, "block", 128),
    ("softmax_backward", "fp16", 640, "warp", 256), ("softmax_backward", "fp16", 680, "warp", 256),
    ("softmax_backward", "fp16", 720, "block", 128), ("softmax_backward", "fp16", 760, "block", 128),
    ("log_softmax_backward", "fp16", 560, "block", None), ("log_softmax_backward", "fp16", 609, "block", None),
    ("log_softmax_backward", "fp16", 660, "block", 128), ("log_softmax_backward", "fp16", 720, "block", 128)])
def test_16bit_backward_at_520_760(op, dtype, cols, strategy, threads):
    """The warp entries at 512-781 served 16-bit backward at 520-760 at 104.2-105.3% of copy;
    warp at 256 threads and block (at 128 threads from about 620) run 104.6-106.1 (H100, notes
    entry 133, rounds b-e)."""
    spec = _served(op, dtype, cols)
    assert (spec.strategy, spec.block_size) == (strategy, threads)


@pytest.mark.parametrize("op", ["softmax_backward", "log_softmax_backward"])
@pytest.mark.parametrize("cols, strategy, threads", [(258, "warp", None), (266, "block", None), (290, "block", None),
                                                     (297, "block", 128), (340, "block", 128), (375, "block", 128),
                                                     (376, "smem", 128), (474, "smem", 128)])
def test_fp32_backward_block_at_266_375(op, cols, strategy, threads):
    """256's warp served fp32 backward to 362, at 101.1-101.7% of copy at 266-307; block at its
    default threads (270's entry) runs 102.0-102.2 there (notes entry 133), and at 128 threads
    (320's entry, from 296) 102.7-103.8 at 300-375, where 270's block had served at 101.9-102.6;
    smem at 128 threads (440's entry, as 512's) from 376, 102.7-103.9 (H100, notes entry 134,
    rounds a-c)."""
    spec = _served(op, "fp32", cols)
    assert (spec.strategy, spec.block_size) == (strategy, threads)


@pytest.mark.parametrize("cols, strategy, backend, threads", [(440, "smem", "triton", None), (474, "smem", "triton", None),
                                                              (475, "block", "cuda", 128), (496, "block", "cuda", 128),
                                                              (511, "block", "cuda", 128), (512, "block", "cuda", 128),
                                                              (600, "block", "cuda", 128)])
def test_fp32_softmax_cuda_block_x128_at_475_632(cols, strategy, backend, threads):
    """512's Triton smem served fp32 softmax at 475-511 at 99.8-100.3% of copy; CUDA block at 128
    threads (512's entry now) runs 100.5-101.4 there, level at 512-632, and 440's Triton smem
    keeps 379-474, where block at 128 threads runs 97-99 (H100, notes entry 134, rounds a-c)."""
    spec = _served("softmax", "fp32", cols, backend="both")
    assert (spec.strategy, spec.backend, spec.block_size) == (strategy, backend, threads)


@pytest.mark.parametrize("cols, strategy, backend, threads", [(255, "warp", "triton", None), (257, "block", "cuda", 64),
                                                              (259, "block", "cuda", 64), (338, "block", "cuda", 64),
                                                              (340, "smem", "triton", None), (474, "smem", "triton", None),
                                                              (475, "block", "cuda", 128), (511, "block", "cuda", 128),
                                                              (600, "block", "cuda", 128)])
def test_fp32_log_softmax_block_x64_at_257_338_and_x128_at_475_632(cols, strategy, backend, threads):
    """128's warp served fp32 log_softmax's peeled rows at 257-259 (99.4-99.6% of copy; no Triton
    entry carries them) and 512's Triton smem 475-511 (99.7-100.1); block at 64 threads (260's
    entry, aligned so that the odd widths under 256 stay on 256's Triton warp) runs 100.3-100.5 at
    257-259 and level to 338, block at 128 threads (512's) 100.4-101.3 at 482-515 and level to
    632, and 440's Triton smem keeps 339-474, where block x 128 runs 94.6-98.7 at 380-440 (H100,
    notes entry 135, rounds a and c)."""
    spec = _served("log_softmax", "fp32", cols, backend="both")
    assert (spec.strategy, spec.backend, spec.block_size) == (strategy, backend, threads)


@pytest.mark.parametrize("op", ["softmax", "log_softmax"])
@pytest.mark.parametrize("cols, one_row", [(2051, False), (2052, True), (2333, True), (2792, True), (2894, True),
                                           (2895, False)])
def test_fp32_triton_block_without_row_loop_at_2052_2894(op, cols, one_row):
    """2792's Triton block (softmax) and 3000's CUDA block x 256 (log_softmax) served fp32 at
    2052-2894 at 100.1-101.0% of copy; Triton block loading element by element (vec 1) with no
    row loop (row_loop 0; the loop cost those loads 2-6 points) runs 100.0-101.1, 0.1-0.7 ahead
    (H100, notes entry 135, rounds h-j)."""
    spec = _served(op, "fp32", cols, backend="both")
    assert ((spec.backend, spec.strategy, spec.vec, spec.row_loop) == ("triton", "block", 1, 0)) == one_row


@pytest.mark.parametrize("cols, threads", [(5792, 256), (5793, 256), (6077, 256), (6078, 512), (7222, 512),
                                           (7223, 128), (8192, 128)])
def test_bf16_softmax_block_x512_at_6078_7222(cols, threads):
    """8192's block at 128 threads served bf16 softmax from 5793 at 101.8-102.6% of copy; block at
    512 threads (6368's entry) runs 102.0-102.9 at 6078-7222 and at 256 (5800's) 102.0-102.7 to
    6077, 0.1-0.6 ahead; x 512 runs 100-101.4 under 5800 (H100, notes entry 135, rounds e-g)."""
    spec = _served("softmax", "bf16", cols)
    assert (spec.strategy, spec.block_size) == ("block", threads)


@pytest.mark.parametrize("op, dtype, cols, strategy, threads", [
    ("softmax_backward", "bf16", 760, "block", 128), ("softmax_backward", "bf16", 781, "warp", 256),
    ("softmax_backward", "bf16", 1011, "warp", 256), ("softmax_backward", "fp16", 781, "block", 128),
    ("softmax_backward", "fp16", 887, "block", 128), ("log_softmax_backward", "bf16", 781, "block", 128),
    ("log_softmax_backward", "fp16", 850, "block", 128)])
def test_16bit_backward_at_745_1011(op, dtype, cols, strategy, threads):
    """Warp at its default threads served 16-bit backward at 778-1011 (and bf16 softmax_backward's
    warp at 256 threads 745-777) at 104.1-105.0% of copy; each op now takes its own lead there
    (H100, notes entry 135, rounds a and c): bf16 softmax_backward block x 128 at 745-777
    (+0.4-0.5) and warp x 256 at 778-1011 (+0.7-0.9), fp16 softmax_backward and both dtypes'
    log_softmax_backward block x 128 at 747-887 (+0.4-1.3)."""
    spec = _served(op, dtype, cols)
    assert (spec.strategy, spec.block_size) == (strategy, threads)


@pytest.mark.parametrize("op", ["softmax_backward", "log_softmax_backward"])
@pytest.mark.parametrize("dtype", ["bf16", "fp16"])
@pytest.mark.parametrize("cols, strategy, threads", [(1012, "warp", 256), (1024, "warp", 256), (1031, "warp", 256),
                                                     (1032, "block", None), (1100, "block", None), (1141, "block", 128),
                                                     (1300, "block", 128), (1350, "block", 256), (1400, "block", 256)])
def test_16bit_backward_at_1012_1447(op, dtype, cols, strategy, threads):
    """1024's block at its default threads served 16-bit backward at 1012-1131 (101.7-101.8% of
    copy at 1024, 104.0-104.5 beside it) and 1131-1447 at 103.9-105.5; warp at 256 threads (1024's
    entry now) runs 102.6-102.7 at 1024 and 104.1-105.6 at 1012-1031, block at 128 threads (1250's)
    105.0-106.0 at 1141-1322 and at 256 (1400's) 105.0-105.6 from 1323, and 1040's block keeps
    1032-1140 (H100, notes entry 134, rounds b-c and g)."""
    spec = _served(op, dtype, cols)
    assert (spec.strategy, spec.block_size) == (strategy, threads)


@pytest.mark.parametrize("cols, strategy, backend", [(226, "warp", "cuda"), (233, "warp", "cuda"), (236, "smem", "triton"),
                                                     (256, "smem", "triton"), (300, "smem", "triton")])
def test_fp32_softmax_triton_smem_from_236(cols, strategy, backend):
    """256's CUDA warp served fp32 softmax at 233-362 at 99.5-100.1% of copy; Triton smem runs
    99.9-100.6 from about 233 (98.6 at 226; 240's entry; H100, notes entry 133, rounds c and e)."""
    spec = _served("softmax", "fp32", cols, backend="both")
    assert (spec.strategy, spec.backend) == (strategy, backend)


@pytest.mark.parametrize("op", ["softmax_backward", "log_softmax_backward"])
@pytest.mark.parametrize("cols, stage", [(16384, 2), (16385, 2), (16392, 1), (16443, 1), (16528, 1), (16690, 1)])
def test_fp16_backward_leaves_stage2_x8_past_16391(op, cols, stage):
    """fp16 backward's 16384 entry, stage 2 x 8, ran 105-106% of copy to 16391 and 79-89 from
    16392 (its slices a pack longer) to 16690; stage 1 x 4, the 16392 entry's, which auto takes
    from 16388, runs 104 (H100, notes entry 130, rounds g-i).  Odd widths from about 16610 take
    log_softmax_backward 17001's default plan, stage 1 too (level, notes entry 147, round i)."""
    spec = _served(op, "fp16", cols)
    default_plan = (op, cols) == ("log_softmax_backward", 16690)        # odd: 17001's entry
    assert (spec.strategy, make_plan(spec).stage) == ("cluster", stage)
    assert spec.cluster_size == (8 if stage == 2 else None if default_plan else 4)


@pytest.mark.parametrize("op", ["softmax_backward", "log_softmax_backward"])
@pytest.mark.parametrize("cols, size, threads", [(65536, 16, 256), (65537, 16, 256), (65539, 8, 512), (65540, 8, 576),
                                                 (66060, 8, 576), (66756, 8, 576)])
def test_fp32_backward_leaves_stage2_x16_past_65537(op, cols, size, threads):
    """fp32 backward's 65536 entry, stage 2 x 16, doubles its block to 512 threads at three packs
    from 65540 and served aligned widths to 66757 at 94.9-96.0% of copy; stage 2 x 8 runs
    102.1-102.4 there (H100, notes entry 130, rounds k-l)."""
    spec = _served(op, "fp32", cols)
    assert (spec.strategy, spec.stage, spec.cluster_size, make_plan(spec).block_size) == ("cluster", 2, size, threads)


@pytest.mark.parametrize("op", ["softmax", "log_softmax", "softmax_backward", "log_softmax_backward"])
@pytest.mark.parametrize("dtype", ["bf16", "fp16", "fp32"])
def test_cluster_register_slices_fill_their_packs(op, dtype):
    """The cluster stages that hold a slice in registers (2, 4, 6, 7) size the block to the slice,
    so a width just past an entry's can take a shape with many idle pack slots: fp16 backward at
    16392 x 8 put 257 packs in 256 threads x 2 (50%) and ran 79-89% of copy, fp32 backward at
    65540 x 16 1025 packs in 512 x 3 (67%) and 95-96 (H100, notes entry 130).  Every such shape
    auto serves from 1024 to 262144 fills at least 70% of its slots (a step of one pack a thread
    from four leaves 75%).  Measured exceptions, fp32 backward stage 2 with bulk stores at 513-537
    packs a block in 256 x 3 thread slots: x 8 at 16388-17187 ran 103.3-103.4, 0.4-0.7 above 128
    or 192 threads and 1.3-1.7 above the table before (notes entry 146, round z3); x 16 at
    32772-34371 103.6-103.7 (rounds v-w, 33000 and 34000)."""
    measured = [(16388, 17187), (32772, 34371)] if dtype == "fp32" and op in BACKWARD_OPS else []
    cols, thin = 1024, []
    while cols <= 262144:
        spec = _served(op, dtype, cols)
        if spec.strategy == "cluster" and not any(low <= cols <= high for low, high in measured):
            plan = make_plan(spec)
            if plan.stage in (2, 4, 6, 7) and plan.slice_packs < 0.7 * plan.block_size * plan.packs_per_thread:
                thin.append((cols, plan.block_size, plan.packs_per_thread, plan.slice_packs))
        cols = max(cols + 1, int(cols * 1.002))
    assert not thin, f"{op} {dtype}: (width, threads, packs a thread, slice packs) {thin[:5]}"


@pytest.mark.parametrize("cols", [660, 700, 750, 775, 777])
def test_bf16_softmax_backward_never_warp_at_its_default_block_to_777(cols):
    """bf16 softmax_backward's warp kernel at its default block spills 40 bytes at 659-775 (ptxas,
    scripts/audit_spills.py) and ran 102.8-103.2% of copy; at 256 threads 104.3-104.7 (H100, notes
    entry 129, round b).  Block at 128 threads serves 618-777 since (notes entries 133 and 135)."""
    spec = _served("softmax_backward", "bf16", cols)
    assert (spec.strategy, spec.block_size) != ("warp", None)


@pytest.mark.parametrize("cols, threads, packs", [(206000, 256, 13), (220001, 256, 14), (229001, 256, 14),
                                                 (231848, 384, 10), (236000, 512, 8), (245000, 384, 10),
                                                 (245765, 384, 11), (246001, 256, 16)])
def test_fp32_log_softmax_stage6_shapes_206000_to_246000(cols, threads, packs):
    """fp32 log_softmax ran 97.1-97.9% of copy at 206000-245765 on stage 1 and stage 5 x 512;
    stage 6 x 16 at 256 threads 99.1-99.4 to 227000, at 512 98.0-98.4 to 245765, and its default
    98.7 from 246000, where 256 threads take 16 packs: at 15 (243476-245763) it ran 95.8 (H100,
    notes entry 129, rounds g-l).  Since notes entry 147, 256 threads (bulk stores) to 229189 and
    384 (bulk stores) to 245997, but for 236000's x 512."""
    assert _served_shape("log_softmax", "fp32", cols) == ("cluster", 6, threads, packs)


def test_backward_uses_the_backward_timings():
    choice = choose(KernelSpec(op="softmax_backward", strategy="auto", cols=4096, dtype="bf16"), device_name=H100)
    assert "fastest at width 4096" in choice.reason
    table, _ = load_table(H100)
    entry = next(e for e in table["backward"]["bf16"] if e["cols"] == 4096)
    assert choice.spec.strategy == entry["strategy"] and choice.expected_gbps == entry["gbps"]


def test_log_softmax_has_its_timings_and_falls_back_to_softmax():
    table, _ = load_table(H100)
    entry = next(e for e in table["log_softmax"]["bf16"] if e["cols"] == 12345)
    choice = choose(KernelSpec(op="log_softmax", strategy="auto", cols=12345, dtype="bf16", backend="both"),
                    device_name=H100)
    assert (choice.spec.strategy, choice.spec.backend) == (entry["strategy"], entry["backend"])
    assert choice.expected_gbps == entry["gbps"]
    # fp16 has no log_softmax entries: bf16's serve it, as for softmax
    fp16 = choose(KernelSpec(op="log_softmax", strategy="auto", cols=12345, dtype="fp16", backend="both"),
                  device_name=H100).spec
    assert (fp16.strategy, fp16.backend) == (entry["strategy"], entry["backend"])


def test_log_softmax_backward_has_its_timings_and_falls_back_to_softmax_backward():
    """bf16 log_softmax_backward ran 60-88% of copy in softmax_backward's stage 1 configs
    (notes entry 97): its own entries serve it; fp32 has none and takes softmax_backward's,
    and the reason says whose timing it is."""
    table, _ = load_table(H100)
    own = next(e for e in table["log_softmax_backward"]["bf16"] if e["cols"] == 200001)
    choice = choose(KernelSpec(op="log_softmax_backward", strategy="auto", cols=200001, dtype="bf16"),
                    device_name=H100)
    assert choice.spec.tunables() == own["tunables"] and choice.expected_gbps == own["gbps"]
    assert "timed as" not in choice.reason
    shared = next(e for e in table["backward"]["fp32"] if e["cols"] == 4096)
    choice = choose(KernelSpec(op="log_softmax_backward", strategy="auto", cols=4096, dtype="fp32"),
                    device_name=H100)
    assert choice.spec.strategy == shared["strategy"] and choice.expected_gbps == shared["gbps"]
    assert "timed as softmax_backward" in choice.reason


def test_table_entries_fall_through_groups_per_dtype():
    """A group without a dtype's entries (nor bf16's for fp16) hands over to the next group of
    the op, rather than leaving the width to the heuristic."""
    table = {"entries": {"fp32": [{"cols": 1}], "fp16": [{"cols": 2}]},
             "log_softmax": {"bf16": [{"cols": 3}]}}
    assert table_entries(table, "log_softmax", "fp32") == ("softmax", [{"cols": 1}])
    assert table_entries(table, "log_softmax", "fp16") == ("log_softmax", [{"cols": 3}])   # 16-bit alike
    assert table_entries(table, "softmax", "bf16") == ("softmax", [])
    assert table_entries(table, "log_softmax_backward", "fp32") == ("log_softmax_backward", [])


def test_past_the_nearest_entries_alignment_does_not_rank():
    """Where the nearest entry's config is invalid at a width (bf16 backward 8608: 8192's block of
    256 threads cannot hold the row), the next nearest entry serves, odd or not (10500's, not
    16384's aligned one)."""
    table, _ = load_table(H100)
    for op, group in (("softmax_backward", "backward"), ("log_softmax_backward", "log_softmax_backward")):
        entry = next(e for e in table[group]["bf16"] if e["cols"] == 8192)
        with pytest.raises(SoftgenError):
            make_plan(KernelSpec(op=op, strategy=entry["strategy"], cols=8608, dtype="bf16", **entry["tunables"]))
        choice = choose(KernelSpec(op=op, strategy="auto", cols=8608, dtype="bf16"), device_name=H100)
        assert "fastest at width 10500 " in choice.reason


def test_triton_entries_carry_within_their_padded_row():
    """A Triton entry serves widths whose row pads to the same power of two only (H100 fp16
    softmax_backward: 8192's Triton block at 8192 and below, not at 8396, where its row pads to
    16384 and ran 81% of copy, and 9000's CUDA block serves; bf16 softmax: 1024's Triton smem, 94%
    at 1220)."""
    def choice(op, dtype, cols):
        return choose(KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype, backend="both"),
                      device_name=H100)
    for cols in (7000, 8192):
        assert choice("softmax_backward", "fp16", cols).spec.backend == "triton"
    past = choice("softmax_backward", "fp16", 8396)
    assert past.spec.backend == "cuda" and "fastest at width 9000 " in past.reason
    assert make_plan(KernelSpec(op="softmax_backward", strategy="block", cols=8396, dtype="fp16",
                                backend="triton")).block_n == 16384     # valid, yet not taken
    assert choice("softmax_backward", "fp16", 600).spec.backend == "cuda"
    table, _ = load_table(H100)
    assert next(e for e in table["entries"]["bf16"] if e["cols"] == 1024)["backend"] == "triton"
    assert choice("softmax", "bf16", 1024).spec.backend == "triton"
    wider = choice("softmax", "bf16", 1220)
    assert not any(f"fastest at width {w} " in wider.reason for w in (1000, 1024))   # Triton, 1024 rows


@pytest.mark.parametrize("op", ["softmax_backward", "log_softmax_backward"])
def test_long_backward_rows_never_take_a_stage2_block_alone_on_its_sm(op):
    """The H100 table's stage 2 entries at 131072-184000 run 576-thread blocks two an SM (101-102%
    of copy in fp32); one more pack a thread and the same config steps to 1024 threads, one block
    an SM (49-89).  Entries bound them: no width between the long entries gets such a block."""
    for dtype in ("fp32", "bf16", "fp16"):
        for cols in range(131073, 262144, 997):
            spec = choose(KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype), device_name=H100).spec
            p = make_plan(spec)
            assert not (p.stage == 2 and p.min_blocks == 1 and p.block_size == 1024), (dtype, cols, spec)


def test_tuning_log_softmax_backward_fills_its_own_group(tmp_path):
    """`softgen tune --op log_softmax_backward` keeps the fastest kernel per width under the op's
    own group, and merging it into a table keeps softmax_backward's entries."""
    from softgen.bench.compare import Result
    from softgen.bench.tune import merge, save, table_from
    fields = dict(op="log_softmax_backward", strategy="cluster", backend="cuda", dtype="bf16", stage=3)
    results = [Result("bf16", 200001, 335, "copy", "ok", 1.0, 2800.0, 100.0),
               Result("bf16", 200001, 335, "cluster/cuda", "ok", 1.5, 2700.0, 96.4, fields=fields),
               Result("bf16", 200001, 335, "block/cuda", "FAIL", 1.0, 3000.0, 107.0,
                      fields=dict(fields, strategy="block", stage=None))]
    table = table_from(results, {"device": "GPU"}, op="log_softmax_backward")
    assert table["log_softmax_backward"]["bf16"] == [
        {"cols": 200001, "strategy": "cluster", "backend": "cuda", "tunables": {"stage": 3, "cluster_size": 8},
         "gbps": 2700.0, "pct_copy": 96.4}]
    path = save({"device": "GPU", "environment": {}, "backward": {"bf16": [{"cols": 1}]}}, tmp_path / "t.json")
    merged = merge(table, path)
    assert merged["backward"] == {"bf16": [{"cols": 1}]} and "log_softmax_backward" in merged


@pytest.mark.parametrize("dtype", ["bf16", "fp16"])
@pytest.mark.parametrize("cols, approx", [(131, False), (132, True), (150, True), (170, True), (171, False),
                                          (199, False), (200, True), (207, True), (208, True), (215, True),
                                          (216, True), (224, True), (239, True), (259, False),
                                          (260, True), (272, True), (290, True), (291, True), (350, True),
                                          (351, False)])
def test_16bit_softmax_approx_rcp_at_132_350(dtype, cols, approx):
    """16-bit softmax takes 1 / sum as rcp.approx at 132-170 (136's and 150's warp), 200-215
    (208's, 16 lanes x 128 threads: +0.1-1.1, notes entry 137), 216-239 (224's, 16 lanes x 256
    threads), 260-290 (264's warp) and 291-350 (320's warp x 256): the IEEE division's call cost
    0.2-1.0 points there (224: bf16 102.5 -> 103.3, fp16 101.7 -> 102.7, level with quack's
    103.3 / 103.0).  bf16 192's 16 lanes with it lost 1.8-2.2 at 171-180, so 192 keeps the
    division (H100, notes entry 136, rounds g-i, m-n)."""
    spec = _served("softmax", dtype, cols)
    assert spec.backend == "cuda" and spec.strategy == "warp"
    assert (spec.approx_rcp == 1) == approx
    if approx and 200 <= cols < 240:
        assert (spec.threads_per_row, spec.block_size) == (16, 256 if cols >= 216 else None)


@pytest.mark.parametrize("dtype, cols, approx", [("bf16", 436, False), ("bf16", 437, True), ("bf16", 503, True),
                                                 ("bf16", 504, False), ("fp16", 437, False), ("fp16", 496, False)])
def test_bf16_softmax_approx_rcp_at_437_503(dtype, cols, approx):
    """bf16 softmax at 437-503 (496's warp) takes rcp.approx (+0.2-0.6, round n); fp16 496 ran
    level with it (+0.1, round m) and keeps the division."""
    spec = _served("softmax", dtype, cols)
    assert (spec.approx_rcp == 1) == approx
    assert spec.strategy == ("block" if cols == 504 else "warp")        # 512's block from 504


@pytest.mark.parametrize("dtype, cols, bound", [
    ("bf16", 27911, False), ("bf16", 27912, True), ("bf16", 33405, True), ("bf16", 36383, True), ("bf16", 36384, False),
    ("bf16", 71533, False), ("bf16", 71534, True), ("bf16", 75000, True), ("bf16", 80955, True), ("bf16", 80956, False),
    ("bf16", 86456, False), ("bf16", 86464, True), ("bf16", 90041, True), ("bf16", 93000, True), ("bf16", 97001, True), ("bf16", 97680, True),
    ("bf16", 97688, False), ("bf16", 99840, False),
    ("fp16", 67393, False), ("fp16", 67394, True), ("fp16", 74834, True), ("fp16", 74835, False),
    ("fp16", 81976, False), ("fp16", 81977, True), ("fp16", 90112, True), ("fp16", 97680, True), ("fp16", 98304, False)])
def test_16bit_softmax_eight_blocks_an_sm(dtype, cols, bound):
    """16-bit softmax runs stage 6 at 128 threads bound to eight blocks an SM (64 registers, 32
    warps, as quack's kernel) at bf16 27912-36383 (x 8: 32767's / 32768's entries, +0.2-1.2 from
    33405, level below), 71534-80955 (x 16: 73100's / 80001's, +0.7-3.3) and 86464-97680
    (88000's and 95424's; odd widths from 87329; +0.0-1.7, entries 137 and 139), fp16 67394-74834 (70001's, +0.1-0.4) and
    81977-97680 (84001's / 95424's, +0.0-1.1) (H100, notes entry 137); at most six packs a
    thread, which the bound holds without spills."""
    spec = _served("softmax", dtype, cols)
    assert (spec.strategy, spec.stage) == ("cluster", 6)
    assert (spec.blocks_per_sm == 8) == bound
    if bound:
        assert (spec.cluster_size, spec.block_size) == (8 if cols < 40000 else 16, 128)
        assert make_plan(spec).packs_per_thread <= 6


@pytest.mark.parametrize("cols, block_size", [(131074, 192), (140216, 192), (140218, 256), (150001, 256), (155392, 256),
                                              (157480, 256)])
def test_fp32_softmax_stage6_from_140218(cols, block_size):
    """fp32 softmax holds the slice's exps in registers (stage 6 x 16 at 256 threads) from 140218,
    +0.5-0.8 over stage 5's shared memory at 135001-157000 (H100, notes entry 137); below, stage 6
    x 16 at 192 threads with bulk stores has replaced stage 5 (notes entry 144)."""
    spec = _served("softmax", "fp32", cols)
    assert (spec.strategy, spec.stage, spec.cluster_size, spec.block_size) == ("cluster", 6, 16, block_size)


def test_explain_names_the_small_calls_kernel_beside_a_triton_pick():
    """Where auto's pick is Triton, explain also names the CUDA kernel the drop-ins run on small
    inputs (and backend 'cuda' gets): the twin at fp32 1000; nothing more for a CUDA pick."""
    result = CliRunner().invoke(main, ["explain", "--cols", "1000,4096", "--dtype", "fp32", "--device", H100])
    assert result.exit_code == 0, result.output
    at_1000, at_4096 = result.output.split("fp32 N=4096")
    assert "_triton" in at_1000.splitlines()[0]
    small = at_1000.splitlines()[2]
    assert small.startswith("    small calls (softgen.softmax under 64 MB) and backend 'cuda': softmax_block_c1000_fp32_cuda")
    assert "fastest CUDA kernel at width 1000" in small and "small calls" not in at_4096


def test_explain_shows_approx_rcp():
    """softgen explain names approx_rcp where a plan takes it, and not elsewhere."""
    result = CliRunner().invoke(main, ["explain", "--cols", "224,192", "--dtype", "bf16", "--device", H100])
    assert result.exit_code == 0, result.output
    at_224, at_192 = result.output.split("bf16 N=192")
    assert at_224.rstrip().endswith("approx_rcp=1") and "approx_rcp" not in at_192


@pytest.mark.parametrize("dtype, cols, bound", [
    ("bf16", 141775, False), ("bf16", 141776, True), ("bf16", 150008, True), ("bf16", 166891, True),
    ("bf16", 180000, True), ("bf16", 192319, True), ("bf16", 192320, False), ("bf16", 194245, True),
    ("bf16", 194246, False),
    ("fp16", 147248, False), ("fp16", 147249, True), ("fp16", 148728, False), ("fp16", 148729, True),
    ("fp16", 163064, True), ("fp16", 183472, True), ("fp16", 183473, False), ("fp16", 184384, True),
    ("fp16", 184385, False)])
def test_16bit_softmax_x16_four_blocks_of_256(dtype, cols, bound):
    """16-bit softmax runs stage 6 x 16 at 256 threads bound to four blocks an SM (32 warps, 56-64
    registers, at most six packs a thread) at bf16 141776-192319 (odd widths to 194245) and fp16
    148729-183472 (odd from 147249, aligned to 184384): +0.1-1.4 over the table before (H100,
    notes entry 138)."""
    spec = _served("softmax", dtype, cols)
    assert (spec.strategy, spec.stage, spec.cluster_size) == ("cluster", 6, 16)
    assert (spec.blocks_per_sm == 4) == bound
    if bound:
        assert spec.block_size == 256 and make_plan(spec).packs_per_thread <= 6


@pytest.mark.parametrize("cols, bound", [(17496, False), (17497, True), (17829, True), (20686, True), (20687, False)])
def test_fp16_softmax_17829_eight_blocks(cols, bound):
    """fp16 softmax 17497-20686 (17829's entry; 17006-17496 now 17008's) runs stage 6 x 4 at 128
    threads, eight blocks an SM: +0.5-0.7 over the table before, level elsewhere (H100, notes
    entry 138)."""
    spec = _served("softmax", "fp16", cols)
    assert spec.strategy == "cluster" and (spec.blocks_per_sm == 8) == bound
    if bound:
        assert (spec.cluster_size, spec.block_size) == (4, 128)


@pytest.mark.parametrize("cols, block_size", [(1620, 256), (2289, 256), (2290, 256), (2894, 256), (2895, 128),
                                              (3381, 128), (3382, 128), (3505, 128)])
def test_fp32_softmax_backend_cuda_at_1620_to_3505(cols, block_size):
    """With backend "cuda" (and small calls) fp32 softmax 1620-2894 runs block x 256 (2048's and
    2792's twins); x 512 at 2290-2500 ran 94.3-98.0, 1.1 packs a thread (H100, notes entry 139,
    rounds v-w: +0.1-1.0 over the table before).  From 2895 3000's stage 6 x 2 x 128 with bulk
    stores serves either backend: +1.0-1.6 at 2895-3381 over the twin's block x 256, -0.2 at
    3382-3505 against 4096's x 2 x 192 (notes entry 144, round m)."""
    spec = _served("softmax", "fp32", cols, backend="cuda")
    assert (spec.backend, spec.block_size) == ("cuda", block_size)
    assert spec.strategy == ("block" if cols < 2895 else "cluster")
    assert _served("softmax", "fp32", cols, backend="both").backend == ("triton" if cols < 2895 else "cuda")


@pytest.mark.parametrize("op, cols, triton, cuda", [
    ("softmax", 1000, "block", ("block", 128, None)), ("softmax", 1062, "warp", ("block", 128, None)),
    ("softmax", 880, "block", ("block", 128, None)), ("softmax", 400, "smem", ("warp", 128, 32)),
    ("softmax", 300, "smem", ("block", None, None)),
    ("log_softmax", 200, "warp", ("warp", 256, 32)), ("log_softmax", 183, "warp", ("warp", 256, 32)),
    ("log_softmax", 950, "smem", ("block", 128, None)), ("log_softmax", 365, "smem", ("warp", 256, 32))])
def test_fp32_twins_serve_backend_cuda_where_triton_is_the_pick(op, cols, triton, cuda):
    """Where the table's pick is Triton, its width's CUDA twin serves backend "cuda" (and small
    calls), not the next CUDA entry's config: fp32 log_softmax 183-220 ran 81.2-95.7% of copy on
    260's block x 64, softmax 341-351 92.4-93.1 and 810-879 93.1-95.4 (H100, notes entry 139,
    rounds a-d: 99.4-101.6 on the twins).  Either backend keeps the Triton pick."""
    both = _served(op, "fp32", cols, backend="both")
    assert (both.backend, both.strategy) == ("triton", triton)
    spec = _served(op, "fp32", cols, backend="cuda")
    assert (spec.backend, spec.strategy, spec.block_size, spec.threads_per_row) == ("cuda", *cuda)
    assert "fastest CUDA kernel at width" in choose(
        KernelSpec(op=op, strategy="auto", cols=cols, dtype="fp32", backend="cuda"), device_name=H100).reason


@pytest.mark.parametrize("cols, cuda, entry", [(5800, "block", 5600), (7000, "block", 6001),
                                               (8192, "block", 8192), (8193, "block", 8192)])
def test_fp16_softmax_backward_twin_at_8192(cols, cuda, entry):
    """fp16 softmax_backward with backend "cuda" takes CUDA block (8192's twin) at aligned
    widths to 8586 and odd widths to 8586 (5600's and 6001's block below from notes entry 148,
    9000's above): 104.9-105.6% of copy at 5793-9274, where 4096's and 10500's clusters ran
    103.7-104.9 (H100, notes entry 139, round m); either backend keeps Triton block at aligned
    widths 5800-8192 and odd widths 6101-8193."""
    spec = _served("softmax_backward", "fp16", cols, backend="cuda")
    assert (spec.backend, spec.strategy) == ("cuda", cuda)
    assert re.search(f"fastest (CUDA kernel )?at width {entry} ", choose(KernelSpec(
        op="softmax_backward", strategy="auto", cols=cols, dtype="fp16", backend="cuda"), device_name=H100).reason)
    assert _served("softmax_backward", "fp16", cols, backend="both").backend == "triton"


@pytest.mark.parametrize("cols, strategy", [(8193, "block"), (8200, "block"), (9000, "block"), (9672, "block"),
                                           (9673, "cluster"), (9768, "block"), (9776, "cluster")])
def test_fp16_softmax_backward_block_at_9000(cols, strategy):
    """fp16 softmax_backward 8200-9672 and aligned widths to 9768 run CUDA block's default (9000's
    entry): 104.6-105.1% of copy against 10500's cluster x 2, 103.8-104.3 (H100, notes entry 139,
    rounds n-o); bf16 block falls to 92.5-95.5 from 9274, so bf16 keeps the cluster."""
    spec = _served("softmax_backward", "fp16", cols, backend="both")
    assert spec.strategy == strategy and (cols == 8193) == (spec.backend == "triton")
    assert _served("softmax_backward", "bf16", 9000, backend="both").strategy == "cluster"


@pytest.mark.parametrize("cols, x16", [(86456, False), (86464, True), (87327, False), (87329, True), (88000, True),
                                      (90484, True), (90944, True)])
def test_bf16_softmax_88000_at_x16_x128_eight_blocks(cols, x16):
    """bf16 softmax at odd widths from 87329 and aligned ones from 86464 run stage 6 x 16 x 128 at
    eight blocks an SM (88000's entry, as 95424's from 90485), not 85799's x 8: +0.0-0.8 (88000:
    100.8 -> 101.6; quack 102.4 there; H100, notes entry 139, rounds s-u)."""
    spec = _served("softmax", "bf16", cols)
    assert spec.strategy == "cluster" and (spec.cluster_size == 16 and spec.blocks_per_sm == 8) == x16


def _choose_on(tmp_path, monkeypatch, entries, cols, backend, dtype="fp32", op="softmax"):
    import softgen.auto as auto
    path = tmp_path / "table.json"
    path.write_text(json.dumps({"device": "GPU", auto.table_group(op): {dtype: entries}}))
    monkeypatch.setattr(auto, "tuned_table_path", lambda name: path)
    auto.forget_tables()
    try:
        return choose(KernelSpec(strategy="auto", cols=cols, dtype=dtype, backend=backend, op=op), device_name="GPU")
    finally:
        auto.forget_tables()


def test_a_twin_serves_only_backend_cuda(tmp_path, monkeypatch):
    """A CUDA entry beside a Triton one at its width serves backend "cuda"; either backend takes the
    Triton one, whichever the list gives first and whatever their figures."""
    entries = [{"cols": 1000, "strategy": "block", "backend": "cuda", "tunables": {"block_size": 128}, "pct_copy": 102},
               {"cols": 1000, "strategy": "smem", "backend": "triton", "tunables": {}, "pct_copy": 100},
               {"cols": 4096, "strategy": "block", "backend": "cuda", "tunables": {}, "pct_copy": 100}]
    pick = {b: _choose_on(tmp_path, monkeypatch, entries, 1010, b).spec for b in ("both", "cuda", "triton")}
    assert (pick["both"].backend, pick["both"].strategy) == ("triton", "smem")
    assert (pick["cuda"].strategy, pick["cuda"].block_size) == ("block", 128)
    assert (pick["triton"].backend, pick["triton"].strategy) == ("triton", "smem")


@pytest.mark.parametrize("dtype, cols, bound", [
    ("bf16", 16693, False), ("bf16", 16694, True), ("bf16", 17008, True), ("bf16", 17560, True), ("bf16", 17561, False),
    ("fp16", 16693, False), ("fp16", 16694, True), ("fp16", 17008, True), ("fp16", 17496, True), ("fp16", 17497, False)])
def test_16bit_softmax_17008_four_blocks_of_256(dtype, cols, bound):
    """16-bit softmax 16694-17560 (fp16 to 17496) runs stage 6 x 2 at 256 threads, four blocks an
    SM (quack's shape at 17008): +0.3-0.8 over the table before where x 2 served, level where
    x 4 did (H100, notes entry 138, round n)."""
    spec = _served("softmax", dtype, cols)
    assert spec.strategy == "cluster" and (spec.blocks_per_sm == 4) == bound
    if bound:
        assert (spec.cluster_size, spec.block_size) == (2, 256)


@pytest.mark.parametrize("op, cols, bulk", [
    ("softmax", 150001, 1), ("softmax", 155392, 1), ("softmax", 170000, 1), ("softmax", 178704, 1),
    ("softmax", 190000, 1), ("softmax", 199000, 1), ("log_softmax", 160000, 1), ("log_softmax", 178704, 1),
    ("log_softmax", 190000, 1), ("log_softmax", 199000, 1)])
def test_fp32_stage6_bulk_store_entries(op, cols, bulk):
    """fp32 softmax and log_softmax at stage 6 x 16 x 256 write through shared memory and one bulk
    copy a block from 150001 (softmax) / 160000 (log_softmax) to 190000's entries: +0.6-0.9% of
    copy over the registers' stores at 150001-190000 (H100, notes entry 140, round d; 199000
    level, left as it was until notes entry 147: +0.3 in its round f); 16-bit keeps its stores
    (bf16 92000's shape: -0.9 to +0.2)."""
    spec = _served(op, "fp32", cols)
    assert (spec.strategy, spec.stage, spec.cluster_size, spec.block_size) == ("cluster", 6, 16, 256)
    assert spec.bulk_store == bulk
    assert make_plan(spec).bulk_store == bool(bulk)
    assert _served("softmax", "bf16", 92000).bulk_store is None


_BOTH_FORWARD = ["softmax", "log_softmax"]


@pytest.mark.parametrize("op, cols, cluster_size, block_size", [
    *[(op, cols, 2, 128) for op in _BOTH_FORWARD for cols in (2895, 3000, 3505)],
    *[(op, cols, 2, 192) for op in _BOTH_FORWARD for cols in (3506, 4096, 4800, 5062)],
    ("softmax", 4148, 2, 192), ("softmax", 4330, 2, 192), ("softmax", 5063, 2, 256), ("softmax", 5148, 2, 256),
    ("softmax", 5699, 2, 256), ("softmax", 5700, 2, 256), ("log_softmax", 5151, 2, 192), ("log_softmax", 5152, 2, 256),
    *[(op, *shape) for op in _BOTH_FORWARD for shape in [
        (5793, 2, 256), (6893, 2, 256), (6894, 4, 192), (10004, 4, 192), (10108, 4, 256), (12345, 4, 256),
        (16385, 4, 256), (19215, 4, 256), (19219, 8, 192), (27175, 8, 192), (40000, 8, 192), (57240, 8, 192),
        (57248, 16, 192), (65535, 16, 192), (100000, 16, 192), (131072, 16, 192), (140216, 16, 192)]]])
@pytest.mark.parametrize("backend", ["both", "cuda"])
def test_fp32_forward_bulk_store_from_2895(op, cols, cluster_size, block_size, backend):
    """fp32 softmax and log_softmax run CUDA cluster stage 6 with bulk stores from 2895 to 140217
    on either backend: x 2 x 128 to 3505, x 2 x 192 to 5062 (log_softmax 5151; 4096's, 4200's
    and 4576's entries), x 2 x 256 to 6893, x 4 x 192 to about 10057, x 4 x 256 to 19217, x 8 x
    192 to 57243, then x 16 x 192.  They replace Triton block, block x 512 (which at softmax
    3506-5699 had replaced CUDA block's default and Triton block, notes entry 139), stage 6 x 4's
    register stores and stage 5: +0.3-2.0% of copy at the edges and inside of every band, level
    at 8192, 10057, 32768 and 131072, -0.4 at softmax 4800 (H100, notes entry 144, rounds d, k
    and m)."""
    spec = _served(op, "fp32", cols, backend=backend)
    assert (spec.backend, spec.strategy, spec.stage, spec.bulk_store) == ("cuda", "cluster", 6, 1)
    assert (spec.cluster_size, spec.block_size) == (cluster_size, block_size)
    assert make_plan(spec).bulk_store


@pytest.mark.parametrize("dtype", ["bf16", "fp16"])
@pytest.mark.parametrize("op, cols, shape", [
    ("softmax", 13543, (2, 128, None)), ("softmax", 13544, (4, 128, None)), ("softmax", 13673, (2, 128, None)),
    ("softmax", 13677, (4, 128, None)), ("softmax", 15000, (4, 128, None)), ("softmax", 16383, (4, 128, None)),
    ("softmax", 16384, (4, 128, None)), ("softmax", 16693, (4, 128, None)), ("softmax", 16694, (2, 256, 4)),
    ("log_softmax", 13608, (2, 128, None)), ("log_softmax", 13609, (4, 128, None)),
    ("log_softmax", 15001, (4, 128, None)), ("log_softmax", 16190, (4, 128, None)),
    ("log_softmax", 16191, (2, 128, None)), ("log_softmax", 16384, (2, 128, None)),
    ("log_softmax", 27904, (4, 128, None)), ("log_softmax", 27912, (8, 128, 8)), ("log_softmax", 32767, (8, 128, 8)),
    ("log_softmax", 38592, (8, 128, 8)), ("log_softmax", 38593, (8, 128, None)), ("log_softmax", 70108, (8, 160, None)), ("log_softmax", 70109, (16, 128, 8)), ("log_softmax", 80002, (16, 128, 8)),
    ("log_softmax", 92221, (16, 128, 8)), ("log_softmax", 92683, (16, 128, 8)), ("log_softmax", 92684, (16, 128, None))])
def test_16bit_stage6_x4_x128_and_log_softmax_x16_at_eight_blocks(op, dtype, cols, shape):
    """16-bit stage 6 (cluster_size, block_size, blocks_per_sm): x 4 x 128 serves softmax
    13544-16693 (aligned widths from 13544, odd ones from 13677) and log_softmax 13609-16190
    (15001's and 16000's entries), +0.4-0.8% of copy over x 2; log_softmax 16384 keeps x 2 (x 4
    x 128 ran 1.5-2 lower from 16392, and an x 2 entry above 16384 moved 19732-19735). log_softmax
    takes softmax's x 8 x 128 at eight blocks at 32768's entry (aligned widths 27912-38592, odd
    28184-38208: +0.4-1.3 from 29000, level to -0.3 at 27912-28184) and x 16 x 128 at eight
    blocks at 70109-92683 (+0.2-1.7 over x 8 / x 16; H100, notes entry 145, rounds d, e, g, l)."""
    spec = _served(op, dtype, cols)
    assert (spec.strategy, spec.stage, spec.bulk_store) == ("cluster", 6, None)
    assert (spec.cluster_size, make_plan(spec).block_size, spec.blocks_per_sm) == shape


@pytest.mark.parametrize("op, cols, cluster_size, block_size", [
    ("softmax", 86994, 16, 192), ("softmax", 86995, 12, 256), ("softmax", 88000, 12, 256),
    ("softmax", 90001, 12, 256), ("softmax", 91104, 12, 256), ("softmax", 92540, 12, 256),
    ("softmax", 92541, 16, 192), ("log_softmax", 88000, 16, 192), ("log_softmax", 91104, 16, 192)])
@pytest.mark.parametrize("backend", ["both", "cuda"])
def test_fp32_softmax_cluster_of_twelve(op, cols, cluster_size, block_size, backend):
    """fp32 softmax 86995-92540 runs stage 6 with bulk stores at a cluster of 12 x 256: level with
    x 16 x 192 across the band and +0.5-0.6% of copy at 88000, 90112 and 91104, where x 16 dips
    (allocating: 100.1 -> 100.7 at 88000 against quack's 100.9, 98.7 -> 99.4 at 91104 against
    99.1).  log_softmax keeps x 16 x 192 (x 12 0.3-0.5 lower at 86500-93000 but for 88000 /
    91104; H100, notes entry 146, rounds p, q and s)."""
    spec = _served(op, "fp32", cols, backend=backend)
    assert (spec.strategy, spec.stage, spec.bulk_store) == ("cluster", 6, 1)
    assert (spec.cluster_size, spec.block_size) == (cluster_size, block_size)


@pytest.mark.parametrize("op", ["softmax_backward", "log_softmax_backward"])
@pytest.mark.parametrize("cols, cluster_size, bulk", [(30826, 8, None), (30827, 16, 1), (32767, 16, 1), (32768, 16, 1),
                                                      (37000, 16, 1), (43011, 16, 1), (43012, 16, None)])
def test_fp32_backward_bulk_store_at_30827_to_43011(op, cols, cluster_size, bulk):
    """fp32 backward 30827-43011 runs stage 2 x 16 writing dx through one bulk copy a block
    (32768's and 37000's entries): 32768's default plan had served 30827-40477 at 100.0-101.6%
    of copy, now 101.4-103.7 (+0.4 to +3.0; H100, notes entry 146, round w)."""
    spec = _served(op, "fp32", cols)
    assert (spec.strategy, spec.stage, spec.cluster_size, spec.bulk_store) == ("cluster", 2, cluster_size, bulk)
    assert make_plan(spec).bulk_store == bool(bulk)


@pytest.mark.parametrize("op", ["softmax_backward", "log_softmax_backward"])
@pytest.mark.parametrize("cols, stage, bulk", [(13083, None, None), (13084, 2, 1), (14000, 2, 1), (16384, 2, 1),
                                               (16385, 2, 1), (21909, 2, 1), (21910, 2, None)])
def test_fp32_backward_stage2_x8_at_13084_to_21909(op, cols, stage, bulk):
    """fp32 backward 13084-21909 runs stage 2 x 8 writing dx through one bulk copy a block (14000's,
    16384's, 16388's and 20001's entries), where block, smem and the cluster's default plan had
    served at 100.6-102.3% of copy: now 101.4-103.6, +0.3 to +2.3 (H100, notes entry 146, round z)."""
    spec = _served(op, "fp32", cols)
    assert (spec.stage, spec.bulk_store) == (stage, bulk)
    if stage:
        assert (spec.strategy, spec.cluster_size) == ("cluster", 8)


@pytest.mark.parametrize("cols, stage, cluster_size", [(14151, None, 4), (14152, 2, 8), (16384, 2, 8), (16387, 2, 8),
                                                       (16388, None, 4), (16392, None, 4)])
def test_bf16_softmax_backward_stage2_x8_at_14152_to_16387(cols, stage, cluster_size):
    """bf16 softmax_backward 14152-16387 runs stage 2 x 8 (16384's entry; block x 512 had served at
    102.0-104.5% of copy, now 104.8-106.1); from 2049 packs (16392) x 8 holds two packs a thread and
    ran 78-79, so 16392's entry keeps 17000's x 4 x 256 above 16388 (H100, notes entry 146,
    rounds z-z2)."""
    spec = _served("softmax_backward", "bf16", cols)
    assert (spec.strategy, spec.stage, spec.cluster_size) == ("cluster", stage, cluster_size)


@pytest.mark.parametrize("cols", [1960, 2048, 2792, 2894])
def test_fp32_log_softmax_cuda_twins_at_2048_2792(cols):
    """log_softmax 3000's entry moved from block x 256 to stage 6 x 2 x 128 with bulk stores, which
    ran 95.0-98.9 at 2600 (round l); with backend "cuda" (and small calls) 1960-2894 had taken
    3000's config, beside 2048's and 2792's Triton entries.  Twins there keep them on block x 256
    (99.4-100.8, level with the table before; notes entry 144, round m)."""
    spec = _served("log_softmax", "fp32", cols, backend="cuda")
    assert (spec.backend, spec.strategy, spec.block_size) == ("cuda", "block", 256)
    assert _served("log_softmax", "fp32", cols, backend="both").backend == "triton"


@pytest.mark.parametrize("op, cols, strategy", [("softmax", 2894, "block"), ("log_softmax", 2894, "block"),
                                                ("log_softmax", 2895, "cluster"), ("log_softmax", 140217, "cluster")])
def test_fp32_forward_bulk_store_band_edges(op, cols, strategy):
    """Where the bulk-store bands of notes entry 144 start: below 2895 both ops keep 2792's Triton
    block; log_softmax takes x 16 x 256 with bulk stores (its 150001 / 155000 entries) from
    140217, +0.9-1.3 over stage 5 to 157480 (round d)."""
    spec = _served(op, "fp32", cols, backend="both")
    assert spec.strategy == strategy
    if op == "log_softmax" and cols > 100000:
        assert (spec.stage, spec.cluster_size, spec.block_size, spec.bulk_store) == (6, 16, 256, 1)


@pytest.mark.parametrize("dtype", ["bf16", "fp16"])
@pytest.mark.parametrize("cols, block_size", [(1350, None), (1351, 128), (1424, 128), (1619, 128), (1620, 128)])
def test_16bit_softmax_block_of_128_at_1351_to_1619(dtype, cols, block_size):
    """16-bit softmax 1351-1619 runs CUDA block at 128 threads (1424's entry), where 1280's 64 ran
    (H100, notes entry 143: +0.0-0.2 not allocating, +0.0-0.7 allocating; quack had led at 1424 /
    1464 by 0.2-0.4); from 1620 2048's entry, also 128 threads."""
    spec = _served("softmax", dtype, cols)
    assert (spec.backend, spec.strategy, spec.block_size) == ("cuda", "block", block_size)


@pytest.mark.parametrize("op, cols, block, bulk", [
    ("softmax", 190001, 256, 1), ("softmax", 193965, 256, 1), ("softmax", 199000, 256, 1),
    ("softmax", 200001, 256, 1), ("softmax", 216316, 256, 1), ("softmax", 229436, 256, 1),
    ("softmax", 230584, 256, 1), ("softmax", 230585, 256, None), ("softmax", 233963, 256, None),
    ("log_softmax", 193965, 256, 1), ("log_softmax", 200821, 256, 1),
    ("log_softmax", 206811, 256, 1), ("log_softmax", 225844, 256, 1), ("log_softmax", 229189, 256, 1),
    ("log_softmax", 229190, 384, 1), ("log_softmax", 233963, 384, 1), ("log_softmax", 235948, 384, 1),
    ("log_softmax", 235952, 512, None), ("log_softmax", 236048, 512, None), ("log_softmax", 236049, 384, 1),
    ("log_softmax", 236052, 384, 1), ("log_softmax", 245997, 384, 1), ("log_softmax", 245998, 256, None)])
def test_fp32_long_rows_bulk_store_to_245997(op, cols, block, bulk):
    """fp32 softmax 193965-230584 and log_softmax 193965-245997 run stage 6 x 16 with bulk stores:
    softmax at 256 threads (the default plans and x 16 x 256 had served at 98.5-99.8% of copy, now
    99.3-100.7), log_softmax at 256 threads to 229189 and 384 from 229190 (x 512 and stage 1 had
    served at 96.5-99.5, now 98.2-100.6).  Bulk stores dip at 236000 alone (96.9; 235900 and
    236100 ran 98.6-98.8), so 236000's entry keeps x 512 (aligned widths 235952-236048; H100, notes
    entry 147, rounds b-f)."""
    spec = _served(op, "fp32", cols)
    assert (spec.strategy, spec.stage, spec.cluster_size, spec.bulk_store) == ("cluster", 6, 16, bulk)
    assert make_plan(spec).block_size == block


@pytest.mark.parametrize("dtype", ["bf16", "fp16"])
@pytest.mark.parametrize("cols, stage, packs", [(211431, 1, 0), (211432, 6, 7), (211433, 1, 0), (213001, 1, 0),
                                                (215000, 6, 7), (218001, 6, 7), (220919, 6, 7), (227000, 6, 7),
                                                (229376, 6, 7), (232000, 6, 8), (237404, 6, 8)])
def test_16bit_softmax_stage6_x256_from_211432(dtype, cols, stage, packs):
    """16-bit softmax 211432-229376 runs stage 6 x 16 x 256 at seven packs a thread (215000's,
    221000's and 227000's entries; odd widths to 213001 keep 210001's stage 1): +0.5-2.6% of copy
    over stage 1 x 256 and the default plan (224 threads at eight packs), 99.0-101.0 where quack
    ran 100.8-101.0 (allocating).  Past about 229400 x 256 is the default plan, at eight packs,
    +0.9-2.3 over 215000's stage 1 at 230001-237404 (H100, notes entry 147, rounds c-d, k-m)."""
    spec = _served("softmax", dtype, cols)
    assert (spec.strategy, spec.stage, spec.cluster_size) == ("cluster", stage, 16)
    plan = make_plan(spec)
    assert (plan.block_size, plan.packs_per_thread) == (256, packs)


@pytest.mark.parametrize("op, dtype, cols, tunables", [
    ("softmax_backward", "bf16", 258551, (4, 16)), ("softmax_backward", "fp16", 258552, (4, 16)),
    ("softmax_backward", "bf16", 262136, (4, 16)), ("softmax_backward", "fp16", 262136, (4, 16)),
    ("softmax_backward", "bf16", 262144, (None, None)), ("softmax_backward", "fp16", 262144, (None, None)),
    ("log_softmax_backward", "fp16", 16694, (None, None)), ("log_softmax_backward", "fp16", 16696, (1, 8)),
    ("log_softmax_backward", "fp16", 17000, (1, 8)), ("log_softmax_backward", "fp16", 17001, (None, None)),
    ("log_softmax_backward", "fp16", 18349, (None, None)), ("log_softmax_backward", "fp16", 18528, (1, 8))])
def test_16bit_backward_entries_off_the_default_plan(op, dtype, cols, tunables):
    """16-bit softmax_backward 258552-262136 runs stage 4 x 16 (262136's entry) where 262144's
    default plan had served: +0.5-2.4% of copy (262000 95.4 -> 97.7); 262144 keeps it (stage 4 x
    16 -0.4 in fp16 there).  fp16 log_softmax_backward's aligned widths 16696-18528 run stage 1 x
    8 (17000's entry, +0.5-1.1); odd widths, where it ran 1.8-2.9 lower, keep the default plan
    (17001's entry; H100, notes entry 147, rounds g-i)."""
    spec = _served(op, dtype, cols)
    assert spec.strategy == "cluster" and (spec.stage, spec.cluster_size) == tunables


@pytest.mark.parametrize("op, cols, served", [
    ("softmax_backward", 4784, ("cluster", "cuda")), ("softmax_backward", 4792, ("block", "cuda")),
    ("softmax_backward", 5792, ("block", "cuda")), ("softmax_backward", 5800, ("block", "triton")),
    ("softmax_backward", 5799, ("block", "cuda")), ("softmax_backward", 5901, ("block", "cuda")),
    ("softmax_backward", 6099, ("block", "cuda")), ("softmax_backward", 6101, ("block", "triton")),
    ("softmax_backward", 6768, ("block", "triton")),
    ("log_softmax_backward", 4784, ("cluster", "cuda")), ("log_softmax_backward", 4792, ("block", "cuda")),
    ("log_softmax_backward", 5792, ("block", "cuda")), ("log_softmax_backward", 5799, ("block", "cuda"))])
def test_fp16_backward_block_from_4792(op, cols, served):
    """fp16 backward's aligned widths 4792-5792 run block's default plan (5600's entry), where
    4096's cluster default plan had served: +0.5-0.9% of copy at 5200-5792, level at 5000.
    softmax_backward keeps Triton's block at aligned widths from 5800 (6000's entry, as 8192's
    served; CUDA's block ran 0.7 lower at 6000) and CUDA's at odd widths to 6099 (6001's entry;
    Triton's ran 0.8-1.4 lower at 5799-5901, 0.3 at 6001, 0.5-0.9 higher at 6301-6601, where
    6201's Triton entry serves; H100, notes entry 148, rounds a-g)."""
    spec = _served(op, "fp16", cols, backend="both")
    assert (spec.strategy, spec.backend, spec.stage) == (*served, None)


@pytest.mark.parametrize("cols, served", [(1007, ("smem", "triton")), (1009, ("warp", "cuda")),
                                          (1013, ("warp", "cuda")), (1024, ("block", "triton")),
                                          (1031, ("warp", "cuda")), (1101, ("warp", "cuda"))])
def test_bf16_softmax_odd_widths_by_1024_on_cuda_warp(cols, served):
    """bf16 softmax's odd widths 1009-1031 run CUDA's warp (1025's entry), where Triton's smem
    (1000's) and block (1024's, aligned) had served them: Triton's block ran 99.0% of copy at
    1031 against CUDA warp's 101.8 (H100, notes entry 148, rounds e-f)."""
    spec = _served("softmax", "bf16", cols, backend="both")
    assert (spec.strategy, spec.backend) == served


@pytest.mark.parametrize("op", ["softmax_backward", "log_softmax_backward"])
@pytest.mark.parametrize("dtype", ["bf16", "fp16"])
@pytest.mark.parametrize("cols, tunables", [(32767, (None, 4)), (32783, (None, 4)), (32785, (1, 8)),
                                            (33599, (1, 8)), (36203, (1, 8))])
def test_16bit_backward_odd_widths_past_32768_on_stage1_x8(op, dtype, cols, tunables):
    """16-bit backward's odd widths 32785-36203 run stage 1 x 8 (32801's entry), where 32767's x
    4 x 256 (five packs a thread past 32768) had served them at 97.5-99.6% of copy: 103.9-105.4
    (H100, notes entry 148, rounds h-i)."""
    spec = _served(op, dtype, cols)
    assert spec.strategy == "cluster" and (spec.stage, spec.cluster_size) == tunables


def test_a_stage8_entry_serves_no_width_whose_blocks_its_sm_cannot_hold(tmp_path, monkeypatch):
    """An fp32 softmax_backward entry at stage 8 x 16, three blocks of 320 an SM (the H200 table's
    at 185000-234072 before notes entry 185), serves the widths up to where three blocks' shared
    memory fits an SM (234800), then no more: past it the kernel ran two blocks at registers sized
    for three (H200 235000: 87.7% of copy)."""
    entries = [{"cols": 234072, "strategy": "cluster", "backend": "cuda", "pct_copy": 96.1,
                "tunables": {"block_size": 320, "cluster_size": 16, "stage": 8, "blocks_per_sm": 3}},
               {"cols": 240000, "strategy": "cluster", "backend": "cuda", "pct_copy": 95,
                "tunables": {"cluster_size": 12, "stage": 4}}]
    near = _choose_on(tmp_path, monkeypatch, entries, 234500, "both", op="softmax_backward")
    assert "width 234072" in near.reason and near.spec.stage == 8
    past = _choose_on(tmp_path, monkeypatch, entries, 234900, "both", op="softmax_backward")
    assert "width 240000" in past.reason and past.spec.stage == 4


def test_a_backend_only_entry_serves_only_calls_asking_for_its_backend(tmp_path, monkeypatch):
    """A Triton entry that says backend_only serves backend "triton" alone, and moves no other
    call's pick, not even through which entries count as about as near as the nearest: without it
    in that count, 1013 (of fp32 1001's alignment) is that near and serves; with it, 996 would."""
    entries = [{"cols": 996, "strategy": "block", "backend": "cuda", "tunables": {}, "pct_copy": 100},
               {"cols": 1001, "strategy": "warp", "backend": "triton", "tunables": {}, "pct_copy": 90,
                "backend_only": True},
               {"cols": 1013, "strategy": "smem", "backend": "cuda", "tunables": {}, "pct_copy": 100}]
    for backend in ("both", "cuda"):
        assert _choose_on(tmp_path, monkeypatch, entries, 1001, backend).spec.strategy == "smem"
        assert _choose_on(tmp_path, monkeypatch, entries[:1] + entries[2:], 1001, backend).spec.strategy == "smem"
    triton = _choose_on(tmp_path, monkeypatch, entries, 1001, "triton")
    assert (triton.spec.strategy, triton.spec.backend) == ("warp", "triton")
    assert "fastest Triton kernel at width 1001" in triton.reason


def test_a_backend_only_entry_leaves_the_cuda_entry_at_its_width_auto_s_pick(tmp_path, monkeypatch):
    """A CUDA entry beside a backend_only Triton one is no twin: backend "both" takes it."""
    entries = [{"cols": 1000, "strategy": "block", "backend": "cuda", "tunables": {"block_size": 128}, "pct_copy": 102},
               {"cols": 1000, "strategy": "smem", "backend": "triton", "tunables": {}, "pct_copy": 100,
                "backend_only": True}]
    both = _choose_on(tmp_path, monkeypatch, entries, 1000, "both")
    assert (both.spec.strategy, both.spec.backend, both.spec.block_size) == ("block", "cuda", 128)
    assert "fastest at width 1000" in both.reason
    assert _choose_on(tmp_path, monkeypatch, entries, 1000, "triton").spec.strategy == "smem"


@pytest.mark.parametrize("op", ["softmax", "log_softmax", "softmax_backward", "log_softmax_backward"])
def test_h200_backend_only_entries_move_no_pick_but_backend_triton_s(tmp_path, monkeypatch, op):
    """The H200 table's backend_only Triton entries (notes entry 167): backend "both" and "cuda"
    pick what they would without them, at every width from 2 to 1100."""
    import softgen.auto as auto
    table = load_table(H200)[0]
    stripped = {k: ({dt: [e for e in es if not e.get("backend_only")] for dt, es in v.items()}
                    if isinstance(v, dict) and k != "environment" else v) for k, v in table.items()}
    assert stripped != table
    path = tmp_path / "stripped.json"
    path.write_text(json.dumps(stripped))

    def picks(backend, dtype):
        return [choose(KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype, backend=backend),
                       device_name=H200, capability=(9, 0)).spec for cols in range(2, 1101)]
    for dtype in ("fp32", "bf16"):
        shipped = {b: picks(b, dtype) for b in ("both", "cuda")}
        monkeypatch.setattr(auto, "tuned_table_path", lambda name: path)
        auto.forget_tables()
        try:
            assert {b: picks(b, dtype) for b in ("both", "cuda")} == shipped
        finally:
            monkeypatch.undo()
            auto.forget_tables()


@pytest.mark.parametrize("op, dtype, cols, strategy", [
    ("softmax", "bf16", 144, "warp"),               # 136's entry; Triton online from 1000-1024 before: 24.7 -> 101.4 (round d)
    ("softmax", "fp16", 137, "warp"),               # 23.3 -> 84.6 (round a)
    ("log_softmax", "fp32", 64, "warp"),            # 20.2 -> 97.3 (round e)
    ("softmax", "bf16", 8, "warp"),                 # 1.3 -> 79.9 (round e)
    ("softmax_backward", "fp16", 601, "smem"),      # 81.7 -> 103.3 (round b)
    ("log_softmax_backward", "bf16", 347, "warp"),  # 87.1 on round d's table with a tie -> 105.7 (round e)
    ("log_softmax_backward", "fp16", 499, "block")])   # 98.9 -> 106.4 (round e)
def test_h200_backend_triton_takes_the_fastest_triton_kernel_timed(op, dtype, cols, strategy):
    """Calls asking for backend "triton" on the H200 take the fastest Triton kernel timed at the
    width or beside it (the eighty-fourth session's rounds a-c and e, notes entry 167), not Triton
    online carried from far entries; backend "both" keeps CUDA there."""
    choice = choose(KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype, backend="triton"),
                    device_name=H200, capability=(9, 0))
    assert (choice.spec.strategy, choice.spec.backend) == (strategy, "triton")
    assert "fastest Triton kernel at width" in choice.reason
    both = choose(KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype), device_name=H200, capability=(9, 0))
    assert both.spec.backend == "cuda"


@pytest.mark.parametrize("op", ["softmax", "log_softmax"])
@pytest.mark.parametrize("dtype", ["bf16", "fp16"])
def test_h200_backend_triton_takes_triton_smem_past_32768(op, dtype):
    """Calls asking for backend "triton" on the H200 take Triton smem's gluon kernel at 16-bit
    forward 32769-57343 (its range to 57344; 89-98% of copy where Triton online ran 74-92,
    ninety-ninth session, rounds d-e), Triton online at 57344 (level there) and past; backend
    "both" keeps CUDA."""
    def pick(cols, backend="triton"):
        return choose(KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype, backend=backend),
                      device_name=H200, capability=(9, 0))
    for cols in (32769, 32776, 33333, 40000, 44444, 50000, 54321, 57000, 57343):
        choice = pick(cols)
        assert (choice.spec.strategy, choice.spec.backend) == ("smem", "triton"), cols
        assert make_plan(choice.spec).gluon_only == (cols > 32775), cols
        assert pick(cols, "both").spec.backend == "cuda"
    for cols in (57344, 57345, 58000, 64000):
        assert pick(cols).spec.strategy == "online", cols
