#!/bin/bash
# Hundred-eighth session, round d (H200, one call): round c's leads again, medians of five:
# fp16 log_softmax 10900-11160 (block 256 and Triton smem over the cluster entry at 11314
# serving them), the 16-bit forward at 16384 and 32768 (the entries' stage 1 against stage 6,
# block, Triton smem) and fp32 log_softmax 32768 / 49152 (cluster shapes).
#     bash scripts/round_hundredeighth_d.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
SESSION=hundredeighth matrices_round d 90
pack_out
