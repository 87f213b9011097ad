#!/bin/bash
# The table the fifty-seventh session's round h carries as its baseline (baseline/ is git-ignored):
#   h100-before-57   the H100 table before round g's approx_rcp entries - commit 1b22a77
set -e
mkdir -p baseline
git show 1b22a77:softgen/tuning/h100.json > baseline/h100-before-57.json
