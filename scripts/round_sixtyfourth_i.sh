#!/bin/bash
# Sixty-fourth session, rounds i-k (H100, three calls back to back, the peers' wheels in three
# parts: argument 1 carries .peerwheels/p1 and baseline/h100-before-64h.json (`git show
# 3894cb6:softgen/tuning/h100.json`), 2 carries p2, 3 carries p3).  Round h: stage 4 x 16 ran -0.4
# at fp16 softmax_backward 262144 (level in bf16), so 262144 keeps its default plan and 262136's
# entry takes stage 4; odd widths lost 1.8-2.9 on stage 1 x 8 at fp16 log_softmax_backward, so
# 17001's entry keeps the default plan for them.
# i (1): every run served_diff lists against the table before round h's entries.
# j (2): the GPU tests of this session's entries.
# k (3): allocating, auto against quack and liger where this session's forward entries serve.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
peers_part "$1"
case $1 in
1) { T=100 against_table h100-before-64h log_softmax_backward fp16 16611,16651,16693,16694,16696,17001,17500,18001,18349,18439,18528
     for dt in bf16 fp16; do T=60 against_table h100-before-64h softmax_backward $dt 258552,262000,262136,262144; done
   } 2>&1 | tee "$OUT/bands.txt" ;;
2) gpu_tests "sixtyfourth" ;;
3) { T=200 explore try_matrix.py fp32 auto 193968,200000,210000,216316,225000,231848,240000,245000 strategy=auto,alloc=1 \
       peer=quack peer=liger
     T=150 explore try_matrix.py bf16 auto 221000,227000,232000,237400,262144 strategy=auto,alloc=1 peer=quack peer=liger
   } 2>&1 | grep -v "RuntimeError\|AssertionError\|^   runs\|SpecError" | tee "$OUT/peers.txt" ;;
esac
rm -f "$OUT"/*.csv
