#!/bin/bash
# Fifty-sixth session, round a (H100, one call, carries .peerwheels/a for round b and
# baseline/h100-before-54.json): entry 134's leads (scripts/fiftysixth/leads-a.txt): fp32 softmax
# 160-212 (170-181 untimed since the fifty-fourth session's 226 entry), fp32 log_softmax 256-520
# (block x 128, 257-259 included), 16-bit backward 740-1023; trains of 20, medians of three; each
# line's table into $OUT/leads-N.txt as it finishes.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
bash scripts/install_peers.sh stash
T=${T:-100} matrices_by_line scripts/fiftysixth/leads-a.txt
rm -f "$OUT"/matrix-*.csv
