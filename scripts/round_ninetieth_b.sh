#!/bin/bash
# Ninetieth session, round b (H200, one call), auto's own pick first (c0), single passes: round a's
# weak cells and the bands around them (scripts/ninetieth_b.txt): fp32 backward 91445-99000 (x 8
# stage 2 from 90000-91445, 80-84) and 32901-33766, fp32 log_softmax_backward 1030-1070 (smem at 256
# threads from 1024, 77) and 8264-8700, bf16 softmax_backward 1030-1120, 16-bit softmax_backward
# 11100-12224 (online from 12345, 92-95), 16-bit backward 8264-8700, forward 16448-17353, 16-bit
# log_softmax 137-144 and bf16 log_softmax_backward 490-508.
#     bash scripts/round_ninetieth_b.sh
source scripts/device_env.sh; export COLUMNS=250
SESSION=ninetieth matrices_round b 200
pack_out
