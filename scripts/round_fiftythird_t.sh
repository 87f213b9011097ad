#!/bin/bash
# Fifty-third session, round t (H100, two calls after round s, run as one here; carries
# baseline/h100-before-53s.json): fp32 softmax's Triton block at 8 and 16 warps at 2793-2990
# (round s: 16 warps lost 0.6 at 2793, the first width it served), then auto against the table
# before with the default's entry (4 warps there) moved from 2600 to 2792 (16 warps from 2895).
# Trains of 20, medians of two.  (Output: docs/bench/fiftythird-s2-warps.txt, fiftythird-t.txt.)
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
explore try_matrix.py fp32 block 2793,2820,2850,2880,2900,2950,2990 backend=triton,num_warps=8 \
    backend=triton,num_warps=16 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/nw.txt"
against_table h100-before-53s softmax fp32 2700,2792,2894,2895,2900,2950,2990,3000 | tee "$OUT/entries.txt"
rm -f "$OUT"/matrix-*.csv
