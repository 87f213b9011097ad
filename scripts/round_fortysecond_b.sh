#!/bin/bash
# Forty-second session, round b (H100): Triton online's split at three programs an SM (round a:
# fp32 log_softmax 84.5-86.5 -> 90-91.4, softmax 89.7 -> 88.3), with no L2 prefetch or 96 KB
# chunks, fp32 both ops over the split's widths; 16-bit softmax's split at 262144 / 300001 with
# three an SM or no prefetch.  Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
W=50000,65536,100000,131072,200003,262144
REPEAT=3 T=240 explore try_matrix.py op=log_softmax fp32 online $W "" backend=triton backend=triton,splitper=3 \
    backend=triton,splitper=3,gahead=0 backend=triton,splitper=3,chunk=96 | tee "$OUT/b-log_softmax-fp32.txt"
REPEAT=3 T=200 explore try_matrix.py op=softmax fp32 online $W "" backend=triton backend=triton,splitper=3,chunk=96 \
    | tee "$OUT/b-softmax-fp32.txt"
for dt in bf16 fp16; do
  REPEAT=3 T=150 explore try_matrix.py $dt online 262144,300001 "" backend=triton backend=triton,splitper=3 \
      backend=triton,gahead=0 | tee "$OUT/b-$dt.txt"
done
