# Set-up shared by the device scripts that tune or read a tuning table (source it): unbuffered
# Python on this checkout, the kernel cache on the device's disk, $OUT, and $TABLE, where
# `softgen tune` and strategy 'auto' keep this GPU's table.
export PYTHONUNBUFFERED=1 PYTHONPATH=$PWD SOFTGEN_CACHE_DIR=/tmp/softgen-cache
OUT=${OUT:-out}; mkdir -p "$OUT"
TABLE=$(python3 -c "import torch; from softgen.auto import tuned_table_path; print(tuned_table_path(torch.cuda.get_device_name()))")

# start_table [FILE]: tune / choose on top of FILE (default: the table shipped for this GPU, else
# the H100's)
start_table() { mkdir -p "$(dirname "$TABLE")"
                cp "${1:-softgen/tuning/$(python3 -c "import torch; from softgen.auto import SHIPPED, H100
print(SHIPPED.get(torch.cuda.get_device_name(), SHIPPED[H100]))")}" "$TABLE"; }

# explore SCRIPT ARGS...: an exploration script (scripts/try_matrix.py, try_width_rules.py), blank
# lines dropped, then its exit status; T seconds at most (default 150)
explore() { script=$1; shift; timeout ${T:-150} python3 "scripts/$script" "$@" 2>&1 | grep --line-buffered -v "^\s*$"; echo "== rc $?"; }

# peer_rows: a try_matrix table without the peers' errors, spec errors and the runs' lines (pipe
# into it).  The greps here pass each line on as it comes, so a call that runs out at its limit
# keeps in $OUT what it timed (round seventyninth e's table, piped through them, came back empty)
peer_rows() { grep --line-buffered -v "RuntimeError\|AssertionError\|^   runs\|SpecError"; }

# auto_compare NAME ARGS...: `softgen compare` of auto ARGS (--dtype, --cols / --sweep, --peers),
# allocating, medians of three rounds, into $OUT/NAME/ and $OUT/NAME.txt, then its exit status; T
# seconds at most (default 150)
auto_compare() { name=$1; shift
                 timeout ${T:-150} python3 -m softgen.cli compare --strategy auto --allocate --repeat 3 \
                   --out "$OUT/$name" "$@" 2>&1 | grep -v "^\s*$" | tee "$OUT/$name.txt"; echo "== $name rc $?"; }

# online_sweep ROUND: online in both backends (CUDA, then Triton) at the sweep's widths from 32768,
# both ops, every dtype, single runs, each table into $OUT/ROUND-OP-DTYPE.txt
online_sweep() { for op in softmax log_softmax; do for dt in fp32 bf16 fp16; do
                   T=200 explore try_matrix.py op=$op $dt online 32768,50000,65536,100000,120000,131072,262144 "" \
                       backend=triton | tee "$OUT/$1-$op-$dt.txt"; done; done; }

# auto_at NAME ARGS...: scripts/try_auto.py ARGS into $OUT/NAME.txt, showing the widths under 95
auto_at() { name=$1; shift; timeout ${T:-200} python3 scripts/try_auto.py "$@" > "$OUT/$name.txt" 2>&1
            echo "== $name rc $?"; grep "<95\|rror" "$OUT/$name.txt" | cut -c1-150; }

# auto_ops ROUND DTYPES WIDTHS [OP...]: auto_at auto-ROUND-OP for each op (default: all four); STOP
# in the environment: ops begun until STOP seconds of the call have passed
auto_ops() { round=$1 dtypes=$2 widths=$3; shift 3
             for op in ${@:-softmax log_softmax softmax_backward log_softmax_backward}; do
               [ -n "$STOP" ] && [ $SECONDS -gt "$STOP" ] && { echo "== stopped at $SECONDS s before $op"; break; }
               auto_at "auto-$round-$op" "op=$op" "$dtypes" "$widths"; done; }

# ncu_summary NAME ARGS...: Nsight Compute on the third softmax launch of scripts/run_one.py ARGS
# (DRAM bytes and throughput, instructions, occupancy, registers) into $OUT/ncu-NAME.txt, and its
# summary lines
ncu_summary() { name=$1; shift
  timeout 120 ncu --section SpeedOfLight --section Occupancy --section LaunchStats --section MemoryWorkloadAnalysis \
    --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_op_read.sum,lts__t_sectors_op_write.sum,smsp__inst_executed.sum \
    -k regex:'(?i)softmax' --launch-skip 2 --launch-count 1 python3 scripts/run_one.py "$@" > "$OUT/ncu-$name.txt" 2>&1
  echo "== $name rc $?"
  grep -E "gpu__time|dram__bytes|inst_executed|DRAM Throughput|Achieved Occ|Registers Per|Block Size|Grid Size" "$OUT/ncu-$name.txt" | head -12; }

