#!/bin/bash
# Twenty-third session, round k (H100): auto's order past the nearest entries.  Before, an odd width
# whose nearest entry was invalid there took the nearest entry of its own alignment however far
# (bf16 backward 8608: 16384's config, 88-92% of copy); now the next nearest.  Both orders timed
# at the widths where they differ (fp32 softmax 8336-22773, bf16 backward 4167-8480); the old
# auto.py as scripts/_auto_previous.py (the previous commit's, not kept).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
F=8336,9248,9912,17560,20171,22773
B=4167,4545,5043,5596,8336,8480
previous() { python3 - "$@" <<'PY'
import importlib.util, runpy, sys
import softgen
sys.path.insert(0, "scripts")
spec = importlib.util.spec_from_file_location("softgen.auto", "scripts/_auto_previous.py")
m = importlib.util.module_from_spec(spec); sys.modules["softgen.auto"] = m; spec.loader.exec_module(m)
softgen.auto = m
sys.argv = ["try_auto.py"] + sys.argv[1:]
runpy.run_path("scripts/try_auto.py", run_name="__main__")
PY
}
for order in new previous; do
  for o in op=softmax:fp32:$F op=softmax_backward:bf16:$B op=log_softmax_backward:bf16:$B; do
    IFS=: read op dt w <<< "$o"
    echo "== $order $op $dt"
    if [ $order = new ]; then timeout 100 python3 scripts/try_auto.py $op $dt $w; else previous $op $dt $w; fi 2>&1 | grep -v "^\s*$" | cut -c1-120
  done
done
