#!/bin/bash
# Forty-eighth session, round a (H100): the forward half of scripts/audit_past_entries.py's list:
# register entries whose explicit shape steps up a pack or two a thread just past their width.
# auto (the entry's shape there) against the strategy's own sizing at the entry, one pack and two
# packs past it.  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
m() { explore try_matrix.py "$@" strategy=auto "" 2>&1 | grep -v "^   runs\|SpecError"; }
m bf16 block 512,520,528,2048,2056,2064,4096,4104,4112
m fp16 block 512,520,528,2048,2056,2064
m fp32 warp 128,132,256,260,264
m fp32 block 16384,16388,16392
for dt in bf16 fp16; do
  m op=log_softmax $dt warp 256,264,272,512,520,528
  m op=log_softmax $dt block 4096,4104,4112
done
m op=log_softmax fp32 warp 128,132,136
m op=log_softmax fp32 block 4096,4100,4104,8192,8196,8200
