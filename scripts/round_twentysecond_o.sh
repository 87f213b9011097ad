#!/bin/bash
# Twenty-second session, round o (H100): auto with the session's final rules and table, forward
# ops, every dtype, at 40 random widths no round chose anything by (seed 31, 128-262144).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
R=random=31:40:128:262144
auto_at auto-o-softmax op=softmax fp32,bf16,fp16 $R
auto_at auto-o-log op=log_softmax fp32,bf16,fp16 $R
