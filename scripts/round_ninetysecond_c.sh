#!/bin/bash
# Ninety-second session, round c (H200, one call), single passes: where the 16-bit forward long
# rows lose, by row count. bf16 softmax at 160000 and 262144 columns over row counts around the
# benchmark's (2^26 / N: 419 and 256), multiples of 66 among them (the clusters of 16 an H200
# holds at once at eight blocks of 128 an SM, if every GPC's slots fill), on the table's two
# stage 7 shapes (scripts/ninetysecond_c.txt); then Nsight Compute on each shape at the
# benchmark's rows (its clusters at once, DRAM throughput, stalls).
#     bash scripts/round_ninetysecond_c.sh
source scripts/device_env.sh; export COLUMNS=250
SESSION=ninetysecond matrices_round c 150
ncu_stalls 160000-s7-128x8 cluster 160000 bf16 cuda stage=7 cluster_size=16 block_size=128 blocks_per_sm=8
ncu_stalls 262144-s7-128x8 cluster 262144 bf16 cuda stage=7 cluster_size=16 block_size=128 blocks_per_sm=8
ncu_stalls 262144-s7-160x6 cluster 262144 bf16 cuda stage=7 cluster_size=16 block_size=160 blocks_per_sm=6
pack_out
