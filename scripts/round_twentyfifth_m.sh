#!/bin/bash
# Twenty-fifth session, round m (H100): round l found softmax_backward 16-bit 150001 at 73.7 on
# its entry (the default plan: x 8, stage 1, 512 threads; log_softmax_backward 99, and 97-100 at
# 146500-170000 in session 24): the edges before / after the slice (early_grad undoes entry
# 101) at 150001 and neighbours, and configs there; fp16 softmax_backward 68075 90.0 on 65536's
# entry (x 8 at 256 threads) against stage 1 x 16 (bf16's entry config, 104) across 65536-80000.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
export T=150
explore probe_edges.py bf16 op=softmax_backward variants=shipped:early_grad 150001:150001 146500:146500 152000:152000 165001:165001
explore try_matrix.py op=softmax_backward bf16 cluster 150001,146500,152000,160001 "" stage=1,cluster_size=8,block_size=384 stage=1,cluster_size=16 stage=2,cluster_size=16
explore try_matrix.py op=softmax_backward fp16 cluster 65536,68075,70001,73623,76000,80001 cluster_size=8,block_size=256 stage=1,cluster_size=16 ""
