#!/bin/bash
# Sixty-ninth session, round e (H200, three calls back to back; the peers' wheels in three parts:
# argument 1 carries .peerwheels/p1, 2 p2, 3 p3): auto on the shipped table (fp16 tuned, bf16 and
# fp16 long rows re-tuned with LaunchPlan.one_pointer_packs) against quack, liger and torch, single
# runs, allocating, at the long widths and three short ones.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
peers_part "$1"
if [ "$1" = 3 ]; then
  for dt in bf16 fp16 fp32; do
    T=110 explore try_matrix.py $dt auto 128,1024,4096,16384,32768,50000,65536,131072,262144 \
      strategy=auto,alloc=1 peer=quack peer=liger peer=torch | peer_rows | tee "$OUT/e-$dt.txt"
  done
fi
rm -f "$OUT"/*.csv
