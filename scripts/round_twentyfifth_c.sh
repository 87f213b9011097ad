#!/bin/bash
# Twenty-fifth session, round c (H100).
# (1) Round b: the 16-bit softmax shortfall follows the row's start (95.1 / 99.8 us at 195888 /
#     195892 at the application's clocks, level at base clocks); round a: the default stage 1
#     x 16 block (whole warps, 192 threads there) ran 95.4-96.6 at the misaligned widths where
#     the 200001 entry (128 threads, cp.async, warp partials) ran 93.8-94.9.  Both dtypes,
#     misaligned widths 150001-262143 (the odd entries' bands), the default against the entries.
# (2) fp32 softmax_backward 230000-262143 (262144's entry, stage 2 x 16 at 512, 94.7 at 236968):
#     stage 3 at 448-512 and stage 2 at 512 / 576.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
export T=280
C=stage=1,cluster_size=16
W=150001,160001,170001,175001,180001,183333,186167,189001,192129,195892,198765,200001,203001,206999,212345,220001,231001,245001
for dt in bf16 fp16; do
  explore try_matrix.py $dt cluster $W $C $C,block_size=128,async_copy=1,exchange=2 $C,block_size=256 $C,exchange=2
done
S=cluster_size=16
explore try_matrix.py op=softmax_backward fp32 cluster 230001,236968,245000,255001,262143 stage=2,$S,block_size=512 \
  stage=3,$S,block_size=448 stage=3,$S,block_size=480 stage=3,$S,block_size=512 stage=2,$S,block_size=576
rm -f "$OUT"/matrix-*.csv
