#!/bin/bash
# Fortieth session, round h (H100): the split entry's cached tiles through cp.async (all of a chunk's
# in flight from its start; splitasync=0: through registers as before), with the L2 prefetch one or
# two tiles ahead; the split's GPU tests first; medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -k "split and not triton" 2>&1 \
    | tee "$OUT/h-tests.txt" | tail -3
for dt in bf16 fp16; do
  REPEAT=3 T=250 explore try_matrix.py $dt online 200003,262144,300001,400000 "" splitasync=0 ahead=2 | tee "$OUT/h-$dt.txt"
done
REPEAT=3 T=250 explore try_matrix.py fp32 online 50000,131072,200003,262144,300001 "" splitasync=0 | tee "$OUT/h-fp32.txt"
