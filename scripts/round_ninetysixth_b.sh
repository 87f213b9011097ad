#!/bin/bash
# Ninety-sixth session, round b (H200, one call): flat for the backward ops timed beside auto at
# fp16 and fp32 rows of 9-333 columns, at lanes 1-16 and blocks of 256 / 512 threads (round a:
# bf16, and the checks).
#     bash scripts/round_ninetysixth_b.sh
source scripts/device_env.sh; export COLUMNS=250
SESSION=ninetysixth matrices_round b 150
pack_out
