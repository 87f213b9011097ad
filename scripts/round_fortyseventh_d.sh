#!/bin/bash
# Forty-seventh session, round d (H100): the cluster's stages at 16-bit 180000-236968, where the
# table holds stage 1 for bf16 softmax (200001: 96.3 in round a, fp16's stage 6 101.0), and
# stage 3 for the backward (96.1-96.4); trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
s() { for k in "$@"; do echo -n "stage=$k,cluster_size=16 "; done; }
for op in softmax log_softmax; do
  T=200 explore try_matrix.py op=$op bf16 cluster 180000,190001,200000,200001,205000,236968 strategy=auto \
      $(s 1 3 5 6 7) | grep -v "^   runs"
done
for dt in bf16 fp16; do
  T=200 explore try_matrix.py op=softmax_backward $dt cluster 180000,200001,236968,262144 strategy=auto \
      $(s 1 2 3 4) stage=3,cluster_size=16,block_size=256 | grep -v "^   runs"
done
