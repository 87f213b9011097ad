#!/bin/bash
# Twenty-seventh session, round j (H100): auto after fp32's forward table entries 32768-155000 took
# cluster stage 5 x 16 (round i): fresh random fp32 widths 16384-262144 (seeds 52, 53) and the
# entries' own widths, both forward ops; and the stage 5 GPU tests again.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
for op in softmax log_softmax; do
  T=240 auto_at "auto-j-$op" op=$op fp32 random=52:24:16384:262144,random=53:12:20000:170000,65535,155000,160000
  sed -n '1,80p' "$OUT/auto-j-$op.txt" | cut -c1-150
done
timeout 200 python3 -m pytest -q -m gpu tests/test_gpu.py -k "cluster_stages or slices_far_below or auto" 2>&1 | tail -3
