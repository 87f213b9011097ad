#!/bin/bash
# Fifty-sixth session, round b (H100, the call after round a, carries .peerwheels/b): the peers
# installed, then scripts/probe_output_buffer.py: auto, liger's bare kernel, liger's autograd
# Function and quack, each writing into the copy's buffer y, into a second buffer and allocating,
# at fp32 476-2488 (liger's lead, entry 134) and at the widths where a peer leads (bf16 224, fp16
# 163064, 16-bit 262144, fp32 155392-178704); trains of 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
python3 -c "import quack, liger_kernel" 2>/dev/null || bash scripts/install_peers.sh install
cd scripts
{ timeout 200 python3 probe_output_buffer.py 476,496,552,600,632,1392,2488 3 fp32
  timeout 100 python3 probe_output_buffer.py 155392,178704 3 fp32
  timeout 100 python3 probe_output_buffer.py 262144 3 bf16
  timeout 100 python3 probe_output_buffer.py 163064,262144 3 fp16; } 2>&1 | grep -v "^\s*$" | tee "$OUT/buffer.txt"
