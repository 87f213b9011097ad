#!/usr/bin/env bash
# Benchmarks for BENCHMARKS.md: the sweep (fp32, bf16, fp16), small-input latency and an
# Nsight Compute summary per strategy.  Files under $OUT.
set -o pipefail
export PYTHONUNBUFFERED=1 PYTHONPATH=$PWD SOFTGEN_CACHE_DIR=/tmp/softgen-cache
OUT=${OUT:-out}; mkdir -p "$OUT"
python3 -m softgen.cli compare --sweep --dtype fp32,bf16,fp16 --out "$OUT/sweep" > "$OUT/sweep.txt" 2>&1
tail -3 "$OUT/sweep.txt"
python3 scripts/latency.py 2>&1 | tee "$OUT/latency.txt"
for target in warp:1024:fp32 block:8192:fp32 smem:12345:fp32 online:65536:fp32 cluster:262144:fp32 \
              warp:1024:fp32:triton block:8192:fp32:triton; do
  ncu --section SpeedOfLight --section Occupancy --section LaunchStats -k regex:softmax \
      --launch-skip 2 --launch-count 1 python3 scripts/run_one.py ${target//:/ } 2>&1 \
    | grep -E "^  [a-z_0-9]+ \(|DRAM Throughput|Achieved Occupancy|Registers Per Thread|Duration|Grid Size|Block Size|Dynamic Shared" \
    | sed "s/^/$target /"
done | tee "$OUT/ncu-summary.txt"
