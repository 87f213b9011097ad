#!/bin/bash
# Hundredth session, round b (H200, one call): the first wave of one-row-a-cluster kernels
# staggered (LaunchPlan.stagger_step_ns: cluster id x NS ns of sleep for the first N clusters)
# at auto's own shapes on 16-bit long rows (92-94% of copy), at 28 random widths 135000-262143 (seed 100), medians of five
# (scripts/hundredth_b.txt).
#     bash scripts/round_hundredth_b.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
SESSION=hundredth matrices_round b 240
pack_out
