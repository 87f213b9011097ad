#!/bin/bash
# Ninety-fourth session, round c (H200, one call; carry baseline/h200-94a.json = `git show
# fa3432d:softgen/tuning/h200.json`): the GPU tests of flat and auto on round b's table, then auto
# on it against auto on the session's first table, flat's defaults and flat at 128 threads, at 14
# fresh random widths of 9-300 not a multiple of 16 bytes (seed 9401) in each forward op and dtype,
# and fp16 61 / 93 / 109, whose warp entries round b did not time.
#     bash scripts/round_ninetyfourth_c.sh
source scripts/device_env.sh; export COLUMNS=250
auto_tests c-gpu-tests 200 "auto or flat"
SESSION=ninetyfourth matrices_round c 120
pack_out
