#!/bin/bash
# Seventy-fifth session, round d (H200, one call): cluster stage 7 at 128 threads, eight blocks an SM
# (64 registers), 4-6 packs a thread in registers and the rest of the slice in shared memory
# (try_matrix's s7packs): more of a row on chip an SM than stage 6's 80 registers hold, so more rows
# in flight at 16-bit 100000-262144.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=seventyfifth matrices_round d 200
