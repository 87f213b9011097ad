#!/bin/bash
# Ninetieth session, round i (H200, one call), auto's own pick first (c0, on the table from rounds
# b, c, e and g), single passes: fp32 forward 4089-4095, where round h found 4092 at 94.5-95.4
# (4096's Triton online twin), beside x 2 stage 6 at 128 threads and block (scripts/ninetieth_i.txt).
#     bash scripts/round_ninetieth_i.sh
source scripts/device_env.sh; export COLUMNS=250
SESSION=ninetieth matrices_round i 100
