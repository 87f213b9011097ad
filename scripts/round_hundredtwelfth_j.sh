#!/bin/bash
# Hundred-twelfth session, round j (H200, one call on round i's warm machine), after round i (16-bit
# log_softmax_backward 65600 92.0-92.3 on 65536's cluster x 4 stage 1 entry): auto against x 16
# stage 1 and x 8 stage 4 at 65544-65720, single runs, allocating.
#     bash scripts/round_hundredtwelfth_j.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=200; A=",alloc=1"
for dt in bf16 fp16; do
  T=60 explore try_matrix.py op=log_softmax_backward $dt auto 65544,65600,65720 strategy=auto$A \
    strategy=cluster,cluster_size=16,stage=1$A strategy=cluster,cluster_size=8,stage=4$A 2>&1 | peer_rows | tee -a $OUT/j-matrices.txt
done
rm -f $OUT/*.csv
