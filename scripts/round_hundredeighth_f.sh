#!/bin/bash
# Hundred-eighth session, round f (H200, one call): the forward table's last cluster stage 1
# entries (bf16 log_softmax 16384, 30959, 32768; round e: stage 1 at 16384 / 32768 served their
# aligned neighbours 16400 / 32776 at 91-94 in softmax) against stage 6 and block across the
# aligned widths they serve, medians of three.
#     bash scripts/round_hundredeighth_f.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=200 REPEAT=3
SESSION=hundredeighth matrices_round f 90
pack_out
