#!/bin/bash
# Sixtieth session, round r (H100, one call; carries baseline/pre60, auto's CUDA kernels at 455c490).
# Trains of 20, medians of three.  quack's grid puts the cluster along y (grid [M, cluster_n],
# cluster [1, cluster_n, 1]); ours along x.  The clusters of 16 (cuLaunchKernelEx) launched that
# way (docs/bench/sixtieth-r-cluster-along-y.patch: the kernel's %clusterid.x is still the row,
# %cluster_ctarank the slice) against the kernels before, each validated first.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
patch -s -p1 < docs/bench/sixtieth-r-cluster-along-y.patch
{ timeout 150 python3 scripts/try_baseline.py baseline/pre60 bf16 auto:95424,163064,262144
  timeout 80 python3 scripts/try_baseline.py baseline/pre60 fp32 auto:155392; } 2>&1 | tee "$OUT/cluster-along-y.txt"
patch -s -R -p1 < docs/bench/sixtieth-r-cluster-along-y.patch
