#!/bin/bash
# Hundred-tenth session, round c (H200, one call): the runs of rows over 2 KB that Triton online
# entries still serve from their own side of the 16-element line (fp32 900-988, 4096-4136,
# backward 4048-4264, bf16 softmax_backward 4032-4128 and 8112-8192), at their ends, auto against
# auto on the CUDA backend; and round b's audit's six lowest cells (95.6-96.2), auto against auto
# on either backend; medians of three (scripts/hundredtenth_c.txt).
#     bash scripts/round_hundredtenth_c.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=200
REPEAT=3 SESSION=hundredtenth matrices_until c 480 150
pack_out