# ncu_stalls NAME ARGS...: as ncu_summary, with the clocks left alone, adding where the warps
# wait (WarpStateStats), the pipes' load (ComputeWorkloadAnalysis) and the cluster occupancy
# (Occupancy's Max Active Clusters), into $OUT/ncu-NAME.txt, and its summary lines
ncu_stalls() { name=$1; shift
  timeout 150 ncu --clock-control none --section SpeedOfLight --section Occupancy --section LaunchStats \
    --section WarpStateStats --section ComputeWorkloadAnalysis --section SchedulerStats \
    --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,smsp__inst_executed.sum,sm__cycles_elapsed.avg.per_second,sm__inst_executed_pipe_xu.avg.pct_of_peak_sustained_active \
    -k regex:'(?i)softmax' --launch-skip 2 --launch-count 1 python3 scripts/run_one.py "$@" > "$OUT/ncu-$name.txt" 2>&1
  echo "== $name rc $?"
  grep -E "gpu__time|dram__bytes|inst_executed|per_second|pipe_xu|DRAM Throughput|Achieved Occ|Registers Per|Block Size|Grid Size|Cluster|Stall|Issued Warp|No Eligible|Active Warps Per" "$OUT/ncu-$name.txt" | head -30; }

# lowest N CHARS FILE...: the N lowest widths (by % of copy) of each auto_at table, their first
# CHARS characters
lowest() { local n=$1 chars=$2 f; shift 2
           for f in "$@"; do echo "== lowest, $(basename $f)"
             grep -E "^ *(fp32|bf16|fp16) " "$f" | sort -k3 -n | head -$n | cut -c1-$chars; done; }

