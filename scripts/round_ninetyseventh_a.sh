#!/bin/bash
# Ninety-seventh session, round a (H200, one call): every strategy at one width it is meant for,
# default plans (no table), bf16 and fp32, both backends where they share it: % of copy (auto
# beside it; scripts/ninetyseventh_a.txt), then Nsight Compute (SpeedOfLight, Occupancy,
# LaunchStats; clocks left alone) on one launch each with the kernel's registers and local memory
# from the driver (scripts/run_one.py), tabled by scripts/ncu_table.py.
#     bash scripts/round_ninetyseventh_a.sh
source scripts/device_env.sh; export COLUMNS=200
SESSION=ninetyseventh matrices_round a 60
mkdir -p /tmp/ncu      # one file a kernel, tabled into $OUT as each lands (a call that runs out keeps the table)
while read op dt w cfgs; do
  for cfg in $cfgs; do
    strategy=${cfg#strategy=}; strategy=${strategy%%,*}
    backend=cuda; [[ $cfg == *backend=triton* ]] && backend=triton
    name=$op-$strategy-$w-$dt-$backend
    timeout 90 ncu --clock-control none --section SpeedOfLight --section Occupancy --section LaunchStats \
      -k regex:'(?i)softmax' --launch-skip 2 --launch-count 1 \
      python3 scripts/run_one.py $strategy $w $dt $backend op=$op > "/tmp/ncu/ncu-$name.txt" 2>&1
    echo "== $name rc $?"
    python3 scripts/ncu_table.py /tmp/ncu/ncu-*.txt > "$OUT/a-ncu-table.txt"
  done
done < scripts/ninetyseventh_a.txt
cat "$OUT/a-ncu-table.txt"
tar czf "$OUT/a-ncu.tar.gz" -C /tmp ncu
