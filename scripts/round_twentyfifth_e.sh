#!/bin/bash
# Twenty-fifth session, round e (H100): round d found the whole 4-point loss of misaligned 16-bit
# softmax rows at the cluster exchange's wait (Nsight Compute stall samples 1144 -> 1611, the
# SASS otherwise level), and a tail of 4 on rows aligned to 16 bytes (195892 on rows of 195896)
# as slow as misaligned rows: which of the edge loads / edge stores costs it (the loads: 93.9 ->
# 98.9 without them); then the edges read through __ldg, or after the body (probe_edges variants).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
export T=150
E=stage=1,cluster_size=16,block_size=256
explore probe_edges.py bf16 op=softmax $E 195892:195896 195892:195892 196001:196001 195888:195888
explore probe_edges.py bf16 op=log_softmax $E 195892:195896
explore probe_edges.py bf16 op=softmax $E 195892:195896 196001:196001 192129:192129
