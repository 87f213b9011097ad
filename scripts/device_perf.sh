#!/usr/bin/env bash
# Quick performance look: compare on a few widths, then Nsight Compute on chosen kernels.
set -o pipefail
export PYTHONUNBUFFERED=1 PYTHONPATH=$PWD SOFTGEN_CACHE_DIR=/tmp/softgen-cache
OUT=${OUT:-out}; mkdir -p "$OUT"
python3 -m softgen.cli compare --cols ${COLS:-128,781,1024,4096,8192,12345,32768,65536,262144} \
    --dtype ${DTYPES:-fp32,bf16} --peers torch --out "$OUT/quick" 2>&1 | grep -v "exceeds the maximum\|threads x\|register elements\|several whole rows\|^(a\|^few" | tee "$OUT/quick.txt"
i=0
for target in ${NCU_TARGETS:-}; do
  i=$((i+1))
  ncu --section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats \
      -k regex:softmax --launch-skip 2 --launch-count 1 python3 scripts/run_one.py ${target//:/ } \
      > "$OUT/ncu-$i.txt" 2>&1
  grep -E "softmax_|DRAM Throughput|Memory Throughput|Achieved Occupancy|Registers Per|Theoretical Occ|Block Limit|Duration|Stall|Grid Size|Waves" "$OUT/ncu-$i.txt" | head -30
done
