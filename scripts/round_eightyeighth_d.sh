#!/bin/bash
# Eighty-eighth session, round d (H200, one call), auto's own pick first (c0), single pass: the
# GPU tests of auto and Triton warp; the table's 16-bit forward entries of nine and ten chunks
# (2060-2550) at Triton warp's new default (96 registers a thread, one warp a program) beside
# what auto served at the session's start (baseline/h200-87.json, carried); then fresh widths
# 2069-2935 not a multiple of 16 bytes, auto and auto backend "triton" on the final table and on
# that one (scripts/eightyeighth_d.txt).
#     bash scripts/round_eightyeighth_d.sh
source scripts/device_env.sh; export COLUMNS=250
auto_tests d-gpu-tests 150 "auto or warp"
SESSION=eightyeighth matrices_round d 100
pack_out
