#!/bin/bash
# Sixty-second session, round k (H100, one call; carries baseline/h100-before-62k.json, the table
# with round d's entries).  Round j: stage 6 x 2 with bulk stores at 192 threads ran level to +1.3
# over block x 512 at fp32 3500-4875.  Entries (scripts/sixtysecond/entries.txt, last lines) at
# softmax 4096 / 4200 / 4576 (x 2 x 192), 5600 (x 2 x 256), log_softmax 4096 / 4576 (x 2 x 192): auto
# against the table before at each entry and the edges and inside of every run served_diff lists
# (also with backend "cuda", which serves softmax from 3382), trains of 20, medians of three; then
# the GPU tests of auto at the session's entries.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
{ T=200 against_table h100-before-62k softmax fp32 3506,3600,3800,4096,4148,4200,4388,4576,4800,5062,5063,5300,5600,5699
  T=200 against_table h100-before-62k log_softmax fp32 3506,3600,3800,4096,4330,4576,4874,4875,5000,5151
  T=150 explore try_matrix.py fp32 auto 3382,3450,3505 strategy=auto,backend=cuda \
    strategy=auto,backend=cuda,table=h100-before-62k 2>&1 | grep -v "^   runs\|SpecError"
} 2>&1 | tee "$OUT/bands.txt"
rm -f "$OUT"/*.csv
gpu_tests sixtysecond_entries
