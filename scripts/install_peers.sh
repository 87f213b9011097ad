#!/bin/bash
# liger-kernel 0.8.5 and quack-kernels 0.6.5 on the device, which has no network: their wheels
# (pip download --no-deps, cp312 manylinux_2_28; 101 MB to one call's 64 MiB with the working tree)
# travel as one tar in three parts, the ignored .peerwheels/p1, p2 and p3, in three consecutive
# calls (the machine keeps /root between calls while it is warm):
#   bash scripts/fetch_peer_wheels.sh        # here, once: download them
#   bash scripts/install_peers.sh stash 1    # carry .peerwheels/p1
#   bash scripts/install_peers.sh stash 2    # carry .peerwheels/p2, the next call
#   bash scripts/install_peers.sh install    # carry .peerwheels/p3, the next call
# Until the sixty-first session the wheels travelled in two parts: `stash` (no number) carries
# .peerwheels/a (cu13.part.aa and most small wheels), `install` then .peerwheels/b.
set -e
dir=/root/peerwheels
whl=$dir/nvidia_cutlass_dsl_libs_cu13-4.8.1-cp312-cp312-manylinux_2_28_x86_64.whl
case $1 in
  stash) part=${2:+p$2}; mkdir -p $dir && cp .peerwheels/${part:-a}/* $dir/ ;;
  install)
    if [ -d .peerwheels/p3 ]; then
      cat $dir/wheels.tar.part.* .peerwheels/p3/wheels.tar.part.* | tar -C $dir -xf -
    else
      cp .peerwheels/b/*.whl $dir/
      cat $dir/cu13.part.aa .peerwheels/b/cu13.part.ab > $whl
    fi
    echo "50191a381d8cc1393373ae0bc879b0aefa9a256c23c22d4fa1c2fe3dfe57bc90  $whl" | sha256sum -c --quiet
    python3 -m pip install -q --no-deps --no-index $dir/*.whl 2>&1 | grep -v "^$" | tail -3
    python3 -c "import quack, liger_kernel; print('peers: quack, liger installed')" ;;
  *) echo "usage: $0 stash [1|2] | install"; exit 2 ;;
esac
