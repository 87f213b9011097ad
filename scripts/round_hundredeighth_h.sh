#!/bin/bash
# Hundred-eighth session, round h (H200, one call): the GPU tests of the session's entries, then
# auto on the table with round g's entries (fp32 softmax / log_softmax 18432, fp32 log_softmax 6400)
# against the table before them (baseline/h200-before-g-108.json: this session's rounds d-f) across
# the widths they serve (served_diff: fp32 log_softmax 6093-6532, fp32 forward 17796-18435),
# medians of three.
#     bash scripts/round_hundredeighth_h.sh            (device tool, carry ["baseline"])
source scripts/device_env.sh; export COLUMNS=200 REPEAT=3
timeout 120 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -k "hundredeighth" \
  -n 8 -rfE 2>&1 | tail -4 | tee "$OUT/gpu-tests.txt"
SESSION=hundredeighth matrices_round h 60
pack_out
