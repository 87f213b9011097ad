#!/bin/bash
# Thirty-first session, round c (H100): after the lean register row (round a), auto at the sweep's
# short widths and at fresh random widths below 16384 (seed 65), both forward ops, three dtypes;
# then the GPU tests of the drop-ins, fast launch and auto.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
T=260 auto_ops c bf16,fp16,fp32 128,256,512,781,1000,1024,1101,1280,2048,3000,4096,8192,12345,random=65:16:128:16384 softmax log_softmax
timeout 200 python3 -m pytest -q -m gpu tests/test_torch_ops.py tests/test_fast_launch.py tests/test_auto.py -p no:cacheprovider 2>&1 | tail -4
# c2 (the call after): fp16 log_softmax 1946 read 42.9 in c (one run); Triton block (auto's pick)
# and CUDA block around it, medians of three:
#   for op in log_softmax softmax; do for d in fp16 bf16; do
#     REPEAT=3 T=100 explore try_matrix.py op=$op $d block 1857,1946,1950,2002,2040 backend=triton ""; done; done
