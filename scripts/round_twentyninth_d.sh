#!/bin/bash
# Twenty-ninth session, round d (H100): `d1` (carry .peerwheels/a): the cluster GPU tests after
# stage 6, and stage 6's exchange and cluster placement at 16-bit 131072 / 262144 (where quack led
# by 0.4-1.1 in round c); `d2` (carry .peerwheels/b): the peers installed, auto against torch,
# liger and quack over the sweep, bf16 and fp16; `d3`: the same, fp32 (BENCHMARKS.md).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
sweep() { timeout 280 python3 -m softgen.cli compare --sweep --dtype $1 --strategy auto \
            --peers torch,liger,quack --out /tmp/d-$1 > "$OUT/d-peers-$1.txt" 2>&1; echo "$1 rc $?"
          cp /tmp/d-$1/compare.csv "$OUT/d-peers-$1.csv"; grep -E "^│ +(1|2|6)[0-9]{4,5} " "$OUT/d-peers-$1.txt"; }
case $1 in
  d1) bash scripts/install_peers.sh stash
      timeout 330 python3 -m pytest -q -m gpu tests/test_gpu.py -k "cluster" 2>&1 | tail -3
      for dtype in bf16 fp16; do
        T=120 explore try_matrix.py $dtype cluster 131072,262144 stage=6,cluster_size=16 \
          stage=6,cluster_size=16,exchange=0 stage=6,cluster_size=16,exchange=1 \
          stage=6,cluster_size=16,policy=0 stage=6,cluster_size=16,policy=1
      done ;;
  d2) bash scripts/install_peers.sh install; sweep bf16; sweep fp16 ;;
  d3) sweep fp32 ;;
esac
