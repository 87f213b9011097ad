#!/bin/bash
# Twenty-ninth session, round b (H100): cluster stage 6 with one row a cluster (no row loop; the
# launcher launches a grid's worth of rows at a time).  `b1` (carry .peerwheels/a): its GPU tests,
# then stage 6 against auto at the tuning table's long widths, aligned and odd; `b2` (carry
# .peerwheels/b, the next call): the peers installed, the same with quack, and log_softmax.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
W16=65536,70001,80001,100000,100001,131072,131073,134001,150001,200000,200001,262144,262145
W32=131071,131072,131073,150001,155000,170000,200000,200001,233963,262143,262144,262145
if [ "$1" = b1 ]; then
  bash scripts/install_peers.sh stash; Q=
  timeout 250 python3 -m pytest -q -m gpu tests/test_gpu.py tests/test_fast_launch.py \
    -k "(cluster_stages and 6) or slices_far_below or rows_in_rounds or small_calls" 2>&1 | tail -4
else
  bash scripts/install_peers.sh install; Q=peer=quack
fi
rm -rf "$SOFTGEN_CACHE_DIR"
for dtype in bf16 fp16; do
  T=200 explore try_matrix.py $dtype cluster $W16 strategy=auto $Q stage=6,cluster_size=16 stage=6,cluster_size=8
done
T=150 explore try_matrix.py fp32 cluster $W32 strategy=auto $Q stage=6,cluster_size=16
if [ "$1" = b2 ]; then
  for dtype in bf16 fp32; do
    T=150 explore try_matrix.py op=log_softmax $dtype cluster 65536,100001,131072,200001,262144 strategy=auto $Q stage=6,cluster_size=16
  done
fi
