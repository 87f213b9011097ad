#!/bin/bash
# Twenty-third session, round n (H100): the outcome.  auto at fresh random widths (seed 35) for both
# backward ops and every dtype, and at the bands rounds a-m worked on.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
R=random=35:24:128:262144
auto_at auto-n-log-bwd op=log_softmax_backward fp32,bf16,fp16 $R
auto_at auto-n-bwd op=softmax_backward fp32,bf16,fp16 $R
B=4545,5043,8608,9902,11300,23450,30011,33631,38171,43493,47631,140001,163263,184218,202586,211354,236968,262144
auto_at auto-n-log-bwd-band op=log_softmax_backward fp32,bf16,fp16 $B
auto_at auto-n-bwd-band op=softmax_backward fp32,bf16,fp16 $B
rm -f "$OUT"/*.csv
