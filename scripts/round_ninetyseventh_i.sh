#!/bin/bash
# Ninety-seventh session, round i (H200, one call): the forward cluster default's size at the
# bands where a block a 16 KB of row and a block a 22 KB differ (round h: bf16 softmax 65635-71501
# at x 16 ran 76-80, at x 8 95-98), each width at both (scripts/ninetyseventh_i.txt), auto beside.
#     bash scripts/round_ninetyseventh_i.sh
source scripts/device_env.sh; export COLUMNS=200
SESSION=ninetyseventh matrices_round i 60
pack_out
