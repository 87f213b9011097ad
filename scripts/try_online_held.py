"""Exploration: CUDA online's row-cache entry keeping the first HELD tiles of each row in
registers as well as the next ones in shared memory (one block an SM leaves the registers
free), so less of a long row is read twice.  Recorded (docs/bench/eleventh-online-held.txt)
when the held tiles lived in the row-cache entry itself; now the tiles of a third entry (plan
property held_tiles, patched here), launched where one block an SM gets the shared memory.  Not a test; prints % of
copy, same run.

    python scripts/try_online_held.py bf16:131072,262144 fp32:65536,131072,262144
"""
import sys

from explore import Width
from softgen.generator import plan as plans
from softgen.runtime import loader

HELD = (0, 1, 2, 3)
shipped_held_tiles = plans.LaunchPlan.held_tiles
for arg in sys.argv[1:]:
    dtype, widths = arg.split(":")
    launchers = {}
    for held in HELD:
        plans.LaunchPlan.held_tiles = property(lambda plan, n=held: n if plan.row_cache else 0)
        launcher = loader._load(plans.make_plan(loader.as_spec(strategy="online", dtype=dtype, backend="cuda")),
                                loader._device_arch())
        launchers[held] = launcher, sys.modules[launcher.__module__]
    plans.LaunchPlan.held_tiles = shipped_held_tiles
    for cols in map(int, widths.split(",")):
        w = Width(dtype, cols)
        line = f"{dtype} {cols:6d}"
        for held, (launcher, module) in launchers.items():
            pct = w.pct(launcher, f"{dtype} {cols} held {held}")
            entry = module._row_entry(0, cols)[1]
            line += f" | held {held}: {pct:5.1f} ({entry.num_regs} registers, smem {module._cache_bytes(0, cols)})"
        print(line, flush=True)
