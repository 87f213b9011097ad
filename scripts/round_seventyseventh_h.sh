#!/bin/bash
# Seventy-seventh session, round h (H200, one call): dy read twice (backward stage 3, stage 4's
# rest) with its first read kept in L2 (evict_last policy) and y's read evict-first, against the
# templates before (scripts/seventyseventh_h.patch reversed), alternately twice each; fp32 at
# round a's widths, bf16 at 528000 / 700000. First the GPU tests of stages 3-4 on the new templates.
# (It ran with the change uncommitted, spread over common / grad / staged.cuh.j2, the same loads
# and hints; the templates before were copied from a folder. The patch is the change as committed.)
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
auto_tests h-gpu-tests 150 "y_staged or stage4_dy_rest"
for pass in 1 2; do
  for which in kept before; do
    [ $which = before ] && patch -s -R -p1 < scripts/seventyseventh_h.patch
    T=200 matrices scripts/seventyseventh_h.txt | peer_rows | grep -v "^   runs" > "$OUT/h-$which-pass$pass.txt"
    echo "== $which pass $pass"; grep -v "^  c" "$OUT/h-$which-pass$pass.txt"
    [ $which = before ] && patch -s -p1 < scripts/seventyseventh_h.patch
  done
done
rm -f "$OUT"/*.csv
