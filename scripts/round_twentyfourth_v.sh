#!/bin/bash
# Twenty-fourth session, round v (H100): `softgen tune --bands` on the device, at widths where a
# config fastest at its own width did not hold (round s: bf16 log_softmax_backward 4096's 128
# threads, 95.6 at 3500): the band edge 3505 between 3000 and 4096 timed for both widths'
# contenders; the table it writes and every timing.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=200
rm -f "$TABLE"
timeout 480 python3 -m softgen.cli tune --op log_softmax_backward --cols 3000,4096 --dtype bf16 --rep 40 \
  --out "$OUT/tuned.json" --results /tmp/v 2>&1 | tail -6
cp /tmp/v/compare.csv "$OUT/tune-results.csv"
python3 - <<'PY'
import csv
rows = [r for r in csv.DictReader(open("/tmp/v/compare.csv")) if r["cols"] == "3505" and r["status"] == "ok"]
for r in rows: print("edge 3505", r["candidate"], f"{float(r['pct_copy']):.1f}")
PY
