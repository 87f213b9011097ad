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
rm -rf /tmp/old baseline/pre92f && mkdir /tmp/old && cp -r softgen /tmp/old/ \
  && cp baseline/staged-pre92.cuh.j2 /tmp/old/softgen/templates/cuda/staged.cuh.j2
while read op dt ws; do
  for w in ${ws//,/ }; do
    (cd /tmp/old && python3 -m softgen.cli emit --strategy auto --op $op --cols $w --dtype $dt --backend cuda \
       --out "$OLDPWD/baseline/pre92f" > /dev/null)
  done
done < scripts/ninetysecond_f.txt
ls baseline/pre92f | grep -c "\.py$"
grep -c "running pair" baseline/pre92f/*.cu | grep -v ":0" | head -3
while read op dt ws; do
  REPEAT=3 timeout 200 python3 scripts/try_baseline.py baseline/pre92f op=$op $dt auto:$ws
done < scripts/ninetysecond_f.txt 2>&1 | tee "$OUT/f-baseline.txt"
auto_tests f-gpu-tests-auto 150 auto
tail -3 "$OUT/f-gpu-tests-auto.txt"
pack_out
