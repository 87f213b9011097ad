#!/bin/bash
# Thirty-first session, round a (H100): the lean register row (warp / block / cluster stage 2:
# packs kept as loaded until the exps, -inf packs instead of per-element predicates, 16-bit max
# on packed pairs, 16-bit softmax's folded exponent).  `a1` (carry .peerwheels/a): the GPU tests
# of the CUDA register-row kernels; `a2 DTYPES` (carry .peerwheels/b): warp and block beside auto,
# quack and liger at short widths, medians of three interleaved runs.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
case $1 in
  a1) bash scripts/install_peers.sh stash
      timeout 420 python3 -m pytest -q -m gpu tests/test_gpu.py -x -p no:cacheprovider \
        -k "(random_rows and cuda and (warp or block)) or (special_values and cuda) or folded or cluster_stages or (log_softmax and cuda)" \
        2>&1 | tail -15 ;;
  a2) bash scripts/install_peers.sh install; shift
      for dtype in "$@"; do
        REPEAT=3 T=200 explore try_matrix.py $dtype warp 128,256,512,1000,1024,2048 "" \
          threads_per_row=16,block_size=256 threads_per_row=32,block_size=256 strategy=auto peer=quack peer=liger
        REPEAT=3 T=120 explore try_matrix.py $dtype block 1024,2048,4096,8192 "" strategy=auto peer=quack peer=liger
      done 2>&1 | grep -v "RuntimeError\|AssertionError" ;;
esac
