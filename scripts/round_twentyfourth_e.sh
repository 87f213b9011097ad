#!/bin/bash
# Twenty-fourth session, round e (H100): cluster stage 2 past 512 threads a block.  Round d: fp32
# softmax_backward 133001-150001 at 576 threads with two blocks an SM (__launch_bounds__) ran
# 101-102, where the plan's 1024 threads hold an SM alone (77-83) and stage 1 / 3 ran 88-98.
# The same for 16-bit backward 131073-150001 (the open band, 92-95 in every config tried) and
# both ops; fp32 on to 236968.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
export T=150
W=131073,133001,137000,140001,145001,150001
S2="stage=2,cluster_size=16"
for op in softmax_backward log_softmax_backward; do
  for dt in bf16 fp16; do
    explore try_matrix.py op=$op $dt cluster $W "" $S2 $S2,block_size=512,min_blocks=2 $S2,block_size=544,min_blocks=2 $S2,block_size=576,min_blocks=2
  done
done
explore try_matrix.py op=log_softmax_backward fp32 cluster 133001,140632,150001 stage=1,cluster_size=16 $S2 $S2,block_size=576,min_blocks=2
explore try_matrix.py op=softmax_backward fp32 cluster 155001,165001,175001,184000,199001,215000,236968 "" $S2,block_size=512 $S2,block_size=576,min_blocks=2 $S2,block_size=640,min_blocks=2
rm -f "$OUT"/matrix-*.csv
