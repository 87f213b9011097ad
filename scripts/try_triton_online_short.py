"""Exploration: Triton online on short rows (16-bit up to 3000, fp32 up to 1000: 5-75% of copy,
docs/bench/fourteenth-online-sweep.txt), where the launcher's programs of at least 8 warps and
tiles of 2 groups of 16 bytes a thread leave most lanes of a row of a few KB idle: programs of
1-8 warps, 1-4 groups a thread, one program a row.  Not a test; % of copy, same run.

    python scripts/try_triton_online_short.py bf16:512,1024 fp32:256
    python scripts/try_triton_online_short.py shapes=4x4,8x4 bf16:4500     # (warps x groups) given
"""
import sys

import softgen
from explore import Width, online_run

SHAPES = ((1, 1), (1, 2), (1, 4), (2, 2), (2, 4), (4, 1), (4, 2), (4, 4), (8, 2))     # (warps, groups)
args = sys.argv[1:]
if args and args[0].startswith("shapes="):
    SHAPES = tuple(tuple(map(int, shape.split("x"))) for shape in args.pop(0)[7:].split(","))

for arg in args:
    dtype, widths = arg.split(":")
    f = softgen.load(strategy="online", dtype=dtype, backend="triton")
    module = sys.modules[f.__module__]
    for cols in map(int, widths.split(",")):
        w = Width(dtype, cols)
        line = f"{dtype} {cols:6d} | launcher {w.pct(f, f'{dtype} {cols} launcher'):5.1f}"
        for warps, groups in SHAPES:
            run = online_run(module, w.rows, warps, warps * 32 * module.PACK * groups)
            line += f" | {warps}w{groups}g {w.pct(run, f'{dtype} {cols} {warps}w {groups}g'):5.1f}"
        print(line, flush=True)
