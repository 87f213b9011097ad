#!/bin/bash
# Seventieth session, round e (H200, three calls back to back; the peers' wheels in three parts:
# argument 1 carries .peerwheels/p1, 2 p2, 3 p3): the backward ops on the table tuned in rounds
# b3-d against quack's backward kernel (quack.softmax.softmax_bwd) and torch's, allocating,
# single runs, at the sweep's widths; then the GPU tests of auto and the backward kernels.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
peers_part "$1"
if [ "$1" = 3 ]; then
  W=128,256,512,781,1000,1024,2048,3000,4096,8192,12345,16384,32768,50000,65536,131072,262144
  for dt in bf16 fp16 fp32; do
    T=110 explore try_matrix.py op=softmax_backward $dt auto $W strategy=auto,alloc=1 peer=quack peer=torch \
      | peer_rows | tee "$OUT/e-softmax_backward-$dt.txt"
  done
  timeout 150 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_auto.py tests/test_gpu.py -k "auto or backward" \
    -n 8 --dist worksteal -rfE > "$OUT/e-tests.txt" 2>&1; echo "== tests rc $?"; tail -4 "$OUT/e-tests.txt"
fi
rm -f "$OUT"/*.csv
