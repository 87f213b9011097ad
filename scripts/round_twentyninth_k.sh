#!/bin/bash
# Twenty-ninth session, round k (H100): the drop-ins' GPU tests and then the compiled launch's
# (the order that failed in round j, before fast_launch.build returned a loaded extension), and
# 16-bit softmax 205000-225000, auto's lowest band in round j (95.1-97.3): stage 6 / stage 1 x 16
# at their block sizes.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"; rm -rf "$SOFTGEN_CACHE_DIR"
timeout 200 python3 -m pytest -q -m gpu tests/test_torch_ops.py tests/test_fast_launch.py 2>&1 | tail -2
for dtype in bf16 fp16; do
  T=150 explore try_matrix.py $dtype cluster 200001,205340,210001,215000,221202,229948 strategy=auto \
    stage=6,cluster_size=16 stage=6,cluster_size=16,block_size=256 stage=1,cluster_size=16 \
    stage=1,cluster_size=16,block_size=256
done
