#!/bin/bash
# Sixty-seventh session, round c (H100, right after round b's third call, quack and liger still
# installed): per call in trains of 20, allocating, at the widths where quack or liger led in
# round b's single calls. Argument `early` (c4): as softgen launches; `plain` (c5): SOFTGEN_PDL=0,
# the kernels launched plainly, quack alone. (Run as these lines typed in two calls, the machine
# still warm from round b; the outputs keep the names they were given then, b4 and b5.)
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
case $1 in
early) { T=150 explore try_matrix.py bf16 auto 888,1632,2360,155712 strategy=auto,alloc=1 peer=quack peer=liger
         T=150 explore try_matrix.py fp16 auto 256,480,496,648,960 strategy=auto,alloc=1 peer=quack peer=liger
         T=100 explore try_matrix.py fp32 auto 372,4096 strategy=auto,alloc=1 peer=quack peer=liger
       } 2>&1 | peer_rows | tee "$OUT/b4-trains.txt" ;;
plain) export SOFTGEN_PDL=0
       { T=120 explore try_matrix.py bf16 auto 888,2360,155712,262144 strategy=auto,alloc=1 peer=quack
         T=120 explore try_matrix.py fp16 auto 256,480,960 strategy=auto,alloc=1 peer=quack
         T=100 explore try_matrix.py fp32 auto 372,88000 strategy=auto,alloc=1 peer=quack
       } 2>&1 | peer_rows | tee "$OUT/b5-trains-plain.txt" ;;
*) echo "usage: $0 early|plain"; exit 2 ;;
esac
rm -f "$OUT"/*.csv
