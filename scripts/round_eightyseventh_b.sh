#!/bin/bash
# Eighty-seventh session, round b (H200, one call), auto's own pick first (c0), single pass; the
# GPU tests of auto and Triton warp (now to 3072 columns in 16 bits) first:
#   the table with round a's backend_only entries (Triton warp in chunks past 2048, fp32 four
#   rows a program) at fresh widths 2060-3072, auto backend "triton" on it against the table at
#   the session's start (baseline/h200-86.json, carried), and Triton warp's default there;
#   aligned 16-bit backward rows (uncapped by default) against 168 registers
#   (scripts/eightyseventh_b.txt).
#     bash scripts/round_eightyseventh_b.sh
source scripts/device_env.sh; export COLUMNS=250
auto_tests b-gpu-tests 150 "auto or warp"
SESSION=eightyseventh matrices_round b 100
pack_out
