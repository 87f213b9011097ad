#!/bin/bash
# Sixtieth session, rounds i and j (H100, two calls back to back: i carries .peerwheels/a and
# stashes it, j, argument "peers", carries .peerwheels/b).  Where quack leads in (about) our shape
# (bf16 88000, x 8 at 256 threads; 163064, x 16 at 256, four blocks): Nsight Compute's memory
# workload, warp stall reasons and occupancy of one launch each, at a train's clocks and L2
# (--clock-control none --cache-control none).  i also times a larger dynamic shared-memory
# allocation (quack's slice sits in shared memory, which moves the SM's carve-out): smem=N.
# i: auto's kernels; j: quack's.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
stalls() { timeout 150 ncu --clock-control none --cache-control none --section SpeedOfLight --section MemoryWorkloadAnalysis \
             --section WarpStateStats --section Occupancy --section LaunchStats \
             --metrics dram__bytes_read.sum,dram__bytes_write.sum,gpu__time_duration.sum,lts__t_sector_hit_rate.pct \
             -k regex:'(?i)softmax' --launch-skip 3 --launch-count 1 python3 scripts/run_one.py "${@:2}" \
             > "$OUT/ncu-$1.txt" 2>&1; echo "== $1 rc $?"
           grep -E "gpu__time|dram__bytes|DRAM Throughput|Achieved Occ|Registers Per|Block Size|Grid Size|Cluster Size|Stall|Warp Cycles Per Issued|hit_rate" "$OUT/ncu-$1.txt" | head -24; }
if [ "$1" != peers ]; then
  bash scripts/install_peers.sh stash
  stalls auto-bf16-88000 auto 88000 bf16
  stalls auto-bf16-163064 auto 163064 bf16
  T=150 explore try_matrix.py bf16 auto 88000,163064 strategy=auto,alloc=1 strategy=auto,smem=24576,alloc=1 \
    strategy=auto,smem=45056,alloc=1 2>&1 | grep -v "^   runs" | tee "$OUT/smem.txt"
  rm -f "$OUT"/*.csv; exit
fi
python3 -c "import quack, liger_kernel" 2>/dev/null || bash scripts/install_peers.sh install
stalls quack-bf16-88000 peer=quack 88000 bf16
stalls quack-bf16-163064 peer=quack 163064 bf16
