#!/bin/bash
# Hundred-eleventh session, round d (H200, one call): the table of scripts/hundredeleventh_entries.py
# (nine CUDA entries take the config rounds b-c timed faster) against the table before it
# (baseline/h200_before.json, `git show 0cd463b8:softgen/tuning/h200.json`) at the widths each
# changed entry serves, medians of three, allocating (scripts/hundredeleventh_d.txt); then the GPU
# tests of auto and the backward kernels.
#     bash scripts/round_hundredeleventh_d.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=220
REPEAT=3 SESSION=hundredeleventh matrices_until d 300 200
auto_tests d-tests 150
pack_out
