#!/bin/bash
# Forty-eighth session, round b (H100): the backward half of scripts/audit_past_entries.py's list
# (round a has the forward), first the two notes entry 126 named: log_softmax_backward 16-bit
# 2048 (block x 256; block x 128 besides) and 128 (16 lanes).  auto against the strategy's own
# sizing at the entry, one pack and two packs past it.  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
m() { explore try_matrix.py "$@" 2>&1 | grep -v "^   runs\|SpecError"; }
for dt in bf16 fp16; do
  m op=log_softmax_backward $dt block 2048,2056,2064,2080 strategy=auto "" block_size=128
  m op=log_softmax_backward $dt warp 128,136,144,256,264,272 strategy=auto ""
done
m op=log_softmax_backward fp16 warp 512,520,528 strategy=auto ""
m op=softmax_backward bf16 warp 256,264,272 strategy=auto ""
m op=softmax_backward fp16 warp 256,264,272,512,520,528 strategy=auto ""
for op in softmax_backward log_softmax_backward; do
  m op=$op fp32 warp 128,132,136,256,260,264 strategy=auto ""
  m op=$op fp32 block 2048,2052,2056,8192,8196,8200 strategy=auto ""
done
