#!/bin/bash
# Thirty-third session, round a (H100): cluster stage 1 with prefetch (two slice buffers a block,
# the next row's slice copied with cp.async while this one is reduced and written, a persistent
# grid of the clusters the device holds).  Past 262144 auto runs 81-95 (16-bit 296699-333613
# 92-95, 458759-650000 81-93; fp32 above 355000 86-94): one row a cluster at a time, so an SM's
# loads stop while it reduces and writes.  `a1 DTYPE WIDTHS`: grids held / held-1 / 2 x held,
# 256 and 512 threads, against auto; single runs.  Ran at d696eff: prefetch was taken out after
# (notes entry 109).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
case $1 in
  a1) T=${T:-280} explore try_prefetch.py $2 $3 "" block_size=512 ;;
  a2) shift; dtype=$1 widths=$2; shift 2
      REPEAT=3 T=${T:-400} explore try_prefetch.py $dtype $widths "$@" ;;
esac
