#!/usr/bin/env bash
# One device call: backward cluster stage 3 (y staged, dy read twice): its GPU tests, racecheck,
# then a re-tune of the long backward rows with it among the candidates.  Files under $OUT.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
start_table
timeout 150 python3 -m pytest -m gpu -q -x -p no:cacheprovider tests/test_gpu.py -k "stage3" > "$OUT/pytest-s3.log" 2>&1
echo "tests rc $?"; tail -3 "$OUT/pytest-s3.log"
cat > /tmp/s3.py <<'PY'
import torch, softgen
for dtype, t in (("fp32", torch.float32), ("bf16", torch.bfloat16)):
    for k, cols in ((8, 3001), (16, 70001)):
        f = softgen.load(op="softmax_backward", strategy="cluster", stage=3, cluster_size=k, cols=cols, dtype=dtype)
        y = torch.softmax(torch.randn(37, cols + 3, device="cuda"), -1).to(t)[:, 1:cols + 1]
        f(y, y); torch.cuda.synchronize()
print("stage 3 sanitize run done")
PY
timeout 100 compute-sanitizer --tool racecheck python3 /tmp/s3.py 2>&1 | tail -2
timeout 100 compute-sanitizer --tool memcheck python3 /tmp/s3.py 2>&1 | tail -2
timeout 200 python3 -m softgen.cli tune --op softmax_backward --cols 50000,65536,131072,262144 --dtype fp32,bf16 --rep 40 --results "$OUT/tune-bwd" > "$OUT/tune-bwd.txt" 2>&1
python3 scripts/top_candidates.py "$OUT/tune-bwd/compare.csv" 4; grep -E "^(fp32|bf16) " "$OUT/tune-bwd.txt"
rm -f "$OUT/tune-bwd/compare.json" "$OUT/tune-bwd/compare.png"; cp "$TABLE" "$OUT/h100.json"
