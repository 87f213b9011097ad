#!/bin/bash
# Hundred-thirteenth session, round j (H200, one call), after the 65663 entries (cluster x 8
# stage 4, rounds h-i): the session's GPU tests, then auto against the table before the session
# (baseline/h200_113before.json, carried) at the odd rows the new entries take (65405-65535 from
# 65148's entry, 65821-66079 from 66500's, and past 65536), allocating, single runs.
#     bash scripts/round_hundredthirteenth_j.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=200 SESSION=hundredthirteenth
gpu_tests "hundredthirteenth"
matrices_until j 200 100
