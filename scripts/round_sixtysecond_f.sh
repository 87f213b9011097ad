#!/bin/bash
# Sixty-second session, rounds f and g (H100, three calls back to back: f carries .peerwheels/p1 and
# baseline/h100-before-62.json (the table at 6d02b85) and stashes the wheels' first part; argument
# "stash2" carries .peerwheels/p2 and stashes the second; g, argument "peers", carries .peerwheels/p3
# and the table).  Trains of 20, medians of three.  Notes entry 144's fp32
# bulk-store entries at fresh random widths over 4875-157480: f, auto against the table before (20
# widths an op, seeds 6201 / 6202); g, allocating, auto against the table before, quack and liger at
# 14 random multiples of 16 bytes (seed 6203) and at 91104, quack's lead in round t.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
if [ "$1" = stash2 ]; then bash scripts/install_peers.sh stash 2; exit; fi
if [ "$1" != peers ]; then
  bash scripts/install_peers.sh stash 1
  { T=280 against_table h100-before-62 softmax fp32 $(random_widths 6201 20 4875 157480)
    T=280 against_table h100-before-62 log_softmax fp32 $(random_widths 6202 20 4875 157480)
  } 2>&1 | tee "$OUT/random.txt"
  rm -f "$OUT"/*.csv; exit
fi
python3 -c "import quack, liger_kernel" 2>/dev/null || bash scripts/install_peers.sh install
T=400 explore try_matrix.py fp32 auto $(random_widths 6203 14 4875 157480 4),91104 \
  strategy=auto,alloc=1 strategy=auto,table=h100-before-62,alloc=1 peer=quack peer=liger 2>&1 \
  | grep -v "RuntimeError\|AssertionError\|^   runs\|SpecError" | tee "$OUT/peers.txt"
rm -f "$OUT"/*.csv
