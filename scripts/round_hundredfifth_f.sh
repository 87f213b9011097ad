#!/bin/bash
# Hundred-fifth session, round f (H200, one call), medians of five: fp32 softmax / log_softmax at
# the H200 table's entries under 95 from 235000 (round a: stage 7 at 224 x 4, 160 x 5 and 128 x 6
# lower there), auto against cluster x 16 stage 6 at 288 and 320 threads (the plan's two blocks an
# SM) and stage 7 at 288 x 3 and 320 x 3; all spill-free under nvcc at 245000 and 262144.
#     bash scripts/round_hundredfifth_f.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
SESSION=hundredfifth matrices_round f 250
pack_out
