#!/bin/bash
# Ninety-seventh session, round e (H200, one call): the forward cluster's new default (a block a
# 16 KB of row, stage 6 / 7) against the default before (stage 1, a block a 96 KB, portable
# clusters), auto beside them, 16-bit and fp32 softmax, bf16 and fp32 log_softmax, 8192-262144
# (scripts/ninetyseventh_e.txt); then the GPU tests of the forward cluster kernels and auto.
#     bash scripts/round_ninetyseventh_e.sh
source scripts/device_env.sh; export COLUMNS=200
SESSION=ninetyseventh matrices_round e 60
auto_tests e-gpu-tests 200 "cluster and not backward"
pack_out
