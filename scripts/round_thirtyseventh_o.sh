#!/bin/bash
# Thirty-seventh session, round o (H100): Triton online's gluon kernel with its loads a tile ahead
# (the next tile's loads issued before this one's arithmetic): pass 1 only (baseline=p1), pass 1
# and pass 2's re-read (the working tree), against neither (baseline=head); medians of three.
# Needs baseline/p1 and baseline/head (softgen emit --strategy online --backend triton per dtype).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
C=(backend=cuda backend=triton backend=triton,baseline=p1 backend=triton,baseline=head)
REPEAT=3 T=150 explore try_matrix.py fp32 online 131072,200000,262144 "${C[@]}" | tee "$OUT/o-fp32.txt"
REPEAT=3 T=150 explore try_matrix.py bf16 online 160000,240000,262144 "${C[@]}" | tee "$OUT/o-bf16.txt"
REPEAT=3 T=150 explore try_matrix.py fp16 online 160000,240000,262144 "${C[@]}" | tee "$OUT/o-fp16.txt"
