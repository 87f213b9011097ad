#!/bin/bash
# Thirty-seventh session, round h (H100): Triton online's gluon kernel with a running (max, sum) per
# 16-byte group (one exp an element in pass 1, not two: PTX ex2 bf16 128 -> 86, fp32 80 -> 62)
# against the kernel before (baseline=old: rendered from the commit before, carried in baseline/)
# and CUDA, medians of three interleaved runs.  GPU tests of the gluon kernel first.
# Needs baseline/old: softgen emit --strategy online --backend triton for each dtype and op, run in
# a worktree of the commit before.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -k "online and triton" 2>&1 | tail -2
C=(backend=cuda backend=triton backend=triton,baseline=old)
REPEAT=3 T=150 explore try_matrix.py fp32 online 100000,131072,200000,262144 "${C[@]}" | tee "$OUT/h-fp32.txt"
REPEAT=3 T=150 explore try_matrix.py bf16 online 131072,160000,230000,262144 "${C[@]}" | tee "$OUT/h-bf16.txt"
REPEAT=3 T=150 explore try_matrix.py fp16 online 131072,160000,240000,262144 "${C[@]}" | tee "$OUT/h-fp16.txt"
REPEAT=3 T=100 explore try_matrix.py op=log_softmax bf16 online 131072,262144 "${C[@]}" | tee "$OUT/h-bf16-log.txt"
