#!/bin/bash
# Twenty-ninth session, round a (H100): cluster stage 6 (the slice's exps in registers at 64
# elements a thread, 80 registers, three blocks an SM: quack's shape; packed-pair max, folded
# exponent, one multiply in the write).  `a1`: its GPU tests, then the configs against auto, with
# the shipped template (its first row straight-line, a loop for rows past the grid) and with the
# loop compiled out; `a2` (the next call, after the peers' install): the same with quack.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
if [ "$1" = a1 ]; then
  bash scripts/install_peers.sh stash; Q=
  timeout 200 python3 -m pytest -q -m gpu tests/test_gpu.py -k "(cluster_stages and 6) or slices_far_below" 2>&1 | tail -4
else
  bash scripts/install_peers.sh install; Q=peer=quack
fi
run() { echo "== $1"; rm -rf "$SOFTGEN_CACHE_DIR"
  for dtype in bf16 fp16; do
    T=150 explore try_matrix.py $dtype cluster 65536,100000,131072,200000,262144 strategy=auto $Q \
      stage=6,cluster_size=16 stage=6,cluster_size=8 stage=6,cluster_size=16,block_size=512
  done
  T=100 explore try_matrix.py fp32 cluster 65536,131072,262144 strategy=auto $Q stage=6,cluster_size=16 stage=6,cluster_size=8; }
run "shipped"
if true; then   # (a1 and a2: the same, with the loop compiled out)
  sed -i 's/cluster_id() + cluster_count(); row < n_rows;/cluster_id() + cluster_count(); row < 0;/' softgen/templates/cuda/cluster.cu.j2
  grep -c "row < 0;" softgen/templates/cuda/cluster.cu.j2
  run "no loop"
fi
