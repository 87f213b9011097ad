#!/bin/bash
# Sixty-first session, rounds n and o (H100, two calls back to back: n carries .peerwheels/a and
# stashes it, o, argument "peers", carries .peerwheels/b).  Trains of 20, medians of three.
# n, not allocating: packs on 128-byte lines (align=8) where entry 141 did not time them: 16-bit
# short rows (warp / block / smem, bf16 1464 where quack leads) and 16-bit cluster stage 7.
# o, allocating: auto (the shipped rules) against quack and liger where quack led, and align=8
# at the short widths.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
if [ "$1" != peers ]; then
  bash scripts/install_peers.sh stash
  { for dt in bf16 fp16; do
      T=120 explore try_matrix.py $dt auto 1000,1400,1464,1500,2000,3000,5000,12345 strategy=auto strategy=auto,align=8
      T=120 explore try_matrix.py $dt auto 266761,300000,355000,450000,524288 strategy=auto strategy=auto,align=8
    done
  } 2>&1 | grep -v "^   runs" | tee "$OUT/align-more.txt"
  rm -f "$OUT"/*.csv; exit
fi
python3 -c "import quack, liger_kernel" 2>/dev/null || bash scripts/install_peers.sh install
{ for dt in bf16 fp16; do
    T=200 explore try_matrix.py $dt auto 1464,88000,92000,97280,161464,163064,262144 strategy=auto,alloc=1 \
      strategy=auto,align=8,alloc=1 peer=quack peer=liger
  done
  T=100 explore try_matrix.py fp32 auto 155392,160000,162000 strategy=auto,alloc=1 peer=quack
} 2>&1 | grep -v "RuntimeError\|AssertionError\|^   runs\|SpecError" | tee "$OUT/peers.txt"
rm -f "$OUT"/*.csv
