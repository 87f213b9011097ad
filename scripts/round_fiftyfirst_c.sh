#!/bin/bash
# Fifty-first session, round c (H100, after round b on the same machine, peers installed): where
# auto's bf16 262144 kernel spends its 40% more instructions than quack's (round b: 31.9 M against
# 22.9 M, 91.7 against 89.3 us): Nsight Compute's SASS with executed counts an instruction, and
# the instruction mix, for both kernels.
set -o pipefail
source scripts/device_env.sh
for who in "quack peer=quack" "auto auto"; do
  set -- $who
  timeout 150 ncu --section SourceCounters --section InstructionStats --section WarpStateStats -k regex:'(?i)softmax' \
      --launch-skip 2 --launch-count 1 -o "$OUT/rep-$1" python3 scripts/run_one.py $2 262144 bf16 > "$OUT/ncu-$1.log" 2>&1
  echo "== $1 rc $?"
  ncu -i "$OUT/rep-$1.ncu-rep" --page source --print-source sass --csv > "$OUT/sass-$1.csv" 2>&1
  ncu -i "$OUT/rep-$1.ncu-rep" --page details > "$OUT/details-$1.txt" 2>&1
  wc -l "$OUT/sass-$1.csv"; grep -iE "Executed Ipc|Issue Slots|Warp Cycles Per Issued|Stall|inst" "$OUT/details-$1.txt" | head -20
done
rm -f "$OUT"/*.ncu-rep
