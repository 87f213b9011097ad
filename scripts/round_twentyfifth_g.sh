#!/bin/bash
# Twenty-fifth session, round g (H100): 16-bit cluster stage 1 reads the edges after the slice
# (LaunchPlan.edges_after_body, 64 registers through __launch_bounds__).  GPU tests of the
# cluster paths, then 16-bit softmax / log_softmax at misaligned widths 150001-262143: the
# default x 16 (whole warps), 256 threads, and the 150001 / 200001 entries' config (cp.async,
# unchanged) against each other.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 280 python3 -m pytest -q -m gpu tests/test_gpu.py -k "cluster_edges or cluster_stages or staged_copy_paths or sector_phases" 2>&1 | tail -4
export T=280
C=stage=1,cluster_size=16
W=150001,160001,170001,175001,180001,183333,186167,189001,192129,195892,198765,200001,203001,206999,212345,220001,231001,245001,262143
for dt in bf16 fp16; do
  explore try_matrix.py $dt cluster $W $C $C,block_size=256 $C,block_size=128,async_copy=1,exchange=2
done
explore try_matrix.py op=log_softmax bf16 cluster 150001,175001,192129,200001,220001 $C $C,block_size=128,async_copy=1,exchange=2
rm -f "$OUT"/matrix-*.csv
