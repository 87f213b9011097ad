#!/bin/bash
# Twenty-fifth session, round k (H100): the backward cluster kernels read a row's edge y / dy
# (GradEdges) before the staged or streamed slice, as forward stage 1 did before entry 101
# (stage 2 already reads them after its packs).  The same reorder (probe_edges late_grad) at
# misaligned widths: fp32 stage 3 (round b: 448 / 480 threads 95-97 at 199001-225000), 16-bit
# stage 1 x 16, and stage 0.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
export T=150
V=variants=shipped:late_grad
S=cluster_size=16
explore probe_edges.py fp32 op=softmax_backward stage=3,$S,block_size=480,$V 199001:199001 215001:215001 225001:225001 236969:236969
explore probe_edges.py fp32 op=softmax_backward stage=3,$S,block_size=448,$V 199001:199001 215001:215001
explore probe_edges.py bf16 op=softmax_backward stage=1,$S,$V 150001:150001 175001:175001 203001:203001 236969:236969
explore probe_edges.py fp16 op=log_softmax_backward stage=1,$S,$V 160001:160001 203001:203001
explore probe_edges.py bf16 op=softmax_backward stage=1,cluster_size=4,$V 40001:40001 60001:60001
explore probe_edges.py fp32 op=softmax_backward stage=0,$S,$V 199001:199001
