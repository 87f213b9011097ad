#!/bin/bash
# Forty-third session, round j (H100): the final code, online in both backends at the sweep's
# widths from 32768, both ops, every dtype (single runs, as round f).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
online_sweep j
