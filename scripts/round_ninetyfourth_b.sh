#!/bin/bash
# Ninety-fourth session, round b (H200, one call): flat's shapes (lanes a row 1-16, blocks of 128 /
# 512 threads, beside its defaults) against auto at rows under 256 columns that are not a multiple
# of 16 bytes, every forward op and dtype; then flat against warp at a few aligned rows.
#     bash scripts/round_ninetyfourth_b.sh
source scripts/device_env.sh; export COLUMNS=250
SESSION=ninetyfourth matrices_round b 150
pack_out
