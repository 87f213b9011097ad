#!/bin/bash
# Hundred-second session, round c (H200, one call), scripts/hundredsecond_c.txt, medians of five:
#  1. auto (c0: fp32 backward stage 4 from 200000 columns staggered, the new softmax_backward band)
#     against the session's first table unstaggered (c1: baseline/h200-101.json,
#     `git show 78fc4564:softgen/tuning/h200.json`, carried) and the new table unstaggered (c2), at
#     fresh widths: softmax_backward fp32 12 of 200000-262143 (seed 1021) and 6 of 235000-262143
#     (seed 1023), log_softmax_backward fp32 12 of 200000-262143 (seed 1022);
#  2. the cluster's default plan (x 8 at 1024, stage 4) at 250000 / 262144 with and without it;
#  3. fp32 softmax's long rows (x 16 stage 7 at 192 x 4, x 16 stage 6) at 0 / 250 / 450 ns;
#  then the GPU tests of auto, the backward kernels and the cluster.
#     bash scripts/round_hundredsecond_c.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
SESSION=hundredsecond matrices_round c 200
auto_tests c-gpu-tests 200 "auto or backward or cluster"
pack_out
