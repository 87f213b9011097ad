#!/bin/bash
# Twenty-sixth session, round i (H100): Triton online backward on 16-bit rows of 64-200 KB (round h:
# softmax_backward bf16 44001-48001 0.83-0.86 of CUDA online) with its grid capped to 1-3 programs
# an SM (a persistent grid, fewer rows in flight for pass 2's re-reads); and the stage 4 default's
# table entries (16-bit backward 160001 / 262144 default plans).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
export T=250
explore probe_triton_backward_grid.py bf16:33001,40001,44001,48001,50001,60001,75001,100001 fp16:44001,50001 caps=1,2,3
explore probe_triton_backward_grid.py op=log_softmax_backward bf16:44001,50001,60001 caps=1,2
T=200 explore try_matrix.py op=log_softmax_backward fp16 cluster 150001,160001,175001,262144 "" stage=1
rm -f "$OUT"/matrix-*.csv
