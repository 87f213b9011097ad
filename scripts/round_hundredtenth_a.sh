#!/bin/bash
# Hundred-tenth session, round a (H200, one call): the GPU tests of the hundred-ninth session's
# entries, then a carry rule for Triton online entries across the 16-element line (the launcher
# peels rows not a multiple of 16 elements; notes entry 192): at the first and last width of each
# run of 16-byte-aligned widths where the rule serves another kernel (scripts/online_carry_scope.py
# 128 8500, 52 runs, 78 widths; scripts/hundredtenth_a.txt, fp32 first), auto against the rule's
# kernel, medians of three.
#     bash scripts/round_hundredtenth_a.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=200
gpu_tests hundredninth
REPEAT=3 SESSION=hundredtenth matrices_until a 540 60
pack_out
