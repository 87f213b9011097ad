#!/bin/bash
# Hundred-seventh session, round a (H200, one call), medians of three: Triton online's short-row
# shapes.  _launch_shape (forward) runs rows of 129-255 groups of 16 bytes at one warp of 4 groups
# a thread (two tiles of 128 groups) and 257-511 at two warps (two tiles of 256); _row_shape
# (backward) the same, and 65-127 groups at one warp of 4 (one tile of 128).  Each band against
# the shapes that take the row in one tile (num_warps and tile set in the spec: more warps, or
# more groups a thread), at widths across the band; then auto against the register strategies at
# the widths the hundred-sixth session's entries moved untimed (fp32 softmax 544-552, bf16
# softmax 1040 and odd 1063-1075, fp16 softmax odd 1006-1011).
#     bash scripts/round_hundredseventh_a.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=200 REPEAT=3
SESSION=hundredseventh matrices_round a 52
pack_out
