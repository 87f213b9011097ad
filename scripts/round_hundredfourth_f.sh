#!/bin/bash
# Hundred-fourth session, round f (H200, one call; carries baseline/h200-before-104.json, the
# table before this session: `git show b246ae26:softgen/tuning/h200.json`), medians of five: auto
# against auto on the table before at fresh bf16 widths of 200000-262143 (softmax 10, seed 1047;
# log_softmax 12, seed 1048), then the GPU tests of the cluster kernels and auto's (-k cluster).
#     bash scripts/round_hundredfourth_f.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
SESSION=hundredfourth matrices_round f 200
auto_tests gpu-cluster 250 cluster
pack_out
