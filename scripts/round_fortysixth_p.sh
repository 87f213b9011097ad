#!/bin/bash
# Forty-sixth session, round p (H100; carry baseline/h100-old.json; the machine round n installed the
# peers on): the 16-bit 512 entry as CUDA block storing plainly between 496's and 600's (the former
# 512 config), against the table before and quack, round its band; trains of 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
for dt in bf16 fp16; do
  explore try_matrix.py $dt auto 436,450,470,490,500,503,505,512,530,550,556,580,620 strategy=auto,table=h100-old \
      strategy=auto | grep -v "^   runs"
  explore try_matrix.py $dt auto 256,512 strategy=auto peer=quack | grep -v "^   runs"
done
