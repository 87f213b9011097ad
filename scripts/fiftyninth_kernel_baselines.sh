#!/bin/bash
# The kernels the fifty-ninth session's round k times its template change against (baseline/ is
# git-ignored): what auto serves on the CUDA backend at each width, emitted from commit COMMIT
# (default eb74807, before the change) into baseline/DEST (default pre59k; the sixtieth session's
# round a: `bash scripts/fiftyninth_kernel_baselines.sh HEAD pre60`).
set -e
commit=${1:-eb74807} dest=baseline/${2:-pre59k}
rm -rf /tmp/wt59 "$dest" && git worktree add -f --detach /tmp/wt59 "$commit" > /dev/null
emit() { for w in ${2//,/ }; do
           PYTHONPATH=/tmp/wt59 python -m softgen.cli emit --strategy auto --cols "$w" --dtype "$1" --backend cuda \
             --out "$dest" > /dev/null
         done; }
emit bf16 224,1464,32768,95424,163064,262144
emit fp16 648,17008,70001
emit fp32 256,2000,4096,8192,155392
git worktree remove --force /tmp/wt59
ls "$dest" | grep -c "\.py$"
