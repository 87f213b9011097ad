#!/bin/bash
# Hundred-fifth session, round e (H200, one call; carries baseline/h200-before-105.json, the table
# at 521e9206), medians of five: auto against auto on the table before this session at eight
# fresh widths a group (seeds 1060-1062), each checked with scripts/served_diff.py's `served` to be
# served by another kernel: fp32 log_softmax 172100-185000, fp32 softmax_backward 221000-227000,
# fp16 softmax 118800-121000 and 168500-175000.  Then the GPU tests of this session's entries and
# of cluster stage 7 at a blocks bound and backward stage 4.
#     bash scripts/round_hundredfifth_e.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
SESSION=hundredfifth matrices_round e 150
timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py \
  -k "hundredfifth or stage7_packs_from_the_blocks_bound or stage7_registers or stage4" -n 8 -rfE 2>&1 \
  | tail -5 | tee "$OUT/gpu-tests.txt"
pack_out
