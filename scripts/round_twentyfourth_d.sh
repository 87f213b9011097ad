#!/bin/bash
# Twenty-fourth session, round d (H100): fp32 softmax_backward where round c's random widths fell
# under 95.  140632 (stage 1 x 16 from 145001's entry: 93.2): stage 1 at 512 threads (default)
# against whole warps for 8 packs a thread of y and dy (256-384), stage 2 at 544-576 threads with
# two blocks an SM.  2543 (smem 512 from 3000's entry: 94.7): smem and block block sizes.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
export T=140
W=133001,137000,140632,145001,150001
explore try_matrix.py op=softmax_backward fp32 cluster $W stage=1,cluster_size=16 stage=1,cluster_size=16,block_size=256 \
  stage=1,cluster_size=16,block_size=288 stage=1,cluster_size=16,block_size=320 stage=1,cluster_size=16,block_size=384 \
  stage=2,cluster_size=16,block_size=576,min_blocks=2 stage=3,cluster_size=16,block_size=288
W=2100,2303,2543,2711,2900,3000
explore try_matrix.py op=softmax_backward fp32 smem $W block_size=512 "" block_size=256 block_size=128
explore try_matrix.py op=softmax_backward fp32 block $W "" block_size=512 block_size=256
rm -f "$OUT"/matrix-*.csv
