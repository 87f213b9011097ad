#!/bin/bash
# Nineteenth session, round b (H100): fp16 against bf16, CUDA, same kernel spec; fp16's to_float
# through cvt.f32.f16 (shipped) or integer ops (scripts/try_fp16_convert.py).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
cd scripts
timeout 240 python3 try_fp16_convert.py op=softmax_backward smem:4097,12345 online:8193,16385,32769 block:8193 cluster:100001 \
    2>&1 | tee "$OUT/fp16-convert-backward.txt"
timeout 120 python3 try_fp16_convert.py op=softmax smem:12345 online:32769 cluster:100001 \
    2>&1 | tee "$OUT/fp16-convert-forward.txt"
