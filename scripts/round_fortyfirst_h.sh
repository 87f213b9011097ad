#!/bin/bash
# Forty-first session, round h (H100): Triton online's one-program gluon kernel from 16-bit rows of
# 168 KB (was 256 KB), caching a full tile fewer than the row where the shared memory holds more
# (131072 took the Triton kernel), against the Triton kernel (gluonfrom=512); fp32's split from
# 168 KB (was 192: splitfrom=192); medians of 3.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
T="backend=triton"
for dt in bf16 fp16; do
  REPEAT=3 T=250 explore try_matrix.py $dt online 86016,90001,100000,120000,131072,140000 "" $T $T,gluonfrom=512 | tee "$OUT/h-$dt.txt"
done
REPEAT=3 T=200 explore try_matrix.py op=log_softmax bf16 online 90001,100000,131072 "" $T $T,gluonfrom=512 | tee "$OUT/h-log-bf16.txt"
REPEAT=3 T=200 explore try_matrix.py fp32 online 40001,42000,43008,44000,45001 "" $T $T,splitfrom=192 | tee "$OUT/h-fp32.txt"
