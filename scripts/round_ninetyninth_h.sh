#!/bin/bash
# Ninety-ninth session, round h (H200, one call): bf16 softmax / log_softmax just past 32768,
# where 32767's (softmax) and 32590's (log_softmax) cluster x 2 stage 6 entries serve at 288
# threads and spill under nvcc (48 / 16 bytes; the spill test met the width through round e's
# new entries), beside 32809's cluster x 4 stage 6 (scripts/ninetyninth_h.txt).
#     bash scripts/round_ninetyninth_h.sh
source scripts/device_env.sh; export COLUMNS=200
SESSION=ninetyninth matrices_round h 60
pack_out
