#!/bin/bash
# Twenty-seventh session, round b (H100): liger-kernel 0.8.5 and quack-kernels 0.6.5 installed from
# the wheels of round a and .peerwheels/b (no network on the device), then auto against torch,
# liger and quack over the sweep in one process a dtype (BENCHMARKS.md's peers section).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
whl=/root/peerwheels/nvidia_cutlass_dsl_libs_cu13-4.8.1-cp312-cp312-manylinux_2_28_x86_64.whl
[ -f /root/peerwheels/cu13.part.aa ] || head -c 45000000 $whl > /root/peerwheels/cu13.part.aa   # a first try kept aa + ab only
ls -la .peerwheels/b /root/peerwheels
cat /root/peerwheels/cu13.part.aa .peerwheels/b/cu13.part.ab .peerwheels/b/cu13.part.ac > $whl && sha256sum $whl
python3 -m pip install -q --no-deps --no-index /root/peerwheels/*.whl 2>&1 | tail -3
python3 -m pip list 2>/dev/null | grep -i "liger\|quack\|cutlass\|tvm\|dlpack\|einops"
python3 - <<'PY' 2>&1 | tail -5
import torch, quack
from liger_kernel.ops.softmax import LigerSoftmaxFunction
x = torch.randn(64, 4096, device="cuda") * 3
print("quack err", (quack.softmax(x) - torch.softmax(x, -1)).abs().max().item())
print("liger err", (LigerSoftmaxFunction.apply(x) - torch.softmax(x, -1)).abs().max().item())
PY
for dtype in fp32 bf16 fp16; do
  timeout 180 python3 -m softgen.cli compare --sweep --dtype $dtype --strategy auto \
    --peers torch,liger,quack --out /tmp/b-$dtype > "$OUT/b-peers-$dtype.txt" 2>&1; echo "$dtype rc $?"
  cp /tmp/b-$dtype/compare.csv "$OUT/b-peers-$dtype.csv"
done
