#!/bin/bash
# Eighty-second session, round c (H200, one call), the final rule (plan._warp_in_chunks): the
# GPU tests of Triton warp, then scripts/eightysecond_c.txt, aligned Triton warp rows in chunks at
# fresh widths, every op and dtype, against commit 16fb055's kernels (baseline/pre82c-*, `bash
# scripts/triton_warp_baselines.sh 16fb055 pre82c scripts/eightysecond_c.txt`, carried), CUDA
# warp and auto; single pass.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
auto_tests c-gpu-tests 150 "triton and warp"
SESSION=eightysecond matrices_round c 60
pack_out
