#!/bin/bash
# Ninety-fourth session, round g (H200, one call; carry baseline/h200-94e.json, rounds b-e's table):
# the GPU tests of flat and auto on the final table, then auto on it against auto on rounds b-e's
# at round f's weakest cells.
#     bash scripts/round_ninetyfourth_g.sh
source scripts/device_env.sh; export COLUMNS=250
auto_tests g-gpu-tests 150 "auto or flat"
SESSION=ninetyfourth matrices_round g 60
pack_out
