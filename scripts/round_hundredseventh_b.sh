#!/bin/bash
# Hundred-seventh session, round b (H200, one call; carries baseline/h200-before-107.json, the
# table at the session's start, b3edbf51), medians of three: Triton online's short-row shapes
# after round a (the launcher's rule, c1, against the shape before it, set in the spec, c2, which
# renders the same kernel and launch): fp32 forward rows of 129-511 groups of 16 bytes in one
# tile of 8 groups a thread; 16-bit backward rows of 65-127 groups in tiles of 2 groups a thread,
# and of 359-511 in one tile of 8 warps; fp32 backward rows of 65-127 groups at 2 groups a thread
# (set in the spec) against its 4; then auto on the table with round a's entry (fp32 softmax 544's CUDA
# block) against the table before it; then the GPU tests of Triton online.
#     bash scripts/round_hundredseventh_b.sh            (device tool, carry ["baseline"])
source scripts/device_env.sh; export COLUMNS=200 REPEAT=3
SESSION=hundredseventh matrices_round b 60
timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests/ -k "(triton and online) or one_tile or short_backward_rows or hundredseventh" \
  -n 8 -rfE 2>&1 | tail -8 | tee "$OUT/gpu-tests.txt"
pack_out
