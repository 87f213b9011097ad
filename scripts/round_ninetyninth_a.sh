#!/bin/bash
# Ninety-ninth session, round a (H200, one call): the H200 table's Triton smem entries (16-bit
# 4500-30001, timed on the masked kernel in the ninety-eighth session's rounds d-e) re-timed on
# the kernel they now serve (full tiles unmasked), auto's Triton pick beside; fp16 softmax at
# 16849-17301 (auto 93.5 at 17001 in round ninetyeighth e) under its entry's shape (16849's),
# 17353's and Triton smem (scripts/ninetyninth_a.txt).
#     bash scripts/round_ninetyninth_a.sh
source scripts/device_env.sh; export COLUMNS=200
SESSION=ninetyninth matrices_round a 90
pack_out
