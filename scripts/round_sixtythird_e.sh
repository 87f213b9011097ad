#!/bin/bash
# Sixty-third session, rounds e and f (H100, three calls back to back: e carries .peerwheels/p1 and
# baseline/h100-before-63.json and stashes the wheels' first part; argument "stash2" carries
# .peerwheels/p2 and stashes the second; f, argument "peers", carries .peerwheels/p3).  Trains of
# 20, medians of three.
# e: round d's log_softmax 16392 entry (16384's old x 2 above the x 4 x 128 one) moved 19732-19735
#    onto x 2 (-0.8); log_softmax now keeps 16384 as it was and takes x 4 x 128 at 15001 and 16000
#    (13609-16190): that run's edges and inside against the table before, the GPU tests; then
#    16-bit bulk stores at x 16 x 128 (entry 140: fp16 +0.9 at 80002-95424, untimed) against auto
#    at 80000-100000, where quack leads bf16 by 0.2-0.5.
# f (stash2): 16-bit log_softmax 66000-120000, x 16 x 128 at eight blocks with and without bulk stores.
# g (peers): the log_softmax x 16 x 128 band, then allocating, auto against quack and liger at the
#   new 16-bit softmax band.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
c="strategy=cluster,stage=6,cluster_size=16,block_size=128"
if [ "$1" = stash2 ]; then
  bash scripts/install_peers.sh stash 2
  # round f: 16-bit log_softmax 65537-130000 (65536's x 8, then x 16) against x 16 x 128 at eight
  # blocks, with and without bulk stores (round e: with them +1.0 at 80002)
  { for dt in bf16 fp16; do
      T=150 explore try_matrix.py op=log_softmax $dt auto 66000,70000,75000,80002,86000,92000,100000,110000,120000 \
        strategy=auto $c,blocks_per_sm=8 $c,blocks_per_sm=8,bulk_store=1
    done; } 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/log-shapes.txt"
  rm -f "$OUT"/*.csv; exit
fi
if [ "$1" != peers ]; then
  bash scripts/install_peers.sh stash 1
  { for dt in bf16 fp16; do
      T=100 against_table h100-before-63 log_softmax $dt 13609,15677,16000,16100,16189,16190,16191
    done; } 2>&1 | tee "$OUT/bands.txt"
  gpu_tests sixtythird_entries
  { for op in softmax log_softmax; do for dt in bf16 fp16; do
      T=120 explore try_matrix.py op=$op $dt auto 80002,84000,88000,90112,92000,95424,97280,100000 \
        strategy=auto $c,blocks_per_sm=8,bulk_store=1 $c,bulk_store=1
    done; done; } 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/shapes.txt"
  rm -f "$OUT"/*.csv; exit
fi
python3 -c "import quack" 2>/dev/null || bash scripts/install_peers.sh install
# g: log_softmax x 16 x 128 at eight blocks from 75000 and 88000 (97616 keeps x 16 above them):
# 70109-92683 against the table before, the GPU tests; then allocating, auto against quack and
# liger where this session's softmax entries serve (13544-16693) and at fp16 16400 (quack +0.1-0.5,
# entry 143)
{ for dt in bf16 fp16; do
    T=130 against_table h100-before-63 log_softmax $dt 70108,70109,72000,75000,80002,84000,88000,90112,92000,92219,92221,92683,92684,97616
  done; } 2>&1 | tee "$OUT/bands.txt"
gpu_tests sixtythird_entries
for dt in bf16 fp16; do
  T=200 explore try_matrix.py $dt auto 13544,13677,14000,15000,16000,16384,16400,16693 \
    strategy=auto,alloc=1 strategy=auto,table=h100-before-63,alloc=1 peer=quack peer=liger 2>&1 \
    | grep -v "RuntimeError\|AssertionError\|^   runs\|SpecError"
done | tee "$OUT/peers.txt"
rm -f "$OUT"/*.csv
