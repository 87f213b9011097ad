#!/bin/bash
# The kernels of the sixty-first session's round e (baseline/ is git-ignored), fp32 softmax x 16 x
# 256 at 155392 and 170000, each variant its own folder baseline/v61/<V><width>:
#   O  stage 6 as shipped at 1c73e30 (stores from the registers)
#   A  the patch docs/bench/sixtyfirst-b-bulk-store.patch (static buffer, 128-byte aligned)
#   B  bulk_store=1 as first written (dynamic buffer right after the static shared memory)
#   C  B with a block barrier at the start;  D  A without its barrier and unused mbarrier
#   E  B with a static buffer;  F  B with its dynamic buffer moved up to 128 bytes (as shipped)
# Run at the commit that added bulk_store, before its buffer was aligned (B and C need that
# template; F is what the template renders now).
set -e
. .venv/bin/activate 2>/dev/null || true
emit() { python -m softgen.cli emit --cols "$2" --dtype fp32 --backend cuda --out "baseline/v61/$1$2" "${@:3}" > /dev/null; }
rm -rf baseline/v61 && mkdir -p baseline/v61
for w in 155392 170000; do
  emit O $w --strategy cluster --stage 6 --cluster-size 16 --block-size 256
  emit B $w --strategy cluster --stage 6 --cluster-size 16 --block-size 256 --bulk-store 1
  git stash -q && patch -s -p1 < docs/bench/sixtyfirst-b-bulk-store.patch
  emit A $w --strategy auto
  git checkout -q softgen/templates/cuda/cluster.cu.j2 && git stash pop -q
  cp -r baseline/v61/B$w baseline/v61/C$w
  sed -i 's|^    partials.init();|    partials.init();\n    __syncthreads();|' baseline/v61/C$w/*.cu
  cp -r baseline/v61/A$w baseline/v61/D$w
  sed -i '/smem_address(&landed)) : "memory");$/d; /if (tid == 0) asm volatile("fence.mbarrier_init.release.cluster;"/d' baseline/v61/D$w/*.cu
  python3 -c "import pathlib, sys; p = next(pathlib.Path(sys.argv[1]).glob('*.cu')); s = p.read_text(); \
p.write_text(s.replace('    partials.init();\n    __syncthreads();\n', '    partials.init();\n', 1))" baseline/v61/D$w
  ppt=$(grep -o "RegisterRow<BLOCK, [0-9]*" baseline/v61/B$w/*.cu | grep -o "[0-9]*$")
  cp -r baseline/v61/B$w baseline/v61/E$w
  sed -i "s|^    extern __shared__ Pack cache\[\];|    __shared__ __align__(16) Pack cache[BLOCK * $ppt];|" baseline/v61/E$w/*.cu
  sed -i 's|^SMEM_BYTES = [0-9]*|SMEM_BYTES = 0|' baseline/v61/E$w/softmax*.py
  cp -r baseline/v61/B$w baseline/v61/F$w
  sed -i 's|^    extern __shared__ Pack cache\[\];|    extern __shared__ Pack cache_raw[];\n    Pack* cache = reinterpret_cast<Pack*>((reinterpret_cast<unsigned long long>(cache_raw) + 127) \& ~127ull);|' baseline/v61/F$w/*.cu
  python3 -c "import pathlib, re, sys; p = next(pathlib.Path(sys.argv[1]).glob('softmax*.py')); \
p.write_text(re.sub(r'^SMEM_BYTES = (\d+)', lambda m: f'SMEM_BYTES = {int(m[1]) + 128}', p.read_text(), flags=re.M))" baseline/v61/F$w
done
ls baseline/v61
