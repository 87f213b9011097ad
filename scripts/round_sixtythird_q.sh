#!/bin/bash
# Sixty-third session, rounds q-s (H100, three calls back to back, the peers' wheels in three parts:
# argument 1 carries .peerwheels/p1 and baseline/h100-before-63q.json (the table before the fp32
# cluster-of-12 entries), 2 carries p2, 3 carries p3 and the table before).  Trains of 20, medians
# of three.  Round p: a cluster of 12 (x 12 x 256 with bulk stores) ran level with fp32 softmax's
# x 16 x 192 at 86500-93000 and +0.5-0.6 at 88000 and 91104, where quack leads; entries at 88000
# and 91104 (86000 and 94000 keep x 16 x 192 around them) serve it at 86995-92540.
# q (1): that run against the table before; fp32 log_softmax there at x 12 x 256; the GPU tests.
# r (2): fp32 softmax 150000-175000 (quack +0.4 at 160000), clusters of 12 and 14 against auto.
# s (3): allocating, auto against the table before, quack and liger at fp32 softmax 84000-96000
#        and 160000, with x 12 x 256 / x 12 x 352 named.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
c="strategy=cluster,stage=6,bulk_store=1"
case $1 in
1) bash scripts/install_peers.sh stash 1
   { T=150 against_table h100-before-63q softmax fp32 86000,86994,86995,87500,88000,88500,89000,89539,90000,90112,91000,91104,91500,92000,92540,92541
     T=150 explore try_matrix.py op=log_softmax fp32 auto 86500,87000,88000,89000,90000,91000,91104,92000,93000 \
       strategy=auto $c,cluster_size=12,block_size=256 2>&1 | grep -v "^   runs\|SpecError"
   } 2>&1 | tee "$OUT/bands.txt"
   gpu_tests "sixtythird_entries or cluster_of_twelve" ;;
2) bash scripts/install_peers.sh stash 2
   T=200 explore try_matrix.py fp32 auto 150000,155000,160000,165000,170000,175000 strategy=auto \
     $c,cluster_size=12,block_size=256 $c,cluster_size=12,block_size=352 $c,cluster_size=14,block_size=256 \
     $c,cluster_size=14,block_size=320 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/shapes.txt" ;;
3) python3 -c "import quack" 2>/dev/null || bash scripts/install_peers.sh install
   T=300 explore try_matrix.py fp32 auto 84000,86000,88000,90000,91104,92000,94000,96000,160000 \
     strategy=auto,alloc=1 strategy=auto,table=h100-before-63q,alloc=1 $c,cluster_size=12,block_size=256,alloc=1 \
     $c,cluster_size=12,block_size=352,alloc=1 peer=quack peer=liger 2>&1 \
     | grep -v "RuntimeError\|AssertionError\|^   runs\|SpecError" | tee "$OUT/peers.txt" ;;
esac
rm -f "$OUT"/*.csv
