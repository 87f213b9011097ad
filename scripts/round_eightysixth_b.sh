#!/bin/bash
# Eighty-sixth session, round b (H200, one call), auto's own pick first (c0), single pass
# (scripts/eightysixth_b.txt):
#   Triton warp's 16-bit rows in chunks at 1601-2047 (seven to nine chunks) under register caps
#   of 128, 112 and 96 against the default (80 where the tail spans two chunks, else none),
#   every op;
#   backend "triton" candidates at 16-bit forward 537, 1450, 2304-2900 and fp16 every op at
#   1056-1408 and log_softmax_backward 650-690 (auto backend "triton" second: entries by
#   scripts/add_triton_only_entries.py).
#     bash scripts/round_eightysixth_b.sh
source scripts/device_env.sh; export COLUMNS=250
SESSION=eightysixth matrices_round b 60
pack_out
