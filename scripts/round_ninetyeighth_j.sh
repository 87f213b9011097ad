#!/bin/bash
# Ninety-eighth session, round j (H200, one call): Triton smem's gluon kernel with the tiles every
# row's body fills unmasked (FULL; round i: the kernel issues 80% of its cycles, ALU the busiest
# pipe) against every tile masked (gsmemfull=0), CUDA smem beside (scripts/ninetyeighth_j.txt);
# the GPU tests of Triton smem.
#     bash scripts/round_ninetyeighth_j.sh
source scripts/device_env.sh; export COLUMNS=200
timeout 100 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -k "smem" -n 8 --dist worksteal -rfE \
  > "$OUT/j-gpu-tests.txt" 2>&1; echo "== gpu tests rc $?"; tail -3 "$OUT/j-gpu-tests.txt"
SESSION=ninetyeighth matrices_round j 70
pack_out
