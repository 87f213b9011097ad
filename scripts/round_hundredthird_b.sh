#!/bin/bash
# Hundred-third session, round b (H200, one call), scripts/hundredthird_b.txt, medians of five:
# time against rows at the long rows' widths (auto, the H200 table), to split each kernel's
# time into a fixed cost and a cost a row (T(M) = a + b M, against the copy's own): bf16 softmax
# 160000 (128 x 8 x 16 stage 7; 160 x 6 beside it) and 240000 (160 x 6; 128 x 8 beside it),
# bf16 log_softmax 160000, fp32 softmax 262144, at about 1 / 2 / 4 / 6.3 / 12.7 / 25 waves.
#     bash scripts/round_hundredthird_b.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
SESSION=hundredthird matrices_round b 200
pack_out
