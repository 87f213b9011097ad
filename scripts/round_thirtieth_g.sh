#!/bin/bash
# Thirtieth session, round g (H100): `g1` 16-bit warp entries between 150 and 512 (192, 224,
# 320, 384 added: round e's bands held 32 lanes at 256 threads off 256, where it leads by 0.5-1,
# for its figure at 196); `g2` log_softmax's own entries below 16384 (bf16, fp32) re-tuned as
# round b did softmax's.  Medians of three interleaved rounds.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=200
rm -f "$TABLE"
tune() { name=$1; shift; timeout ${T:-280} python3 -m softgen.cli tune "$@" --repeat 3 --rep 40 \
           --out "$OUT/tuned-$name.json" --results /tmp/g-$name 2>&1 | tail -${TAIL:-9}
         cp /tmp/g-$name/compare.csv "$OUT/tune-$name-results.csv"; }
case $1 in
  g1) for dtype in bf16 fp16; do
        TAIL=9 tune $dtype --cols 136,150,192,224,256,320,384,512 --dtype $dtype --strategy warp
      done ;;
  g2) TAIL=13 tune log-bf16 --op log_softmax --cols 128,136,150,256,512,781,1000,1024,2048,3000,4096,8192,12345 \
        --dtype bf16 --strategy warp,block,smem
      TAIL=13 tune log-fp32 --op log_softmax --cols 128,256,512,781,1000,1024,1025,2048,3000,4096,8192,12345,16384 \
        --dtype fp32 --strategy warp,block,smem ;;
esac
