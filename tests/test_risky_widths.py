"""scripts/risky_widths.py: widths where auto serves a weak entry, or an entry's config with
another count of packs a thread than it was timed with (notes entry 172)."""
import json
import pathlib
import sys

import pytest

from softgen import auto

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "scripts"))
import risky_widths  # noqa: E402  (scripts: their folder on the path)

STAGE6 = {"cols": 10237, "strategy": "cluster", "backend": "cuda", "pct_copy": 101.2, "gbps": 3870.0,
          "tunables": {"cluster_size": 2, "stage": 6}}


@pytest.fixture
def on_table(tmp_path, monkeypatch):
    """Point auto at a table of the given entries (bf16 softmax) for the test, then forget it."""
    path = tmp_path / "table.json"

    def use(*entries):
        path.write_text(json.dumps({"device": "GPU", "entries": {"bf16": list(entries)}}))
        monkeypatch.setattr(auto, "tuned_table_path", lambda name: path)
        auto.forget_tables()
        return path
    yield use
    auto.forget_tables()


def _risky(widths, bar=97):
    return [(cols, entry_cols, why) for _, _, cols, entry_cols, _, _, why
            in risky_widths.risky("GPU", widths, bar, ("softmax",), ("bf16",))]


def test_another_count_of_packs_a_thread_is_risky(on_table):
    """bf16 x 2 stage 6 holds five packs a thread to 10247 and six from 10248 (H200: 100-101.5% of
    copy at five, 94 at six)."""
    on_table(STAGE6)
    assert risky_widths.packs_a_thread(auto.KernelSpec(strategy="cluster", cols=10247, dtype="bf16",
                                                       cluster_size=2, stage=6)) == 5
    assert _risky([10237, 10245, 10250]) == [(10250, 10237, "packs a thread 5 -> 6")]


def test_an_entry_under_the_bar_is_risky_at_its_own_width_too(on_table):
    on_table({**STAGE6, "pct_copy": 95.3})
    assert _risky([10237, 10245]) == [(10237, 10237, "entry 95.3% of copy"), (10245, 10237, "entry 95.3% of copy")]
    assert _risky([10237], bar=95) == []


def test_an_entry_timed_on_another_gpu_is_risky(on_table):
    """An entry carried from the H100's table (fp32 softmax 16388 there, 101.5% of copy) served
    16448 on the H200 at 91.5 (the ninetieth session's round a)."""
    on_table({**STAGE6, "timed_on": "NVIDIA H100 80GB HBM3"})
    assert _risky([10237, 10245]) == [(10237, 10237, "timed on another GPU"), (10245, 10237, "timed on another GPU")]


def test_the_command_takes_widths(on_table, capsys):
    path = on_table(STAGE6)
    widths = "10245,10250,random=1:3:10000:10236"       # the random three below 10237: five packs
    assert len(risky_widths.width_list(widths)) == 5
    risky_widths.main([str(path), "--ops", "softmax", "--dtypes", "bf16", "--widths", widths])
    out = capsys.readouterr().out.splitlines()
    assert out == [("softmax               bf16   10250 from   10237: cluster cuda {'cluster_size': 2, 'stage': 6}  "
                    "packs a thread 5 -> 6"), "== softmax bf16: 1 of 5 widths"]


def test_the_command_scores_try_auto_tables(on_table, tmp_path, capsys):
    """--score splits try_auto.py's timed cells by the rule's flags (the ninetieth session's test)."""
    path = on_table(STAGE6)
    timed = tmp_path / "auto-a-softmax.txt"
    timed.write_text("auto softmax: % of copy, the kernel auto picked and why\n"
                     "  bf16 10250: runs 94.1/94.0/94.3\n"
                     " bf16   10250   94.1 <95  cluster cluster_size=2,stage=6  [table: fastest at width 10237]\n"
                     " bf16   10245  100.3      cluster cluster_size=2,stage=6  [table: fastest at width 10237]\n"
                     " bf16   10241   96.5      cluster cluster_size=2,stage=6  [table: fastest at width 10237]\n")
    assert risky_widths.timed_cells([timed]) == [("softmax", "bf16", 10250, 94.1), ("softmax", "bf16", 10245, 100.3),
                                                 ("softmax", "bf16", 10241, 96.5)]
    risky_widths.main([str(path), "--score", str(timed)])
    assert capsys.readouterr().out.splitlines() == ["flagged: 1 cells, 1 under 95, 1 under 97",
                                                    "not flagged: 2 cells, 0 under 95, 1 under 97"]


def test_the_command_lists_and_counts(on_table, capsys):
    path = on_table(STAGE6)
    risky_widths.main([str(path), "--ops", "softmax", "--dtypes", "bf16", "--steps", "20"])
    out = capsys.readouterr().out.splitlines()
    assert out[-1].startswith("== softmax bf16: ") and out[-1].endswith(" of 68 widths")
    assert all("packs a thread" in line for line in out[:-1]) and len(out) > 1


def test_log_widths_span_the_sweep():
    widths = risky_widths.log_widths(100)
    assert widths[0] == 128 and widths[-1] == 262144 and len(widths) == 333
    assert widths == sorted(set(widths))
