#!/bin/bash
# Sixty-third session, round u (H100, one call).  Backward cluster stage 2 (the slice's y and dy in
# registers) can now write dx through shared memory and one bulk copy a block (bulk_store=1), as
# forward stage 6 does (fp32 +0.3-2.0, notes entry 144).  The GPU tests, then fp32
# softmax_backward 24001-160000 (stage 2 x 8 / x 16 serve it) with and without bulk stores
# against auto, and fp32 log_softmax_backward at a few of those widths.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
gpu_tests backward_bulk_store
c="strategy=cluster,stage=2"
{ for op in softmax_backward log_softmax_backward; do
    w=24001,29000,40000,50000,65536,68000,90000,120000,131072,160000
    [ $op = log_softmax_backward ] && w=29000,50000,90000,160000
    T=250 explore try_matrix.py op=$op fp32 auto $w strategy=auto $c,cluster_size=8 $c,cluster_size=8,bulk_store=1 \
      $c,cluster_size=16 $c,cluster_size=16,bulk_store=1
  done; } 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/backward.txt"
rm -f "$OUT"/*.csv
