"""Exploration: cluster kernels on a grid of exactly as many clusters as the GPU holds at
once (cuOccupancyMaxActiveClusters), each striding over rows, against one cluster per row.
Entry 20 of docs/OPTIMIZATION_NOTES.md capped the grid at SMs x blocks, more clusters than
fit (clusters stay inside a GPC), so part of it ran as a second wave.  Here the grid is
C_max clusters, or the fewest clusters that need as many rounds of rows (every cluster the
same number of rows: no tail wave on a fraction of the GPU).  Not a test; prints % of copy.

    python scripts/try_balanced_clusters.py [CSV]
"""
import ctypes
import math
import sys

import torch

import softgen
from explore import Width

CASES = [("bf16", 262144, dict(cluster_size=8, block_size=256)), ("fp16", 262144, dict(cluster_size=8, block_size=256)),
         ("bf16", 262144, dict(stage=1, cluster_size=16)), ("bf16", 262144, dict(cluster_size=4, block_size=512)),
         ("bf16", 131072, dict(cluster_size=4, block_size=256)), ("fp16", 131072, dict(cluster_size=4, block_size=256)),
         ("bf16", 131072, dict(cluster_size=8, block_size=256)),
         ("fp32", 262144, dict(stage=2, cluster_size=16)), ("fp32", 262144, dict(stage=2, cluster_size=8)),
         ("fp32", 262144, dict(stage=1, cluster_size=8)), ("fp32", 262144, dict(stage=1, cluster_size=16)),
         ("fp32", 131072, dict(stage=2, cluster_size=16)), ("fp32", 131072, dict(stage=2, cluster_size=8)),
         ("bf16", 65536, dict(cluster_size=2, block_size=256)), ("bf16", 50000, dict(cluster_size=4, block_size=128))]


class Attribute(ctypes.Structure):
    _fields_ = [("id", ctypes.c_int), ("pad", ctypes.c_char * 4), ("value", ctypes.c_uint * 16)]


class Config(ctypes.Structure):
    _fields_ = [("grid", ctypes.c_uint * 3), ("block", ctypes.c_uint * 3), ("shared_mem", ctypes.c_uint),
                ("stream", ctypes.c_void_p), ("attrs", ctypes.POINTER(Attribute)), ("num_attrs", ctypes.c_uint)]


_occupancy = ctypes.CDLL("libcuda.so.1").cuOccupancyMaxActiveClusters
_occupancy.argtypes = [ctypes.POINTER(ctypes.c_int), ctypes.c_void_p, ctypes.POINTER(Config)]


def max_active_clusters(module):
    dims = Attribute(id=4)          # CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION
    dims.value[:3] = (module.CLUSTER, 1, 1)
    config = Config((module.CLUSTER * 64, 1, 1), (module.BLOCK, 1, 1), module.SMEM_BYTES, None,
                    ctypes.pointer(dims), 1)
    n = ctypes.c_int()
    status = _occupancy(ctypes.byref(n), module._handle[1], ctypes.byref(config))
    assert status == 0, f"cuOccupancyMaxActiveClusters: CUresult {status}"
    return n.value


def main():
    rows_out = []
    for dtype, cols, tunables in CASES:
        w = Width(dtype, cols)
        rows = w.rows
        f = softgen.load(strategy="cluster", cols=cols, dtype=dtype, **tunables)
        module = sys.modules[f.__module__]
        f(w.x, out=w.y)
        torch.cuda.synchronize()
        k = module.CLUSTER
        c_max = max_active_clusters(module)
        rounds = math.ceil(rows / c_max)
        variants = {"per row": 2 ** 31 - 1, f"C_max {c_max}": c_max * k,
                    f"balanced {math.ceil(rows / rounds)}": math.ceil(rows / rounds) * k}
        if rounds > 1:
            variants[f"rounds+1 {math.ceil(rows / (rounds + 1))}"] = math.ceil(rows / (rounds + 1)) * k
        line = f"{dtype} {cols:7d} {str(tunables):45} rows {rows} C_max {c_max}"
        for name, cap in variants.items():
            module.MAX_GRID = cap
            pct = w.pct(f, f"{dtype} {cols} {tunables} {name}")
            line += f" | {name}: {pct:5.1f}%"
            rows_out.append((dtype, cols, str(tunables).replace(",", ";"), name, c_max, f"{pct:.1f}"))
        module.MAX_GRID = 2 ** 31 - 1
        print(line, flush=True)

    if len(sys.argv) > 1:
        with open(sys.argv[1], "w") as fh:
            fh.write("dtype,cols,tunables,grid,c_max,pct_copy\n")
            fh.writelines(",".join(map(str, r)) + "\n" for r in rows_out)


if __name__ == "__main__":
    main()
