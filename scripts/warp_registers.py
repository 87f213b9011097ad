"""Registers and stack a thread of Triton warp kernels compiled for sm_90 (tests/compile_gluon.py,
a fresh Triton cache each), at the plan's cap or another: OP:DTYPE:COLS:REGS (REGS 0: uncapped).

    python scripts/warp_registers.py softmax:bf16:2900:128 log_softmax_backward:fp16:2900:168
"""
import importlib.util
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from softgen.generator.plan import make_plan
from softgen.generator.render import render
from softgen.generator.spec import KernelSpec


def load(path: Path):
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def compiled(op: str, dtype: str, cols: int, regs: int, tmp: Path) -> tuple:
    """(the plan, what tests/compile_gluon.py reports) of Triton warp's kernel at this shape."""
    plan = make_plan(KernelSpec(op=op, strategy="warp", cols=cols, dtype=dtype, backend="triton"))
    path = tmp / f"{plan.name}.py"
    path.write_text(render(plan).module_source)
    module = load(path)
    names = getattr(module, module.KERNEL + "_kernel").arg_names
    constants = {k: v for k, v in dict(BLOCK_N=plan.block_n, ROWS=plan.rows_per_block, NUM_STAGES=1, SAME_STRIDES=1,
                                       EDGE_PACKS=1, ALIGNED=1).items() if k in names}
    env = {k: v for k, v in os.environ.items() if k != "TRITON_INTERPRET"}
    env["TRITON_CACHE_DIR"] = str(tmp / f"cache-{plan.name}-{regs}")          # compiled here, not found
    # PEEL 1: Triton may not take the strides for multiples of 16 (the others' ALIGNED says vec)
    args = [sys.executable, str(Path(__file__).parent.parent / "tests" / "compile_gluon.py"), str(path),
            str(int(cols % 16 != 0)), str(plan.num_warps), "plain=1", *(f"{k}={v}" for k, v in constants.items())]
    run = subprocess.run(args + ([f"maxnreg={regs}"] if regs else []), env=env, capture_output=True, text=True)
    if run.returncode:
        sys.exit(run.stderr[-2000:])
    return plan, json.loads(run.stdout.splitlines()[-1])


def main(shapes: list[str]) -> None:
    tmp = Path(tempfile.mkdtemp())
    for shape in shapes:
        op, dtype, cols, regs = shape.split(":")
        plan, report = compiled(op, dtype, int(cols), int(regs), tmp)
        print(f"{shape}: chunks {plan.chunks}, plan's cap {plan.max_registers}, registers {report['registers']}, "
              f"stack {report['stack']}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:] or sys.exit(__doc__))
