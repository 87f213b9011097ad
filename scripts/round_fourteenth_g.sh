#!/bin/bash
# Fourteenth session, round g: Triton online through gluon (shared memory kept across the
# row's passes) on the long rows where Triton online trails CUDA.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
cd scripts
python3 -c "import triton; print('triton', triton.__version__)" | tee "$OUT/gluon-online.txt"
timeout 400 python3 try_gluon_online.py fp32:131072,262144 bf16:262144,131072 2>&1 | tail -30 | tee -a "$OUT/gluon-online.txt"
