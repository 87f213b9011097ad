#!/bin/bash
# Forty-seventh session, round m (H100; carry baseline/h100-m.json): round l's leads as table
# entries (16-bit softmax cluster stage 6 x 256 threads at odd 203639 / 207001; bf16 backward
# block x 128 at 2100 / 2303) against the table, at widths round them; and bf16 backward's 2048
# entry (block x 256) against block x 128 at 2048 and nearby.  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
for dt in bf16 fp16; do
  rm -f "$TABLE"
  explore try_matrix.py $dt auto 201001,202001,203639,205001,206000,207001,208001,209001 strategy=auto \
      strategy=auto,table=h100-m 2>&1 | grep -v "^   runs\|SpecError"
done
rm -f "$TABLE"
explore try_matrix.py op=softmax_backward bf16 block 1950,2048,2060,2100,2200,2303,2400,2600 strategy=auto \
    strategy=auto,table=h100-m block_size=128 block_size=256 2>&1 | grep -v "^   runs\|SpecError"
