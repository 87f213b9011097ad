#!/bin/bash
# Thirty-seventh session, round a (H100): CUDA online on long rows with fewer rows in flight.
# One block an SM streams its row; the part its registers and shared memory cannot hold is read
# again, from L2 only while the traffic of the other rows in flight has not pushed it out.  A grid
# of fewer blocks (grid=N: the kernel strides over the rest) leaves each re-read row more of L2,
# at the cost of SMs; ahead=1 asks L2 for the next tile to keep the fewer SMs' memory busy.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 T=200 explore try_matrix.py fp32 online 262144 "" grid=128 grid=100 grid=86 grid=64 \
    grid=86,ahead=1 grid=64,ahead=1 grid=100,ahead=1 | tee "$OUT/a-fp32-262144.txt"
REPEAT=3 T=150 explore try_matrix.py fp32 online 200000 "" grid=112 grid=84 grid=84,ahead=1 grid=112,ahead=1 \
    | tee "$OUT/a-fp32-200000.txt"
REPEAT=3 T=120 explore try_matrix.py op=log_softmax fp16 online 230000 "" grid=132 grid=97 grid=97,ahead=0 \
    | tee "$OUT/a-fp16-log-230000.txt"
