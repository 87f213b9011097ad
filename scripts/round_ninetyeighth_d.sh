#!/bin/bash
# Ninety-eighth session, round d (H200, one call): Triton smem's new gluon default (4 warps under
# 32 KB, 8 from; a copy group a tile; tiles from the row's body) at fresh 16-bit widths, the old
# shapes beside it (one copy group, 4 and 8 warps: the old default took 4 under 16 KB), CUDA smem
# and auto for backend "triton" (scripts/ninetyeighth_d.txt); the GPU tests of Triton smem; Nsight
# Compute of the new default at bf16 12345 (the ninety-seventh session's round a: 88.4% of copy).
#     bash scripts/round_ninetyeighth_d.sh
source scripts/device_env.sh; export COLUMNS=200
SESSION=ninetyeighth matrices_round d 120
timeout 120 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -k "smem" -n 8 --dist worksteal -rfE \
  > "$OUT/d-gpu-tests.txt" 2>&1; echo "== gpu tests rc $?"; tail -3 "$OUT/d-gpu-tests.txt"
timeout 90 ncu --clock-control none --section SpeedOfLight --section Occupancy --section LaunchStats \
  -k regex:'(?i)softmax' --launch-skip 2 --launch-count 1 \
  python3 scripts/run_one.py smem 12345 bf16 triton op=softmax > "$OUT/d-ncu-softmax-smem-12345-bf16-triton.txt" 2>&1
echo "== ncu rc $?"; python3 scripts/ncu_table.py "$OUT"/d-ncu-*.txt
pack_out
