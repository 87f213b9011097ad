#!/bin/bash
# Fifty-first session, round j (H100, the call after round i on the same machine; run as one
# command line): auto at 24 random widths (seed 4867), every op and dtype, on the final table.
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20; rm -f "$TABLE"
sweep j 4867
