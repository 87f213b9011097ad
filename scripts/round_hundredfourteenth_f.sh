#!/bin/bash
# Hundred-fourteenth session, round f (H200, one call): cluster stage 2 at 14 / 15 blocks a row
# (quack's x 16 at 151936 leaves its last block without columns) against auto at fp32
# 146000-156000 (scripts/hundredfourteenth_f.txt), allocating, medians of three.
#     bash scripts/round_hundredfourteenth_f.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=200 SESSION=hundredfourteenth REPEAT=3
matrices_until f ${STOP:-300} 150
