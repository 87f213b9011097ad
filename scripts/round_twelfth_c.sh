#!/bin/bash
# Twelfth session: a row held over a cluster of CTAs in Triton (num_ctas), rank-2 reductions
# ([1, N] rows; then [N / 1024, 1024] rows, which put the long dimension first).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 400 python3 scripts/try_triton_ctas_row.py fp32:131072,262144 bf16:262144 2>&1 | grep -v "^ *%\|^ *}\|^ *tt\.\|^ *scf\.\|^ *\"\|^ *arith\." | tee "$OUT/triton-ctas-row.txt"
