#!/bin/bash
# Twenty-fifth session, round o (H100): after the table changes of rounds g-n.  (1) the edge GPU
# test (the rule now for one-step slices only); (2) fp32 backward 199001-245001, both ops:
# stage 3 x 16 at 480 threads (rounds b, c: 95.3-96.7 to 230001) against the 199001 entry's
# stage 2 at 512; (3) auto at fresh random widths (seed 45), 16-bit, all four ops.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 100 python3 -m pytest -q -m gpu tests/test_gpu.py -k "cluster_edges" 2>&1 | tail -1
export T=120
S=cluster_size=16
for op in softmax_backward log_softmax_backward; do
  explore try_matrix.py op=$op fp32 cluster 199001,210001,221001,229001,236968,245001 stage=2,$S,block_size=512 stage=3,$S,block_size=480
done
R=random=45:12:16384:262144
T=100 auto_ops o bf16,fp16 $R
rm -f "$OUT"/auto-*.csv "$OUT"/matrix-*.csv
