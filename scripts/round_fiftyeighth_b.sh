#!/bin/bash
# Fifty-eighth session, rounds d and e (H100, two calls back to back: d carries .peerwheels/a and
# stashes it, e, argument "peers", carries .peerwheels/b).  Round c put quack 0.7-1.7 ahead at
# bf16 90112-98304 (cluster x 8 at 256 threads), where auto serves 100000's entry (stage 6 x 16).
# d: 16-bit 86016-99840, auto against stage 6 x 8 at 128-256 threads and x 16, allocating,
#    trains of 20, medians of three; Nsight Compute (at a train's clocks and L2) on auto's and
#    x 8 x 256's kernels at bf16 95424.
# e: a train kernel by kernel (scripts/probe_train_gaps.py: each kernel's duration and the gap
#    between kernels) for auto and quack at bf16 95424 / 98304 / 262144 and fp16 163064; Nsight
#    Compute on quack's bf16 95424 kernel.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
ncu_free() { timeout 120 ncu --clock-control none --cache-control none --section SpeedOfLight --section Occupancy \
               --section LaunchStats --metrics smsp__inst_executed.sum,gpu__time_duration.sum,dram__bytes_read.sum \
               -k regex:'(?i)softmax' --launch-skip 3 --launch-count 1 python3 scripts/run_one.py "${@:2}" \
               > "$OUT/ncu-$1.txt" 2>&1
             echo "== $1 rc $?"
             grep -E "gpu__time_duration|inst_executed|dram__bytes|DRAM Throughput|Registers Per|Achieved Occ|Theoretical Occ|Block Size|Grid Size|Cluster Size|Shared Memory Config|Dynamic Shared" "$OUT/ncu-$1.txt"; }
x8=strategy=cluster,stage=6,cluster_size=8
if [ "$1" != peers ]; then
  bash scripts/install_peers.sh stash
  for dt in bf16 fp16; do
    REPEAT=3 T=220 explore try_matrix.py $dt auto 86016,88001,90112,92003,95424,98304,99840 strategy=auto,alloc=1 \
      $x8,alloc=1 $x8,block_size=128,alloc=1 $x8,block_size=160,alloc=1 $x8,block_size=224,alloc=1 \
      $x8,block_size=256,alloc=1 | grep -v "^   runs\|SpecError"
  done | tee "$OUT/band-95424.txt"
  ncu_free auto auto 95424 bf16
  ncu_free x8-256 cluster 95424 bf16 cuda stage=6 cluster_size=8 block_size=256
  exit
fi
python3 -c "import quack, liger_kernel" 2>/dev/null || bash scripts/install_peers.sh install
timeout 200 python3 scripts/probe_train_gaps.py 95424,98304,262144 bf16 5 2>&1 | grep -v "Warn\|warn" | tee "$OUT/gaps-bf16.txt"
timeout 100 python3 scripts/probe_train_gaps.py 163064 fp16 5 2>&1 | grep -v "Warn\|warn" | tee "$OUT/gaps-fp16.txt"
ncu_free quack peer=quack 95424 bf16
rm -f "$OUT"/*.csv
