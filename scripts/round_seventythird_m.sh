#!/bin/bash
# Seventy-third session, round m (H200, one call): fp32 softmax_backward 248000-250731, where the
# 247491 entry (stage 4 x 12, 576 threads) carries into 10 packs a thread and 228 bytes of spills
# from 248833 (AUDIT_GPU=h200 AUDIT_FROM=65536 python scripts/audit_spills.py softmax_backward),
# against stage 4 x 16 and the x 8 entry of 262144 (scripts/seventythird_m.txt), single runs.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
matrices_round m ${T:-150}
