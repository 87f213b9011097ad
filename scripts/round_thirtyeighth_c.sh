#!/bin/bash
# Thirty-eighth session, round c (H100): the gluon kernel's L2 prefetch one tile ahead as the
# launcher's default (GLUON_AHEAD = 1) against none (gahead=0) and CUDA online, across the widths
# the gluon kernel takes (its first widths, odd ones, log_softmax); medians of three.  Then the
# GPU tests of Triton online.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
C=(backend=cuda backend=triton backend=triton,gahead=0)
REPEAT=3 T=200 explore try_matrix.py fp32 online 98304,100000,110000,150001,200000,230000,300001 "${C[@]}" | tee "$OUT/c-fp32.txt"
W=131088,131089,140000,180001,220000,250001
for dtype in bf16 fp16; do
  REPEAT=3 T=200 explore try_matrix.py $dtype online $W "${C[@]}" | tee "$OUT/c-$dtype.txt"
done
REPEAT=3 T=120 explore try_matrix.py op=log_softmax fp16 online 131072,200000,262144 "${C[@]}" | tee "$OUT/c-fp16-log.txt"
REPEAT=3 T=120 explore try_matrix.py op=log_softmax bf16 online 160000,240000 "${C[@]}" | tee "$OUT/c-bf16-log.txt"
timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -k "online and triton" 2>&1 | tee "$OUT/c-tests.txt" | tail -3
timeout 150 compute-sanitizer --tool memcheck python3 scripts/sanitize_gluon.py 2>&1 | tee "$OUT/c-memcheck.txt" | tail -3
