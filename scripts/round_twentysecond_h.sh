#!/bin/bash
# Twenty-second session, round h (H100): 16-bit cluster stage 1 over 16 blocks ran 97.8 at
# bf16 131072 (128 threads, 8 packs a thread) and 79-87 from 131203 to 132513 (round g), where
# the default block steps to 256 threads of 5 packs, 53 registers.  Blocks of whole warps sized
# to the slice (at most 8 / 6 / 4 packs a thread) against the shipped pick and 134001's config.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
W=100001,110000,120003,131072,131203,132120,137000,145001,152000,163263,176000,188933,200001,215000,231001,250000,262143
explore try_width_rules.py op=softmax bf16 $W shipped c16_tight8 c16_tight6 c16_tight4 c16_c134
T=120 explore try_width_rules.py op=log_softmax bf16 $W shipped c16_tight8 c16_tight6 c16_c134
