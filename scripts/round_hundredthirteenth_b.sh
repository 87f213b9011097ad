#!/bin/bash
# Hundred-thirteenth session, round b (H200, one call), after round a (auto under 95 at bf16
# softmax_backward 1032 (87.8), 16-bit softmax_backward 131080-131136 (92.8-94.6), fp16
# log_softmax 131080-131136 (94.3-94.5), bf16 log_softmax 2064 (94.3), bf16
# log_softmax_backward 262152-262208 (75), fp32 past 262144 (92.8-94.2)): auto against the
# alternatives at those rows (scripts/hundredthirteenth_b.txt), allocating, single runs, lines
# begun until 500 s.
#     bash scripts/round_hundredthirteenth_b.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=200 SESSION=hundredthirteenth
matrices_until b 500 120
