#!/bin/bash
# Ninety-second session, round f (H200, one call), medians of three interleaved runs: auto's CUDA
# pick at 8 random widths an op and dtype over the 16-bit forward long rows (130000-262144, seeds
# 9201-9204; scripts/ninetysecond_f.txt), the kernels now against the same kernels rendered with
# faf5e99's staged.cuh.j2 (before staged_max ran on pairs; carried as baseline/staged-pre92.cuh.j2:
# `git show faf5e99:softgen/templates/cuda/staged.cuh.j2 > baseline/staged-pre92.cuh.j2`),
# emitted here so that auto reads this GPU's table (scripts/try_baseline.py); then the GPU tests
# of auto.
#     bash scripts/round_ninetysecond_f.sh
source scripts/device_env.sh; export COLUMNS=250
against_template pre92f scripts/ninetysecond_f.txt baseline/staged-pre92.cuh.j2 cuda/staged.cuh.j2 | tee "$OUT/f-baseline.txt"
grep -c "running pair" baseline/pre92f/*.cu | grep -v ":0" | head -3    # none: the old staged max
auto_tests f-gpu-tests-auto 150 auto
tail -3 "$OUT/f-gpu-tests-auto.txt"
pack_out
