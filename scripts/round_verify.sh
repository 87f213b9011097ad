#!/usr/bin/env bash
# One device call: re-check the cluster kernels (GPU tests, racecheck), probe bf16 N = 781,
# the small-call breakdown, and Nsight Compute on the 16-bit long-row kernels.  Files under $OUT.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
start_table
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem,power.draw,temperature.gpu --format=csv
timeout 200 python3 -m pytest -m gpu -q -p no:cacheprovider tests/test_gpu.py -k cluster > "$OUT/pytest-cluster.log" 2>&1
echo "cluster tests rc $?"; tail -3 "$OUT/pytest-cluster.log"
timeout 150 compute-sanitizer --tool racecheck python3 scripts/sanitize.py > "$OUT/racecheck.log" 2>&1
echo "racecheck rc $?"; tail -4 "$OUT/racecheck.log"
timeout 60 python3 scripts/probe_781.py 2>&1 | tee "$OUT/probe781.txt"
timeout 40 python3 scripts/latency_breakdown.py 2>&1 | tee "$OUT/latency.txt"
SECTIONS="--section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats --section SchedulerStats"
for args in "cluster 262144 bf16 cuda op=softmax_backward stage=0 cluster_size=16" \
            "cluster 262144 bf16 cuda stage=1 cluster_size=16" "cluster 262144 fp32 cuda stage=2 cluster_size=16"; do
  echo "== ncu $args"
  timeout 90 ncu $SECTIONS -k regex:softmax --launch-skip 2 --launch-count 1 python3 scripts/run_one.py $args > "$OUT/ncu.tmp" 2>&1
  grep -E "DRAM Throughput|Memory Throughput|Duration|Achieved Occupancy|Theoretical Occupancy|Registers Per|Cluster|Block Limit|Warp Cycles Per Issued|Issue Slots Busy|No Eligible|Active Warps Per|Eligible Warps|Waves Per SM|Shared Memory Config|Dynamic Shared" "$OUT/ncu.tmp"
  cat "$OUT/ncu.tmp" >> "$OUT/ncu.txt"
done
rm -f "$OUT/ncu.tmp"
