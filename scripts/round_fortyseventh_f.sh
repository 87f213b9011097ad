#!/bin/bash
# Forty-seventh session, round f (H100; carry baseline/h100-f.json): a candidate table from rounds
# d-e (bf16 softmax and 16-bit log_softmax: cluster stage 6 at 140000-196608; the 16-bit backward:
# stage 4 from 165000 to 255000) against the shipped one at random widths (seed 47) from 131073
# to 262143 and at 160000 / 230000 / 245000 / 258000.  fp16 log_softmax reads bf16's entries.
# Then fp16 softmax's stages as round e timed bf16's.  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
w=136434,139268,160000,164814,176092,177190,181739,182507,187458,190536,198240,203639,205887,211755,230000,235286,245000,258000
for case in "softmax bf16" "log_softmax bf16" "log_softmax fp16" "softmax_backward bf16" "softmax_backward fp16"; do
  set -- $case
  T=200 explore try_matrix.py op=$1 $2 auto $w strategy=auto strategy=auto,table=h100-f 2>&1 | grep -v "^   runs"
done
T=200 explore try_matrix.py op=softmax fp16 cluster 140000,150001,163840,170000,180000,190001,196608,198000,210001 \
    strategy=auto stage=6,cluster_size=16 stage=1,cluster_size=16 stage=1,cluster_size=16,block_size=256 2>&1 | grep -v "^   runs\|SpecError"
