#!/bin/bash
# Fifty-third session, round b (H100, the call after round a on the same machine; carries
# .peerwheels/b): install quack and liger, then auto against them in trains of 20 (medians of
# three) where they led in entries 126 and 130 (16-bit 128-4096 and 262144, fp32 128-3000), with
# round a's stage 6 variants at 16-bit 262144 in the same run.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
bash scripts/install_peers.sh install
s6=cluster_size=16,stage=6
{
  for dt in bf16 fp16; do
    T=240 explore try_matrix.py $dt cluster 262144 strategy=auto peer=quack $s6,async_copy=1 $s6,policy=1
    T=240 explore try_matrix.py $dt auto 128,256,512,1000,1024,2048,4096 strategy=auto peer=quack peer=liger
  done
  T=240 explore try_matrix.py fp32 auto 128,256,512,781,1024,3000 strategy=auto peer=quack peer=liger
} 2>&1 | grep -v "RuntimeError\|AssertionError\|^   runs\|SpecError" | tee "$OUT/peers.txt"
rm -f "$OUT"/matrix-*.csv
