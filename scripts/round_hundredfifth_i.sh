#!/bin/bash
# Hundred-fifth session, round i (H200, one call; carries baseline/auto-before-105.py, softgen/auto.py
# at 51a85cb4), medians of three: auto against auto choosing as before this session's twin rule (a
# CUDA entry beside a Triton one now serves backend "both" where the Triton one does not carry to
# the width) at the middle width of the three longest runs of moved widths an op and dtype (2534
# widths move on the H200 table, in 121 runs).
# The rule is scripts/hundredfifth_i_twin_rule.patch (not kept); to redo it:
#     git apply scripts/hundredfifth_i_twin_rule.patch
#     git show 51a85cb4:softgen/auto.py > baseline/auto-before-105.py
#     bash scripts/round_hundredfifth_i.sh            (device tool, carry ["baseline"])
#     git apply -R scripts/hundredfifth_i_twin_rule.patch
source scripts/device_env.sh; export COLUMNS=200 REPEAT=3
SESSION=hundredfifth matrices_round i 60
pack_out
