#!/bin/bash
# Thirty-fifth session, round b (H100): DRAM bytes of CUDA online at 262144 with and without
# keep (evict-last loads of the last streamed tiles): how much of pass 2 comes from L2.
# (The keep=N override and L2_PERSIST lived at commit 5ecdfbc; reverted after round d.)
source scripts/device_env.sh
for dt in bf16 fp32; do
  for k in 0 32; do ncu_summary "online-$dt-keep$k" online 262144 $dt cuda keep=$k; done
done
