"""Exploration, run at commit b29f082 (the entry point and plan.bulk_ring were removed after it
lost; notes entry 62): CUDA online's bulk-copy entry point ({name}_bulk, templates/cuda/bulk.cuh.j2)
launched directly, against the shipped launcher, same run.  Round a (docs/bench/thirteenth-online-bulk.txt):
grids of fractions of the SMs, one block an SM, or two with half the shared memory each (before
the evict-first hints).  Round b:
variants of (ring slots, packs a thread a tile) at one block an SM (VARIANTS=1).  Not a test;
prints % of copy per variant (each validated first).

    python scripts/try_online_bulk.py fp32:131072,262144 bf16:100000,262144
"""
import os
import sys

import cupy
import numpy
import torch

import softgen
from explore import Width
from softgen.generator import plan as plans
from softgen.runtime import loader

GRIDS = (1.0, 0.75, 0.5, 0.375)            # blocks as a fraction of the SMs, one an SM
HALVES = (2.0, 1.5)                        # two blocks an SM (half the shared memory each)
RINGS = ((2, 4), (3, 4), (4, 2), (6, 2))   # round b: (ring slots, packs a thread a tile)


def bulk_variant(dtype, ring, unroll):
    """The bulk entry with `ring` ring slots and tiles of `unroll` packs a thread, and its module."""
    shipped_ring = plans.LaunchPlan.bulk_ring
    plans.LaunchPlan.bulk_ring = property(lambda plan: ring if plan.row_cache else 0)
    try:
        vec = 16 // plans.make_plan(loader.as_spec(strategy="online", dtype=dtype, backend="cuda")).spec.itemsize
        spec = loader.as_spec(strategy="online", dtype=dtype, backend="cuda", tile=512 * vec * unroll)
        launcher = loader._load(plans.make_plan(spec), loader._device_arch())
    finally:
        plans.LaunchPlan.bulk_ring = shipped_ring
    module = sys.modules[launcher.__module__]
    return module.compile_kernel().get_function(module.KERNEL + "_bulk"), module


def bulk_runner(function, block, grid, smem):
    function.max_dynamic_shared_size_bytes = smem

    def run(x, out):
        args = (numpy.uint64(x.data_ptr()), numpy.uint64(out.data_ptr()), numpy.int64(x.shape[0]),
                numpy.int64(x.stride(0)), numpy.int64(out.stride(0)), numpy.int32(x.shape[1]))
        stream = cupy.cuda.ExternalStream(torch.cuda.current_stream().cuda_stream)
        function((min(grid, x.shape[0]),), (block,), args, shared_mem=smem, stream=stream)
        return out
    return run


props = torch.cuda.get_device_properties(0)
sms = props.multi_processor_count

def round_b(dtype, widths):
    shipped = softgen.load(strategy="online", dtype=dtype, backend="cuda")
    variants = {}
    for ring, unroll in RINGS:
        function, module = bulk_variant(dtype, ring, unroll)
        smem = props.shared_memory_per_block_optin - function.shared_size_bytes
        variants[f"ring {ring} x {module.TILE_BYTES // 1024} KB"] = bulk_runner(function, module.BLOCK, sms, smem)
    for cols in widths:
        w = Width(dtype, cols)
        line = f"{dtype} {cols:6d} | shipped {w.pct(shipped, 'shipped'):5.1f}"
        for name, run in variants.items():
            line += f" | {name} {w.pct(run, name):5.1f}"
        print(line, flush=True)


for arg in sys.argv[1:]:
    dtype, widths = arg.split(":")
    if os.environ.get("VARIANTS"):
        round_b(dtype, list(map(int, widths.split(","))))
        continue
    shipped = softgen.load(strategy="online", dtype=dtype, backend="cuda")
    bulk, module = bulk_variant(dtype, 2, 4)
    full = props.shared_memory_per_block_optin - bulk.shared_size_bytes
    half = props.shared_memory_per_multiprocessor // 2 - 1024 - bulk.shared_size_bytes
    print(f"{dtype}: bulk entry {bulk.num_regs} registers, {bulk.shared_size_bytes} B static, "
          f"slots of {module.TILE_BYTES} B: {full // module.TILE_BYTES} (one an SM), {half // module.TILE_BYTES} (two)",
          flush=True)
    for cols in map(int, widths.split(",")):
        w = Width(dtype, cols)
        line = f"{dtype} {cols:6d} | shipped {w.pct(shipped, 'shipped'):5.1f}"
        for share in GRIDS + HALVES:
            smem = full if share <= 1 else half
            grid = int(sms * share)
            line += f" | {grid} x {smem // 1024} KB {w.pct(bulk_runner(bulk, module.BLOCK, grid, smem), f'bulk {grid}'):5.1f}"
        print(line, flush=True)
