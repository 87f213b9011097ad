#!/bin/bash
# Eightieth session, round f (H200, one call): the GPU tests of auto and the backward on the final
# table (rounds a and e entered, scripts/h200_weak_entries.py SESSION=eightieth).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
auto_tests f-gpu-tests 200
