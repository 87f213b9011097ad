#!/bin/bash
# Forty-second session, round e (H100): 16-bit rows of 100000-160000, one block (program) an SM,
# whose last wave is short (100000: 671 rows, 11 past five waves): the tail rows through the
# split entry in a second launch (scripts/probe_tail.py), both backends; run twice, the second
# time with the times of each part.
set -o pipefail
source scripts/device_env.sh
cd scripts && timeout 300 python3 probe_tail.py bf16:100000,120000,160000,131072 fp16:100000 2>&1 | tee "$OUT/e-tail.txt"
