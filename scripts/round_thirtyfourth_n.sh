#!/bin/bash
# Thirty-fourth session, round n (H100): auto for the backward ops after round m's entries
# (stage 4 with dy's rest streamed: 16-bit 850000-1000000, fp32 524288-700000), their widths,
# between them and random widths from 500000 to 1000000 (seed 77), three dtypes.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
[ -z "$1" ] && T=280 auto_ops n fp32,bf16,fp16 524288,600000,700000,775000,850000,1000000,random=77:4:500000:1000000 softmax_backward log_softmax_backward
# n2: 16-bit after the 560000 / 600000 stage 3 entries, 530000-775000
[ "$1" = n2 ] && T=200 auto_ops n2 bf16,fp16 530000,545000,560000,580000,650000,700000,775000 softmax_backward log_softmax_backward
