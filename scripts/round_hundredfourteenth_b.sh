#!/bin/bash
# Hundred-fourteenth session, round b (H200, one call): every warp's partial sent to every block
# (exchange 2, no block reduction before the cluster exchange, as quack's backward) against the
# block's partial (exchange 1) in the backward's cluster stage 2 at fp32 146000-156000 (quack's
# lead at softmax_backward 151936), and exchange 2 / 0 against the mbarrier default at the
# 16-bit forward's weak long rows (scripts/hundredfourteenth_b.txt), medians of three.  The
# backward's exchange 2 was not kept: apply docs/bench/hundredfourteenth-b-backward-warps.patch
# first (git apply) to run it again.
#     bash scripts/round_hundredfourteenth_b.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=200 SESSION=hundredfourteenth REPEAT=3
matrices_until b ${STOP:-480} 150
