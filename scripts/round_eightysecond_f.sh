#!/bin/bash
# Eighty-second session, round f (H200, one call): auto on the final table (round d's and e's
# entries under 128, alignment_bound_under; scripts/h200_narrow_entries.py) beside auto on the
# table before the session (baseline/h200-82a.json, carried), and auto with backend="cuda", at
# widths under 128 neither round timed (scripts/eightysecond_f.txt); single pass.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=eightysecond matrices_round ${1:-f} 30
pack_out
