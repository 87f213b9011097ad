#!/bin/bash
# Forty-seventh session, round p (H100): register entries with an explicit shape, at widths past
# them where the shape holds two packs a thread for a few more than one (a static audit of the
# final table: slots used under 60%): auto against the strategy's own sizing; trains of 20,
# medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
explore try_matrix.py fp16 block 1024,1030,1032,1040,1050,1064 strategy=auto "" strategy=warp,backend=triton 2>&1 | grep -v "^   runs\|SpecError"
explore try_matrix.py fp32 warp 128,136,144,152 strategy=auto "" strategy=block 2>&1 | grep -v "^   runs\|SpecError"
explore try_matrix.py fp32 block 1184,1208,1224 strategy=auto "" 2>&1 | grep -v "^   runs\|SpecError"
for dt in bf16 fp16; do
  explore try_matrix.py op=softmax_backward $dt warp 128,136,144,152 strategy=auto "" 2>&1 | grep -v "^   runs\|SpecError"
done
explore try_matrix.py op=softmax_backward fp32 block 2048,2056,2100,2200,2400 strategy=auto "" block_size=256 2>&1 | grep -v "^   runs\|SpecError"
