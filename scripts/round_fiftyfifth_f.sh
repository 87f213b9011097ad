#!/bin/bash
# Fifty-fifth session, round f (H100, one call): round e's lead in softgen's own shapes. Triton
# block at vec=1 (no 16-byte stride hint: Triton loads element by element, as liger's kernel does
# at widths not a multiple of 16) at its default warps and at 4, against auto and the hinted
# kernel; fp32 softmax and log_softmax 440-3364. Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
w=440,476,482,496,504,511,552,600,632,704,781,900,1000,1392,1800,2488,3364
for op in softmax log_softmax; do
  T=240 explore try_matrix.py op=$op fp32 auto $w strategy=auto strategy=block,backend=triton,vec=1 \
      strategy=block,backend=triton,vec=1,num_warps=4 strategy=block,backend=triton \
      strategy=block,backend=triton,num_warps=4 | grep -v "^   runs\|SpecError"
done | tee "$OUT/vec1.txt"
rm -f "$OUT"/matrix-*.csv
