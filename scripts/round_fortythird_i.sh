#!/bin/bash
# Forty-third session, round i (H100): online's 16-bit split takes its next chunk's ticket as it
# starts writing one and asks L2 for one or two tiles of it (CUDA nextchunk=N, Triton gsplitnext=N),
# so the next chunk's pass 1 does not start on DRAM's latency.  Medians of three.
# Ran at commit 23456c3 (its knobs went with the revert that followed it): run it in a worktree of that commit.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
W=200003,262144,300001,400000
for dt in bf16 fp16; do
  REPEAT=3 T=250 explore try_matrix.py $dt online $W "" nextchunk=1 nextchunk=2 backend=triton \
      backend=triton,gsplitnext=1 backend=triton,gsplitnext=2 | tee "$OUT/i-$dt.txt"
done
