"""Runs of widths the H200 table serves on Triton online (no GPU): for each op and dtype, each
entry's widths from LO to HI, where it serves MIN or more, as "op dtype entry count first last".

    python scripts/online_runs.py 1024 32768 40
"""
import sys
from softgen.auto import choose, H200
from softgen.generator.spec import KernelSpec
lo, hi, minlen = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
for op in ("softmax","log_softmax","softmax_backward","log_softmax_backward"):
  for dt in ("bf16","fp16","fp32"):
    runs={}
    for c in range(lo, hi):
        ch=choose(KernelSpec(op=op,strategy="auto",cols=c,dtype=dt,backend="both"),H200,(9,0))
        if ch.spec.strategy!="online" or ch.spec.backend!="triton": continue
        key=ch.reason.split("width ")[1].split(" ")[0]
        runs.setdefault(key, []).append(c)
    for k,v in sorted(runs.items(), key=lambda kv:-len(kv[1])):
        if len(v)>=minlen: print(op, dt, k, len(v), v[0], v[-1], flush=True)
