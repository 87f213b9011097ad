#!/bin/bash
# Eighty-eighth session, round g (H200, one call), auto's own pick first (c0), single pass:
#   backend "both" Triton warp entries at 16-bit log_softmax 1470 / 1520 (entry 169's lead: auto's
#   own pick 95.1-96.4 there, CUDA block from 1563's entry), in the table for the round: the
#   entries' widths (Triton warp's two shapes) and fresh widths 1445-1541, against the table at
#   the session's start (baseline/h200-87.json, carried) (scripts/eightyeighth_g.txt).
#     bash scripts/round_eightyeighth_g.sh
source scripts/device_env.sh; export COLUMNS=250
SESSION=eightyeighth matrices_round g 100
pack_out
