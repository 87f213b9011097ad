#!/bin/bash
# Forty-fifth session, round g (H100): online in both backends at the sweep's widths from 32768,
# both ops, every dtype, after the split merge (round e), single runs.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
online_sweep g 2>&1 | grep -v "^  c[0-9]"
