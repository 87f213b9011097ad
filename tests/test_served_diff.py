"""scripts/served_diff.py: the widths whose served kernel differs between two tables."""
import importlib.util
import json
import os
import pathlib
import subprocess
import sys
from importlib import resources

import pytest

from softgen import auto

ROOT = pathlib.Path(__file__).resolve().parent.parent


@pytest.fixture
def served_diff(monkeypatch):
    monkeypatch.syspath_prepend(str(ROOT / "scripts"))                   # its audit_auto import
    spec = importlib.util.spec_from_file_location("served_diff", ROOT / "scripts" / "served_diff.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    monkeypatch.setattr(auto, "tuned_table_path", auto.tuned_table_path)   # restored after the test
    yield module
    auto.forget_tables()


def test_lists_the_widths_an_entry_took(served_diff, tmp_path, capsys):
    """Without fp32 softmax's 512 entry (CUDA block x 128) the Triton smem entries serve 475-632;
    the diff against the shipped table names that run and no other."""
    table = json.loads(resources.files("softgen.tuning").joinpath("h100.json").read_text())
    table["entries"]["fp32"] = [e for e in table["entries"]["fp32"] if e["cols"] != 512]
    before = tmp_path / "before.json"
    before.write_text(json.dumps(table))
    served_diff.main([str(before), "440", "700", "softmax"])
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "softmax fp32 475-629: smem triton -> block cuda block_size=128"
    assert lines[-1] == "2 runs of widths changed (440-700)"      # and 632: odd 630-631 go to odd 781 first


def test_the_same_table_changes_nothing(served_diff, capsys):
    shipped = pathlib.Path(str(resources.files("softgen.tuning").joinpath("h100.json")))
    served_diff.main([str(shipped), "128", "300", "log_softmax"])
    assert capsys.readouterr().out.strip() == "0 runs of widths changed (128-300)"


def test_a_missing_table_is_named(served_diff, tmp_path):
    with pytest.raises(SystemExit, match="no table .*nothere.json"):
        served_diff.main([str(tmp_path / "nothere.json")])


def test_table_add_lists_what_its_entry_changed(tmp_path):
    """scripts/table_add.py, after writing an entry, lists the widths near it whose served kernel
    changed: here fp32 softmax's 512 entry set back to Triton smem takes back 475-632."""
    table = tmp_path / "table.json"
    table.write_text(resources.files("softgen.tuning").joinpath("h100.json").read_text())
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "table_add.py"), str(table), "entries", "fp32",
                           "512", "smem", "2947.5", "100.1", "backend=triton"],
                          capture_output=True, text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "softmax fp32 475-629: block cuda block_size=128 -> smem triton",
        "softmax fp32 632-632: block cuda block_size=128 -> smem triton",
        "2 runs of widths changed near 512 (256-1024); time each"]
    assert json.loads(table.read_text())["entries"]["fp32"][-1]["cols"] > 512     # written, sorted


def test_table_add_writes_a_backend_only_entry_that_moves_no_pick(tmp_path):
    """scripts/table_add.py's backend_only=1: the entry serves calls asking for its backend alone,
    so the diff of backend "both" (the default) lists nothing."""
    table = tmp_path / "table.json"
    table.write_text(resources.files("softgen.tuning").joinpath("h100.json").read_text())
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "table_add.py"), str(table), "entries", "fp32",
                           "512", "smem", "2947.5", "100.1", "backend=triton", "backend_only=1"],
                          capture_output=True, text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["0 runs of widths changed near 512 (256-1024); time each"]
    entry = next(e for e in json.loads(table.read_text())["entries"]["fp32"] if (e["cols"], e["backend"]) == (512, "triton"))
    assert entry["backend_only"] is True and entry["tunables"] == {}


def test_backend_cuda_diffs_what_backend_cuda_serves(served_diff, tmp_path, capsys, monkeypatch):
    """BACKEND=cuda diffs auto's CUDA picks (backend "cuda", small calls): without fp32
    log_softmax's twin at 256 (warp x 32 lanes x 256 beside the Triton pick), 183-257 go back
    to 260's block x 64, which either backend never served."""
    table = json.loads(resources.files("softgen.tuning").joinpath("h100.json").read_text())
    table["log_softmax"]["fp32"] = [e for e in table["log_softmax"]["fp32"] if (e["cols"], e["backend"]) != (256, "cuda")]
    before = tmp_path / "before.json"
    before.write_text(json.dumps(table))
    served_diff.main([str(before), "128", "300", "log_softmax"])
    assert capsys.readouterr().out.strip() == "0 runs of widths changed (128-300)"
    monkeypatch.setenv("BACKEND", "cuda")
    served_diff.main([str(before), "128", "300", "log_softmax"])
    lines = capsys.readouterr().out.splitlines()
    assert "log_softmax fp32 183-257: block cuda block_size=64 -> warp cuda threads_per_row=32 block_size=256" in lines


def test_table_add_keeps_the_other_backends_entry(tmp_path):
    """An entry replaces its width's entry of the same backend only: a CUDA one beside a Triton one
    is its twin (auto._choose)."""
    table = tmp_path / "table.json"
    table.write_text(resources.files("softgen.tuning").joinpath("h100.json").read_text())
    for backend, pct in (("cuda", "99.0"), ("cuda", "99.5")):
        done = subprocess.run([sys.executable, str(ROOT / "scripts" / "table_add.py"), str(table), "entries", "fp32",
                               "2792", "block", "2900.0", pct, "block_size=256", f"backend={backend}"],
                              capture_output=True, text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
        assert done.returncode == 0, done.stderr
    at_2792 = [e for e in json.loads(table.read_text())["entries"]["fp32"] if e["cols"] == 2792]
    assert [(e["backend"], e["pct_copy"]) for e in at_2792] == [("triton", 100.8), ("cuda", 99.5)]


def test_summary_gives_each_change_its_span(served_diff, tmp_path, capsys, monkeypatch):
    """SUMMARY=1: one line for each change, its span and its runs.  The fp32 softmax entries at
    199000-225000 set back to x 16 x 256 without bulk stores: aligned and odd widths are served
    apart, so the change's runs interleave with widths that keep their kernel."""
    table = json.loads(resources.files("softgen.tuning").joinpath("h100.json").read_text())
    for entry in table["entries"]["fp32"]:
        if 199000 <= entry["cols"] <= 225000:
            entry["tunables"].pop("bulk_store")
    before = tmp_path / "before.json"
    before.write_text(json.dumps(table))
    monkeypatch.setenv("SUMMARY", "1")
    served_diff.main([str(before), "198000", "232000", "softmax"])
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 and lines[0].startswith("softmax fp32 198000-")
    assert lines[0].endswith("): cluster cuda block_size=256 cluster_size=16 stage=6 -> "
                             "cluster cuda block_size=256 cluster_size=16 stage=6 bulk_store=1")
    runs = int(lines[-1].split()[0])
    assert runs > 1 and f"({runs} runs)" in lines[0]
