#!/bin/bash
# Hundred-twelfth session, round i (H200, one call, the session's last device seconds): auto at the
# rows just past the powers of two that round e left untimed: odd rows (+1, +7) from 2048 to 32768
# and 16-byte rows past 65536 (+8, +64), every op and dtype, single runs, 55 s at most an op, ops
# begun until 170 s (leads for the next session, notes entry 195's Next).
#     bash scripts/round_hundredtwelfth_i.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=200
W=2049,2055,4097,4103,8193,8199,16385,16391,32769,32775,65544,65600
T=55 STOP=170 auto_ops i fp32,bf16,fp16 $W
rm -f "$OUT"/*.csv; lowest 5 120 "$OUT"/auto-i-*.txt
