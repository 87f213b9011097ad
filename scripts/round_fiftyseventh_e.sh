#!/bin/bash
# Fifty-seventh session, round e (H100, two calls back to back: the first, argument "stash",
# carries .peerwheels/a; the second .peerwheels/b): a train's time kernel by kernel
# (scripts/probe_train_gaps.py) for auto and the peers at bf16 192-1464 and fp16 224 / 163064, and
# Nsight Compute on auto's and quack's bf16 224 kernels at the clocks and L2 a train runs them
# with (--clock-control none --cache-control none).  The first call times auto alone.
set -o pipefail
source scripts/device_env.sh; export TRAIN=20
rm -f "$TABLE"
ncu_free() { timeout 100 ncu --clock-control none --cache-control none --section SpeedOfLight \
               --metrics smsp__inst_executed.sum,gpu__time_duration.sum -k regex:'(?i)softmax' --launch-skip 3 \
               --launch-count 1 python3 scripts/run_one.py $2 224 bf16 > "$OUT/ncu-$1-free.txt" 2>&1
             echo "== $1 rc $?"; grep -E "gpu__time_duration|DRAM Throughput|SM Frequency|DRAM Frequency" "$OUT/ncu-$1-free.txt"; }
if [ "$1" = stash ]; then
  bash scripts/install_peers.sh stash
  timeout 100 python3 scripts/probe_train_gaps.py 224 bf16 5 2>&1 | tee "$OUT/gaps-auto.txt"
  ncu_free auto auto
  exit
fi
python3 -c "import quack, liger_kernel" 2>/dev/null || bash scripts/install_peers.sh install
timeout 200 python3 scripts/probe_train_gaps.py 192,224,272,1464 bf16 5 2>&1 | tee "$OUT/gaps-bf16.txt"
timeout 100 python3 scripts/probe_train_gaps.py 224,163064 fp16 5 2>&1 | tee "$OUT/gaps-fp16.txt"
ncu_free auto auto
ncu_free quack peer=quack
