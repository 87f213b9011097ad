#!/bin/bash
# Hundred-thirteenth session, round a (H200, one call): the hundred-twelfth's GPU tests (their
# 65544 / 65600 cases had not run), auto against the table before that session's entries
# (baseline/h200_before.json, c7cb7002's table, carried) at 16-bit log_softmax_backward
# 65541-65772, then auto at lines FIRST-LAST of $LIST (default scripts/hundredthirteenth_risky.txt: rows that
# risky_widths.py flags for "packs a thread" near the powers of two on the final table, three a
# group, those rounds e / i had not timed), single runs, lines begun until STOP seconds; round d:
# LIST=scripts/hundredthirteenth_bands.txt, the middle and end of each band scripts/power_bands.py
# lists, SKIP_CHECKS=1 leaving out the tests and the comparison).
#     FIRST=1 LAST=6 bash scripts/round_hundredthirteenth_a.sh            (device tool)
#     SKIP_CHECKS=1 LIST=scripts/hundredthirteenth_bands.txt bash scripts/round_hundredthirteenth_a.sh
source scripts/device_env.sh; export COLUMNS=200
if [ -z "$SKIP_CHECKS" ]; then
  gpu_tests "hundredtwelfth"
  for dt in bf16 fp16; do
    T=90 ALLOC=1 against_table h200_before log_softmax_backward $dt 65541,65544,65560,65600,65663,65720,65772 \
      | tee -a $OUT/a-against.txt
  done
fi
n=0
while read op dt w; do
  n=$((n + 1)); [ $n -lt ${FIRST:-1} ] || [ $n -gt ${LAST:-99} ] && continue
  [ $SECONDS -gt ${STOP:-540} ] && { echo "== stopped at $SECONDS s before line $n"; break; }
  T=120 auto_at "auto-r$n-$op-$dt" "op=$op" $dt $w
done < ${LIST:-scripts/hundredthirteenth_risky.txt}
rm -f "$OUT"/*.csv; lowest 4 120 "$OUT"/auto-r*.txt
