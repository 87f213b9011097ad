#!/bin/bash
# Ninety-second session, round g (H200, one call), medians of three interleaved runs: cluster stage
# 7 writing its shared-memory packs after its registers' packs (LaunchPlan.staged_write_last: fp16
# softmax, 16-bit log_softmax), auto's CUDA pick at round f's widths and 4 fresh ones an op and
# dtype (seeds 9211-9213; scripts/ninetysecond_g.txt), against the same kernels rendered with
# ca20528's cluster.cu.j2 (carried as baseline/cluster-pre92g.cu.j2: `git show
# ca20528:softgen/templates/cuda/cluster.cu.j2 > baseline/cluster-pre92g.cu.j2`), emitted here
# so that auto reads this GPU's table (scripts/try_baseline.py); then the GPU tests of auto and
# of the staged kernels.
#     bash scripts/round_ninetysecond_g.sh
source scripts/device_env.sh; export COLUMNS=250
against_template pre92g scripts/ninetysecond_g.txt baseline/cluster-pre92g.cu.j2 cuda/cluster.cu.j2 | tee "$OUT/g-baseline.txt"
auto_tests g-gpu-tests-auto 150 auto
tail -3 "$OUT/g-gpu-tests-auto.txt"
timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -n 8 \
  -k "stage7 or cluster_stages or slices_far or sector_phases or rows_in_rounds" 2>&1 | tail -2 | tee "$OUT/g-gpu-tests-staged.txt"
pack_out
