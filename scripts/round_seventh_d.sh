#!/bin/bash
# Seventh session, fourth device round: Triton GPU tests with the register cap, the cap on
# and off across widths, the staged cluster kernels' UNROLL / launch bounds on the longest rows.
source scripts/device_env.sh
timeout 230 python -m pytest -q -m gpu tests/ -k "triton" -x 2>&1 | tail -3
timeout 100 python scripts/try_triton_cap_widths.py 2>&1 | grep -v Warning
timeout 200 python scripts/try_cluster_unroll.py 2>&1 | grep -v Warning
