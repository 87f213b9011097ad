#!/bin/bash
# Forty-fifth session, round c (H100): round b's split change in parts, to find what cost 16-bit
# log_softmax 0.6-1.9 where fp32 and 16-bit softmax gained 0.4-0.9: the working tree (warp merge and
# release reduction), baseline/vA (the warp merge, membar + atomicAdd), baseline/vB (thread 0's
# merge, the release reduction), baseline/h45 (neither, 40dd88d); rendered by `softgen emit` from
# the template so edited. Medians of three. The split functions' SASS of bf16 log_softmax into $OUT.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
C="baseline=h45 baseline=vA baseline=vB"
for dt in bf16 fp16; do
    REPEAT=3 T=110 explore try_matrix.py op=log_softmax $dt online 200003,262144,300001 "" $C | tee "$OUT/c-log_softmax-$dt.txt"
done
REPEAT=3 T=60 explore try_matrix.py bf16 online 300001 "" $C | tee "$OUT/c-softmax-bf16.txt"
REPEAT=3 T=90 explore try_matrix.py fp32 online 131072,262144 "" $C | tee "$OUT/c-softmax-fp32.txt"
python3 -m softgen.cli emit --strategy online --dtype bf16 --op log_softmax --backend cuda --out /tmp/cur > /dev/null
for v in /tmp/cur baseline/h45 baseline/vA; do n=$(basename $v)
    nvcc -arch=sm_90 -cubin --std=c++17 -o /tmp/$n.cubin $v/log_softmax_online_cany_bf16_cuda.cu && \
        cuobjdump -sass -fun log_softmax_online_cany_bf16_cuda_split /tmp/$n.cubin > "$OUT/c-sass-$n.txt" 2>&1
done; ls -la $OUT/c-sass-*
