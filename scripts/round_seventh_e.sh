#!/bin/bash
# Seventh session, fifth device round: Triton GPU tests (adaptive online programs, register
# caps), then CUDA online 16-bit with the blocks an SM capped.
source scripts/device_env.sh
timeout 300 python -m pytest -q -m gpu tests/ -k "triton" 2>&1 | tail -3
timeout 150 python scripts/try_online_16bit_cap.py 2>&1 | grep -v Warning
