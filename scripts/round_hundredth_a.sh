#!/bin/bash
# Hundredth session, round a (H200, one call): the first wave of one-row-a-cluster kernels
# staggered (LaunchPlan.stagger_step_ns: cluster id x NS ns of sleep for the first N clusters)
# at auto's own shapes on 16-bit long rows (92-94% of copy), medians of three
# (scripts/hundredth_a.txt).
#     bash scripts/round_hundredth_a.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=3
SESSION=hundredth matrices_round a 240
pack_out
