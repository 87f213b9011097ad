#!/bin/bash
# Eightieth session, round a (H200, two calls: a1 then a2): the backward's entries carried from the
# H100 table and never timed on the H200 (scripts/carried_h200_entries.py matrix softmax_backward
# log_softmax_backward; the seventy-ninth session's round e ran out after 8 of them) against their
# nearest H200-timed neighbours' configs; a2 also times fp32 log_softmax 258-263 and the backend
# "cuda" fp32 picks at 461-486 (moved after round seventyninth d, never timed); single pass.
#     bash scripts/round_eightieth_a.sh a1;  bash scripts/round_eightieth_a.sh a2
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=eightieth matrices_round "$1" 60
