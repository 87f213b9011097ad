#!/bin/bash
# The kernels the ninety-second session's round d times its packed staged max against (baseline/
# is git-ignored), emitted from commit COMMIT (default HEAD, run before the change is committed)
# into baseline/pre92-NAME, one launcher module a name (try_matrix's baseline=NAME).
set -e
commit=${1:-HEAD}
rm -rf /tmp/wt92 && git worktree add -f --detach /tmp/wt92 "$commit" > /dev/null
# from inside the worktree: python -m puts the working directory first on sys.path, ahead of
# PYTHONPATH, so run from this checkout it would render this checkout's templates
emit() { name=$1; shift; rm -rf baseline/pre92-$name
         (cd /tmp/wt92 && python -m softgen.cli emit --backend cuda --strategy cluster --stage 7 \
           --cluster-size 16 --out "$OLDPWD/baseline/pre92-$name" "$@" > /dev/null); }
S8="--block-size 128 --blocks-per-sm 8"; S6="--block-size 160 --blocks-per-sm 6"
emit bf16-160000 --op softmax --dtype bf16 --cols 160000 $S8
emit bf16-262144 --op softmax --dtype bf16 --cols 262144 $S6
emit fp16-206171 --op softmax --dtype fp16 --cols 206171 $S8
emit fp16-262144 --op softmax --dtype fp16 --cols 262144 $S6
emit lbf16-220000 --op log_softmax --dtype bf16 --cols 220000 $S6
emit lfp16-175000 --op log_softmax --dtype fp16 --cols 175000 $S8
git worktree remove --force /tmp/wt92
ls baseline | grep -c pre92
