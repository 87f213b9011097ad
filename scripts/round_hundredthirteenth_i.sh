#!/bin/bash
# Hundred-thirteenth session, round i (H200, one call on round h's warm machine), after round h
# (16-bit softmax_backward 65601 / 65663 at 91.7-93.4 on 65148's cluster x 16 stage 1 entry): auto
# against cluster x 8 / x 12 stage 4 at softmax_backward's odd rows past 65536, allocating, single runs.
#     bash scripts/round_hundredthirteenth_i.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=200; A=",alloc=1"
for dt in bf16 fp16; do
  T=80 explore try_matrix.py op=softmax_backward $dt auto 65539,65601,65663,65772,65819 strategy=auto$A \
    strategy=cluster,cluster_size=8,stage=4$A strategy=cluster,cluster_size=12,stage=4$A 2>&1 | peer_rows | grep -v "^   runs" | tee -a $OUT/i-matrices.txt
done
rm -f $OUT/*.csv
