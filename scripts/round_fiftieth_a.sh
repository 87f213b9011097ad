#!/bin/bash
# Fiftieth session, round a (H100, one call): (1) stage 6's 160-thread shapes at four blocks an SM
# against five (scripts/time_stage6_160.sh, notes entry 128); (2) the bf16 softmax_backward warp /
# block kernels that ptxas spills without a blocks bound (scripts/audit_spills.py) against the same
# kernels with `__launch_bounds__(BLOCK, 1)` (try_matrix `bound1=1`), and auto; (3) auto at 24 more
# random widths (seed 4858), every op and dtype.  Trains of 20, matrices medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
bash scripts/time_stage6_160.sh
{
  REPEAT=2 explore try_matrix.py op=softmax_backward bf16 warp 363,372,380,391 threads_per_row=16 threads_per_row=16,bound1=1 strategy=auto
  REPEAT=2 explore try_matrix.py op=softmax_backward bf16 warp 537,560,600,659,700,740,775 "" bound1=1 block_size=256 block_size=256,bound1=1 strategy=auto
  REPEAT=2 explore try_matrix.py op=softmax_backward bf16 block 1032,1100,1200,1300,1448 "" bound1=1 strategy=auto
  REPEAT=2 explore try_matrix.py op=softmax_backward fp16 warp 372,600,700 threads_per_row=16 threads_per_row=16,bound1=1 "" bound1=1
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/bound1.txt"
rm -f "$OUT"/matrix-*.csv
T=140 auto_ops a fp32,bf16,fp16 random=4858:24:128:262143
rm -f "$OUT"/*.csv
for f in "$OUT"/auto-a-*.txt; do echo "== lowest, $(basename $f)"; grep -E "^ *(fp32|bf16|fp16) " "$f" | sort -k3 -n | head -5 | cut -c1-120; done
