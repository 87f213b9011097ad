"""Exploration (runs at f12cdb7, before online had two entry points): CUDA online in 16-bit
with the fp32 kernel's row cache (plan.row_cache forced on: the launcher gives long rows'
blocks shared memory that keeps their first tiles for pass 2 and caps the blocks an SM).
Notes entry 31 dropped it for every width (90 registers, one block an SM); this times it
again at the long widths, where one block an SM is what the cap wants anyway; also with
__launch_bounds__ asking two blocks an SM (64 registers), and with one block an SM given all
the shared memory it may have (the whole row cached up to about 227 KB).  Not a test; prints
% of copy.

    python scripts/try_online_16bit_cache.py bf16,fp16 32768,65536,131072,262144 [MIN_BLOCKS, e.g. 1]
"""
import dataclasses
import sys

import softgen
from explore import Width
from softgen.generator import plan as plans
from softgen.runtime import loader

dtypes, widths = sys.argv[1].split(","), [int(c) for c in sys.argv[2].split(",")]
MIN_BLOCKS = [int(b) for b in sys.argv[3].split(",")] if len(sys.argv) > 3 else [1, 2]
shipped_row_cache = plans.LaunchPlan.row_cache
for dtype in dtypes:
    shipped = softgen.load(strategy="online", dtype=dtype, backend="cuda")
    plans.LaunchPlan.row_cache = property(lambda plan: plan.backend == "cuda" and plan.strategy == "online")
    spec = loader.as_spec(strategy="online", dtype=dtype, backend="cuda")
    variants = {}
    for min_blocks in MIN_BLOCKS:   # __launch_bounds__(512, 2): 64 registers, two blocks an SM
        launcher = loader._load(dataclasses.replace(plans.make_plan(spec), min_blocks=min_blocks),
                                loader._device_arch())
        variants[min_blocks] = launcher, sys.modules[launcher.__module__]
    plans.LaunchPlan.row_cache = shipped_row_cache
    for cols in widths:
        w = Width(dtype, cols)
        line = f"{dtype} {cols:6d} | shipped {w.pct(shipped, f'{dtype} {cols} shipped'):5.1f}"
        for min_blocks, (launcher, module) in variants.items():
            pct = w.pct(launcher, f"{dtype} {cols} cached {min_blocks}")
            line += (f" | row cache, min blocks {min_blocks}: {pct:5.1f} (smem {module._cache_bytes(0, cols)}, "
                     f"{module._function.num_regs} registers)")
        launcher, module = variants[1]          # one block an SM with all the shared memory it may have
        launched = module._cache_bytes(0, cols)
        module._row_smem[0, cols] = module._sm_limits[0][4] // 16 * 16
        line += f" | all shared memory: {w.pct(launcher, f'{dtype} {cols} cached, all smem'):5.1f}"
        module._row_smem[0, cols] = launched
        print(line, flush=True)
