#!/bin/bash
# Sixty-first session, rounds f and g (H100, two calls back to back: f carries .peerwheels/a and
# baseline/h100-before-61.json (the table at 1c73e30) and stashes the wheels, g, argument "peers",
# carries .peerwheels/b and the table).  Trains of 20, medians of three.  The fp32 bulk_store
# entries (softmax 150001-190000, log_softmax 160000-190000): f, auto against the table before at
# the edges and inside of every run scripts/served_diff.py lists (softmax 140218-194444, its odd
# widths from 140218 to 150001; log_softmax 157481-194444), and the GPU tests of bulk_store;
# g, allocating, auto against the table before, quack and liger.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
if [ "$1" != peers ]; then
  bash scripts/install_peers.sh stash
  { T=280 against_table h100-before-61 softmax fp32 140219,143001,146001,149001,150001,151000,152000,155392,158000,161001,163000,166000,170000,173001,175000,178704,182000,186001,190000,193964,194444
    T=150 against_table h100-before-61 log_softmax fp32 157481,160000,165001,170000,175000,181001,186000,190000,193964,194444
  } 2>&1 | tee "$OUT/bands.txt"
  gpu_tests "bulk_store"
  rm -f "$OUT"/*.csv; exit
fi
python3 -c "import quack, liger_kernel" 2>/dev/null || bash scripts/install_peers.sh install
T=300 explore try_matrix.py fp32 auto 145001,150001,155392,160000,165000,170000,175000,178704,185000,190000,194444 \
  strategy=auto,alloc=1 strategy=auto,table=h100-before-61,alloc=1 peer=quack peer=liger 2>&1 \
  | grep -v "RuntimeError\|AssertionError\|^   runs\|SpecError" | tee "$OUT/peers.txt"
rm -f "$OUT"/*.csv
