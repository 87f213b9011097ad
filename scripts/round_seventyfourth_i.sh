#!/bin/bash
# Seventy-fourth session, round i (H200, one call): the GPU tests of auto and the backward kernels on
# the table of round h (baseline/h200-74h.json); then the widths where a stage 6 entry at its
# default threads serves a width whose default takes more threads (bf16 softmax 32809-33004: x 2
# at 288 threads, 84 bytes of spills, from 32767's entry; 20327-24570, 66160-67088), auto against
# the shapes near it (scripts/seventyfourth_i.txt), single runs.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 SESSION=seventyfourth
auto_tests i-gpu-tests 200
matrices_round i ${T:-150}
