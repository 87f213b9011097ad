#!/bin/bash
# Forty-first session, round i (H100): the final Triton online rule (two programs an SM on 16-bit
# rows of 76-168 KB and fp32 ones of 100-168 KB, one an SM from 16-bit 168 KB with its cache a
# tile short of the row, fp32 split from 168 KB): GPU tests of the gluon kernels, split, generated
# modules, drop-ins and fuzzed shapes; memcheck on the gluon kernels; online in both backends at
# the sweep's widths from 32768, both ops (single runs).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 300 python3 -m pytest -q -p no:cacheprovider -m gpu tests -rf -k "shared_rows or gluon_rows or split_rows or generated or drop or fuzz" 2>&1 \
    | tee "$OUT/i-tests.txt" | tail -4
timeout 150 compute-sanitizer --tool memcheck python3 scripts/sanitize_gluon.py 2>&1 | tee "$OUT/i-memcheck.txt" | tail -2
for op in softmax log_softmax; do
  for dt in fp32 bf16 fp16; do
    T=200 explore try_matrix.py op=$op $dt online 32768,50000,65536,100000,131072,262144 "" backend=triton | tee "$OUT/i-$op-$dt.txt"
  done
done
