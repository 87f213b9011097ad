#!/bin/bash
# Sixty-third session, round n (H100, one call; carries baseline/h100-before-63.json, the table at
# ff01020).  This session's 16-bit entries at fresh random widths inside their bands (softmax
# 13544-16693; log_softmax 13609-16190, 27912-38592, 70109-92683), auto against the table before,
# both dtypes.  Trains of 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
{ for dt in bf16 fp16; do
    s=$([ $dt = bf16 ] && echo 6300 || echo 6310)
    T=120 against_table h100-before-63 softmax $dt $(random_widths $((s + 1)) 8 13544 16693)
    T=200 against_table h100-before-63 log_softmax $dt $(random_widths $((s + 2)) 4 13609 16190),$(random_widths $((s + 3)) 6 27912 38592),$(random_widths $((s + 4)) 6 70109 92683)
  done; } 2>&1 | tee "$OUT/random.txt"
rm -f "$OUT"/*.csv
