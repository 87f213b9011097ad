#!/bin/bash
# Seventy-fourth session, round h (H200, one call): 16-bit softmax / log_softmax at 10 fresh random
# widths (log-uniform, 4000-90000, seeds 7421-7424) an op and dtype, auto (the table of round g,
# baseline/h200-74g.json) against auto on the table before the session (baseline/h200-73end.json);
# bf16 softmax 24700-33250, where round g's 24001 (x 2 bounded to four blocks) and 32767 (x 2)
# entries carry into 36 / 84 bytes of spills (scripts/audit_spills.py), against four stage 6
# shapes (scripts/seventyfourth_h.txt); single runs.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 SESSION=seventyfourth
matrices_round h ${T:-200}
