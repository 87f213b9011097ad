#!/bin/bash
# Sixty-second session, round m (H100, one call; carries baseline/h100-before-62m.json, the table
# with rounds d and k's entries).  Round l: stage 6 x 2 x 128 with bulk stores +0.9-1.7 over auto at
# fp32 2894-3505.  Entries at softmax and log_softmax 3000 (softmax's Triton block entry removed;
# CUDA twins at log_softmax 2048 / 2792 keep backend "cuda" on block x 256 there): auto against the
# table before at the edges and inside of every run served_diff lists, both backends, trains of 20,
# medians of three; the twins' figures; the GPU tests of auto at the session's entries.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
{ T=150 against_table h100-before-62m softmax fp32 2895,2950,3000,3100,3250,3381,3382,3505
  T=150 against_table h100-before-62m log_softmax fp32 2895,2950,3000,3250,3505
  T=150 explore try_matrix.py fp32 auto 2895,3100,3381,3382,3505 strategy=auto,backend=cuda \
    strategy=auto,backend=cuda,table=h100-before-62m 2>&1 | grep -v "^   runs\|SpecError"
  T=150 explore try_matrix.py op=log_softmax fp32 auto 1960,2048,2792,2894 strategy=auto,backend=cuda \
    strategy=auto,backend=cuda,table=h100-before-62m 2>&1 | grep -v "^   runs\|SpecError"
} 2>&1 | tee "$OUT/bands.txt"
rm -f "$OUT"/*.csv
gpu_tests sixtysecond_entries
