#!/bin/bash
# Fortieth session, round k (H100): online with the final code at every width of the sweep,
# CUDA and Triton in one run a dtype (single runs; each kernel validated first), as round q of the
# thirty-ninth session.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
W=128,256,512,781,1000,1024,2048,3000,4096,8192,12345,16384,32768,50000,65536,131072,262144
for dt in fp32 bf16 fp16; do
  T=200 explore try_matrix.py $dt online $W "" backend=triton | tee "$OUT/k-$dt.txt"
done
