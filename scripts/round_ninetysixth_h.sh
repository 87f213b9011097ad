#!/bin/bash
# Ninety-sixth session, round h (H200, one call): flat at its default tile (about 4 packs a thread)
# against tiles of two and four times the rows (a group steps through more rows between the
# tile's barriers), forward and backward, rows of 9-203 columns not a multiple of 16 bytes (round
# g: 16-bit log_softmax 61-65 at 4 packs a thread 95-100, at 8 99.5-101.7, at 2 77-81).
#     bash scripts/round_ninetysixth_h.sh
source scripts/device_env.sh; export COLUMNS=200
SESSION=ninetysixth matrices_round h 100
pack_out
