"""The command line under misuse: wrong flags, --debug, unwritable --out, compare without a
GPU, and `softgen cache info / clear`."""
import json

import pytest
import torch
from click.testing import CliRunner

from softgen.cli import main
from softgen.runtime import cache


def invoke(*args, **kwargs):
    return CliRunner().invoke(main, list(args), prog_name="softgen", catch_exceptions=False, **kwargs)


def error_lines(output: str) -> list[str]:
    return [line for line in output.splitlines() if line.lower().startswith("error")]


@pytest.mark.parametrize("args,names", [
    (["emit", "--colz", "3"], "--colz"),
    (["emit", "--strategy", "warp", "--cols", "abc"], "--cols"),
    (["emit", "--strategy", "tiled", "--cols", "3"], "--strategy"),
    (["emit", "--backend", "opencl", "--strategy", "warp", "--cols", "3"], "--backend"),
    (["emit", "--strategy", "warp", "--cols", "3", "--vec"], "--vec"),
    (["emit", "--strategy", "warp", "--cols", "3", "--num-warps", "2.5"], "--num-warps"),
    (["--bogus", "emit"], "--bogus"),
    (["emitt"], "emitt"),
    (["compare", "--dtype", "int8"], "--dtype"),
    (["compare", "--cols", "12,x"], "--cols"),
    (["compare", "--cols", "0"], "--cols"),
    (["compare", "--rows", "0", "--cols", "64"], "--rows"),
    (["compare", "--cols", "64", "--repeat", "0"], "--repeat"),
    (["tune", "--cols", "64", "--repeat", "0"], "--repeat"),
    (["compare", "--cols", "64", "--train", "-1"], "--train"),
    (["tune", "--cols", "64", "--train", "-1"], "--train"),
    (["tune", "--cols", "64", "--strategy", "auto"], "--strategy"),
    (["cache", "wipe"], "wipe"),
    (["cache", "info", "--verbose"], "--verbose"),
])
def test_wrong_flags_exit_2_with_one_clear_line(args, names):
    result = invoke(*args)
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    lines = error_lines(result.output)
    assert len(lines) == 1 and names in lines[0], result.output
    assert result.output.startswith("error: ") and result.output.count("\n") == 1, result.output


@pytest.mark.parametrize("args", [
    ["emit", "--strategy", "warp", "--cols", "-5"],
    ["emit", "--strategy", "warp", "--cols", "64", "--dtype", "int8"],
    ["emit", "--strategy", "online", "--tile", "99999999999999999999999"],
    ["emit", "--strategy", "block", "--cols", "64", "--threads-per-row", "0"],
    ["emit", "--strategy", "warp", "--cols", "64", "--num-warps", "4"],
])
def test_spec_errors_exit_2_with_one_line(args, tmp_path):
    result = invoke(*args, "--out", str(tmp_path))
    assert result.exit_code == 2, result.output
    assert result.output.startswith("error: ") and result.output.count("\n") == 1, result.output
    assert "Traceback" not in result.output


def test_debug_shows_the_traceback(tmp_path):
    args = ["emit", "--strategy", "warp", "--cols", "99999", "--out", str(tmp_path)]
    quiet = invoke(*args)
    assert quiet.exit_code == 2 and "Traceback" not in quiet.output
    assert "error: cols: 99999 exceeds the maximum of strategy 'warp'" in quiet.output
    loud = invoke("--debug", *args)
    assert loud.exit_code == 2
    assert "Traceback (most recent call last)" in loud.output and "SpecError" in loud.output
    assert loud.output.rstrip().splitlines()[-1] == quiet.output.rstrip()


def test_out_under_a_regular_file(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a directory\n")
    for out in (blocker / "sub", blocker):
        result = invoke("emit", "--strategy", "warp", "--cols", "64", "--out", str(out))
        assert result.exit_code == 2, result.output
        assert "Traceback" not in result.output
        assert str(out) in result.output or str(blocker) in result.output
        assert len(error_lines(result.output)) == 1, result.output
    assert blocker.read_text() == "not a directory\n"


def test_generated_file_name_taken_by_a_directory(tmp_path):
    (tmp_path / "softmax_warp_c64_fp32_triton.py").mkdir()
    for extra in ([], ["--force"]):
        result = invoke("emit", "--strategy", "warp", "--cols", "64", "--backend", "triton",
                        "--out", str(tmp_path), *extra)
        assert result.exit_code == 2, result.output
        assert "softmax_warp_c64_fp32_triton.py: Is a directory" in result.output
        assert "Traceback" not in result.output


def test_existing_differing_file_needs_force(tmp_path):
    args = ["emit", "--strategy", "online", "--backend", "triton", "--out", str(tmp_path)]
    assert invoke(*args).exit_code == 0
    module = tmp_path / "softmax_online_cany_fp32_triton.py"
    module.write_text("# edited by hand\n")
    result = invoke(*args)
    assert result.exit_code == 2
    assert f"error: {module}: exists with other content; pass --force to overwrite" in result.output
    assert module.read_text() == "# edited by hand\n"
    assert invoke(*args, "--check").exit_code == 1
    assert invoke(*args, "--force").exit_code == 0 and module.read_text() != "# edited by hand\n"
    assert invoke(*args, "--check").exit_code == 0


def test_compare_without_a_gpu_validates_triton_kernels(monkeypatch):
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)   # also on a GPU machine
    monkeypatch.setenv("TRITON_INTERPRET", "1")         # restored after the test
    result = invoke("compare", "--cols", "33", "--dtype", "fp32", "--strategy", "warp")
    assert result.exit_code == 0, result.output
    notices = [line for line in result.output.splitlines() if "no CUDA GPU" in line]
    assert len(notices) == 1 and "(no timings)" in notices[0], result.output
    assert "PASS" in result.output and "FAIL" not in result.output
    assert "Traceback" not in result.output


