#!/bin/bash
# Hundred-sixth session, round c (H200, one call; carries baseline/h200-before-106.json, the table
# at the session's start, b228282c), medians of three: round b's spot
# checks found Triton online under 95 just past a power of two (fp32 softmax 528 92.8, fp32
# log_softmax 536 89.8, fp16 log_softmax 1039 78.4; fp16 / bf16 softmax_backward 520 85 / 78 in
# rounds a-b): auto against online and the register and shared-memory strategies of both backends
# where Triton online serves past 512 (fp32) and 1024 (16-bit) columns; then bf16 softmax_backward
# where round b's entries (shipped) moved it, against the table before, backend "both" and "cuda";
# then the GPU tests of round b's entries.  Then, in the same call, round d: round c's entries
# (scripts/hundredsixth_entries.py on the table at the session's start, with round b's) into
# baseline/h200-cand3-106.json, and auto against auto on it at fresh widths of the same bands
# (scripts/hundredsixth_d.txt).
#     bash scripts/round_hundredsixth_c.sh            (device tool, carry ["baseline"])
source scripts/device_env.sh; export COLUMNS=200 REPEAT=3
SESSION=hundredsixth matrices_round c 150
timeout 120 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -k "hundredsixth or hundredfifth" -n 8 -rfE 2>&1 \
  | tail -5 | tee "$OUT/gpu-tests.txt"
cp baseline/h200-before-106.json baseline/h200-cand3-106.json
(cd scripts && python3 hundredsixth_entries.py ../baseline/h200-cand3-106.json \
   ../docs/bench/hundredsixth-b-matrices.txt "$(realpath "$OUT")/c-matrices.txt") 2>&1 | tee "$OUT/c-entries.txt"
cp baseline/h200-cand3-106.json "$OUT/"
SESSION=hundredsixth matrices_round d 150
pack_out
