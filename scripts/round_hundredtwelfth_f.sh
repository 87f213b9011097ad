#!/bin/bash
# Hundred-twelfth session, round f (H200, one call), after round e (fp32 backward 32776 / 32832
# 91.1-91.8 on 32768's cluster x 16 stage 2 entry; fp32 log_softmax_backward 8200 93.5 on 8192's
# cluster x 4 x 256): auto against the cluster shapes of the entries beside them (x 12 / x 16
# stage 4) and others, block 512 and smem at 8200-8240; medians of three, allocating
# (scripts/hundredtwelfth_f.txt).
#     bash scripts/round_hundredtwelfth_f.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=220
REPEAT=3 SESSION=hundredtwelfth matrices_until f 400 200
