"""Registers a thread Triton online's kernel takes at the launcher's shapes, for the installed
Triton, compiled for sm_90 on this machine (no GPU needed): the launcher's REGISTERS (fewest,
most) count the programs an SM holds with them (notes entry 69).  Measured: triton 3.6 16-bit 16
warps 40 (bf16 peeled 52), 32 warps 51-59, fp32 32 (64 holding elements); triton 3.9 16-bit
32-40, fp32 29 (64).

    python scripts/triton_online_registers.py
"""
import importlib.util
import os
import pathlib
import re
import subprocess
import sys
import tempfile

os.environ.pop("TRITON_INTERPRET", None)
import triton  # noqa: E402
from triton.backends.compiler import GPUTarget  # noqa: E402
from triton.compiler import ASTSource  # noqa: E402

from softgen.generator.plan import make_plan  # noqa: E402
from softgen.generator.render import render  # noqa: E402
from softgen.generator.spec import KernelSpec  # noqa: E402

BIN = pathlib.Path(triton.__file__).parent / "backends" / "nvidia" / "bin"
SHAPES = {"bf16": [(16, 8192, 0), (32, 16384, 0)], "fp16": [(16, 8192, 0), (32, 16384, 0)],
          "fp32": [(32, 8192, 0), (32, 8192, 32768)]}       # (warps, tile, elements held)


def launcher(dtype, directory):
    plan = make_plan(KernelSpec(strategy="online", dtype=dtype, backend="triton"))
    path = pathlib.Path(directory) / f"{plan.name}.py"
    path.write_text(render(plan).module_source)
    spec = importlib.util.spec_from_file_location(plan.name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def registers(ptx: str) -> str:
    """ptxas -v's count, from the first of Triton's ptxas binaries that reads this PTX."""
    with tempfile.NamedTemporaryFile("w", suffix=".ptx") as f:
        f.write(ptx)
        f.flush()
        for ptxas in sorted(BIN.glob("ptxas*")):
            run = subprocess.run([str(ptxas), "-arch=sm_90a", "-v", f.name, "-o", os.devnull],
                                 capture_output=True, text=True)
            found = re.findall(r"Used (\d+) registers", run.stdout + run.stderr)
            if run.returncode == 0 and found:
                return found[0]
    return "?"


with tempfile.TemporaryDirectory() as directory:
    for dtype in sys.argv[1:] or SHAPES:
        module = launcher(dtype, directory)
        pointer = "*" + dtype
        signature = {"x_ptr": pointer, "y_ptr": pointer, "n_rows": "i32", "x_row_stride": "i32",
                     "y_row_stride": "i32", "n_cols": "i32", "BLOCK_N": "constexpr", "ROWS": "constexpr",
                     "NUM_STAGES": "constexpr", "SAME_STRIDES": "constexpr", "PEEL": "constexpr", "CACHE": "constexpr"}
        for warps, tile, cache in SHAPES[dtype]:
            line = f"triton {triton.__version__} {dtype} {warps} warps, tile {tile}, held {cache}:"
            for peel in (False, True):
                aligned = (0, 1) if peel else (0, 1, 3, 4, 5)      # Triton's 16-divisibility
                source = ASTSource(fn=getattr(module, module.KERNEL + "_kernel"), signature=signature,
                                   constexprs={"BLOCK_N": tile, "ROWS": 1, "NUM_STAGES": 1, "SAME_STRIDES": True,
                                               "PEEL": peel, "CACHE": cache},
                                   attrs={(i,): [["tt.divisibility", 16]] for i in aligned})
                compiled = triton.compile(source, target=GPUTarget("cuda", 90, 32), options={"num_warps": warps})
                line += f" {'peeled' if peel else 'aligned'} {registers(compiled.asm['ptx'])}"
            print(line, flush=True)
