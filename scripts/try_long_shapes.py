"""Exploration: more cluster shapes (blocks per cluster x threads per block, stage 1) on the
longest 16-bit rows than `softgen tune` tries.  Prints % of copy per shape, best first.

    python scripts/try_long_shapes.py
"""
from softgen.bench.compare import Settings, run

SHAPES = [dict(cluster_size=k, block_size=b, stage=1) for k, b in
          ((8, 128), (8, 256), (8, 512), (16, 128), (16, 256), (16, 512), (4, 256), (4, 512))]
settings = Settings(dtypes=["bf16", "fp16"], widths=[131072, 262144], strategies=["cluster"],
                    backends=["cuda"], peers=[], variants={"cluster": SHAPES}, rep_ms=40)
results = [r for r in run(settings) if r.status == "ok" and r.candidate != "copy"]
for r in sorted(results, key=lambda r: (r.dtype, r.cols, -r.pct_copy)):
    print(f"{r.dtype} {r.cols:6d} {r.candidate:55s} {r.pct_copy:5.1f}%")
