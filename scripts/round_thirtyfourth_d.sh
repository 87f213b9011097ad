#!/bin/bash
# Thirty-fourth session, round d (H100): after fp32 stage 7's two blocks an SM and the fp32
# entries of round c3 (softmax 390000-600000, log_softmax 500000-600000): stage 6 / 7 GPU tests,
# then auto at the entries' widths and at random widths from 262145 to 700000 (seed 73).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
case $1 in
  d1) timeout 240 python3 -m pytest -q -m gpu tests/test_gpu.py -k "stage7 or stage6" 2>&1 | tail -4 ;;
  d2) T=200 auto_ops d fp32 355000,385000,400000,450000,500000,524288,600000,650000,random=73:6:262145:700000 softmax log_softmax ;;
esac
# d3: fp32 past 458000, where stage 1 x 512 (the 450000 entry) falls to one block an SM (466463:
# 73.6 in d2): stage 7 against auto, both forward ops, medians of three.
case $1 in
  d3) for op in softmax log_softmax; do
        REPEAT=3 T=120 explore try_matrix.py op=$op fp32 cluster 456228,460000,466463,480000 stage=7,cluster_size=16 strategy=auto
      done ;;
esac
