#!/bin/bash
# Rebuild the forty-eighth session's baseline tables (git-ignored baseline/, carried to the
# device for try_matrix's table=NAME): the H100 table before rounds a-c (h100-before-48), before
# round f's entries (h100-before-f), before round h's (h100-before-h) and before rounds j-k's
# (h100-before-j).  Run in the repository root.
set -e
mkdir -p baseline
git show ee0a8ff:softgen/tuning/h100.json > baseline/h100-before-48.json
git show 9dc9311:softgen/tuning/h100.json > baseline/h100-before-f.json
add() { python scripts/table_add.py "$@" > /dev/null; }
gbps() { python -c "print(round($1 * $2 / 100, 1))"; }    # % of copy x the copy's GB/s, as timed
cp baseline/h100-before-f.json baseline/h100-before-h.json
add baseline/h100-before-h.json backward fp32 16388 cluster $(gbps 102.4 2940) 102.4
add baseline/h100-before-h.json log_softmax_backward bf16 100001 cluster $(gbps 104.5 2835) 104.5 stage=1 cluster_size=16
cp baseline/h100-before-h.json baseline/h100-before-j.json
t=baseline/h100-before-j.json
add $t log_softmax_backward bf16 160001 cluster $(gbps 104.2 2834) 104.2 stage=1 cluster_size=16
add $t log_softmax_backward bf16 200001 cluster $(gbps 101.7 2849) 101.7 stage=4 cluster_size=16
add $t log_softmax_backward bf16 236968 cluster $(gbps 102.3 2848) 102.3 stage=1 cluster_size=16
add $t log_softmax_backward bf16 262144 cluster $(gbps 101.0 2934) 101.0 stage=1 cluster_size=16
add $t log_softmax_backward fp16 160001 cluster $(gbps 104.2 2836) 104.2 stage=1 cluster_size=16
add $t log_softmax_backward fp16 200001 cluster $(gbps 101.7 2850) 101.7 stage=4 cluster_size=16
add $t log_softmax_backward fp16 236968 cluster $(gbps 101.8 2849) 101.8 stage=1 cluster_size=16
add $t log_softmax_backward fp16 262144 cluster $(gbps 101.0 2935) 101.0 stage=1 cluster_size=16
