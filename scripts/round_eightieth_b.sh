#!/bin/bash
# Eightieth session, round b (H200, one call): the GPU tests of auto and the backward on the table
# built from round a (scripts/h200_weak_entries.py, SESSION=eightieth), then that table beside the
# session's first (baseline/h200-80a.json, carried) at a fresh width beside each entry it changed
# (scripts/changed_entry_widths.py > eightieth_bv.txt); single pass.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
auto_tests b-gpu-tests 150
SESSION=eightieth matrices_round bv 60
