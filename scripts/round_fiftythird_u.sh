#!/bin/bash
# Fifty-third session, round u (H100, one call): a hole finder.  auto against the generic configs
# that served this session's holes (block at its default threads, cluster stage 6 x 2 and x 4 at
# theirs) at 16 random widths a dtype, log-uniform over 2048-32768 (seed 5400 + the dtype's
# index), softmax and log_softmax; single trains of 20 (a hole is a point or more).  As it ran,
# before scripts/hole_finder.sh took its loop (same widths; output docs/bench/fiftythird-u.txt).
bash scripts/hole_finder.sh 2048 32768 5400 16 "softmax log_softmax" "bf16 fp16 fp32" strategy=block \
    strategy=cluster,cluster_size=2,stage=6 strategy=cluster,cluster_size=4,stage=6
