#!/bin/bash
# Sixtieth session, round x (H100, one call).  GPU tests on the final table: auto (fp32 4096 now
# block x 512), the CUDA twins (2290 and 3800 added), the fp16 backward block entries, --allocate,
# blocks_per_sm, the fifty-ninth entries and fp32 stage 6 past 64 elements.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
gpu_tests "test_auto or allocate or blocks_per_sm or fiftyninth or past_64 or block_entries"
