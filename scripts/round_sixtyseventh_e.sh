#!/bin/bash
# Sixty-seventh session, round e (H100, one call): single calls (do_bench), allocating, every
# strategy of both backends beside auto at the short widths where quack led auto in round b3
# (fp32 372, fp16 256 / 480, bf16 2360): does any kernel softgen has reach quack's figure there?
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
for a in "fp32 372" "fp16 256,480" "bf16 2360"; do set -- $a
  timeout 110 python3 -m softgen.cli compare --strategy warp,block,smem,online,auto --allocate --repeat 3 \
    --dtype $1 --cols $2 --peers "" 2>&1 | grep -v "^\s*$" | tee "$OUT/e-$1.txt"; echo "== $1 rc $?"
done
