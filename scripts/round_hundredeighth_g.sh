#!/bin/bash
# Hundred-eighth session, round g (H200, one call), on the table with the session's entries: auto
# at 41 more widths models use (scripts/hundredeighth_widths_g.txt), the forward ops first; then
# the forward cells of 2048-99999 columns under 96 against the shapes near them
# (scripts/weak_cells_matrix.py; medians of three, lines until 330 s have passed).  Single runs in
# the survey (a cell under 95 timed twice more).  The backward, 95.0-108.4 under 100000 columns in
# rounds a-b, is left out (the session's device time).
#     bash scripts/round_hundredeighth_g.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=200
widths=$(cat scripts/hundredeighth_widths_g.txt)
T=120 auto_ops g fp32,bf16,fp16 "$widths" softmax log_softmax
mkdir -p "$OUT/csv" && mv "$OUT"/auto-*.csv "$OUT/csv/"
python3 scripts/weak_cells_matrix.py 96 2048 100000 "$OUT"/csv/auto-softmax.csv "$OUT"/csv/auto-log_softmax.csv \
  > scripts/hundredeighth_g.txt; cp scripts/hundredeighth_g.txt "$OUT/g-probe-lines.txt"
REPEAT=3 SESSION=hundredeighth matrices_until g 330 60
lowest 5 120 "$OUT"/auto-g-*.txt
pack_out
