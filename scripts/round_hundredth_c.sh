#!/bin/bash
# Hundredth session, round c (H200, one call): the first wave of one-row-a-cluster kernels
# staggered (LaunchPlan.stagger_step_ns: cluster id x NS ns of sleep for the first N clusters)
# at auto's own shapes on 16-bit long rows (92-94% of copy), step and span by shape (128 x 8, 160 x 6, 192 x 5, x 12), and by rows at 225152, medians of five
# (scripts/hundredth_c.txt).
#     bash scripts/round_hundredth_c.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
SESSION=hundredth matrices_round c 240
pack_out
