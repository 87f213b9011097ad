#!/bin/bash
# Eighty-fourth session, round e (H200, one call): the table with backend_only Triton entries
# picked with a tie (scripts/add_triton_only_entries.py's TIE) at round d's widths whose Triton
# pick it moved, against round d's table (baseline/h200-84d.json, carried); and the Triton
# kernels at widths where auto still served backend "triton" Triton online: rows of 2-8 columns,
# fp32 log_softmax 20-128 and log_softmax_backward 36-64 of a multiple of 16 bytes; single pass.
#     bash scripts/round_eightyfourth_e.sh
source scripts/device_env.sh; export COLUMNS=250
SESSION=eightyfourth matrices_round e 40
pack_out
