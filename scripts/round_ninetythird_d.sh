#!/bin/bash
# Ninety-third session, round d (H200, one call), medians of three interleaved runs: the cells
# round c left under 95 (bf16 log_softmax 162499 / 166389, bf16 softmax 162499, fp32 log_softmax
# 181813) and round b's weakest pick (bf16 log_softmax 256886, 87.4 where x 16 stage 7 at eight
# blocks of 128 ran 93.8), with widths beside them, against the table's stage 6 / 7 shapes there
# (scripts/ninetythird_d.txt).
#     bash scripts/round_ninetythird_d.sh
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 SESSION=ninetythird matrices_round d 180
pack_out
