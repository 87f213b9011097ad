#!/bin/bash
# Forty-eighth session, round d (H100; carry baseline/h100-before-48.json, the table before rounds
# a-c): the new entries (log_softmax_backward bf16 2056 block / 2303 block x 256, 16-bit 134-152
# warp shapes, log_softmax 16-bit 264 / 300 / 400, fp32 backward 8192 block's own size) against
# the table before, across the bands they serve; then `softgen tune --train` with the band check
# one pack past each width (not yet run on a GPU), and the GPU tests of auto.  Trains of 20,
# medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
m() { explore try_matrix.py "$@" strategy=auto strategy=auto,table=h100-before-48 2>&1 | grep -v "^   runs"; }
m op=log_softmax_backward bf16 auto 2040,2048,2049,2052,2056,2064,2080,2100,2176,2177,2200,2303,2400,2480,2600,2628,2700,3000
for dt in bf16 fp16; do
  m op=log_softmax_backward $dt auto 128,130,132,134,135,136,138,140,142,143,144,146,148,152,160,181,197,256
  m op=log_softmax $dt auto 256,258,260,262,264,272,281,290,300,330,346,362,380,400,420,452,480,512
done
for op in softmax_backward log_softmax_backward; do
  m op=$op fp32 auto 5793,7000,8192,8196,9000,10056
done
echo "== softgen tune, bands one pack past each width, trains of 20"
timeout 240 python3 -m softgen.cli tune --op log_softmax_backward --dtype bf16 --cols 1024,2048,3000 \
    --strategy warp,block --train 20 --out "$OUT/tune-lsb-bf16.json" --results "$OUT/tune-lsb-bf16" 2>&1 | tail -25
echo "== rc $?"
rm -f "$TABLE"
timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_auto.py tests/test_gpu.py -k "auto" 2>&1 | tail -3
