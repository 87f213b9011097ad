#!/bin/bash
# Seventy-fifth session, round g (H200, one call): fp16 stage 7 at five packs a thread (six spilled
# 8-16 bytes at 64 registers) at round e's widths, and 16-bit 98500 / 99500, where 96500's stage 6
# entry would take seven packs and spill; auto is the table before the session.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=seventyfifth matrices_round g 250
