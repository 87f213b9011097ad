#!/bin/bash
# Fifty-fifth session, rounds c and d (H100, two calls back to back: c carries .peerwheels/a and
# baseline/h100-before-55.json; d, argument "peers", carries .peerwheels/b).  c: round b's entries
# (fp32 softmax / log_softmax 440 Triton smem and 512 CUDA block x 128; fp32 backward 320 block x 128
# and 440 smem x 128; 16-bit backward 1250 block x 128 and 1400 block x 256) against the table
# before them, medians of three; then the GPU tests of auto.  d: auto against quack and liger at
# the new forward band and at 20 random widths a dtype (seed 5510 + the dtype's index), multiples
# of 16 bytes, log-uniform over 128-8192, softmax (bench/peers.py
# times no peer's backward).
# Trains of 20, medians of three (c) and two (d).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
if [ "$1" != peers ]; then
  bash scripts/install_peers.sh stash
  export REPEAT=3
  { for op in softmax log_softmax; do
      against_table h100-before-55 $op fp32 380,440,460,470,474,475,482,496,504,511,512,520,560,600,632
    done
    for op in softmax_backward log_softmax_backward; do
      against_table h100-before-55 $op fp32 280,290,294,295,300,310,320,340,357,371,375,376,390,400
      for dt in bf16 fp16; do
        against_table h100-before-55 $op $dt 1100,1131,1132,1150,1200,1250,1300,1323,1324,1350,1400,1450,1500,1600,1693
      done
    done; } | tee "$OUT/check.txt"
  gpu_tests "test_auto"
  rm -f "$OUT"/matrix-*.csv; exit
fi
bash scripts/install_peers.sh install
export REPEAT=2
{ T=200 explore try_matrix.py fp32 auto 440,476,496,512,552,600,632 strategy=auto peer=quack peer=liger
  T=200 peer_sweep 5510 20 128 8192 peer=quack peer=liger; } 2>&1 | grep -v "RuntimeError\|AssertionError\|^   runs\|SpecError" | tee "$OUT/peers.txt"
rm -f "$OUT"/matrix-*.csv
