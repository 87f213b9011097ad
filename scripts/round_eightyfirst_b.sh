#!/bin/bash
# Eighty-first session, round b (H200, one call): why Triton warp runs 30-55% at 16-bit rows
# under 512 columns whether they are peeled or not (round a).  The kernels' loads as Triton 3.6
# compiles them (scripts/triton_ptx.py), Nsight Compute's stalls of Triton warp at bf16 137
# (peeled, and commit f4d851c's from baseline/pre81-*) and 144 (aligned) beside CUDA warp at 137,
# and Triton warp at aligned widths beside unaligned ones (fp32 181-233 ran 100 on the H100).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
ls baseline | head -3; ls baseline | grep -c pre81; ls baseline/pre81-softmax-bf16-137
for w in 137 144; do python3 scripts/triton_ptx.py warp $w bf16 2>&1 | grep -v -i warn; done
SESSION=eightyfirst matrices_round b 60
ncu_stalls triton-137 warp 137 bf16 triton
ncu_stalls triton-144 warp 144 bf16 triton
ncu_stalls cuda-137 warp 137 bf16 cuda threads_per_row=8 block_size=64
ncu_stalls triton-137-old warp 137 bf16 triton baseline=pre81-softmax-bf16-137
pack_out
