#!/bin/bash
# Sixty-seventh session, round b (H100, three calls back to back, the peers' wheels in three parts:
# argument N carries .peerwheels/pN). `softgen compare` in single calls (do_bench), allocating.
# b1: early launch on and off (SOFTGEN_PDL=0) in single calls, where a peer led in round a.
# b3: auto against quack and liger at 12 random widths a dtype (multiples of 16 bytes, 128-262143,
#     seeds 671-673), single calls.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
peers_part "$1"
case $1 in
1) for pdl in 0 1; do
     SOFTGEN_PDL=$pdl T=120 auto_compare b1-pdl$pdl-bf16 --cols 1024,12345,88000,163064,262144 --dtype bf16 --peers ""
     SOFTGEN_PDL=$pdl T=100 auto_compare b1-pdl$pdl-fp32 --cols 4096,88000,160000 --dtype fp32 --peers ""
   done ;;
3) for dt in bf16 fp16 fp32; do
     case $dt in bf16) i=1 m=8 ;; fp16) i=2 m=8 ;; fp32) i=3 m=4 ;; esac
     T=200 auto_compare b3-$dt --cols "$(random_widths $((670 + i)) 12 128 262143 $m)" --dtype $dt --peers quack,liger
   done ;;
esac
rm -f "$OUT"/*/*.png "$OUT"/*/*.json*
