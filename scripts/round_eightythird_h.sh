#!/bin/bash
# Eighty-third session, round h (H200, one call): Triton warp 16-bit log_softmax at rows whose
# chunks reach past the power of two (five chunks: 249-255 at 8 lanes, 505-511 at 16), where the
# packs path takes 109 registers (80 at other widths), uncapped and capped at 96 and 80 registers
# a thread (try_matrix's regs=N; no spills when compiled here); CUDA warp beside; single pass.
source scripts/device_env.sh; export COLUMNS=250
for dt in bf16 fp16; do
  timeout 90 python3 scripts/try_matrix.py op=log_softmax $dt warp 249,255,509,511 "" backend=triton \
      backend=triton,regs=96 backend=triton,regs=80 2>&1 | grep -v "^\s*$"
done | tee "$OUT/h-matrices.txt"
