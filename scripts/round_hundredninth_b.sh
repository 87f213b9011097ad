#!/bin/bash
# Hundred-ninth session, round b (H200, one call): the entries of scripts/hundredninth_entries.py on
# the table before them (baseline/h200-before-109.json, 48413b05's) as the shipped table; their GPU
# tests; auto on it against the table before across the widths each entry serves (served_diff:
# fp32 log_softmax 13296-14904 and 6093-6147, fp32 softmax 51599-54972, fp16 log_softmax
# 16192-16408 for backend "cuda"), medians of three; then auto at 24 fresh random widths of
# 128-262143 for every op and dtype (seed 10901; single runs, a cell under 95 timed twice more),
# ops begun until 480 s have passed.
# (The entries script took these arguments when this round ran; it now takes the tables of
# rounds a and c-f, scripts/hundredninth_entries.py.)
#     bash scripts/round_hundredninth_b.sh            (device tool, carry ["baseline"])
source scripts/device_env.sh; export COLUMNS=200
candidate_table h200-before-109 h200-cand-109 hundredninth_entries.py b ../docs/bench/hundredninth-a-matrices.txt
timeout 150 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py tests/test_auto.py -k "hundredninth" \
  -n 6 -rfE 2>&1 | tail -4 | tee "$OUT/gpu-tests.txt"
REPEAT=3 SESSION=hundredninth matrices_round b 80
sweep_until c 10901 128 262143 480
pack_out
