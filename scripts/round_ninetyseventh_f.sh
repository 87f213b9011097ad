#!/bin/bash
# Ninety-seventh session, round f (H200, one call): Nsight Compute of the cluster's new forward
# default at 262144 (bf16, fp32; round a ran the default before) and of auto's fp32 pick there
# (round b's name clash lost it), then `softgen compare` at 262144 (every strategy's default plan
# that takes the width, both backends, auto and torch; bf16 and fp32).
#     bash scripts/round_ninetyseventh_f.sh
source scripts/device_env.sh
mkdir -p /tmp/ncu
for target in "cluster 262144 bf16 cuda op=softmax" "cluster 262144 fp32 cuda op=softmax" "auto 262144 fp32 cuda op=softmax"; do
  set -- $target; name=${5#op=}-$1-$2-$3
  timeout 90 ncu --clock-control none --section SpeedOfLight --section Occupancy --section LaunchStats \
    -k regex:'(?i)softmax' --launch-skip 2 --launch-count 1 python3 scripts/run_one.py $target > "/tmp/ncu/ncu-$name.txt" 2>&1
  echo "== $name rc $?"
done
python3 scripts/ncu_table.py /tmp/ncu/ncu-*.txt | tee "$OUT/f-ncu-table.txt"
tar czf "$OUT/f-ncu.tar.gz" -C /tmp ncu
timeout 300 python3 -m softgen.cli compare --cols 262144 --dtype bf16,fp32 --peers torch --out "$OUT/f-compare" 2>&1 \
  | grep -v "^\s*$" | tee "$OUT/f-compare.txt"
pack_out
