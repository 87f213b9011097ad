#!/bin/bash
# Ninety-fourth session, round e (H200, one call; carry baseline/h200-94a.json = `git show
# fa3432d:softgen/tuning/h200.json`): the GPU tests of flat and auto on rounds b-d's table
# (baseline/h200-94c.json is it), then flat at 4, 8 and 16 lanes a row and its default against
# auto at the widths of the table's CUDA entries under 300 columns not a multiple of 16 bytes that
# rounds b-d did not time, and 16-bit log_softmax 137-147; then auto against auto on the session's
# first table at 12 fresh random widths of 9-300 not a multiple of 16 bytes (seed 9402) in each
# forward op and dtype.
#     bash scripts/round_ninetyfourth_e.sh
source scripts/device_env.sh; export COLUMNS=250
auto_tests e-gpu-tests 200 "auto or flat"
SESSION=ninetyfourth matrices_round e 100
pack_out
