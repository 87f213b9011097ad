#!/bin/bash
# Hundred-ninth session, round d (H200, one call): the table with rounds a and c's entries
# (scripts/hundredninth_entries.py on baseline/h200-before-109.json) as the shipped table; the GPU
# tests of the session's entries; auto on it against the table before across the widths round c's
# entries serve and round c did not time (served_diff: fp32 softmax 7876-8745, log_softmax
# 8024-8745, bf16 softmax_backward 8196-8600, aligned and odd; backend "cuda" too), fp32 softmax's
# aligned rows that 8192's and 8448's Triton online entries keep against cluster 256 x 2; and
# round c's sweep's weak fp32 softmax 2247 / 2299 against the register strategies; medians of
# three (scripts/hundredninth_d.txt).
# (The entries script took these arguments when this round ran; it now takes the tables of
# rounds a and c-f, scripts/hundredninth_entries.py.)
#     bash scripts/round_hundredninth_d.sh            (device tool, carry ["baseline"])
source scripts/device_env.sh; export COLUMNS=200
candidate_table h200-before-109 h200-cand2-109 hundredninth_entries.py d \
  ../docs/bench/hundredninth-a-matrices.txt ../docs/bench/hundredninth-c-matrices.txt > /dev/null
timeout 150 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py tests/test_auto.py -k "hundredninth" \
  -n 6 -rfE 2>&1 | tail -4 | tee "$OUT/gpu-tests.txt"
REPEAT=3 SESSION=hundredninth matrices_round d 100
pack_out
