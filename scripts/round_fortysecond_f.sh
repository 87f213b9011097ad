#!/bin/bash
# Forty-second session, round f (H100): round e's times put 16-bit 100000's loss in its whole
# waves (660 rows 107 us against the copy's 95), not the short last one: a row's pass 1 starts on
# DRAM's latency once the row before is written.  Triton online's gluon kernel asking L2 for the
# next row's first N tiles (gnext=N) as it starts writing a row, a program an SM (16-bit
# 90001-160000) and a program a row two an SM (16-bit 50000-65536, fp32 30001-40001).  Medians
# of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
C="backend=triton backend=triton,gnext=1 backend=triton,gnext=2 backend=triton,gnext=4"
for dt in bf16 fp16; do
  REPEAT=3 T=250 explore try_matrix.py $dt online 50000,65536,90001,100000,120000,131072,160000 "" $C | tee "$OUT/f-$dt.txt"
done
REPEAT=3 T=120 explore try_matrix.py fp32 online 30001,40001 "" $C | tee "$OUT/f-fp32.txt"
