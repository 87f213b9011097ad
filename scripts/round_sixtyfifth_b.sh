#!/bin/bash
# Sixty-fifth session, round b (H100, one call; carries baseline/h100-before-65b.json, the table
# before this round's entries: `git show 9b68aa1:softgen/tuning/h100.json`).  Round a1: fp16
# backward's block default plan ran +0.5-0.9 over 4096's cluster default plan at aligned 5200-5792
# (level at 5000), CUDA's block 0.7 under Triton's at softmax_backward 6000.  Entries: 5600 block
# (both ops), softmax_backward 6000 Triton block (keeps 5797-6773 as 8192's served it); every run
# served_diff lists against the table before (aligned 4792-5792, odd 5797-5820 Triton now), then
# the GPU tests of the entries.  And 16-bit softmax 215000-227000, where quack led fp16 by 0.7
# (round a3, allocating): stage 6 x 16 at 288 threads (six packs, 1728 a slice: 221000 has 1727)
# and 320.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
c="strategy=cluster,stage=6,cluster_size=16"
{ for op in softmax_backward log_softmax_backward; do
    T=100 against_table h100-before-65b $op fp16 4784,4792,5000,5400,5600,5792,5799,5811,6000
  done
  for dt in fp16 bf16; do
    T=120 explore try_matrix.py $dt auto 212000,215000,218000,221000,224000,227000,229376 strategy=auto \
      $c,block_size=288 $c,block_size=320
  done
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/bands.txt"
rm -f "$OUT"/*.csv
gpu_tests "sixtyfifth"
