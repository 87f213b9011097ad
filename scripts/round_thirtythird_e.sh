#!/bin/bash
# Thirty-third session, round e (H100): auto after the stage 7 entries (softmax bf16 / fp16,
# log_softmax bf16, which fp16 takes) at the entries' widths, between them and at random widths
# from 400000 to 1000000 (seed 71); 262144 to check the sweep did not move.  `e OP`.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
T=300 auto_ops e bf16,fp16 262144,458760,500001,536199,577231,615981,650000,700000,800000,random=71:5:400000:1000000 "$@"
