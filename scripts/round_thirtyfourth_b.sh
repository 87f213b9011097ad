#!/bin/bash
# Thirty-fourth session, round b (H100): auto after round a's stage 7 entries (softmax bf16 /
# fp16, log_softmax bf16, which fp16 takes) at the entries' widths, between them and at random
# widths from 262145 to 460000 (seed 72); 262144 and 386000 (stage 6 kept) to check they did not
# move.  `b1 OP`; `b2`: fp16 softmax stage 7 at widths round a did not time.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
case $1 in
  b1) T=280 auto_ops b bf16,fp16 262144,263000,270000,285000,300000,333613,355000,370000,380000,386000,402000,420000,450000,random=72:6:262145:460000 $2 ;;
  b2) REPEAT=3 T=150 explore try_matrix.py fp16 cluster 263000,270000,333613,420000,458000 \
        stage=7,cluster_size=16 strategy=auto ;;
esac
