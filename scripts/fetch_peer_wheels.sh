#!/bin/bash
# Download the peers' wheels for the offline device (python 3.12, manylinux_2_28) into the ignored
# .peerwheels/a and .peerwheels/b that scripts/install_peers.sh carries in two calls: one call
# carries 64 MiB at most with the working tree (about 10 MB), and quack's CUDA 13 libraries are
# 92 MB (split in two parts, the small wheels shared out so each call carries about 50 MB).
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
pip download -q --no-deps --python-version 3.12 --platform manylinux_2_28_x86_64 --only-binary=:all: -d "$tmp" \
  quack-kernels==0.6.5 liger-kernel==0.8.5 nvidia-cutlass-dsl==4.8.1 nvidia-cutlass-dsl-libs-core==4.8.1 \
  nvidia-cutlass-dsl-libs-base==4.8.1 nvidia-cutlass-dsl-libs-cu13==4.8.1 "apache-tvm-ffi<0.2,>=0.1.6" \
  torch-c-dlpack-ext einops
mkdir -p .peerwheels/a .peerwheels/b
grep -qx ".peerwheels/" .git/info/exclude 2>/dev/null || echo ".peerwheels/" >> .git/info/exclude
libs=$(ls "$tmp"/nvidia_cutlass_dsl_libs_cu13-*.whl)
split -b 47000000 "$libs" "$tmp/cu13.part."
cp "$tmp"/cu13.part.aa .peerwheels/a/ && cp "$tmp"/cu13.part.ab .peerwheels/b/
cp "$tmp"/apache_tvm_ffi-*.whl "$tmp"/torch_c_dlpack_ext-*.whl .peerwheels/b/
find "$tmp" -name "*.whl" ! -name "nvidia_cutlass_dsl_libs_cu13-*" ! -name "apache_tvm_ffi-*" \
  ! -name "torch_c_dlpack_ext-*" -exec cp {} .peerwheels/a/ \;
du -sh .peerwheels/a .peerwheels/b; rm -rf "$tmp"
