#!/bin/bash
# Eighty-first session, rounds c and d (H200, one call each: `round_eightyfirst_c.sh c`, then
# `... d`), Triton warp at rows under 512 columns not a multiple of 16 bytes in chunks of a
# row's lanes x VEC columns (_triton_warp_chunks).  c: the edges loaded apart from the packs (an
# address an element), at 4 (default), 2 and 8 warps a program.  d (scripts/eightyfirst_d.txt):
# the chunks from a pack before the body (the edges from the packs' offsets), at 4, 8 and 16
# lanes a row (threads_per_row) and 4, 2 and 8 warps.  Both beside CUDA warp, auto and commit
# f4d851c's kernel (baseline/pre81-*, scripts/eightyfirst_baselines.sh, carried); single pass.
# Then the GPU tests of Triton warp, and Nsight Compute's stalls at bf16 137.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
round=${1:-c}
SESSION=eightyfirst matrices_round $round 60
auto_tests $round-gpu-tests 150 "triton and warp"
ncu_stalls triton-137 warp 137 bf16 triton
pack_out
