#!/bin/bash
# Sixty-eighth session, rounds b-d: `softgen tune` on the H200 (no table ships for it; round a:
# the heuristic 70-85% on long rows, the H100 table 78-93% on short ones), forward softmax, in
# chunks of widths (arguments DTYPE:W1,W2,...), each merged into this GPU's tuned table and the
# table copied to $OUT after each chunk, so a chunk cut off by the time limit loses only itself.
# OP=NAME tunes that op (default softmax; the seventieth session's backward tunes).  START=FILE
# starts from that table (an earlier call's, carried under baseline/).
# --no-bands: the band edges would double the time; random widths check the bands afterwards.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"; [ -n "$START" ] && start_table "$START"
for chunk in "$@"; do
  dt=${chunk%%:*} w=${chunk#*:}; t0=$(date +%s)
  timeout ${T:-150} python3 -m softgen.cli tune ${OP:+--op $OP} --dtype $dt --cols $w --no-bands --rep ${REP:-25} 2>&1 \
    | grep -v "^\s*$" | tail -20 | tee -a "$OUT/tune-log.txt"
  echo "== $chunk rc $? $(( $(date +%s) - t0 )) s" | tee -a "$OUT/tune-log.txt"
  [ -f "$TABLE" ] && cp "$TABLE" "$OUT/h200.json"
done
