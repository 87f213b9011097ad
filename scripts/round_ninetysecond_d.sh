#!/bin/bash
# Ninety-second session, round d (H200, one call), medians of three interleaved runs: cluster stage
# 7's shared-memory max in 16 bits two elements an instruction (staged_max's running pair), against
# the same kernels emitted before the change (bash scripts/ninetysecond_baselines.sh, carrying
# baseline/) at the 16-bit forward long rows the table serves with stage 7
# (scripts/ninetysecond_d.txt); then the GPU tests of the kernels that take staged_max.
#     bash scripts/round_ninetysecond_d.sh
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 SESSION=ninetysecond matrices_round d 150
timeout 300 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -n 8 \
  -k "stage7 or staged_copy or cluster_stages or smem or slices_far or sector_phases or rows_in_rounds" 2>&1 | tail -4 | tee "$OUT/d-gpu-tests.txt"
pack_out
