#!/bin/bash
# Twenty-seventh session, round s (H100): cluster kernels without their row loop (one row a cluster,
# as the launcher's grid already gives at these sizes): ptxas then holds cluster stage 2 with
# cp.async and every warp's partial, 64 elements a thread, in 80 registers (127 with the loop), so
# three blocks share an SM, as quack's kernel does.  Two processes: the shipped templates, then the
# device copy's cluster template edited to run its loop once.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
run() { echo "== $1"; rm -rf "$SOFTGEN_CACHE_DIR"
        for dtype in bf16 fp16; do
          T=120 explore try_matrix.py $dtype cluster 65536,131072,200000,262144 strategy=auto \
            stage=2,cluster_size=16,block_size=256,async_copy=1,exchange=2 stage=2,cluster_size=8,block_size=256,async_copy=1,exchange=2 \
            stage=1,cluster_size=16
        done; }
run "shipped (row loop)"
sed -i 's/    for (long long row = cluster_id(); row < n_rows; row += cluster_count(), ++round) {/    for (long long row = cluster_id(); row < n_rows; row = n_rows) {/' softgen/templates/cuda/cluster.cu.j2
grep -c "row = n_rows" softgen/templates/cuda/cluster.cu.j2
run "one row a cluster"
