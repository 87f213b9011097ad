#!/bin/bash
# Fifty-sixth session, rounds c and d (H100, two calls back to back: c carries .peerwheels/a and
# baseline/h100-before-56.json; d, argument "peers", carries .peerwheels/b).
# c: round a's entries (fp32 log_softmax 260 block x 64, 440 Triton smem, 512 block x 128; 16-bit
# backward 775-1000, each op its own) against the table before them at every run of widths
# served_diff.py lists, medians of three; then the GPU tests of auto and of compare's --allocate.
# d: auto writing into the copy's buffer and allocating (alloc=1, as the peers are timed) against
# quack and liger at the widths where a peer led (entry 134) and at 20 random widths a dtype
# (seed 5610 + the dtype's index, multiples of 16 bytes, log-uniform over 128-8192); softmax.
# Trains of 20, medians of three (c) and two (d).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
if [ "$1" != peers ]; then
  bash scripts/install_peers.sh stash
  export REPEAT=3
  { for op in log_softmax; do
      against_table h100-before-56 $op fp32 255,257,258,259,260,270,290,320,338,340,360,440,474,475,482,496,504,511,512,515,516,540,580,600,629,632,633
    done
    against_table h100-before-56 softmax_backward bf16 744,745,750,760,770,777,778,781,800,850,880,887,900,950,980,1000,1011,1012
    against_table h100-before-56 softmax_backward fp16 766,767,769,775,781,800,850,879,880,881,887,888
    for dt in bf16 fp16; do
      against_table h100-before-56 log_softmax_backward $dt 746,747,751,753,770,781,800,850,879,881,887,888
    done; } | tee "$OUT/check.txt"
  timeout 250 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_auto.py tests/test_gpu.py -k "test_auto or allocate" 2>&1 \
    | tail -5 | tee "$OUT/gpu-tests.txt"
  rm -f "$OUT"/matrix-*.csv; exit
fi
python3 -c "import quack, liger_kernel" 2>/dev/null || bash scripts/install_peers.sh install
export REPEAT=2
{ T=150 explore try_matrix.py fp32 auto 476,496,552,600,632,1392,2488,3000 strategy=auto strategy=auto,alloc=1 peer=quack peer=liger
  T=150 explore try_matrix.py bf16 auto 224,65536,131072,262144 strategy=auto strategy=auto,alloc=1 peer=quack
  T=150 explore try_matrix.py fp16 auto 224,163064,262144 strategy=auto strategy=auto,alloc=1 peer=quack
  T=150 explore try_matrix.py fp32 auto 155392,163840,178704,262144 strategy=auto strategy=auto,alloc=1 peer=quack
  T=200 peer_sweep 5610 20 128 8192 strategy=auto,alloc=1 peer=quack peer=liger; } 2>&1 | grep -v "RuntimeError\|AssertionError\|^   runs\|SpecError" | tee "$OUT/peers.txt"
rm -f "$OUT"/matrix-*.csv
