#!/bin/bash
# Sixty-third session, rounds v and w (H100; run as inline commands, recorded here).  Round u:
# backward stage 2 with bulk stores ran level with its register stores at fp32 24001-160000, but
# auto ran 100.0 at softmax_backward 40000 where stage 2 x 8 / x 16 ran 103.1-103.5 (32768's
# default plan served there).  v: fp32 softmax_backward and log_softmax_backward 30000-45000,
# stage 2 x 8, x 16, x 16 with bulk stores against auto.  w (argument "w"; carries
# baseline/h100-before-63w.json, the table before 32768's and 37000's backward entries took x 16
# with bulk stores): auto against it across the runs scripts/served_diff.py lists (30827-43011).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
c=strategy=cluster,stage=2
for op in softmax_backward log_softmax_backward; do
  if [ "$1" != w ]; then
    T=200 explore try_matrix.py op=$op fp32 auto 30000,32000,32767,32768,33000,35000,37000,39000,40000,42000,45000 \
      strategy=auto $c,cluster_size=8 $c,cluster_size=16 $c,cluster_size=16,bulk_store=1 2>&1 | grep -v "^   runs\|SpecError"
  else
    T=200 against_table h100-before-63w $op fp32 30826,30827,31500,32767,32768,34000,36000,38000,40477,40478,42000,43011,43012
  fi
done 2>&1 | tee "$OUT/backward.txt"
rm -f "$OUT"/*.csv
