#!/bin/bash
# Thirty-fourth session, round c (H100): stage 6 at 384 threads, two blocks an SM and no spills,
# runs bf16 386000 at 98.5 where stage 6 at 416-448 threads (72 registers, spills) runs 91-93
# and stage 7 at 256 threads 94-95 (rounds a-b).  Stage 7 at 384 threads keeps that shape past
# 393216 with the slice's rest in shared memory.  `c1 OP DTYPE WIDTHS`, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
case $1 in
  c1) REPEAT=3 T=${T:-200} explore try_matrix.py op=$2 $3 cluster $4 \
        stage=7,cluster_size=16,block_size=384 stage=7,cluster_size=16 strategy=auto ;;
esac
# `c2 OP WIDTHS`: fp32 past 355000 (auto 86-94): stage 6 at 512 threads (one block an SM), stage 7
# at 256 threads (three blocks an SM: 24 bytes of spills; two: 128 registers), stage 7 at 384
# threads, and auto.
case $1 in
  c2) REPEAT=3 T=${T:-240} explore try_matrix.py op=$2 fp32 cluster $3 \
        stage=6,cluster_size=16,block_size=512 stage=7,cluster_size=16 stage=7,cluster_size=16,min_blocks=2 \
        stage=7,cluster_size=16,block_size=384 strategy=auto ;;
esac
# `c3 OP WIDTHS`: fp32 after stage 7 counts 96 registers (two blocks of 256 an SM): stage 6 at
# 512 threads, stage 7, and auto.
case $1 in
  c3) REPEAT=3 T=${T:-280} explore try_matrix.py op=$2 fp32 cluster $3 \
        stage=6,cluster_size=16,block_size=512 stage=7,cluster_size=16 strategy=auto ;;
esac
