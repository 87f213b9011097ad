#!/bin/bash
# Fifty-sixth session, round e (H100, one call, carries baseline/h100-before-56.json): bf16
# softmax_backward's odd widths at 761-779 (round c: 777 -0.6 on 775's block x 128, 745 +0.5);
# configs where liger led in round d with both allocating (fp32 2100-2488 +0.5, bf16 6368 +0.6),
# and liger's bare kernel beside ours into one buffer (probe_liger_style.py); trains of 20,
# medians of three.  Then the random sweep (seed 5661, every op and dtype) on the table after.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
REPEAT=3 T=120 matrices scripts/fiftysixth/leads-e.txt | grep -v "^   runs" | tee "$OUT/leads.txt"
(cd scripts && timeout 100 python3 probe_liger_style.py 2100,2308,2488 3 2>&1 | grep -v "^\s*$" | tee "$OUT/liger-style.txt")
sweep e 5661 | tee "$OUT/sweep-lowest.txt"
