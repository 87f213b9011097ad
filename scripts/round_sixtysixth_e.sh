#!/bin/bash
# Sixty-sixth session, round e (H100, three calls back to back carrying .peerwheels/p1, p2, p3;
# 1 and 2 only stash their part): allocating, auto with early launch against quack, liger and
# torch at the random widths where a peer had led in earlier sessions (notes entries 137, 143).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
peers_part "$1"
[ "$1" = 3 ] && {
  T=80 explore try_matrix.py bf16 auto 648,1616,1896,2168,95424,160144 strategy=auto,alloc=1 peer=quack peer=liger peer=torch
  T=60 explore try_matrix.py fp16 auto 456,888,16400,161464 strategy=auto,alloc=1 peer=quack peer=liger peer=torch
  T=60 explore try_matrix.py fp32 auto 1648,4576,91104,155392 strategy=auto,alloc=1 peer=quack peer=liger peer=torch
} 2>&1 | grep -v "RuntimeError\|AssertionError\|^   runs\|SpecError" | tee "$OUT/e.txt"
rm -f "$OUT"/*.csv
