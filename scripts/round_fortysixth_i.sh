#!/bin/bash
# Forty-sixth session, round i (H100): auto against quack and liger where they led in rounds b-h,
# timed as do_bench does, with the GPU busy through the call's host part, and in trains of 20
# back-to-back calls (20 times finer than a CUDA event's 0.5 us, 0.6% of these kernels).
# `i1` (carry .peerwheels/a): stash the peers' first wheels; `i2` (carry .peerwheels/b, the next
# call): install them and time.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
case $1 in
  i1) bash scripts/install_peers.sh stash; exit ;;
  i2) bash scripts/install_peers.sh install ;;
esac
for args in "bf16 256,512,1024,2048,8192,262144" "fp16 256,512,1024,3000,4096,262144" "fp32 128,256,4096"; do
  REPEAT=5 T=280 explore try_launch_gap.py $args strategy=auto peer=quack peer=liger
done
