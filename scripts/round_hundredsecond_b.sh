#!/bin/bash
# Hundred-second session, round b (H200, one call), scripts/hundredsecond_b.txt, medians of five:
# round a's stagger gains at fp32 backward long rows (x 8 at 512 threads, async copy: 90 -> 94-96
# at 300 ns; x 16 stage 4 at 256 x 2: 90-93 -> 92-95 at 600 ns) over the table's weak band, its
# steps (300-1200 ns a cluster id):
#  1. softmax_backward 221499-262144 (14 widths): auto (c0), x 8 at 512 at 300 / 450 / 600 / 900,
#     x 16 stage 4 at 256 x 2 at 600 / 900 / 1200, x 12 stage 4 at 300 / 600;
#  2. log_softmax_backward 229302-262144: x 16 stage 4 (512 x 2) at 300 / 600 / 900, x 8 at 512
#     at 0 / 300 / 600;
#  3. softmax_backward 204343-218916 (x 12 stage 4's entries): x 12 at 0 / 300 / 600, x 8 at
#     512 at 0 / 300 / 600.
#     bash scripts/round_hundredsecond_b.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
SESSION=hundredsecond matrices_round b 330
pack_out
