#!/bin/bash
# Hundred-eighth session, round c (H200, one call): the model widths rounds a-b found at 94-96
# (16-bit forward 11008-32768, fp32 forward 12288-65536) against the cluster / block / smem
# shapes the table holds near them, medians of three; and Triton warp at fp32 softmax 1984-2040
# (multiples of 16 columns against those of 8: entry 190's lead) beside block.
#     bash scripts/round_hundredeighth_c.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=200 REPEAT=3
SESSION=hundredeighth matrices_round c 90
pack_out
