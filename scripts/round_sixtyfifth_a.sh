#!/bin/bash
# Sixty-fifth session, round a (H100, three calls back to back, the peers' wheels in three parts:
# argument 1 carries .peerwheels/p1, 2 carries p2, 3 carries p3).
# a1: fp16 backward 5000-5792, aligned widths served by 4096's cluster default plan, where block's
#     default (softmax_backward) and stage 2 x 2 (log_softmax_backward) ran +0.7-1.0 at 5792
#     (64th round g); and 16-bit softmax 262144 (quack 1.0 ahead) at shapes not tried there.
# a2: the backward ops at 24 fresh random widths a dtype (seed 6501), the bar.
# a3: allocating, auto against quack and liger where quack led before (notes "Next").
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
peers_part "$1"
c="strategy=cluster"
case $1 in
1) { for op in softmax_backward log_softmax_backward; do
       T=100 explore try_matrix.py op=$op fp16 auto 5000,5200,5400,5600,5792,5800,6000 strategy=auto \
         strategy=block $c,stage=2,cluster_size=2
     done
     for dt in bf16 fp16; do
       T=80 explore try_matrix.py $dt auto 262144 strategy=auto $c,stage=6,cluster_size=16,block_size=512 \
         $c,stage=6,cluster_size=16,block_size=256,blocks_per_sm=2 $c,stage=6,cluster_size=16,block_size=256,blocks_per_sm=4
     done
   } 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/shapes.txt" ;;
2) { T=140 auto_ops a6501 fp32,bf16,fp16 random=6501:24:128:262143 softmax_backward log_softmax_backward
     lowest 4 120 "$OUT"/auto-a6501-*.txt
   } 2>&1 | tee "$OUT/sweep.txt" ;;
3) { T=150 explore try_matrix.py bf16 auto 88000,92000,97280,161464,163064,215000,221000,227000,229376,262144 \
       strategy=auto,alloc=1 peer=quack peer=liger
     T=90 explore try_matrix.py fp16 auto 1464,163064,221000,227000,262144 strategy=auto,alloc=1 peer=quack peer=liger
     T=90 explore try_matrix.py fp32 auto 88000,96000,160000 strategy=auto,alloc=1 peer=quack peer=liger
   } 2>&1 | grep -v "RuntimeError\|AssertionError\|^   runs\|SpecError" | tee "$OUT/peers.txt" ;;
esac
rm -f "$OUT"/*.csv
