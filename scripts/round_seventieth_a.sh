#!/bin/bash
# Seventieth session, round a (H200): the cluster kernels' merge of the partials in two passes
# (the max of every partial, then their sums rescaled to it: one exp a partial, where the online
# merge took two a partial and two a shuffle step) against the same kernels before the change
# (baseline/pre70-*, from `bash scripts/seventieth_kernel_baselines.sh`), three interleaved runs
# in one process; first the GPU tests of the cluster kernels, one_pointer_packs' among them.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -k "cluster" -n 8 --dist worksteal -rfE \
  > "$OUT/a-tests.txt" 2>&1; echo "== tests rc $?"; tail -6 "$OUT/a-tests.txt"
export REPEAT=3
cmp() { dt=$1 st=$2 w=$3 cfg=$4 name=$5
        T=${T:-120} explore try_matrix.py $dt $st $w "$cfg" baseline=pre70-$name | peer_rows | tee -a "$OUT/a-timing.txt"; }
cmp bf16 cluster 262144x256,262144x1024,131072x512 stage=6,cluster_size=16 s6x16-bf16
cmp fp16 cluster 262144x256,262144x1024,131072x512 stage=6,cluster_size=16 s6x16-fp16
cmp fp16 cluster 131072,65536 stage=6,cluster_size=8 s6x8-fp16
cmp bf16 cluster 32768 cluster_size=4 x4-bf16
cmp fp32 cluster 65536 stage=6,cluster_size=8,block_size=192,bulk_store=1 s6x8b192-fp32
rm -f "$OUT"/*.csv
