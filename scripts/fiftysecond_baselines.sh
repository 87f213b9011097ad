#!/bin/bash
# The baseline the fifty-second session's rounds carry: the H100 table before fp32 backward's
# aligned entry at 65540 (stage 2 x 8, entry 130), which round l timed as a config only
# (baseline/h100-before-52.json).
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p baseline
git show 794d7c1:softgen/tuning/h100.json | python3 -c "
import json, sys
table = json.load(sys.stdin)
rows = table['backward']['fp32']
table['backward']['fp32'] = [row for row in rows if row['cols'] != 65540]
assert len(table['backward']['fp32']) == len(rows) - 1
json.dump(table, open('baseline/h100-before-52.json', 'w'), indent=1)
"

# The H100 table before round d's entries (16-bit stage 6 x 16 at 196616-200704, notes entry 131)
git show 794d7c1:softgen/tuning/h100.json > baseline/h100-before-52d.json
