#!/bin/bash
# Sixty-first session, round r (H100, one call).  `softgen tune` with the twin's band check
# (notes entry 142) end to end on the GPU: fp32 softmax and log_softmax at widths whose picks
# were Triton kernels (entry 139's twins), into a table of its own; the entries and their twins.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
for op in softmax log_softmax; do
  timeout 270 python3 -m softgen.cli tune --op $op --dtype fp32 --cols 440,781,1000,1101 --rep 20 \
    --out "$OUT/tune-$op.json" 2>&1 | tail -4
  python3 -c "import json, sys; t = json.load(open(sys.argv[1])); g = 'entries' if sys.argv[2] == 'softmax' else sys.argv[2]
for e in t[g]['fp32']: print(e['cols'], e['backend'], e['strategy'], e['tunables'], e['pct_copy'], e.get('band_pct_copy'))" \
    "$OUT/tune-$op.json" $op
done 2>&1 | tee "$OUT/tune.txt"
