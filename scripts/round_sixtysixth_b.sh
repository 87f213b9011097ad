#!/bin/bash
# Sixty-sixth session, round b (H100, three calls back to back, the peers' wheels in three parts:
# argument 1 carries .peerwheels/p1, 2 carries p2, 3 carries p3). Early (programmatic dependent)
# launch in every CUDA launcher (notes entry 149).
# b1: the GPU tests of early launch, the compiled launch path and the drop-ins; whether this
#     triton has gdc_wait / launch_pdl; auto's CUDA kernels with early launch on and off
#     (scripts/try_pdl.py), every op.
# b2: every strategy's GPU tests (tests/test_gpu.py).
# b3: allocating, auto against quack, liger and torch where quack led before (notes "Next") and
#     at the anchors' widths.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
peers_part "$1"
case $1 in
1) { timeout 240 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_early_launch.py tests/test_torch_ops.py \
       tests/test_fast_launch.py 2>&1 | tail -4
     python3 -c "import triton; from triton.language.extra.cuda import gdc_wait; print('triton', triton.__version__, 'gdc_wait')"
     grep -c launch_pdl "$(python3 -c 'import triton.backends.nvidia.driver as d; print(d.__file__)')"
     timeout 200 python3 scripts/try_pdl.py bf16 1024,1464,4096,16384,95424,163064,229376,262144 \
       fp16 1464,221000,262144 fp32 1024,88000,160000
     timeout 120 python3 scripts/try_pdl.py op=log_softmax bf16 1024,12345,262144 fp32 4096
     timeout 120 python3 scripts/try_pdl.py op=softmax_backward bf16 1024,12345,262144 fp32 4096
     timeout 100 python3 scripts/try_pdl.py op=log_softmax_backward fp16 3000,65536
   } 2>&1 | grep -v "^\s*$" | tee "$OUT/b1.txt" ;;
2) timeout 500 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -x 2>&1 | tail -6 | tee "$OUT/b2.txt" ;;
3) { T=150 explore try_matrix.py bf16 auto 88000,92000,97280,161464,163064,221000,227000,229376,262144 \
       strategy=auto,alloc=1 peer=quack peer=liger
     T=90 explore try_matrix.py fp16 auto 1464,163064,221000,227000,262144 strategy=auto,alloc=1 peer=quack peer=liger
     T=90 explore try_matrix.py fp32 auto 88000,96000,160000 strategy=auto,alloc=1 peer=quack peer=liger
     for dt in fp32 bf16 fp16; do
       T=150 explore try_matrix.py $dt auto 128,512,1024,2048,4096,8192,16384,32768,65536,131072 \
         strategy=auto,alloc=1 peer=quack peer=liger peer=torch
     done
   } 2>&1 | grep -v "RuntimeError\|AssertionError\|^   runs\|SpecError" | tee "$OUT/b3.txt" ;;
esac
rm -f "$OUT"/*.csv
