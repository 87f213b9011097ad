#!/bin/bash
# Ninety-first session, round b (H200, one call), single passes on the shipped table: at the
# widths under 95 in round a below 130000 columns (but 16-bit log_softmax 137-147, where every
# shape timed runs under 95: entry 173), auto and the configs of the table's entries at 98 or
# more within a third of the width either side, with cluster shapes beside them
# (scripts/ninetyfirst_b.txt).
#     bash scripts/round_ninetyfirst_b.sh
source scripts/device_env.sh; export COLUMNS=250
SESSION=ninetyfirst matrices_round b 60
pack_out
