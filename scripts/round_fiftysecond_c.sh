#!/bin/bash
# Fifty-second session, round c (H100, one call, about 5 minutes): the plan change of notes entry
# 131 against the plan before it, forced through try_matrix overrides.  (1) bf16 softmax's
# one-multiply write, now only where the launch bound leaves registers past 16 + the elements a
# thread holds: auto against auto,onemul=1 at the shapes it leaves (8 packs, 160 x 7, stage 7);
# (2) stage 6 at 224 x 7 packs now four blocks an SM, against three (min_blocks=3), every forward
# op and dtype that takes it at x 16; (3) fp32 stage 6 at 512 threads now two blocks, against
# one (min_blocks=1).  Trains of 20, medians of three (two in (2)).  It ran on the tree of
# that moment: the one-multiply rule of (1) and the fp32 side of (2) and (3) were then taken out
# (notes entry 131), so on the shipped plan (1) times auto against itself and (3) the same kernels.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
S=stage=6,cluster_size=16
{
  explore try_matrix.py op=softmax bf16 cluster 15000,16500,60000,68000,90000,120000,135000,180000,193000,240000,262144,300000,420000 \
      strategy=auto strategy=auto,onemul=1
  for case in softmax:bf16 log_softmax:bf16 softmax:fp16 log_softmax:fp16 softmax:fp32; do
    IFS=: read op dt <<< "$case"
    REPEAT=2 explore try_matrix.py op=$op $dt cluster 196700,198500,200001,200700 strategy=auto $S $S,min_blocks=3
  done
  explore try_matrix.py op=log_softmax fp32 cluster 226000,230000,235000,240000,245000 strategy=auto strategy=auto,min_blocks=1
  explore try_matrix.py op=softmax fp32 cluster 305000,330000,360000 strategy=auto strategy=auto,min_blocks=1
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/matrices.txt"
rm -f "$OUT"/matrix-*.csv
