#!/bin/bash
# Seventy-fifth session, round e (H200, two calls: PART=1 the softmax lines, PART=2 log_softmax):
# 16-bit stage 7 at a blocks_per_sm bound (its packs in registers from the bound, notes entry 158)
# at 13 widths 96500-262144, x 16 at 96-256 threads and x 8 at 128, beside auto.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
if [ "${PART:-1}" = 1 ]; then sed -n 1,2p scripts/seventyfifth_e.txt > /tmp/e.txt; else sed -n 3,4p scripts/seventyfifth_e.txt > /tmp/e.txt; fi
T=280 matrices /tmp/e.txt | peer_rows | grep -v "^   runs" | tee "$OUT/e${PART:-1}-matrices.txt"
rm -f "$OUT"/*.csv
