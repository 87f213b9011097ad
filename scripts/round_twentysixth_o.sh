#!/bin/bash
# Twenty-sixth session, round o (H100): the Triton gluon kernels that stage rows in shared memory
# with cp.async (online backward, entry 103; smem forward) under compute-sanitizer memcheck and
# racecheck.
set -o pipefail
source scripts/device_env.sh
for tool in memcheck racecheck; do
  timeout 250 compute-sanitizer --tool $tool python3 scripts/sanitize_gluon.py 2>&1 | tail -3
done
