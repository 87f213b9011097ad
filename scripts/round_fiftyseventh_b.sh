#!/bin/bash
# Fifty-seventh session, round b (H100, the call after round a; carries .peerwheels/b): the cluster
# kernels taking rows in rounds (the CUDA path of launch_in_grids, not re-run after entry 135's
# refactor); then auto allocating (alloc=1) against quack and liger where a peer led (entry 135)
# and at fp32 2052-2894 (2792's Triton block without the row loop), trains of 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
python3 -c "import quack, liger_kernel" 2>/dev/null || bash scripts/install_peers.sh install
timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py \
  -k "rows_in_rounds and (softmax-6 or log_softmax-6)" 2>&1 | tail -3 | tee "$OUT/gpu-tests.txt"
{ T=150 explore try_matrix.py bf16 auto 192,224,272,1464 strategy=auto,alloc=1 peer=quack peer=liger
  T=150 explore try_matrix.py fp16 auto 224,163064,262144 strategy=auto,alloc=1 peer=quack
  T=100 explore try_matrix.py bf16 auto 262144 strategy=auto,alloc=1 peer=quack
  T=150 explore try_matrix.py fp32 auto 2052,2204,2308,2488,2792,2894 strategy=auto,alloc=1 peer=liger peer=quack
  T=120 explore try_matrix.py fp32 auto 155392,178704 strategy=auto,alloc=1 peer=quack; } 2>&1 \
  | grep -v "RuntimeError\|AssertionError\|^   runs\|SpecError" | tee "$OUT/peers.txt"
rm -f "$OUT"/matrix-*.csv
