#!/bin/bash
# liger-kernel 0.8.5 and quack-kernels 0.6.5 on the device, which has no network: their wheels
# (pip download --no-deps, cp312 manylinux_2_28; nvidia-cutlass-dsl-libs-cu13 split in two parts,
# being 92 MB to one call's 64 MiB with the working tree) travel as the ignored .peerwheels/a and
# .peerwheels/b in two consecutive calls (the machine keeps /root between calls while it is warm):
#   bash scripts/fetch_peer_wheels.sh        # here, once: download them
#   bash scripts/install_peers.sh stash      # carry .peerwheels/a
#   bash scripts/install_peers.sh install    # carry .peerwheels/b, the next call
# (.peerwheels/a: part aa and most small wheels; b: part ab, apache-tvm-ffi and torch-c-dlpack-ext)
set -e
dir=/root/peerwheels
whl=$dir/nvidia_cutlass_dsl_libs_cu13-4.8.1-cp312-cp312-manylinux_2_28_x86_64.whl
case $1 in
  stash) mkdir -p $dir && cp .peerwheels/a/* $dir/ ;;
  install)
    cp .peerwheels/b/*.whl $dir/
    cat $dir/cu13.part.aa .peerwheels/b/cu13.part.ab > $whl
    echo "50191a381d8cc1393373ae0bc879b0aefa9a256c23c22d4fa1c2fe3dfe57bc90  $whl" | sha256sum -c --quiet
    python3 -m pip install -q --no-deps --no-index $dir/*.whl 2>&1 | grep -v "^$" | tail -3
    python3 -c "import quack, liger_kernel; print('peers: quack, liger installed')" ;;
  *) echo "usage: $0 stash|install"; exit 2 ;;
esac
