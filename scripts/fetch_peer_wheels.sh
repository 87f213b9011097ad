#!/bin/bash
# Download the peers' wheels for the offline device (python 3.12, manylinux_2_28) into the ignored
# .peerwheels/p1, p2 and p3 that scripts/install_peers.sh carries in three calls: one call carries
# 64 MiB at most with the working tree (19 MB on disk by the sixty-second session), and the wheels
# are 101 MB (quack's CUDA 13 libraries 92), so they travel as one tar in three parts of 34 MB (`split -n 3`).
# (Until the sixty-first session: two parts, .peerwheels/a and b, about 50 MB each.)
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
pip download -q --no-deps --python-version 3.12 --platform manylinux_2_28_x86_64 --only-binary=:all: -d "$tmp" \
  quack-kernels==0.6.5 liger-kernel==0.8.5 nvidia-cutlass-dsl==4.8.1 nvidia-cutlass-dsl-libs-core==4.8.1 \
  nvidia-cutlass-dsl-libs-base==4.8.1 nvidia-cutlass-dsl-libs-cu13==4.8.1 "apache-tvm-ffi<0.2,>=0.1.6" \
  torch-c-dlpack-ext einops
grep -qx ".peerwheels/" .git/info/exclude 2>/dev/null || echo ".peerwheels/" >> .git/info/exclude
rm -rf .peerwheels && mkdir -p .peerwheels/p1 .peerwheels/p2 .peerwheels/p3
tar -C "$tmp" -cf "$tmp.tar" . && split -n 3 "$tmp.tar" .peerwheels/wheels.tar.part. && rm "$tmp.tar"
n=1; for part in .peerwheels/wheels.tar.part.*; do mv "$part" .peerwheels/p$n/; n=$((n + 1)); done
du -sh .peerwheels/p*; rm -rf "$tmp"
