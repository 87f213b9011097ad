#!/bin/bash
# Seventy-ninth session, round e (H200, one call, the session's last device time): the backward's
# entries under 12000 columns carried from the H100 table and never timed on the H200
# (scripts/carried_h200_entries.py matrix softmax_backward log_softmax_backward) against their
# nearest H200-timed neighbours' configs; single pass; an audit, not entered (no time was left to
# check a build at fresh widths).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=seventyninth matrices_round e 30
