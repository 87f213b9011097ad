#!/bin/bash
# Thirty-ninth session, round p (H100): Triton online's gluon kernel starts a peeled row's body on
# a 128-byte line (a head of up to 32 / 64 elements), as CUDA online now does: its GPU tests,
# memcheck, and the timing at odd widths (aligned 200000 for reference) against the module before
# (baseline/edge16: emitted from the commit before, 16-byte peel) and CUDA; medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 250 python3 -m pytest -q -p no:cacheprovider -m gpu tests -rf -k "triton and (online or split or fuzz)" 2>&1 \
    | tee "$OUT/p-tests.txt" | tail -3
timeout 100 compute-sanitizer --tool memcheck python3 scripts/sanitize_gluon.py 2>&1 | tee "$OUT/p-memcheck-gluon.txt" | tail -2
for dt in fp32 bf16; do
  REPEAT=3 T=150 explore try_matrix.py $dt online 100003,131089,200000,200003,300001 backend=triton backend=triton,baseline=edge16 "" | tee "$OUT/p-$dt.txt"
done
