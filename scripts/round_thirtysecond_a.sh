#!/bin/bash
# Thirty-second session, round a (H100): CUDA warp rows staged through shared memory with
# cp.async (quack's load: every pack in flight, none in registers until it lands; async_copy=1).
# `a1` (carry .peerwheels/a): the GPU tests of the staged paths (warp among them);
# `a2 DTYPES` (carry .peerwheels/b): warp with and without cp.async beside auto, quack and
# liger at short widths, medians of three interleaved runs.
# Ran at 2cbc4d9; the warp async_copy tunable was taken out after it (notes entry 108).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
case $1 in
  a1) bash scripts/install_peers.sh stash
      timeout 300 python3 -m pytest -q -m gpu tests/test_gpu.py -x -p no:cacheprovider -k "staged_copy_paths" \
        2>&1 | tail -15 ;;
  a2) bash scripts/install_peers.sh install; shift
      for dtype in "$@"; do
        REPEAT=3 T=200 explore try_matrix.py $dtype warp 128,256,512,1000,1024,2048 "" async_copy=1 \
          threads_per_row=16,async_copy=1 threads_per_row=32,async_copy=1 strategy=auto peer=quack peer=liger
      done 2>&1 | grep -v "RuntimeError\|AssertionError" ;;
esac
# `a3 DTYPE:WIDTHS...` (after a2, same machine, or after stash / install): liger's kernel with each
# of its choices switched (scripts/try_liger_variants.py) beside softgen's Triton block, auto and liger.
case $1 in
  a3) shift; for arg in "$@"; do T=300 explore try_liger_variants.py ${arg%%:*} ${arg#*:}; done ;;
esac
