#!/bin/bash
# Twenty-first session, round a (H100): is auto's shortfall between the table's long widths
# (round twentieth s: fp32 90001 87, 75000 92, 55000 94) the config, or run-to-run spread?  The
# same plan ran log_softmax 90001 at 100.  Each config is timed twice, a few apart, and auto is
# compared twice at random long widths.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
v() { timeout 120 python3 scripts/try_variants.py "$@" 2>&1 | grep -E "% of copy|ERROR" | cut -c1-120; }
C16=stage=1,cluster_size=16
v fp32 90001 cluster $C16 stage=1,cluster_size=8 $C16,block_size=128 $C16,async_copy=1 stage=2,cluster_size=16 $C16,exchange=2 $C16
v op=log_softmax fp32 90001 cluster $C16 $C16
v fp32 75000 cluster $C16 stage=1,cluster_size=8 stage=2,cluster_size=16 $C16,block_size=128,async_copy=1,exchange=2 $C16
v fp32 55000 cluster cluster_size=2,block_size=256 cluster_size=4 cluster_size=8 $C16 stage=2,cluster_size=16 cluster_size=2,block_size=256
v bf16 90001 cluster $C16 cluster_size=8,block_size=256,exchange=2 cluster_size=8 cluster_size=4 $C16
v op=log_softmax fp32 175001 cluster $C16,async_copy=0 $C16,block_size=256,async_copy=1,exchange=2 $C16,block_size=128 $C16,async_copy=0
W=37000,43210,58000,66666,77777,86000,95000,111111,123457,140000,166666,190000,210000,240000
for rep in 1 2; do
  timeout 150 python3 -m softgen.cli compare --cols $W --dtype fp32 --strategy auto --peers torch \
      --out "$OUT/auto-$rep" > "$OUT/auto-$rep.txt" 2>&1; echo "compare rc $?"
done
paste <(grep "│" "$OUT/auto-1.txt" | cut -c1-40) <(grep "│" "$OUT/auto-2.txt" | cut -c25-40)
