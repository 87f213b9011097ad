#!/bin/bash
# Ninety-ninth session, round d (H200, one call): Triton smem's range past 32768 16-bit columns
# (the gluon kernel alone, to 57344): the GPU tests of Triton smem and auto, then Triton smem
# beside auto's Triton pick (online) at 32776-57344 (scripts/ninetyninth_d.txt), the widths of the
# H200 table's new backend "triton" entries.
#     bash scripts/round_ninetyninth_d.sh
source scripts/device_env.sh; export COLUMNS=200
auto_tests d-gpu-tests 200 "smem or auto"
SESSION=ninetyninth matrices_round d 120
pack_out
