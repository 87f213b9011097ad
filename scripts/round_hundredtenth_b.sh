#!/bin/bash
# Hundred-tenth session, round b (H200, one call), auto with _peels_apart (round a: a Triton online
# entry across the 16-element line served rows over 2 KB at 68-98% of copy, shorter rows lost
# 1-4 points to the next entry): the GPU tests of its picks, then each width it moves
# (scripts/online_carry_scope.py 128 8500 2048 LINES 99: 26 runs, 73 widths;
# scripts/hundredtenth_b.txt, fp32 first, a line an op and dtype), auto against the Triton online kernel served before,
# medians of three.  Then, ops begun until 430 s, auto at 24 random widths of 900-9000 that are
# multiples of 8 elements (16-byte rows either side of the 16-element line), every op and dtype.
#     bash scripts/round_hundredtenth_b.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=200
gpu_tests "16_element_line"
REPEAT=3 SESSION=hundredtenth matrices_until b 400 150
STOP=430 T=110 auto_ops b fp32,bf16,fp16 "$(random_widths 11001 24 900 9000 8)"
mkdir -p "$OUT/csv" && mv "$OUT"/auto-*.csv "$OUT/csv/" 2>/dev/null
lowest 5 120 "$OUT"/auto-b-*.txt
pack_out
