#!/bin/bash
# Forty-eighth session, round g (H100; carry baseline/h100-before-f.json, the table before round
# f's two entries): fp32 backward cluster from 16388 and bf16 log_softmax_backward 100001 at
# stage 1 x 16, against the table before, across their bands; then auto at 24 more random widths
# (seed 4849, log-uniform 128-262143), every op and dtype, as round e.  Trains of 20.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
m() { explore try_matrix.py "$@" strategy=auto strategy=auto,table=h100-before-f 2>&1 | grep -v "^   runs"; }
for op in softmax_backward log_softmax_backward; do
  m op=$op fp32 auto 15000,16384,16385,16386,16387,16388,17000,17813,18102,19000,20001
done
m op=log_softmax_backward bf16 auto 80956,80957,90001,100001,111968,114488,114489,131072
export REPEAT=1
T=140 auto_ops g fp32,bf16,fp16 random=4849:24:128:262143
for f in "$OUT"/auto-g-*.txt; do echo "== lowest, $(basename $f)"; grep -E "^ *(fp32|bf16|fp16) " "$f" | sort -k3 -n | head -5 | cut -c1-120; done
