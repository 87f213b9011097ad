#!/bin/bash
# Hundred-tenth session, round d (H200, one call), auto with _peels_apart holding Triton online
# entries to their power of two too (round c: fp32 softmax 4112 / 4128 on 4096's entry 92.4, CUDA
# 97.3-97.5): the GPU tests of the line's picks, then the widths the power of two moves
# (scripts/online_carry_scope.py 128 9000 2048 LINES 99 --every, less round b's), auto against
# the Triton online kernel served before; and fp32 log_softmax's peeled rows of 4100-4136 on
# 4100's Triton online entry (round c: 4108 / 4136 94.5 / 92.4, CUDA 100.2 / 100.1) against auto
# on the CUDA backend; medians of three (scripts/hundredtenth_d.txt).
#     bash scripts/round_hundredtenth_d.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=200
gpu_tests "16_element_line"
REPEAT=3 SESSION=hundredtenth matrices_until d 150 100
pack_out
