#!/bin/bash
# Twenty-fifth session, round f (H100): round e found the edge scalars read before the body
# cost misaligned bf16 rows 5 points in cluster stage 1 (no edge loads 99, edges read after the
# body's max 97.4-98.3, shipped 92.5-93.7; __ldg level).  The same edit ("late") elsewhere:
# cluster stage 1 fp16 and fp32 (the default plan, cp.async), the 150001 / 200001 entries'
# config (cp.async, warp partials), and CUDA smem at the odd widths it serves.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
export T=150
C=stage=1,cluster_size=16
explore probe_edges.py fp16 op=softmax $C 195892:195892 200001:200001 170001:170001
explore probe_edges.py bf16 op=softmax $C,block_size=128,async_copy=1,exchange=2 200001:200001 160001:160001 175001:175001
explore probe_edges.py fp32 op=softmax "" 100001:100001 134001:134001 225001:225001
explore probe_edges.py bf16 op=log_softmax $C 200001:200001 190001:190001
explore probe_edges.py bf16 op=softmax strategy=smem 45001:45001 20001:20001 12345:12345
explore probe_edges.py fp16 op=softmax strategy=smem 12345:12345 45001:45001
explore probe_edges.py fp32 op=softmax strategy=smem 3001:3001 1001:1001
