#!/bin/bash
# The Triton warp kernels the eighty-first session's round a times its peeled row groups against
# (baseline/ is git-ignored): emitted from commit COMMIT (default HEAD, run before the change is
# committed) into baseline/pre81-OP-DTYPE-COLS, one launcher module a name (try_matrix's
# baseline=NAME), at the widths of scripts/eightyfirst_a.txt.
set -e
commit=${1:-HEAD}
rm -rf /tmp/wt81 && git worktree add -f --detach /tmp/wt81 "$commit" > /dev/null
# from the worktree: `python -m` puts the working directory first on the path
emit() { op=$1 dt=$2 w=$3; rm -rf baseline/pre81-$op-$dt-$w
         (cd /tmp/wt81 && python -m softgen.cli emit --backend triton --strategy warp --op $op --dtype $dt \
             --cols $w --out "$OLDPWD/baseline/pre81-$op-$dt-$w" > /dev/null); }
for w in 9 37 100 137 153 301 450 511; do
  emit softmax bf16 $w; emit log_softmax fp16 $w; emit softmax_backward bf16 $w
done
for w in 37 137 250 301 450 511; do emit softmax fp32 $w; emit log_softmax_backward fp32 $w; done
git worktree remove --force /tmp/wt81
ls baseline | grep -c pre81
