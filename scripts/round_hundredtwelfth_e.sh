#!/bin/bash
# Hundred-twelfth session, round e (H200, one call), after round d (bf16 softmax's 16-byte rows of
# 10248-10352 ran 94.1-94.5 on 10240's cluster x 2 stage 6 entry, 101 under 10240 and block 256
# 100-101 past it: the plan steps there): auto at 16-byte rows just past the powers of two from
# 2048 to 32768 (+8, +64, +1%, +5%, rounded to 8 elements), every op and dtype, single runs,
# 110 s at most an op, ops begun until 420 s; then the session's GPU tests on the final table.
#     bash scripts/round_hundredtwelfth_e.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=200
W=2056,2072,2112,2152,4104,4136,4160,4304,8200,8256,8272,8600,16392,16448,16552,17200,32776,32832,33096,34408
T=110 STOP=420 auto_ops e fp32,bf16,fp16 $W
rm -f "$OUT"/*.csv; lowest 6 120 "$OUT"/auto-e-*.txt
gpu_tests "hundredtwelfth"
