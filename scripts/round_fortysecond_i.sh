#!/bin/bash
# Forty-second session, round i (H100): the final code (next-row prefetch in both backends, Triton
# fp32 log_softmax's split at three an SM, the gluon kernel only on 16-byte-aligned tensors): GPU
# tests of online's long rows, held entry, split, gluon kernels and generated modules; memcheck on
# the gluon kernels; online in both backends at the sweep's widths from 32768, both ops (single runs).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 300 python3 -m pytest -q -p no:cacheprovider -m gpu tests -rf \
    -k "next_row or held_entry or split_rows or gluon_rows or shared_rows or long_rows or generated" 2>&1 \
    | tee "$OUT/i-tests.txt" | tail -3
timeout 150 compute-sanitizer --tool memcheck python3 scripts/sanitize_gluon.py 2>&1 | tee "$OUT/i-memcheck.txt" | tail -2
online_sweep i
