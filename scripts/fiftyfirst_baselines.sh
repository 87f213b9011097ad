#!/bin/bash
# The baselines the fifty-first session's rounds carry.  Round d's modules, timed against the
# working tree: the cluster kernel auto serves at each op / dtype / width below, rendered from
# 9729dc5 (baseline/h51-OP-DT-W) and from 9729dc5 with docs/bench/fiftyfirst-d-full.patch applied
# (baseline/f51-OP-DT-W).  Each module is renamed
# OP_cluster_cW_DT_cuda.py, the name try_matrix's `baseline=NAME` looks for (its .cu keeps the
# kernel's name, which the module reads).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
CASES="softmax:bf16:65536 softmax:bf16:100000 softmax:bf16:131072 softmax:bf16:163840 softmax:bf16:262144
       softmax:fp16:163840 softmax:fp16:200001 softmax:fp16:262144 softmax:fp32:200001 softmax:fp32:262144
       log_softmax:bf16:100000 log_softmax:bf16:262144 log_softmax:fp32:262144"
for tag in h51 f51; do
  wt=/tmp/wt-$tag; rm -rf $wt; git worktree prune; git worktree add -q --detach $wt 9729dc5
  [ $tag = f51 ] && git -C $wt apply "$root/docs/bench/fiftyfirst-d-full.patch"
  for case in $CASES; do
    IFS=: read op dt w <<< "$case"
    out=baseline/$tag-$op-$dt-$w; rm -rf $out
    (cd $wt && PYTHONPATH=$wt python3 -m softgen.cli emit --op $op --strategy auto --cols $w --dtype $dt \
        --backend cuda --out "$root/$out" > /dev/null)
    mod=$(ls $out/${op}_cluster_c${w}_${dt}_cuda_*.py); mv "$mod" "$out/${op}_cluster_c${w}_${dt}_cuda.py"
  done
  git worktree remove --force $wt
done
du -sh baseline/h51-* baseline/f51-* | tail -2

# The tables rounds f, h and i carry: before round e's entries (h100-before-51), and before the
# fp16 backward entry at 16392 (h100-before-51h)
git show 517222f:softgen/tuning/h100.json > baseline/h100-before-51.json
cp baseline/h100-before-51.json baseline/h100-before-51h.json
python3 scripts/table_add.py baseline/h100-before-51h.json entries bf16 150001 cluster 2806.8 98.9 stage=6 cluster_size=16 block_size=192 > /dev/null
python3 scripts/table_add.py baseline/h100-before-51h.json log_softmax bf16 163840 cluster 2873.2 98.5 stage=6 cluster_size=16 block_size=192 > /dev/null
