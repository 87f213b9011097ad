#!/bin/bash
# Sixty-third session, rounds k and l (H100; run as inline commands, recorded here).  Round h: x 8
# x 128 at eight blocks gained at bf16 log_softmax 30000-38000 (+0.6-1.2), where 32768's x 4
# served.  k: both 16-bit dtypes, log_softmax 28500-47000, against auto.  l (argument "l"; carries
# baseline/h100-before-63l.json, the table before 32768's log_softmax entry took that shape): auto
# against it across the run scripts/served_diff.py lists (aligned 27912-38592), then the GPU tests.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
if [ "$1" != l ]; then
  for dt in bf16 fp16; do
    T=150 explore try_matrix.py op=log_softmax $dt auto 28500,29000,30000,31000,32000,32767,32768,33000,34000,36000,38000,40000,42000,44000,45001,47000 \
      strategy=auto strategy=cluster,stage=6,cluster_size=8,block_size=128,blocks_per_sm=8 2>&1 | grep -v "^   runs\|SpecError"
  done | tee "$OUT/log-shapes.txt"
else
  for dt in bf16 fp16; do
    T=150 against_table h100-before-63l log_softmax $dt 27904,27912,28000,28100,28176,28184,29000,30000,32000,32767,32768,34000,36000,38000,38208,38592,38600
  done 2>&1 | tee "$OUT/bands.txt"
  gpu_tests sixtythird_entries
fi
rm -f "$OUT"/*.csv
