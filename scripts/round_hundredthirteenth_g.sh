#!/bin/bash
# Hundred-thirteenth session, round g (H200, one call), after round f (auto's fp32 softmax_backward
# 151936 kernel, cluster x 16 at 576 threads stage 2, executes 61.6 M warp instructions to quack's
# 20.1 M for the same DRAM bytes, 77.8% of DRAM peak to quack's 87.0 under ncu's clocks): where
# its instructions and stalls are, by SASS instruction (ncu's SourceCounters, the source page as
# CSV), into $OUT/sass-cluster.csv, and the 25 instructions executed most.
#     bash scripts/round_hundredthirteenth_g.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=200
timeout 300 ncu -o $OUT/cluster --section SourceCounters --section WarpStateStats \
  -k regex:softmax_backward_cluster --launch-skip 2 --launch-count 1 \
  python3 scripts/run_one.py cluster 151936 fp32 cuda op=softmax_backward block_size=576 cluster_size=16 stage=2 > $OUT/ncu-g.txt 2>&1
echo "== ncu rc $?"; tail -3 $OUT/ncu-g.txt
ncu -i $OUT/cluster.ncu-rep --page source --print-source sass --csv > $OUT/sass-cluster.csv 2>&1
echo "== source page rc $? $(wc -l < $OUT/sass-cluster.csv) lines"; head -2 $OUT/sass-cluster.csv | cut -c1-400
python3 - "$OUT/sass-cluster.csv" <<'PY'
import csv, sys
rows = list(csv.reader(open(sys.argv[1])))
head = next(i for i, r in enumerate(rows) if "Source" in r)
cols = rows[head]; body = [r for r in rows[head + 1:] if len(r) == len(cols)]
def num(r, name):
    try: return float(r[cols.index(name)].replace(",", ""))
    except (ValueError, IndexError): return 0.0
key = next(c for c in cols if c.startswith("Instructions Executed"))
total = sum(num(r, key) for r in body)
print("total", key, total)
for r in sorted(body, key=lambda r: -num(r, key))[:25]:
    print(f"{num(r, key) / total:6.1%}", r[cols.index("Address")] if "Address" in cols else "", r[cols.index("Source")][:90])
PY
