"""scripts/table_midpoints.py: the widths midway between a table's adjacent entries."""
import importlib.util
import json
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("table_midpoints", ROOT / "scripts" / "table_midpoints.py")
table_midpoints = importlib.util.module_from_spec(spec)
spec.loader.exec_module(table_midpoints)


def _entries(*widths):
    return [{"cols": w, "strategy": "block", "backend": "cuda", "tunables": {}} for w in widths]


def test_midpoints_between_entries_far_apart():
    """sqrt(a * b) rounded down to 16 bytes, for pairs more than 8% apart inside the range; fp16
    reads bf16's entries, as auto does."""
    table = {"backward": {"fp32": _entries(16384, 16388, 20001, 32768, 50000)},
             "entries": {"bf16": _entries(4096, 8192, 8300, 16384)}}
    assert table_midpoints.midpoints(table, "softmax_backward", "fp32", 4096, 270000) == [18104, 25600, 40476]
    assert table_midpoints.midpoints(table, "softmax_backward", "fp32", 20001, 40000) == [25600]
    assert table_midpoints.midpoints(table, "softmax", "fp16", 1, 10 ** 6) == [5792, 11656]


def test_cli_reads_a_table_and_refuses_an_unknown_op(tmp_path):
    path = tmp_path / "t.json"
    path.write_text(json.dumps({"log_softmax": {"fp32": _entries(1000, 4000)}}))
    run = subprocess.run([sys.executable, "scripts/table_midpoints.py", "log_softmax", "fp32", "100", "5000", str(path)],
                         cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0 and run.stdout.strip() == "2000"
    bad = subprocess.run([sys.executable, "scripts/table_midpoints.py", "softmax_fwd", "fp32"], cwd=ROOT,
                         capture_output=True, text=True)
    assert bad.returncode == 1 and "op must be one of softmax, log_softmax" in bad.stderr
