#!/bin/bash
# Thirty-first session, round d (H100): the cluster entries at fp16 215000 / 262144, picked on
# single runs (fp16 262144 ran 98.1 against quack's 98.5 in the thirtieth session's round k),
# re-tuned on medians of three interleaved rounds (`softgen tune --repeat 3 --strategy cluster`),
# with their band edge (237405: 262144 is the last entry, 215000 its neighbour in the table)
# and tune.widen_bands where no contender holds there.
# Writes $OUT/tuned-fp16.json and every timing.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=200
rm -f "$TABLE"; start_table
timeout 560 python3 -m softgen.cli tune --cols 215000,262144 --dtype fp16 --strategy cluster --repeat 3 \
  --rep 40 --out "$OUT/tuned-fp16.json" --results /tmp/d-fp16 2>&1 | tail -16
cp /tmp/d-fp16/compare.csv "$OUT/tune-fp16-results.csv"
# d2 (the call after): the shipped 200000-215000 config (stage 1 x 16 at 256 threads, which the
# tuner's VARIANTS lack) beside stage 6, medians of three:
#   for d in fp16 bf16; do REPEAT=3 T=200 explore try_matrix.py $d cluster 200000,202000,210001,215000,237405 \
#     stage=1,cluster_size=16,block_size=256 stage=6,cluster_size=16,block_size=256 stage=6,cluster_size=16 strategy=auto; done
