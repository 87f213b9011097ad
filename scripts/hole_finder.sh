#!/bin/bash
# A hole finder (H100, one device call): auto against a few generic configs at N random widths a
# dtype, log-uniform over LO-HI (seed SEED + the dtype's index), for each op; single trains of 20
# (a hole is a point or more under a generic config).  Round u of the fifty-third session found
# two bands this way (notes entry 132).  Output in $OUT/holes-LO-HI.txt; scripts/holes_to_bands.py
# turns it into band lines for `matrices` (the leads' neighbourhoods, the configs that led).
#   bash scripts/hole_finder.sh LO HI SEED N "OPS" "DTYPES" CONFIG...
#   bash scripts/hole_finder.sh 2048 32768 5400 16 "softmax log_softmax" "bf16 fp16 fp32" \
#       strategy=block strategy=cluster,cluster_size=2,stage=6 strategy=cluster,cluster_size=4,stage=6
set -o pipefail
lo=$1 hi=$2 seed=$3 n=$4 ops=$5 dtypes=$6; shift 6
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=1
rm -f "$TABLE"
i=0
for dt in $dtypes; do
  i=$((i + 1))
  w=$(random_widths $((seed + i)) $n $lo $hi)
  for op in $ops; do
    T=240 explore try_matrix.py op=$op $dt auto $w strategy=auto "$@" 2>&1 | grep -v "^   runs\|SpecError"
  done
done | tee "$OUT/holes-$lo-$hi.txt"
rm -f "$OUT"/matrix-*.csv
