#!/bin/bash
# Hundred-sixth session, round a (H200, one call; carries baseline/h200-before-h105.json, the table
# at 85d5a867, before the hundred-fifth session's round h entries), medians of five:
#  - the GPU tests of the hundred-fifth session's entries, round h's short 16-bit rows included;
#  - auto against auto on the table before round h where its entries now serve other widths
#    (scripts/served_diff.py): bf16 softmax 815-847 odd and 888-952 aligned, fp16 log_softmax
#    813-915 and 888-952 aligned;
#  - fp16 softmax_backward 513-536 (521: 85-91 in round i): Triton online pads a row of 513-1024
#    to 1024 lanes; auto against CUDA block / warp and the Triton strategies;
#  - auto at 8 random 16-bit widths of 300-4000 (seed 1070, mostly not a multiple of 16 bytes),
#    every op, medians of three.
#     bash scripts/round_hundredsixth_a.sh            (device tool, carry ["baseline"])
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
timeout 150 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -k "hundredfifth" -n 8 -rfE 2>&1 \
  | tail -5 | tee "$OUT/gpu-tests.txt"
SESSION=hundredsixth matrices_round a 120
REPEAT=3 T=45 auto_ops a16 bf16,fp16 random=1070:8:300:4000; rm -f "$OUT"/*.csv
lowest 4 120 "$OUT"/auto-a16-*.txt
pack_out
