#!/bin/bash
# Fourteenth session, round f: the online sweep again (CUDA online's 32-thread blocks at 4 packs
# over 64 packs; Triton online's short-row programs), then the GPU tests of online (CUDA and
# Triton), auto and the generated modules.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 260 python3 -m softgen.cli compare --sweep --dtype fp32,bf16,fp16 --strategy online --backend cuda,triton \
    --peers torch --out "$OUT/online-sweep" 2>&1 | tail -80 > "$OUT/online-sweep.txt"
python3 - "$OUT/online-sweep/compare.csv" <<'PY' | tee "$OUT/online-sweep-ratio.txt"
import csv, sys
from collections import defaultdict
t = defaultdict(dict)
for r in csv.DictReader(open(sys.argv[1])):
    t[r["dtype"], int(r["cols"])][r["candidate"]] = float(r["pct_copy"] or 0)
for (dtype, cols), v in sorted(t.items()):
    c, tr = v["online/cuda"], v["online/triton"]
    print(f"{dtype} {cols:6d} | cuda {c:5.1f} | triton {tr:5.1f} | triton/cuda {tr / c:.2f} | torch {v['torch']:5.1f}")
PY
timeout 300 python3 -m pytest -q -m gpu tests/test_gpu.py tests/test_emit.py -k "online or auto or generated" \
    -p no:cacheprovider 2>&1 | tail -30 | tee "$OUT/tests-online.txt"
