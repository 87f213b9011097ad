#!/bin/bash
# Thirty-eighth session, round b (H100): Triton online's gluon kernel with an L2 prefetch of the
# tile N ahead of pass 1 (gahead=N, thread 0's cp.async.bulk.prefetch.L2 through inline asm),
# against none and against CUDA online, at 16-bit long rows; medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
python3 -c "import triton; from triton.experimental.gluon import language as gl; print(triton.__version__, hasattr(gl, 'inline_asm_elementwise'))"
C=(backend=cuda backend=triton backend=triton,gahead=1 backend=triton,gahead=2)
W=160000,200000,240000,262144,300001
for dtype in fp16 bf16; do
  REPEAT=3 T=200 explore try_matrix.py $dtype online $W "${C[@]}" | tee "$OUT/b-$dtype.txt"
done
REPEAT=3 T=100 explore try_matrix.py fp32 online 131072,262144 "${C[@]}" | tee "$OUT/b-fp32.txt"
