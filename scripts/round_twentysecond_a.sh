#!/bin/bash
# Twenty-second session, round a (H100): auto with the shipped table at random widths no
# session timed (seed 23: 10 from 128 to 16384, seed 24: 14 from 16384 to 262144), forward ops,
# each width's kernel and the table entry that chose it (scripts/try_auto.py).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
W=random=23:10:128:16384,random=24:14:16384:262144
auto_at auto-softmax-16 op=softmax bf16,fp16 $W
T=250 auto_at auto-log-16 op=log_softmax bf16,fp16 $W
