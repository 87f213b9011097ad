#!/bin/bash
# Ninety-fourth session, round f (H200, one call; carry baseline/h200-94a.json = `git show
# fa3432d:softgen/tuning/h200.json`): the GPU tests of flat and auto on the final table, then auto
# on it against auto on the session's first table and flat's defaults at 12 fresh random widths of
# 9-300 not a multiple of 16 bytes (seed 9403) in each forward op and dtype; then 16-bit rows a
# column either side of a multiple of 128 bytes (63-193), where rows start on the same banks, at
# flat's default and 4-32 lanes a row.
#     bash scripts/round_ninetyfourth_f.sh
source scripts/device_env.sh; export COLUMNS=250
auto_tests f-gpu-tests 200 "auto or flat"
SESSION=ninetyfourth matrices_round f 100
pack_out
