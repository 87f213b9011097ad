"""scripts/try_matrix.py with Triton smem's width limit lifted (exploration, not a test): the plan
refuses 16-bit rows past 32768 columns, the most the Triton-language kernel's registers hold,
though the gluon kernel that serves such rows on a GPU keeps them in shared memory up to a
program's (about 113000 16-bit columns).  Times the gluon kernel there (ninety-ninth session,
round c).  Arguments as try_matrix.py's."""
import runpy
import sys

import softgen.generator.triton_plan as triton_plan

triton_plan.TRITON_ROW_ELEMS_PER_THREAD = 1 << 20
sys.argv = ["try_matrix.py"] + sys.argv[1:]
runpy.run_path("scripts/try_matrix.py", run_name="__main__")
