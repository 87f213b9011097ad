#!/bin/bash
# Hundred-fourteenth session, round c (H200, one call): auto at 16 fresh random widths of
# 128-262144 (seed 1141, log-uniform, the same for every dtype), every op and dtype, single runs
# (a cell under 95 re-timed to a median of three); then the lowest cells.
#     bash scripts/round_hundredfourteenth_c.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=200
STOP=${STOP:-420} T=150 auto_ops c fp32,bf16,fp16 random=${SEED:-1141}:16:128:262144
rm -f "$OUT"/*.csv; lowest 6 120 "$OUT"/auto-c-*.txt
