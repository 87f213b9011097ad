#!/bin/bash
# Seventy-seventh session, round g (H200, one call): the session's final table (auto) beside the
# one it started from (baseline/h200-77a.json, carried) at fresh random widths (seeds 7721-7722),
# fp32 softmax_backward and log_softmax_backward 225000-262144; twice.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=seventyseventh matrices_passes g 250
