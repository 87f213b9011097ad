#!/bin/bash
# Sixteenth session, round a: the shipped online launchers at the long widths (% of copy, Triton /
# CUDA), then the gluon kernel's shapes on rows of 200-400 KB (scripts/try_gluon_shapes.py).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$OUT/device.txt"
python3 -c "import torch, triton, cupy; print(torch.__version__, triton.__version__, cupy.__version__)" | tee -a "$OUT/device.txt"
timeout 170 python3 scripts/online_pct.py fp32,bf16,fp16 100000,131072,131075,262144,262145 2>&1 | tee "$OUT/online-pct.txt"
cd scripts && timeout 380 python3 try_gluon_shapes.py fp32:65536,100000,100003,131072 \
    bf16:65536,100000,100003 fp16:100000 2>&1 | tee "$OUT/gluon-shapes.txt"
