#!/bin/bash
# Twenty-fifth session, round j (H100).  (1) GPU tests of every cluster kernel after the edges-
# after-the-slice rule.  (2) Round i: 16-bit softmax 65752 (aligned) 91.6 on 65536's entry
# (cluster x 2 at 256 threads); the entries between 63814 and 80001 (65536: x 2, 70001: x 4 with
# cp.async) against stage 1 x 8 / x 16, which the new rule changed, at aligned and odd widths.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 330 python3 -m pytest -q -m gpu tests/test_gpu.py -k cluster 2>&1 | tail -2
export T=230
W=65536,65752,67001,68000,70001,72000,74999,76000,78001,80001
for dt in bf16 fp16; do
  explore try_matrix.py $dt cluster $W cluster_size=2,block_size=256 cluster_size=4,block_size=256,async_copy=1 stage=1,cluster_size=8 stage=1,cluster_size=16
done
rm -f "$OUT"/matrix-*.csv
