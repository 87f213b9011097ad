#!/bin/bash
# Thirty-ninth session, round f (H100): the split entry as shipped now (blocks of 256 threads, four
# an SM, from 192 KB, in every dtype): its GPU tests, memcheck, and its timing against the shipped
# modules before (baseline/old: one block of 512 an SM, fp32 only, from 660 KB); medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 300 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -k "split or gluon_rows or online_long_rows" 2>&1 \
    | tee "$OUT/f-tests.txt" | tail -3
timeout 200 compute-sanitizer --tool memcheck python3 scripts/sanitize.py online 2>&1 | tee "$OUT/f-memcheck.txt" | tail -2
W=50000,65536,100000,131072,160000,200003,262144,300001
for dt in fp32 bf16 fp16; do
  REPEAT=3 T=200 explore try_matrix.py $dt online $W "" baseline=old | tee "$OUT/f-$dt.txt"
done
for dt in fp32 bf16 fp16; do
  REPEAT=3 T=100 explore try_matrix.py op=log_softmax $dt online 131072,262144 "" baseline=old | tee "$OUT/f-log-$dt.txt"
done
