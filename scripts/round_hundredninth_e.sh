#!/bin/bash
# Hundred-ninth session, round e (H200, one call), on the table with rounds a and c's entries:
# round d found fp32 softmax's 8192 / 8448 Triton online 84.5-85.1 at aligned rows not a multiple
# of 16 columns past 8192 (8380, 8500; 96.7-98.6 at multiples: 8224, 8240, 8400), and 8192's CUDA
# twin (cluster 192 x 2) ahead of round c's 256 x 2 for backend "cuda" (8148 / 8240 / 8500 99.8 /
# 99.8 / 99.9 against 99.3 / 99.5 / 96.7).  fp32 softmax's aligned rows of 7876-8556 and
# log_softmax's that 8192's entry keeps, auto against cluster 192 x 2 and Triton online, medians
# of three (scripts/hundredninth_e.txt); and fp32 softmax's odd rows of 2245-2477, which 2343's
# entry serves, on Triton smem (round d) against the table before.
# (The entries script took these arguments when this round ran; it now takes the tables of
# rounds a and c-f, scripts/hundredninth_entries.py.)
#     bash scripts/round_hundredninth_e.sh            (device tool, carry ["baseline"])
source scripts/device_env.sh; export COLUMNS=200
candidate_table h200-before-109 h200-cand2-109 hundredninth_entries.py e \
  ../docs/bench/hundredninth-a-matrices.txt ../docs/bench/hundredninth-c-matrices.txt \
  ../docs/bench/hundredninth-d-matrices.txt > /dev/null
REPEAT=3 SESSION=hundredninth matrices_round e 200
pack_out
