#!/bin/bash
# Fifty-seventh session, round a (H100, one call; carries .peerwheels/a for round b): warp and
# block with and without async_copy (new for them: rows through shared memory by cp.async, as
# quack loads) at small widths (scripts/fiftyseventh/async-a.txt), trains of 20, medians of two,
# each line's table into $OUT/leads-N.txt as it finishes.  Not kept (level or lower): run it on
# a tree with docs/bench/fiftyseventh-a-warp-async.patch applied (git apply).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
bash scripts/install_peers.sh stash
T=${T:-110} matrices_by_line scripts/fiftyseventh/async-a.txt
rm -f "$OUT"/matrix-*.csv
