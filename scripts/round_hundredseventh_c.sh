#!/bin/bash
# Hundred-seventh session, round c (H200, one call): the GPU tests of Triton online after round
# b's rules (fp32 forward rows of 257-511 groups of 16 bytes in one tile of 8 groups a thread,
# 16-bit softmax_backward rows of 65-127 groups in tiles of 2) and of round a's fp32 softmax 544
# entry; then auto at random widths, every op (single runs; a width under 95 is timed twice more):
# fp32 at 8 drawn of 300-4000 (7 distinct), 16-bit at 6 of 4000-30000.
#     bash scripts/round_hundredseventh_c.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=200
timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests/ -k "(triton and online) or one_tile or short_backward_rows or hundredseventh" \
  -n 8 -rfE 2>&1 | tail -4 | tee "$OUT/gpu-tests.txt"
auto_ops c32 fp32 random=1071:8:300:4000
auto_ops c16 bf16,fp16 random=1072:6:4000:30000
pack_out
