#!/bin/bash
# Thirty-fifth session, round q (H100): 16-bit online with pass 1 on packs in every entry point and
# bf16's row-cache entry from any row that overfills L2 (LaunchPlan.pack_tiles, cached_from_bytes)
# against packs=0 (the kernels before), medians of three; then the GPU tests of online and of the
# folded exponent, and compute-sanitizer on the online cases.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
for dt in bf16 fp16; do
  REPEAT=3 T=220 explore try_matrix.py $dt online 2048,8192,16384,32768,50000,65536,80000,100000,131072,200000,262144 \
    "" packs=0 | tee "$OUT/q-$dt.txt"
done
timeout 200 python3 -m pytest -q -m gpu tests/test_gpu.py -k "fold or (online and not triton)" 2>&1 | tail -3
timeout 150 compute-sanitizer --tool memcheck python3 scripts/sanitize.py online 2>&1 | tail -2
