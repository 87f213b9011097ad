"""`softgen emit`: files, reproducibility, the shipped generated/ set, standalone modules."""
import subprocess
import sys
from pathlib import Path

import pytest

from softgen.emit import emit
from softgen.generator.spec import KernelSpec, load_spec_file

ROOT = Path(__file__).resolve().parent.parent
GENERATED = ROOT / "generated"


def test_shipped_generated_files_are_up_to_date():
    specs = load_spec_file(GENERATED / "kernels.toml").specs
    stale = [r for r in emit(specs, GENERATED, check=True) if r.status != "unchanged"]
    assert not stale, ("generated/ is out of date with the templates; run: softgen emit --spec "
                       f"generated/kernels.toml --out generated --force  ({stale[0]})")


def test_emit_writes_package_and_is_byte_identical(tmp_path):
    spec = KernelSpec(strategy="warp", cols=1024, backend="both")
    first = emit([spec], tmp_path / "a")
    emit([spec], tmp_path / "b")
    names = sorted(p.path.name for p in first)
    assert names == ["__init__.py", "softmax_warp_c1024_fp32_cuda.cu", "softmax_warp_c1024_fp32_cuda.py",
                     "softmax_warp_c1024_fp32_triton.py"]
    for name in names:
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes()
    assert {r.status for r in emit([spec], tmp_path / "a")} == {"unchanged"}


def test_emit_refuses_to_overwrite_a_different_file_unless_forced(tmp_path):
    spec = KernelSpec(strategy="block", cols=300, backend="triton")
    (path,) = [r.path for r in emit([spec], tmp_path) if r.path.suffix == ".py" and "block" in r.path.name]
    path.write_text("edited by hand\n")
    assert [r.status for r in emit([spec], tmp_path) if r.path == path] == ["differs"]
    assert path.read_text() == "edited by hand\n"
    assert [r.status for r in emit([spec], tmp_path, force=True) if r.path == path] == ["written"]
    assert "edited" not in path.read_text()


STANDALONE = """
import sys, importlib
sys.modules["softgen"] = None            # softgen must not be needed
sys.path.insert(0, {directory!r})
for name in {names!r}:
    module = importlib.import_module(name)
    assert callable(getattr(module, module.SPEC["op"])) and module.KERNEL == name
print("ok", len({names!r}))
"""


def test_generated_modules_import_without_softgen():
    names = sorted(p.stem for p in GENERATED.glob("*softmax_*.py"))
    assert names
    code = STANDALONE.format(directory=str(GENERATED), names=names)
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd="/")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"ok {len(names)}"


RUN_ON_GPU = """
import sys, importlib, torch
sys.modules["softgen"] = None
sys.path.insert(0, {root!r})
for name in {names!r}:
    module = importlib.import_module("generated." + name)
    cols = module.COLS or 3001
    x = (torch.randn(1000, cols, device="cuda") * 3).to(module.DTYPE)
    op = module.SPEC["op"]
    if op.endswith("_backward"):          # x stands for dy; y from the forward op
        forward = op[:-len("_backward")]
        p = getattr(torch, forward)(torch.randn_like(x, dtype=torch.float32) * 3, -1).to(module.DTYPE)
        p64, dy64 = p.double(), x.double()
        y = getattr(module, op)(p, x)
        ref = (p64 * (dy64 - (dy64 * p64).sum(-1, keepdim=True)) if forward == "softmax"
               else dy64 - p64.exp() * dy64.sum(-1, keepdim=True))
    else:
        y = getattr(module, op)(x)
        ref = getattr(torch, op)(x.double(), -1)
        if op == "softmax" and module.DTYPE == torch.bfloat16:     # outputs that are bf16 subnormals
            tiny = torch.full((8, cols), -88.0, device="cuda")
            tiny[:, 0] = 0.0
            tiny = tiny.to(module.DTYPE)
            expected = torch.softmax(tiny.double(), -1)
            off = (module.softmax(tiny).double() - expected).abs() - expected.abs() * 2 ** -7
            assert off.max().item() <= 2 ** -133, (name, "subnormal outputs", off.max().item())
    err = ((y.double() - ref).abs() / (1 + ref.abs())).max().item()
    assert err < (1e-5 if module.DTYPE == torch.float32 else 1e-2), (name, err)
print("ok")
"""


@pytest.mark.gpu
def test_generated_modules_run_without_softgen():
    names = sorted(p.stem for p in GENERATED.glob("*softmax_*.py"))
    code = RUN_ON_GPU.format(root=str(ROOT), names=names)
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd="/")
    assert result.returncode == 0, result.stderr
