#!/bin/bash
# Forty-fifth session, round j (H100): held or split for 16-bit rows of 460-600 KB by how the rows
# fill the held entry's waves (one block an SM, 132 SMs, rows spread evenly): each width at its
# 2^26 / N rows and at row counts that fill the waves (264, 396) or leave them part full
# (try_matrix's NxM). fp16 softmax split (splitfrom=384) / held with three tiles (splitfrom=700);
# fp16 log_softmax split (shipped) / held with three tiles. Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
S=230000x291,230000x264,250000x268,250000x250,250000x264,250000x330,250000x396,262144x256,262144x200,262144x264,300001x223,300001x264
REPEAT=3 T=250 explore try_matrix.py fp16 online $S splitfrom=384 splitfrom=700 | tee "$OUT/j-softmax-fp16.txt"
L=230000x291,230000x264,250000x268,250000x264,262144x256,262144x200
REPEAT=3 T=150 explore try_matrix.py op=log_softmax fp16 online $L "" held=3,splitfrom=700 | tee "$OUT/j-log_softmax-fp16.txt"
