#!/bin/bash
# Forty-sixth session, round d (H100): is the peers' lead at short rows the kernel's or its
# launch's?  auto, quack, liger and torch timed as do_bench does and with the GPU kept busy while
# the call's host part runs, and their host time a call.  `d1` (carry .peerwheels/a): stash the
# peers' first wheels, auto and torch alone; `d2` (carry .peerwheels/b, the next call): install
# the peers, all four.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
case $1 in
  d1) bash scripts/install_peers.sh stash; peers="peer=torch" ;;
  d2) bash scripts/install_peers.sh install; peers="peer=quack peer=liger peer=torch" ;;
esac
for args in "bf16 256,512,1000,1024,2048" "fp16 256,512,1024,2048" "fp32 128,1000"; do
  REPEAT=5 T=200 explore try_launch_gap.py $args strategy=auto $peers
done
