#!/bin/bash
# Fifty-ninth session, rounds i and j (H100, two calls back to back: i carries .peerwheels/a and
# stashes it, j, argument "peers", carries .peerwheels/b).  Where our shape matches quack's
# (16-bit x 16 at 256 threads, four blocks) quack still leads by 0.8-1.0: count the instructions
# each kernel executes, by opcode and by SASS line (Nsight Compute's InstructionStats and
# SourceCounters at a train's clocks and L2), at bf16 163064 and fp16 17008.
# i: auto's kernels; j: quack's.
set -o pipefail
source scripts/device_env.sh
mix() { local rep="$OUT/rep-$1"
        timeout 150 ncu --clock-control none --cache-control none --section InstructionStats --section SourceCounters \
          --section LaunchStats --section Occupancy --metrics smsp__inst_executed.sum,gpu__time_duration.sum \
          -k regex:'(?i)softmax' --launch-skip 3 --launch-count 1 -o "$rep" python3 scripts/run_one.py "${@:2}" \
          > "$OUT/ncu-$1.log" 2>&1; echo "== $1 rc $?"
        ncu --import "$rep.ncu-rep" --metrics sass__inst_executed_per_opcode,smsp__inst_executed.sum,gpu__time_duration.sum \
          --print-metric-instances details > "$OUT/mix-$1.txt" 2>&1
        ncu --import "$rep.ncu-rep" --page source --print-source sass --csv > "$OUT/sass-$1.csv" 2>&1
        grep -E "inst_executed.sum|gpu__time|Registers Per|Achieved Occ|Block Size|Grid Size|Cluster Size" "$OUT/mix-$1.txt" "$OUT/ncu-$1.log" | head -12
        ls -la "$OUT/sass-$1.csv"; head -c 600 "$OUT/sass-$1.csv"; echo; }
if [ "$1" != peers ]; then
  bash scripts/install_peers.sh stash
  mix auto-bf16-163064 auto 163064 bf16
  mix auto-fp16-17008 auto 17008 fp16
  exit
fi
python3 -c "import quack, liger_kernel" 2>/dev/null || bash scripts/install_peers.sh install
mix quack-bf16-163064 peer=quack 163064 bf16
mix quack-fp16-17008 peer=quack 17008 fp16
