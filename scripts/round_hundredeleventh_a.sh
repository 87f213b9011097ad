#!/bin/bash
# Hundred-eleventh session, round a (H200, four calls back to back; the peers' wheels in three parts:
# argument 1 carries .peerwheels/p1, 2 carries p2, 3 carries p3, 4 nothing).  auto against the
# peers on the H200, where they were never timed (the sixty-fifth session's were on the H100):
# allocating (alloc=1, y = f(x), as the peers allocate), trains of 20 calls, medians of three,
# % of a copy timed in the same run, each kernel (peers included) validated first.
# 1: the GPU tests of the 16-element line's picks, fp32 log_softmax 4108 / 4136 added (cluster 128 x 2
#    since entry 193) (15 passed in the session's first try; `1 skip` stashes the part alone).
# 2: log_softmax and log_softmax_backward against torch (no other peer has them), every dtype.
# 3: softmax against torch, liger and quack, fp32 and bf16.
# 4: softmax fp16, then softmax_backward against torch and quack, every dtype.
# Widths: the sweep's 17 and 12 that models use (hidden sizes and vocabularies).
#     bash scripts/round_hundredeleventh_a.sh 1|2|3|4        (device tool)
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
sweep=128,256,512,781,1000,1024,2048,3000,4096,8192,12345,16384,32768,50000,65536,131072,262144
models=768,1536,2560,3584,5120,7168,11008,14336,32000,128256,151936,200064
auto="strategy=auto,alloc=1"
# peers OP DTYPES STOP PEERS...: auto and PEERS at the sweep's and the models' widths, a dtype a
# table into $OUT/peers-OP.txt, dtypes begun until STOP seconds of the call
peers() { local op=$1 dts=$2 stop=$3 dt w; shift 3
          for dt in ${dts//,/ }; do
            for w in $sweep $models; do
              [ $SECONDS -gt "$stop" ] && { echo "== stopped at $SECONDS s: $op $dt $w"; continue; }
              T=280 explore try_matrix.py op=$op $dt auto $w $auto "$@"
            done
          done 2>&1 | peer_rows | tee -a "$OUT/peers-$op.txt"; }
peers_part "${1/4/3}"
case $1 in
1) [ "$2" = skip ] || gpu_tests "16_element_line" ;;
2) peers log_softmax fp32,bf16,fp16 170 peer=torch
   peers log_softmax_backward fp32,bf16,fp16 290 peer=torch ;;
3) peers softmax fp32,bf16 300 peer=torch peer=liger peer=quack ;;
4) peers softmax fp16 200 peer=torch peer=liger peer=quack
   peers softmax_backward fp32,bf16,fp16 500 peer=torch peer=quack ;;
esac
rm -f "$OUT"/*.csv
