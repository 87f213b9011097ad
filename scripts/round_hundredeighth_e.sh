#!/bin/bash
# Hundred-eighth session, round e (H200, one call): the GPU tests of the entries
# scripts/hundredeighth_entries.py adds, then auto on the new table (c0) against the table before
# them (baseline/h200-before-108.json, f5e95e09's) across the widths each entry serves
# (served_diff: fp16 log_softmax 10920-11288; the 16-bit forward's aligned rows 16072-16408; bf16
# softmax 32024-32776, fp32 log_softmax 31692-32771), medians of three.
#     bash scripts/round_hundredeighth_e.sh            (device tool, carry ["baseline"])
source scripts/device_env.sh; export COLUMNS=200 REPEAT=3
timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -k "hundredeighth" \
  -n 8 -rfE 2>&1 | tail -4 | tee "$OUT/gpu-tests.txt"
SESSION=hundredeighth matrices_round e 90
pack_out
