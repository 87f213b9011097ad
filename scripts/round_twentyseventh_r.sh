#!/bin/bash
# Twenty-seventh session, round r (H100): the packs' cache hints, one process each (the device's
# copy of the templates edited in place between them): stores evict-first (__stcs, shipped) or
# plain, loads through the read-only path (__ldg, shipped) or plain; auto at the 16-bit widths
# where quack leads (131072, 262144, 50000, 1024) and fp32 131072, % of copy.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
C=softgen/templates/cuda/common.cuh.j2
run() { echo "== $1"; rm -rf "$SOFTGEN_CACHE_DIR"
        for dtype in bf16 fp16; do T=100 explore try_matrix.py $dtype cluster 1024,50000,65536,131072,262144 strategy=auto; done
        T=60 explore try_matrix.py fp32 cluster 131072,262144 strategy=auto; }
run "shipped: __stcs stores, __ldg loads"
sed -i 's/__stcs(reinterpret_cast<float4\*>(p), u.f);/*reinterpret_cast<float4*>(p) = u.f;/' $C; grep -c "__stcs" $C
run "plain stores, __ldg loads"
sed -i 's/u.f = __ldg(reinterpret_cast<const float4\*>(p)); return u.p;/u.f = *reinterpret_cast<const float4*>(p); return u.p;/' $C; grep -c "__ldg" $C
run "plain stores, plain loads"
git checkout $C
