#!/bin/bash
# Hundred-sixth session, round b (H200, one call; carries baseline/h200-cand-106.json, the table
# with scripts/hundredsixth_entries.py's entries from round a and an online entry at fp16
# softmax_backward 517), medians of three: auto against auto on that table and the kernels it
# moves to, at every fp16 softmax_backward width of 513-552 (Triton online's cliff from 520),
# bf16 softmax_backward's widths about 520, and bf16 softmax's aligned rows 880-1000.
#     bash scripts/round_hundredsixth_b.sh            (device tool, carry ["baseline"])
source scripts/device_env.sh; export COLUMNS=200 REPEAT=3
SESSION=hundredsixth matrices_round b 240
pack_out
