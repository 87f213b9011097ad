#!/bin/bash
# Sixty-sixth session, round c (H100, one call): early launch in the Triton launchers too
# (EARLY: gdc_wait, launch_pdl). The GPU tests of early launch and Triton's GPU tests; at the
# widths the table serves on Triton, auto's Triton picks with early launch on and off
# (try_pdl.py backend=both) and against their CUDA twins (try_matrix strategy=auto against
# strategy=auto,backend=cuda), every op the table has Triton entries in.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
{ timeout 150 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_early_launch.py 2>&1 | tail -3
  timeout 170 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -k "triton and not online" -x 2>&1 | tail -3
  timeout 60 python3 scripts/try_pdl.py backend=both fp32 256,1024,2048 bf16 1024,3000
  T=60 explore try_matrix.py fp32 auto 256,440,781,1000,1024,1101,2048,2792 strategy=auto strategy=auto,backend=cuda
  T=45 explore try_matrix.py bf16 auto 781,1000,1024,3000 strategy=auto strategy=auto,backend=cuda
  T=45 explore try_matrix.py fp16 auto 781,1000,3000 strategy=auto strategy=auto,backend=cuda
  T=45 explore try_matrix.py op=log_softmax bf16 auto 781,1000,1024,2048 strategy=auto strategy=auto,backend=cuda
  T=60 explore try_matrix.py op=log_softmax fp32 auto 256,440,781,1024,1101,2048,2792 strategy=auto strategy=auto,backend=cuda
  T=45 explore try_matrix.py op=softmax_backward fp16 auto 6000,6201,7000,8192 strategy=auto strategy=auto,backend=cuda
} 2>&1 | grep -v "^   runs\|^\s*$" | tee "$OUT/c.txt"
rm -f "$OUT"/*.csv
