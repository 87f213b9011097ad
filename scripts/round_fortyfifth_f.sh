#!/bin/bash
# Forty-fifth session, round f (H100): Triton online's one program at 16-bit 150001-170000 holding
# 16 / 32 elements a thread in registers beside its 7 cached tiles of 32 KB (gluon=32-7-16 /
# 32-7-32: 256 / 288 KB on chip, so 150001 reads 44 / 12 KB of each row twice, not 76), against the
# shipped none held; entry 122 measured only 190000 (level / -1.5). Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
C="backend=triton backend=triton,gluon=32-7-16 backend=triton,gluon=32-7-32"
for dt in bf16 fp16; do
    REPEAT=3 T=90 explore try_matrix.py $dt online 150001,160000,170000 $C | tee "$OUT/f-softmax-$dt.txt"
done
REPEAT=3 T=90 explore try_matrix.py op=log_softmax bf16 online 150001,160000,170000 $C | tee "$OUT/f-log_softmax-bf16.txt"
