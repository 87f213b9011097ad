#!/bin/bash
# Seventy-ninth session, round b (H200, one call): the table built from round a beside the
# session's first (baseline/h200-79a.json, carried) at a fresh width beside each entry it changed
# (scripts/changed_entry_widths.py > seventyninth_bv.txt); then the forward's warp kernel at 4 and
# 8 lanes a row (round a: 8 lanes took 16-bit log_softmax 206-315 from 90-94 to 98-99) beside auto
# at 10 random widths 128-1023 (seed 7901), every dtype (seventyninth_b.txt).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=seventyninth matrices_round bv 40
SESSION=seventyninth matrices_round b 100
