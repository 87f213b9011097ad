"""Exploration: how many clusters of a cluster kernel an H200 holds at once
(cuOccupancyMaxActiveClusters) against the block slots its blocks an SM give (SMs x blocks an
SM), for the shapes timed at 16-bit rows past 130000.  A cluster's blocks share one GPC, so a
cluster size that does not divide a GPC's slots leaves some empty (notes entry 175: 45 clusters
of 16 at six blocks of 160, 720 of the 792 slots).  Not a test.

    python scripts/probe_cluster_slots.py
"""
import sys

import torch
from try_balanced_clusters import max_active_clusters

import softgen

COLS = 262144
SHAPES = [  # cluster size, threads, blocks an SM
    (16, 128, 8), (16, 160, 6), (16, 192, 4), (12, 160, 6), (12, 128, 6), (12, 192, 6), (12, 256, 3),
    (8, 256, 4), (8, 128, 8), (4, 256, 4), (2, 256, 4)]


def main():
    sms = torch.cuda.get_device_properties(0).multi_processor_count
    for cluster, threads, per_sm in SHAPES:
        f = softgen.load(strategy="cluster", cols=COLS, dtype="bf16", backend="cuda", stage=7,
                         cluster_size=cluster, block_size=threads, blocks_per_sm=per_sm)
        module = sys.modules[f.__module__]
        f(torch.randn(cluster, COLS, device="cuda", dtype=torch.bfloat16))   # loads the module
        held = max_active_clusters(module)
        print(f"x {cluster:2d} {threads:3d} threads, {per_sm} an SM: {held:3d} clusters at once, "
              f"{held * cluster:4d} of {sms * per_sm} slots ({held * cluster / (sms * per_sm):.1%}), "
              f"shared memory {module.SMEM_BYTES} B a block", flush=True)


if __name__ == "__main__":
    main()
