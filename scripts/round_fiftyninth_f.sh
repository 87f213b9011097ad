#!/bin/bash
# Fifty-ninth session, round h (H100, one call): the GPU tests of auto (also at this session's
# entries, both backends), --allocate, blocks_per_sm and fp32 stage 6 past 64 elements a thread,
# on the final table.
source scripts/device_env.sh
gpu_tests "test_auto or allocate or blocks_per_sm or fiftyninth or past_64"
