#!/bin/bash
# Twenty-ninth session, round g (H100): auto at fresh random widths after the stage 6 entries
# (seeds 57-58, 12000-262144, where they serve), softmax and log_softmax, all three dtypes.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"; rm -rf "$SOFTGEN_CACHE_DIR"
T=270 auto_at auto-g-softmax op=softmax bf16,fp16,fp32 random=57:24:12000:262144
T=270 auto_at auto-g-log_softmax op=log_softmax bf16,fp16,fp32 random=58:16:12000:262144
for op in softmax log_softmax; do      # the five lowest of each op
  sort -t, -k3 -g "$OUT/auto-$op.csv" | head -5
done
