# A/B: current online backward vs the pre-refactor one (untracked scripts/old_online.cu.j2)
python3 - <<'PY'
import torch, softgen
from triton.testing import do_bench
for cols in (16384, 32768, 65536):
    for dtype, t in (("bf16", torch.bfloat16), ("fp32", torch.float32)):
        rows = (1 << 26) // cols
        y = torch.softmax(torch.randn(rows, cols, device="cuda"), -1).to(t)
        dy = torch.randn(rows, cols, device="cuda").to(t); dx = torch.empty_like(y); x = torch.empty_like(y)
        c = do_bench(lambda: dx.copy_(x), warmup=25, rep=80, return_mode="median")
        line = f"{dtype} {cols}:"
        for spec in (dict(strategy="online"), dict(strategy="cluster", cols=cols, stage=0, cluster_size=8), dict(strategy="cluster", cols=cols, stage=0, cluster_size=4)):
            f = softgen.load(op="softmax_backward", dtype=dtype, backend="cuda", **spec)
            ms = do_bench(lambda: f(y, dy, out=dx), warmup=25, rep=80, return_mode="median")
            line += f"  {spec['strategy']}{spec.get('cluster_size', '')} {150 * c / ms:5.1f}%"
        print(line, flush=True)
PY
