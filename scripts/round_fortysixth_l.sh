#!/bin/bash
# Forty-sixth session, round l (H100; carry baseline/h100-old.json, the table before it): auto with
# the 16-bit entries to 512 storing plainly (evict_first=0) against the table before, across their
# bands, with CUDA warp at 32 lanes x 128 and CUDA block storing plainly beside them; trains of 20,
# medians of three.  `l1`: softmax; `l2`: log_softmax and fp32.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
w="128,136,144,150,160,170,176,184,192,210,224,240,256,280,300,320,350,384,420,450,512"
c="strategy=auto,table=h100-old strategy=auto threads_per_row=32,block_size=128,evict_first=0 strategy=block,evict_first=0"
case $1 in
  l3) ;;
  l1) for dt in bf16 fp16; do T=280 explore try_matrix.py $dt warp $w $c; done ;;
  l2) for dt in bf16 fp16; do T=280 explore try_matrix.py op=log_softmax $dt warp $w $c; done
      T=200 explore try_matrix.py fp32 warp 128,150,192,256,300,384,450 $c strategy=block ;;
esac
# `l3`: where plain stores collapse (bf16 150 / 170 ran 63-69 in l1): widths around them, aligned
# (a multiple of 8 elements) or not, CUDA warp's default with each store
if [ "$1" = l3 ]; then
  T=200 explore try_matrix.py bf16 warp 144,148,150,152,160,166,168,170,176,184,200,216,232,248,264,296,328,360,400,460,500 \
      "" evict_first=0 threads_per_row=16 threads_per_row=16,evict_first=0
fi
