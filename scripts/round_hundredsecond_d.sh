#!/bin/bash
# Hundred-second session, round d (H200, one call), scripts/hundredsecond_d.txt, medians of five:
# fp32 forward's one row a cluster from 200000 columns with its first wave spread over 6750 ns
# (c0, auto) against auto without it (c1, stagger=0), 12 fresh widths of 200000-262143 an op (seeds
# 1024, 1025); then the GPU tests of auto and the cluster.
#     bash scripts/round_hundredsecond_d.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
SESSION=hundredsecond matrices_round d 200
auto_tests d-gpu-tests 200 "auto or cluster"
pack_out
