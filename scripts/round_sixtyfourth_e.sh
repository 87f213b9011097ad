#!/bin/bash
# Sixty-fourth session, round e (H100, one call).  Round d: fp32 log_softmax x 16 x 384 with bulk
# stores ran +0.6-1.1 over auto at 231848-245000 but -1.3 at 236000 (x 16 x 256 with bulk stores
# dipped there too, in softmax).  How wide is the dip?  16 random widths over 229500-246500
# (seed 6401) and a fine grid around 236000, auto against that shape.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
w=$(random_widths 6401 16 229500 246500),235500,235800,235900,235950,236000,236050,236100,236200,236500
T=200 explore try_matrix.py op=log_softmax fp32 auto $w strategy=auto \
  strategy=cluster,cluster_size=16,stage=6,bulk_store=1,block_size=384 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/dip.txt"
rm -f "$OUT"/*.csv
