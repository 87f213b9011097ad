#!/bin/bash
# Ninety-fourth session, round d (H200, one call): flat at 128 threads (its default since round c)
# at 1, 2, 4, 8 and 16 lanes a row and its default lanes, against auto on round b's table, at the
# widths of a log grid of 41 over 9-256 that are not a multiple of 16 bytes and that rounds b-c
# did not time, every forward op and dtype.
#     bash scripts/round_ninetyfourth_d.sh
source scripts/device_env.sh; export COLUMNS=250
SESSION=ninetyfourth matrices_round d 110
pack_out
