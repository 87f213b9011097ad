#!/bin/bash
# Fifty-ninth session, round o (H100, one call): the GPU tests of auto on the final table (also at
# every entry this session added, 16-bit 17008's included), --allocate and blocks_per_sm.
source scripts/device_env.sh
gpu_tests "test_auto or allocate or blocks_per_sm or fiftyninth or past_64"
