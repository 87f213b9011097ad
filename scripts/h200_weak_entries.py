"""The H200 tables of the seventy-eighth session (notes entry 161), the seventy-ninth (entry 162)
and the eightieth (entry 163): the session's first table with its weak entries re-timed.  The
seventy-eighth timed entries under 95 whose three neighbours either side ran 5 points and more
above, and round a's fresh widths under 95 (scripts/weak_h200_entries.py), against their
neighbours' configs and each strategy's common shapes (rounds b-c).  The seventy-ninth timed
those at a gap of 3 (round a), the warp kernel at 8 lanes a row in 16 bits (rounds b, c1; round
b's fp32 lines not entered) and the forward's entries carried from the H100 table (round c2,
scripts/carried_h200_entries.py).  The eightieth timed the backward's carried entries (round a;
its fp32 forward lines not entered) and the last weak entry at a gap of 3 with two random widths
under 96 (round e).  Every entry at a width the rounds timed goes (a Triton one beside a CUDA one
too: the rounds timed what served there) but those KEPT names, then each such width gets the
kernel with the highest mean over the rounds that builds without spills there and 1% either
side where auto would serve it (add_h200_entries.enter_means, served_only).

    git show 175f72e:softgen/tuning/h200.json > ../baseline/h200-78a.json
    cd scripts && python h200_weak_entries.py ../baseline/h200-78a.json ../softgen/tuning/h200.json \\
        ../docs/bench/seventyeighth-b1-matrices.txt ../docs/bench/seventyeighth-b2-matrices.txt \\
        ../docs/bench/seventyeighth-c-matrices.txt

    git show 0d8bf50:softgen/tuning/h200.json > ../baseline/h200-79a.json
    cd scripts && SESSION=seventy-ninth python h200_weak_entries.py ../baseline/h200-79a.json \\
        ../softgen/tuning/h200.json ../docs/bench/seventyninth-a1-matrices.txt \\
        ../docs/bench/seventyninth-a2-matrices.txt '../docs/bench/seventyninth-b-matrices.txt#bf16,fp16' \\
        ../docs/bench/seventyninth-c1-matrices.txt ../docs/bench/seventyninth-c2-matrices.txt

    git show beeaf3f:softgen/tuning/h200.json > ../baseline/h200-80a.json
    cd scripts && SESSION=eightieth python h200_weak_entries.py ../baseline/h200-80a.json \\
        ../softgen/tuning/h200.json ../docs/bench/eightieth-a1-matrices.txt \\
        ../docs/bench/eightieth-a2-matrices.txt ../docs/bench/eightieth-e-matrices.txt
"""
import json
import os
import sys
from pathlib import Path

from add_h200_entries import enter_means
from softgen.bench.tune import save     # the table as `softgen tune` writes it

# the notes entry of each session's build
ENTRIES = {"seventy-eighth": 161, "seventy-ninth": 162, "eightieth": 163}
# (op, cols) whose entries stay as the session's first table holds them (default: none): a
# re-timed entry that lost at a fresh width beside it (round seventyninth bv: fp32
# log_softmax_backward 262004 90.2 against 93.6 on the entry before)
KEPT = {"seventy-ninth": {("log_softmax_backward", 262000)}}
# the ops whose widths a session enters (default: every op): round eightieth a2's fp32 forward
# lines checked auto's picks at widths moved after round seventyninth d, and auto led at each
OPS = {"eightieth": {"softmax_backward", "log_softmax_backward"}}


def retimed(table: dict, base: Path, rounds, kept=frozenset(), ops=None) -> None:
    """table with every entry at a width the rounds timed two kernels or more at gone, either
    backend's, and each such width's fastest kernel over them entered (enter_means, served_only;
    a round given as PATH#DTYPE,... enters those dtypes' widths alone: round seventyninth b's fp32
    lines timed 8 lanes a row only, beside auto's Triton pick, and would enter a slow CUDA twin);
    with `ops`, those ops' widths alone."""
    enter_means(table, base, rounds, lambda op, cols: (op, cols) not in kept and (ops is None or op in ops),
                served_only=True, replace=True)


if __name__ == "__main__":
    base_path, out_path, *rounds = sys.argv[1:]
    base = Path(base_path).resolve()
    table = json.loads(base.read_text())
    session = os.environ.get("SESSION", "seventy-eighth")
    retimed(table, base, rounds, KEPT.get(session, frozenset()), OPS.get(session))
    table["environment"]["added"] += (f"; the {session} session's weak entries re-timed against their "
                                      f"neighbours' configs (scripts/h200_weak_entries.py; notes entry {ENTRIES[session]})")
    save(table, out_path)
