#!/bin/bash
# Hundred-eighth session, round a (H200): auto at the widths models use (hidden and
# intermediate sizes, vocabularies: scripts/hundredeighth_widths.txt), every dtype; OPS (default
# the forward pair; round b: OPS="softmax_backward log_softmax_backward"), single runs (a width
# under 95 is timed twice more), 270 s at most an op; then the five lowest of each op.
#     bash scripts/round_hundredeighth_a.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=200
T=270 auto_ops "${ROUND:-a}" fp32,bf16,fp16 "$(cat scripts/hundredeighth_widths.txt)" ${OPS:-softmax log_softmax}
lowest 5 120 "$OUT"/auto-*.txt
pack_out
