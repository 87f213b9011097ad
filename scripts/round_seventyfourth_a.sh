#!/bin/bash
# Seventy-fourth session, round a (H200, one call): auto's picks with and without two rules the
# H200 table could name (scripts/try_table_rule.py, auto._carries), at the middle width each run
# of moved widths: "packs_bound" (a cluster stage 2 / 4 / 6 entry serves no width where its kernel
# holds more packs a thread than at its own) and "cuda cluster stage 1 backward" in
# "alignment_bound" (such an entry serves only widths of its own 16-byte alignment), single runs.
# (packs_bound: auto._carries refused where plan.packs_per_thread > timed.packs_per_thread at stages
# 2, 4 and 6, replaced by warps_bound in round b; the kind "cuda cluster stage 1 backward": auto._kind_bound
# of commit 52cd2db, dropped after this round.)
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
TIME=1 timeout ${T:-270} python3 scripts/try_table_rule.py h200 packs_bound 2>&1 | tee "$OUT/a-packs.txt"
TIME=1 timeout ${T:-270} python3 scripts/try_table_rule.py h200 "cuda cluster stage 1 backward" \
  softmax_backward log_softmax_backward 2>&1 | tee "$OUT/a-align.txt"
