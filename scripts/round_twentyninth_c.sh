#!/bin/bash
# Twenty-ninth session, round c (H100): the table's stage 6 entries checked between their widths
# (auto against the stage 1 configs it served before) and, after the peers' install, auto against
# quack at the long aligned widths; log_softmax stage 6 timed again.  `c1` carries .peerwheels/a
# (now with nvidia-cutlass-dsl-libs-core, the DSL's Python), `c2` .peerwheels/b.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"; rm -rf "$SOFTGEN_CACHE_DIR"
if [ "$1" = c1 ]; then
  bash scripts/install_peers.sh stash
  timeout 150 python3 -m pytest -q -m gpu tests/test_auto.py tests/test_torch_ops.py 2>&1 | tail -3
  for dtype in bf16 fp16; do
    T=200 explore try_matrix.py $dtype cluster 57000,60001,75000,90001,115000,140000,170001,230000,250001 \
      strategy=auto stage=1,cluster_size=16 stage=1,cluster_size=8
  done
  T=100 explore try_matrix.py fp32 cluster 160001,185000,215000 strategy=auto stage=1,cluster_size=16
else
  bash scripts/install_peers.sh install
  for dtype in bf16 fp16 fp32; do
    T=150 explore try_matrix.py $dtype cluster 65536,100000,131072,200000,262144 strategy=auto peer=quack
  done
  for dtype in bf16 fp16 fp32; do
    T=150 explore try_matrix.py op=log_softmax $dtype cluster 65536,80001,100001,131072,131073,200001,262144 \
      strategy=auto stage=6,cluster_size=16
  done
fi
