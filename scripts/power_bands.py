"""The band of 16-byte rows past each power of two (2^9..2^18) that the power of two's entry (or
one below it) serves on the shipped H200 table, for each op and dtype (no GPU needed): op, dtype,
power of two, the entry's width, the band's first and last row, the config.  The hundred-
thirteenth session (notes entry 196) timed auto at each band's middle and end: 16-bit
softmax_backward's 131072 entry ran 81-85 through 131200-132264, where risky_widths.py's flags
(8 packs past the power of two) stopped at 131136.

    python scripts/power_bands.py > bands.txt
"""
from audit_auto import entry_width
from softgen.auto import choose, H200
from softgen.generator.spec import KernelSpec, TUNABLES
ES={"fp32":4,"bf16":2,"fp16":2}
out=[]
for op in ["softmax","log_softmax","softmax_backward","log_softmax_backward"]:
  for dt in ["fp32","bf16","fp16"]:
    pack=16//ES[dt]
    for e in range(9,19):
      p=2**e; c=p+pack
      ch=choose(KernelSpec(op=op,strategy="auto",cols=c,dtype=dt,backend="both"),H200,(9,0))
      ew=entry_width(ch)
      if ew is None or ew>p: continue
      s=ch.spec; cfg=f"{s.strategy}/{s.backend} "+",".join(f"{k}={getattr(s,k)}" for k in TUNABLES if getattr(s,k) is not None)
      w=c
      while True:
        w2=w+pack*max(1,(w//pack)//256)
        ch2=choose(KernelSpec(op=op,strategy="auto",cols=w2,dtype=dt,backend="both"),H200,(9,0))
        if entry_width(ch2)!=ew or w2>p*1.5: break
        w=w2
      out.append((op,dt,p,ew,c,w,cfg))
for o in out: print(*o)
