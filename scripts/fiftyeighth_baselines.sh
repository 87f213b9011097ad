#!/bin/bash
# The table the fifty-eighth session's round h carries as its baseline (baseline/ is git-ignored):
#   h100-before-58   the H100 table before round g's entries - commit ed3ab8b
set -e
mkdir -p baseline
git show ed3ab8b:softgen/tuning/h100.json > baseline/h100-before-58.json
