#!/bin/bash
# Twenty-third session, round e (H100): auto after log_softmax_backward's own table group and the
# backward 16-bit entries in stage 3 (rounds a-d): fresh random widths (seed 32), every dtype, both
# backward ops, and a band of the widths rounds a-d found under 95.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
R=random=32:24:128:262144
auto_at auto-e-log-bwd op=log_softmax_backward fp32,bf16,fp16 $R
auto_at auto-e-bwd op=softmax_backward fp32,bf16,fp16 $R
B=23450,30011,38171,43493,47631,70001,81000,90001,120001,140001,150001,163263,184218,211354,236968,245000,250000,255000
auto_at auto-e-log-bwd-band op=log_softmax_backward bf16,fp16 $B
auto_at auto-e-bwd-band op=softmax_backward bf16,fp16 $B
