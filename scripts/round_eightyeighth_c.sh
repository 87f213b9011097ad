#!/bin/bash
# Eighty-eighth session, round c (H200, one call), auto's own pick first (c0), single pass:
#   Triton warp's registers at 16-bit forward rows past 2048 not a multiple of 16 bytes, one warp
#   a program (round b: at nine chunks 96 ran 98.4-99.0 where 128 ran 93.8-95.6): 128 (the
#   default), 80, 96, 112 at fresh widths of nine to twelve chunks; rows of eight chunks
#   (1811-2039) at 96 and one warp a program (scripts/eightyeighth_c.txt); then the registers
#   and stack those caps take on the device's Triton.
#     bash scripts/round_eightyeighth_c.sh
source scripts/device_env.sh; export COLUMNS=250
SESSION=eightyeighth matrices_round c 120
python3 -c "import triton; print('triton', triton.__version__)" | tee "$OUT/c-registers.txt"
for shape in "softmax bf16 2077" "softmax bf16 2389" "log_softmax fp16 2733" "softmax bf16 3047"; do
  set -- $shape
  for r in 80 96 112 128; do timeout 30 python3 scripts/triton_ptx.py op=$1 warp $3 $2 maxnreg=$r 2>&1 | head -1; done
done | tee -a "$OUT/c-registers.txt"
pack_out
