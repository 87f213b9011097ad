#!/bin/bash
# Sixtieth session, round a (H100, one call; carries baseline/pre60, what auto serves on the CUDA
# backend at HEAD 455c490: `bash scripts/fiftyninth_kernel_baselines.sh HEAD pre60`).  Trains of 20.
# (In the order 2, 3, 1.)
# 1. What `backend="cuda"` auto (and small calls, torch_ops.SMALL_CALL_BYTES) is served where the
#    table's pick is a Triton kernel: auto against auto backend=cuda, two to three widths a band
#    (the bands as auto.choose gives them at 455c490), single runs, allocating.
# 2. fp32 4576-5699 (Triton block's entries at 4576 / 5600): CUDA block's shapes, medians of three.
# 3. The cluster exchange's mbarrier wait with a __nanosleep(32) after each failed try_wait
#    (quack's wait), docs/bench/sixtieth-a-nanosleep.patch, against the kernels before, medians of
#    three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
REPEAT=3 T=150 explore try_matrix.py fp32 block 4576,4874,5149,5501,5600,5699 strategy=auto,alloc=1 \
  strategy=auto,backend=cuda,alloc=1 alloc=1 block_size=128,alloc=1 block_size=256,alloc=1 block_size=512,alloc=1 \
  2>&1 | grep -v "^   runs" | tee "$OUT/fp32-block.txt"
patch -p1 < docs/bench/sixtieth-a-nanosleep.patch
REPEAT=3 timeout 150 python3 scripts/try_baseline.py baseline/pre60 bf16 auto:95424,163064,262144 2>&1 | tee "$OUT/nanosleep.txt"
REPEAT=3 timeout 60 python3 scripts/try_baseline.py baseline/pre60 fp32 auto:155392 2>&1 | tee -a "$OUT/nanosleep.txt"
patch -R -p1 < docs/bench/sixtieth-a-nanosleep.patch
A="strategy=auto,alloc=1 strategy=auto,backend=cuda,alloc=1"
{ T=120 explore try_matrix.py fp32 auto 236,300,340,400,474,700,879,950,1150,1700,2051,2200,2700,3000,3300,4400,4874,5149,5501,5699 $A
  T=60 explore try_matrix.py bf16 auto 760,881,950,1020,2600,2896,3200,3505 $A
  T=60 explore try_matrix.py fp16 auto 760,850,950,1011,2600,2896,3200,3505 $A
  T=80 explore try_matrix.py op=log_softmax fp32 auto 200,256,350,474,700,879,950,1150,1800,2000,2400,2894 $A
  T=60 explore try_matrix.py op=log_softmax bf16 auto 770,870,950,1024,1650,1800,2055 $A
  T=60 explore try_matrix.py op=log_softmax fp16 auto 770,870,950,1024,1650,1800,2055 $A; } \
  2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/cuda-picks.txt"
rm -f "$OUT"/*.csv
