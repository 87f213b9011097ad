"""The softgen command line: help, emit, and one-line errors with exit code 2."""
from click.testing import CliRunner

from softgen.cli import main


def invoke(*args):
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def test_help_lists_commands_and_examples():
    assert "emit" in invoke("--help").output
    out = invoke("emit", "--help").output
    assert "softgen emit --strategy warp --cols 1024" in out and "--threads-per-row" in out


def test_emit_writes_kernels(tmp_path):
    result = invoke("emit", "--strategy", "warp", "--cols", "1024", "--dtype", "bf16", "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    assert (tmp_path / "softmax_warp_c1024_bf16_cuda.cu").exists()
    assert (tmp_path / "softmax_warp_c1024_bf16_triton.py").exists()
    assert (tmp_path / "__init__.py").exists()
    again = invoke("emit", "--strategy", "warp", "--cols", "1024", "--dtype", "bf16", "--out", str(tmp_path),
                   "--check")
    assert again.exit_code == 0 and "unchanged" in again.output


def test_emit_spec_file(tmp_path):
    spec = tmp_path / "k.toml"
    spec.write_text('[[kernel]]\nstrategy = "online"\nbackend = "triton"\n')
    result = invoke("emit", "--spec", str(spec), "--out", str(tmp_path / "o"))
    assert result.exit_code == 0, result.output
    assert (tmp_path / "o" / "softmax_online_cany_fp32_triton.py").exists()


def test_errors_are_one_line_with_exit_code_2(tmp_path):
    cases = [
        (["emit", "--cols", "64"], "error: --strategy: missing; choose one of warp, block, smem, online"),
        (["emit", "--strategy", "warp", "--cols", "5000"], "error: cols: 5000 exceeds the maximum of strategy 'warp'"),
        (["emit", "--strategy", "warp", "--cols", "64", "--dtype", "int8"], "error: flags: dtype: 'int8' is not supported"),
        (["emit", "--strategy", "block"], "error: flags: cols: strategy 'block' specialises on the row width"),
        (["emit", "--spec", str(tmp_path / "missing.toml")], "cannot read spec file"),
    ]
    for args, message in cases:
        result = invoke(*args, "--out", str(tmp_path / "o"))
        assert result.exit_code == 2, (args, result.output)
        assert message in result.output, (args, result.output)
        assert "Traceback" not in result.output


def test_emit_refuses_a_changed_file_without_force(tmp_path):
    args = ["emit", "--strategy", "smem", "--cols", "100", "--backend", "cuda", "--out", str(tmp_path)]
    assert invoke(*args).exit_code == 0
    (tmp_path / "softmax_smem_c100_fp32_cuda.cu").write_text("// edited\n")
    result = invoke(*args)
    assert result.exit_code == 2 and "pass --force to overwrite" in result.output
    assert invoke(*args, "--force").exit_code == 0


def test_check_reports_stale_files_with_exit_code_1(tmp_path):
    result = invoke("emit", "--strategy", "warp", "--cols", "64", "--out", str(tmp_path), "--check")
    assert result.exit_code == 1 and "missing" in result.output
