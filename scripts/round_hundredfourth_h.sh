#!/bin/bash
# Hundred-fourth session, round h (H200, one call), medians of five: fp32 log_softmax_backward at
# the H200 table's entries under 95 from 249883 (x 16 stage 4, x 16 stage 8 at 256 x 3, x 12 stage 8
# at 576 x 2), auto against cluster x 8 at 512 threads (async copy; softmax_backward's entries from
# 221499) and x 12 stage 8 at 448 x 2 (the 235000 / 250000 entries').  x 12 stage 4 spills 44 bytes
# from ten packs a thread (past about 248832), so it is not a candidate here.
#     bash scripts/round_hundredfourth_h.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
SESSION=hundredfourth matrices_round h 250
pack_out
