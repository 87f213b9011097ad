#!/bin/bash
# Thirteenth session: CUDA online's bulk-copy entry variants (ring slots, tile) against the shipped launcher.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
cd scripts
VARIANTS=1 timeout 400 python3 try_online_bulk.py fp32:50000,65536,131072,131075,262144 bf16:65536,100000,100003,131072,262144 fp16:100000,262144 2>&1 | tee "$OUT/online-bulk-variants.txt"
