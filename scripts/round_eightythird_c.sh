#!/bin/bash
# Eighty-third session, round c (H200, one call): Nsight Compute on Triton warp bf16 softmax 137
# against commit 7b90aa3's kernel (baseline/pre83a-*, carried; round e's script makes it):
# instructions, DRAM traffic, registers, occupancy, then where the warps stall.  Round c ran it on
# round b's kernel, not committed (both paths in one loop: 80 registers; notes entry 166).
source scripts/device_env.sh
ncu_summary c-new warp 137 bf16 triton
ncu_summary c-old warp 137 bf16 triton baseline=pre83a-softmax-bf16
ncu_stalls c-new-stalls warp 137 bf16 triton
ncu_stalls c-old-stalls warp 137 bf16 triton baseline=pre83a-softmax-bf16
