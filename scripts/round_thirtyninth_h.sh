#!/bin/bash
# Thirty-ninth session, round h (H100): Triton online's split at 8 warps, four programs an SM (as
# CUDA's split entry), from 192 KB (fp32) / 384 KB (16-bit), against the shipped modules before
# (baseline/old: 32 warps, one an SM, fp32 from 448 KB) and never split (splitfrom=100000), with
# CUDA online in the same run; the split GPU tests first; medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -k "split and triton or gluon_rows" 2>&1 \
    | tee "$OUT/h-tests.txt" | tail -3
T3="backend=triton"
for dt in fp32 bf16 fp16; do
  REPEAT=3 T=250 explore try_matrix.py $dt online 50000,100000,131072,160000,200003,262144,300001,400000 "" "$T3" "$T3,baseline=old" "$T3,splitfrom=100000" | tee "$OUT/h-$dt.txt"
done
