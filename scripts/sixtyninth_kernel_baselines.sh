#!/bin/bash
# The kernels the sixty-ninth session's round c times its RegisterRow change against (baseline/ is
# git-ignored), emitted from commit COMMIT (default HEAD, run before the change is committed)
# into baseline/pre69-NAME, one launcher module a name (try_matrix's baseline=NAME reads one
# module of the strategy and dtype it times).
set -e
commit=${1:-HEAD}
rm -rf /tmp/wt69 && git worktree add -f --detach /tmp/wt69 "$commit" > /dev/null
emit() { name=$1; shift; rm -rf baseline/pre69-$name
         PYTHONPATH=/tmp/wt69 python -m softgen.cli emit --backend cuda --out baseline/pre69-$name "$@" > /dev/null; }
emit s6x16-bf16 --strategy cluster --cols 262144 --dtype bf16 --stage 6 --cluster-size 16
emit s6x16-fp16 --strategy cluster --cols 262144 --dtype fp16 --stage 6 --cluster-size 16
emit s6x16-fp32 --strategy cluster --cols 262144 --dtype fp32 --stage 6 --cluster-size 16
emit s6x8-bf16 --strategy cluster --cols 65536 --dtype bf16 --stage 6 --cluster-size 8
emit s6x4-bf16 --strategy cluster --cols 50000 --dtype bf16 --stage 6 --cluster-size 4
emit warp-bf16 --strategy warp --cols 512 --dtype bf16
emit block-bf16 --strategy block --cols 8192 --dtype bf16 --block-size 512
emit block-fp32 --strategy block --cols 2048 --dtype fp32
git worktree remove --force /tmp/wt69
ls baseline | grep -c pre69
