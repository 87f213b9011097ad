#!/bin/bash
# Fifty-third session, round d (H100, the call after round c; carries .peerwheels/b): round c's
# leads against the peers in the same run: fp32 3000's band (Triton block at 16 warps, CUDA block
# at 512 threads), 16-bit 1000 Triton warp.  Trains of 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
bash scripts/install_peers.sh install
tb=strategy=block,backend=triton
{
  explore try_matrix.py fp32 auto 2600,3000,3001,3400 strategy=auto peer=liger peer=quack $tb,num_warps=16 strategy=block,block_size=512
  for dt in bf16 fp16; do
    explore try_matrix.py $dt auto 1000 strategy=auto peer=liger peer=quack strategy=warp,backend=triton
  done
} 2>&1 | grep -v "RuntimeError\|AssertionError\|^   runs\|SpecError" | tee "$OUT/leads.txt"
rm -f "$OUT"/matrix-*.csv
