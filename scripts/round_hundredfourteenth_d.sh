#!/bin/bash
# Hundred-fourteenth session, round d (H200, one call): the forward's long rows with each block
# asking L2 for its slice of the row N rows on before the exchange (try_matrix `l2rows=N`,
# LaunchPlan.row_prefetch), N about half, one and one and a half of the clusters a wave holds,
# against auto as shipped (scripts/hundredfourteenth_d.txt), allocating, medians of three.  Not
# kept: apply docs/bench/hundredfourteenth-d-row-prefetch.patch first (git apply) to run it again.
#     bash scripts/round_hundredfourteenth_d.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=200 SESSION=hundredfourteenth REPEAT=3
matrices_until d ${STOP:-480} 150
