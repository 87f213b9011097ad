#!/bin/bash
# Hundredth session, round d (H200, one call): the shipped stagger (LaunchPlan.stagger_step_ns:
# 16-bit forward, one row a cluster of 12-16 at six blocks an SM or fewer) against none
# (stagger=0) at 24 fresh widths 200000-262143 (seeds 101-104), at 1-700 rows, and on the
# default plan's and the H100 table's shapes (table=h100), and at 131072-140000 (the tables' stage 6
# of 128 x 6 there), medians of five (scripts/hundredth_d.txt); then the cluster GPU tests.  Its
# first run's table (without the last two lines) was lost with its session's checkout: the one in
# docs/bench is the second run's.
#     bash scripts/round_hundredth_d.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
mkdir -p baseline && cp softgen/tuning/h100.json baseline/h100.json
SESSION=hundredth matrices_round d 240
gpu_tests cluster
pack_out
