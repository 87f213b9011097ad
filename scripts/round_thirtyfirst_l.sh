#!/bin/bash
# Thirty-first session, round l (H100): rows past 262144, where auto serves the last entry's
# stage 6 x 16 (round k: 16-bit 266761-577231 66-94, fp32 400000-577231 84-88): cluster stages
# and shapes at 300000-600000, both forward ops, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
[ "$1" = l2 ] || for op in softmax log_softmax; do for d in bf16 fp32; do
  REPEAT=3 T=140 explore try_matrix.py op=$op $d cluster 266761,300000,400000,524288,600000 strategy=auto \
    stage=1,cluster_size=16 stage=1,cluster_size=16,block_size=512 stage=0,cluster_size=16 \
    stage=6,cluster_size=16,block_size=512 stage=5,cluster_size=16 | grep -v "^   runs"
done; done
# l2 (the call after): the 16-bit band between 262144 and 400000, and fp16 as bf16:
if [ "$1" = l2 ]; then for op in softmax log_softmax; do for d in bf16 fp16; do
  REPEAT=3 T=140 explore try_matrix.py op=$op $d cluster 300000,330000,355091,370000,400000,450000,524288,600000 strategy=auto \
    stage=1,cluster_size=16 stage=1,cluster_size=16,block_size=512 stage=6,cluster_size=16 | grep -v "^   runs"
done; done; fi
# l3 (the call after): the widths the new entries sit at (16-bit stage 6 x 16 steps to 416
# threads, one block an SM, at 394000), and fp32 past 300000:
if [ "$1" = l3 ]; then for op in softmax log_softmax; do
  for d in bf16 fp16; do
    REPEAT=3 T=100 explore try_matrix.py op=$op $d cluster 386000,393000,402000 strategy=auto \
      stage=6,cluster_size=16 stage=1,cluster_size=16 | grep -v "^   runs"
  done
  REPEAT=3 T=140 explore try_matrix.py op=$op fp32 cluster 350000,400000,450000,524288 strategy=auto \
    stage=6,cluster_size=16 stage=6,cluster_size=16,block_size=512 stage=1,cluster_size=16,block_size=512 | grep -v "^   runs"
done; fi
