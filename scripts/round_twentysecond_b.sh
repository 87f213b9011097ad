#!/bin/bash
# Twenty-second session, round b (H100): auto with the shipped table at random widths, all ops:
# forward at 30 widths from 128 to 16384 (seed 25), backward at 24 from 128 to 262144 (seed 26).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
S=random=25:30:128:16384
auto_at auto-softmax-short op=softmax fp32,bf16,fp16 $S
auto_at auto-log-short op=log_softmax fp32,bf16,fp16 $S
B=random=26:24:128:262144
auto_at auto-bwd op=softmax_backward fp32,bf16,fp16 $B
auto_at auto-log-bwd op=log_softmax_backward fp32,bf16,fp16 $B
