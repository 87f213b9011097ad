#!/bin/bash
# The kernels the ninety-second session's rounds d and e time their changes against (baseline/ is
# git-ignored), emitted from commit COMMIT (default HEAD, run before the change is committed)
# into baseline/PREFIX-NAME (PREFIX default pre92), one launcher module a name (try_matrix's
# baseline=NAME). Round d: `bash scripts/ninetysecond_baselines.sh 3403c86`; round e: `... bb7bd5b
# pre92e`, then its variant, staged_store testing `packed` once: `VARIANT=scripts/
# ninetysecond_e_staged_store.patch ... HEAD v92e` with the round's templates in the working tree
# (scripts/ninetysecond_e_templates.patch applied; VARIANT: this checkout's CUDA templates, then
# the patch on them).
set -e
commit=${1:-HEAD} prefix=${2:-pre92}
rm -rf /tmp/wt92 && git worktree add -f --detach /tmp/wt92 "$commit" > /dev/null
if [ -n "$VARIANT" ]; then cp softgen/templates/cuda/*.j2 /tmp/wt92/softgen/templates/cuda/
                          patch -s -d /tmp/wt92 -p1 < "$VARIANT"; fi
# from inside the worktree: python -m puts the working directory first on sys.path, ahead of
# PYTHONPATH, so run from this checkout it would render this checkout's templates
emit() { name=$1; shift; rm -rf baseline/$prefix-$name
         (cd /tmp/wt92 && python -m softgen.cli emit --backend cuda --strategy cluster --stage 7 \
           --cluster-size 16 --out "$OLDPWD/baseline/$prefix-$name" "$@" > /dev/null); }
S8="--block-size 128 --blocks-per-sm 8"; S6="--block-size 160 --blocks-per-sm 6"
emit bf16-160000 --op softmax --dtype bf16 --cols 160000 $S8
emit bf16-262144 --op softmax --dtype bf16 --cols 262144 $S6
emit fp16-206171 --op softmax --dtype fp16 --cols 206171 $S8
emit fp16-262144 --op softmax --dtype fp16 --cols 262144 $S6
emit lbf16-220000 --op log_softmax --dtype bf16 --cols 220000 $S6
emit lfp16-175000 --op log_softmax --dtype fp16 --cols 175000 $S8
git worktree remove --force /tmp/wt92
ls baseline | grep -c "^$prefix-"
