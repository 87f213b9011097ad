#!/bin/bash
# (Ran at commit cad83a9; the aligned loop was taken out after it, notes entry 107: check out
# cad83a9 to run it again.)
# Thirty-first session, round f (H100): the fold restored in warp / block 16-bit softmax and their
# aligned row loop (rows_aligned).  `f1` (carry .peerwheels/a): the GPU tests of the CUDA
# register-row kernels, and Nsight Compute on CUDA warp at bf16 512 / 1024 (round e's sections);
# `f2 DTYPES` (carry .peerwheels/b): the aligned loop off and on (aligned=0 / default) beside auto,
# quack and liger, medians of three interleaved runs.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
case $1 in
  f1) bash scripts/install_peers.sh stash
      timeout 360 python3 -m pytest -q -m gpu tests/test_gpu.py tests/test_emit.py -x -p no:cacheprovider \
        -k "aligned_row_loop or folded or (random_rows and cuda and (warp or block)) or (special_values and cuda) or (log_softmax and cuda) or emit" \
        2>&1 | tail -4
      ncu_summary f-warp-bf16-512 warp 512 bf16 cuda
      ncu_summary f-warp-bf16-1024 warp 1024 bf16 cuda ;;
  f2) bash scripts/install_peers.sh install; shift
      for dtype in "$@"; do
        REPEAT=3 T=200 explore try_matrix.py $dtype warp 128,256,512,1024,2048 aligned=0 "" \
          threads_per_row=16,block_size=256 strategy=auto peer=quack peer=liger
        REPEAT=3 T=100 explore try_matrix.py $dtype block 1024,4096,8192 aligned=0 "" strategy=auto peer=quack
      done 2>&1 | grep -v "RuntimeError\|AssertionError" ;;
esac
