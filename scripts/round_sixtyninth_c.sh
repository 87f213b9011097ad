#!/bin/bash
# Sixty-ninth session, round c (H200): RegisterRow's loads and stores with one pointer and constant
# offsets, `packed` tested once a row, and no test or -inf a pack where the row (or cluster slice)
# fills every thread's packs, against the same kernels before the change (baseline/pre69-*, from
# `bash scripts/sixtyninth_kernel_baselines.sh`), interleaved three times in one process.
# Then (TESTS=1) every GPU test.  Round a: stage 6 x 16 runs 32.1 M instructions at bf16 262144 where quack's
# kernel runs 22.9 M, at the same occupancy (21-22 clusters at once), and 5-6% slower.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 REPEAT=3
rm -f "$TABLE"
cmp() { dt=$1 st=$2 w=$3 cfg=$4 name=$5
        T=120 explore try_matrix.py $dt $st $w "$cfg" baseline=pre69-$name | peer_rows | tee -a "$OUT/c-timing.txt"; }
cmp bf16 cluster 262144x256,262144x1024 stage=6,cluster_size=16 s6x16-bf16
cmp fp16 cluster 262144x256,262144x1024 stage=6,cluster_size=16 s6x16-fp16
cmp fp32 cluster 262144,262144x512 stage=6,cluster_size=16 s6x16-fp32
cmp bf16 cluster 65536 stage=6,cluster_size=8 s6x8-bf16
cmp bf16 cluster 50000 stage=6,cluster_size=4 s6x4-bf16
cmp bf16 warp 512 "" warp-bf16
cmp bf16 block 8192 block_size=512 block-bf16
cmp fp32 block 2048 "" block-fp32
if [ -n "$TESTS" ]; then          # TESTS=1: every GPU test too (the first call ran them; the second did not)
  timeout 330 python3 -m pytest -q -p no:cacheprovider -m gpu tests/ -n 8 --dist worksteal -rfE \
    > "$OUT/c-tests.txt" 2>&1; echo "== tests rc $?"; tail -8 "$OUT/c-tests.txt"
fi
rm -f "$OUT"/*.csv
