#!/bin/bash
# Sixty-fourth session, round d (H100, one call; carries baseline/h100-before-64.json, the table
# before this session: `git show 51c358e:softgen/tuning/h100.json`).  Entries from rounds b-c:
# fp32 softmax x 16 x 256 with bulk stores at 199000, 200000, 200001, 216316, 225000; fp32
# log_softmax the same at 199000-220000 (its entries there replaced); 16-bit softmax stage 6 at
# 227000.  Every run scripts/served_diff.py lists, edges and inside, against the table before;
# then fp32 log_softmax 229000-246500, where x 16 x 384 with bulk stores ran +0.6-1.0 over auto
# at 231848 / 240000 / 245000 but -1.3 at 236000.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
{ T=120 against_table h100-before-64 softmax fp32 193965,194448,196000,199496,199999,203001,208000,212345,220000,227001,230584
  T=120 against_table h100-before-64 log_softmax fp32 193965,194448,197001,200821,200822,203000,206811,206812,215000,222223,225844
  for dt in bf16 fp16; do T=90 against_table h100-before-64 softmax $dt 220919,223001,227000,230001,234000,237404; done
  T=150 explore try_matrix.py op=log_softmax fp32 auto 229000,231848,233000,234000,235000,236000,237000,238000,240000,243000,245000,246500 \
    strategy=auto strategy=cluster,cluster_size=16,stage=6,bulk_store=1,block_size=384 2>&1 | grep -v "^   runs\|SpecError"
} 2>&1 | tee "$OUT/bands.txt"
rm -f "$OUT"/*.csv
