#!/bin/bash
# Hundred-sixth session, round b (H200, one call; carries baseline/h200-cand-106.json, the table
# with scripts/hundredsixth_entries.py's entries from round a and an online entry at fp16
# softmax_backward 517), medians of three: auto against auto on that table and the kernels it
# moves to, at every fp16 softmax_backward width of 513-552 (Triton online's cliff from 520),
# bf16 softmax_backward's widths about 520, and bf16 softmax's aligned rows 880-1000.
#     bash scripts/round_hundredsixth_b.sh            (device tool, carry ["baseline"])
source scripts/device_env.sh; export COLUMNS=200 REPEAT=3
SESSION=hundredsixth matrices_round b 240
# then auto on the shipped table along the longest runs of widths Triton online serves (served_diff,
# 128-16384: each run one kernel at every width, odd and aligned alike), single runs, a width
# under 95 the median of three
T=60 auto_at online-runs-sb op=softmax_backward bf16 3505,3650,3800,3950,4100,4207
T=60 auto_at online-runs-sb32 op=softmax_backward fp32 217,245,275,310,350,387,425,450,475,504
T=60 auto_at online-runs-lsb32 op=log_softmax_backward fp32 294,320,347,425,465,509
T=60 auto_at online-runs-s op=softmax fp16,fp32 385,420,460,500,528,897,935,972,1011
T=60 auto_at online-runs-ls op=log_softmax fp16,fp32 359,400,440,490,536,909,953,995,1039
lowest 4 120 "$OUT"/online-runs-*.txt
pack_out
