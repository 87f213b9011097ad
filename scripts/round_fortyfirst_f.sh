#!/bin/bash
# Forty-first session, round f (H100): the final rule (two programs of 16 warps an SM, registers left
# to the compiler): the gluon kernels' GPU tests, generated modules, drop-ins and fuzzed shapes,
# then online in both backends at every width of the sweep (single runs, as the fortieth
# session's round k).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 300 python3 -m pytest -q -p no:cacheprovider -m gpu tests -rf -k "shared_rows or gluon_rows or generated or drop or fuzz" 2>&1 \
    | tee "$OUT/f-tests.txt" | tail -4
W=128,256,512,781,1000,1024,2048,3000,4096,8192,12345,16384,32768,50000,65536,131072,262144
for dt in fp32 bf16 fp16; do
  T=200 explore try_matrix.py $dt online $W "" backend=triton | tee "$OUT/f-$dt.txt"
done
