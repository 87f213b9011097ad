#!/bin/bash
# Forty-sixth session, round e (H100, the machine round d2 installed the peers on): Nsight Compute's
# full set at the boost clock (--clock-control none, as do_bench runs) on quack and CUDA warp at
# 16-bit 256 and 512, where quack's kernel leads by about half a point with the GPU kept busy.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
full() { name=$1; shift
  timeout 150 ncu --set full --clock-control none -k regex:'(?i)softmax' --launch-skip 2 --launch-count 1 \
    python3 scripts/run_one.py "$@" > "$OUT/ncu-full-$name.txt" 2>&1
  echo "== $name rc $?"
  grep -E "^    (Duration|DRAM Throughput|Memory Throughput|Registers Per|Achieved Occupancy|Theoretical Occupancy|Executed Ipc A|Block Size|Grid Size|L2 Hit Rate|Mem Busy|Max Bandwidth|SM Frequency|DRAM Frequency|Dynamic Shared)" "$OUT/ncu-full-$name.txt" | head -20; }
full quack-bf16-256 peer=quack 256 bf16
full warp16-bf16-256 warp 256 bf16 cuda threads_per_row=16 block_size=128
full warp32-bf16-256 warp 256 bf16 cuda threads_per_row=32 block_size=128
full quack-fp16-512 peer=quack 512 fp16
full warp16-fp16-512 warp 512 fp16 cuda threads_per_row=16 block_size=128
