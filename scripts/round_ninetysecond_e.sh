#!/bin/bash
# Ninety-second session, round e (H200, one call), medians of three interleaved runs: cluster stage
# 7 writing its registers' packs before its shared-memory ones, and bf16 softmax's folded write of
# the shared-memory packs without the exps' bias where a thread's least element allows (one
# multiply an element fewer), against the kernels of the commit before (baseline/pre92e-*) and the
# variant whose staged_store also tests `packed` once (baseline/v92e-*; spills 8 bytes in fp16),
# both from scripts/ninetysecond_baselines.sh (scripts/ninetysecond_e.txt); then the GPU tests of
# the kernels that take the staged write.
# The round's templates (not kept) are scripts/ninetysecond_e_templates.patch on bb7bd5b: apply it
# (git apply), then build the baselines as scripts/ninetysecond_baselines.sh says.
#     bash scripts/round_ninetysecond_e.sh
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 SESSION=ninetysecond matrices_round e 150
timeout 300 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -n 8 \
  -k "stage7 or staged_copy or cluster_stages or smem or slices_far or sector_phases or rows_in_rounds" 2>&1 | tail -4 | tee "$OUT/e-gpu-tests.txt"
pack_out
