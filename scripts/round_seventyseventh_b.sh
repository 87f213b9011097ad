#!/bin/bash
# Seventy-seventh session, round b (H200, one call): the GPU tests of auto, the backward kernels
# and the stage 6-8 shapes on the table of the seventy-sixth session's end (none ran after its
# carried-spill check moved two fp32 log_softmax entries); backward stage 4 x 16 at fp32 259500-262144
# (262144's entry is x 8 stage 1); fresh random widths (seeds 7701-7703) at fp32 log_softmax
# 224000-252000 and the backward's 172000-186000 (round j's entries), beside auto; twice.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
auto_tests b-gpu-tests 200 "auto or backward or stage6 or stage7 or stage8"
SESSION=seventyseventh matrices_passes b 250
