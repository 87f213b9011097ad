#!/bin/bash
# Fifty-fifth session, round g (H100, one call, carries baseline/h100-before-55g.json): 16-bit
# backward's 1024 entry as warp at 256 threads (1012-1031; round b: +0.9 at 1024, +0.7-1.2 beside)
# with a block entry at 1040 holding 1032-1140, against the table before; medians of three. Then
# the random sweep (seed 5551, every op and dtype, single trains) on the table after.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
for op in softmax_backward log_softmax_backward; do for dt in bf16 fp16; do
  REPEAT=3 against_table h100-before-55g $op $dt 1000,1008,1012,1016,1020,1024,1025,1031,1032,1036,1040,1100,1131,1136,1140,1141,1150
done; done | tee "$OUT/check.txt"
sweep g 5551 | tee "$OUT/sweep-lowest.txt"
