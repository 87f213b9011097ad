#!/bin/bash
# Twenty-ninth session, round i (H100): 16-bit stage 6 x 8 against x 16 at and just past 65536,
# both forward ops (round h: x 16 falls to 89-97 at 66724-75000, where a slice of 4170-4690
# elements leaves 128 threads a 5th pack mostly empty and six blocks an SM hold 50 KB in flight).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"; rm -rf "$SOFTGEN_CACHE_DIR"
for op in softmax log_softmax; do
  for dtype in bf16 fp16; do
    T=100 explore try_matrix.py op=$op $dtype cluster 61000,65536,65544,66000,69632,73728,77824 strategy=auto \
      stage=6,cluster_size=8 stage=6,cluster_size=16
  done
done
