#!/bin/bash
# Triton warp kernels of an earlier commit to time against the current ones in the same call
# (baseline/ is git-ignored; carry it): for each line of FILE (a matrix line: op, dtype, widths,
# configs), the line's kernels at its widths emitted from COMMIT into baseline/NAME-OP-DTYPE,
# every width's module there (try_matrix's baseline=NAME-OP-DTYPE takes the line's width's).
#     bash scripts/triton_warp_baselines.sh COMMIT NAME FILE
set -e
commit=$1 name=$2 file=$3
tree=/tmp/baseline-$name
rm -rf "$tree" baseline/"$name"-* && git worktree add -f --detach "$tree" "$commit" > /dev/null
while read op dt widths rest; do
  # from the worktree: `python -m` and -c put the working directory first on the path
  (cd "$tree" && python3 -c "
import sys
from softgen.emit import emit
from softgen.generator.spec import KernelSpec
emit([KernelSpec(op='$op', strategy='warp', cols=int(w), dtype='$dt', backend='triton') for w in '$widths'.split(',')],
     sys.argv[1], force=True)" "$OLDPWD/baseline/$name-$op-$dt")
done < "$file"
git worktree remove --force "$tree"
ls baseline | grep "^$name-"
