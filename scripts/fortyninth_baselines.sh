#!/bin/bash
# Rebuild the forty-ninth session's baseline tables (git-ignored baseline/, carried to the device
# for try_matrix's table=NAME): the H100 table before each round's entries, h100-before-49 (round
# b), -49c, -49d, -49f, -49g, -49i, -49m and -49p (the rounds of those letters).  Run in the
# repository root.
set -e
mkdir -p baseline
add() { python scripts/table_add.py "$@" > /dev/null; }
gbps() { python -c "print(round($1 * $2 / 100, 1))"; }    # % of copy x the copy's GB/s, as timed
t=baseline/next.json
git show c7d8c2d:softgen/tuning/h100.json > baseline/h100-before-49.json
cp baseline/h100-before-49.json $t
add $t log_softmax_backward bf16 40001 cluster $(gbps 104.4 2837) 104.4 stage=1 cluster_size=8
add $t log_softmax_backward fp16 20001 cluster $(gbps 105.1 2845) 105.1 stage=1 cluster_size=8
add $t log_softmax_backward fp16 40001 cluster $(gbps 104.4 2848) 104.4 stage=1 cluster_size=8
add $t log_softmax_backward fp16 100001 cluster $(gbps 104.1 2854) 104.1 stage=1 cluster_size=16
cp $t baseline/h100-before-49c.json
add $t log_softmax_backward bf16 32768 cluster $(gbps 101.6 2930) 101.6 stage=1 cluster_size=8
add $t backward bf16 40001 cluster $(gbps 104.7 2839) 104.7 stage=1 cluster_size=8
add $t backward fp16 40001 cluster $(gbps 104.5 2846) 104.5 stage=1 cluster_size=8
cp $t baseline/h100-before-49d.json
add $t entries bf16 73100 cluster $(gbps 98.6 2841) 98.6 stage=6 cluster_size=16
add $t entries bf16 85799 cluster $(gbps 101.1 2844) 101.1 stage=6 cluster_size=8
add $t backward fp32 525 warp $(gbps 102.0 2943) 102.0
add $t backward fp32 560 block $(gbps 102.9 2942) 102.9 block_size=256
add $t backward bf16 537 warp $(gbps 105.6 2857) 105.6 block_size=256
add $t backward bf16 560 warp $(gbps 105.4 2863) 105.4 block_size=256
add $t backward fp16 3519 block $(gbps 104.6 2852) 104.6
add $t backward fp16 3833 block $(gbps 104.5 2853) 104.5
add $t log_softmax_backward fp16 3519 block $(gbps 104.3 2866) 104.3
add $t log_softmax_backward fp16 3833 block $(gbps 104.0 2863) 104.0
add $t backward fp32 66266 cluster $(gbps 102.3 2945) 102.3 stage=2 cluster_size=8
add $t backward fp32 68000 cluster $(gbps 102.3 2945) 102.3 stage=2 cluster_size=8
cp $t baseline/h100-before-49f.json
add $t entries bf16 81920 cluster $(gbps 102.0 2821) 102.0 stage=6 cluster_size=16
add $t entries bf16 81921 cluster $(gbps 102.1 2821) 102.1 stage=6 cluster_size=16
add $t entries bf16 82000 cluster $(gbps 102.0 2827) 102.0 stage=6 cluster_size=8
add $t entries bf16 82001 cluster $(gbps 102.0 2827) 102.0 stage=6 cluster_size=8
add $t backward fp32 516 smem $(gbps 102.3 2940) 102.3
add $t backward fp16 4095 block $(gbps 104.5 2851) 104.5
add $t log_softmax_backward fp16 4095 block $(gbps 104.2 2849) 104.2
add $t backward fp32 90000 cluster $(gbps 102.4 2942) 102.4 stage=2 cluster_size=16
add $t backward fp32 90001 cluster $(gbps 102.4 2942) 102.4 stage=2 cluster_size=16
cp $t baseline/h100-before-49g.json
add $t entries bf16 201645 cluster $(gbps 97.2 2833) 97.2 stage=1 cluster_size=16 block_size=256
add $t entries fp16 201645 cluster $(gbps 97.8 2826) 97.8 stage=1 cluster_size=16 block_size=256
add $t log_softmax fp32 201645 cluster $(gbps 97.1 2945) 97.1 stage=1 cluster_size=16
cp $t baseline/h100-before-49i.json
add $t entries fp32 160000 cluster $(gbps 100.0 2939) 100.0 stage=6 cluster_size=16 block_size=256
add $t entries fp32 170000 cluster $(gbps 99.7 2942) 99.7 stage=6 cluster_size=16 block_size=256
add $t log_softmax fp32 160000 cluster $(gbps 100.0 2936) 100.0 stage=6 cluster_size=16 block_size=256
add $t log_softmax fp32 170000 cluster $(gbps 99.8 2938) 99.8 stage=6 cluster_size=16 block_size=256
add $t entries fp32 190000 cluster $(gbps 99.5 2946) 99.5 stage=6 cluster_size=16 block_size=256
add $t entries fp32 199000 cluster $(gbps 99.4 2945) 99.4 stage=6 cluster_size=16 block_size=256
add $t log_softmax fp32 190000 cluster $(gbps 99.4 2949) 99.4 stage=6 cluster_size=16 block_size=256
add $t log_softmax fp32 199000 cluster $(gbps 99.3 2950) 99.3 stage=6 cluster_size=16 block_size=256
cp $t baseline/h100-before-49m.json
add $t log_softmax bf16 1025 warp $(gbps 102.0 2823) 102.0
add $t entries bf16 17962 cluster $(gbps 102.1 2853) 102.1 stage=6 cluster_size=4
cp $t baseline/h100-before-49p.json
add $t backward fp32 24001 cluster $(gbps 103.0 2943) 103.0 stage=2 cluster_size=8
add $t backward fp32 29000 cluster $(gbps 102.7 2938) 102.7 stage=2 cluster_size=8
cmp $t softgen/tuning/h100.json && echo "the last step matches the shipped table"
rm $t
