#!/bin/bash
# Sixty-first session, round e (H100, three calls; each carries baseline/v61, made by
# scripts/sixtyfirst_variants.sh).  Round b's bulk-store patch
# ran +0.6-0.9 at fp32 155392-178704, round c's bulk_store=1 -1.5 to -2.0 in the same shape.
# Their kernels differ in: a block barrier at the start (and an unused mbarrier) in the patch's;
# the packs' buffer static (patch) or dynamic; the edge scalars stored after the bulk copy
# (patch) or before.  O: no bulk store; A: the patch's; B: bulk_store=1; C: B with the barrier
# at the start; D: A without it; E: B with a static buffer; F: B with its buffer moved up to 128
# bytes.  The three calls timed {O,A,B,C,D}, {O,A,B,E} and {O,B,E,F}; the line below is the last.
# Medians of three, trains of 20.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
for w in 155392 170000; do
  timeout 120 python3 scripts/try_modules.py fp32 $w baseline/v61/{O,B,E,F}$w
done 2>&1 | tee "$OUT/variants-aligned.txt"
