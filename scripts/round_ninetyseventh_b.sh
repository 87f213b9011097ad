#!/bin/bash
# Ninety-seventh session, round b (H200, one call): where flat's warps wait at 16-bit rows read
# as packs on 4 lanes, the default tile against twice its rows (bf16 softmax 63: 95.4 / 100.4 in
# the ninety-sixth session's round h; 65, level there, as the control) and 93 (one row a group:
# 93.1 / 100.7), Nsight Compute with the stall reasons (ncu_stalls); then Nsight Compute of auto's
# tuned picks at the long rows whose default plans round a tabled (cluster 262144: bf16 / fp32
# softmax, fp32 softmax_backward).
#     bash scripts/round_ninetyseventh_b.sh
source scripts/device_env.sh
for cfg in "63 rows_per_block=64" "63 rows_per_block=128" "65 rows_per_block=64" "65 rows_per_block=128" \
           "93 rows_per_block=32" "93 rows_per_block=64"; do
  set -- $cfg
  ncu_stalls flat-$1-${2#rows_per_block=} flat $1 bf16 cuda row_packs=1 threads_per_row=4 $2
done
mkdir -p /tmp/ncu
for target in "auto 262144 bf16 cuda op=softmax" "auto 262144 fp32 cuda op=softmax" "auto 262144 fp32 cuda op=softmax_backward"; do
  set -- $target; name=${5#op=}-auto-$2-$3
  timeout 90 ncu --clock-control none --section SpeedOfLight --section Occupancy --section LaunchStats \
    -k regex:'(?i)softmax' --launch-skip 2 --launch-count 1 python3 scripts/run_one.py $target > "/tmp/ncu/ncu-$name.txt" 2>&1
  echo "== $name rc $?"
done
python3 scripts/ncu_table.py /tmp/ncu/ncu-*.txt | tee "$OUT/b-ncu-table.txt"
tar czf "$OUT/b-ncu.tar.gz" -C /tmp ncu
pack_out
