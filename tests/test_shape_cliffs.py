"""scripts/shape_cliffs.py: the widths where auto serves an entry's config as another kernel than
the one timed (notes entry 172)."""
import json
import pathlib
import sys

from softgen import auto

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "scripts"))
from shape_cliffs import cliffs, log_widths  # noqa: E402  (scripts: their folder on the path)


def _on_table(tmp_path, monkeypatch, group, dtype, entries):
    path = tmp_path / "table.json"
    path.write_text(json.dumps({"device": "GPU", group: {dtype: entries}}))
    monkeypatch.setattr(auto, "tuned_table_path", lambda name: path)
    auto.forget_tables()


def test_a_config_past_its_packs_a_thread_shows(tmp_path, monkeypatch):
    """bf16 x 2 stage 6 holds five packs a thread to 10247 and six from 10248 (H200: 100-101.5% of
    copy at five, 94 at six): 10250 served from 10237's entry shows, 10245 does not."""
    entry = {"cols": 10237, "strategy": "cluster", "backend": "cuda", "pct_copy": 101.2,
             "tunables": {"cluster_size": 2, "stage": 6}}
    _on_table(tmp_path, monkeypatch, "entries", "bf16", [entry])
    try:
        found = list(cliffs("GPU", [10245, 10250], ops=("softmax",), dtypes=("bf16",)))
    finally:
        auto.forget_tables()
    assert [(op, dtype, cols, entry_cols) for op, dtype, cols, entry_cols, _, _ in found] == \
        [("softmax", "bf16", 10250, 10237)]
    assert found[0][5]["packs_per_thread"] == (5, 6)


def test_a_change_of_alignment_alone_shows_only_when_asked(tmp_path, monkeypatch):
    """80000's stage 1 serving 80001 (a row not a multiple of 16 bytes) is the same shape but for
    the row's alignment: listed with alignment=True only."""
    entry = {"cols": 80000, "strategy": "cluster", "backend": "cuda", "pct_copy": 105.2,
             "tunables": {"cluster_size": 16, "stage": 1}}
    _on_table(tmp_path, monkeypatch, "backward", "bf16", [entry])
    try:
        kw = {"ops": ("softmax_backward",), "dtypes": ("bf16",)}
        assert list(cliffs("GPU", [80001], **kw)) == []
        (found,) = cliffs("GPU", [80001], alignment=True, **kw)
    finally:
        auto.forget_tables()
    assert found[5] == {"aligned": (True, False)}


def test_log_widths_span_the_sweep():
    widths = log_widths(100)
    assert widths[0] == 128 and widths[-1] == 262144 and len(widths) == 333
    assert widths == sorted(set(widths))
