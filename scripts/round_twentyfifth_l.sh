#!/bin/bash
# Twenty-fifth session, round l (H100): the backward 16-bit cluster stage 1 reads the edges
# after the slice (round k: 175001 92.4 -> 99.8, fp16 log_softmax_backward 203001 96.3 ->
# 100.8).  GPU tests of the edge test and every cluster backward, then auto for the 16-bit
# backward ops at fresh random widths (seed 44) and misaligned widths of the long band.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 300 python3 -m pytest -q -m gpu tests/test_gpu.py -k "cluster_edges or cluster_stages or cluster_backward or cluster_stage2 or rows_in_rounds" 2>&1 | tail -2
R=random=44:14:16384:262144,150001,175001,203001,236969
T=130 auto_ops l bf16,fp16 $R softmax_backward log_softmax_backward
rm -f "$OUT"/auto-*.csv
