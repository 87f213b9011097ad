#!/bin/bash
# Hundred-second session, round e (H200, one call), scripts/hundredsecond_e.txt, medians of five:
# fp32 softmax_backward where round c left auto under 95 (223378-224670 on x 8 at 512, 246094-249112):
# auto (c0) against x 12 stage 4 with the rule's stagger (337 ns) and without, and x 16 stage 4 at
# 256 x 2 with it (450 ns).
#     bash scripts/round_hundredsecond_e.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
SESSION=hundredsecond matrices_round e 150
