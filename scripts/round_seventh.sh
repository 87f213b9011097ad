#!/bin/bash
# Seventh session, first device round: exploration only (no shipped code changes).
#   balanced cluster grids (occupancy-sized, every cluster the same rows), Triton's grid and
#   warps, the GPU time of small calls, then latency.py.
source scripts/device_env.sh
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
python -c "import torch, triton, cupy; print(torch.__version__, triton.__version__, cupy.__version__)"
timeout 200 python scripts/try_balanced_clusters.py "$OUT/balanced.csv" 2>&1 | grep -v Warning
timeout 60 python scripts/small_gpu_time.py 2>&1 | grep -v Warning
timeout 280 python scripts/try_triton_grid.py "$OUT/triton_grid.csv" 2>&1 | grep -v Warning
