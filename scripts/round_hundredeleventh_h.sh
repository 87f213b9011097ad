#!/bin/bash
# Hundred-eleventh session, round h (H200, one call, the session's last device seconds): auto at
# the 16-bit forward's CUDA block entries of 64 threads (scripts/entry_drift.py's lead: fp16
# log_softmax 781's block entry had drifted 100.5 -> 91.7), single runs (try_auto.py); then
# `python scripts/entry_drift.py short 3 docs/bench/hundredeleventh-auto-h-*.txt` offline.
#     bash scripts/round_hundredeleventh_h.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=200
T=60 auto_at auto-h-log_softmax op=log_softmax bf16,fp16 1000,1024,1025,1211,1280,1473
T=60 auto_at auto-h-softmax op=softmax bf16,fp16 781,850,856,861,867,883,899,910,1000,1024,1025
rm -f "$OUT"/*.csv
