#!/bin/bash
# The table the fifty-eighth session's round h carries as its baseline (baseline/ is git-ignored):
#   h100-before-58   the H100 table before round g's entries - commit ed3ab8b
set -e
mkdir -p baseline
git show ed3ab8b:softgen/tuning/h100.json > baseline/h100-before-58.json
#   h100-before-58j  the table before round j's 16-bit 208 entries - commit 1dbb31d
git show 1dbb31d:softgen/tuning/h100.json > baseline/h100-before-58j.json
