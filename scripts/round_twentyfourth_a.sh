#!/bin/bash
# Twenty-fourth session, round a (H100): Triton register entries carried to widths of another
# padded row (auto._timed_block_n).  fp16 softmax_backward 8396-8608 ran 80-88 through try_auto
# (Triton block from 8192's entry) and 105 through try_matrix (CUDA block): the old choice against
# the new at the widths whose choice changed, then auto softmax at fresh random widths (seed 36).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
export T=120
explore try_matrix.py op=softmax_backward fp16 block 5800,7300,8192,8200,8396,8608,9000,9312 backend=triton ""
explore try_matrix.py op=softmax_backward fp16 cluster 5800,7300,8192,8200,8396,8608,9000,9312 "" cluster_size=2
explore try_matrix.py op=softmax_backward fp16 warp 512,520,561,600,632 backend=triton ""
explore try_matrix.py op=softmax fp32 smem 1025,1029,1101,1203,1301,1451 backend=triton ""
rm -f "$OUT"/matrix-*.csv
T=240 auto_at auto-a-softmax op=softmax fp32,bf16,fp16 random=36:24:128:262144
rm -f "$OUT"/*.csv
