#!/bin/bash
# Sixty-fifth session, round c (H100, one call).  Round b: softmax_backward fp16's odd widths
# 5799 / 5811 ran 1.4 lower on Triton's block (6000's entry) than on CUDA's (4095's, which had
# served them); Triton's block serves every odd width 5821-8199 (8192's entry) too.  CUDA's block
# and Triton's at odd and aligned widths there.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
{ T=150 explore try_matrix.py op=softmax_backward fp16 auto 5799,6000,6301,6999,7000,7501,7999,8000,8191,8192,8195,8999 \
    strategy=auto strategy=block strategy=block,backend=triton
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/shapes.txt"
rm -f "$OUT"/*.csv
