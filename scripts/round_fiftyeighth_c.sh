#!/bin/bash
# Fifty-eighth session, round f (H100, one call): warps an SM for the cluster's stage 6.  Nsight
# Compute (round d-e) had quack's bf16 95424 kernel at 64 registers, 32 warps an SM (50%
# occupancy) and 18% fewer instructions than auto's (76 registers, 24 warps), 90.9 us a kernel
# against 92.6.  Here stage 6 with __launch_bounds__ blocks forced up (try_matrix min_blocks=N;
# each shape ptxas-checked here for no spills), allocating, trains of 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
s6=strategy=cluster,stage=6,alloc=1
for dt in bf16 fp16; do
  T=240 explore try_matrix.py $dt auto 88001,90112,95424,98304,99840 strategy=auto,alloc=1 \
    $s6,cluster_size=8,block_size=256,min_blocks=4 $s6,cluster_size=16,min_blocks=8 \
    $s6,cluster_size=16,block_size=256,min_blocks=5 $s6,cluster_size=16,block_size=256,min_blocks=6 \
    | grep -v "^   runs\|SpecError"
done | tee "$OUT/warps-16bit.txt"
T=200 explore try_matrix.py fp32 auto 150001,155392,160000,170000,178704,190000 strategy=auto,alloc=1 \
  $s6,cluster_size=16,block_size=256 $s6,cluster_size=16,block_size=256,min_blocks=4 \
  | grep -v "^   runs\|SpecError" | tee "$OUT/warps-fp32.txt"
rm -f "$OUT"/*.csv
