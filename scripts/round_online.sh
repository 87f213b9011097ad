#!/bin/bash
# Device round for the online L2 / shared-memory change: GPU tests of online and the cluster
# stages (stage 0 shares online's streaming code), then scripts/online_l2.py.
source scripts/device_env.sh
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
python -c "import torch, triton, cupy; print(torch.__version__, triton.__version__, cupy.__version__)"
timeout 230 python -m pytest -q -m gpu tests/test_gpu.py -k "online or cluster_stages" 2>&1 | tail -6
SHARES=${SHARES:-off=1e9,0.6=0.6} timeout 320 python scripts/online_l2.py "$OUT/online_l2.csv"
