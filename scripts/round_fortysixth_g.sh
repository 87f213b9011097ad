#!/bin/bash
# Forty-sixth session, round g (H100): 16-bit short rows, every shape near the table's pick against
# quack and liger, medians of seven: is there a kernel of ours that is not slower?  `g1` (carry
# .peerwheels/a): stash the peers' first wheels; `g2` (carry .peerwheels/b, the next call):
# install them and time.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
case $1 in
  g1) bash scripts/install_peers.sh stash; exit ;;
  g2) bash scripts/install_peers.sh install ;;
esac
tw="strategy=warp,backend=triton"; tb="strategy=block,backend=triton"
w32="threads_per_row=32,block_size=128"; w16="threads_per_row=16,block_size=128"
for dt in fp16 bf16; do
  REPEAT=7 explore try_matrix.py $dt warp 256 strategy=auto $w32 threads_per_row=16,block_size=256 $tw peer=quack
  REPEAT=7 explore try_matrix.py $dt warp 512 strategy=auto $w32 $w16 $tw $tb peer=quack
  REPEAT=7 explore try_matrix.py $dt warp 1024,2048 strategy=auto $w32 $tw $tb strategy=block peer=quack peer=liger
done
