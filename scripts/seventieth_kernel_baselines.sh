#!/bin/bash
# The cluster kernels the seventieth session's round a times its merge of the partials against
# (baseline/ is git-ignored), emitted from commit COMMIT (default HEAD, run before the change is
# committed) into baseline/pre70-NAME, one launcher module a name (try_matrix's baseline=NAME).
set -e
commit=${1:-HEAD}
rm -rf /tmp/wt70 && git worktree add -f --detach /tmp/wt70 "$commit" > /dev/null
emit() { name=$1; shift; rm -rf baseline/pre70-$name
         PYTHONPATH=/tmp/wt70 python -m softgen.cli emit --backend cuda --out baseline/pre70-$name "$@" > /dev/null; }
for dt in bf16 fp16 fp32; do
  emit s6x16-$dt --strategy cluster --cols 262144 --dtype $dt --stage 6 --cluster-size 16
done
emit s6x8-fp16 --strategy cluster --cols 131072 --dtype fp16 --stage 6 --cluster-size 8
emit s6x4-bf16 --strategy cluster --cols 65536 --dtype bf16 --stage 6 --cluster-size 4
emit x4-bf16 --strategy cluster --cols 32768 --dtype bf16 --cluster-size 4
emit s6x8b192-fp32 --strategy cluster --cols 65536 --dtype fp32 --stage 6 --cluster-size 8 --block-size 192 --bulk-store 1
git worktree remove --force /tmp/wt70
ls baseline | grep -c pre70
