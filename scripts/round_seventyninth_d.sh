#!/bin/bash
# Seventy-ninth session, round d (H200, one call): the GPU tests of auto and the backward on the
# table built from rounds a-c (scripts/h200_weak_entries.py), then that table beside the session's
# first (baseline/h200-79a.json, carried) at a fresh width beside each entry it changed
# (scripts/changed_entry_widths.py > seventyninth_dv.txt).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
auto_tests d-gpu-tests 140
SESSION=seventyninth matrices_round dv 40
