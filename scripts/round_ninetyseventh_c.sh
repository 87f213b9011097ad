#!/bin/bash
# Ninety-seventh session, round c (H200, one call): every CUDA kernel auto serves on the H200 table
# (the first and last width of each run of one shape: 2902 kernels), compiled by the device's NVRTC
# as softgen.load compiles it, with ptxas' report (scripts/device_spills.py): stack frames and
# spills, and the registers' spread. The NVRTC version first.
#     bash scripts/round_ninetyseventh_c.sh
source scripts/device_env.sh
python3 -c "from cupy_backends.cuda.libs import nvrtc; print('nvrtc', nvrtc.getVersion())" | tee "$OUT/c-device-spills.txt"
AUDIT_GPU=h200 timeout 560 python3 scripts/device_spills.py 2>&1 | tee -a "$OUT/c-device-spills.txt"
