#!/bin/bash
# Twenty-sixth session, round c (H100): after stage 4 became fp32 backward's default where stage 1
# would fit fewer than three blocks an SM, and the table's fp32 backward 199001 / 262144 entries
# stage 4 x 16.  (1) the cluster GPU tests; (2) auto at fresh random widths (seed 47), fp32, both
# backward ops, all long widths and the band 150000-262144 (seed 48).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 280 python3 -m pytest -q -m gpu tests/test_gpu.py -k "cluster" 2>&1 | tail -2
R=random=47:12:16384:262144,190000,199001,229633,236968,245001,random=48:10:150000:262144
T=150 auto_ops c fp32 $R softmax_backward log_softmax_backward
cp "$OUT"/auto-c-*.txt "$OUT"/ 2>/dev/null
rm -f "$OUT"/auto-*.csv