# sweep ROUND SEED: auto_ops ROUND at 24 random widths (log-uniform, 128-262143, SEED) for every
# dtype and op, 140 s at most a op; then the four lowest of each op
sweep() { T=140 auto_ops "$1" fp32,bf16,fp16 "random=$2:24:128:262143"; rm -f "$OUT"/*.csv
          lowest 4 120 "$OUT"/auto-"$1"-*.txt; }

# sweep_until ROUND SEED LO HI STOP: auto_ops ROUND at 24 random widths of LO-HI (log-uniform,
# SEED) for every dtype and op, 110 s at most an op, ops begun until STOP seconds of the call have
# passed; the CSVs into $OUT/csv; then the five lowest of each op
sweep_until() { STOP=$5 T=110 auto_ops "$1" fp32,bf16,fp16 "$(random_widths "$2" 24 "$3" "$4")"
                mkdir -p "$OUT/csv" && mv "$OUT"/auto-*.csv "$OUT/csv/" 2>/dev/null
                lowest 5 120 "$OUT"/auto-"$1"-*.txt; }

# matrices FILE [CONFIG...]: try_matrix for each line of FILE (op, dtype, widths, configs: the
# fifty-third session's scripts/fiftythird/*.txt), auto and CONFIG... before the line's configs;
# T seconds a line at most (default 200)
matrices() { file=$1; shift
             while read op dt w cfgs; do
               T=${T:-200} explore try_matrix.py op=$op $dt auto $w strategy=auto "$@" $cfgs
             done < "$file"; }

# matrices_by_line FILE: matrices for each line of FILE on its own, its table (the runs' lines
# dropped) into $OUT/leads-N.txt (N: the line's number) as it finishes, and shown
matrices_by_line() { local n=0 line lines
                     mapfile -t lines < "$1"
                     for line in "${lines[@]}"; do
                       n=$((n + 1)); echo "$line" > /tmp/line.txt
                       matrices /tmp/line.txt | grep -v "^   runs" > "$OUT/leads-$n.txt"; cat "$OUT/leads-$n.txt"
                     done; }

# peer_sweep SEED N LO HI CONFIG...: try_matrix at N random widths a dtype (bf16, fp16, fp32: seeds
# SEED + 1, 2, 3), multiples of 16 bytes, log-uniform over LO-HI, auto and CONFIG... (peer=quack
# peer=liger); a peer's errors, spec errors and the runs' lines dropped; DTYPES in the
# environment runs those dtypes only, each with its own seed
peer_sweep() { local seed=$1 n=$2 lo=$3 hi=$4 i dt w; shift 4
               for dt in ${DTYPES:-bf16 fp16 fp32}; do
                 case $dt in bf16) i=1 ;; fp16) i=2 ;; fp32) i=3 ;; esac
                 w=$(random_widths $((seed + i)) $n $lo $hi $([ $dt = fp32 ] && echo 4 || echo 8))
                 explore try_matrix.py $dt auto $w strategy=auto "$@"
               done 2>&1 | peer_rows; }

# against_table NAME OP DTYPE WIDTHS: auto against auto reading baseline/NAME.json (the table
# before a round's entries, carried) at WIDTHS, the runs' lines and spec errors dropped; ALLOC=1
# in the environment times both allocating (alloc=1, as the peers)
against_table() { local a=${ALLOC:+,alloc=1}
                  explore try_matrix.py op=$2 $3 auto $4 strategy=auto$a strategy=auto,table=$1$a 2>&1 \
                    | grep -v "^   runs\|SpecError"; }

# gpu_tests EXPR: the GPU tests of tests/test_auto.py and tests/test_gpu.py that -k EXPR selects,
# their last lines into $OUT/gpu-tests.txt (200 s at most)
gpu_tests() { timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_auto.py tests/test_gpu.py -k "$1" 2>&1 \
                | tail -5 | tee "$OUT/gpu-tests.txt"; }

# random_widths SEED N LO HI [MULTIPLE]: N widths, log-uniform over LO-HI from random.Random(SEED),
# each rounded down to a multiple of MULTIPLE elements (default 1), comma-separated
random_widths() { python3 -c "
import random, math
r = random.Random($1)
print(','.join(str(int(math.exp(r.uniform(math.log($3), math.log($4)))) // ${5:-1} * ${5:-1}) for _ in range($2)))"; }

# lean_rows "DTYPE WIDTHS"... -- CONFIG...: scripts/probe_lean_rows.py (its VARIANTS from the
# environment) at each dtype's widths and CONFIG..., medians of three, T seconds at most each
# (default 200); pipe it into tee (rounds fiftyseventh f and j-m)
lean_rows() { local runs=() a
              while [ "$1" != -- ]; do runs+=("$1"); shift; done; shift
              for a in "${runs[@]}"; do
                (cd scripts && timeout ${T:-200} python3 probe_lean_rows.py $a 3 "$@") 2>&1
              done; }

# peers_part N: the peers' wheels in three calls back to back (scripts/install_peers.sh): N = 1 or
# 2 stashes the part the call carries (.peerwheels/pN), 3 installs quack and liger from the three
# (carrying .peerwheels/p3), unless a call before already did
peers_part() { case $1 in
                 1|2) bash scripts/install_peers.sh stash "$1" ;;
                 3) python3 -c "import quack" 2>/dev/null || bash scripts/install_peers.sh install ;;
                 *) echo "peers_part: N must be 1, 2 or 3"; return 2 ;;
               esac; }

# pack_out: $OUT's files in one archive, $OUT/out.tar.gz, where they are more than the eight a
# call brings back (the seventy-first session's round e lost four of its twelve tables); run it
# last.  Here: `tar xzf FILES_AT/out.tar.gz -C DIR`
pack_out() { local files; files=$(cd "$OUT" && find . -type f | sed 's|^\./||')
             [ "$(echo "$files" | grep -c .)" -le 8 ] && return 0
             (cd "$OUT" && tar czf out.tar.gz $files && rm -f $files) && echo "== $OUT packed into out.tar.gz"; }

# candidate_table BEFORE CANDIDATE SCRIPT ROUND ARGS...: the entries script scripts/SCRIPT on a copy
# of baseline/BEFORE.json as baseline/CANDIDATE.json (ARGS as from scripts/), its output into
# $OUT/ROUND-entries.txt and shown; the candidate into $OUT and in place of the shipped H200 table
# (this copy of the tree), so auto and the GPU tests read it
candidate_table() { local before=$1 candidate=$2 script=$3 round=$4; shift 4
                    cp "baseline/$before.json" "baseline/$candidate.json"
                    (cd scripts && python3 "$script" "../baseline/$candidate.json" "$@") 2>&1 | tee "$OUT/$round-entries.txt"
                    cp "baseline/$candidate.json" "$OUT/"
                    cp "baseline/$candidate.json" softgen/tuning/h200.json; }

# auto_tests NAME [SECONDS [K]]: the GPU tests of auto and the backward kernels (or those -k K
# picks) on eight workers, their output into $OUT/NAME.txt, its exit status and last lines (100 s at
# most by default)
auto_tests() { timeout ${2:-100} python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_auto.py tests/test_gpu.py \
                 -k "${3:-auto or backward}" -n 8 --dist worksteal -rfE > "$OUT/$1.txt" 2>&1
               echo "== tests rc $?"; tail -3 "$OUT/$1.txt"; }

# auto_on_tables ROUND WIDTHS TABLES OP...: try_matrix of auto beside auto on each of TABLES
# (names of baseline/NAME.json, comma-separated) at WIDTHS, single runs, every dtype of each OP,
# the peers' errors and spec errors dropped, each table into $OUT/ROUND-OP-DTYPE.txt
auto_on_tables() { local round=$1 widths=$2 tables=$3 op dt name configs=(strategy=auto); shift 3
                   for name in ${tables//,/ }; do configs+=("strategy=auto,table=$name"); done
                   for op in "$@"; do for dt in fp32 bf16 fp16; do
                     explore try_matrix.py op=$op $dt auto $widths "${configs[@]}" | peer_rows | tee "$OUT/$round-$op-$dt.txt"
                   done; done; }

# against_template DEST LIST OLD TEMPLATE: auto's CUDA pick at each line of LIST (op dtype widths)
# against the same kernel rendered with the file OLD in place of softgen/templates/TEMPLATE,
# emitted here (so that auto reads this GPU's table) into baseline/DEST from inside a copy of the
# package (python -m puts the working directory ahead of PYTHONPATH), then timed by
# scripts/try_baseline.py, medians of three interleaved runs (the ninety-second session's rounds f-g)
against_template() { local dest=$1 list=$2 old=$3 template=$4 op dt ws w
                     rm -rf /tmp/old "baseline/$dest" && mkdir /tmp/old && cp -r softgen /tmp/old/ \
                       && cp "$old" "/tmp/old/softgen/templates/$template" || return
                     while read op dt ws; do
                       for w in ${ws//,/ }; do
                         (cd /tmp/old && python3 -m softgen.cli emit --strategy auto --op $op --cols $w --dtype $dt \
                            --backend cuda --out "$OLDPWD/baseline/$dest" > /dev/null)
                       done
                     done < "$list"
                     echo "$(ls "baseline/$dest" | grep -c "\.py$") modules in baseline/$dest"
                     while read op dt ws; do
                       REPEAT=3 timeout 200 python3 scripts/try_baseline.py "baseline/$dest" op=$op $dt auto:$ws
                     done < "$list" 2>&1; }

# matrices_round ROUND [T]: a session's round, matrices of scripts/${SESSION:-seventythird}_ROUND.txt
# (T seconds a line, default 200), the peers' errors and the runs' lines dropped, into
# $OUT/ROUND-matrices.txt and shown; the CSVs removed
matrices_round() { T=${2:-200} matrices "scripts/${SESSION:-seventythird}_$1.txt" | peer_rows | grep --line-buffered -v "^   runs" | tee "$OUT/$1-matrices.txt"
                   rm -f "$OUT"/*.csv; }

# matrices_until ROUND STOP [T]: matrices_round for each line of scripts/${SESSION}_ROUND.txt on its
# own (as ROUND1), lines begun until STOP seconds of the call have passed, their tables appended to
# $OUT/ROUND-matrices.txt and shown (REPEAT in the environment as for matrices_round)
matrices_until() { local round=$1 stop=$2 line
                   while read -r line; do
                     [ $SECONDS -gt "$stop" ] && { echo "== stopped at $SECONDS s: $line"; break; }
                     echo "$line" > "scripts/${SESSION}_${round}1.txt"
                     matrices_round "${round}1" "${3:-200}" >> "$OUT/$round-matrices.txt"
                   done < "scripts/${SESSION}_$round.txt"
                   rm -f "$OUT/${round}1-matrices.txt" "scripts/${SESSION}_${round}1.txt"; cat "$OUT/$round-matrices.txt"; }

# matrices_passes ROUND [T]: matrices of scripts/${SESSION}_ROUND.txt twice (T seconds a line,
# default 200), each pass's table, the peers' errors and the runs' lines dropped, into
# $OUT/ROUND-passN.txt and shown without its config lines; the CSVs removed (the seventy-sixth
# session's rounds b-j: the means of the two passes, scripts/pair_means.py)
matrices_passes() { local pass
                    for pass in 1 2; do
                      T=${2:-200} matrices "scripts/${SESSION:-seventythird}_$1.txt" | peer_rows | grep -v "^   runs" \
                        > "$OUT/$1-pass$pass.txt"
                      grep -v "^  c" "$OUT/$1-pass$pass.txt"
                    done
                    rm -f "$OUT"/*.csv; }
