#!/bin/bash
# Fifty-eighth session, round n (H100, one call): the GPU tests of auto (among them auto where
# this session's entries serve), --allocate and blocks_per_sm on the final table.
source scripts/device_env.sh
rm -f "$TABLE"
gpu_tests "test_auto or allocate or blocks_per_sm"
