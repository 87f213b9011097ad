#!/bin/bash
# Forty-sixth session, round d (H100, the machine round b installed the peers on): is the peers'
# lead at short rows the kernel's or its launch's?  auto, quack and liger timed as do_bench does
# and with the GPU kept busy while the call's host part runs, and their host time a call.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
for args in "bf16 256,512,1000,1024,2048" "fp16 256,512,1024,2048" "fp32 128,1000"; do
  REPEAT=5 T=200 explore try_launch_gap.py $args strategy=auto peer=quack peer=liger peer=torch
done
