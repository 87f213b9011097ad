#!/bin/bash
# Forty-sixth session, round c (H100, the machine round b installed the peers on): Nsight Compute
# on quack, liger and auto at the short rows where they lead (launch shape, registers, occupancy,
# DRAM), and CUDA warp's shapes at 16-bit 256 against quack, medians of five.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
for n in 256 512; do
  ncu_summary quack-bf16-$n peer=quack $n bf16
  ncu_summary auto-bf16-$n warp $n bf16 cuda threads_per_row=16 block_size=128
done
ncu_summary quack-fp16-1024 peer=quack 1024 fp16
ncu_summary liger-fp16-1024 peer=liger 1024 fp16
ncu_summary auto-fp16-1024 auto 1024 fp16 both
for dt in bf16 fp16; do
  REPEAT=5 explore try_matrix.py $dt warp 256 peer=quack threads_per_row=16,block_size=128 threads_per_row=16,block_size=256 \
      threads_per_row=32,block_size=128 threads_per_row=32,block_size=256 threads_per_row=8,block_size=128 \
      threads_per_row=16,block_size=512 backend=triton
done
