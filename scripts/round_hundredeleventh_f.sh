#!/bin/bash
# Hundred-eleventh session, round f (H200, one call): fp32 softmax_backward 150284 / 151936, where
# quack led auto in round a (103.7 against 101.0), auto against the table's other cluster shapes of
# 105000-262144 and CUDA online; medians of three, allocating.  Then the session's GPU tests ran as
# `source scripts/device_env.sh; gpu_tests hundredeleventh` (docs/bench/hundredeleventh-tests-gpu.txt).
#     bash scripts/round_hundredeleventh_f.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=200; A=",alloc=1"
REPEAT=3 T=200 explore try_matrix.py op=softmax_backward fp32 auto 150284,151936 strategy=auto$A \
  strategy=cluster,cluster_size=16,stage=4$A strategy=cluster,cluster_size=12,stage=4$A \
  strategy=cluster,cluster_size=8,stage=2$A strategy=cluster,block_size=288,cluster_size=16,stage=8,blocks_per_sm=3$A \
  strategy=cluster,block_size=512,cluster_size=8,async_copy=1$A strategy=online$A 2>&1 | peer_rows | tee $OUT/f-matrices.txt
