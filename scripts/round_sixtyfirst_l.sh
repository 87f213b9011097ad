#!/bin/bash
# Sixty-first session, round l (H100, one call on the machine of round j, whose peers stay
# installed).  Trains of 20, medians of three.  16-bit forward stage 6 now starts its packs on
# 128-byte lines (plan._cluster_align, 8 packs): auto
# against auto with align=1 (the rule before) at 10 fresh random widths a dtype and op
# (16384-262143, seed 6201), not allocating; allocating, auto against quack at its leads.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
if [ "$1" = tests ]; then
  timeout 560 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py \
    -k "stage6 or bulk or blocks_per_sm or fold or test_auto or (random_rows and cluster)" 2>&1 | tail -5 | tee "$OUT/gpu-tests.txt"
  exit
fi
for op in softmax log_softmax; do
  for dt in bf16 fp16; do
    T=130 explore try_matrix.py op=$op $dt auto $(random_widths $((6201 + ${#op} + ${#dt})) 10 16384 262143) \
      strategy=auto strategy=auto,align=1
  done
done 2>&1 | grep -v "^   runs" | tee "$OUT/align-random.txt"
python3 -c "import quack" 2>/dev/null && \
  for dt in bf16 fp16; do
    T=150 explore try_matrix.py $dt auto 88000,92000,97280,158000,161464,163064,175000 strategy=auto,alloc=1 \
      strategy=auto,align=1,alloc=1 peer=quack
  done 2>&1 | grep -v "RuntimeError\|AssertionError\|^   runs\|SpecError" | tee "$OUT/peers.txt"
rm -f "$OUT"/*.csv
# round m, the next call (argument "tests"): the GPU tests of the cluster kernels and of auto
