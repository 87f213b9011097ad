#!/bin/bash
# Fifty-fifth session, round a (H100, one call, carries .peerwheels/a for round b): the fifty-fourth
# session's round l leads (scripts/fiftyfourth/leads-l.txt: fp32 forward 400-511, fp32 backward
# 330-380, 16-bit backward 772-1500) timed again, trains of 20, medians of three; each line's table
# into $OUT/leads-N.txt as it finishes.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
bash scripts/install_peers.sh stash
T=${T:-70} matrices_by_line scripts/fiftyfourth/leads-l.txt
rm -f "$OUT"/matrix-*.csv
