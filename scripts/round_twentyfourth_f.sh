#!/bin/bash
# Twenty-fourth session, round f (H100): cluster stage 2's new default past 512 threads (576
# threads, two blocks an SM, plan._stage2_threads) across the backward bands it serves, against
# the configs there now, to place table entries: fp32 132000-190001, 16-bit 131073-150001.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
export T=150
S2="stage=2,cluster_size=16"
explore try_matrix.py op=softmax_backward fp32 cluster 132000,135001,140632,145001,150001,160000,170000,177000,184000,190001 $S2 stage=1,cluster_size=16
explore try_matrix.py op=log_softmax_backward fp32 cluster 135001,160000,184000 $S2 stage=1,cluster_size=16
W=131073,132500,134001,137000,141001,144000,147000,150001
for op in softmax_backward log_softmax_backward; do
  for dt in bf16 fp16; do explore try_matrix.py op=$op $dt cluster $W "" $S2; done
done
rm -f "$OUT"/matrix-*.csv
