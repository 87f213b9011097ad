#!/usr/bin/env bash
# One device call: environment, GPU tests, compute-sanitizer.  Logs under $OUT.
# Usage (device tool):  bash scripts/device_check.sh [pytest args...]
set -o pipefail
export PYTHONUNBUFFERED=1 PYTHONPATH=$PWD SOFTGEN_CACHE_DIR=/tmp/softgen-cache
OUT=${OUT:-out}; mkdir -p "$OUT"
{ nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
  python3 -c 'import torch, triton, cupy, jinja2; print("torch", torch.__version__, "triton", triton.__version__, "cupy", cupy.__version__)'
  python3 -c 'import click' 2>&1 | tail -1; python3 -c 'import rich, matplotlib' 2>&1 | tail -1; } | tee "$OUT/env.txt"
python3 -m pytest -m gpu -q -p no:cacheprovider "${@:-tests/}" 2>&1 | tee "$OUT/pytest-gpu.log" | tail -40
for tool in memcheck racecheck; do
  compute-sanitizer --tool $tool python3 scripts/sanitize.py 2>&1 | tail -14 | tee "$OUT/sanitize-$tool.log"
done
export SOFTGEN_CACHE_DIR=/tmp/softgen-times TRITON_CACHE_DIR=/tmp/triton-times
rm -rf /tmp/softgen-times /tmp/triton-times
{ python3 scripts/load_times.py cold; python3 scripts/load_times.py warm; } 2>&1 | tee "$OUT/load-times.txt"
