#!/bin/bash
# Forty-eighth session, round c (H100): the shapes that round b found falling past their entry
# (bf16 log_softmax_backward 2048's block x 256 at 2056-2080: 102 against 104.8; 16-bit
# log_softmax_backward 128's 16 lanes at 136: 97.3 / 102.9 against 104.7-104.8), 16-bit
# log_softmax 256's warp x 256 at 264-272 (round a: 100.4 against 102.0), and fp32 backward
# 8192's block x 1024 (round b: 101.1 against the default's 102.1), each across the band its
# entry serves: which shape to put where.  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
m() { explore try_matrix.py "$@" 2>&1 | grep -v "^   runs\|SpecError"; }
m op=log_softmax_backward bf16 block 2048,2049,2052,2056,2064,2080,2100,2200,2303,2400,2480 \
    strategy=auto "" block_size=128 block_size=256
for dt in bf16 fp16; do
  m op=log_softmax_backward $dt warp 128,130,132,134,136,138,140,142,144,152,160,181 \
      strategy=auto "" threads_per_row=16 block_size=256
  m op=log_softmax $dt warp 256,258,260,262,264,272,300,330,362,368,400 \
      strategy=auto "" block_size=256 threads_per_row=32,block_size=128
done
for op in softmax_backward log_softmax_backward; do
  m op=$op fp32 block 5793,6500,7000,8192,8196,8200,9000,10056 strategy=auto "" block_size=512 block_size=1024
done
