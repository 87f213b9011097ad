#!/bin/bash
# Eighty-seventh session, round d (H200, one call), auto's own pick first (c0), single pass; the
# GPU tests of auto and Triton warp first, then Triton warp's registers and stack a thread on
# the device's Triton (3.6) at the plan's caps past 2048 (scripts/triton_ptx.py; the round ran a
# script of its own then, since removed, that compiled them the same way: on triton 3.9 both
# report the same registers and stack; docs/bench/eightyseventh-d-registers.txt):
#   the final table at fresh fp32 widths by 2048 (round c's entries), both backends, against the
#   table at the session's start (baseline/h200-86.json, carried); aligned log_softmax_backward
#   rows of twelve chunks (168 registers now) against uncapped; the 16-bit forward past 2048
#   (86-94 at 2100-2700) at 2 / 8 warps a program and 2 / 3 stages (scripts/eightyseventh_d.txt).
#     bash scripts/round_eightyseventh_d.sh
source scripts/device_env.sh; export COLUMNS=250
auto_tests d-gpu-tests 150 "auto or warp"
python3 -c "import triton; print('triton', triton.__version__)" | tee "$OUT/d-registers.txt"
for shape in "softmax bf16 2100" "softmax bf16 2500" "softmax bf16 2900" "log_softmax bf16 3071" \
             "softmax_backward bf16 2100" "softmax_backward fp16 2300" "softmax_backward bf16 2900" \
             "log_softmax_backward bf16 2100" "log_softmax_backward bf16 2500" "log_softmax_backward fp16 2900" \
             "log_softmax_backward bf16 3072"; do
  set -- $shape; timeout 30 python3 scripts/triton_ptx.py op=$1 warp $3 $2 2>&1 | head -1
done | tee -a "$OUT/d-registers.txt"
SESSION=eightyseventh matrices_round d 100
pack_out