def test_compare_without_a_gpu_names_the_cuda_only_strategies(monkeypatch):
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    monkeypatch.setenv("TRITON_INTERPRET", "1")
    some = invoke("compare", "--cols", "33", "--dtype", "fp32", "--strategy", "warp,cluster,auto")
    assert some.exit_code == 0, some.output
    assert "not validated without a GPU (CUDA only): cluster, auto" in some.output
    assert "PASS" in some.output and "Traceback" not in some.output
    none = invoke("compare", "--cols", "33", "--dtype", "fp32", "--strategy", "cluster")
    assert none.exit_code != 0
    assert "error: strategy: cluster run on CUDA only, so there is nothing to validate without a GPU" in none.output
    assert "Traceback" not in none.output


def _fill(root, keys):
    def build(directory):
        (directory / "kernel.py").write_text("print('hi')\n")
        (directory / "kernel.bin").write_bytes(b"\0" * 1000)
    return [cache.fetch(key, build) for key in keys]


def test_cache_info_and_clear(tmp_path, monkeypatch):
    monkeypatch.setenv("SOFTGEN_CACHE_DIR", str(tmp_path / "cache"))
    empty = invoke("cache", "info")
    assert empty.exit_code == 0
    assert empty.output.splitlines() == [f"root: {tmp_path / 'cache'}", "entries: 0", "bytes: 0"]

    entries = _fill(tmp_path / "cache", [f"{i:02x}" * 32 for i in range(3)])
    size = sum(f.stat().st_size for e in entries for f in e.iterdir())
    assert size > 3000
    result = invoke("cache", "info")
    assert result.exit_code == 0
    assert result.output.splitlines() == [f"root: {tmp_path / 'cache'}", "entries: 3", f"bytes: {size}"]
    as_json = invoke("cache", "info", "--json")
    assert json.loads(as_json.output) == {"root": str(tmp_path / "cache"), "entries": 3, "bytes": size}

    cleared = invoke("cache", "clear")
    assert cleared.exit_code == 0
    assert cleared.output.strip() == f"removed 3 entries from {tmp_path / 'cache'}"
    assert not any(e.exists() for e in entries)
    assert invoke("cache", "info").output.splitlines()[1:] == ["entries: 0", "bytes: 0"]
    assert invoke("cache", "clear").output.strip().startswith("removed 0 entries")
    _fill(tmp_path / "cache", ["ab" * 32])
    assert invoke("cache", "clear").output.strip().startswith("removed 1 entry from")


def test_cache_commands_on_a_missing_or_odd_root(tmp_path, monkeypatch):
    for root in (tmp_path / "never-made", tmp_path / "a-file"):
        if root.name == "a-file":
            root.write_text("x")
        monkeypatch.setenv("SOFTGEN_CACHE_DIR", str(root))
        info = invoke("cache", "info")
        assert info.exit_code == 0 and "entries: 0" in info.output
        assert invoke("cache", "clear").output.startswith("removed 0 entries")


def test_every_command_has_help_with_examples():
    for args in ([], ["emit"], ["compare"], ["cache"], ["cache", "info"], ["cache", "clear"]):
        result = invoke(*args, "--help")
        assert result.exit_code == 0, args
        assert "Examples:" in result.output and "softgen " in result.output.split("Examples:")[1], args


def test_compare_backward_without_gpu_validates_triton_kernels():
    result = invoke("compare", "--op", "softmax_backward", "--cols", "33", "--dtype", "fp32",
                    "--strategy", "online")
    assert result.exit_code == 0, result.output
    assert "online" in result.output and "PASS" in result.output and "FAIL" not in result.output


def test_missing_optional_dependency_is_one_line(monkeypatch):
    import importlib.util
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "rich" else real(name, *a))
    result = invoke("compare", "--cols", "33")
    assert result.exit_code == 2
    assert result.output == "error: compare: needs rich, not installed; pip install 'softgen[gpu,bench]'\n"
