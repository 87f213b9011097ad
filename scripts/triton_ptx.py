"""The global loads and stores, shuffles and barriers of a rendered Triton kernel compiled for
sm_90 here (no GPU needed), and its registers, spills and SASS opcodes (exploration): which
accesses are 16-byte packs and which element by element.  The compiling is
tests/compile_gluon.py's (plain=1, the pointers 16-byte aligned, and the row strides and width
a multiple of 16 elements where the width is, as Triton specialises them).

    python scripts/triton_ptx.py op=softmax warp 137 bf16 [tunable=value ...] [EDGE_PACKS=0 ...]

(upper-case names set the kernel's constexprs: SAME_STRIDES, ALIGNED and EDGE_PACKS are 1 unless set)
"""
import collections
import importlib.util
import json
import subprocess
import sys
import tempfile
from pathlib import Path

from softgen.emit import emit
from softgen.generator.spec import KernelSpec

COMPILE = Path(__file__).resolve().parent.parent / "tests" / "compile_gluon.py"

args = sys.argv[1:]
op = args.pop(0)[3:] if args[0].startswith("op=") else "softmax"
strategy, cols, dtype = args[0], int(args[1]), args[2]
settings = dict(a.split("=") for a in args[3:])
maxnreg = settings.pop("maxnreg", None)       # a register cap (default: the launcher's MAX_REGISTERS)
tunables = {k: int(v) for k, v in settings.items() if not k.isupper()}
spec = KernelSpec(op=op, strategy=strategy, cols=cols, dtype=dtype, backend="triton", **tunables)
with tempfile.TemporaryDirectory() as out:
    path = next(w.path for w in emit([spec], out) if "_triton" in w.path.name)
    loaded = importlib.util.spec_from_file_location("launcher", path)
    module = importlib.util.module_from_spec(loaded)
    loaded.loader.exec_module(module)
    names = getattr(module, module.KERNEL + "_kernel").arg_names
    constants = {"BLOCK_N": module.BLOCK_N, "ROWS": module.ROWS, "NUM_STAGES": module.NUM_STAGES,
                 "SAME_STRIDES": 1, "ALIGNED": 1, "EDGE_PACKS": 1}
    constants.update({k: int(v) for k, v in settings.items() if k.isupper()})
    # PEEL 0: rows a multiple of 16 elements apart, as Triton specialises such a stride itself
    maxnreg = maxnreg or getattr(module, "MAX_REGISTERS", None)      # the launcher's cap, unless set
    run = subprocess.run([sys.executable, str(COMPILE), str(path), str(int(cols % 16 != 0)), str(module.NUM_WARPS),
                          "plain=1", "sass=1", *([f"maxnreg={maxnreg}"] if maxnreg else []),
                          *(f"{k}={v}" for k, v in constants.items() if k in names)],
                         capture_output=True, text=True, check=True)
compiled = json.loads(run.stdout.splitlines()[-1])
counts = collections.Counter(compiled["loads"] + compiled["stores"] + compiled["shuffles"])
counts["bar.sync"] = compiled["barriers"]
print(f"{op} {strategy} {cols} {dtype} {tunables}: ROWS {module.ROWS} BLOCK_N {module.BLOCK_N} "
      f"warps {module.NUM_WARPS}, registers {compiled['registers']}, stack {compiled['stack']}")
for name, n in sorted(counts.items()):
    if n:
        print(f"  {n:4d} {name}")
sass = compiled["sass"]
print(f"  {sum(n for _, n in sass):4d} SASS instructions:", ", ".join(f"{k} {n}" for k, n in sass[:12]))
