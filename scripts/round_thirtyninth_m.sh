#!/bin/bash
# Thirty-ninth session, round m (H100): CUDA online with its rows' packs aligned to 32-byte sectors
# (align=2, as fp32 cluster's since notes entry 90), at odd widths, where the split ran 3-5 under
# aligned rows of the same size (entry 118), and short ones; medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 T=250 explore try_matrix.py fp32 online 3001,12345,50001,100003,150001,200000,200003,250001,300001 "" align=2 | tee "$OUT/m-fp32.txt"
REPEAT=3 T=150 explore try_matrix.py bf16 online 12345,100003,200003,300001 "" align=2 | tee "$OUT/m-bf16.txt"
