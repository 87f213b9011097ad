#!/bin/bash
# Hundred-ninth session, round c (H200, one call): entry 190's untimed runs of aligned widths that
# 8192's Triton online entries serve (scripts/online_runs.py 1024 32768 40: fp32 softmax 7876-8556,
# fp32 log_softmax 8024-8556, bf16 softmax_backward 8112-8600) against the CUDA kernel their odd
# neighbours run, medians of three (scripts/hundredninth_c.txt); then auto at 24 fresh random
# widths of 128-99999 for every op and dtype on the table with round b's entries (seed 10902;
# single runs, a cell under 95 timed twice more), ops begun until 450 s have passed.
#     bash scripts/round_hundredninth_c.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=200
REPEAT=3 SESSION=hundredninth matrices_round c 80
sweep_until d 10902 128 99999 450
pack_out
