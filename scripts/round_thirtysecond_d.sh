#!/bin/bash
# Thirty-second session, round d (H100): after round c's entries (16-bit 402000 / 450000 / 458000
# on stage 6 x 16; 458760, the first width whose stage 6 slice takes 480 threads and one block an
# SM, on stage 1 x 16 at 512 threads).  `d1`: the configs at 458760 and 480000 for that entry's
# figures; `d2`: auto at round thirty-first m's widths (seeds 67, 68) and fresh ones (seed 69),
# 16-bit, the forward ops named (fp32 is unchanged: its stage 6 shapes keep their blocks).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
case $1 in
  d1) for arg in softmax:bf16 softmax:fp16 log_softmax:bf16; do
        REPEAT=3 T=150 explore try_matrix.py op=${arg%%:*} ${arg#*:} cluster 458760,480000 \
          stage=1,cluster_size=16,block_size=512 stage=1,cluster_size=16 stage=6,cluster_size=16 strategy=auto
      done ;;
  d2) shift; T=400 auto_ops d bf16,fp16 266761,294000,300000,393000,394000,458759,random=67:10:150000:600000,random=68:10:262144:650000,random=69:12:262144:650000 "$@" ;;
esac
