#!/bin/bash
# Ninetieth session, round g (H200, one call), auto's own pick first (c0, on the table from rounds
# b, c and e), single passes: fp32 forward rows of 16-byte multiples 4040-4088, which 4096's Triton
# online twin serves (round f: log_softmax 4060 94.2), beside x 2 stage 6 (4027's / 4091's) and
# block / smem (scripts/ninetieth_g.txt).
#     bash scripts/round_ninetieth_g.sh
source scripts/device_env.sh; export COLUMNS=250
SESSION=ninetieth matrices_round g 120
pack_out
