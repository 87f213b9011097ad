#!/bin/bash
# Sixtieth session, rounds f and g (H100, two calls back to back: f carries .peerwheels/a, g,
# argument "peers", carries .peerwheels/b).  Trains of 20, medians of three, allocating.
# f: fp16 softmax_backward's CUDA kernels at 8192, its Triton entry's width (`backend="cuda"` ran
#    104.0-104.3 at 6000-8193 against Triton's 105.4-105.7, round e): `softgen tune` there, warp /
#    block / smem / cluster, no band check; and bf16 / fp16 softmax 86000-98304 at stage 6 x 8 x
#    256, four blocks an SM (round fiftyninth m: +0.0-0.6 at single widths), against auto.
# g: auto against quack and liger at fp32 softmax 4148-5699 (CUDA block x 512 now) and at bf16
#    88000-98304.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
if [ "$1" != peers ]; then
  bash scripts/install_peers.sh stash
  timeout 150 python3 -m softgen.cli tune --op softmax_backward --dtype fp16 --cols 8192 --no-bands --repeat 3 --train 20 \
    --strategy warp,block,smem,cluster --out "$OUT/twin-backward-fp16.json" --results "$OUT/twin-backward-fp16" 2>&1 | tail -3
  X8="strategy=cluster,stage=6,cluster_size=8,block_size=256,blocks_per_sm=4,alloc=1"
  { T=150 explore try_matrix.py bf16 auto 86000,88000,90112,92000,95424,97280,98304 strategy=auto,alloc=1 $X8
    T=150 explore try_matrix.py fp16 auto 86000,88000,90112,92000,95424,97280,98304 strategy=auto,alloc=1 $X8; } 2>&1 \
    | grep -v "^   runs\|SpecError" | tee "$OUT/x8-four-blocks.txt"
  rm -f "$OUT"/*.csv "$OUT"/*/*.png; exit
fi
python3 -c "import quack, liger_kernel" 2>/dev/null || bash scripts/install_peers.sh install
{ T=200 explore try_matrix.py fp32 auto 4148,4200,4400,4576,4874,5000,5149,5501,5600,5699 strategy=auto,alloc=1 peer=liger peer=quack
  T=150 explore try_matrix.py bf16 auto 88000,90112,92000,95424,97280 strategy=auto,alloc=1 peer=quack; } 2>&1 \
  | grep -v "RuntimeError\|AssertionError\|^   runs\|SpecError" | tee "$OUT/peers.txt"
rm -f "$OUT"/*.csv
