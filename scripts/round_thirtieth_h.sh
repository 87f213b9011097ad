#!/bin/bash
# Thirtieth session, round h (H100), the final table: `h1` (carry .peerwheels/a): auto at fresh
# random widths below 16384 (seed 62, both forward ops, three dtypes), where this session's
# entries changed, and the GPU tests of auto; `h2` (carry .peerwheels/b): the sweep against
# quack and liger, medians of five interleaved runs (REPEAT=5), the dtypes named
# (h2 bf16 fp16, then h2 fp32: install_peers is quick once the wheels are in).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
case $1 in
  h1) bash scripts/install_peers.sh stash
      auto_ops h1 bf16,fp16,fp32 random=62:14:128:16384 softmax log_softmax
      timeout 200 python3 -m pytest -q -m gpu tests/test_auto.py 2>&1 | tail -2 ;;
  h2) bash scripts/install_peers.sh install; shift
      for dtype in "$@"; do
        REPEAT=5 T=280 explore try_matrix.py $dtype auto \
          128,256,512,781,1000,1024,2048,3000,4096,8192,12345,16384,32768,50000,65536,131072,262144 \
          strategy=auto peer=quack peer=liger 2>&1 | grep -v "RuntimeError\|AssertionError"
      done ;;
esac
