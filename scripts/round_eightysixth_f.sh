#!/bin/bash
# Eighty-sixth session, round f (H200, one short call), auto's own pick first (c0), single pass:
# Triton warp at the widths of the CUDA block entries that served round e's slow fresh widths
# (fp16 softmax_backward 1165 / 1570 at 97-99 where Triton warp ran 107; log_softmax_backward
# 1580 at 96.5-97.6) (scripts/eightysixth_f.txt).
#     bash scripts/round_eightysixth_f.sh
source scripts/device_env.sh; export COLUMNS=250
SESSION=eightysixth matrices_round f 40
pack_out
