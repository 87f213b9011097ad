#!/bin/bash
# Fifty-ninth session, rounds f and g (H100, two calls back to back: f carries .peerwheels/a and
# baseline/h100-before-59b.json, the table before this session's fp32 and 16-bit entries; g,
# argument "peers", carries .peerwheels/b).  Trains of 20, medians of three, allocating.
# f: fp32 softmax 5149-5792 (round e: stage 6 x 4 from 5149 lost 0.9-3.1 at 5149-5501): Triton
#    block entries at 4576 and 5600 (4330-5699), stage 6 x 4 at 5800 (5700-5792), against the
#    table before at the edges and inside of both runs.
# g: auto against quack and liger at this session's entries' widths.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
if [ "$1" != peers ]; then
  bash scripts/install_peers.sh stash
  T=200 ALLOC=1 against_table h100-before-59b softmax fp32 5149,5200,5201,5350,5501,5599,5600,5601,5699,5700,5750,5792 \
    | tee "$OUT/check.txt"
  rm -f "$OUT"/*.csv; exit
fi
python3 -c "import quack, liger_kernel" 2>/dev/null || bash scripts/install_peers.sh install
{ T=150 explore try_matrix.py fp32 auto 4352,4576,4800,5200,5600 strategy=auto,alloc=1 peer=liger peer=quack
  T=200 explore try_matrix.py bf16 auto 148000,150008,161464,163064,180000 strategy=auto,alloc=1 peer=quack
  T=200 explore try_matrix.py fp16 auto 148000,150008,161464,163064,180000 strategy=auto,alloc=1 peer=quack
  T=100 explore try_matrix.py fp16 auto 17008,17829,18496 strategy=auto,alloc=1 peer=quack peer=liger; } 2>&1 \
  | grep -v "RuntimeError\|AssertionError\|^   runs\|SpecError" | tee "$OUT/peers.txt"
rm -f "$OUT"/*.csv
