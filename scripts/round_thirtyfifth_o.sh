#!/bin/bash
# Thirty-fifth session, round o (H100): CUDA online's plain kernel held to one block an SM (dynamic
# shared memory it does not use) where its rows in flight then fit L2 and at full occupancy do
# not (oneblock=1, LaunchPlan.one_block_kernel), against the launcher's choice (the row-cache entry
# at two blocks an SM, or bf16's kernel at two): round l hinted fp16 100000 83.5 -> 86.6.
# (oneblock=1 lived at commit 3df6682; reverted after this round.)
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
for dt in fp16 bf16; do
  REPEAT=3 T=200 explore try_matrix.py $dt online 50000,60000,65536,80000,100000,110000,116000 "" oneblock=1 | tee "$OUT/o-$dt.txt"
done
REPEAT=3 T=200 explore try_matrix.py fp32 online 25000,29000,32768,40000,50000,58000 "" oneblock=1 | tee "$OUT/o-fp32.txt"
