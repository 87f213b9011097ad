#!/bin/bash
# Sixty-third session, rounds h-j (H100, three calls back to back, the peers' wheels in three parts:
# argument 1 carries .peerwheels/p1, 2 carries p2, 3 carries p3 and baseline/h100-before-63.json).
# Trains of 20, medians of three.
# h (1): 16-bit x 4 x 128 gained at 13544-16693 (rounds b-d) where x 2 served: other stage 6
#        shapes at bf16 softmax and log_softmax 18000-58000 (x 4 x 128, x 8 x 128 at eight blocks
#        and at the plan's own) against auto.
# i (2): bf16 6500-12000 (block, then stage 6 x 2): x 2 at 128 / 192 / 256 threads.
# j (3): allocating, auto against the table before, quack and liger at this session's 16-bit
#        softmax band (13544-16693), fp16 16400 (quack +0.1-0.5, entry 143) and bf16 88000-97280
#        (quack +0.2-0.5, entry 140).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
c="strategy=cluster,stage=6"
case $1 in
1) bash scripts/install_peers.sh stash 1
   { for op in softmax log_softmax; do
       T=200 explore try_matrix.py op=$op bf16 auto 18000,20000,22000,24001,26000,28000,30000,34000,38000,44000,50000,58000 \
         strategy=auto $c,cluster_size=4,block_size=128 $c,cluster_size=8,block_size=128,blocks_per_sm=8 \
         $c,cluster_size=8,block_size=128
     done; } 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/shapes.txt" ;;
2) bash scripts/install_peers.sh stash 2
   { for op in softmax log_softmax; do
       T=150 explore try_matrix.py op=$op bf16 auto 6500,7000,7600,8200,9000,10000,11000,12000 \
         strategy=auto $c,cluster_size=2,block_size=128 $c,cluster_size=2,block_size=192 $c,cluster_size=2,block_size=256
     done; } 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/shapes.txt" ;;
3) python3 -c "import quack" 2>/dev/null || bash scripts/install_peers.sh install
   for dt in bf16 fp16; do
     T=250 explore try_matrix.py $dt auto 13544,14000,15000,16000,16384,16400,16693,88000,92000,95424,97280 \
       strategy=auto,alloc=1 strategy=auto,table=h100-before-63,alloc=1 peer=quack peer=liger 2>&1 \
       | grep -v "RuntimeError\|AssertionError\|^   runs\|SpecError"
   done | tee "$OUT/peers.txt" ;;
esac
rm -f "$OUT"/*.csv
