#!/bin/bash
# Seventy-eighth session, round d (H200, one call): the table built from rounds b-c beside the
# session's first (baseline/h200-78a.json, carried) at a width beside each entry round c changed.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=seventyeighth matrices_round d 40
