#!/bin/bash
# Twenty-second session, round k (H100): auto with the final rules and table, forward ops, at
# the widths rounds a-i left under 95 and at fresh random widths (seeds 29 and 30).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
W=140,157,279,307,2163,7002,8791,9721,68643,76563,80237,85821,131203,131663,133914,136995,168127,180681,200883
R=random=29:30:128:262144,random=30:20:16384:262144
auto_at auto-k-softmax op=softmax fp32,bf16,fp16 $W,$R
auto_at auto-k-log op=log_softmax fp32,bf16,fp16 $W,$R
