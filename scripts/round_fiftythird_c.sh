#!/bin/bash
# Fifty-third session, round c (H100, one call; carries .peerwheels/a for round d): configs
# against auto where quack or liger led by 0.2-0.3 in round b (16-bit 1000 / 2048 / 4096, fp32
# 512 / 1024 / 3000; quack's and liger's own shapes among them), and at 16-bit 262144 stage 6
# with quack's dynamic shared memory a block (smem=34816: its 33.8 KB plus the driver's 1 KB)
# or more, which moves the carve-out and the clusters held at once (21 for quack, 22 ours).
# Trains of 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
bash scripts/install_peers.sh stash
rm -f "$TABLE"
s6=cluster_size=16,stage=6
tb=strategy=block,backend=triton
{
  for dt in bf16 fp16; do
    explore try_matrix.py $dt cluster 262144 $s6 $s6,smem=34816 $s6,smem=45056
    explore try_matrix.py $dt auto 1000 strategy=auto strategy=smem,backend=triton strategy=smem,backend=triton,num_warps=4 \
        strategy=warp,backend=triton strategy=warp,threads_per_row=32,block_size=128 strategy=warp strategy=smem strategy=block
    explore try_matrix.py $dt auto 2048,4096 strategy=auto strategy=warp,threads_per_row=32,block_size=128 \
        strategy=block,block_size=64 strategy=block,block_size=128 strategy=block,block_size=256 strategy=block \
        $tb,num_warps=4 $tb,num_warps=8 strategy=smem
  done
  explore try_matrix.py fp32 auto 512,1024 strategy=auto strategy=smem,backend=triton $tb,num_warps=4 \
      strategy=warp,backend=triton strategy=warp,threads_per_row=32,block_size=128 \
      strategy=warp,threads_per_row=32,block_size=256 strategy=block,block_size=128 strategy=block,block_size=256 strategy=smem
  explore try_matrix.py fp32 auto 3000 strategy=auto $tb $tb,num_warps=4 $tb,num_warps=16 strategy=smem,backend=triton \
      strategy=block,block_size=64 strategy=block strategy=block,block_size=256 strategy=block,block_size=512 strategy=smem
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/candidates.txt"
rm -f "$OUT"/matrix-*.csv
