#!/bin/bash
# Ninety-sixth session, round f (H200, one call): forward flat (auto's pick at narrow rows, element
# by element and as packs) rendered from this session's template, whose tile load and store moved
# into cuda/tile.cuh.j2, against the session's first (baseline/flat-pre96.cu.j2: `git show
# 9842ac4:softgen/templates/cuda/flat.cu.j2`), medians of three interleaved runs.
#     bash scripts/round_ninetysixth_f.sh       (carry baseline/flat-pre96.cu.j2)
source scripts/device_env.sh; export COLUMNS=200
against_template flat-pre96 scripts/ninetysixth_f.txt baseline/flat-pre96.cu.j2 cuda/flat.cu.j2 2>&1 \
  | grep -v "^   runs" | tee "$OUT/f-against-template.txt"
